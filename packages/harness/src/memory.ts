/** `--ranks` against what the host can hold: a clear usage error instead of gigabytes of threads. */
import { availableMemory, clusterMemory, THREAD_BYTES } from '@meshwork/runtime';
import { UsageError } from './errors.ts';

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
  throw new UsageError(
    `${flag} needs about ${size(m.bytes)} (${m.ranks} worker threads of at least ${size(THREAD_BYTES)}${m.rings === 0 ? '' : `, ${m.rings} link rings of ${size(ring)}`}), more than the ${size(available)} this host has available; expected at most about ${fits} ranks here: use fewer ranks, or --force-ranks to run anyway`,
  );
}
