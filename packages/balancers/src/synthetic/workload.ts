/**
 * A synthetic grid workload for exercising balancers without an application: rows carry costs
 * that drift from phase to phase (a hot spot that moves, a step that slides, seeded noise), and a
 * phase does real arithmetic proportional to each row's cost. The arithmetic of a cell depends
 * only on the cell and the phase, so the result is identical under any decomposition.
 */
import { hash32 } from '@meshwork/runtime';
import { OptionReader } from '@meshwork/runtime/plugin';

export type CostShape = 'hotspot' | 'step' | 'random' | 'uniform';

export interface CostProfile {
  readonly shape: CostShape;
  /** Cost (kernel iterations per cell) of a cold row. */
  readonly base: number;
  /** Extra cost at the peak of the hot spot / on the heavy side of the step / max noise. */
  readonly amplitude: number;
  /** Hot spot: half-width in rows; step: unused. */
  readonly width: number;
  /** Rows the hot spot or step moves per phase (may be fractional or negative). */
  readonly speed: number;
  /** Where the hot spot / step starts, as a fraction of the rows. */
  readonly start: number;
  readonly seed: number;
}

export const DEFAULT_PROFILE: CostProfile = { shape: 'hotspot', base: 1, amplitude: 30, width: 8, speed: 2, start: 0.2, seed: 1 };

export function checkProfile(options: unknown): CostProfile {
  const r = new OptionReader('synthetic profile', options);
  const profile: CostProfile = {
    shape: r.oneOf('shape', ['hotspot', 'step', 'random', 'uniform'] as const, DEFAULT_PROFILE.shape),
    base: r.number('base', { default: DEFAULT_PROFILE.base, min: 0, integer: true }),
    amplitude: r.number('amplitude', { default: DEFAULT_PROFILE.amplitude, min: 0, integer: true }),
    width: r.number('width', { default: DEFAULT_PROFILE.width, min: 0, exclusiveMin: true }),
    speed: r.number('speed', { default: DEFAULT_PROFILE.speed }),
    start: r.number('start', { default: DEFAULT_PROFILE.start, min: 0, max: 1 }),
    seed: r.number('seed', { default: DEFAULT_PROFILE.seed, integer: true, min: 0 }),
  };
  r.done();
  return profile;
}

/** Integer cost of `row` (of `rows`) in `phase`. Pure. */
export function rowCost(p: CostProfile, rows: number, row: number, phase: number): number {
  switch (p.shape) {
    case 'uniform':
      return p.base;
    case 'hotspot': {
      const centre = (((p.start * rows + p.speed * phase) % rows) + rows) % rows;
      let d = Math.abs(row - centre);
      d = Math.min(d, rows - d); // the spot wraps around
      return p.base + Math.round(p.amplitude * Math.exp(-((d / p.width) ** 2)));
    }
    case 'step': {
      const edge = (((p.start * rows + p.speed * phase) % rows) + rows) % rows;
      return row < edge ? p.base + p.amplitude : p.base;
    }
    case 'random':
      return p.base + (hash32(p.seed, phase, row) % (p.amplitude + 1));
    default: {
      const never: never = p.shape;
      return never;
    }
  }
}

/** The initial value of cell (row, col). */
export function initialValue(seed: number, row: number, col: number): number {
  return (hash32(seed, row, col) % 1000) / 1000;
}

/** One cell's work: `iters` rounds of a contraction; depends only on the value and `iters`. */
export function kernel(x: number, iters: number): number {
  for (let k = 0; k < iters; k++) x = x * 0.75 + 0.25 * Math.sqrt(x + 1);
  return x;
}

/** Sequential reference: the whole grid after `phases` phases. */
export function syntheticSequential(rows: number, cols: number, phases: number, p: CostProfile): Float64Array {
  const out = new Float64Array(rows * cols);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) out[r * cols + c] = initialValue(p.seed, r, c);
  for (let t = 0; t < phases; t++) {
    for (let r = 0; r < rows; r++) {
      const iters = rowCost(p, rows, r, t);
      for (let c = 0; c < cols; c++) out[r * cols + c] = kernel(out[r * cols + c] as number, iters);
    }
  }
  return out;
}
