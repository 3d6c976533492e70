/**
 * Rank side of the micro suite: one trial of one kernel, timed inside the ranks with
 * performance.now() around `n` iterations. Returns microseconds per iteration on the timing rank
 * (rank 0; the receiver, rank 1, for `stream`), null elsewhere.
 */
import { resolveBalancing } from '@meshwork/balancers';
import { defineProgram, type RankContext } from '@meshwork/runtime';
import { bug } from '@meshwork/runtime/plugin';

export type MicroOptions =
  /** Small-message ping-pong: pair (0,1) while the others idle in a barrier, or every pair (2k, 2k+1). */
  | {
      readonly kind: 'pingpong';
      readonly n: number;
      readonly pairs: 'one' | 'all';
      readonly bytes?: number;
      /** Receive with `recv` (a fresh array per message) instead of `recvInto` a reused buffer. */
      readonly alloc?: boolean;
    }
  | { readonly kind: 'barrier'; readonly n: number; readonly via: 'shm' | 'links' }
  | { readonly kind: 'allreduce'; readonly n: number; readonly via: 'shm' | 'links' }
  /**
   * `n` phases of a balancing driver that balances after every one on a `rows` x `cols` uint8 grid
   * in strips, with equal plane loads (the balancer decides that nothing moves): the warm cost of
   * a balance, load gather and decision included.
   */
  | { readonly kind: 'balance'; readonly n: number; readonly balancer: string; readonly rows: number; readonly cols: number }
  /**
   * `n` phases of a row kernel (`rounds` LCG rounds per cell) on a `rows` x `cols` int32 grid in
   * strips, its loads tallied row by row in work units (`work`) or measured by `driver.measure`
   * (`time`), then handed to a driver that never balances: what measuring costs next to tallying.
   */
  | {
      readonly kind: 'loads';
      readonly n: number;
      readonly loads: 'work' | 'time';
      readonly rows: number;
      readonly cols: number;
      readonly rounds: number;
    }
  /** Rank 0 streams `n` messages of `bytes` to rank 1, which receives them with recvInto. */
  | { readonly kind: 'stream'; readonly n: number; readonly bytes: number; readonly verify?: boolean };

export interface MicroResult {
  /** Microseconds per iteration (round trip, barrier, allreduce, message). */
  readonly us: number;
  /** stream with verify: messages whose content did not match what was sent. */
  readonly corrupt?: number;
}

function pingpong(ctx: RankContext, n: number, pairs: 'one' | 'all', bytes: number, alloc: boolean): MicroResult | null {
  const active = pairs === 'all' || ctx.rank < 2;
  const buf = new Float64Array(bytes >> 3);
  ctx.commShm.barrier();
  let us = 0;
  if (active) {
    const peer = ctx.rank ^ 1;
    const t0 = performance.now();
    if (!alloc && (ctx.rank & 1) === 0) {
      for (let i = 0; i < n; i++) {
        buf[0] = i;
        ctx.links.send(peer, buf);
        ctx.links.recvInto(peer, buf);
      }
    } else if (!alloc) {
      for (let i = 0; i < n; i++) {
        ctx.links.recvInto(peer, buf);
        ctx.links.send(peer, buf);
      }
    } else if ((ctx.rank & 1) === 0) {
      for (let i = 0; i < n; i++) {
        buf[0] = i;
        ctx.links.send(peer, buf);
        ctx.links.recv(peer);
      }
    } else {
      for (let i = 0; i < n; i++) {
        const got = ctx.links.recv(peer) as Float64Array;
        ctx.links.send(peer, got);
      }
    }
    us = ((performance.now() - t0) * 1000) / n;
  }
  ctx.commShm.barrier(); // idle ranks wait here the whole trial
  return ctx.rank === 0 ? { us } : null;
}

function collective(ctx: RankContext, kind: 'barrier' | 'allreduce', n: number, via: 'shm' | 'links'): MicroResult | null {
  const comm = via === 'shm' ? ctx.commShm : ctx.commLinks;
  ctx.commShm.barrier();
  let acc = 0;
  const t0 = performance.now();
  if (kind === 'barrier') {
    for (let i = 0; i < n; i++) comm.barrier();
  } else {
    for (let i = 0; i < n; i++) acc += comm.allreduce(ctx.rank + i, 'sum');
  }
  const us = ((performance.now() - t0) * 1000) / n;
  if (kind === 'allreduce' && !Number.isFinite(acc)) throw bug('allreduce produced a non-finite sum');
  return ctx.rank === 0 ? { us } : null;
}

