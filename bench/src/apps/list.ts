/** The apps' benchmarks `pnpm bench:app <app>` runs; adding one is its module plus its line here. */
import type { AppBenchmark } from './benchmark.ts';
import { diffusionBenchmark } from './diffusion.ts';
import { knaryBenchmark } from './knary.ts';
import { loopBenchmark } from './loop.ts';
import { sieveBenchmark } from './sieve.ts';
import { thinningBenchmark } from './thinning.ts';
import { watorBenchmark } from './wator.ts';

export const APP_BENCHMARKS: readonly AppBenchmark[] = [
  sieveBenchmark,
  loopBenchmark,
  knaryBenchmark,
  watorBenchmark,
  thinningBenchmark,
  diffusionBenchmark,
];

/** The benchmark of app `name`, if it has one. */
export function findBenchmark(name: string): AppBenchmark | undefined {
  return APP_BENCHMARKS.find((b) => b.app.name === name);
}
