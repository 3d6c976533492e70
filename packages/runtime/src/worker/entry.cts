/**
 * The module piscina loads in every rank thread: CommonJS on purpose. piscina loads a worker
 * module with `require()` first, and `require()` of an ES module (Node's require(esm)) can abort
 * the whole process when the pool tears the thread down while the module graph is still loading
 * (`FATAL ERROR: v8::Module::IsGraphAsync must be used on an instantiated module`, seen with
 * short runs under CPU contention). Requiring this file loads no ES module; the ES bootstrap
 * comes through `import()`, which a terminated thread abandons cleanly.
 */
type RunRank = (task: unknown) => Promise<unknown>;

let bootstrap: Promise<RunRank> | undefined;

module.exports = function runRank(task: unknown): Promise<unknown> {
  bootstrap ??= import('./bootstrap.ts').then((m) => m.default as RunRank);
  return bootstrap.then((run) => run(task));
};
