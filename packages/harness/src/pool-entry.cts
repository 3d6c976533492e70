/**
 * The module piscina loads in every thread of a {@link fixedPoolOptions} pool: CommonJS on
 * purpose. piscina loads a worker module with `require()` first, and `require()` of an ES module
 * (Node's require(esm)) can abort the whole process when the pool tears a thread down while the
 * module graph is still loading (`FATAL ERROR: v8::Module::IsGraphAsync must be used on an
 * instantiated module`). Requiring this file loads no ES module; the pool's task module (its URL
 * in piscina's `workerData`) comes through `import()`, which a terminated thread abandons cleanly.
 */
type Handler = (task: unknown) => unknown;

const { workerData } = require('piscina') as { workerData: { readonly module: string } };
let handler: Promise<Handler> | undefined;

module.exports = function runTask(task: unknown): Promise<unknown> {
  handler ??= import(workerData.module).then((m: { default: Handler }) => m.default);
  return handler.then((run) => run(task));
};
