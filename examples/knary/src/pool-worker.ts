/** A piscina task that does nothing: the per-task cost of piscina's own queue (the knary benchmark, bench/src/apps/knary.ts). */
export default function noop(): null {
  return null;
}
