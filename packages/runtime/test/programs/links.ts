/**
 * Point-to-point scenarios over links, run in sequence on every rank. Each scenario returns what
 * it received (or checks it against the seeded expectation in place, for large payloads) and the
 * change of this rank's link and route statistics while it ran.
 */
import { DTYPES, defineProgram, type LinkStats, type NumericArray, type RankContext, type RouteStats } from '@meshwork/runtime';
import { typedValue } from '../helpers/values.ts';

export type LinkScenario =
  /** Every dtype, an object, an empty array and an offset view to every neighbour. */
  | { readonly kind: 'dtypes'; readonly length: number }
  /** Two same-shaped Float64Arrays + an Int32Array already queued in the ring, then recvInto. */
  | { readonly kind: 'recvInto' }
  /** `elements` float64 (plus a large object) to every neighbour at once, both directions. */
  | { readonly kind: 'big'; readonly elements: number }
  /** sendTo every rank (itself included), then recvFrom each. */
  | { readonly kind: 'routed'; readonly elements: number }
  /** Errors: non-neighbour, bad rank, recvInto with the wrong dtype. */
  | { readonly kind: 'errors' }
  /** `rounds` typed arrays of known sizes to every neighbour. */
  | { readonly kind: 'stats'; readonly rounds: number };

export interface LinksOptions {
  readonly scenarios: readonly LinkScenario[];
  /** One Int32 word per rank: "my sends are all in the rings" (recvInto scenario). */
  readonly flags?: SharedArrayBuffer;
}

export interface ScenarioResult {
  readonly data: unknown;
  readonly stats: LinkStats[];
  readonly route: RouteStats;
}

/** Seed of the payload `src` sends to `dst` as its `k`-th message. */
export function pairSeed(src: number, dst: number, k: number): number {
  return (src + 1) * 1_000_003 + (dst + 1) * 7919 + k * 31;
}

export function bigObject(src: number, dst: number): unknown {
  return { src, dst, items: Array.from({ length: 3000 }, (_, i) => ({ i, text: `item ${i} from ${src} to ${dst}`, even: i % 2 === 0 })) };
}

/** Byte length of the `i`-th stats message (exercises empty, odd and multi-chunk sizes). */
export function statsLength(i: number): number {
  return [0, 1, 7, 64, 1000, 2500][i % 6] as number;
}

function diffStats(after: readonly LinkStats[], before: readonly LinkStats[]): LinkStats[] {
  return after.map((a, i) => {
    const b = before[i] as LinkStats;
    return {
      port: a.port,
      peer: a.peer,
      sentMessages: a.sentMessages - b.sentMessages,
      sentBytes: a.sentBytes - b.sentBytes,
      recvMessages: a.recvMessages - b.recvMessages,
      recvBytes: a.recvBytes - b.recvBytes,
      forwardedFrames: a.forwardedFrames - b.forwardedFrames,
      forwardedBytes: a.forwardedBytes - b.forwardedBytes,
    };
  });
}

function firstDifference(got: NumericArray, want: NumericArray): number {
  if (got.constructor !== want.constructor || got.length !== want.length) return -2;
  const g = got as unknown as ArrayLike<number>;
  const w = want as unknown as ArrayLike<number>;
  for (let i = 0; i < w.length; i++) if (!Object.is(g[i], w[i])) return i;
  return -1;
}

function codeOf(fn: () => unknown): { code: string | undefined; message: string } | null {
  try {
    fn();
    return null;
  } catch (err) {
    return { code: (err as { code?: string }).code, message: (err as Error).message };
  }
}

