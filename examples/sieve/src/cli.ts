#!/usr/bin/env node
/** `meshwork-sieve [--n 1e7] [--ranks 2 | --topology chain:2] [--strategy functional] [--slow 1:3] [--repeat 3] [--json]` */
import { parseArgs } from 'node:util';
import { MeshworkError, parseTopology } from '@meshwork/runtime';
import { CALIBRATION_DEFAULTS } from './calibrate.js';
import { checkOptions, STRATEGIES, type SieveStrategy, type SlowRanks } from './options.js';
import { PAPER_EXPONENT } from './program.js';
import { median, runSieve, type SieveReport, type SieveRunConfig } from './run.js';

const USAGE = `usage: meshwork-sieve [options]
  --n N              find the primes in [2, N] (default 1e7; 1e7 and 10000000 both work)
  --ranks P          P ranks on a chain (default 2); or
  --topology SPEC    chain:P, ring:P, mesh:RxC, torus:RxC, hypercube:D (default chain:2)
  --strategy S       ${STRATEGIES.join(' | ')} (default functional)
  --slow RANKS:F     emulate slow ranks: RANKS (comma-separated) repeat every division F times, e.g. 1:3
  --exponent E       exponent of the functional model, equation (4) (default ${PAPER_EXPONENT})
  --calibrate F      fraction of each part tested by calibrated/observed (default ${CALIBRATION_DEFAULTS.fraction})
  --repeat R         repetitions, median reported (default 3)
  --list             print the primes too
  --json             machine-readable report
`;

function fail(message: string): never {
  process.stderr.write(`meshwork-sieve: ${message}\n`);
  process.exit(2);
}

function integer(name: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  const v = Number(text.replaceAll('_', ''));
  if (text.trim() === '' || !Number.isInteger(v) || v < min) fail(`--${name} must be an integer >= ${min}, got ${JSON.stringify(text)}`);
  return v;
}

function positive(name: string, text: string | undefined, max = Number.POSITIVE_INFINITY): number | undefined {
  if (text === undefined) return undefined;
  const v = Number(text);
  if (text.trim() === '' || !Number.isFinite(v) || v <= 0 || v > max) fail(`--${name} must be a number in (0, ${max}], got ${JSON.stringify(text)}`);
  return v;
}

function slowOf(text: string | undefined): SlowRanks | undefined {
  if (text === undefined) return undefined;
  const m = /^(\d+(?:,\d+)*):(\d+)$/.exec(text.trim());
  if (m === null) fail(`--slow must be RANKS:FACTOR such as 1:3 or 0,2:2, got ${JSON.stringify(text)}`);
  return { ranks: (m[1] as string).split(',').map(Number), factor: Number(m[2]) };
}

