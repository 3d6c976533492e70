/** Small numeric helpers of the replay engine: sums and extremes, equal cuts, the compute model's least squares. */

export const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
export const max = (xs: readonly number[]) => xs.reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY);
export const min = (xs: readonly number[]) => xs.reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);

export function sameCuts(a: readonly (readonly number[])[], b: readonly (readonly number[])[]): boolean {
  return (
    a.length === b.length &&
    a.every((c, i) => c.length === (b[i] as readonly number[]).length && c.every((x, j) => x === (b[i] as readonly number[])[j]))
  );
}

/** Least squares y = a u + b e (a, b >= 0). */
export function fit(samples: readonly { u: number; e: number; y: number }[]): { a: number; b: number } {
  let suu = 0;
  let see = 0;
  let sue = 0;
  let suy = 0;
  let sey = 0;
  for (const { u, e, y } of samples) {
    suu += u * u;
    see += e * e;
    sue += u * e;
    suy += u * y;
    sey += e * y;
  }
  const det = suu * see - sue * sue;
  if (Math.abs(det) > 1e-9 * Math.max(1, suu * see)) {
    const a = (suy * see - sey * sue) / det;
    const b = (sey * suu - suy * sue) / det;
    if (a >= 0 && b >= 0) return { a, b };
  }
  // one term only: the better of the two
  const a1 = suu > 0 ? suy / suu : 0;
  const b1 = see > 0 ? sey / see : 0;
  const err = (a: number, b: number) => samples.reduce((s, { u, e, y }) => s + (y - a * u - b * e) ** 2, 0);
  return err(Math.max(0, a1), 0) <= err(0, Math.max(0, b1)) ? { a: Math.max(0, a1), b: 0 } : { a: 0, b: Math.max(0, b1) };
}
