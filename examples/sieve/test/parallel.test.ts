/**
 * The SPMD sieve on real threads equals the sequential reference (counts and prime lists) for
 * seeded random N, 1 to 4 ranks and one 8-rank case, chain/ring/mesh/hypercube topologies, every
 * strategy the program runs (self with every chunk rule, steal) and emulated slow ranks. Every odd number is tested exactly once: the ranks' trial
 * divisions add up to the reference's, and the work units the runtime recorded are the executed
 * divisions (repeats included).
 */
import { type Cluster, createCluster, mulberry32, parseTopology } from '@meshwork/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_STRATEGIES, type SieveProgramOptions } from '../src/options.ts';
import type { SieveRankResult } from '../src/program.ts';
import { mergePrimes } from '../src/run.ts';
import { sieveSequential } from '../src/sequential.ts';

const PROGRAM = new URL('../src/program.ts', import.meta.url);
const TOPOLOGIES = ['chain:1', 'chain:2', 'ring:3', 'mesh:2x2', 'hypercube:3'];
/** `pnpm test` runs the topologies marked in CORE; `pnpm test:full` runs them all (vitest.config.ts). */
const FULL = process.env.MESHWORK_TEST_TIER === 'full';
const CORE = [2, 3];

function cases(topology: string, seed: number): SieveProgramOptions[] {
  const size = parseTopology(topology).size;
  const rnd = mulberry32(seed);
  // log-uniform N in [2, 1e5], plus tiny N where parts are empty or hold only 2
  const randomN = () => Math.max(2, Math.round(Math.exp(rnd() * Math.log(1e5))));
  const tiny = [2, 3, 10, 27];
  const rules = ['gss', 'tss', 'fac2', 'fixed:97'];
  const rule = (i: number) => rules[(seed + i) % rules.length] as string;
  const out: SieveProgramOptions[] = PROGRAM_STRATEGIES.map((strategy, i) => ({ n: randomN(), strategy, list: true, rule: rule(i) }));
  out.push(...PROGRAM_STRATEGIES.map((strategy, i) => ({ n: tiny[(seed + i) % tiny.length] as number, strategy, list: true })));
  if (size > 1) {
    const slow = { ranks: [size - 1], factor: 2 + (seed % 2) };
    out.push({ n: randomN(), strategy: 'functional', list: true, slow });
    out.push({ n: randomN(), strategy: 'calibrated', list: true, slow });
    out.push({ n: randomN(), strategy: 'static', list: true, slow });
    out.push({ n: randomN(), strategy: 'self', list: true, slow, rule: 'fac2' });
  }
  return out;
}

describe.each(TOPOLOGIES.map((t, i) => [t, i] as const).filter(([, i]) => FULL || CORE.includes(i)))('sieve on %s', (topology, index) => {
  let cluster: Cluster;
  beforeAll(() => {
    cluster = createCluster({ topology, waitTimeoutMs: 60_000 });
  });
  afterAll(async () => {
    await cluster?.close();
  });

  const name = (c: SieveProgramOptions) =>
    `${c.strategy}${c.strategy === 'self' ? `:${c.rule ?? 'gss'}` : ''} N=${c.n}${c.slow === undefined ? '' : ` slow ${c.slow.ranks}x${c.slow.factor}`}`;
  it.each(cases(topology, 100 + index).map((c) => [name(c), c] as const))('%s: count and primes equal the reference', async (_n, c) => {
    const run = await cluster.run<SieveRankResult>(PROGRAM, c);
    const ref = sieveSequential(c.n, { list: true });
    const size = cluster.size;
    expect(run.results).toHaveLength(size);
    for (const r of run.results) expect(r.total).toBe(ref.count);
    expect(run.results.reduce((s, r) => s + r.count, 0)).toBe(ref.count);
    expect(mergePrimes(run.results)).toEqual(ref.primes);
    // every odd number tested once; executed = logical * slowdown; the runtime recorded executed
    expect(run.results.reduce((s, r) => s + r.units, 0)).toBe(ref.units);
    const sieve = run.metrics.phases.find((p) => p.name === 'sieve');
    for (const r of run.results) {
      expect(r.executed).toBe(r.units * r.slowdown);
      expect(r.slowdown).toBe(c.slow?.ranks.includes(r.rank) === true ? c.slow.factor : 1);
      expect(sieve?.workUnits[r.rank]).toBe(r.executed);
    }
    if (c.strategy === 'cyclic' || c.strategy === 'self' || c.strategy === 'steal') {
      for (const r of run.results) expect(r.part).toBeUndefined();
      if (c.strategy !== 'cyclic') expect(run.results.every((r) => (r.chunks ?? -1) >= 0)).toBe(true);
      return;
    }
    // the range strategies: contiguous parts in rank order covering [2, N], the same cuts everywhere
    const cuts = run.results[0]?.cuts as number[];
    expect(cuts[0]).toBe(2);
    expect(cuts[size]).toBe(c.n + 1);
    for (const r of run.results) {
      expect(r.cuts).toEqual(cuts);
      expect(r.part).toEqual([cuts[r.rank], cuts[r.rank + 1]]);
    }
    if (c.strategy === 'static') expect(r0Report(run.results)).toBeUndefined();
    else if (size > 1) expect(r0Report(run.results)?.balancer).toBe('functional');
  });
});

function r0Report(results: readonly SieveRankResult[]) {
  return results[0]?.report;
}
