/**
 * Shared by the SDLB thread test and its program: a seeded, integer per-cell cost (so the host
 * can compute the same loads as the ranks and every sum is exact).
 */
import { uniform } from '@meshwork/runtime';

export interface CostSpec {
  readonly seed: number;
  /** 'unit': active (1) or inactive (0) cells, denser near a hot spot; 'hotspot': integer costs 0..~20. */
  readonly kind: 'unit' | 'hotspot';
}

function linear(shape: readonly number[], g: readonly number[]): number {
  let i = 0;
  for (let a = 0; a < shape.length; a++) i = i * (shape[a] as number) + (g[a] as number);
  return i;
}

/** Cost of cell `g` of a grid of `shape`: a pure function of (seed, cell). */
export function cellCost(spec: CostSpec, shape: readonly number[], g: readonly number[]): number {
  const u = uniform(spec.seed, linear(shape, g));
  let d2 = 0;
  for (let a = 0; a < shape.length; a++) {
    const c = uniform(spec.seed, 1_000_003, a) * 0.6 + 0.05; // hot spot in the lower part of every axis
    const x = ((g[a] as number) + 0.5) / (shape[a] as number) - c;
    d2 += x * x;
  }
  const heat = Math.exp(-d2 / 0.03);
  if (spec.kind === 'unit') return u < 0.1 + 0.85 * heat ? 1 : 0;
  return Math.floor(u * 2) + Math.round(16 * heat * (0.5 + u));
}

/** The grid's initial values: every cell holds its row-major global index. */
export function cellValue(shape: readonly number[], g: readonly number[]): number {
  return linear(shape, g);
}
