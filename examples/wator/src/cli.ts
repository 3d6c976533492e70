#!/usr/bin/env node
/**
 * `meshwork-wator [--size 256] [--steps 100] [--ranks 2 | --topology ring:2] [--balancer gde] [--every 1]
 *  [--storage distributed|shared] [--seed 1] [--compare] [--table2] [--json] ...`
 */
import { parseArgs } from 'node:util';
import { balancers, MeshworkError, parseTopology, type Storage } from '@meshwork/runtime';
import '@meshwork/balancers';
import { DEFAULT_BALANCER_OPTIONS } from './program.js';
import { checkOptions, DEFAULTS, HALO_ROWS, type WatorOptions } from './rules.js';
import { runTable2, runWator, type SideReport, type Spread, type Table2Report, type WatorReport, type WatorRunConfig } from './run.js';

const USAGE = `usage: meshwork-wator [options]
  --size N | RxC          ocean rows x columns (default 256, i.e. 256x256)
  --steps N               simulation steps (default 100)
  --ranks P               ring of P ranks (same as --topology ring:P)
  --topology T            ring:P or chain:P (default ring:2; ring:16 with --table2)
  --balancer NAME         registered balancer: static, gde, central, sdlb, ... (default static;
                          gde with --table2 and --compare)
  --balancer-options JSON option block for the balancer (sdlb defaults to {"mode":"1d","axis":0})
  --every K               remap every K steps (default 1; 0 = never; --table2: remap once after K=30)
  --storage S             distributed | shared (default distributed)
  --seed N                initial population and every random draw (default 1)
  --minnow-breed N        minnow breeding age (default 7)
  --shark-breed N         shark breeding age (default 12)
  --starve N              shark starvation period (default 5)
  --minnows X --sharks X  initial densities (default 0.3 and 0.05)
  --repeat N              repetitions, medians reported (default 3)
  --spin auto|on|off      spin before sleeping in waits (default auto: only while ranks <= cores)
  --compare               also run static (no remapping) and print the improvement eta
  --table2                one remapping instance like the paper's Table 2
  --json                  machine-readable output
`;

function fail(message: string): never {
  process.stderr.write(`meshwork-wator: ${message}\n`);
  process.exit(2);
}

function int(name: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  const v = Number(text);
  if (text.trim() === '' || !Number.isInteger(v) || v < min) fail(`--${name} must be an integer >= ${min}, got ${JSON.stringify(text)}`);
  return v;
}

function num(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const v = Number(text);
  if (text.trim() === '' || !Number.isFinite(v)) fail(`--${name} must be a number, got ${JSON.stringify(text)}`);
  return v;
}

function size(text: string | undefined): [number, number] {
  if (text === undefined) return [DEFAULTS.rows, DEFAULTS.cols];
  const m = /^(\d+)(?:x(\d+))?$/.exec(text);
  if (m === null) fail(`--size must be N or RxC (e.g. 256 or 128x256), got ${JSON.stringify(text)}`);
  const r = Number(m[1]);
  return [r, m[2] === undefined ? r : Number(m[2])];
}

