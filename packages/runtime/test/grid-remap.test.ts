/**
 * Grid remaps on real threads: seeded sequences of shift / applyFlows / remap conserve the data
 * (gather(0) equals the original array, no cell lost or duplicated), keep every rank's tile equal
 * to the decomposition, report as many elements sent as cells changed owner, and fail
 * collectively with MW_INVALID_DECOMPOSITION on cuts that ranks disagree on or that leave a tile
 * thinner than the halo (the grid stays unchanged and usable).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, createCluster, ErrorCodes, type HaloSpec, mulberry32, parseTopology, type Storage } from '../src/index.ts';
import { blockCuts, checkCuts, type Decomposition, intersect, tileBox, volume } from '../src/mesh/index.ts';
import type { RemapCase, RemapCaseResult, RemapOp, StepResult } from './programs/grid-remap.ts';

const PROGRAM = new URL('./programs/grid-remap.ts', import.meta.url);
const STORAGES: Storage[] = ['shared', 'distributed'];
const STEPS = 10;

type Rnd = () => number;
const int = (rnd: Rnd, lo: number, hi: number): number => lo + Math.floor(rnd() * (hi - lo + 1));
const sizes = (c: readonly number[]): number[] => c.slice(1).map((x, p) => x - (c[p] as number));

function minExtentOf(halo: HaloSpec, k: number): number[] {
  const pairs = typeof halo === 'number' ? Array.from({ length: k }, () => [halo, halo]) : halo;
  return pairs.map(([l, h]) => Math.max(1, l as number, h as number));
}

/** Random cut points of n into P parts of at least `min`. */
function randomCuts(rnd: Rnd, n: number, P: number, min: number): number[] {
  const xs = Array.from({ length: P - 1 }, () => int(rnd, 0, n - P * min)).sort((a, b) => a - b);
  return [0, ...xs.map((x, i) => x + (i + 1) * min), n];
}

interface Plan {
  readonly ops: RemapOp[];
  /** Expected cuts after each op. */
  readonly cuts: number[][][];
}

/** A seeded sequence of valid ops (every part stays >= minExtent), with the cuts each leads to. */
function plan(seed: number, shape: number[], procDims: number[], min: number[]): Plan {
  const rnd = mulberry32(seed);
  let cuts = shape.map((n, a) => blockCuts(n, procDims[a] as number));
  const axes = procDims.flatMap((P, a) => (P >= 2 ? [a] : []));
  const ops: RemapOp[] = [];
  const after: number[][][] = [];
  for (let s = 0; s < STEPS; s++) {
    const kind = s % 3 === 0 ? 'remap' : rnd() < 0.5 ? 'shift' : 'flows';
    const axis = axes[int(rnd, 0, axes.length - 1)] as number;
    const P = procDims[axis] as number;
    const n = shape[axis] as number;
    const m = min[axis] as number;
    const next = cuts.map((c) => c.slice());
    if (kind === 'remap') {
      for (const [a, N] of shape.entries()) next[a] = randomCuts(rnd, N, procDims[a] as number, min[a] as number);
      ops.push({ kind, cuts: next.map((c) => c.slice()) });
    } else if (kind === 'flows') {
      const target = randomCuts(rnd, n, P, m);
      const flows = target.slice(1, P).map((t, i) => ((cuts[axis] as number[])[i + 1] as number) - t);
      next[axis] = target;
      ops.push({ kind, axis, flows });
    } else {
      const c = cuts[axis] as number[];
      const b = int(rnd, 1, P - 1);
      const count = int(rnd, -((c[b + 1] as number) - (c[b] as number) - m), (c[b] as number) - (c[b - 1] as number) - m);
      (next[axis] as number[])[b] = (c[b] as number) - count;
      ops.push({ kind, axis, boundary: b, count });
    }
    cuts = next;
    after.push(next.map((c) => c.slice()));
  }
  return { ops, cuts: after };
}

