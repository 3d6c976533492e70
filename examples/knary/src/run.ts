/**
 * Timing helpers of the knary benchmark (bench/src/apps/knary.ts): the sequential reference and a scheduler on a
 * cluster, each timed over repetitions, and a warm-up. `meshwork run knary` measures through the
 * app harness (`app.ts`).
 */
import { type Spread, spread } from '@meshwork/harness';
import type { Cluster } from '@meshwork/runtime';
import type { KnaryOptions } from './knary.ts';
import type { KnaryProgramOptions, KnaryRankResult } from './program.ts';
import { knarySequential } from './sequential.ts';

/** Sequential reference: `repeat` timed runs. */
export function timeSequential(o: KnaryOptions, repeat: number): { ms: Spread; nodes: number; checksum: number } {
  const ms: number[] = [];
  let r = knarySequential(o);
  for (let i = 0; i < repeat; i++) {
    const t0 = performance.now();
    r = knarySequential(o);
    ms.push(performance.now() - t0);
  }
  return { ms: spread(ms), ...r };
}

/** One scheduler on an open cluster: two warm-up runs, then `repeat` timed runs. */
export async function timeScheduler(
  cluster: Cluster,
  program: URL,
  o: KnaryProgramOptions,
  repeat: number,
): Promise<{ ms: Spread; last: KnaryRankResult[] }> {
  for (let i = 0; i < 2; i++) await cluster.run<KnaryRankResult>(program, o);
  const ms: number[] = [];
  let last: KnaryRankResult[] = [];
  for (let i = 0; i < repeat; i++) {
    const run = await cluster.run<KnaryRankResult>(program, o);
    last = run.results;
    ms.push(run.results[0]?.computeMs ?? Number.NaN);
  }
  return { ms: spread(ms), last };
}

/**
 * Compile the engine and every scheduler in the worker threads before anything is timed (the
 * first scheduler measured in a fresh cluster would otherwise pay for the JIT of the shared code).
 */
export async function warmUp(
  cluster: Cluster,
  program: URL,
  sides: readonly { scheduler: string; schedulerOptions?: unknown }[],
): Promise<void> {
  for (let round = 0; round < 3; round++) {
    for (const side of sides)
      await cluster.run(program, { h: 6, d: 5, s: 1, iters: 50, scheduler: side.scheduler, schedulerOptions: side.schedulerOptions });
  }
}

/** The scheduler name of piscina's queue (host side, not a registered task scheduler). */
export const CENTRAL = 'central';
