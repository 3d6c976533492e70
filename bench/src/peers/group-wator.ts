/**
 * WaTor: Meshwork's program (static strips, no balancing; shared and distributed storage) against
 * the peer with static strips and wrap/halo rows in SharedArrayBuffers; the example's sequential
 * reference against a plain loop of the same kernels.
 */
import {
  checksumOf,
  DEFAULTS,
  initialOcean,
  type WatorProgramOptions,
  type WatorRankResult,
  watorSequential,
} from '@meshwork/example-wator';
import { type GroupResult, type GroupSettings, pairRows, sameArray } from './group.ts';
import { exampleProgramUrl, MeshworkSides, meshworkTimes } from './meshwork.ts';
import { plainWator } from './plain.ts';
import { runRounds, type Side } from './rounds.ts';
import { WatorPeer } from './wator-peer.ts';

export async function watorGroup(g: GroupSettings): Promise<GroupResult> {
  const size = g.quick ? 128 : 512;
  const rules = { ...DEFAULTS, rows: size, cols: size, steps: g.quick ? 20 : 100 };
  const warm = { ...rules, steps: 3 };
  const reference = watorSequential(rules);
  const checksum = checksumOf(reference.cells);
  const initial = initialOcean(rules);
  const mw = new MeshworkSides(`ring:${g.threads}`, exampleProgramUrl(import.meta.resolve('@meshwork/example-wator')), g.execArgv);
  const peer = new WatorPeer(g.threads, g.spin, g.execArgv);
  const meshwork = (storage: 'distributed' | 'shared'): Side => {
    const opts = (o: typeof rules): WatorProgramOptions => ({ ...o, storage, balancer: 'static', every: 0 });
    return {
      name: `meshwork ${storage}`,
      warmup: () => mw.side(storage).run(opts(warm), () => 0),
      async run() {
        const r = await mw.side(storage).run<WatorRankResult>(opts(rules), (rs) => rs[0]?.computeMs ?? Number.NaN);
        const r0 = r.result[0];
        const correct = r0?.checksum === checksum && sameArray(r0.minnows, reference.minnows) && sameArray(r0.sharks, reference.sharks);
        return { times: meshworkTimes(r), correct };
      },
    };
  };
  const sides: Side[] = [
    meshwork('distributed'),
    meshwork('shared'),
    {
      name: 'peer SAB strips',
      warmup: () => peer.run(warm, initial),
      async run() {
        const t0 = performance.now();
        const r = await peer.run(rules, initial);
        const correct =
          sameArray(r.result.cells, reference.cells) &&
          sameArray(r.result.minnows, reference.minnows.subarray(1)) &&
          sameArray(r.result.sharks, reference.sharks.subarray(1));
        return { times: { compute: r.computeMs, job: performance.now() - t0 }, correct };
      },
    },
    {
      name: 'sequential reference',
      onHost: true,
      warmup: async () => watorSequential(warm),
      async run() {
        const t0 = performance.now();
        const r = watorSequential(rules);
        return { times: { whole: performance.now() - t0 }, correct: sameArray(r.cells, reference.cells) };
      },
    },
    {
      name: 'plain loop',
      onHost: true,
      warmup: async () => plainWator(warm, initial),
      async run() {
        const r = plainWator(rules, initial);
        return { times: { steps: r.ms }, correct: sameArray(r.result, reference.cells) };
      },
    },
  ];
  try {
    const series = await runRounds(sides, { runs: g.runs, warmups: g.warmups ?? 0, log: g.log });
    const title = `wator ${size}x${size}, ${rules.steps} steps, ${g.threads} threads, static row strips`;
    return {
      id: 'wator',
      title,
      series,
      rows: [
        ...pairRows(title, 'meshwork distributed', 'peer SAB strips'),
        ...pairRows(title, 'meshwork shared', 'peer SAB strips'),
        { group: title, subject: 'sequential reference whole', reference: 'plain loop steps' },
      ],
    };
  } finally {
    await Promise.all([mw.close(), peer.close()]);
  }
}
