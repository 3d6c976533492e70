/** The block split both sides use: part p of n items is [start(p), start(p + 1)), the first n % parts one longer. */
export function blockStart(n: number, parts: number, p: number): number {
  const base = Math.floor(n / parts);
  const extra = n % parts;
  return p * base + Math.min(p, extra);
}
