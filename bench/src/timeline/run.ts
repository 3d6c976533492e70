/**
 * `pnpm bench:timeline` (from bench/, or the repository root): what recording a timeline costs a
 * run. A thinning run (body image, gde every 2 phases, chain of 2 ranks) with and without the
 * `timeline` run option, interleaved round by round in one process on one cluster (the order
 * alternates), timed on the host around `cluster.run` (writing the file included); the verdict is
 * the paired ratio on / off with its 95% CI (`comparePaired`). Target: at most 1.03. Options:
 *   --size N     image N x N (default 1024; quick 512)
 *   --ranks N    ranks on the chain (default 2)
 *   --rounds N   timed rounds (default 10; quick 4)
 *   --quick      a smaller image, fewer rounds (about 10 s)
 *   --json       the figures as JSON on stdout
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate, programOptions, thinningApp } from '@meshwork/example-thinning';
import {
  comparePaired,
  failFor,
  formatMachineCheck,
  formatPaired,
  median,
  type PairedComparison,
  runMachineCheck,
} from '@meshwork/harness';
import { createCluster, type RunOptions } from '@meshwork/runtime';
import { benchArgs } from '../args.ts';

const fail: (message: string) => never = failFor('bench:timeline');

const USAGE = `usage: pnpm bench:timeline [-- options]   (what recording a timeline costs a thinning run)
  --size N     image N x N (default 1024; quick 512)
  --ranks N    ranks on the chain (default 2)
  --rounds N   timed rounds (default 10; quick 4)
  --quick      a smaller image, fewer rounds
  --json       the figures as JSON on stdout`;

const values = benchArgs('bench:timeline', USAGE, {
  quick: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  size: { type: 'string' },
  ranks: { type: 'string' },
  rounds: { type: 'string' },
});

function count(name: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) fail(`--${name} must be an integer in [${min}, ${max}], got ${JSON.stringify(text)}`);
  return n;
}

const size = count('size', values.size, values.quick ? 512 : 1024, 64, 8192);
const ranks = count('ranks', values.ranks, 2, 1, 64);
const rounds = count('rounds', values.rounds, values.quick ? 4 : 10, 2, 1000);

const topology = `chain:${ranks}`;
const image = generate({ kind: 'body', width: size, height: size, seed: 1 });
const options = programOptions(
  { image, label: 'body', topology, case: 'gde2', load: 'pixels', edges: 'local', storage: 'distributed', repeat: 1 },
  false,
);
const dir = mkdtempSync(join(tmpdir(), 'meshwork-bench-timeline-'));
const file = join(dir, 'run.json');
const cluster = createCluster({ topology, waitTimeoutMs: 120_000 });

/** One run, host wall ms around `cluster.run` (with a timeline: until its file is complete). */
async function once(on: boolean): Promise<number> {
  const runOptions: RunOptions = on ? { timeoutMs: 600_000, timeline: file } : { timeoutMs: 600_000 };
  const t0 = performance.now();
  await cluster.run(thinningApp.programUrl, options, runOptions);
  return performance.now() - t0;
}

try {
  // the machine check first: a ratio read on a machine that does not give two cores says little
  process.stderr.write('bench:timeline: machine check (the hand-rolled 2-thread stencil against its plain loop)\n');
  const check = await runMachineCheck();
  process.stderr.write(`bench:timeline: warm-up, then ${rounds} rounds of thinning ${size}x${size} on ${topology}, timeline off / on\n`);
  await once(false);
  await once(true);
  const off: number[] = [];
  const on: number[] = [];
  for (let r = 0; r < rounds; r++) {
    if (r % 2 === 0) {
      off.push(await once(false));
      on.push(await once(true));
    } else {
      on.push(await once(true));
      off.push(await once(false));
    }
  }
  const paired: PairedComparison = comparePaired(on, off);
  const bytes = statSync(file).size;
  const machine = `${availableParallelism()} cores, load average ${loadavg()[0]?.toFixed(2)}, Node ${process.version}`;
  const row = {
    row: 'timeline on vs off, thinning gde every 2',
    size,
    topology,
    rounds,
    offMs: median(off),
    onMs: median(on),
    ratio: paired.ratio,
    lo: paired.lo,
    hi: paired.hi,
    verdict: paired.verdict,
    target: 1.03,
    fileBytes: bytes,
    machine,
    machineCheck: { ratio: check.ratio, lo: check.lo, hi: check.hi, twoCores: check.twoCores },
  };
  if (values.json) process.stdout.write(`${JSON.stringify(row, null, 2)}\n`);
  else {
    process.stdout.write(`What a timeline costs a run: thinning ${size}x${size}, gde every 2, ${topology} (${machine})\n`);
    process.stdout.write(`${formatMachineCheck(check)}\n`);
    process.stdout.write(
      `  off ${row.offMs.toFixed(1)} ms, on ${row.onMs.toFixed(1)} ms (medians of ${rounds}); file ${(bytes / 1e6).toFixed(2)} MB\n`,
    );
    process.stdout.write(`  ${formatPaired('timeline on', 'off', paired)}; target <= 1.03\n`);
  }
} finally {
  await cluster.close();
  rmSync(dir, { recursive: true, force: true });
}
