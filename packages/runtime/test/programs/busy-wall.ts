/**
 * Test program for busy wall time: every rank runs `steps` compute phases (a short loop, work
 * units reported) and a phase holding a barrier (a wait inside a phase).
 */
import { defineProgram } from '../../src/index.ts';

export interface BusyWallOptions {
  readonly steps: number;
}

export default defineProgram((ctx, o: BusyWallOptions): number => {
  let x = 0;
  for (let s = 0; s < o.steps; s++) {
    ctx.phase('compute', () => {
      for (let i = 0; i < 20_000 * (ctx.rank + 1); i++) x = (x + i * 7) % 1_000_003;
      ctx.work(ctx.rank + 1);
    });
    ctx.phase('sync', () => ctx.comm.barrier());
  }
  return x;
});
