/**
 * Links between neighbours on real threads (2, 3, 4 and 8 ranks; 8 is more ranks than cores):
 * every dtype and msgpack objects arrive intact, recvInto, messages far larger than the ring
 * (chunking) in both directions at once, errors, and deterministic per-link statistics.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, createCluster, DTYPES, ErrorCodes, type LinkStats, parseTopology, type RunResult } from '../src/index.ts';
import { bits } from './helpers/bits.ts';
import { typedValue } from './helpers/values.ts';
import { type LinkScenario, type LinksOptions, pairSeed, type ScenarioResult, statsLength } from './programs/links.ts';

const PROGRAM = new URL('./programs/links.ts', import.meta.url);
const LINK_BYTES = 4096;
/** 1 MiB of float64: 256 times the ring. */
const BIG = 131_072;

/** With 8 ranks on 2 cores every chunk costs a thread switch: 128 KiB (32 rings) keeps it quick. */
const CASES = [
  { spec: 'chain:2', big: BIG, linkCost: { latencyUs: 2, bandwidthBytesPerSec: 4e9 } },
  { spec: 'ring:3', big: BIG, linkCost: undefined },
  { spec: 'mesh:2x2', big: BIG, linkCost: undefined },
  { spec: 'torus:2x4', big: BIG / 8, linkCost: undefined },
] as const;
const STATS_ROUNDS = 13;

