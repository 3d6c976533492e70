/** Scheduler counters of a loop cluster run. */
import type { LoopRankResult } from './program.ts';

/** Parameters reported by every rank (not counters): keep the largest, or the smallest for min*. */
const PARAMS = new Set(['m', 'chunkSize', 'maxThreshold', 'minThreshold', 'sequence', 'capacity']);

/** Scheduler counters summed over the ranks (parameters kept once). */
export function sumDetails(results: readonly LoopRankResult[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of results) {
    for (const [k, v] of Object.entries(r.details)) {
      const was = out[k];
      if (!PARAMS.has(k)) out[k] = (was ?? 0) + v;
      else out[k] = was === undefined ? v : k.startsWith('min') ? Math.min(was, v) : Math.max(was, v);
    }
  }
  return out;
}
