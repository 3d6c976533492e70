/**
 * recvInto's fast path must keep routed traffic moving. chain:3, K rounds: rank 2 sends round i
 * to rank 0 (forwarded by rank 1), rank 0 waits for it and only then sends round i to rank 1,
 * which meanwhile waits in recvInto(0). Rank 1 can only get its message if it forwards rank 2's
 * frames while it polls the link from rank 0. Every round also checks the values, and rank 1
 * interleaves a differently sized message (the fast path must hand it to the general path).
 */
import { defineProgram } from '@meshwork/runtime';

export interface RelayOptions {
  readonly rounds: number;
}

export interface RelayResult {
  readonly rank: number;
  readonly bad: number;
  readonly received: number;
  readonly forwarded: number;
}

export default defineProgram((ctx, o: RelayOptions): RelayResult => {
  if (ctx.size !== 3) throw new Error(`relay needs chain:3, got ${ctx.size} ranks`);
  let bad = 0;
  let received = 0;
  const buf = new Float64Array(2);
  const wide = new Float64Array(5);
  for (let i = 0; i < o.rounds; i++) {
    if (ctx.rank === 2) {
      ctx.links.sendTo(0, new Float64Array([i, -i]));
    } else if (ctx.rank === 0) {
      const got = ctx.links.recvFrom(2) as Float64Array;
      if (got[0] !== i || got[1] !== -i) bad++;
      received++;
      ctx.links.send(1, new Float64Array([i, i * 0.5]));
      if (i % 7 === 3) ctx.links.send(1, new Float64Array([i, 1, 2, 3, 4]));
    } else {
      ctx.links.recvInto(0, buf);
      if (buf[0] !== i || buf[1] !== i * 0.5) bad++;
      received++;
      if (i % 7 === 3) {
        ctx.links.recvInto(0, wide);
        if (wide[0] !== i || wide[4] !== 4) bad++;
        received++;
      }
    }
  }
  const forwarded = ctx.links.stats.reduce((s, st) => s + st.forwardedFrames, 0);
  return { rank: ctx.rank, bad, received, forwarded };
});
