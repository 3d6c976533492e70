#!/usr/bin/env node
/**
 * `meshwork-knary [--h 7] [--d 5] [--s 1] [--iters 200] [--ranks 2 | --topology ring:2]
 *  [--scheduler steal] [--scheduler-options JSON] [--graph-depth 1] [--repeat 3] [--compare] [--json]`
 */
import { parseArgs } from 'node:util';
import { MeshworkError, parseTopology, taskSchedulers } from '@meshwork/runtime';
import '@meshwork/balancers';
import { checkOptions, DEFAULT_ITERS, type KnaryOptions } from './knary.js';
import { CENTRAL, type KnaryReport, type KnaryRunConfig, runKnary, type Spread } from './run.js';

const USAGE = `usage: meshwork-knary [options]
  --h N                   tree height in levels (default 7)
  --d N                   degree: children per non-leaf node (default 5)
  --s N                   serial children per node, 0..d (default 1)
  --iters N               work-loop iterations per node (default ${DEFAULT_ITERS}, a few microseconds)
  --ranks P               ring of P ranks (same as --topology ring:P; default 2)
  --topology T            any topology (ring:4, mesh:2x2, hypercube:3, ...)
  --scheduler NAME        steal | node-level | graph-level | graph-local | central (piscina's queue) (default steal)
  --scheduler-options J   JSON option block, e.g. '{"mode":"message"}' or '{"steal":true}'
  --graph-depth N         nodes at depth 1..N start subgraphs (graph-level mappings; default 1)
  --repeat N              timed repetitions after one warm-up, medians reported (default 3)
  --spin auto|on|off      spin before sleeping in waits (default auto: only while ranks <= cores)
  --compare               run every scheduler: steal, steal (message), each mapping with and without stealing
  --json                  machine-readable output
`;

function fail(message: string): never {
  process.stderr.write(`meshwork-knary: ${message}\n`);
  process.exit(2);
}

function int(name: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  const v = Number(text);
  if (text.trim() === '' || !Number.isInteger(v) || v < min) fail(`--${name} must be an integer >= ${min}, got ${JSON.stringify(text)}`);
  return v;
}

export const COMPARE_SIDES: readonly { scheduler: string; schedulerOptions?: unknown }[] = [
  { scheduler: 'steal' },
  { scheduler: 'steal', schedulerOptions: { mode: 'message' } },
  { scheduler: 'node-level' },
  { scheduler: 'node-level', schedulerOptions: { steal: true } },
  { scheduler: 'graph-level' },
  { scheduler: 'graph-level', schedulerOptions: { steal: true } },
  { scheduler: 'graph-local' },
  { scheduler: 'graph-local', schedulerOptions: { steal: true } },
  { scheduler: 'central' },
];

const f2 = (x: number) => x.toFixed(2);
const ms = (s: Spread) => `${s.median.toFixed(2)} ms (min ${s.min.toFixed(2)}, max ${s.max.toFixed(2)})`;

function print(r: KnaryReport): void {
  const c = r.config;
  const lines = [
    `knary(${c.h}, ${c.d}, ${c.s}), ${c.iters} iterations per node, ${c.topology} (${r.ranks} ranks)`,
    `  work ${r.work} nodes, critical path ${r.criticalPath} nodes, parallelism ${f2(r.parallelism)}, max speedup on ${r.ranks} ranks ${f2(r.maxSpeedup)}`,
    `  sequential reference: ${ms(r.sequentialMs)}, ${r.reference.nodes} nodes, checksum ${r.reference.checksum}`,
  ];
  for (const s of r.sides) {
    const name = `${s.scheduler}${s.schedulerOptions !== undefined && Object.keys(s.schedulerOptions as object).length > 0 ? ` ${JSON.stringify(s.schedulerOptions)}` : ''}`;
    const st = s.stats;
    lines.push(
      `  ${name.padEnd(34)} ${ms(s.parallelMs)}, speedup ${f2(s.speedup)} (${f2(100 * s.ofBound)}% of bound), nodes per rank ${s.perRank.join('/')}, ` +
        `identical ${s.identical ? 'yes' : 'NO'}; rank 0: acquired ${st.acquired}, placed remote ${st.placedRemote}, inline ${st.inline}, idle ${st.idleMs.toFixed(1)} ms`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      args: process.argv.slice(2).filter((a, i) => !(i === 0 && a === '--')),
      options: {
        h: { type: 'string' },
        d: { type: 'string' },
        s: { type: 'string' },
        iters: { type: 'string' },
        ranks: { type: 'string' },
        topology: { type: 'string' },
        scheduler: { type: 'string', default: 'steal' },
        'scheduler-options': { type: 'string' },
        'graph-depth': { type: 'string' },
        repeat: { type: 'string' },
        spin: { type: 'string', default: 'auto' },
        compare: { type: 'boolean', default: false },
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
  if (v.ranks !== undefined && v.topology !== undefined) fail('give --ranks or --topology, not both');
  const topology = v.topology ?? `ring:${int('ranks', v.ranks, 2, 1)}`;
  try {
    parseTopology(topology);
  } catch (err) {
    fail(err instanceof MeshworkError ? err.message : String(err));
  }
  let knary: KnaryOptions;
  try {
    knary = checkOptions({
      h: int('h', v.h, 7, 1),
      d: int('d', v.d, 5, 1),
      s: int('s', v.s, 1, 0),
      iters: int('iters', v.iters, DEFAULT_ITERS, 0),
    });
  } catch (err) {
    fail(err instanceof MeshworkError ? `[${err.code}] ${err.message}` : String(err));
  }
  if (v.scheduler !== CENTRAL && !taskSchedulers.has(v.scheduler))
    fail(`--scheduler must be one of ${[...taskSchedulers.names(), CENTRAL].join(', ')}, got ${JSON.stringify(v.scheduler)}`);
  let schedulerOptions: unknown;
  if (v['scheduler-options'] !== undefined) {
    try {
      schedulerOptions = JSON.parse(v['scheduler-options']);
    } catch {
      fail(`--scheduler-options must be JSON, got ${JSON.stringify(v['scheduler-options'])}`);
    }
  }
  try {
    if (v.scheduler === CENTRAL && schedulerOptions !== undefined) fail('--scheduler central takes no --scheduler-options');
    if (v.scheduler !== CENTRAL) taskSchedulers.create(v.scheduler, schedulerOptions);
  } catch (err) {
    fail(err instanceof MeshworkError ? `[${err.code}] ${err.message}` : String(err));
  }
  if (v.spin !== 'auto' && v.spin !== 'on' && v.spin !== 'off') fail(`--spin must be auto, on or off, got ${JSON.stringify(v.spin)}`);
  const config: KnaryRunConfig = {
    ...knary,
    topology,
    scheduler: v.scheduler,
    schedulerOptions,
    graphDepth: int('graph-depth', v['graph-depth'], 1, 0),
    repeat: int('repeat', v.repeat, 3, 1),
    spin: v.spin === 'auto' ? 'auto' : v.spin === 'on',
  };
  const program = new URL(`./program.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url);
  try {
    const report = await runKnary(config, program, v.compare ? COMPARE_SIDES : [config]);
    if (v.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    else print(report);
    if (report.sides.some((s) => !s.identical)) process.exit(1);
  } catch (err) {
    if (err instanceof MeshworkError) fail(`[${err.code}] ${err.message}`);
    throw err;
  }
}

await main();
