/** The sequential reference: every iteration in index order on one thread. */
import { checkWorkload, fillValues, type LoopWorkload, region, runRange } from './workload.ts';

export interface SequentialLoop {
  readonly checksum: number;
  /** Work units (sum of all values: T in the paper's notation, in hash rounds). */
  readonly units: number;
  readonly iterations: number;
}

/** The values of the whole array (the input a shared-memory strategy shares). */
export function allValues(w: LoopWorkload, out?: Int32Array): Int32Array {
  const D = w.rows * w.cols;
  return fillValues(w, 0, D, out ?? new Int32Array(D));
}

export function loopSequential(w: LoopWorkload, values?: Int32Array): SequentialLoop {
  checkWorkload(w);
  const D = w.rows * w.cols;
  const v = values ?? allValues(w);
  const r = runRange(w.seed, v, 0, 0, D);
  return { checksum: r.checksum, units: r.units, iterations: D };
}

/** The realised d, t and F of the generated values. */
export function describeWorkload(w: LoopWorkload, values?: Int32Array): { d: number; t: number; F: number; total: number } {
  const v = values ?? allValues(w);
  const r = region(w);
  let total = 0;
  let heavy = 0;
  for (let i = 0; i < v.length; i++) {
    total += v[i] as number;
    if (i >= r.start && i < r.start + r.length) heavy += v[i] as number;
  }
  const d = r.length / v.length;
  const t = total > 0 ? heavy / total : 0;
  return { d, t, F: d > 0 ? t / d : 0, total };
}
