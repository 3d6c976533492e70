/**
 * Broadcast and gather over links (./collectives-links.ts), along the axes of the topology: a
 * value spreads from the root slowest axis first, a gather's bag of (rank, value) pairs grows
 * towards the root's line. Free functions taking the collectives, so a call makes no more calls
 * than it did as methods.
 */

import { ACK_BIT, NO_BYTES } from './collective-tags.ts';
import type { LinkCollectives } from './collectives-links.ts';
import { groupAxes } from './fold.ts';

/**
 * Gather every rank's `value` on `root` along the axes, slowest last: a bag of (rank, value) grows
 * towards the root's line. Undefined except on the root.
 */
export function gatherTo<T>(lc: LinkCollectives, value: T, root: number): T[] | undefined {
  const axes = groupAxes(lc.topology);
  const rc = lc.topology.coords(root);
  let bag: [number, unknown][] = [[lc.rank, value]];
  for (let j = 0; j < axes.length; j++) {
    if (!matches(lc, rc, axes, j)) break;
    const a = axes[j] as number;
    const ci = lc.c[a] as number;
    const t = rc[a] as number;
    const last = (lc.topology.dims[a] as number) - 1;
    if (ci <= t && ci > 0) bag = bag.concat(lc.recvBag(lc.step(a, -1)));
    if (ci >= t && ci < last) bag = bag.concat(lc.recvBag(lc.step(a, 1)));
    if (ci < t) lc.sendTagged(lc.step(a, 1), bag);
    else if (ci > t) lc.sendTagged(lc.step(a, -1), bag);
    if (ci !== t) return undefined;
  }
  if (lc.rank !== root) return undefined;
  bag.sort((x, y) => x[0] - y[0]);
  return bag.map(([, v]) => v as T);
}

/**
 * Spread `value` from `root` over the group of `axes`, slowest axis first. With `ack`, each rank
 * that got the value straight from the root acknowledges it, and the root waits for that: ranks
 * that disagree on the root meet a message of the other call (the root's wait is its only cost).
 */
export function groupBroadcast(lc: LinkCollectives, value: unknown, root: number, axes: readonly number[], ack: boolean): unknown {
  const rc = lc.topology.coords(root);
  let v = value;
  let from = -1;
  let children: number[] | undefined;
  for (let j = axes.length - 1; j >= 0; j--) {
    if (!matches(lc, rc, axes, j)) continue;
    const a = axes[j] as number;
    const ci = lc.c[a] as number;
    const t = rc[a] as number;
    const last = (lc.topology.dims[a] as number) - 1;
    if (ci < t) {
      from = lc.step(a, 1);
      v = lc.recvTagged(from);
      if (ci > 0) lc.sendTagged(lc.step(a, -1), v);
    } else if (ci > t) {
      from = lc.step(a, -1);
      v = lc.recvTagged(from);
      if (ci < last) lc.sendTagged(lc.step(a, 1), v);
    } else {
      if (ci > 0) lc.sendTagged(lc.step(a, -1), v);
      if (ci < last) lc.sendTagged(lc.step(a, 1), v);
      if (ack && lc.rank === root) {
        children ??= [];
        if (ci > 0) children.push(lc.step(a, -1));
        if (ci < last) children.push(lc.step(a, 1));
      }
    }
  }
  if (ack) {
    if (from === root) lc.links.send(root, lc.tagged(NO_BYTES, lc.w0 | ACK_BIT));
    if (children !== undefined) for (const c of children) lc.recvTagged(c, lc.w0 | ACK_BIT);
  }
  return v;
}

/** True when this rank has root's coordinates on axes[0..j-1] (it takes part in step j). */
function matches(lc: LinkCollectives, rc: readonly number[], axes: readonly number[], j: number): boolean {
  for (let i = 0; i < j; i++) {
    const a = axes[i] as number;
    if (lc.c[a] !== rc[a]) return false;
  }
  return true;
}
