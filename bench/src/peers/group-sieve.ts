/**
 * Sieve: Meshwork's program with the static block split and with self-scheduling from a shared
 * counter (fixed chunks), against the peers with the same splits, and a piscina pool fed the same
 * chunks one `pool.run` each; the example's sequential reference against a plain loop.
 */
import { type SieveProgramOptions, type SieveRankResult, sieveSequential } from '@meshwork/example-sieve';
import { type GroupResult, type GroupSettings, pairRows } from './group.ts';
import { exampleProgramUrl, MeshworkSide, meshworkTimes } from './meshwork.ts';
import { plainSieve } from './plain.ts';
import { runRounds, type Side } from './rounds.ts';
import { SievePeer, SievePoolPeer } from './sieve-peer.ts';

export async function sieveGroup(g: GroupSettings): Promise<GroupResult> {
  const n = g.quick ? 200_000 : 3_000_000;
  const chunk = Math.ceil((n - 1) / 64);
  const warmN = 100_000;
  const expected = sieveSequential(n).count;
  const mw = new MeshworkSide(`chain:${g.threads}`, exampleProgramUrl(import.meta.resolve('@meshwork/example-sieve')), g.execArgv);
  const peer = new SievePeer(g.threads, g.spin, g.execArgv);
  const pool = new SievePoolPeer(g.threads);
  const meshwork = (name: string, opts: (n: number) => SieveProgramOptions): Side => ({
    name,
    warmup: () => mw.run(opts(warmN), () => 0),
    async run() {
      const r = await mw.run<SieveRankResult>(opts(n), (rs) => rs[0]?.computeMs ?? Number.NaN);
      return { times: meshworkTimes(r), correct: r.result[0]?.total === expected };
    },
  });
  const team = (name: string, split: 'block' | 'counter'): Side => ({
    name,
    warmup: () => peer.run({ n: warmN, chunk: Math.ceil(warmN / 64) }, split),
    async run() {
      const t0 = performance.now();
      const r = await peer.run({ n, chunk }, split);
      return { times: { compute: r.computeMs, job: performance.now() - t0 }, correct: r.result === expected };
    },
  });
  const sides: Side[] = [
    meshwork('meshwork static', (n) => ({ n, strategy: 'static' })),
    team('peer block', 'block'),
    meshwork(`meshwork self fixed:${chunk}`, (n) => ({ n, strategy: 'self', rule: `fixed:${Math.ceil((n - 1) / 64)}` })),
    team('peer counter', 'counter'),
    {
      name: 'peer piscina',
      warmup: () => pool.run({ n: warmN, chunk: Math.ceil(warmN / 64) }),
      async run() {
        const r = await pool.run({ n, chunk });
        return { times: { job: r.computeMs }, correct: r.result === expected };
      },
    },
    {
      name: 'sequential reference',
      onHost: true,
      warmup: async () => sieveSequential(warmN),
      async run() {
        const t0 = performance.now();
        const r = sieveSequential(n);
        return { times: { whole: performance.now() - t0 }, correct: r.count === expected };
      },
    },
    {
      name: 'plain loop',
      onHost: true,
      warmup: async () => plainSieve(warmN),
      async run() {
        const r = plainSieve(n);
        return { times: { whole: r.ms }, correct: r.result === expected };
      },
    },
  ];
  try {
    const series = await runRounds(sides, { runs: g.runs, warmups: g.warmups ?? 0, log: g.log });
    const title = `sieve [2, ${n}], ${g.threads} threads; chunks of ${chunk} numbers (64 chunks)`;
    const self = `meshwork self fixed:${chunk}`;
    return {
      id: 'sieve',
      title,
      series,
      rows: [
        ...pairRows(title, 'meshwork static', 'peer block'),
        ...pairRows(title, self, 'peer counter'),
        { group: title, subject: `${self} job`, reference: 'peer piscina job' },
        { group: title, subject: 'sequential reference whole', reference: 'plain loop whole' },
      ],
    };
  } finally {
    await Promise.all([mw.close(), peer.close(), pool.close()]);
  }
}
