/**
 * Host-side task pools (the apps' `central` strategies: piscina's own queue serves the chunks):
 * the options of a fixed pool, and the pool as the parallel side of a side-by-side run.
 */
import { refuseOnHosts } from './hosts.ts';
import type { ParallelSide } from './measure.ts';

/** The piscina options of a fixed pool of `threads` threads, idle threads kept (a `Piscina` constructor takes them). */
export interface FixedPoolOptions {
  /** The pool's CommonJS entry (`pool-entry.cts`), which imports the task module. */
  readonly filename: string;
  /** The task module's URL, read by the entry. */
  readonly workerData: { readonly module: string };
  readonly minThreads: number;
  readonly maxThreads: number;
  readonly idleTimeout: number;
}

/**
 * A pool of `threads` threads that run the default export of the module `name` beside `base`
 * (pass `import.meta.url`). Beside a `.ts` source (tests) the module's `.ts` source is used (Node
 * strips its types). Threads start on a CommonJS entry that imports the module (see
 * `pool-entry.cts` for why).
 */
export function fixedPoolOptions(base: string, name: string, threads: number): FixedPoolOptions {
  const file = base.endsWith('.ts') ? `./${name}.ts` : `./${name}.js`;
  const entry = import.meta.url.endsWith('.ts') ? './pool-entry.cts' : './pool-entry.cjs';
  return {
    filename: new URL(entry, import.meta.url).href,
    workerData: { module: new URL(file, base).href },
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
  };
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
  refuseOnHosts('a thread pool (this strategy)', 'pick a strategy that runs on ranks');
  return {
    label: `a pool of ${threads} threads`,
    async warmup() {
      await run(true);
    },
    run: () => run(false),
    close,
  };
}
