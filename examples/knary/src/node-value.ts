/** The per-node work of knary, dependency-free so piscina pool threads load it as plain JS. */

/** The fixed per-node work: `iters` rounds of an integer mixer seeded by the node id; a uint32. */
export function nodeValue(id: number, iters: number): number {
  let x = (id ^ 0x9e3779b9) | 0;
  for (let k = 0; k < iters; k++) {
    x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
    x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) + k;
  }
  return (x ^ (x >>> 16)) >>> 0;
}