describe.each(CASES)('links on $spec', ({ spec, big, linkCost }) => {
  const t = parseTopology(spec);
  const SCENARIOS: LinkScenario[] = [
    { kind: 'dtypes', length: 33 },
    { kind: 'recvInto' },
    { kind: 'big', elements: big },
    { kind: 'errors' },
  ];
  let cluster: Cluster;
  let run: RunResult<ScenarioResult[]>;
  const scenario = (r: number, k: LinkScenario['kind']): ScenarioResult =>
    (run.results[r] as ScenarioResult[])[SCENARIOS.findIndex((s) => s.kind === k)] as ScenarioResult;

  beforeAll(async () => {
    cluster = createCluster({ topology: spec, linkBytes: LINK_BYTES, ...(linkCost === undefined ? {} : { linkCost }) });
    run = await cluster.run<ScenarioResult[], LinksOptions>(PROGRAM, { scenarios: SCENARIOS, flags: new SharedArrayBuffer(4 * t.size) });
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
  });

  it('every dtype, objects, an empty array and an offset view arrive intact from every neighbour, in order', () => {
    for (let r = 0; r < t.size; r++) {
      const got = scenario(r, 'dtypes').data as { from: number; values: unknown[] }[];
      const want = t.neighbours(r).map(({ rank: p }) => ({
        from: p,
        values: [
          ...DTYPES.map((d, k) => typedValue(d, 33, pairSeed(p, r, k))),
          { from: p, to: r, nested: { list: [1, 'two', null, true], big: 2n ** 60n }, text: 'héllo' },
          new Float64Array(0),
          (typedValue('float64', 10, pairSeed(p, r, 99)) as Float64Array).slice(3, 7),
        ],
      }));
      expect(bits(got)).toEqual(bits(want));
    }
  });

  it('recvInto fills each target with its own message even when several are already queued', () => {
    for (let r = 0; r < t.size; r++) {
      const got = scenario(r, 'recvInto').data as { from: number; values: unknown[] }[];
      const want = t.neighbours(r).map(({ rank: p }) => ({
        from: p,
        values: [
          typedValue('float64', 64, pairSeed(p, r, 0)),
          typedValue('float64', 64, pairSeed(p, r, 1)),
          typedValue('int32', 16, pairSeed(p, r, 2)),
        ],
      }));
      expect(bits(got)).toEqual(bits(want));
    }
  });

  it(`${big * 8} byte arrays and a large object, sent to all neighbours at once, arrive intact through a 4 KiB ring`, () => {
    for (let r = 0; r < t.size; r++) {
      const got = scenario(r, 'big').data as { from: number; firstBad: number[]; objectOk: boolean }[];
      expect(got).toEqual(t.neighbours(r).map(({ rank: p }) => ({ from: p, firstBad: [-1, -1], objectOk: true })));
      // Each array crossed its link as one message (chunking is invisible to the stats). Only
      // sends are attributed to the scenario: a fast neighbour's next messages may arrive early.
      for (const st of scenario(r, 'big').stats) {
        expect(st.sentMessages).toBe(3);
        expect(st.sentBytes).toBeGreaterThan(2 * big * 8);
      }
    }
  });

  it('reports NOT_A_NEIGHBOUR, INVALID_RANK and PROTOCOL errors with what came', () => {
    for (let r = 0; r < t.size; r++) {
      const e = scenario(r, 'errors').data as {
        far: number | null;
        notNeighbour: { code: string; message: string } | null;
        badRank: { code: string; message: string }[];
        wrongType: { code: string; message: string }[];
        notTyped: { code: string; message: string };
      };
      const far = Array.from({ length: t.size }, (_, q) => q).find((q) => q !== r && !t.isNeighbour(r, q));
      expect(e.far).toBe(far ?? null);
      if (far !== undefined) {
        expect(e.notNeighbour?.code).toBe(ErrorCodes.NOT_A_NEIGHBOUR);
        expect(e.notNeighbour?.message).toContain(`rank ${far} is not a neighbour of rank ${r}`);
      }
      expect(e.badRank.map((x) => x.code)).toEqual([ErrorCodes.INVALID_RANK, ErrorCodes.INVALID_RANK, ErrorCodes.INVALID_RANK]);
      expect(e.badRank.map((x) => x.message)).toEqual([
        expect.stringContaining(`got number ${t.size}`),
        expect.stringContaining('got number -1'),
        expect.stringContaining('got number 1.5'),
      ]);
      expect(e.wrongType).toHaveLength(t.neighbours(r).length);
      for (const w of e.wrongType) {
        expect(w.code).toBe(ErrorCodes.PROTOCOL);
        expect(w.message).toContain('int32[16 bytes]');
      }
      expect(e.notTyped.code).toBe(ErrorCodes.INVALID_ARGUMENT);
    }
  });

  it('per-link statistics are exact and identical from run to run', async () => {
    const runs = [];
    for (let i = 0; i < 2; i++) {
      runs.push(await cluster.run<ScenarioResult[], LinksOptions>(PROGRAM, { scenarios: [{ kind: 'stats', rounds: STATS_ROUNDS }] }));
    }
    let bytes = 0;
    for (let i = 0; i < STATS_ROUNDS; i++) bytes += statsLength(i);
    const want = (r: number): LinkStats[] =>
      t.neighbours(r).map(({ rank, port }) => ({
        port,
        peer: rank,
        sentMessages: STATS_ROUNDS,
        sentBytes: bytes,
        recvMessages: STATS_ROUNDS,
        recvBytes: bytes,
        forwardedFrames: 0,
        forwardedBytes: 0,
      }));
    for (const res of runs) {
      expect(res.links).toEqual(Array.from({ length: t.size }, (_, r) => want(r)));
      // Every message came straight from a neighbour: one hop each, none routed.
      expect(res.route).toEqual(
        Array.from({ length: t.size }, (_, r) => ({ routedMessages: 0, totalHops: STATS_ROUNDS * t.neighbours(r).length })),
      );
    }
    expect(runs[1]?.links).toEqual(runs[0]?.links);
    // Messages counted in the metrics too: each rank originated STATS_ROUNDS per neighbour.
    for (let r = 0; r < t.size; r++) expect(runs[0]?.ranks[r]?.totals.messages).toBe(STATS_ROUNDS * t.neighbours(r).length);
  }, 120_000);
});
