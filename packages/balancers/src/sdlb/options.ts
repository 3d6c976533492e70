/**
 * SDLB options: which of the paper's algorithms runs, on which axes.
 *
 *   mode 'kd' (default)  Algorithm 3 on every decomposed axis (or `axes`); with `buffer`,
 *                        Algorithm 4 (the paper's b^k buffer: at most b planes per axis). On a
 *                        domain with one decomposed axis this is Algorithm 1 on weighted points.
 *   mode '1d'            Algorithm 1 along `axis` (default: the only decomposed axis, else 0).
 *   mode 'buffered'      Algorithm 2 along `axis` with buffers of `buffer` points (b) per
 *                        processor. A point is a hyperplane of the balanced axis, so on a k-D
 *                        grid b limits the planes of a tile along that axis.
 */
import type { MeshworkError } from '@meshwork/runtime';
import { invalidOption, OptionReader } from '@meshwork/runtime/plugin';
import type { ShiftRule } from './line.ts';

export type SdlbMode = '1d' | 'buffered' | 'kd';

/** The option block (JSON-able), as passed to createSdlb / the registry. */
export interface SdlbOptions {
  readonly mode?: SdlbMode;
  /** 1d / buffered: the axis to balance. */
  readonly axis?: number;
  /** buffered (required), kd (optional, Algorithm 4): b, most points (planes) per processor along an axis. */
  readonly buffer?: number;
  /** kd: the axes to balance, in report order (default: every decomposed axis). */
  readonly axes?: readonly number[];
  /** 'fast' (default): decided from the runtime's load snapshot; 'faithful': scans over the collectives. */
  readonly decision?: 'fast' | 'faithful';
}

/** Validated settings. */
export interface SdlbSettings {
  readonly mode: SdlbMode;
  readonly axis: number | undefined;
  readonly buffer: number | undefined;
  readonly axes: readonly number[] | undefined;
  readonly decision: 'fast' | 'faithful';
  /** The options as given (for reports). */
  readonly used: Readonly<Record<string, unknown>>;
}

const OWNER = 'sdlb';

/** An SDLB option error (MW_INVALID_OPTION, the runtime's `invalidOption` wording). */
export function invalidSdlbOption(key: string, expected: string, got: unknown): MeshworkError {
  return invalidOption(OWNER, key, expected, got);
}

/** Validate an option block (typed errors, code MW_INVALID_OPTION). */
export function readSdlbOptions(options: unknown): SdlbSettings {
  const r = new OptionReader(OWNER, options);
  const mode = r.oneOf<SdlbMode>('mode', ['1d', 'buffered', 'kd'], 'kd');
  const axis = r.optionalNumber('axis', { integer: true, min: 0 });
  const buffer = r.optionalNumber('buffer', { integer: true, min: 0, exclusiveMin: true });
  const rawAxes = r.raw('axes');
  const decision = r.oneOf<'fast' | 'faithful'>('decision', ['fast', 'faithful'], 'fast');
  const used = r.done();
  if (axis !== undefined && mode === 'kd')
    throw invalidSdlbOption('axis', 'left out in mode "kd" (it applies to modes "1d" and "buffered"; use "axes")', axis);
  if (mode === 'buffered' && buffer === undefined)
    throw invalidSdlbOption('buffer', 'given in mode "buffered" (b: an integer > 0, points per processor)', buffer);
  if (mode === '1d' && buffer !== undefined)
    throw invalidSdlbOption('buffer', 'left out in mode "1d" (use mode "buffered" for Algorithm 2)', buffer);
  let axes: number[] | undefined;
  if (rawAxes !== undefined) {
    if (mode !== 'kd') throw invalidSdlbOption('axes', `left out in mode "${mode}" (it applies to mode "kd"; use "axis")`, rawAxes);
    const ok =
      Array.isArray(rawAxes) &&
      rawAxes.length > 0 &&
      rawAxes.every((a) => typeof a === 'number' && Number.isInteger(a) && a >= 0) &&
      new Set(rawAxes).size === rawAxes.length;
    if (!ok) throw invalidSdlbOption('axes', 'a non-empty array of distinct integers >= 0', rawAxes);
    axes = (rawAxes as number[]).slice();
  }
  return { mode, axis, buffer, axes, decision, used };
}

/** One axis to balance, and how. */
export interface AxisJob {
  readonly axis: number;
  readonly rule: ShiftRule;
  readonly buffer: number | undefined;
  /** The paper's algorithm number (1-4). */
  readonly algorithm: 1 | 2 | 3 | 4;
}

/**
 * The axes a decision balances on a domain of `shape.length` axes cut `procDims` ways. Axes
 * outside the domain are an option error; named axes with one part are kept (and reported as
 * skipped by the balancer).
 */
export function axisJobs(settings: SdlbSettings, procDims: readonly number[]): AxisJob[] {
  const k = procDims.length;
  const decomposed = procDims.flatMap((p, a) => (p > 1 ? [a] : []));
  const check = (key: string, a: number) => {
    if (a >= k) throw invalidSdlbOption(key, `an axis of the ${k}-D domain (0..${k - 1})`, a);
  };
  if (settings.mode === 'kd') {
    const axes = settings.axes ?? decomposed;
    for (const a of axes) check('axes', a);
    return axes.map((axis) => ({ axis, rule: 'plane', buffer: settings.buffer, algorithm: settings.buffer === undefined ? 3 : 4 }));
  }
  const axis = settings.axis ?? (decomposed.length === 1 ? (decomposed[0] as number) : 0);
  check('axis', axis);
  return [{ axis, rule: 'point', buffer: settings.buffer, algorithm: settings.mode === 'buffered' ? 2 : 1 }];
}
