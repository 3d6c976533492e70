/** Number formats of the paper rows (a figure that could not be measured prints as `-`). */
import type { PaperContext } from './define.ts';

/** `71.44%`. */
export const pct = (x: number): string => (Number.isFinite(x) ? `${x.toFixed(2)}%` : '-');
/** `+7.1%` / `-3.0%`. */
export const signed = (x: number): string => (Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${x.toFixed(1)}%` : '-');
/** Fixed digits. */
export const fx = (x: number, digits = 2): string => (Number.isFinite(x) ? x.toFixed(digits) : '-');
/** `min-max` of the finite values. */
export function range(xs: readonly number[], digits = 2): string {
  const ok = xs.filter(Number.isFinite);
  return ok.length === 0 ? '-' : `${fx(Math.min(...ok), digits)}-${fx(Math.max(...ok), digits)}`;
}
/** On a busy machine ranks sleep in their waits instead of spinning (spinning then measures the scheduler). */
export const spinArgs = (ctx: PaperContext): string[] => (ctx.busy ? ['--spin', 'off'] : []);
