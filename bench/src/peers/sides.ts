/**
 * Sides the thinning and diffusion groups build alike: the example's program on a cluster (compute
 * and job times), a peer (its threads' compute, the host's job), the sequential reference (whole).
 */
import type { Storage } from '@meshwork/runtime';
import { type GroupResult, type GroupSettings, pairRows } from './group.ts';
import { type MeshworkSide, meshworkTimes } from './meshwork.ts';
import { runRounds, type Side } from './rounds.ts';
import type { PeerRun } from './stencil-peer.ts';
import type { RowSpec } from './table.ts';

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
      return { times: meshworkTimes(r), correct: correct(r.result) };
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
    onHost: true,
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
    ...(i === 0
      ? { note: 'ratio = the speedup of the side over the sequential reference (> 1: faster); the verdict speaks of the reference' }
      : {}),
  }));
}

/** The peer's name in the strip groups' rows. */
export const PEER = 'peer SAB+barrier';

export interface StripGroup {
  readonly id: string;
  readonly title: string;
  /** Name of the balanced Meshwork side. */
  readonly balanced: string;
  /** A Meshwork side: static (balanced = false) or the app's balancer under the adaptive policy. */
  readonly meshwork: (name: string, storage: Storage, balanced: boolean) => Side;
  /** Named PEER. */
  readonly peer: Side;
  readonly reference: Side;
  readonly close: () => Promise<unknown>;
}

/**
 * A group of static row strips: Meshwork static (distributed, shared) and balanced (distributed)
 * against the peer, and every side's speedup over the reference, measured in interleaved rounds.
 */
export async function stripGroup(g: GroupSettings, s: StripGroup): Promise<GroupResult> {
  const sides = [
    s.meshwork('meshwork distributed', 'distributed', false),
    s.meshwork('meshwork shared', 'shared', false),
    s.meshwork(s.balanced, 'distributed', true),
    s.peer,
    s.reference,
  ];
  try {
    const series = await runRounds(sides, { runs: g.runs, warmups: g.warmups ?? 0, log: g.log });
    const group = s.title;
    return {
      id: s.id,
      title: group,
      series,
      rows: [
        ...pairRows(group, 'meshwork distributed', PEER),
        ...pairRows(group, 'meshwork shared', PEER),
        { group, subject: `${s.balanced} compute`, reference: `${PEER} compute`, note: 'balanced Meshwork against the static peer' },
        ...speedupRows(group, [PEER, 'meshwork distributed', s.balanced]),
      ],
    };
  } finally {
    await s.close();
  }
}
