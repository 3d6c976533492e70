/**
 * Failure scenarios. Ranks that should be blocked first raise their word in `flags` (a
 * handshake: the host or the failing rank waits for it), then block in a receive nobody answers.
 */
import { defineProgram, type RankContext } from '@meshwork/runtime';

export type FailureScenario =
  /** `rank` throws inside phase 'compute' once every other rank is blocked in a recv. */
  | { readonly kind: 'throw'; readonly rank: number; readonly message: string }
  /** `rank` calls process.exit(3) once every other rank is blocked in a recv. */
  | { readonly kind: 'exit'; readonly rank: number }
  /** `rank` spins forever once every other rank is blocked in a recv. */
  | { readonly kind: 'busy'; readonly rank: number }
  /** Every rank blocks in a recv (the host aborts or times out). */
  | { readonly kind: 'wait' }
  /** `rank` waits for a message nobody sends (its wait deadline ends it); the others wait longer. */
  | { readonly kind: 'deadline'; readonly rank: number }
  /** A correct program: a neighbour exchange and reductions. */
  | { readonly kind: 'ok' };

export interface FailureOptions {
  readonly scenario: FailureScenario;
  /** One Int32 word per rank: 1 once the rank is (about to be) blocked. */
  readonly flags?: SharedArrayBuffer;
}

function blockInRecv(ctx: RankContext, flags: Int32Array | undefined): never {
  if (flags !== undefined) {
    Atomics.store(flags, ctx.rank, 1);
    Atomics.notify(flags, ctx.rank);
  }
  const from = ctx.links.neighbours()[0] as number;
  ctx.phase('exchange', () => ctx.links.recv(from));
  throw new Error(`rank ${ctx.rank} received a message nobody sent`);
}

/** Wait until every rank but `me` raised its flag. */
function othersBlocked(flags: Int32Array | undefined, me: number): void {
  if (flags === undefined) return;
  for (let r = 0; r < flags.length; r++) {
    if (r === me) continue;
    while (Atomics.load(flags, r) === 0) Atomics.wait(flags, r, 0, 1000);
  }
}

export default defineProgram(async (ctx, { scenario: s, flags: sab }: FailureOptions) => {
  const flags = sab === undefined ? undefined : new Int32Array(sab);
  switch (s.kind) {
    case 'throw':
      if (ctx.rank !== s.rank) blockInRecv(ctx, flags);
      othersBlocked(flags, ctx.rank);
      return ctx.phase('compute', () => {
        ctx.work(1);
        throw new Error(s.message);
      });
    case 'exit':
      if (ctx.rank !== s.rank) blockInRecv(ctx, flags);
      othersBlocked(flags, ctx.rank);
      process.exit(3);
      break;
    case 'busy': {
      if (ctx.rank !== s.rank) blockInRecv(ctx, flags);
      othersBlocked(flags, ctx.rank);
      let x = 0;
      for (;;) x = (x + 1) | 0;
    }
    case 'wait':
      blockInRecv(ctx, flags);
      break;
    case 'deadline':
      // The default deadline (waitTimeoutMs) for `rank`, an explicit longer one for the others.
      if (ctx.rank === s.rank) ctx.links.recv(ctx.links.neighbours()[0] as number);
      else ctx.links.recv(ctx.links.neighbours()[0] as number, 60_000);
      return ctx.rank;
    case 'ok': {
      const next = ctx.links.neighbours();
      for (const p of next) ctx.links.send(p, new Float64Array([ctx.rank, p]));
      const got = next.map((p) => Array.from(ctx.links.recv(p) as Float64Array));
      return {
        got,
        shm: ctx.commShm.allreduce(ctx.rank + 1, 'sum'),
        links: ctx.commLinks.allreduce(ctx.rank + 1, 'sum'),
        gathered: ctx.comm.allgather(ctx.rank),
      };
    }
  }
  return null;
});
