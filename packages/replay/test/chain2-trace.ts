/**
 * The load record of a hand-made trace the replay and CLI tests read: chain:2 over an 8 x 4 grid
 * cut in row strips (4 rows each), 1000 bytes a row, with the steps a test gives (report, replay,
 * advise and the flags table start from it).
 */

/** The cuts of every step: rows [0, 4) and [4, 8), the 4 columns not cut. */
export const STRIPS = [
  [0, 4, 8],
  [0, 4],
] as const;

/** One step of the record: each rank's total and row loads (its columns not given). */
export interface Chain2Step {
  readonly totals: readonly [number, number];
  readonly rows: readonly [readonly number[], readonly number[]];
  readonly computeMs: readonly [number, number];
  readonly stepMs: readonly [number, number];
  /** The step's load gather per rank; absent on a step without one (trace version 3). */
  readonly syncMs?: readonly [number, number];
  /** With syncMs (version 3): each rank's monotonic clock when the gather returned on it. */
  readonly syncEndMs?: readonly [number, number];
  /** The balance after the step, when one ran. */
  readonly balance?: object;
  /** The program's tally of the step's loads per rank, inside the step. */
  readonly tallyMs?: readonly [number, number];
  /** What recording the step cost each rank, after its clock stopped. */
  readonly recordMs?: readonly [number, number];
}

/**
 * A static step: rank 0's rows 4 units each, rank 1's 2, 2, 1, 1 (totals 16 and 6, as ms too),
 * 0.5 ms of each step outside the compute, sync points of 0.1 and 0.3 ms.
 */
export const STATIC_STEP: Chain2Step = {
  totals: [16, 6],
  rows: [
    [4, 4, 4, 4],
    [2, 2, 1, 1],
  ],
  computeMs: [16, 6],
  stepMs: [16.5, 16.5],
  syncMs: [0.1, 0.3],
};

/** The `loads` field of a trace: chain:2, row strips, `recorded` (balancer, policy...), `steps`. */
export function chain2Loads(recorded: object, steps: readonly Chain2Step[]): object {
  return {
    topology: { kind: 'chain', size: 2 },
    decomposition: {
      kind: 'grid',
      shape: [8, 4],
      procDims: [2, 1],
      minExtent: [1, 1],
      procCoords: [
        [0, 0],
        [1, 0],
      ],
      axes: [0],
      bytesPerPlane: [1000, 0],
    },
    recorded,
    steps: steps.map((s) => ({
      cuts: STRIPS.map((c) => [...c]),
      totals: [...s.totals],
      planes: s.rows.map((p) => [[...p]]),
      computeMs: [...s.computeMs],
      stepMs: [...s.stepMs],
      ...(s.syncMs === undefined ? {} : { syncMs: [...s.syncMs] }),
      ...(s.syncEndMs === undefined ? {} : { syncEndMs: [...s.syncEndMs] }),
      ...(s.tallyMs === undefined ? {} : { tallyMs: [...s.tallyMs] }),
      ...(s.recordMs === undefined ? {} : { recordMs: [...s.recordMs] }),
      ...(s.balance === undefined ? {} : { balance: s.balance }),
    })),
  };
}
