/**
 * `pnpm bench:checkpoint` (from bench/, or the repository root): what checkpoints and restarts
 * cost, every figure next to its reference measured in the same run. Options:
 *   --quick        grids of 1 and 4 MB, 3 rounds, two 4 MB death runs (under 30 s)
 *   --sizes a,b    grid sizes in MB (default 4,16,64)
 *   --runs N       timed rounds (default 5; quick 3)
 *   --dir DIR      where checkpoint files and the writeFile reference go (default: the OS temp dir)
 *   --json         the figures as JSON on stdout
 * Progress goes to stderr. Two ranks on chain:2, distributed float64 grids, halo 1.
 */
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { failFor, median } from '@meshwork/harness';
import { createCluster } from '@meshwork/runtime';
import { benchArgs } from '../args.ts';
import { COST_KINDS, gridShape, measureCost, REFERENCE } from './cost.ts';
import { DEATH_ROWS, measureDeath } from './death.ts';

const fail: (message: string) => never = failFor('bench:checkpoint');

function positiveList(name: string, text: string): number[] {
  const xs = text.split(',').map((s) => Number(s.trim()));
  for (const x of xs)
    if (!Number.isFinite(x) || x <= 0 || x > 1024) fail(`--${name} must be sizes in MB in (0, 1024], got ${JSON.stringify(text)}`);
  return xs;
}

const USAGE = `usage: pnpm bench:checkpoint [-- options]   (what checkpoints and restarts cost)
  --quick        grids of 1 and 4 MB, 3 rounds, two 4 MB death runs (under 30 s)
  --sizes a,b    grid sizes in MB (default 4,16,64)
  --runs N       timed rounds (default 5; quick 3)
  --dir DIR      where checkpoint files and the writeFile reference go (default: the OS temp dir)
  --json         the figures as JSON on stdout`;

const values = benchArgs('bench:checkpoint', USAGE, {
  quick: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  sizes: { type: 'string' },
  runs: { type: 'string' },
  dir: { type: 'string' },
});

const quick = values.quick === true;
const sizesMb = values.sizes === undefined ? (quick ? [1, 4] : [4, 16, 64]) : positiveList('sizes', values.sizes);
const runs = values.runs === undefined ? (quick ? 3 : 5) : Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be an integer >= 1, got ${JSON.stringify(values.runs)}`);
const dir = values.dir ?? tmpdir();
const log = (line: string) => process.stderr.write(`${line}\n`);
const deathMb = quick ? 4 : 16;

const loadBefore = loadavg()[0] as number;
const started = performance.now();
const cluster = createCluster({ topology: 'chain:2' });
let cost: Map<string, number[]>;
let death: Map<string, number[]>;
try {
  log('checkpoint cost:');
  cost = await measureCost(cluster, { sizesMb, runs, memoryBudgetMb: quick ? 16 : 256, diskBudgetMb: quick ? 4 : 64, dir, log });
  log('death to resumed run:');
  death = await measureDeath(cluster, { sizeMb: deathMb, steps: 8, runs: quick ? 2 : runs, topology: 'chain:2', dir, log });
} finally {
  await cluster.close();
}

interface CostRow {
  readonly mb: number;
  readonly kind: string;
  readonly ms: number;
  readonly min: number;
  readonly max: number;
  readonly msPerMb: number;
  readonly gbPerS: number;
  readonly ratio?: number;
}

const costRows: CostRow[] = [];
for (const mb of sizesMb) {
  for (const kind of COST_KINDS) {
    const xs = cost.get(`${mb} ${kind}`) as number[];
    const ms = median(xs);
    const ref = REFERENCE[kind];
    const refMs = ref === undefined ? undefined : median(cost.get(`${mb} ${ref}`) as number[]);
    const bytes = gridShape(mb).rows * gridShape(mb).cols * 8;
    costRows.push({
      mb,
      kind,
      ms,
      min: Math.min(...xs),
      max: Math.max(...xs),
      msPerMb: ms / mb,
      gbPerS: bytes / (ms * 1e6),
      ...(refMs === undefined ? {} : { ratio: ms / refMs }),
    });
  }
}
const deathRows = DEATH_ROWS.map((name) => {
  const xs = death.get(name) as number[];
  return { name, ms: median(xs), min: Math.min(...xs), max: Math.max(...xs) };
});
const env = {
  node: process.version,
  cores: availableParallelism(),
  ranks: 2,
  runs,
  seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
  loadavg: [Number(loadBefore.toFixed(2)), Number((loadavg()[0] as number).toFixed(2))],
};

const f = (x: number, d = 2) => x.toFixed(d);
if (values.json === true) {
  process.stdout.write(`${JSON.stringify({ env, deathMb, cost: costRows, death: deathRows }, null, 2)}\n`);
} else {
  const lines = [
    `Checkpoint cost - node ${env.node}, ${env.cores} cores, 2 ranks (chain:2), ${env.seconds} s`,
    `ms: median (min-max) of ${runs} interleaved rounds, per checkpoint (or per copy / write of the same bytes, every rank in parallel);`,
    'ratio = checkpoint / its reference (x slower); MB = the whole grid (float64, distributed, each rank saves its tile with its halo)',
    '',
    '| grid MB | what | ms | ms per MB | GB/s | ratio |',
    '| ---: | --- | ---: | ---: | ---: | ---: |',
    ...costRows.map(
      (r) =>
        `| ${r.mb} | ${r.kind} | ${f(r.ms)} (${f(r.min)}-${f(r.max)}) | ${f(r.msPerMb, 3)} | ${f(r.gbPerS)} | ${r.ratio === undefined ? '' : `${f(r.ratio)}x`} |`,
    ),
    '',
    `Death of a rank (process.exit in its worker) to the resumed run, ${deathMb} MB grid, checkpoint every step, 8 steps, death after step 4:`,
    '',
    '| what | ms |',
    '| --- | ---: |',
    ...deathRows.map((r) => `| ${r.name} | ${f(r.ms, 1)} (${f(r.min, 1)}-${f(r.max, 1)}) |`),
    '',
    `load average ${env.loadavg[0]} -> ${env.loadavg[1]} on ${env.cores} cores`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
