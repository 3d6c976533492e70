import { createCluster } from '@meshwork/runtime';
import { DEFAULT_BALANCER_OPTIONS } from './src/program.ts';
import { watorSequential } from './src/sequential.ts';
import { DEFAULTS } from './src/rules.ts';
const topo = process.argv[2] ?? 'ring:2';
const cluster = createCluster({ topology: topo });
const o = { ...DEFAULTS, rows: 40, cols: 24, steps: 30, seed: 9 };
for (const [balancer, every, storage] of [['gde', 1, 'distributed'], ['gde', 2, 'shared'], ['sdlb', 1, 'distributed'], ['sdlb', 3, 'shared']] as const) {
  const run = await cluster.run<any>(new URL('./src/program.ts', import.meta.url), { ...o, balancer, balancerOptions: DEFAULT_BALANCER_OPTIONS[balancer], every, storage, gather: true, audit: true });
  const ref = watorSequential(o);
  const cells = run.results[0].cells as Int32Array;
  let diff = 0; for (let i = 0; i < ref.cells.length; i++) if (cells[i] !== ref.cells[i]) diff++;
  console.log(balancer, every, storage, 'diff', diff, 'pop eq', JSON.stringify(run.results[0].minnows) === JSON.stringify(Array.from(ref.minnows)), 'cuts', run.results[0].cuts, 'audits', run.results[0].audits?.length, run.results[0].audits?.[0]);
}
await cluster.close();
