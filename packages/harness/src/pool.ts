/**
 * Host-side task pools (the apps' `central` strategies: piscina's own queue serves the chunks):
 * the options of a fixed pool, and the pool as the parallel side of a side-by-side run.
 */
import type { ParallelSide } from './measure.js';

/** The piscina options of a fixed pool of `threads` threads, idle threads kept (a `Piscina` constructor takes them). */
export interface FixedPoolOptions {
  readonly filename: string;
  readonly minThreads: number;
  readonly maxThreads: number;
  readonly idleTimeout: number;
}

/**
 * A pool of `threads` threads that run the module `name` beside `base` (pass `import.meta.url`).
 * Pool threads cannot load TypeScript: beside a `.ts` source (tests, tsx) the compiled module in
 * `../dist/` is used.
 */
export function fixedPoolOptions(base: string, name: string, threads: number): FixedPoolOptions {
  const file = base.endsWith('.ts') ? `../dist/${name}.js` : `./${name}.js`;
  return { filename: new URL(file, base).href, minThreads: threads, maxThreads: threads, idleTimeout: Number.POSITIVE_INFINITY };
}

/**
 * The {@link ParallelSide} of a host-side pool of `threads` threads: `run(true)` once untimed as the
 * warm-up (it may run a smaller input), then `run(false)` per timed run; `close` ends the pool.
 */
export function poolSide<Par>(
  threads: number,
  run: (warmup: boolean) => Promise<{ readonly result: Par; readonly ms: number }>,
  close: () => Promise<void>,
): ParallelSide<Par> {
  return {
    label: `a pool of ${threads} threads`,
    async warmup() {
      await run(true);
    },
    run: () => run(false),
    close,
  };
}