interface CaseSpec {
  readonly name: string;
  readonly input: RemapCase;
  readonly procDims: number[];
  readonly min: number[];
  readonly expected: number[][][];
}

function buildCase(topology: string, seed: number, shape: number[], halo: HaloSpec, storage: Storage, explicitDims?: number[]): CaseSpec {
  const t = parseTopology(topology);
  const k = shape.length;
  const procDims = explicitDims ?? (t.kind === 'hypercube' ? [t.size] : [...t.dims]);
  while (procDims.length < k) procDims.push(1);
  const min = minExtentOf(halo, k);
  const p = plan(seed, shape, procDims, min);
  const last = p.cuts[p.cuts.length - 1] as number[][];
  // A valid +-1 shift at the first boundary of the first split axis that allows one: odd ranks
  // ask for it, even ranks keep the current cuts.
  const axis = procDims.findIndex((P) => P >= 2);
  const c = last[axis] as number[];
  const m = min[axis] as number;
  let other: number[][] | undefined;
  for (let b = 1; b < c.length - 1 && other === undefined; b++) {
    const s = sizes(c);
    const count = (s[b - 1] as number) > m ? 1 : (s[b] as number) > m ? -1 : 0;
    if (count !== 0) {
      other = last.map((x) => x.slice());
      (other[axis] as number[])[b] = (c[b] as number) - count;
    }
  }
  if (other === undefined) throw new Error(`test setup: no valid +-1 shift for ${JSON.stringify(last)}`);
  // A shift leaving part 0 one plane thinner than minExtent (thinner than the halo).
  const thin = { axis, boundary: 1, count: (sizes(c)[0] as number) - m + 1 };
  const thinCuts = last.map((x) => x.slice());
  (thinCuts[axis] as number[])[1] = (c[1] as number) - thin.count;
  const ranks = t.size;
  return {
    name: `${storage} ${shape.join('x')} on ${procDims.join('x')} procs, halo ${JSON.stringify(halo)}, seed ${seed}`,
    input: {
      shape,
      halo,
      storage,
      procDims: explicitDims,
      ops: p.ops,
      mismatched: Array.from({ length: ranks }, (_, r) => (r % 2 === 1 ? other : last) as number[][]),
      thin,
      partlyInvalid: Array.from({ length: ranks }, (_, r) => (r === 0 ? thinCuts : last)),
    },
    procDims,
    min,
    expected: p.cuts,
  };
}

function casesFor(topology: string): CaseSpec[] {
  const asym2: HaloSpec = [
    [2, 1],
    [1, 3],
  ];
  const grids: [number[], HaloSpec[], number[] | undefined][] =
    topology === 'hypercube:2'
      ? [
          [[37], [1, [[2, 3]]], undefined], // 1-D strips
          [[23, 5], [1, asym2], undefined], // 2-D strips (procDims [4, 1])
        ]
      : [
          [[14, 17], [1, asym2], undefined], // 2-D mesh of tiles (procDims [2, 3])
          [
            [30, 4],
            [1, asym2],
            [6, 1],
          ], // strips on a mesh topology
          [[40], [1, [[3, 2]]], [6]], // 1-D grid, explicit procDims
        ];
  const out: CaseSpec[] = [];
  let seed = 42;
  for (const storage of STORAGES) {
    for (const [shape, halos, dims] of grids) for (const halo of halos) out.push(buildCase(topology, seed++, shape, halo, storage, dims));
  }
  return out;
}