const ms = (s: Spread | undefined) =>
  s === undefined ? '-' : `${s.median.toFixed(3)} ms (min ${s.min.toFixed(3)}, max ${s.max.toFixed(3)})`;
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;
const times = (xs: number[]) => `${med(xs).toFixed(1)} ms (min ${Math.min(...xs).toFixed(1)}, max ${Math.max(...xs).toFixed(1)})`;
const pct = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(2)}%`;

function populationLines(r: WatorReport): string[] {
  const steps = r.minnows.length - 1;
  const every = Math.max(1, Math.ceil(steps / 10));
  const cols: string[] = [];
  for (let t = 0; t <= steps; t += every) cols.push(`${t}:${r.minnows[t]}/${r.sharks[t]}`);
  if (steps % every !== 0) cols.push(`${steps}:${r.minnows[steps]}/${r.sharks[steps]}`);
  const mins = (xs: number[]) => Math.min(...xs);
  const maxs = (xs: number[]) => Math.max(...xs);
  return [
    `  population (step:minnows/sharks): ${cols.join(' ')}`,
    `  range over the run: minnows ${mins(r.minnows)}..${maxs(r.minnows)}, sharks ${mins(r.sharks)}..${maxs(r.sharks)}`,
  ];
}

function sideLines(s: SideReport): string[] {
  const b = s.balance;
  const lines = [
    `  ${s.label.padEnd(22)}: ${times(s.parallelMs)}, speedup ${s.speedup.toFixed(2)}x, LE (work units) ${s.leWork.toFixed(2)}%, bottleneck work ${s.bottleneckWork}, bit-identical ${s.identical ? 'yes' : 'NO'}`,
  ];
  if (b.balances > 0) {
    const skipped = Object.entries(b.skipped).map(([k, v]) => `${v}x "${k}"`);
    lines.push(
      `  ${''.padEnd(22)}  ${b.balances} balances: decision ${ms(b.decisionMs)}, sweeps ${b.sweeps?.median ?? '-'} (max ${b.sweeps?.max ?? '-'}), rows moved ${b.rowsMoved}, bytes moved ${b.bytesMoved}${skipped.length > 0 ? `, skipped ${skipped.join(', ')}` : ''}`,
    );
  }
  return lines;
}

function printReport(r: WatorReport): void {
  const c = r.config;
  const lines = [
    `WaTor ${c.rows}x${c.cols}, ${c.steps} steps, ${c.topology}, ${c.storage} storage, seed ${c.seed} (minnow breed ${c.minnowBreed}, shark breed ${c.sharkBreed}, starve ${c.starve})`,
    ...populationLines(r),
    `  ${'sequential reference'.padEnd(22)}: ${times(r.sequentialMs)}`,
    ...r.sides.flatMap(sideLines),
  ];
  if (r.eta !== undefined) {
    const [st, bal] = r.sides as [SideReport, SideReport];
    lines.push(
      `  eta (${bal.label} vs ${st.label}): measured ${pct(r.eta.measured)} (paired runs: median ${pct(r.eta.pairs.median)}, min ${pct(r.eta.pairs.min)}, max ${pct(r.eta.pairs.max)}); work-unit model ${pct(r.eta.work)}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

