/** `--ranks` against what the host can hold: a clear usage error instead of gigabytes of threads. */
import { availableMemory, clusterMemory, THREAD_BYTES } from '@meshwork/runtime';
import { usageErrors } from './errors.ts';

/** Share of the available memory a run may plan to take. */
const HEADROOM = 0.9;

function size(bytes: number): string {
  return bytes >= 2 ** 30 ? `${(bytes / 2 ** 30).toFixed(1)} GiB` : `${Math.round(bytes / 2 ** 20)} MiB`;
}

/**
 * Refuse a topology whose cluster needs more than `HEADROOM` of the `available` bytes (default:
 * what the host has now); `flag` names the option in the message. `force` skips the check.
 */
export function checkRanksFit(spec: string, flag: string, force: boolean, available: number = availableMemory()): void {
  if (force) return;
  const m = clusterMemory(spec);
  if (m.bytes <= HEADROOM * available) return;
  const perRank = m.bytes / m.ranks;
  const fits = Math.max(1, Math.floor((HEADROOM * available) / perRank));
  const ring = m.rings === 0 ? 0 : (m.ringBytes / m.rings) | 0;
  const rings = m.rings === 0 ? '' : `, ${m.rings} link rings of ${size(ring)}`;
  throw usageErrors.tooManyRanks(flag, size(m.bytes), m.ranks, size(THREAD_BYTES), rings, size(available), fits);
}
