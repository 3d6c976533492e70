#!/usr/bin/env node
/** `meshwork-sieve [--n 1e7] [--ranks 2 | --topology chain:2] [--strategy functional] [--slow 1:3] [--repeat 3] [--json]` */
import { MeshworkError } from '@meshwork/runtime';
import { type CliCommand, parseCliArgs, USAGE, UsageError } from './args.js';
import { centralRule, PAPER_EXPONENT } from './options.js';
import { median, runSieve, type SieveReport, type SieveRunConfig } from './run.js';

function fail(message: string): never {
  process.stderr.write(`meshwork-sieve: ${message}\n`);
  process.exit(2);
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
    case 'self':
      return `self (${c.rule ?? 'gss'} chunks from a shared counter)`;
    case 'steal':
      return 'steal (random victim, per-rank deques of chunks)';
    case 'central':
      return `central (piscina's task queue, ${centralRule(c)})`;
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
  if (r.chunks !== undefined) lines.push(`  chunks/rank           : ${r.chunks.join(', ')}`);
  const b = r.balancer;
  if (b !== undefined) {
    lines.push(
      `  balancer              : ${b.name}, model ${b.model} ${JSON.stringify(b.params)}, ${b.sweeps} Newton iterations, ` +
        `decision ${b.decisionMsMin.toFixed(3)}-${b.decisionMs.toFixed(3)} ms (fastest-slowest rank), predicted LE ${b.predictedLE === undefined ? '-' : pct(b.predictedLE)}` +
        (c.slow === undefined ? '' : `, speeds ${JSON.stringify(b.speeds)}`),
    );
  }
  const k = r.calibration;
  if (k !== undefined) {
    lines.push(
      `  calibration (rank 0)  : ${k.tested} numbers tested, ${k.units} divisions` +
        (k.exponent === undefined
          ? ''
          : `, fitted exponent ${k.exponent.toFixed(4)} from ${k.samples} windows (rms log ${k.rmsLog?.toFixed(3) ?? '-'})`) +
        (k.fit === undefined ? '' : `, observed fit ${k.fit}`),
    );
  }
  if (r.primes !== undefined) lines.push(`  primes                : ${Array.from(r.primes).join(' ')}`);
  return `${lines.join('\n')}\n`;
}

/** The two runs side by side: time ratio (same process, same input) and load balance. */
function comparison(r: SieveReport, b: SieveReport): string {
  const name = (x: SieveReport) => x.config.strategy;
  // Both against the same sequential figure: the median of every sequential run of the two.
  const seq = median([...r.sequentialMs, ...b.sequentialMs]);
  const [tr, tb] = [median(r.parallelMs), median(b.parallelMs)];
  return (
    `\n${name(r)} vs ${name(b)}: ${tb >= tr ? `${(tb / tr).toFixed(2)}x faster` : `${(tr / tb).toFixed(2)}x slower`} (median host wall ${tr.toFixed(1)} vs ${tb.toFixed(1)} ms); ` +
    `speedup over sequential ${(seq / tr).toFixed(2)}x vs ${(seq / tb).toFixed(2)}x; LE (work units) ${pct(r.leWork)} vs ${pct(b.leWork)}\n`
  );
}

async function main(): Promise<void> {
  let cmd: CliCommand;
  try {
    cmd = parseCliArgs(process.argv.slice(2));
  } catch (err) {
    if (err instanceof UsageError) fail(err.message);
    throw err;
  }
  if (cmd.help) {
    process.stdout.write(USAGE);
    return;
  }
  let report: SieveReport;
  let baseline: SieveReport | undefined;
  try {
    const program = new URL(import.meta.url.endsWith('.ts') ? './program.ts' : './program.js', import.meta.url);
    if (cmd.compare !== undefined) baseline = await runSieve({ ...cmd.config, strategy: cmd.compare, list: false }, program);
    report = await runSieve(cmd.config, program);
  } catch (err) {
    if (err instanceof MeshworkError) fail(`[${err.code}] ${err.message.split('\n')[0]}`);
    throw err;
  }
  if (cmd.json) {
    const { primes, ...rest } = report;
    const out = primes === undefined ? rest : { ...rest, primes: Array.from(primes) };
    process.stdout.write(`${JSON.stringify(baseline === undefined ? out : { ...out, compare: baseline }, null, 2)}\n`);
  } else {
    if (baseline !== undefined) process.stdout.write(`${text(baseline)}\n`);
    process.stdout.write(text(report));
    if (baseline !== undefined) process.stdout.write(comparison(report, baseline));
  }
  if (!report.correct || baseline?.correct === false) process.exit(1);
}

await main();
