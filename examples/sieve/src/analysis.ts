/**
 * Load balance of a split computed from work units alone, without threads: the trial divisions of
 * every odd number are counted once, then any split of [2, N] into parts is priced by summing them.
 * This is how the paper's 32-node figures (71.44% -> 99.07%) and its section 4 heterogeneous
 * example (7 nodes + 4 nodes 3x faster: speedup 19.0) are reproduced on a 2-core machine.
 */
import { type CostModel, cutOf, fitPowerLaw, fittedModel, piecewiseLinearModel, sieveModel, solveAllBounds } from '@meshwork/balancers';
import { blockCuts } from '@meshwork/runtime/plugin';
import { fitSieveExponent, observedFit, sampleWindows } from './calibrate.ts';
import type { CalibrationOptions } from './options.ts';
import { lowPrimes, trialDivide } from './sequential.ts';

/** Trial divisions of each odd number 3, 5, ..., N (entry j is the number 3 + 2j). */
export function oddCosts(n: number, primes: Int32Array = lowPrimes(n)): Uint16Array | Uint32Array {
  const count = n >= 3 ? Math.floor((n - 1) / 2) : 0;
  const out = primes.length < 0xffff ? new Uint16Array(count) : new Uint32Array(count);
  for (let j = 0; j < count; j++) out[j] = trialDivide(3 + 2 * j, primes) >> 1;
  return out;
}

/** Odd numbers >= 3 below x: the index into `oddCosts` of the first odd number >= x. */
function oddIndex(x: number, count: number): number {
  return x <= 3 ? 0 : Math.min(count, Math.ceil((x - 3) / 2));
}

/** Trial divisions of each part; `cuts` are numbers (part p is [cuts[p], cuts[p + 1])). */
export function partUnits(costs: Uint16Array | Uint32Array, cuts: readonly number[]): number[] {
  const out: number[] = [];
  for (let p = 0; p + 1 < cuts.length; p++) {
    let s = 0;
    const hi = oddIndex(cuts[p + 1] as number, costs.length);
    for (let j = oddIndex(cuts[p] as number, costs.length); j < hi; j++) s += costs[j] as number;
    out.push(s);
  }
  return out;
}

/** Trial divisions of each part of the cyclic split (odd candidate j to part j mod parts). */
export function cyclicUnits(costs: Uint16Array | Uint32Array, parts: number): number[] {
  const out = new Array<number>(parts).fill(0);
  for (let j = 0; j < costs.length; j++) out[j % parts] = (out[j % parts] as number) + (costs[j] as number);
  return out;
}

/** The block split of [2, N] as numbers (what `ctx.range` starts from). */
export function blockSplit(n: number, parts: number): number[] {
  return blockCuts(n - 1, parts).map((c) => 2 + c);
}

/** The functional split of [2, N] for a cost model and per-part speeds, as numbers. */
export function modelSplit(n: number, model: CostModel, speeds: readonly number[]): number[] {
  const count = n - 1;
  const { bounds } = solveAllBounds({ model, x0: 2, x1: n + 1, speeds });
  const cuts = bounds.map((x) => cutOf(x, count, { offset: 2 }));
  cuts[0] = 0;
  cuts[speeds.length] = count;
  return cuts.map((c) => 2 + c);
}

/** Equation (4) with exponent e. */
export function sieveSplit(n: number, speeds: readonly number[], exponent = 1.43): number[] {
  return modelSplit(n, sieveModel({ exponent }), speeds);
}

export interface CalibratedSplit {
  readonly cuts: number[];
  readonly exponent: number;
  /** Numbers tested in calibration, over all parts. */
  readonly tested: number;
}

/** What `calibrated` does on `speeds.length` ranks: windows on the block split, fitted exponent. */
export function calibratedSplit(
  n: number,
  speeds: readonly number[],
  options: CalibrationOptions = {},
  primes = lowPrimes(n),
): CalibratedSplit {
  const block = blockSplit(n, speeds.length);
  const points: [number, number][] = [];
  let tested = 0;
  for (let p = 0; p < speeds.length; p++) {
    const s = sampleWindows(block[p] as number, block[p + 1] as number, primes, options);
    points.push(...s.points);
    tested += s.tested;
  }
  const exponent = fitSieveExponent(points)?.exponent ?? 1.43;
  return { cuts: sieveSplit(n, speeds, exponent), exponent, tested };
}

/** What `observed` does: estimated block-part totals, equation (4) fitted to their cumulative sums. */
export function observedSplit(
  n: number,
  speeds: readonly number[],
  options: CalibrationOptions = {},
  primes = lowPrimes(n),
): { cuts: number[]; fit: string } {
  const P = speeds.length;
  const block = blockSplit(n, P);
  const totals = block.slice(1).map((b, p) => sampleWindows(block[p] as number, b, primes, options).estimate);
  const index = block.map((x) => x - 2);
  const fit = observedFit(totals, index);
  const samples: [number, number][] = [[2, 0]];
  let acc = 0;
  for (let p = 0; p < P; p++) {
    acc += totals[p] as number;
    samples.push([block[p + 1] as number, acc]);
  }
  const model = fit === 'sieve' ? fittedModel(fitPowerLaw(samples, 'sieve')) : piecewiseLinearModel(samples);
  return { cuts: modelSplit(n, model, speeds), fit };
}

/** LE = avg / max of the time of each part (units / speed), a fraction in [0, 1]. */
export function leOf(units: readonly number[], speeds?: readonly number[]): number {
  const times = units.map((u, p) => u / (speeds?.[p] ?? 1));
  const max = Math.max(...times);
  const avg = times.reduce((s, t) => s + t, 0) / times.length;
  return max > 0 ? avg / max : 1;
}

/** Speedup over one speed-1 node: total work / the slowest part's time. */
export function speedupOf(units: readonly number[], speeds: readonly number[]): number {
  const total = units.reduce((s, u) => s + u, 0);
  return total / Math.max(...units.map((u, p) => u / (speeds[p] as number)));
}
