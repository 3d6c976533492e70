/** Run the stencil sequentially and on a cluster, side by side, and report speedup and LE. */
import { createCluster, type Storage } from '@meshwork/runtime';
import type { StencilProgramOptions, StencilRankResult } from './program.js';
import { type StencilOptions, stencilSequentialTimed } from './sequential.js';

export interface StencilRunConfig extends StencilOptions {
  readonly topology: string;
  readonly storage: Storage;
  /** Repetitions of each side (median reported). */
  readonly repeat: number;
}

export interface StencilReport {
  readonly config: StencilRunConfig;
  readonly sequentialMs: number[];
  readonly parallelMs: number[];
  readonly speedup: number;
  /** LE from work units (deterministic) and from thread CPU time, over the sweeps. */
  readonly leWork: number;
  readonly leBusy: number;
  readonly identical: boolean;
  readonly checksum: number;
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1] as number;
}

export async function runStencil(config: StencilRunConfig, programUrl: URL): Promise<StencilReport> {
  const cluster = createCluster({ topology: config.topology });
  try {
    const opts: StencilProgramOptions = { ...config, gather: true };
    // Warm-up: start the threads and compile the program once.
    await cluster.run(programUrl, { ...opts, iterations: 1, gather: false });
    const sequentialMs: number[] = [];
    const parallelMs: number[] = [];
    let reference: Float64Array | undefined;
    let identical = true;
    let leWork = 0;
    let leBusy = 0;
    let checksum = 0;
    for (let r = 0; r < config.repeat; r++) {
      // The sweeps only, as the ranks time theirs (initial field, padding and copy out excluded).
      const seq = stencilSequentialTimed(config);
      reference = seq.field;
      sequentialMs.push(seq.sweepMs);
      const run = await cluster.run<StencilRankResult>(programUrl, opts);
      parallelMs.push(run.results[0]?.computeMs ?? Number.NaN);
      const field = run.results[0]?.field;
      identical &&= field !== undefined && field.length === reference.length && field.every((v, i) => Object.is(v, reference?.[i]));
      leWork = run.metrics.totals.work.le;
      leBusy = run.metrics.totals.busy.le;
      checksum = run.results[0]?.checksum ?? Number.NaN;
    }
    return { config, sequentialMs, parallelMs, speedup: median(sequentialMs) / median(parallelMs), leWork, leBusy, identical, checksum };
  } finally {
    await cluster.close();
  }
}
