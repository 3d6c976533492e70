/**
 * The synthetic workload on real threads: balancing changes where rows run, never the result,
 * and brings max/avg of work units down to each balancer's bound on a stationary hot spot.
 */
import { type Cluster, createCluster } from '@meshwork/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SyntheticOptions, type SyntheticResult, syntheticProgramUrl } from '../src/index.ts';
// the workload's own functions: not on the package's public surface since it was trimmed
import { checkProfile, rowCost, syntheticSequential } from '../src/synthetic/workload.ts';

const rows = 64;
const cols = 16;
const phases = 4;
const profile = { shape: 'hotspot', base: 1, amplitude: 40, width: 4, speed: 0, start: 0.3, seed: 5 } as const;
const reference = syntheticSequential(rows, cols, phases, checkProfile(profile));

function maxOverAvg(xs: readonly number[]): number {
  const avg = xs.reduce((s, x) => s + x, 0) / xs.length;
  return Math.max(...xs) / avg;
}

describe.each(['chain:4', 'mesh:2x2'])('synthetic workload on %s', (topology) => {
  let cluster: Cluster;
  beforeAll(() => {
    cluster = createCluster({ topology });
  });
  afterAll(async () => {
    await cluster.close();
  });

  const cases: [string, unknown, number][] = [
    ['static', undefined, Number.POSITIVE_INFINITY],
    ['central', undefined, 1.35],
    ['functional', { model: 'observed' }, 1.6],
  ];
  it.each(cases)('%s keeps the result and meets its bound', async (balancer, balancerOptions, bound) => {
    const opts: SyntheticOptions = {
      rows,
      cols,
      phases,
      profile,
      balancer,
      balancerOptions,
      policy: 'every',
      policyOptions: { k: 1 },
      gather: true,
    };
    const run = await cluster.run<SyntheticResult>(syntheticProgramUrl(), opts, { timeoutMs: 30_000 });
    const field = run.results[0]?.field as Float64Array;
    expect(field.length).toBe(reference.length);
    expect(field.every((v, i) => Object.is(v, reference[i]))).toBe(true);
    // Conservation of work: every phase's work units sum to the sequential total.
    for (let t = 0; t < phases; t++) {
      const perRank = run.results.map((r) => r.work[t] as number);
      const total = perRank.reduce((s, x) => s + x, 0);
      let expected = 0;
      for (let r = 0; r < rows; r++) expected += rowCost(checkProfile(profile), rows, r, t) * cols;
      expect(total).toBe(expected);
    }
    // Cut points identical on every rank.
    for (const r of run.results) expect(r.cuts).toEqual(run.results[0]?.cuts);
    const first = run.results.map((r) => r.work[0] as number);
    const last = run.results.map((r) => r.work[phases - 1] as number);
    if (balancer === 'static') {
      expect(maxOverAvg(last)).toBeCloseTo(maxOverAvg(first), 10);
    } else {
      expect(maxOverAvg(first)).toBeGreaterThan(1.5);
      expect(maxOverAvg(last)).toBeLessThan(bound);
      const report = run.results[0]?.reports[0];
      expect(report?.balancer).toBe(balancer);
      expect(report?.before.maxOverAvg).toBeCloseTo(maxOverAvg(first), 6);
    }
  });
});
