/**
 * grid.foldRows on one decomposition: cell i of the grid holds value(i); the rank folds an
 * order-sensitive step over the grid and reports its result, the calls it made (where each row
 * started in the whole grid and its length) and, for the probes, the error a bad call threw.
 */
import { defineProgram, type Storage } from '@meshwork/runtime';

export interface FoldOptions {
  readonly shape: readonly number[];
  readonly procDims: readonly number[];
  readonly storage: Storage;
  /** Remap to these cuts before folding (uneven strips). */
  readonly cuts?: readonly (readonly number[])[];
  readonly init: number;
  /** `keep`: a step that returns acc as it is (a -0 must reach every rank as -0). */
  readonly step: 'mix' | 'keep';
  /** Probe: call foldRows with a bad argument on every rank and report the error. */
  readonly bad?: 'init' | 'step' | 'result';
}

export interface FoldResult {
  readonly value: number;
  /** [first, length] of every step call on this rank, in call order. */
  readonly calls: (readonly [number, number])[];
  readonly error?: { readonly code: string | undefined; readonly message: string };
}

/** The value of cell i (a double with a fraction, negative for some i). */
export function cellValue(i: number): number {
  return Math.sin(i * 0.7) * 1000 + i / 3;
}

/** Order-sensitive: a different order of the same cells gives another double. */
export function mix(acc: number, x: number, i: number): number {
  return acc * 1.0000001 + x * ((i % 5) + 1);
}

export default defineProgram(async (ctx, o: FoldOptions): Promise<FoldResult> => {
  const grid = await ctx.grid({ shape: [...o.shape], procDims: [...o.procDims], halo: 1, storage: o.storage });
  if (o.cuts !== undefined) grid.remap(o.cuts);
  const cells = o.shape.reduce((x, y) => x * y, 1);
  grid.load(new Float64Array(cells).map((_, i) => cellValue(i)));
  ctx.comm.barrier();
  const calls: [number, number][] = [];
  if (o.bad !== undefined) {
    try {
      if (o.bad === 'init') grid.foldRows('0' as unknown as number, (a) => a);
      else if (o.bad === 'step') grid.foldRows(0, 'sum' as unknown as () => number);
      else grid.foldRows(0, () => 'x' as unknown as number);
      return { value: Number.NaN, calls };
    } catch (err) {
      const e = err as { code?: string; message: string };
      return { value: Number.NaN, calls, error: { code: e.code, message: e.message } };
    }
  }
  const value = grid.foldRows(o.init, (acc, data, from, to, first) => {
    calls.push([first, to - from]);
    if (o.step === 'keep') return acc;
    let a = acc;
    for (let c = from, i = first; c < to; c++, i++) a = mix(a, data[c] as number, i);
    return a;
  });
  return { value, calls };
});
