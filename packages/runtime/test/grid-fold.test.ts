/**
 * grid.foldRows: the fold of every cell in index order, the same double on every rank as the fold
 * over the whole grid on one thread, whatever the storage and the cuts; row strips fold where the
 * rows are (each rank steps over exactly its own rows, in order), other cuts on rank 0; a -0
 * stays -0; bad arguments are refused with MW_INVALID_ARGUMENT before anything is folded.
 */
import { describe, expect, it } from 'vitest';
import { createCluster, type Storage } from '../src/index.ts';
import { blockCuts } from '../src/mesh/decomposition.ts';
import { cellValue, type FoldOptions, type FoldResult, mix } from './programs/grid-fold.ts';

const PROGRAM = new URL('./programs/grid-fold.ts', import.meta.url);

/** The fold over the whole grid in index order, on this thread. */
function expected(shape: readonly number[], init: number): number {
  let acc = init;
  const cells = shape.reduce((x, y) => x * y, 1);
  for (let i = 0; i < cells; i++) acc = mix(acc, cellValue(i), i);
  return acc;
}

/**
 * [first, length] of every run of the last axis in planes [from, to) of the first axis, in index
 * order (a 1-D grid's planes are cells: one run, cut where the grid is cut).
 */
function rows(shape: readonly number[], from = 0, to = shape[0] as number): [number, number][] {
  if (shape.length === 1) return [[from, to - from]];
  const len = shape[shape.length - 1] as number;
  const perPlane = shape.slice(1).reduce((x, y) => x * y, 1);
  const out: [number, number][] = [];
  for (let at = from * perPlane; at < to * perPlane; at += len) out.push([at, len]);
  return out;
}

async function fold(topology: string, o: FoldOptions): Promise<FoldResult[]> {
  const cluster = createCluster({ topology });
  try {
    return (await cluster.run<FoldResult, FoldOptions>(PROGRAM, o)).results;
  } finally {
    await cluster.close();
  }
}

const CASES: [string, string, number[], number[], (readonly number[])[] | undefined][] = [
  ['row strips', 'chain:3', [7, 5], [3, 1], undefined],
  [
    'row strips remapped unevenly',
    'chain:3',
    [9, 4],
    [3, 1],
    [
      [0, 1, 8, 9],
      [0, 4],
    ],
  ],
  ['1-D strips', 'chain:2', [11], [2], undefined],
  ['3-D strips of whole planes', 'chain:2', [5, 3, 4], [2, 1, 1], undefined],
  ['2-D tiles', 'mesh:2x2', [9, 6], [2, 2], undefined],
  ['3-D tiles', 'mesh:2x2', [4, 5, 3], [1, 2, 2], undefined],
];

describe('grid.foldRows', () => {
  it.each(CASES)('%s (%s): every rank gets the fold over the whole grid, bit for bit', async (_name, topology, shape, procDims, cuts) => {
    const want = expected(shape, 0.5);
    for (const storage of ['distributed', 'shared'] as Storage[]) {
      const results = await fold(topology, { shape, procDims, storage, init: 0.5, step: 'mix', ...(cuts === undefined ? {} : { cuts }) });
      for (const r of results) expect(Object.is(r.value, want)).toBe(true);
      // every row stepped over once, in index order, when the calls of the ranks are read in turn
      const strips = storage === 'distributed' && procDims.every((n, a) => a === 0 || n === 1);
      if (!strips) {
        expect(results[0]?.calls).toEqual(rows(shape));
        for (const r of results.slice(1)) expect(r.calls).toEqual([]);
      } else {
        const P = procDims[0] as number;
        const edges = cuts?.[0] ?? blockCuts(shape[0] as number, P);
        for (let p = 0; p < P; p++) expect(results[p]?.calls).toEqual(rows(shape, edges[p], edges[p + 1]));
      }
    }
  });

  it('a -0 stays -0 on every rank (strips, tiles, shared storage)', async () => {
    for (const [topology, shape, procDims, storage] of [
      ['chain:3', [6, 4], [3, 1], 'distributed'],
      ['mesh:2x2', [6, 4], [2, 2], 'distributed'],
      ['chain:2', [6, 4], [2, 1], 'shared'],
    ] as [string, number[], number[], Storage][]) {
      const results = await fold(topology, { shape, procDims, storage, init: -0, step: 'keep' });
      for (const r of results) expect(Object.is(r.value, -0)).toBe(true);
    }
  });

  it.each([
    ['init', 'grid.foldRows init', 'a number'],
    ['step', 'grid.foldRows step', 'a function'],
    ['result', 'the value grid.foldRows step returned', 'a number'],
  ] as const)('a bad %s is refused with MW_INVALID_ARGUMENT naming it', async (bad, what, want) => {
    // `result` is refused on the rank that folds first (rank 0 of the strips); the others would wait
    // for its running value, so the probe runs on one rank
    const results = await fold('chain:1', { shape: [4, 3], procDims: [1, 1], storage: 'distributed', init: 0, step: 'mix', bad });
    expect(results[0]?.error?.code).toBe('MW_INVALID_ARGUMENT');
    expect(results[0]?.error?.message).toContain(what);
    expect(results[0]?.error?.message).toContain(want);
  });
});
