/**
 * A small checkpoint-capable step loop for the restart tests: two grids (swapped every step), a
 * halo exchange and a 5-point update, a deterministic remap every `shiftEvery` steps (so the
 * saved decomposition differs from the initial one), an allreduce per step kept in the declared
 * state, and `ctx.checkpoint(step, state)` after every step. Returns the final field (rank 0),
 * the per-step sums, and the grids' counters. `misuse` provokes checkpoint errors.
 */
import { defineProgram, type Storage } from '@meshwork/runtime';

export interface RestartOptions {
  readonly rows: number;
  readonly cols: number;
  readonly steps: number;
  readonly storage: Storage;
  /** Shift a boundary by one row every this many steps (0: never). */
  readonly shiftEvery: number;
  /** Varies the initial field (default 0), so two runs of the program give different results. */
  readonly seed?: number;
  /**
   * 'inflight': rank 0 sends a message nobody receives before the last checkpoint; 'steps': ranks
   * give different steps; 'step': a step that is not an integer; 'state': state holding a
   * function; 'restore-twice': `ctx.restore()` called a second time; 'no-restore': never calls
   * `ctx.restore()` (a resumed run starts over); 'regrid': a resumed run creates taller grids.
   */
  readonly misuse?: 'inflight' | 'steps' | 'step' | 'state' | 'restore-twice' | 'no-restore' | 'regrid';
}

export interface RestartResult {
  readonly rank: number;
  readonly resumed: boolean;
  readonly sums: number[];
  readonly cuts: number[][];
  readonly field: Float64Array | undefined;
  readonly remaps: number;
}

interface State {
  readonly sums: number[];
}

export default defineProgram(async (ctx, o: RestartOptions): Promise<RestartResult> => {
  const rows = o.misuse === 'regrid' && ctx.resumed ? o.rows + 2 : o.rows;
  const spec = { shape: [rows, o.cols], dtype: 'float64' as const, halo: 1, storage: o.storage, periodic: [true, false] };
  const a = await ctx.grid(spec);
  const b = await ctx.grid(spec);
  const saved = o.misuse === 'no-restore' ? undefined : ctx.restore<State>();
  if (o.misuse === 'restore-twice') ctx.restore();
  const sums = saved === undefined ? [] : [...saved.state.sums];
  if (saved === undefined) {
    const init = new Float64Array(o.rows * o.cols);
    const seed = o.seed ?? 0;
    for (let i = 0; i < init.length; i++) init[i] = (((i + seed) * 7919) % 1009) / 17;
    a.load(init);
  }
  for (let t = saved?.step ?? 0; t < o.steps; t++) {
    const src = t % 2 === 0 ? a : b;
    const dst = t % 2 === 0 ? b : a;
    ctx.phase('halo', () => src.exchangeHalos());
    const local = ctx.phase('update', () => {
      const [rows, cols] = src.extent as [number, number];
      const s = src.strides[0] as number;
      let sum = 0;
      for (let i = 0; i < rows; i++) {
        for (let j = 0; j < cols; j++) {
          const at = src.origin + i * s + j;
          const left = j > 0 ? (src.data[at - 1] as number) : 0;
          const right = j + 1 < cols ? (src.data[at + 1] as number) : 0;
          const v = 0.5 * (src.data[at] as number) + 0.125 * ((src.data[at - s] as number) + (src.data[at + s] as number) + left + right);
          dst.data[dst.origin + i * (dst.strides[0] as number) + j] = v;
          sum += v;
        }
      }
      ctx.work(rows * cols);
      return sum;
    });
    sums.push(ctx.comm.allreduce(local, 'sum'));
    if (o.shiftEvery > 0 && (t + 1) % o.shiftEvery === 0 && ctx.size > 1) {
      const k = (t + 1) / o.shiftEvery;
      const boundary = 1 + (k % (ctx.size - 1));
      const count = k % 2 === 0 ? 1 : -1;
      ctx.phase('remap', () => {
        a.shift(0, boundary, count);
        b.shift(0, boundary, count);
      });
    }
    if (o.misuse === 'inflight' && ctx.rank === 0 && t === o.steps - 1) ctx.links.sendTo(1, [t]);
    const step = o.misuse === 'steps' ? t + 1 + ctx.rank : o.misuse === 'step' ? t + 0.5 : t + 1;
    ctx.checkpoint(step, o.misuse === 'state' ? { sums, next: () => t } : { sums });
  }
  const last = o.steps % 2 === 0 ? a : b;
  const field = last.gather(0) as Float64Array | undefined;
  return {
    rank: ctx.rank,
    resumed: ctx.resumed,
    sums,
    cuts: a.decomposition.cuts.map((c) => [...c]),
    field,
    remaps: a.stats.remaps,
  };
});
