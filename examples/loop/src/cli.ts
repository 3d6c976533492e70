#!/usr/bin/env node
/** `meshwork-loop [--F 5 --d 0.1] [--ranks 2 | --topology chain:2] [--strategy replicate] [--repeat 3] [--json]` */
import { MeshworkError } from '@meshwork/runtime';
import { type CliCommand, parseCliArgs, USAGE, UsageError } from './args.js';
import { centralRule, degreeOf } from './options.js';
import { type LoopReport, type LoopRunConfig, median, runLoop } from './run.js';

function fail(message: string): never {
  process.stderr.write(`meshwork-loop: ${message}\n`);
  process.exit(2);
}

const ms = (xs: readonly number[]) => `${median(xs).toFixed(1)} ms (min ${Math.min(...xs).toFixed(1)}, max ${Math.max(...xs).toFixed(1)})`;

function describeStrategy(c: LoopRunConfig, P: number): string {
  switch (c.strategy) {
    case 'static':
      return 'static (block split)';
    case 'replicate':
      return `replicate (partial replication, m = ${degreeOf(c, P)}${c.chunk === undefined ? `, s = ceil(T_comm / mu), T_comm ${c.tComm ?? 100} us` : `, chunk ${c.chunk}`})`;
    case 'self':
      return `self (${c.rule ?? 'gss'} chunks from a shared counter)`;
    case 'steal':
      return 'steal (random victim, per-rank deques of range chunks)';
    case 'central':
      return `central (piscina's task queue, ${centralRule(c)})`;
  }
}

function text(r: LoopReport): string {
  const c = r.config;
  const w = r.workload;
  const lines = [
    `Non-uniform loop over ${c.rows} x ${c.cols} (F = ${c.F}, d = ${c.d}, mu = ${c.mu} units, region at ${c.at ?? 0.5}, seed ${c.seed}) on ${c.topology} (${r.ranks} ranks), strategy ${describeStrategy(c, r.ranks)}`,
    `  realised workload     : d ${w.d.toFixed(4)}, t ${w.t.toFixed(4)}, F ${w.F.toFixed(3)}, ${w.total} work units`,
    `  checksum              : ${r.checksum} (sequential reference ${r.expected}: ${r.correct ? 'identical' : 'DIFFERENT'})`,
    `  sequential reference  : ${ms(r.sequentialMs)}`,
    `  parallel (host wall)  : ${ms(r.parallelMs)}; ideal mu*D/P ${r.idealMs.toFixed(1)} ms`,
    `  speedup               : ${r.speedup.toFixed(2)}x over the sequential reference (${(median(r.parallelMs) / r.idealMs).toFixed(2)}x the ideal time)`,
    `  LE                    : ${r.leWork.toFixed(2)}% work units, ${r.leBusy.toFixed(2)}% thread CPU time`,
    `  work units/rank       : ${r.workUnits.join(', ')}`,
    `  CPU ms/rank           : ${r.busyMs.map((x) => x.toFixed(1)).join(', ')}`,
    `  chunks/rank           : ${r.chunks.join(', ')}`,
  ];
  const d = Object.entries(r.details);
  if (d.length > 0)
    lines.push(`  scheduler (all ranks) : ${d.map(([k, v]) => `${k} ${Number.isInteger(v) ? v : v.toFixed(2)}`).join(', ')}`);
  return `${lines.join('\n')}\n`;
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
  let report: LoopReport;
  try {
    const program = new URL(import.meta.url.endsWith('.ts') ? './program.ts' : './program.js', import.meta.url);
    report = await runLoop(cmd.config, program);
  } catch (err) {
    if (err instanceof MeshworkError) fail(`[${err.code}] ${err.message.split('\n')[0]}`);
    throw err;
  }
  process.stdout.write(cmd.json ? `${JSON.stringify(report, null, 2)}\n` : text(report));
  if (!report.correct) process.exit(1);
}

await main();
