/**
 * The split-phase allreduce: posted now, read one step later (as a loop that tests a global
 * condition one step late does), it must equal `allreduce` of the same values bit for bit, on
 * the shm collectives (a split phase, no sync point of its own) and the links ones (at once).
 * `mode` picks a misuse instead: ops that differ between ranks, or a value that is not a number.
 */
import { defineProgram, mulberry32, type PendingReduce } from '@meshwork/runtime';

export interface PostedOptions {
  readonly seed: number;
  readonly rounds: number;
  readonly mode?: 'ok' | 'mixed-ops' | 'bad-value';
}

export interface PostedResult {
  readonly sync: number[];
  readonly split: number[];
  readonly links: number[];
  /** Barriers the shm collectives passed during the split-phase loop. */
  readonly splitSyncs: number;
}

export default defineProgram((ctx, o: PostedOptions): PostedResult => {
  const ops = ['sum', 'min', 'max'] as const;
  if (o.mode === 'mixed-ops') ctx.commShm.iallreduce(1, ctx.rank === 0 ? 'sum' : 'max').value();
  if (o.mode === 'bad-value') ctx.comm.iallreduce('3' as unknown as number, 'sum');
  const values = (): number[] => {
    const rnd = mulberry32(o.seed + 7919 * ctx.rank);
    // very different magnitudes make the sum's association visible in the last bits
    return Array.from({ length: o.rounds }, () => (rnd() - 0.5) * 10 ** Math.floor(rnd() * 12 - 4));
  };
  const sync = values().map((v, i) => ctx.commShm.allreduce(v, ops[i % 3] as (typeof ops)[number]));
  const split: number[] = [];
  const before = ctx.commShm.syncs;
  let pending: PendingReduce | undefined;
  for (const [i, v] of values().entries()) {
    const last = pending;
    pending = ctx.commShm.iallreduce(v, ops[i % 3] as (typeof ops)[number]);
    // the round before, read after this one was posted (it is complete by now)
    if (last !== undefined) split.push(last.value());
  }
  if (pending !== undefined) split.push(pending.value());
  const splitSyncs = ctx.commShm.syncs - before;
  const links = values().map((v, i) => ctx.commLinks.iallreduce(v, ops[i % 3] as (typeof ops)[number]).value());
  return { sync, split, links, splitSyncs };
});
