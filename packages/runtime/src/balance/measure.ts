/**
 * Measured loads (`Balancing.measure`): a program hands the driver its kernel over blocks of
 * planes, `(lo, hi) => ...`, and the driver runs it over the rank's tile block by block, reading
 * a monotonic clock between blocks and attributing each block's time evenly to its planes. What
 * a phase's measure calls gathered becomes the rank's load profile at the next `afterPhase`: the
 * planes of every measured axis carry their measured time, and time measured along another axis
 * (and every axis never measured) is spread evenly over that axis's planes, so the program tallies
 * nothing by hand.
 *
 * Blocks adapt to the kernel: they start at one plane and double while a block takes less than
 * `BLOCK_MS` (halve above four times that), so a clock read (one per block, tens of ns) costs well
 * under 1% of the block it times, and a size learned in one phase carries to the next.
 *
 * `loads: 'work'` keeps work units: the kernel returns the work units of the planes it was given,
 * it runs one plane at a time (exact per-plane units), and no clock is read. Either way the kernel
 * covers the tile's planes once, in order, so a kernel whose result does not depend on how its
 * planes are grouped gives the same result whatever the blocks and the loads.
 */
import { invalidArgument } from '../errors.ts';
import { localExtent } from './run.ts';
import type { DomainView, LoadProfile } from './types.ts';

/** How a driver's measured loads count: measured time (ms, the default) or the work units the kernel returns. */
export type LoadsMode = 'time' | 'work';

/**
 * A kernel over the planes [lo, hi) of one axis (global indices, within the rank's tile): it does
 * the work of those planes and may return their work units, a number (required under `loads:
 * 'work'`; anything else is ignored under `loads: 'time'`).
 */
export type MeasureKernel = (lo: number, hi: number) => unknown;

/** Shortest block worth one clock read, ms (20 µs: a read of tens of ns is then <= ~0.3%). */
export const BLOCK_MS = 0.02;

export const LOADS_MODES: readonly LoadsMode[] = ['time', 'work'];

/** One driver's measured loads of the current phase. */
export class LoadMeter {
  readonly mode: LoadsMode;
  private readonly clock: () => number;
  /** Per axis: this phase's load of each plane of the tile (by offset in the tile); grown as needed. */
  private readonly acc: Float64Array[] = [];
  /** Per axis: planes of `acc` written this phase (what `clear` zeroes). */
  private readonly used: number[] = [];
  /** Per axis: load measured along that axis this phase. */
  private readonly onAxis: number[] = [];
  /** Per axis: the block size learned (planes per timed block). */
  private readonly block: number[] = [];
  private total = 0;
  /** The tile's extents at this phase's first measure call (undefined: none yet). */
  private extents: number[] | undefined;
  /** Whether this meter has measured time at least once (its loads are milliseconds). */
  timed = false;

  constructor(mode: LoadsMode = 'time', clock: () => number = () => performance.now()) {
    if (!LOADS_MODES.includes(mode)) throw invalidArgument('loads', `one of ${LOADS_MODES.map((m) => `'${m}'`).join(', ')}`, mode);
    if (typeof clock !== 'function') throw invalidArgument('clock', 'a function returning milliseconds (monotonic)', clock);
    this.mode = mode;
    this.clock = clock;
  }

  /** Whether a measure call ran since the last `clear`. */
  get active(): boolean {
    return this.extents !== undefined;
  }

  /** Block size (planes) learned along `axis` so far (1 before any). */
  blockOf(axis: number): number {
    return this.block[axis] ?? 1;
  }

  /** Run `kernel` over this rank's planes along `axis` of `view`, block by block; the sum of what it returned. */
  measure(view: DomainView, axis: number, kernel: MeasureKernel): number {
    const dims = view.shape.length;
    if (!Number.isInteger(axis) || axis < 0 || axis >= dims) throw invalidArgument('measure axis', `an integer in [0, ${dims})`, axis);
    if (typeof kernel !== 'function') throw invalidArgument('measure kernel', 'a function (lo, hi) => work units or nothing', kernel);
    const ext = localExtent(view);
    if (this.extents === undefined) this.extents = ext;
    else if (!sameExtents(this.extents, ext))
      throw invalidArgument(
        'measure target',
        `the tile of the phase's other measure calls (extents ${this.extents.join(' x ')})`,
        `extents ${ext.join(' x ')}`,
      );
    const n = ext[axis] as number;
    const start = view.cuts[axis]?.[view.procCoords[axis] as number] as number;
    const acc = this.planes(axis, n);
    const returned = this.mode === 'work' ? runPlanes(acc, start, n, kernel) : this.runTimed(acc, axis, start, n, kernel);
    const load = this.mode === 'work' ? returned : this.lastTime;
    this.total += load;
    this.onAxis[axis] = (this.onAxis[axis] ?? 0) + load;
    return returned;
  }