function stream(ctx: RankContext, n: number, bytes: number, verify: boolean): MicroResult | null {
  const data = new Float64Array(bytes >> 3);
  ctx.commShm.barrier();
  let result: MicroResult | null = null;
  if (ctx.rank === 0) {
    for (let i = 0; i < n; i++) {
      if (verify) {
        data[0] = i;
        data[data.length - 1] = i;
      }
      ctx.links.send(1, data);
    }
  } else if (ctx.rank === 1) {
    let corrupt = 0;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) {
      ctx.links.recvInto(0, data);
      if (verify && (data[0] !== i || data[data.length - 1] !== i)) corrupt++;
    }
    result = { us: ((performance.now() - t0) * 1000) / n, corrupt };
  }
  ctx.commShm.barrier();
  return result;
}

async function balance(ctx: RankContext, n: number, name: string, rows: number, cols: number): Promise<MicroResult | null> {
  const grid = await ctx.grid({ shape: [rows, cols], dtype: 'uint8', halo: 1, procDims: [ctx.size, 1] });
  const { balancer, policy } = resolveBalancing({ balancer: name, every: 1 });
  const driver = ctx.balancing({ balancer, policy });
  const extent = (grid.tile.hi[0] as number) - (grid.tile.lo[0] as number);
  const load = { total: extent * 100, planes: [new Array<number>(extent).fill(100), new Array<number>(cols).fill((extent * 100) / cols)] };
  ctx.commShm.barrier();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) driver.afterPhase(grid, load);
  const us = ((performance.now() - t0) * 1000) / n;
  if (driver.reports.some((r) => r.unitsMoved !== 0)) throw bug(`micro balance ${name}: equal loads moved planes`);
  return ctx.rank === 0 ? { us } : null;
}

async function loads(ctx: RankContext, o: Extract<MicroOptions, { kind: 'loads' }>): Promise<MicroResult | null> {
  const grid = await ctx.grid({ shape: [o.rows, o.cols], dtype: 'int32', halo: 0, procDims: [ctx.size, 1] });
  const driver = ctx.balancing(resolveBalancing({ balancer: 'static', every: 0 }));
  const lo = grid.tile.lo[0] as number;
  const rows = grid.extent[0] as number;
  const S = grid.strides[0] as number;
  const { cols, rounds } = o;
  // the kernel of rows [a, b): every cell through `rounds` rounds; returns its work units
  const kernel = (a: number, b: number): number => {
    const d = grid.data;
    for (let r = a; r < b; r++) {
      for (let at = grid.origin + (r - lo) * S, end = at + cols; at < end; at++) {
        let v = d[at] as number;
        for (let k = 0; k < rounds; k++) v = (Math.imul(v, 1103515245) + 12345) & 0xfffff;
        d[at] = v;
      }
    }
    return (b - a) * cols * rounds;
  };
  const rowLoads = new Float64Array(rows);
  const colLoads = new Float64Array(cols);
  ctx.commShm.barrier();
  const t0 = performance.now();
  for (let i = 0; i < o.n; i++) {
    if (o.loads === 'time') {
      driver.measure(grid, 0, kernel);
      driver.afterPhase(grid);
    } else {
      let total = 0;
      for (let r = 0; r < rows; r++) {
        const u = kernel(lo + r, lo + r + 1);
        rowLoads[r] = u;
        total += u;
      }
      driver.afterPhase(grid, { total, planes: [rowLoads, colLoads.fill(total / cols)] });
    }
  }
  const us = ((performance.now() - t0) * 1000) / o.n;
  ctx.commShm.barrier();
  return ctx.rank === 0 ? { us } : null;
}

export default defineProgram(async (ctx, o: MicroOptions): Promise<MicroResult | null> => {
  switch (o.kind) {
    case 'pingpong':
      return pingpong(ctx, o.n, o.pairs, o.bytes ?? 8, o.alloc === true);
    case 'barrier':
    case 'allreduce':
      return collective(ctx, o.kind, o.n, o.via);
    case 'stream':
      return stream(ctx, o.n, o.bytes, o.verify === true);
    case 'balance':
      return balance(ctx, o.n, o.balancer, o.rows, o.cols);
    case 'loads':
      return loads(ctx, o);
  }
});
