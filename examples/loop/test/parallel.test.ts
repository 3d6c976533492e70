/**
 * Every strategy gives the sequential checksum and work, at seeded random rank counts 1..8 and
 * seeded workloads: the SPMD strategies on a cluster, `central` on a piscina pool of P threads.
 */
import { type Cluster, createCluster, mulberry32 } from '@meshwork/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopProgramOptions, type LoopStrategy, PROGRAM_STRATEGIES } from '../src/options.ts';
import { CentralPool } from '../src/pool.ts';
import type { LoopRankResult } from '../src/program.ts';
import { loopSequential } from '../src/sequential.ts';

const PROGRAM = new URL('../src/program.ts', import.meta.url);
const rnd = mulberry32(2024);

function workload(): Omit<LoopProgramOptions, 'strategy'> {
  const d = [0.05, 0.1, 0.25, 0.5][Math.floor(rnd() * 4)] as number;
  return {
    rows: 8 + Math.floor(rnd() * 60),
    cols: 8 + Math.floor(rnd() * 60),
    d,
    F: 1 + rnd() * (1 / d - 1),
    mu: 1 + Math.floor(rnd() * 30),
    seed: Math.floor(rnd() * 1e6),
    at: rnd(),
  };
}

const CASES = Array.from({ length: 4 }, () => {
  const ranks = 1 + Math.floor(rnd() * 8);
  return {
    ranks,
    work: workload(),
    m: 1 + Math.floor(rnd() * ranks),
    rule: ['gss', 'tss', 'fac2', 'fixed:13'][Math.floor(rnd() * 4)] as string,
  };
});

/** `pnpm test` runs the first two cases; `pnpm test:full` all four (vitest.config.ts). */
const FULL = process.env.MESHWORK_TEST_TIER === 'full';

describe.each(FULL ? CASES : CASES.slice(0, 2))('loop on $ranks ranks', ({ ranks, work, m, rule }) => {
  const ref = loopSequential(work);
  const strategies: LoopStrategy[] = [...PROGRAM_STRATEGIES];
  // One cluster serves every strategy of a case: runs on one cluster are independent.
  let cluster: Cluster;
  beforeAll(() => {
    cluster = createCluster({ topology: `chain:${ranks}`, waitTimeoutMs: 60_000 });
  });
  afterAll(() => cluster.close());

  it.each(strategies)('%s: checksum and work units equal the reference', async (strategy) => {
    const opts: LoopProgramOptions = { ...work, strategy, m, rule, chunk: 1 + Math.floor(ref.iterations / 97) };
    const run = await cluster.run<LoopRankResult>(PROGRAM, opts);
    for (const r of run.results) expect(r.total).toBe(ref.checksum);
    expect(run.results.reduce((s, r) => s + r.units, 0)).toBe(ref.units);
    expect(run.results.reduce((s, r) => s + r.iterations, 0)).toBe(ref.iterations);
    const phase = run.metrics.phases.find((p) => p.name === 'loop');
    expect(phase?.workUnits).toEqual(run.results.map((r) => r.units));
  });

  it('central (piscina queue): checksum and work units equal the reference', async () => {
    const pool = new CentralPool({ ...work, strategy: 'central', rule }, ranks);
    try {
      const c = await pool.run();
      expect(c.checksum).toBe(ref.checksum);
      expect(c.threads.reduce((s, t) => s + t.units, 0)).toBe(ref.units);
      expect(c.threads).toHaveLength(ranks);
    } finally {
      await pool.close();
    }
  });
});
