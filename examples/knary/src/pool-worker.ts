/** A piscina task that does nothing: the per-task cost of piscina's own queue (bench.ts). */
export default function noop(): null {
  return null;
}
