/**
 * Scenarios of the reliability tests (issue 13): late throws, stuck ranks, hang blame, values
 * links refuse or carry exactly, return values and throws that must keep their codes.
 */
import { resourceLimits } from 'node:worker_threads';
import { defineProgram, type RankContext } from '@meshwork/runtime';

export type ReliabilityScenario =
  /** A correct program: every rank returns rank * 10 after a barrier. */
  | { readonly kind: 'ok' }
  /**
   * `rank` leaves a timer behind that throws `message` once `flag[0]` is 1 (the host sets it after
   * the run), then returns normally.
   */
  | { readonly kind: 'late-timer'; readonly rank: number; readonly message: string; readonly flag: SharedArrayBuffer }
  /** Like late-timer, but the timer rejects a promise nobody handles. */
  | { readonly kind: 'late-rejection'; readonly rank: number; readonly message: string; readonly flag: SharedArrayBuffer }
  /** `rank` leaves a rejected promise unhandled as it returns. */
  | { readonly kind: 'floating-rejection'; readonly rank: number; readonly message: string }
  /** Every rank spins forever outside any wait. */
  | { readonly kind: 'spin-all' }
  /** Ranks ping-pong `rounds` messages around a ring, sleeping in waits now and then. */
  | { readonly kind: 'ping'; readonly rounds: number }
  /** Every rank but `rank` returns; `rank` waits (60 s) for a message from rank `from` nobody sends. */
  | { readonly kind: 'stray-recv'; readonly rank: number; readonly from: number }
  /** Rank 0 waits (60 s) for rank 1, rank 1 spins forever, rank 2 waits (default deadline) for rank 0. */
  | { readonly kind: 'recv-chain' }
  /** Every rank but `rank` calls a barrier; `rank` spins forever. */
  | { readonly kind: 'barrier-busy'; readonly rank: number }
  /** Rank `rank` returns `what` (a function or a symbol); the others return numbers. */
  | { readonly kind: 'return'; readonly rank: number; readonly what: 'function' | 'symbol' | 'nested-function' }
  /** Rank `rank` throws a plain object `{ message, code }`. */
  | { readonly kind: 'throw-object'; readonly rank: number; readonly message: string; readonly code: string }
  /** Rank `rank` sends to the string '1' (refused like sendTo('1')). */
  | { readonly kind: 'send-string-rank'; readonly rank: number }
  /** Both collective modes broadcast undefined from rank 0; every rank reports what arrived. */
  | { readonly kind: 'broadcast-undefined' }
  /** Every rank reports its worker's resource limits. */
  | { readonly kind: 'limits' }
  /** Rank `rank` allocates until its heap runs out. */
  | { readonly kind: 'oom'; readonly rank: number };

export interface ReliabilityOptions {
  readonly scenario: ReliabilityScenario;
  /**
   * A start handshake (one Int32 per rank): each rank raises its word, then waits until every
   * rank has, so no rank's deadline starts while another is still loading its program.
   */
  readonly start?: SharedArrayBuffer;
}

function allStarted(sab: SharedArrayBuffer, rank: number): void {
  const flags = new Int32Array(sab);
  Atomics.store(flags, rank, 1);
  for (let r = 0; r < flags.length; r++) Atomics.notify(flags, r);
  for (let r = 0; r < flags.length; r++) {
    while (Atomics.load(flags, r) === 0) Atomics.wait(flags, r, 0, 100);
  }
}

/** Throw `message` from a timer of this rank once the host raised `flag[0]` (polled every ms). */
function throwLater(sab: SharedArrayBuffer, fire: () => void): void {
  const flag = new Int32Array(sab);
  const timer = setInterval(() => {
    if (Atomics.load(flag, 0) !== 1) return;
    clearInterval(timer);
    fire();
  }, 1);
}

function spin(): never {
  let x = 0;
  for (;;) x = (x + 1) | 0;
}

export default defineProgram(async (ctx: RankContext, { scenario: s, start }: ReliabilityOptions) => {
  if (start !== undefined) allStarted(start, ctx.rank);
  switch (s.kind) {
    case 'ok':
      ctx.comm.barrier();
      return ctx.rank * 10;
    case 'late-timer':
      if (ctx.rank === s.rank)
        throwLater(s.flag, () => {
          throw new Error(s.message);
        });
      return ctx.rank;
    case 'late-rejection':
      if (ctx.rank === s.rank) throwLater(s.flag, () => void Promise.reject(new Error(s.message)));
      return ctx.rank;
    case 'floating-rejection':
      if (ctx.rank === s.rank) void Promise.reject(new Error(s.message));
      return ctx.rank;
    case 'spin-all':
      return spin();
    case 'ping': {
      const next = (ctx.rank + 1) % ctx.size;
      const prev = (ctx.rank + ctx.size - 1) % ctx.size;
      let token = 0;
      for (let i = 0; i < s.rounds; i++) {
        if (ctx.rank === 0) {
          ctx.links.send(next, token + 1);
          token = ctx.links.recv(prev) as number;
        } else {
          token = ctx.links.recv(prev) as number;
          ctx.links.send(next, token + 1);
        }
      }
      return token;
    }
    case 'stray-recv':
      if (ctx.rank === s.rank) ctx.links.recv(s.from, 60_000);
      return ctx.rank;
    case 'recv-chain':
      if (ctx.rank === 0) ctx.links.recv(1, 60_000);
      else if (ctx.rank === 1) spin();
      else ctx.links.recv(0);
      return ctx.rank;
    case 'barrier-busy':
      if (ctx.rank === s.rank) spin();
      ctx.comm.barrier();
      return ctx.rank;
    case 'return':
      if (ctx.rank !== s.rank) return ctx.rank;
      if (s.what === 'function') return () => 1;
      if (s.what === 'symbol') return Symbol('not cloneable');
      return { rows: [1, 2], report: { format: (x: number) => x.toFixed(2) } };
    case 'throw-object':
      if (ctx.rank === s.rank) throw { message: s.message, code: s.code };
      return ctx.rank;
    case 'send-string-rank':
      if (ctx.rank === s.rank) ctx.links.send('1' as unknown as number, 5);
      return ctx.rank;
    case 'broadcast-undefined':
      return [ctx.commLinks.broadcast(undefined, 0) === undefined, ctx.commShm.broadcast(undefined, 0) === undefined];
    case 'limits':
      return resourceLimits;
    case 'oom': {
      if (ctx.rank !== s.rank) return ctx.rank;
      const hold: number[][] = [];
      for (;;) hold.push(Array.from({ length: 1 << 16 }, (_, i) => i + hold.length));
    }
  }
});
