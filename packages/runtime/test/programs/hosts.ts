/**
 * Multi-host checks: link traffic to every neighbour (small, chunked), routed sends between all
 * pairs, collectives of both modes, and a grid with halo sweeps and remaps. Every value comes from
 * the rank and a seed, so one-host and multi-host runs must return the same bytes.
 */
import { defineProgram, mulberry32 } from '@meshwork/runtime';

export interface HostsOptions {
  readonly scenario: 'links' | 'routed' | 'collectives' | 'grid' | 'shared-grid' | 'share' | 'fail' | 'stall';
  readonly seed: number;
  /** Elements of the large messages (chunked over a small ring). */
  readonly large?: number;
  /** 'fail': the rank that throws, and after how many barriers. */
  readonly failRank?: number;
  readonly rounds?: number;
  /** 'stall': rank `failRank` sleeps this long before the last barrier (the others wait in it). */
  readonly stallMs?: number;
}

function values(seed: number, n: number): Float64Array {
  const rnd = mulberry32(seed);
  return Float64Array.from({ length: n }, () => (rnd() - 0.5) * 2 ** (Math.floor(rnd() * 40) - 20));
}

function digest(a: ArrayLike<number>): number {
  let h = 0;
  const bytes = new Uint8Array(Float64Array.from(a).buffer);
  for (let i = 0; i < bytes.length; i++) h = (Math.imul(h, 31) + (bytes[i] as number)) | 0;
  return h;
}

export default defineProgram(async (ctx, o: HostsOptions) => {
  const { rank, size, links } = ctx;
  switch (o.scenario) {
    case 'links': {
      const large = o.large ?? 5000;
      const got: number[] = [];
      for (let round = 0; round < 3; round++) {
        for (const n of links.neighbours()) {
          links.send(n, values(o.seed + 1000 * rank + n + round, 3));
          links.send(n, values(o.seed + 7 * rank + n + round, large));
          links.send(n, { from: rank, to: n, round, text: 'x'.repeat(round * 100) });
        }
        for (const n of links.neighbours()) {
          got.push(digest(links.recv(n) as Float64Array));
          const into = new Float64Array(large);
          links.recvInto(n, into);
          got.push(digest(into));
          const rec = links.recv(n) as { from: number; to: number; round: number; text: string };
          got.push(rec.from * 1000 + rec.to * 10 + rec.round + rec.text.length);
        }
      }
      return { got, stats: links.stats };
    }
    case 'routed': {
      const got: number[] = [];
      for (let to = 0; to < size; to++) if (to !== rank) links.sendTo(to, values(o.seed + rank * size + to, o.large ?? 700));
      for (let from = 0; from < size; from++) if (from !== rank) got.push(digest(links.recvFrom(from) as Float64Array));
      return { got, route: links.route };
    }
    case 'collectives': {
      const out: unknown[] = [];
      for (const comm of [ctx.commShm, ctx.commLinks]) {
        const x = values(o.seed + rank, 5);
        out.push(comm.allreduce(x[0] as number, 'sum'));
        out.push(Array.from(comm.allreduce(x, 'sum')));
        out.push(Array.from(comm.allreduce(x, 'max')));
        out.push(Array.from(comm.scan(x, 'sum')));
        out.push(comm.allgather({ rank, v: x[1] }));
        out.push(comm.allgather(x[2] as number));
        out.push(comm.broadcast(rank === size - 1 ? { big: Array.from(values(o.seed, 300)) } : undefined, size - 1));
        out.push(comm.gather(rank * 3, 0) ?? null);
        comm.barrier();
      }
      if (ctx.topology.dims.length > 1) out.push(Array.from(ctx.commShm.allreduce(values(o.seed - rank, 3), 'sum', { axes: [1] })));
      return { out };
    }
    case 'grid': {
      const g = await ctx.grid({ shape: [4 * size + 3, 9], halo: 1, storage: 'distributed', boundary: 0.5 });
      g.load(values(o.seed, (4 * size + 3) * 9));
      for (let step = 0; step < (o.rounds ?? 3); step++) {
        g.exchangeHalos();
        const d = g.data;
        for (let i = 0; i < d.length; i++) d[i] = (d[i] as number) * 0.5 + 0.25;
        // Move the cuts one row each way, alternating: data crosses hosts.
        const cuts = g.decomposition.cuts.map((c) => c.slice());
        const axis0 = cuts[0] as number[];
        for (let k = 1; k < axis0.length - 1; k++) axis0[k] = (axis0[k] as number) + (step % 2 === 0 ? 1 : -1);
        g.remap(cuts);
      }
      g.exchangeHalos();
      const all = g.gather(0);
      return { digest: all === undefined ? null : digest(all as Float64Array), cuts: g.decomposition.cuts };
    }
    case 'shared-grid': {
      await ctx.grid({ shape: [8, 8], storage: 'shared' });
      return null;
    }
    case 'share': {
      await ctx.shareBuffer(rank === 0 ? new SharedArrayBuffer(8) : undefined, 0);
      return null;
    }
    case 'stall': {
      ctx.comm.barrier();
      if (rank === o.failRank) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, o.stallMs ?? 1000);
      ctx.comm.barrier();
      return null;
    }
    case 'fail': {
      for (let k = 0; k < (o.rounds ?? 2); k++) ctx.comm.barrier();
      if (rank === o.failRank) throw new Error(`rank ${rank} fails on purpose`);
      ctx.comm.barrier();
      return null;
    }
  }
});
