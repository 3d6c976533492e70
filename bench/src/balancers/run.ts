/**
 * Balancer bench (macro): every balancer on the synthetic workload, side by side with `static`
 * in the same run, at P = 2 (real parallelism on 2 cores) and P = 8, 16 (more ranks than cores:
 * judge those by work units and thread CPU time). Plus GDE decision sweeps vs P per topology.
 *
 *   node dist/balancers/run.js [--quick] [--json]
 */

import { type SyntheticOptions, type SyntheticResult, simulateGde, syntheticProgramUrl } from '@meshwork/balancers';
import { median } from '@meshwork/harness';
import { chain, createCluster, hypercube, mesh, mulberry32, ring, type Topology, torus } from '@meshwork/runtime';

interface Row {
  readonly P: number;
  readonly balancer: string;
  /** max/avg of work units in the first phase (before any balance). */
  readonly before: number;
  /** mean max/avg of work units over the phases after the first balance. */
  readonly after: number;
  /** LE of thread CPU time over the whole run, a fraction in [0, 1] (the table shows percent). */
  readonly leBusy: number;
  readonly decisionMs: number;
  readonly bytesMoved: number;
  readonly rowsMoved: number;
  /** compute wall ms (median over repeats) and ratio to static in the same run. */
  readonly wallMs: number;
  readonly vsStatic: number;
}

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const json = args.has('--json');

const BALANCERS: readonly [string, unknown][] = [
  ['static', undefined],
  ['sdlb', { mode: '1d' }],
  ['gde', undefined],
  ['central', undefined],
  ['functional', { model: 'observed' }],
];

function maxOverAvg(xs: readonly number[]): number {
  const avg = xs.reduce((s, x) => s + x, 0) / xs.length;
  return avg > 0 ? Math.max(...xs) / avg : 1;
}

async function balancerRows(P: number, repeats: number): Promise<Row[]> {
  const rows = quick ? 256 : 1024;
  const opts = (balancer: string, balancerOptions: unknown): SyntheticOptions => ({
    rows,
    cols: quick ? 32 : 64,
    phases: quick ? 6 : 12,
    profile: { shape: 'hotspot', base: 2, amplitude: 60, width: rows / 24, speed: rows / 64, start: 0.2, seed: 3 },
    balancer,
    balancerOptions,
    policy: 'every',
    policyOptions: { k: 1 },
  });
  const cluster = createCluster({ topology: `ring:${P}`, waitTimeoutMs: 120_000 });
  try {
    await cluster.run(syntheticProgramUrl(), { ...opts('static', undefined), phases: 1 });
    const samples = new Map<string, { wall: number[]; last?: Row }>();
    for (let rep = 0; rep < repeats; rep++) {
      for (const [name, o] of BALANCERS) {
        const run = await cluster.run<SyntheticResult>(syntheticProgramUrl(), opts(name, o), { timeoutMs: 600_000 });
        const res = run.results;
        const phases = res[0]?.work.length ?? 0;
        const perPhase = (t: number) => res.map((r) => r.work[t] as number);
        const afterVals: number[] = [];
        for (let t = 1; t < phases; t++) afterVals.push(maxOverAvg(perPhase(t)));
        const reports = res[0]?.reports ?? [];
        const entry = samples.get(name) ?? { wall: [] };
        entry.wall.push(median(res.map((r) => r.computeMs)));
        entry.last = {
          P,
          balancer: name,
          before: maxOverAvg(perPhase(0)),
          after: afterVals.reduce((s, x) => s + x, 0) / Math.max(1, afterVals.length),
          leBusy: run.metrics.totals.busy.le,
          decisionMs: reports.length === 0 ? 0 : median(reports.map((r) => r.decisionMs)),
          bytesMoved: reports.reduce((s, r) => s + r.bytesMoved, 0),
          rowsMoved: reports.reduce((s, r) => s + r.unitsMoved, 0),
          wallMs: 0,
          vsStatic: 0,
        };
        samples.set(name, entry);
      }
    }
    const staticWall = median(samples.get('static')?.wall ?? [1]);
    return BALANCERS.map(([name]) => {
      const e = samples.get(name) as { wall: number[]; last: Row };
      const wallMs = median(e.wall);
      return { ...e.last, wallMs, vsStatic: wallMs / staticWall };
    });
  } finally {
    await cluster.close();
  }
}

function gdeSweeps(): { topology: string; P: number; sweeps: number; quietSweep: number; delta: number }[] {
  const shapes: (() => Topology)[] = [
    () => ring(8),
    () => ring(16),
    () => ring(32),
    () => ring(64),
    () => chain(8),
    () => mesh([4, 4]),
    () => mesh([8, 8]),
    () => torus([4, 4]),
    () => torus([8, 8]),
    () => hypercube(3),
    () => hypercube(4),
    () => hypercube(6),
  ];
  return shapes.map((make) => {
    const t = make();
    const rnd = mulberry32(11);
    const loads = Array.from({ length: t.size }, () => 100 + Math.floor(rnd() * 200));
    const sim = simulateGde(t, loads, {});
    return { topology: t.name, P: t.size, sweeps: sim.sweeps, quietSweep: sim.quietSweep ?? -1, delta: sim.delta };
  });
}

const out: { balancers: Row[]; gde: ReturnType<typeof gdeSweeps> } = { balancers: [], gde: gdeSweeps() };
for (const P of quick ? [2, 8] : [2, 8, 16]) out.balancers.push(...(await balancerRows(P, quick ? 1 : 3)));

if (json) {
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
} else {
  const f = (x: number, d = 2) => x.toFixed(d);
  process.stdout.write('Balancers on the synthetic workload (drifting hot spot), ring of P ranks, balance every phase\n');
  process.stdout.write('P   balancer    max/avg before  after   LE(cpu)%  decide ms  rows moved  MB moved  wall ms  vs static\n');
  for (const r of out.balancers) {
    process.stdout.write(
      `${String(r.P).padEnd(4)}${r.balancer.padEnd(12)}${f(r.before).padStart(14)}${f(r.after).padStart(7)}${f(100 * r.leBusy, 1).padStart(10)}${f(r.decisionMs, 3).padStart(11)}${String(r.rowsMoved).padStart(12)}${f(r.bytesMoved / 1e6, 2).padStart(10)}${f(r.wallMs, 1).padStart(9)}${f(r.vsStatic).padStart(11)}\n`,
    );
  }
  process.stdout.write('\nGDE decision sweeps (random loads 100..300, lambda_opt), termination by State/Delta\n');
  process.stdout.write('topology        P   sweeps  first quiet  Delta\n');
  for (const g of out.gde)
    process.stdout.write(
      `${g.topology.padEnd(14)}${String(g.P).padStart(3)}${String(g.sweeps).padStart(9)}${String(g.quietSweep).padStart(13)}${String(g.delta).padStart(7)}\n`,
    );
}
