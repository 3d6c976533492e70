/**
 * The apps' benchmarks `pnpm bench:app <app>` runs: every module of this folder named after an app
 * (`<app>.ts`, exporting `<app>Benchmark`). Written by `node scripts/sync-apps.mjs`: do not edit.
 */
import type { AppBenchmark } from './benchmark.ts';
import { diffusionBenchmark } from './diffusion.ts';
import { knaryBenchmark } from './knary.ts';
import { loopBenchmark } from './loop.ts';
import { sieveBenchmark } from './sieve.ts';
import { thinningBenchmark } from './thinning.ts';
import { watorBenchmark } from './wator.ts';

export const APP_BENCHMARKS: readonly AppBenchmark[] = [
  diffusionBenchmark,
  knaryBenchmark,
  loopBenchmark,
  sieveBenchmark,
  thinningBenchmark,
  watorBenchmark,
];

/** The benchmark of app `name`, if it has one. */
export function findBenchmark(name: string): AppBenchmark | undefined {
  return APP_BENCHMARKS.find((b) => b.app.name === name);
}
