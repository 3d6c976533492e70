/** The statistics every report uses: one median (the mean of the middle two for an even count), one spread. */

/** Median of `xs`; NaN when empty. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  if (s.length === 0) return Number.NaN;
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** Median, smallest and largest of a sample. */
export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

/** The {@link Spread} of `xs` (NaN fields when empty). */
export function spread(xs: readonly number[]): Spread {
  return xs.length === 0
    ? { median: Number.NaN, min: Number.NaN, max: Number.NaN }
    : { median: median(xs), min: Math.min(...xs), max: Math.max(...xs) };
}