function parse() {
  return parseArgs({
    options: {
      n: { type: 'string' },
      ranks: { type: 'string' },
      topology: { type: 'string' },
      strategy: { type: 'string', default: 'functional' },
      slow: { type: 'string' },
      exponent: { type: 'string' },
      calibrate: { type: 'string' },
      repeat: { type: 'string' },
      list: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
}

const ms = (xs: readonly number[]) => `${median(xs).toFixed(1)} ms (min ${Math.min(...xs).toFixed(1)}, max ${Math.max(...xs).toFixed(1)})`;
const pct = (x: number) => `${x.toFixed(2)}%`;

function describeStrategy(c: SieveRunConfig): string {
  switch (c.strategy) {
    case 'static':
      return 'static (block split)';
    case 'cyclic':
      return 'cyclic (odd candidates dealt in turn)';
    case 'functional':
      return `functional (equation (4), exponent ${c.exponent ?? PAPER_EXPONENT})`;
    case 'calibrated':
      return 'calibrated (equation (4), exponent fitted to calibration windows)';
    case 'observed':
      return "observed (functional balancer's observed model on calibrated part totals)";
  }
}

function text(r: SieveReport): string {
  const c = r.config;
  const lines = [
    `Prime sieve by trial division of [2, ${c.n}] on ${c.topology} (${r.ranks} ranks), strategy ${describeStrategy(c)}` +
      (c.slow === undefined ? '' : `, ranks ${c.slow.ranks.join(',')} slowed x${c.slow.factor}`),
    `  primes found          : ${r.count} (sequential reference ${r.expected}: ${r.correct ? 'identical' : 'DIFFERENT'})`,
    `  sequential reference  : ${ms(r.sequentialMs)}`,
    `  meshwork (host wall)  : ${ms(r.parallelMs)}; rank 0 compute ${ms(r.computeMs)}`,
    `  speedup               : ${r.speedup.toFixed(2)}x over the sequential reference`,
    `  LE (work units)       : ${pct(r.leWork)} sieve phase, ${pct(r.leWorkTotal)} whole run`,
    `  LE (thread CPU time)  : ${pct(r.leBusy)} sieve phase, ${pct(r.leBusyTotal)} whole run`,
    `  trial divisions/rank  : ${r.workUnits.join(', ')} (sequential total ${r.units})`,
    `  CPU ms/rank           : ${r.busyMs.map((x) => x.toFixed(1)).join(', ')}`,
  ];
  if (r.cuts !== undefined) lines.push(`  split (first numbers) : ${r.cuts.join(', ')}`);
  const b = r.balancer;
  if (b !== undefined) {
    lines.push(
      `  balancer              : ${b.name}, model ${b.model} ${JSON.stringify(b.params)}, ${b.sweeps} Newton iterations, ` +
        `decision ${b.decisionMs.toFixed(3)} ms (slowest rank), predicted LE ${b.predictedLE === undefined ? '-' : pct(b.predictedLE)}` +
        (b.speeds === undefined ? '' : `, speeds ${JSON.stringify(b.speeds)}`),
    );
  }
  const k = r.calibration;
  if (k !== undefined) {
    lines.push(
      `  calibration (rank 0)  : ${k.tested} numbers tested, ${k.units} divisions` +
        (k.exponent === undefined ? '' : `, fitted exponent ${k.exponent.toFixed(4)} from ${k.samples} windows (rms log ${k.rmsLog?.toFixed(3) ?? '-'})`) +
        (k.fit === undefined ? '' : `, observed fit ${k.fit}`),
    );
  }
  if (r.primes !== undefined) lines.push(`  primes                : ${Array.from(r.primes).join(' ')}`);
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse();
  } catch (err) {
    fail((err as Error).message.split('\n')[0] as string);
  }
  const v = args.values;
  if (v.help) {
    process.stdout.write(USAGE);
    return;
  }
  const n = integer('n', v.n, 10_000_000, 2);
  let topology = v.topology ?? `chain:${integer('ranks', v.ranks, 2, 1)}`;
  try {
    const t = parseTopology(topology);
    if (v.topology !== undefined && v.ranks !== undefined && t.size !== integer('ranks', v.ranks, 0, 1)) {
      fail(`--ranks ${v.ranks} disagrees with --topology ${v.topology} (${t.size} ranks)`);
    }
    topology = v.topology ?? topology;
  } catch (err) {
    fail(err instanceof MeshworkError ? err.message : String(err));
  }
  const fraction = positive('calibrate', v.calibrate, 1);
  const exponent = positive('exponent', v.exponent);
  const config: SieveRunConfig = {
    n,
    strategy: v.strategy as SieveStrategy,
    topology,
    repeat: integer('repeat', v.repeat, 3, 1),
    list: v.list,
    ...(exponent === undefined ? {} : { exponent }),
    ...(fraction === undefined ? {} : { calibrate: { fraction } }),
    ...(v.slow === undefined ? {} : { slow: slowOf(v.slow) }),
  };
  try {
    checkOptions(config, parseTopology(topology).size);
  } catch (err) {
    fail(err instanceof MeshworkError ? `${err.message} [${err.code}]` : String(err));
  }
  let report: SieveReport;
  try {
    const program = new URL(import.meta.url.endsWith('.ts') ? './program.ts' : './program.js', import.meta.url);
    report = await runSieve(config, program);
  } catch (err) {
    if (err instanceof MeshworkError) fail(`[${err.code}] ${err.message.split('\n')[0]}`);
    throw err;
  }
  if (v.json) {
    const { primes, ...rest } = report;
    process.stdout.write(`${JSON.stringify(primes === undefined ? rest : { ...rest, primes: Array.from(primes) }, null, 2)}\n`);
  } else process.stdout.write(text(report));
  if (!report.correct) process.exit(1);
}

await main();