  /** Time of the last timed measure call, ms. */
  private lastTime = 0;

  /** Time mode: blocks of the learned size, one clock read after each; returns the sum of the kernel's returns. */
  private runTimed(acc: Float64Array, axis: number, start: number, n: number, kernel: MeasureKernel): number {
    this.timed = true;
    let size = Math.min(this.blockOf(axis), n);
    let returned = 0;
    let spent = 0;
    let t = this.clock();
    for (let at = 0; at < n; ) {
      const b = Math.min(size, n - at);
      const u = kernel(start + at, start + at + b);
      const now = this.clock();
      // a clock that stands still or steps back (an injected one) gives 0, never a negative load
      let dt = now - t;
      if (!(dt > 0)) dt = 0;
      t = now;
      const per = dt / b;
      for (let i = at; i < at + b; i++) acc[i] = (acc[i] as number) + per;
      spent += dt;
      if (typeof u === 'number' && u - u === 0) returned += u;
      at += b;
      if (dt < BLOCK_MS) size = Math.min(size * 2, n);
      else if (dt > 4 * BLOCK_MS && size > 1) size = size >> 1;
    }
    this.block[axis] = size;
    this.lastTime = spent;
    return returned;
  }

  /** This axis's accumulator, `n` planes long at least (grown by doubling), marked used up to `n`. */
  private planes(axis: number, n: number): Float64Array {
    let acc = this.acc[axis];
    if (acc === undefined || acc.length < n) {
      const grown = new Float64Array(Math.max(n, 2 * (acc?.length ?? 0)));
      if (acc !== undefined) grown.set(acc);
      acc = grown;
      this.acc[axis] = acc;
    }
    if ((this.used[axis] ?? 0) < n) this.used[axis] = n;
    return acc;
  }

  /**
   * The load profile of this phase's measure calls on `view` (the target `afterPhase` balances):
   * total and plane loads on every axis. Its arrays are the meter's own: read them before `clear`.
   */
  profile(view: DomainView): LoadProfile {
    const ext = localExtent(view);
    if (this.extents !== undefined && !sameExtents(this.extents, ext))
      throw invalidArgument(
        'afterPhase target',
        `the tile measured in the phase (extents ${this.extents.join(' x ')})`,
        `extents ${ext.join(' x ')}`,
      );
    const planes = ext.map((n, a) => {
      const p = this.planes(a, n).subarray(0, n);
      // load measured along other axes: spread evenly over this axis's planes
      const rest = (this.total - (this.onAxis[a] ?? 0)) / n;
      if (rest > 0) for (let i = 0; i < n; i++) p[i] = (p[i] as number) + rest;
      return p;
    });
    return { total: this.total, planes };
  }

  /** Forget this phase's loads (the block sizes learned stay). */
  clear(): void {
    for (let a = 0; a < this.acc.length; a++) this.acc[a]?.fill(0, 0, this.used[a] ?? 0);
    this.used.length = 0;
    this.onAxis.length = 0;
    this.total = 0;
    this.extents = undefined;
  }
}

/** Work mode: one plane per call, its returned work units are its load; returns their sum. */
function runPlanes(acc: Float64Array, start: number, n: number, kernel: MeasureKernel): number {
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const u: unknown = kernel(start + i, start + i + 1);
    if (typeof u !== 'number' || u - u !== 0 || u < 0)
      throw invalidArgument("measure kernel's return (loads: 'work')", 'the work units of its planes, a finite number >= 0', u);
    acc[i] = (acc[i] as number) + u;
    sum += u;
  }
  return sum;
}

function sameExtents(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