describe.each(['hypercube:2', 'mesh:2x3'])('grid remaps on %s', (topology) => {
  const cases = casesFor(topology);
  let cluster: Cluster;
  let results: RemapCaseResult[][]; // [rank][case]

  beforeAll(async () => {
    // A short per-wait deadline: a collective that hangs fails the run instead of the test timeout.
    cluster = createCluster({ topology, waitTimeoutMs: 60_000 });
    results = (await cluster.run<RemapCaseResult[]>(PROGRAM, { cases: cases.map((c) => c.input) })).results;
  });
  afterAll(async () => {
    await cluster?.close();
  });

  /** Check one step on every rank against the expected cuts (previous cuts: `prev`). */
  function checkStep(c: CaseSpec, i: number, steps: StepResult[], want: number[][], prev: number[][]): number {
    const { shape } = c.input;
    const d: Decomposition = { shape, procDims: c.procDims, cuts: want };
    const old: Decomposition = { shape, procDims: c.procDims, cuts: prev };
    // Cut points: monotone with parts >= minExtent, from 0 to n.
    expect(checkCuts(shape, c.procDims, want, c.min)).toEqual(want);
    let moved = 0;
    let sent = 0;
    let received = 0;
    let haloChecked = 0;
    for (const [rank, perCase] of results.entries()) {
      const r = perCase[i] as RemapCaseResult;
      const s = steps[rank] as StepResult;
      expect(s.cuts).toEqual(want);
      const box = tileBox(d, r.procCoords);
      expect(s.tile).toEqual({ lo: box.lo, hi: box.hi });
      expect({ rank, tile: s.tileMismatches, halo: s.haloMismatches }).toEqual({ rank, tile: 0, halo: 0 });
      // This rank sends what it owned and no longer owns, and receives the converse.
      const was = tileBox(old, r.procCoords);
      const kept = intersect(was, box);
      const keptCells = kept === undefined ? 0 : volume(kept);
      expect(s.stats.elementsSent).toBe(volume(was) - keptCells);
      expect(s.stats.elementsReceived).toBe(volume(box) - keptCells);
      expect(s.stats.bytesSent).toBe(c.input.storage === 'distributed' ? 8 * s.stats.elementsSent : 0);
      moved += volume(was) - keptCells;
      sent += s.stats.elementsSent;
      received += s.stats.elementsReceived;
      haloChecked += s.haloChecked;
    }
    // Totals: cells that changed owner, counted once on each side.
    expect(sent).toBe(moved);
    expect(received).toBe(moved);
    expect(haloChecked).toBeGreaterThan(0);
    const root = steps[0] as StepResult;
    expect({ length: root.gatherLength, mismatches: root.gatherMismatches }).toEqual({
      length: shape.reduce((x, y) => x * y, 1),
      mismatches: 0,
    });
    return moved;
  }

  it.each(cases.map((c, i) => [c.name, i] as const))('%s', (_name, i) => {
    const c = cases[i] as CaseSpec;
    expect(results).toHaveLength(c.procDims.reduce((x, y) => x * y, 1));
    let prev = c.input.shape.map((n, a) => blockCuts(n, c.procDims[a] as number));
    let moved = 0;
    for (const [s, want] of c.expected.entries()) {
      moved += checkStep(
        c,
        i,
        results.map((perCase) => (perCase[i] as RemapCaseResult).steps[s] as StepResult),
        want,
        prev,
      );
      prev = want;
    }
    // The sequence really moved data around.
    expect(moved).toBeGreaterThan(0);

    // Collective errors: every rank gets MW_INVALID_DECOMPOSITION and the grid is unchanged.
    for (const [rank, perCase] of results.entries()) {
      const e = (perCase[i] as RemapCaseResult).errors;
      for (const [what, r] of Object.entries(e)) {
        expect({ rank, what, ...r }).toEqual({ rank, what, code: ErrorCodes.INVALID_DECOMPOSITION, cutsUnchanged: true, gatherOk: true });
      }
    }
    // ...and still usable: a remap back to block cuts works.
    const block = c.input.shape.map((n, a) => blockCuts(n, c.procDims[a] as number));
    checkStep(
      c,
      i,
      results.map((perCase) => (perCase[i] as RemapCaseResult).after),
      block,
      prev,
    );
  });
});
