/**
 * GDE on real worker threads: the distributed decision maker must reproduce the simulator
 * exactly (sweeps, final abstract loads, every FlowTrace), every rank must return the same cuts,
 * the remap must conserve the grid, and the balance must help.
 */
import { type BalanceReport, type Cluster, createCluster, parseTopology } from '@meshwork/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { simulateGde } from '../src/gde/index.js';

interface RankOut {
  readonly rank: number;
  readonly procCoords: number[];
  readonly loadBefore: number;
  readonly loadAfter: number;
  readonly gatheredEqual: boolean | undefined;
  readonly report: BalanceReport;
}

const open: Cluster[] = [];
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
});

const maxOverAvg = (xs: readonly number[]): number => Math.max(...xs) / (xs.reduce((s, x) => s + x, 0) / xs.length);

/** Bound on max/avg after one balance (plane granularity and, in 2-D, the orthogonal cuts). */
const CASES = [
  { topology: 'chain:4', shape: [256, 8], bound: 1.05 },
  { topology: 'ring:8', shape: [256, 8], bound: 1.05 },
  { topology: 'mesh:2x2', shape: [96, 96], bound: 1.1 },
  { topology: 'hypercube:3', shape: [256, 8], bound: 1.05 },
] as const;

describe('gde on threads', () => {
  for (const c of CASES) {
    it(`${c.topology}: decision equals the simulator, identical cuts, data conserved, max/avg <= ${c.bound}`, async () => {
      const t0 = performance.now();
      const cluster = createCluster({ topology: c.topology });
      open.push(cluster);
      try {
        const run = await cluster.run<RankOut>(new URL('./programs/gde-balance.ts', import.meta.url), { shape: c.shape, seed: 11 }, { timeoutMs: 15_000 });
        const outs = run.results;
        const r0 = (outs[0] as RankOut).report;
        const details = r0.details as Record<string, unknown>;
        const loads = details.loads as number[];
        // Abstract loads are the tile totals (integer work units, scale 1).
        expect(loads).toEqual(outs.map((o) => o.loadBefore));

        const topology = parseTopology(c.topology);
        const sim = simulateGde(topology, loads, { lambda: 'opt' });
        expect(r0.sweeps).toBe(sim.sweeps);
        expect(details.finalLoads).toEqual(sim.final);
        expect(details.flowTrace).toEqual(sim.flowTrace);
        expect(details.converged).toBe(true);
        expect(details.lambda).toBe(sim.lambda);
        expect(details.delta).toBe(sim.delta);

        for (const o of outs) {
          expect(o.report.cuts).toEqual(r0.cuts);
          expect(o.report.sweeps).toBe(r0.sweeps);
          expect(o.report.details).toEqual(details);
        }
        expect((outs[0] as RankOut).gatheredEqual).toBe(true);
        const before = maxOverAvg(outs.map((o) => o.loadBefore));
        const after = maxOverAvg(outs.map((o) => o.loadAfter));
        expect(outs.reduce((s, o) => s + o.loadAfter, 0)).toBe(outs.reduce((s, o) => s + o.loadBefore, 0));
        console.log(c.topology, 'before', outs.map((o) => o.loadBefore).join(' '), 'after', outs.map((o) => o.loadAfter).join(' '), 'gde final', (details.finalLoads as number[]).join(' '), 'flows', JSON.stringify(details.flows), 'rounds', JSON.stringify(details.adjustRounds), 'unmet', JSON.stringify(details.unmetFlow));
        expect(after).toBeLessThan(before);
        expect(after).toBeLessThanOrEqual(c.bound);
        console.log(
          `${c.topology}: lambda=${(details.lambda as number).toFixed(4)} Delta=${details.delta} sweeps=${r0.sweeps} (sim ${sim.sweeps}) ` +
            `max/avg ${before.toFixed(3)} -> ${after.toFixed(3)}; cuts ${JSON.stringify(r0.cuts)}; moves ${JSON.stringify(details.moves)}; ` +
            `decision ${r0.decisionMs.toFixed(1)} ms, ${r0.unitsMoved} planes moved; run ${run.wallMs.toFixed(0)} ms, total ${(performance.now() - t0).toFixed(0)} ms`,
        );
      } finally {
        await cluster.close();
      }
    });
  }
});
