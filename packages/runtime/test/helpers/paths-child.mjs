// Child process of paths.test.ts: runs one call of the compiled runtime that used to hang or read
// without limit, and prints its outcome as one JSON line ({ ok } or { code, message }). The parent
// kills it at a deadline, so a regression is a failed case, never a hung test run.
// the compiled runtime, imported by URL: it exists once the tests have built it (tsc -b), not when
// the import rules are checked on a fresh clone
const { createCluster, ensureDirectory, readRegularFile } = await import(new URL('../../dist/index.js', import.meta.url).href);

const [what, ...args] = process.argv.slice(2);
const out = (x) => process.stdout.write(`${JSON.stringify(x)}\n`);
try {
  if (what === 'read') {
    const [path, maxBytes, within] = args;
    const bytes = readRegularFile(path, { what: 'file', maxBytes: Number(maxBytes), ...(within ? { within } : {}) });
    out({ ok: bytes.byteLength });
  } else if (what === 'mkdir') {
    const [path, writable] = args;
    out({ ok: ensureDirectory(path, { what: 'dir', writable: writable === 'writable' }) });
  } else if (what === 'run') {
    // cluster.run with a checkpoint option; args: program URL, JSON run options
    const [program, runOptions] = args;
    const cluster = createCluster({ topology: 'chain:2' });
    try {
      const res = await cluster.run(
        new URL(program),
        { rows: 24, cols: 10, steps: 12, storage: 'distributed', shiftEvery: 4 },
        JSON.parse(runOptions),
      );
      out({ ok: true, recovery: res.metrics.recovery });
    } finally {
      await cluster.close();
    }
  } else {
    out({ code: 'BAD_CASE', message: what });
  }
} catch (err) {
  out({ code: err?.code, message: err?.message });
}