function printTable2(t: Table2Report): void {
  const c = t.config;
  const head = `Remapping instance after ${t.at} steps: ${t.balancer} on ${c.topology}, ocean ${c.rows}x${c.cols}, seed ${c.seed}, ${c.storage} storage`;
  const rows = t.rows.map((r) =>
    [
      String(r.rank + 1).padStart(3),
      String(r.fishPre).padStart(6),
      String(r.workPre).padStart(6),
      r.updateMsPre.toFixed(2).padStart(7),
      `(${r.sweeps}, ${r.decisionMs.toFixed(2)})`.padStart(13),
      `(${r.fishUp}, ${r.fishDown})`.padStart(13),
      `(${r.rowsUp}, ${r.rowsDown})`.padStart(9),
      String(r.fishPost).padStart(6),
      r.updateMsPost.toFixed(2).padStart(7),
      `[${r.rowsBefore[0]},${r.rowsBefore[1]}) -> [${r.rowsAfter[0]},${r.rowsAfter[1]})`,
    ].join('  '),
  );
  const rep = t.report;
  process.stdout.write(
    [
      head,
      '  p_i  f_pre   work  t_upd  (NS, t_dec ms)   (f_up, f_down)  (rows)  f_post  t_upd  strip rows',
      ...rows,
      `  fish LE ${t.leFishBefore.toFixed(2)}% -> ${t.leFishAfter.toFixed(2)}%; fish conserved: ${t.conserved ? 'yes' : 'NO'}; rows moved ${rep.unitsMoved}, bytes moved ${rep.bytesMoved}${rep.skipped !== undefined ? `; skipped: ${rep.skipped}` : ''}`,
      '  (f_up/f_down: fish taken > 0 or given < 0 across the boundary with rank p-1 / p+1; t_upd: wall ms of the Update phases of the step before / after, inflated by time slicing when ranks > cores; the paper has 16 transputers, its rank 1 also trades over the wrap-around link, which strips here never cross: row 0 stays a cut)',
      '',
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      // `pnpm ... bench -- --repeat 3` passes the `--` through.
      args: process.argv.slice(2).filter((a, i) => !(i === 0 && a === '--')),
      options: {
        size: { type: 'string' },
        steps: { type: 'string' },
        ranks: { type: 'string' },
        topology: { type: 'string' },
        balancer: { type: 'string' },
        'balancer-options': { type: 'string' },
        every: { type: 'string' },
        storage: { type: 'string', default: 'distributed' },
        seed: { type: 'string' },
        'minnow-breed': { type: 'string' },
        'shark-breed': { type: 'string' },
        starve: { type: 'string' },
        minnows: { type: 'string' },
        sharks: { type: 'string' },
        repeat: { type: 'string' },
        spin: { type: 'string', default: 'auto' },
        compare: { type: 'boolean', default: false },
        table2: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
  }
  try {
    parsed = parse();
  } catch (err) {
    fail((err as Error).message);
  }
  const v = parsed.values;
  if (v.help) {
    process.stdout.write(USAGE);
    return;
  }
  if (v.compare && v.table2) fail('--compare and --table2 are separate modes; give one of them');
  if (v.ranks !== undefined && v.topology !== undefined) fail('give --ranks or --topology, not both');
  const topology = v.topology ?? (v.ranks !== undefined ? `ring:${int('ranks', v.ranks, 2, 1)}` : v.table2 ? 'ring:16' : 'ring:2');
  let P: number;
  try {
    const t = parseTopology(topology);
    if (t.kind !== 'ring' && t.kind !== 'chain') fail(`--topology must be ring:P or chain:P (row strips), got ${JSON.stringify(topology)}`);
    P = t.size;
  } catch (err) {
    fail(err instanceof MeshworkError ? err.message : String(err));
  }
  if (v.storage !== 'shared' && v.storage !== 'distributed')
    fail(`--storage must be shared or distributed, got ${JSON.stringify(v.storage)}`);
  const balancer = v.balancer ?? (v.table2 || v.compare ? 'gde' : 'static');
  if (!balancers.has(balancer)) fail(`--balancer must be one of ${balancers.names().join(', ')}, got ${JSON.stringify(balancer)}`);
  let balancerOptions: unknown = DEFAULT_BALANCER_OPTIONS[balancer];
  if (v['balancer-options'] !== undefined) {
    try {
      balancerOptions = JSON.parse(v['balancer-options']);
    } catch {
      fail(`--balancer-options must be JSON, got ${JSON.stringify(v['balancer-options'])}`);
    }
  }
  try {
    balancers.create(balancer, balancerOptions);
  } catch (err) {
    fail(err instanceof MeshworkError ? err.message : String(err));
  }
  const [rows, cols] = size(v.size);
  const at = v.table2 ? int('every', v.every, 30, 1) : 0;
  const every = v.table2 ? at : int('every', v.every, balancer === 'static' ? 0 : 1, 0);
  let rules: WatorOptions;
  try {
    rules = checkOptions({
      rows,
      cols,
      steps: int('steps', v.steps, DEFAULTS.steps, 1),
      seed: int('seed', v.seed, DEFAULTS.seed, 0),
      minnowBreed: int('minnow-breed', v['minnow-breed'], DEFAULTS.minnowBreed, 1),
      sharkBreed: int('shark-breed', v['shark-breed'], DEFAULTS.sharkBreed, 1),
      starve: int('starve', v.starve, DEFAULTS.starve, 1),
      minnowDensity: num('minnows', v.minnows, DEFAULTS.minnowDensity),
      sharkDensity: num('sharks', v.sharks, DEFAULTS.sharkDensity),
    });
  } catch (err) {
    fail(err instanceof MeshworkError ? err.message.replace(/^wator: /, '') : String(err));
  }
  if (rules.rows < HALO_ROWS * P)
    fail(`--size: ${rules.rows} rows cannot make ${P} strips of at least ${HALO_ROWS} rows (need >= ${HALO_ROWS * P})`);
  if (v.spin !== 'auto' && v.spin !== 'on' && v.spin !== 'off') fail(`--spin must be auto, on or off, got ${JSON.stringify(v.spin)}`);
  const config: WatorRunConfig = {
    ...rules,
    topology,
    storage: v.storage as Storage,
    balancer,
    balancerOptions,
    every,
    repeat: int('repeat', v.repeat, 3, 1),
    spin: v.spin === 'auto' ? 'auto' : v.spin === 'on',
  };
  // Compiled: program.js next to this file; from sources (tests, tsx): program.ts.
  const program = new URL(`./program.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url);
  try {
    if (v.table2) {
      const t = await runTable2(config, program, at);
      if (v.json) process.stdout.write(`${JSON.stringify(t, null, 2)}\n`);
      else printTable2(t);
      if (!t.conserved) process.exit(1);
      return;
    }
    const report = await runWator(config, program, { compare: v.compare });
    if (v.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    else printReport(report);
    if (report.sides.some((s) => !s.identical)) process.exit(1);
  } catch (err) {
    if (err instanceof MeshworkError) fail(`[${err.code}] ${err.message}`);
    throw err;
  }
}

await main();
