/**
 * `pnpm bench` (from bench/): the micro suite. Options:
 *   --quick        3 repeats of short trials (a few seconds)
 *   --json         print the results as JSON instead of the table
 *   --only a,b     run only these groups (rt2, rt2wait, rt8, pool, bw, loads, codec)
 *   --repeats N    repeats per row (default 7; quick 3)
 *   --target-ms N  length of one trial (default 60; quick 5)
 * Progress goes to stderr.
 */
import { availableParallelism, loadavg } from 'node:os';
import { failFor } from '@meshwork/harness';
import { benchArgs } from '../args.ts';
import { formatTable, type HarnessOptions, report } from './harness.ts';
import { GROUP_IDS, runMicro } from './suite.ts';

const USAGE = `usage: pnpm bench [-- options]   (the micro suite: runtime primitives against raw limits)
  --quick        3 repeats of short trials (a few seconds)
  --json         print the results as JSON instead of the table
  --only a,b     run only these groups (${GROUP_IDS.join(', ')})
  --repeats N    repeats per row (default 7; quick 3)
  --target-ms N  length of one trial (default 60; quick 5)`;

const values = benchArgs('bench', USAGE, {
  quick: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  only: { type: 'string' },
  repeats: { type: 'string' },
  'target-ms': { type: 'string' },
});

const fail = failFor('bench');
function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const v = Number(text);
  if (!Number.isInteger(v) || v < 1) fail(`--${name} must be an integer >= 1, got ${JSON.stringify(text)}`);
  return v;
}

const quick = values.quick === true;
const harness: HarnessOptions = {
  repeats: positive('repeats', values.repeats, quick ? 3 : 7),
  warmups: quick ? 1 : 3,
  targetMs: positive('target-ms', values['target-ms'], quick ? 5 : 60),
  budgetMs: quick ? 2_000 : 12_000,
  log: (line) => process.stderr.write(`${line}\n`),
};
const only = values.only?.split(',').map((s) => s.trim());
for (const id of only ?? []) {
  if (!GROUP_IDS.includes(id)) {
    fail(`unknown group ${JSON.stringify(id)}; expected one of ${GROUP_IDS.join(', ')}`);
  }
}

const loadBefore = loadavg()[0] as number;
const started = performance.now();
const groups = await runMicro({ ...harness, ...(only === undefined ? {} : { only }) });
const rows = report(groups.flatMap((g) => g.rows));
const seconds = (performance.now() - started) / 1000;
const env = {
  node: process.version,
  cores: availableParallelism(),
  quick,
  repeats: harness.repeats,
  targetMs: harness.targetMs,
  seconds: Number(seconds.toFixed(1)),
  /** 1-minute load average before and after: spin figures mean little on a busy machine. */
  loadavg: [Number(loadBefore.toFixed(2)), Number((loadavg()[0] as number).toFixed(2))],
};
const busy = Math.max(...env.loadavg) > env.cores;

if (values.json === true) {
  process.stdout.write(`${JSON.stringify({ env, groups: groups.map((g) => ({ id: g.id, title: g.title })), rows }, null, 2)}\n`);
} else {
  const sections = new Map(groups.flatMap((g) => (g.rows[0] === undefined ? [] : [[g.rows[0].name, g.title] as const])));
  process.stdout.write(
    `Meshwork micro suite - node ${env.node}, ${env.cores} cores, ${env.repeats} repeats of ~${env.targetMs} ms trials, ${env.seconds} s\n` +
      'median / min / max over the repeats; ratio = median vs the reference row (time: x slower; bandwidth: fraction)\n\n' +
      `${formatTable(rows, sections)}\n`,
  );
  process.stdout.write(`\nload average ${env.loadavg[0]} -> ${env.loadavg[1]} on ${env.cores} cores`);
  process.stdout.write(busy ? ': BUSY MACHINE, spinning figures are time-sliced; re-run when idle\n' : '\n');
  const missed = rows.filter((r) => r.met === false);
  if (missed.length > 0) process.stdout.write(`\nmissed targets: ${missed.map((r) => r.name).join('; ')}\n`);
}
