/**
 * Sides the thinning and diffusion groups build alike: the example's program on a cluster (compute
 * and job times), a peer (its threads' compute, the host's job), the sequential reference (whole).
 */
import type { MeshworkSide } from './meshwork.js';
import type { Side } from './rounds.js';
import type { PeerRun } from './stencil-peer.js';
import type { RowSpec } from './table.js';

/** The program with `options` (warm-up: `warm`); `compute` picks rank 0's time, `correct` checks the ranks' results. */
export function programSide<R>(
  mw: MeshworkSide,
  name: string,
  options: unknown,
  warm: unknown,
  compute: (results: R[]) => number,
  correct: (results: R[]) => boolean,
): Side {
  return {
    name,
    warmup: () => mw.run(warm, () => 0),
    async run() {
      const r = await mw.run<R>(options, compute);
      return { times: { compute: r.computeMs, job: r.jobMs }, correct: correct(r.result) };
    },
  };
}

export function peerSide<T>(
  name: string,
  warmup: () => Promise<unknown>,
  run: () => Promise<PeerRun<T>>,
  correct: (result: T) => boolean,
): Side {
  return {
    name,
    warmup,
    async run() {
      const t0 = performance.now();
      const r = await run();
      return { times: { compute: r.computeMs, job: performance.now() - t0 }, correct: correct(r.result) };
    },
  };
}

export function referenceSide<T>(name: string, warm: () => unknown, run: () => T, correct: (result: T) => boolean): Side {
  return {
    name,
    warmup: async () => warm(),
    async run() {
      const t0 = performance.now();
      const r = run();
      return { times: { whole: performance.now() - t0 }, correct: correct(r) };
    },
  };
}

/** Rows of the sequential reference's whole run over each side's compute: the ratio is that side's speedup. */
export function speedupRows(group: string, sides: readonly string[]): RowSpec[] {
  return sides.map((side, i) => ({
    group,
    subject: 'sequential reference whole',
    reference: `${side} compute`,
    ...(i === 0 ? { note: 'these ratios are speedups over the sequential reference (> 1: faster)' } : {}),
  }));
}
