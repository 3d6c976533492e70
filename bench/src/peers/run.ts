/**
 * `pnpm bench:peers` (from bench/): Meshwork against hand-rolled worker code, side by side. Options:
 *   --quick          small problems, 1 + 3 runs (a smoke run)
 *   --only a,b       some groups: stencil, sieve, wator, thinning, diffusion
 *   --runs N         timed runs per side: the first, then N - 1 warm ones (default 8: 1 + 7)
 *   --warmup N       untimed whole runs of each side before them (default 0: the first timed run is the first)
 *   --threads N      threads on both sides (default 2)
 *   --json           the rows as JSON on stdout
 *   --cpu-prof DIR   write CPU profiles of every thread of both sides into DIR
 *   --no-machine-check / --machine-check   skip / force the machine check (default: run it, not with --quick)
 * The machine check (the hand-rolled 2-thread stencil against its plain loop) runs first and
 * heads the table: below 1.7x the machine is not giving two cores and no row can be read.
 * Progress goes to stderr.
 */

import { availableParallelism, loadavg } from 'node:os';
import { failFor, formatMachineCheck, type MachineCheck, runMachineCheck } from '@meshwork/harness';
import { benchArgs } from '../args.ts';
import type { GroupResult, GroupSettings } from './group.ts';
import { diffusionGroup } from './group-diffusion.ts';
import { sieveGroup } from './group-sieve.ts';
import { stencilGroup } from './group-stencil.ts';
import { thinningGroup } from './group-thinning.ts';
import { watorGroup } from './group-wator.ts';
import { buildRows, formatRows } from './table.ts';

const GROUPS: Record<string, (g: GroupSettings) => Promise<GroupResult>> = {
  stencil: stencilGroup,
  sieve: sieveGroup,
  wator: watorGroup,
  thinning: thinningGroup,
  diffusion: diffusionGroup,
};

const fail: (message: string) => never = failFor('bench:peers');

function int(name: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  const v = Number(text);
  if (!Number.isInteger(v) || v < min) fail(`--${name} must be an integer >= ${min}, got ${JSON.stringify(text)}`);
  return v;
}

const USAGE = `usage: pnpm bench:peers [-- options]   (Meshwork against hand-rolled worker code, side by side)
  --quick          small problems, 1 + 3 runs (a smoke run)
  --only a,b       some groups: ${Object.keys(GROUPS).join(', ')}
  --runs N         timed runs per side: the first, then N - 1 warm ones (default 8: 1 + 7; at least 3)
  --warmup N       untimed whole runs of each side before them (default 0; a balance's code takes tens of runs to compile fully)
  --threads N      threads on both sides (default 2)
  --json           the rows as JSON on stdout
  --cpu-prof DIR   write CPU profiles of every thread of both sides into DIR
  --no-machine-check  skip the machine check (the 2-thread stencil vs its plain loop; default: run it first)
  --machine-check  run it with --quick too`;

const values = benchArgs('bench:peers', USAGE, {
  quick: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  only: { type: 'string' },
  runs: { type: 'string' },
  warmup: { type: 'string' },
  threads: { type: 'string' },
  'cpu-prof': { type: 'string' },
  'machine-check': { type: 'boolean' },
  'no-machine-check': { type: 'boolean' },
});
if (values['machine-check'] === true && values['no-machine-check'] === true) fail('give --machine-check or --no-machine-check, not both');

const quick = values.quick === true;
const threads = int('threads', values.threads, 2, 2);
const cores = availableParallelism();
const only = values.only?.split(',').map((s) => s.trim()) ?? Object.keys(GROUPS);
for (const id of only) if (!(id in GROUPS)) fail(`unknown group ${JSON.stringify(id)}; expected one of ${Object.keys(GROUPS).join(', ')}`);
const prof = values['cpu-prof'];
const settings: GroupSettings = {
  threads,
  // The runtime's rule for its own waits: spin only while every thread has a core.
  spin: threads <= cores ? 20_000 : 0,
  runs: int('runs', values.runs, quick ? 4 : 8, 3),
  warmups: int('warmup', values.warmup, 0, 0),
  quick,
  execArgv: prof === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${prof}`],
  log: (line) => process.stderr.write(`${line}\n`),
};

const loadBefore = loadavg()[0] as number;
const started = performance.now();
let machineCheck: MachineCheck | undefined;
if (values['machine-check'] === true || (!quick && values['no-machine-check'] !== true)) {
  settings.log('machine check: the hand-rolled 2-thread stencil against its plain loop');
  machineCheck = await runMachineCheck();
  settings.log(formatMachineCheck(machineCheck));
}
const groups: GroupResult[] = [];
for (const id of only) {
  settings.log(`${id}:`);
  groups.push(await (GROUPS[id] as (g: GroupSettings) => Promise<GroupResult>)(settings));
}
const rows = groups.flatMap((g) => buildRows(g.series, g.rows));
const env = {
  node: process.version,
  cores,
  threads,
  runs: settings.runs,
  warmups: settings.warmups ?? 0,
  seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
  loadavg: [Number(loadBefore.toFixed(2)), Number((loadavg()[0] as number).toFixed(2))],
};

if (values.json === true) {
  process.stdout.write(
    `${JSON.stringify({ env, machineCheck, groups: groups.map((g) => ({ id: g.id, title: g.title, series: Object.fromEntries(g.series) })), rows }, null, 2)}\n`,
  );
} else {
  process.stdout.write(
    `Meshwork vs hand-rolled peers - node ${env.node}, ${env.cores} cores, ${threads} threads, ${env.seconds} s\n` +
      `${machineCheck === undefined ? 'machine check: skipped' : formatMachineCheck(machineCheck)}\n` +
      `ms: median (min-max) of ${env.runs - 1} warm runs, interleaved; ratio = subject / reference (x slower), paired over the warm rounds (exp of the mean log ratio) with its 95% CI and verdict; first = the first timed run of each${env.warmups > 0 ? ` (after ${env.warmups} untimed runs of each side)` : ''}\n` +
      'compute: wall ms between the first and last barrier inside the threads; job: host wall ms of one job (dispatch, setup, result)\n' +
      "critical path ms (subject / reference): median per run of each phase's slowest rank busy time, summed, where the side records phases (Meshwork)\n\n" +
      `${formatRows(rows)}\n\nload average ${env.loadavg[0]} -> ${env.loadavg[1]} on ${env.cores} cores\n`,
  );
  const missed = rows.filter((r) => r.met === false);
  if (missed.length > 0) process.stdout.write(`missed targets: ${missed.map((r) => r.subject).join('; ')}\n`);
}
