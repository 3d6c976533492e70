/**
 * A quiet host before each timed run. Every side-by-side series (`measureSides`: `meshwork run`,
 * `--compare`, the quickstart, the wall and replay suites; the machine check; the peers bench)
 * collects the host's heap, whole and synchronously, before each sequential reference and each
 * parallel run, then yields a moment. Otherwise the garbage one side left on the host (the
 * sequential reference's arrays, a gathered result, a result check) is marked and swept by V8's
 * helper threads while the next side's ranks compute, and on 2 cores those threads take a core
 * from a rank: the stencil's distributed side read 1.09-1.18x its peer with the host's sequential
 * work right before it, 1.04-1.05x with that work and a collection after it, 1.06x with no host
 * work at all (`node bench/scripts/host-work.mjs 16 distributed host|host-gc|none`, 2026-11-28).
 * A benchmark harness's own garbage is no side's cost (JMH's `-gc true` forces a collection
 * between iterations for the same reason). The ranks' heaps are left alone: what a rank allocates
 * is the cost of its side.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (o: { type: 'major'; execution: 'sync' }) => void;

let collect: Collect | undefined;

/**
 * V8's `gc` function: the global one when node runs with `--expose-gc`, else one taken from a
 * fresh context with the flag on for that moment only (so no program's global scope gains a `gc`).
 */
function collector(): Collect {
  if (collect !== undefined) return collect;
  const own = (globalThis as { gc?: unknown }).gc;
  if (typeof own === 'function') {
    collect = own as Collect;
    return collect;
  }
  setFlagsFromString('--expose-gc');
  try {
    collect = runInNewContext('gc') as Collect;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
  return collect;
}

/** How long the host idles after the collection, ms: V8's helper threads finish sweeping meanwhile. */
export const SETTLE_IDLE_MS = 3;

/**
 * Collect the host's heap (a full, synchronous collection), then idle {@link SETTLE_IDLE_MS} ms.
 * Call it right before timing anything; it takes a few ms, outside the timed span.
 */
export async function settleHost(): Promise<void> {
  collector()({ type: 'major', execution: 'sync' });
  await new Promise((resolve) => setTimeout(resolve, SETTLE_IDLE_MS));
}
