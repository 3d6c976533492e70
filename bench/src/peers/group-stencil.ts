/**
 * Stencil: Meshwork's example program (distributed and shared storage) against the SAB + barrier
 * peer, and the example's sequential reference against a plain loop. Same block split of the rows.
 */
import {
  DEFAULTS,
  initialField,
  type StencilProgramOptions,
  type StencilRankResult,
  stencilSequential,
  stencilSequentialTimed,
} from '@meshwork/example-stencil';
import { type GroupResult, type GroupSettings, pairRows, sameArray } from './group.ts';
import { exampleProgramUrl, MeshworkSides, meshworkTimes } from './meshwork.ts';
import { plainStencil } from './plain.ts';
import { runRounds, type Side } from './rounds.ts';
import { StencilPeer } from './stencil-peer.ts';

/** The checksum the example's program reports for a field. */
export function stencilChecksum(field: Float64Array): number {
  let checksum = 0;
  for (let i = 0; i < field.length; i++) checksum += (field[i] as number) * ((i % 7) + 1);
  return checksum;
}

export async function stencilGroup(g: GroupSettings): Promise<GroupResult> {
  const size = g.quick ? 256 : 1024;
  const config = { ...DEFAULTS, rows: size, cols: size, iterations: g.quick ? 50 : 200 };
  const warm = { ...config, iterations: 2 };
  const reference = stencilSequential(config);
  const checksum = stencilChecksum(reference);
  const initial = initialField(config);
  const mw = new MeshworkSides(`mesh:${g.threads}x1`, exampleProgramUrl(import.meta.resolve('@meshwork/example-stencil')), g.execArgv);
  const peer = new StencilPeer(g.threads, g.spin, g.execArgv);
  const meshwork = (storage: 'distributed' | 'shared'): Side => {
    const opts = (o: typeof config): StencilProgramOptions => ({ ...o, storage, gather: false });
    return {
      name: `meshwork ${storage}`,
      warmup: () => mw.side(storage).run(opts(warm), () => 0),
      async run() {
        const r = await mw.side(storage).run<StencilRankResult>(opts(config), (rs) => rs[0]?.computeMs ?? Number.NaN);
        return { times: meshworkTimes(r), correct: r.result[0]?.checksum === checksum };
      },
    };
  };
  const sides: Side[] = [
    meshwork('distributed'),
    meshwork('shared'),
    {
      name: 'peer SAB+barrier',
      warmup: () => peer.run(warm, initial),
      async run() {
        const t0 = performance.now();
        const r = await peer.run(config, initial);
        return { times: { compute: r.computeMs, job: performance.now() - t0 }, correct: sameArray(r.result, reference) };
      },
    },
    {
      name: 'sequential reference',
      onHost: true,
      warmup: async () => stencilSequential(warm),
      async run() {
        const t0 = performance.now();
        const r = stencilSequentialTimed(config);
        return { times: { sweeps: r.sweepMs, whole: performance.now() - t0 }, correct: sameArray(r.field, reference) };
      },
    },
    {
      name: 'plain loop',
      onHost: true,
      warmup: async () => plainStencil(warm, initial),
      async run() {
        const r = plainStencil(config, initial);
        return { times: { sweeps: r.ms }, correct: sameArray(r.result, reference) };
      },
    },
  ];
  try {
    const series = await runRounds(sides, { runs: g.runs, warmups: g.warmups ?? 0, log: g.log });
    const title = `stencil ${size}x${size}, ${config.iterations} sweeps, ${g.threads} threads, static block rows`;
    return {
      id: 'stencil',
      title,
      series,
      rows: [
        ...pairRows(title, 'meshwork distributed', 'peer SAB+barrier'),
        ...pairRows(title, 'meshwork shared', 'peer SAB+barrier'),
        { group: title, subject: 'sequential reference sweeps', reference: 'plain loop sweeps' },
        {
          group: title,
          subject: 'sequential reference whole',
          reference: 'plain loop sweeps',
          note: 'whole: with the initial field, padding and copy out, which the ranks do not time',
        },
      ],
    };
  } finally {
    await Promise.all([mw.close(), peer.close()]);
  }
}
