/**
 * Messages that arrive while the receiver waits for something else (a barrier) are absorbed into
 * inbox buffers; `recvInto` copies them out and keeps the buffer for the next early message from
 * that source. Rank 0 sends message i (seeded sizes above the word-by-word limit, content a
 * function of i) in rounds separated by barriers; rank 1 receives some with `recvInto` (buffers
 * recycled) and some with `recv` (arrays handed out, which must never be overwritten later).
 */
import { defineProgram } from '@meshwork/runtime';

export interface EarlyOptions {
  readonly rounds: number;
  readonly perRound: number;
  readonly seed: number;
}

export interface EarlyResult {
  /** Messages whose content was wrong when received. */
  readonly bad: number;
  /** Arrays returned by `recv` whose content changed after they were returned. */
  readonly clobbered: number;
  readonly received: number;
}

/** Elements of message i: a few sizes, some repeated, so recycled buffers fit sometimes. */
function lengthOf(i: number, seed: number): number {
  return 64 + (((i * 2654435761 + seed) >>> 0) % 3) * 640;
}

function element(i: number, k: number): number {
  return i * 1e6 + k * 0.5;
}

export default defineProgram((ctx, o: EarlyOptions): EarlyResult => {
  if (ctx.size !== 2) throw new Error(`early needs 2 ranks, got ${ctx.size}`);
  let bad = 0;
  let received = 0;
  const handedOut: { i: number; a: Float64Array }[] = [];
  let i = 0;
  for (let round = 0; round < o.rounds; round++) {
    const first = i;
    if (ctx.rank === 0) {
      for (let m = 0; m < o.perRound; m++, i++) {
        const msg = new Float64Array(lengthOf(i, o.seed));
        for (let k = 0; k < msg.length; k++) msg[k] = element(i, k);
        ctx.links.send(1, msg);
      }
    }
    // Rank 1 waits here while rank 0's messages arrive: they are absorbed, not received.
    ctx.comm.barrier();
    if (ctx.rank === 1) {
      for (let m = 0, j = first; m < o.perRound; m++, j++) {
        const n = lengthOf(j, o.seed);
        let got: Float64Array;
        if ((j + round) % 3 === 0) {
          got = ctx.links.recv(0) as Float64Array;
          handedOut.push({ i: j, a: got });
        } else {
          got = ctx.links.recvInto(0, new Float64Array(n));
        }
        received++;
        if (got.length !== n) bad++;
        else for (let k = 0; k < n; k++) if (got[k] !== element(j, k)) bad++;
      }
      i = first + o.perRound;
    }
  }
  let clobbered = 0;
  for (const { i: j, a } of handedOut) for (let k = 0; k < a.length; k++) if (a[k] !== element(j, k)) clobbered++;
  return { bad, clobbered, received };
});
