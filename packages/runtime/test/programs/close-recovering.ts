/**
 * A long step loop for the close-during-recovery test (issue 24, item 2): an allreduce and a
 * checkpoint per step; each rank publishes its step in `progress[rank]` (and notifies), so the
 * host can close the cluster once the run is under way, and paces itself with a short sleep so a
 * run that is not stopped lasts about `steps` x 5 ms instead of spinning.
 */
import { defineProgram } from '@meshwork/runtime';

export interface CloseRecoveringOptions {
  readonly steps: number;
  /** Int32 word per rank: the last step the rank finished. */
  readonly progress: SharedArrayBuffer;
}

export default defineProgram((ctx, o: CloseRecoveringOptions): string => {
  const progress = new Int32Array(o.progress);
  const pace = new Int32Array(new SharedArrayBuffer(4));
  const saved = ctx.restore<{ sum: number }>();
  let sum = saved?.state.sum ?? 0;
  for (let t = saved?.step ?? 0; t < o.steps; t++) {
    sum += ctx.comm.allreduce(ctx.rank + t, 'sum');
    ctx.checkpoint(t + 1, { sum });
    Atomics.store(progress, ctx.rank, t + 1);
    Atomics.notify(progress, ctx.rank);
    Atomics.wait(pace, 0, 0, 5);
  }
  return 'done';
});
