/**
 * The micro suite: each group is measured side by side in one process (./harness.ts), every
 * runtime figure next to the raw limit it is judged against.
 */
import { type Cluster, type ClusterOptions, createCluster, DEFAULT_LINK_BYTES } from '@meshwork/runtime';
import { bug } from '@meshwork/runtime/plugin';
import { Bench } from 'tinybench';
import type { MicroOptions, MicroResult } from '../programs/micro.ts';
import { cloneRoundTrip, makeRecords, packrRoundTrip, recordsPackr } from './codec.ts';
import { type HarnessOptions, measureGroup, type RowResult, type RowSpec, type TrialFn } from './harness.ts';
import { EchoPort, NoopPool } from './ports.ts';
import { RawThreads } from './raw.ts';

const PROGRAM = new URL('../programs/micro.js', import.meta.url);
const MiB = 1 << 20;
/** Link sizes of the bandwidth group (the default, DEFAULT_LINK_BYTES, is 1 MiB). */
const LINK_SIZES = [256 * 1024, MiB, 2 * MiB] as const;
const TIME = { kind: 'time' } as const;

export interface SuiteOptions extends HarnessOptions {
  /** Run only groups whose id contains one of these strings. */
  readonly only?: readonly string[];
}

export interface GroupResult {
  readonly id: string;
  readonly title: string;
  readonly rows: RowResult[];
}

interface Group {
  readonly id: string;
  readonly title: string;
  readonly run: (o: HarnessOptions) => Promise<RowResult[]>;
}

/** One cluster trial: run the micro program once, return the timing rank's µs per iteration. */
function clusterTrial(cluster: Cluster, options: (n: number) => MicroOptions, onResult?: (r: MicroResult) => void): TrialFn {
  return async (n) => {
    const run = await cluster.run<MicroResult | null>(PROGRAM, options(n));
    const got = run.results.find((r): r is MicroResult => r !== null);
    if (got === undefined) throw bug(`micro program ${options(n).kind}: no rank reported a time`);
    onResult?.(got);
    return got.us;
  };
}

/** One tinybench run of `fn` for about `timeMs`; returns the mean latency in µs. */
async function tinyTrial(name: string, fn: () => void, timeMs: number): Promise<number> {
  const bench = new Bench({ time: timeMs, iterations: 8, warmup: false, throws: true });
  bench.add(name, fn);
  await bench.run();
  const r = bench.tasks[0]?.result;
  if (r === undefined || (r.state !== 'completed' && r.state !== 'aborted-with-statistics')) {
    throw bug(`tinybench ${name}: ${r === undefined ? 'no result' : r.state}`);
  }
  return r.latency.mean * 1000;
}

async function withCluster<T>(options: ClusterOptions, f: (c: Cluster) => Promise<T>): Promise<T> {
  const cluster = createCluster(options);
  try {
    return await f(cluster);
  } finally {
    await cluster.close();
  }
}

async function withRaw<T>(threads: number, spin: number | undefined, f: (r: RawThreads) => Promise<T>): Promise<T> {
  const raw = new RawThreads(spin === undefined ? { threads } : { threads, spin });
  try {
    return await f(raw);
  } finally {
    await raw.close();
  }
}