function run(ctx: RankContext, s: LinkScenario, flags: Int32Array | undefined): unknown {
  const me = ctx.rank;
  const peers = ctx.links.neighbours();
  switch (s.kind) {
    case 'dtypes': {
      for (const p of peers) {
        DTYPES.forEach((d, k) => {
          ctx.links.send(p, typedValue(d, s.length, pairSeed(me, p, k)));
        });
        ctx.links.send(p, { from: me, to: p, nested: { list: [1, 'two', null, true], big: 2n ** 60n }, text: 'héllo' });
        ctx.links.send(p, new Float64Array(0));
        ctx.links.send(p, (typedValue('float64', 10, pairSeed(me, p, 99)) as Float64Array).subarray(3, 7));
      }
      return peers.map((p) => ({ from: p, values: Array.from({ length: DTYPES.length + 3 }, () => ctx.links.recv(p)) }));
    }
    case 'recvInto': {
      if (flags === undefined) throw new Error('recvInto scenario needs flags');
      for (const p of peers) {
        ctx.links.send(p, typedValue('float64', 64, pairSeed(me, p, 0)));
        ctx.links.send(p, typedValue('float64', 64, pairSeed(me, p, 1)));
        ctx.links.send(p, typedValue('int32', 16, pairSeed(me, p, 2)));
      }
      Atomics.store(flags, me, 1);
      for (let r = 0; r < flags.length; r++) Atomics.notify(flags, r);
      // Wait (without draining the links) until every neighbour's messages sit in its ring.
      for (const p of peers) while (Atomics.wait(flags, p, 0, 5000) !== 'not-equal' && Atomics.load(flags, p) === 0);
      return peers.map((p) => {
        const a = ctx.links.recvInto(p, new Float64Array(64));
        const b = ctx.links.recvInto(p, new Float64Array(64));
        const c = ctx.links.recvInto(p, new Int32Array(16));
        return { from: p, values: [a, b, c] };
      });
    }
    case 'big': {
      for (const p of peers) {
        ctx.links.send(p, typedValue('float64', s.elements, pairSeed(me, p, 0)));
        ctx.links.send(p, bigObject(me, p));
        ctx.links.send(p, typedValue('float64', s.elements, pairSeed(me, p, 1)));
      }
      return peers.map((p) => {
        const a = ctx.links.recv(p) as NumericArray;
        const o = ctx.links.recv(p);
        const b = ctx.links.recvInto(p, new Float64Array(s.elements));
        return {
          from: p,
          firstBad: [
            firstDifference(a, typedValue('float64', s.elements, pairSeed(p, me, 0))),
            firstDifference(b, typedValue('float64', s.elements, pairSeed(p, me, 1))),
          ],
          objectOk: JSON.stringify(o) === JSON.stringify(bigObject(p, me)),
        };
      });
    }
    case 'routed': {
      for (let dst = 0; dst < ctx.size; dst++) {
        ctx.links.sendTo(dst, typedValue('float64', s.elements, pairSeed(me, dst, 0)));
        ctx.links.sendTo(dst, { src: me, dst });
      }
      const got: { from: number; firstBad: number; header: unknown }[] = [];
      for (let src = 0; src < ctx.size; src++) {
        const v = ctx.links.recvFrom(src) as NumericArray;
        const header = ctx.links.recvFrom(src);
        got.push({ from: src, firstBad: firstDifference(v, typedValue('float64', s.elements, pairSeed(src, me, 0))), header });
      }
      return got;
    }
    case 'errors': {
      const far = Array.from({ length: ctx.size }, (_, r) => r).find((r) => r !== me && !ctx.topology.isNeighbour(me, r));
      const notNeighbour = far === undefined ? null : codeOf(() => ctx.links.send(far, 1));
      const badRank = [codeOf(() => ctx.links.send(ctx.size, 1)), codeOf(() => ctx.links.sendTo(-1, 1)), codeOf(() => ctx.links.recv(1.5))];
      for (const p of peers) ctx.links.send(p, new Int32Array([1, 2, 3, 4]));
      const wrongType = peers.map((p) => codeOf(() => ctx.links.recvInto(p, new Float64Array(2))));
      const notTyped = codeOf(() => ctx.links.recvInto(peers[0] ?? 0, [1, 2] as unknown as Float64Array));
      return { far: far ?? null, notNeighbour, badRank, wrongType, notTyped };
    }
    case 'stats': {
      for (const p of peers) for (let i = 0; i < s.rounds; i++) ctx.links.send(p, new Uint8Array(statsLength(i)).fill(i));
      for (const p of peers) for (let i = 0; i < s.rounds; i++) ctx.links.recv(p);
      return null;
    }
  }
}

export default defineProgram(async (ctx, options: LinksOptions): Promise<ScenarioResult[]> => {
  const flags = options.flags === undefined ? undefined : new Int32Array(options.flags);
  return options.scenarios.map((s) => {
    const stats = ctx.links.stats.map((x) => ({ ...x }));
    const route = { ...ctx.links.route };
    const data = run(ctx, s, flags);
    return {
      data,
      stats: diffStats(ctx.links.stats, stats),
      route: {
        routedMessages: ctx.links.route.routedMessages - route.routedMessages,
        totalHops: ctx.links.route.totalHops - route.totalHops,
      },
    };
  });
});
