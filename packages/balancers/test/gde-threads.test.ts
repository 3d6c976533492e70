/**
 * GDE on real worker threads: the distributed decision maker must reproduce the simulator
 * exactly (sweeps, final abstract loads, every FlowTrace), every rank must return the same cuts,
 * the remap must conserve the grid, and the balance must help. Each case runs twice on its
 * cluster: with shared-memory collectives and with topology-faithful link collectives (the
 * adjuster's collectives then share the links with the decision maker's messages); both must
 * decide the same.
 *
 * Time: most of each case is worker start-up (8 ranks on 2 cores take seconds); the balance
 * itself takes tens of ms.
 */
import { type BalanceReport, type Cluster, createCluster, parseTopology } from '@meshwork/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { simulateGde } from '../src/gde/index.ts';

interface RankOut {
  readonly rank: number;
  readonly procCoords: number[];
  readonly loadBefore: number;
  readonly loadAfter: number;
  readonly gatheredEqual: boolean | undefined;
  readonly report: BalanceReport;
  readonly range: { report: BalanceReport; before: number; after: number } | undefined;
}

const open: Cluster[] = [];
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
});

const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);
const maxOverAvg = (xs: readonly number[]): number => Math.max(...xs) / (sum(xs) / xs.length);

/**
 * Stated bounds on max/avg after one balance. Strips: rows carry at most ~4% of a part's load
 * here, and a part's error is at most about one row (half a row at each of its boundaries).
 * 2x2 boxes: the orthogonal cuts balance processor hyperplanes, not single ranks.
 */
const CASES = [
  { topology: 'chain:4', shape: [256, 8], bound: 1.05, range: 5000 },
  { topology: 'ring:8', shape: [256, 8], bound: 1.05, range: undefined },
  { topology: 'mesh:2x2', shape: [96, 96], bound: 1.1, range: undefined },
  { topology: 'hypercube:3', shape: [256, 8], bound: 1.05, range: undefined },
] as const;

function checkDecision(
  topology: string,
  outs: readonly RankOut[],
  pick: (o: RankOut) => BalanceReport,
): { sweeps: number; details: Record<string, unknown> } {
  const r0 = pick(outs[0] as RankOut);
  const details = r0.details as Record<string, unknown>;
  const sim = simulateGde(parseTopology(topology), details.loads as number[], { lambda: 'opt' });
  expect(r0.sweeps).toBe(sim.sweeps);
  expect(details.finalLoads).toEqual(sim.final);
  expect(details.flowTrace).toEqual(sim.flowTrace);
  expect(details.converged).toBe(true);
  expect(details.lambda).toBe(sim.lambda);
  expect(details.delta).toBe(sim.delta);
  for (const o of outs) {
    const r = pick(o);
    expect(r.cuts).toEqual(r0.cuts);
    expect(r.sweeps).toBe(r0.sweeps);
    expect(r.details).toEqual(details);
  }
  return { sweeps: r0.sweeps, details };
}

describe('gde on threads', () => {
  for (const c of CASES) {
    it(`${c.topology}: decision equals the simulator, identical cuts, data conserved, max/avg <= ${c.bound}`, async () => {
      const t0 = performance.now();
      const cluster = createCluster({ topology: c.topology });
      open.push(cluster);
      try {
        const url = new URL('./programs/gde-balance.ts', import.meta.url);
        const opts = { shape: c.shape, seed: 11, range: c.range };
        const run = await cluster.run<RankOut>(url, opts, { timeoutMs: 100_000 });
        const outs = run.results;
        const r0 = (outs[0] as RankOut).report;
        const { details } = checkDecision(c.topology, outs, (o) => o.report);
        // Abstract loads are the tile totals (integer work units, scale 1).
        expect(details.loads).toEqual(outs.map((o) => o.loadBefore));
        expect((outs[0] as RankOut).gatheredEqual).toBe(true);
        expect(sum(outs.map((o) => o.loadAfter))).toBe(sum(outs.map((o) => o.loadBefore)));
        const before = maxOverAvg(outs.map((o) => o.loadBefore));
        const after = maxOverAvg(outs.map((o) => o.loadAfter));
        expect(after).toBeLessThan(before);
        expect(after).toBeLessThanOrEqual(c.bound);
        expect((details.adjustRounds as number[]).every((r) => r >= 1)).toBe(true);

        // Same decision with link collectives.
        const viaLinks = await cluster.run<RankOut>(url, opts, { timeoutMs: 60_000, collectives: 'links' });
        checkDecision(c.topology, viaLinks.results, (o) => o.report);
        expect((viaLinks.results[0] as RankOut).report.cuts).toEqual(r0.cuts);
        expect((viaLinks.results[0] as RankOut).report.details).toEqual(details);

        let rangeText = '';
        if (c.range !== undefined) {
          const rr = checkDecision(c.topology, outs, (o) => (o.range as { report: BalanceReport }).report);
          const rb = maxOverAvg(outs.map((o) => (o.range as { before: number }).before));
          const ra = maxOverAvg(outs.map((o) => (o.range as { after: number }).after));
          expect(ra).toBeLessThan(rb);
          // Totals only: the adjuster assumes uniform cost inside a part, so one balance lands near, not on, the target.
          expect(ra).toBeLessThanOrEqual(1.05);
          rangeText = `; range of ${c.range} (totals only): ${rr.sweeps} sweeps, max/avg ${rb.toFixed(3)} -> ${ra.toFixed(3)}`;
        }
        console.log(
          `${c.topology}: lambda=${(details.lambda as number).toFixed(4)} Delta=${details.delta} sweeps=${r0.sweeps} ` +
            `max/avg ${before.toFixed(3)} -> ${after.toFixed(3)} (GDE's abstract target ${maxOverAvg(details.finalLoads as number[]).toFixed(4)}); ` +
            `flows ${JSON.stringify(details.flows)}; moves ${JSON.stringify(details.moves)}; adjust rounds ${JSON.stringify(details.adjustRounds)}; ` +
            `decision ${r0.decisionMs.toFixed(1)} ms; run ${run.wallMs.toFixed(0)} ms (first), ${viaLinks.wallMs.toFixed(0)} ms (links)${rangeText}; total ${(performance.now() - t0).toFixed(0)} ms`,
        );
      } finally {
        await cluster.close();
      }
      // Run deadlines are hang guards: on a stalled 2-core host 8 threads can take most of a minute to start.
    }, 200_000);
  }
});