const groups: Group[] = [
  {
    id: 'rt2',
    title: "2 ranks, chain:2, spin: 'auto' (spins: 2 threads on 2 cores) - round trip, barrier, allreduce",
    run: (o) =>
      withRaw(2, undefined, (raw) =>
        withCluster({ topology: 'chain:2', spin: 'auto' }, (c) =>
          measureGroup(
            [
              { name: 'raw Atomics ping-pong, 2 threads', metric: TIME, trial: (n) => raw.pingpong(n), minN: 200 },
              {
                name: 'link ping-pong 8 B, 2 ranks',
                metric: TIME,
                trial: clusterTrial(c, (n) => ({ kind: 'pingpong', n, pairs: 'one' })),
                ref: 'raw Atomics ping-pong, 2 threads',
                target: { max: 3 },
                minN: 200,
                note: 'recvInto a reused buffer',
              },
              {
                name: 'link ping-pong 8 B, recv (new array), 2 ranks',
                metric: TIME,
                trial: clusterTrial(c, (n) => ({ kind: 'pingpong', n, pairs: 'one', alloc: true })),
                ref: 'raw Atomics ping-pong, 2 threads',
                minN: 200,
              },
              { name: 'raw Atomics barrier, 2 threads', metric: TIME, trial: (n) => raw.barrier(n), minN: 200 },
              {
                name: 'barrier ctx.comm (shm), 2 ranks',
                metric: TIME,
                trial: clusterTrial(c, (n) => ({ kind: 'barrier', n, via: 'shm' })),
                ref: 'raw Atomics barrier, 2 threads',
                target: { max: 3 },
                minN: 200,
              },
              {
                name: 'barrier ctx.commLinks, 2 ranks',
                metric: TIME,
                trial: clusterTrial(c, (n) => ({ kind: 'barrier', n, via: 'links' })),
                ref: 'raw Atomics ping-pong, 2 threads',
                minN: 200,
                note: 'topology-faithful: a token up the tree and back, i.e. a link round trip at 2 ranks',
              },
              {
                name: 'allreduce sum shm, 2 ranks',
                metric: TIME,
                trial: clusterTrial(c, (n) => ({ kind: 'allreduce', n, via: 'shm' })),
                ref: 'raw Atomics barrier, 2 threads',
                minN: 200,
              },
              {
                name: 'allreduce sum links, 2 ranks',
                metric: TIME,
                trial: clusterTrial(c, (n) => ({ kind: 'allreduce', n, via: 'links' })),
                ref: 'raw Atomics barrier, 2 threads',
                minN: 200,
              },
              {
                name: 'balance that moves nothing, gde, 1024 x 1024 strips, 2 ranks',
                metric: TIME,
                trial: clusterTrial(c, (n) => ({ kind: 'balance', n, balancer: 'gde', rows: 1024, cols: 1024 })),
                ref: 'raw Atomics barrier, 2 threads',
                target: { maxValue: 40 },
                minN: 200,
                // the warm cost: V8 reaches its optimised code for the balance path after a few
                // thousand balances (measured: ~180 us per balance over the first 3000, ~30 after 9000)
                preheatN: 10_000,
                note: 'a balancing driver phase: one load gather (plane loads of 1024 rows), the decision on every rank (after 10 000 untimed balances)',
              },
            ],
            o,
          ),
        ),
      ),
  },
  {
    id: 'rt2wait',
    title: '2 ranks, spin: false (Atomics.wait on every hop) - context for the waiting path',
    run: (o) =>
      withRaw(2, 0, (raw) =>
        withCluster({ topology: 'chain:2', spin: false }, (c) =>
          measureGroup(
            [
              { name: 'raw Atomics ping-pong, 2 threads, wait', metric: TIME, trial: (n) => raw.pingpong(n), minN: 50 },
              {
                name: 'link ping-pong 8 B, 2 ranks, wait',
                metric: TIME,
                trial: clusterTrial(c, (n) => ({ kind: 'pingpong', n, pairs: 'one' })),
                ref: 'raw Atomics ping-pong, 2 threads, wait',
                minN: 50,
              },
            ],
            o,
          ),
        ),
      ),
  },
  {
    id: 'rt8',
    title: "8 ranks, ring:8, spin: 'auto' (no spin: 8 threads on 2 cores) - round trip",
    run: (o) =>
      withRaw(8, undefined, (raw) =>
        withCluster({ topology: 'ring:8', spin: 'auto' }, (c) =>
          measureGroup(
            [
              { name: 'raw Atomics ping-pong, 8 threads, pair 0-1', metric: TIME, trial: (n) => raw.pingpong(n, 'one'), minN: 50 },
              {
                name: 'link ping-pong 8 B, ring:8, pair 0-1',
                metric: TIME,
                trial: clusterTrial(c, (n) => ({ kind: 'pingpong', n, pairs: 'one' })),
                ref: 'raw Atomics ping-pong, 8 threads, pair 0-1',
                target: { max: 1.5 },
                minN: 50,
                note: 'ranks 2..7 idle in ctx.comm.barrier()',
              },
              { name: 'raw Atomics ping-pong, 8 threads, 4 pairs', metric: TIME, trial: (n) => raw.pingpong(n, 'all'), minN: 50 },
              {
                name: 'link ping-pong 8 B, ring:8, 4 pairs',
                metric: TIME,
                trial: clusterTrial(c, (n) => ({ kind: 'pingpong', n, pairs: 'all' })),
                ref: 'raw Atomics ping-pong, 8 threads, 4 pairs',
                target: { max: 1.5 },
                minN: 50,
              },
            ],
            o,
          ),
        ),
      ),
  },
  {
    id: 'pool',
    title: 'what a pool user has: MessagePort and piscina round trips (main thread <-> 1 worker)',
    run: async (o) => {
      const port = new EchoPort();
      const pool = new NoopPool(1);
      try {
        return await measureGroup(
          [
            {
              name: 'MessagePort round trip (async)',
              metric: TIME,
              trial: (n) => port.roundTrips(n),
              ref: 'link ping-pong 8 B, 2 ranks',
              minN: 50,
            },
            { name: 'piscina run() no-op', metric: TIME, trial: (n) => pool.roundTrips(n), ref: 'link ping-pong 8 B, 2 ranks', minN: 50 },
          ],
          o,
        );
      } finally {
        await port.close();
        await pool.close();
      }
    },
  },
  {
    id: 'bw',
    title: '1 MiB Float64Array through a link (send / recvInto), chain:2, vs Uint8Array.set 1 MiB on the main thread',
    run: (o) =>
      withRaw(2, undefined, async (raw) => {
        const local = new Uint8Array(MiB).map((_, i) => i & 255);
        const shared = new Uint8Array(new SharedArrayBuffer(MiB));
        const back = new Uint8Array(MiB);
        const streamOpts = (n: number): MicroOptions => ({ kind: 'stream', n, bytes: MiB, verify: true });
        const BW = { kind: 'bandwidth', bytes: MiB } as const;
        const SET = 'Uint8Array.set 1 MiB local->SAB';
        const KiB = 1024;
        // Each link size next to the raw stream with its chunking: chunks of at most 128 KiB, as
        // many as the ring holds (two in a 256 KiB ring, eight in the default 1 MiB ring).
        const links = LINK_SIZES.map((bytes) => {
          const slots = Math.max(2, bytes / (128 * KiB));
          return {
            bytes,
            slots,
            cluster: createCluster({ topology: 'chain:2', spin: 'auto', linkBytes: bytes }),
            corrupt: 0,
            rawName: `raw 2-thread stream 1 MiB, ${slots} x 128 KiB slots`,
            name: `link 1 MiB, linkBytes ${bytes >= MiB ? `${bytes / MiB} MiB` : `${bytes / KiB} KiB`}${bytes === DEFAULT_LINK_BYTES ? ' (default)' : ''}`,
          };
        });
        try {
          const rows: RowSpec[] = [
            { name: SET, metric: BW, trial: () => tinyTrial('set local->SAB', () => shared.set(local), o.targetMs), fixedN: 1 },
            {
              name: 'Uint8Array.set 1 MiB SAB->local',
              metric: BW,
              trial: () => tinyTrial('set SAB->local', () => back.set(shared), o.targetMs),
              fixedN: 1,
            },
            ...links.map(
              (l): RowSpec => ({
                name: l.rawName,
                metric: BW,
                trial: (n) => raw.stream(n, MiB, 128 * KiB, l.slots),
                ref: SET,
                minN: 8,
                note: `the physical limit of a ${l.bytes / KiB} KiB link: copy in on one core, copy out on the other`,
              }),
            ),
            ...links.map(
              (l): RowSpec => ({
                name: l.name,
                metric: BW,
                trial: clusterTrial(l.cluster, streamOpts, (r) => {
                  l.corrupt += r.corrupt ?? 0;
                }),
                ref: SET,
                alsoRef: l.rawName,
                // The goal holds for the default ring; the other sizes show how depth matters.
                ...(l.bytes === DEFAULT_LINK_BYTES ? { target: { min: 0.4 } } : {}),
                minN: 8,
              }),
            ),
          ];
          const out = await measureGroup(rows, o);
          for (const [i, l] of links.entries()) (out[2 + links.length + i] as RowResult).extra = { corruptMessages: l.corrupt };
          const corrupt = links.reduce((sum, l) => sum + l.corrupt, 0);
          if (corrupt > 0) o.log?.(`  WARNING: recvInto delivered ${corrupt} messages whose content was not the message sent`);
          return out;
        } finally {
          await Promise.all(links.map((l) => l.cluster.close()));
        }
      }),
  },
  {
    id: 'loads',
    title: "a phase's loads, tallied in work units vs measured (driver.measure), 512 x 512 int32 rows, chain:2",
    run: (o) =>
      withCluster({ topology: 'chain:2', spin: 'auto' }, (c) => {
        const phase = (loads: 'work' | 'time') => clusterTrial(c, (n) => ({ kind: 'loads', n, loads, rows: 512, cols: 512, rounds: 4 }));
        const WORK = 'phase, loads tallied in work units, 2 ranks';
        return measureGroup(
          [
            {
              name: WORK,
              metric: TIME,
              trial: phase('work'),
              minN: 20,
              note: "the kernel row by row, each row's units into a Float64Array",
            },
            {
              name: 'phase, loads measured (driver.measure), 2 ranks',
              metric: TIME,
              trial: phase('time'),
              ref: WORK,
              target: { max: 1.01 },
              minN: 20,
              note: 'the kernel in blocks of rows, one performance.now() per block, blocks sized to >= 20 us',
            },
          ],
          o,
        );
      }),
  },
  {
    id: 'codec',
    title: '1000 small records { id, x, y, name }: msgpackr records vs structuredClone (tinybench, main thread)',
    run: (o) => {
      const records = makeRecords(1000);
      const packr = recordsPackr();
      return measureGroup(
        [
          {
            name: 'structuredClone 1000 records',
            metric: TIME,
            trial: () => tinyTrial('structuredClone', () => cloneRoundTrip(records), o.targetMs),
            fixedN: 1,
          },
          {
            name: 'msgpackr records pack+unpack 1000',
            metric: TIME,
            trial: () => tinyTrial('msgpackr', () => packrRoundTrip(packr, records), o.targetMs),
            fixedN: 1,
            ref: 'structuredClone 1000 records',
          },
        ],
        o,
      );
    },
  },
];

export const GROUP_IDS: readonly string[] = groups.map((g) => g.id);

export async function runMicro(o: SuiteOptions): Promise<GroupResult[]> {
  const out: GroupResult[] = [];
  for (const g of groups) {
    if (o.only !== undefined && o.only.length > 0 && !o.only.some((s) => g.id === s)) continue;
    o.log?.(`[${g.id}] ${g.title}`);
    const t0 = performance.now();
    const rows = await g.run(o);
    o.log?.(`  (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    out.push({ id: g.id, title: g.title, rows });
  }
  return out;
}
