/**
 * `pnpm bench:watch` (from bench/, or the repository root): what watching the loads costs a
 * phase, every mode interleaved round by round in one process on 2 ranks (mesh:2x1): no watching,
 * a plain barrier, a synchronous load gather every phase (`every` that never fires), and
 * `adaptive` lagged with its gaps (as shipped), lagged with no gaps, and synchronous. The loads
 * are level, so nothing balances: the figures are the price of watching. Options:
 *   --heavy US   busy time of the heavier rank per phase (default 1000)
 *   --light US   busy time of the other rank (default 700)
 *   --phases N   phases per run (default 300)
 *   --runs N     timed rounds (default 8; quick 3)
 *   --quick      100 phases, 3 rounds
 *   --json       the figures as JSON on stdout
 */
import { availableParallelism, loadavg } from 'node:os';
import { failFor, median } from '@meshwork/harness';
import { createCluster } from '@meshwork/runtime';
import { benchArgs } from '../args.ts';
import type { WatchMode, WatchOptions, WatchResult } from '../programs/watch.ts';

const fail: (message: string) => never = failFor('bench:watch');

const USAGE = `usage: pnpm bench:watch [-- options]   (what watching the loads costs a phase)
  --heavy US   busy time of the heavier rank per phase (default 1000)
  --light US   busy time of the other rank (default 700)
  --phases N   phases per run (default 300)
  --runs N     timed rounds (default 8; quick 3)
  --quick      100 phases, 3 rounds
  --json       the figures as JSON on stdout`;

const values = benchArgs('bench:watch', USAGE, {
  quick: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  heavy: { type: 'string' },
  light: { type: 'string' },
  phases: { type: 'string' },
  runs: { type: 'string' },
});

function count(name: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > 1e7) fail(`--${name} must be an integer in [${min}, 1e7], got ${JSON.stringify(text)}`);
  return n;
}

const MODES: readonly WatchMode[] = ['none', 'barrier', 'every', 'adaptive', 'adaptive-no-gap', 'adaptive-sync'];
const heavy = count('heavy', values.heavy, 1000, 0);
const light = count('light', values.light, 700, 0);
const phases = count('phases', values.phases, values.quick ? 100 : 300, 10);
const runs = count('runs', values.runs, values.quick ? 3 : 8, 1);

const cluster = createCluster({ topology: 'mesh:2x1' });
const program = new URL('../programs/watch.js', import.meta.url);
const runOnce = async (mode: WatchMode, n: number) =>
  (await cluster.run<WatchResult, WatchOptions>(program, { mode, phases: n, heavy, light }, { timeoutMs: 120_000 })).results;
try {
  process.stderr.write(`bench:watch: warm-up, then ${runs} rounds of ${MODES.length} modes x ${phases} phases\n`);
  for (const m of MODES) await runOnce(m, phases);
  const got = new Map<WatchMode, WatchResult[][]>(MODES.map((m) => [m, []]));
  for (let r = 0; r < runs; r++) {
    const order = r % 2 === 0 ? MODES : [...MODES].reverse();
    for (const m of order) got.get(m)?.push(await runOnce(m, phases));
  }
  const none = median((got.get('none') ?? []).map((rs) => (rs[0] as WatchResult).phaseUs));
  const rows = MODES.map((mode) => {
    const rs = got.get(mode) ?? [];
    const phaseUs = median(rs.map((x) => (x[0] as WatchResult).phaseUs));
    const first = (rs[0] as WatchResult[])[0] as WatchResult;
    return {
      mode,
      phaseUs,
      overUs: phaseUs - none,
      heavyCallUs: median(rs.map((x) => (x[x.length - 1] as WatchResult).callUs)),
      lightCallUs: median(rs.map((x) => (x[0] as WatchResult).callUs)),
      syncsPerPhase: first.syncsPerPhase,
      lagged: first.lagged,
      balances: first.balances,
    };
  });
  const machine = `${availableParallelism()} cores, load average ${loadavg()[0]?.toFixed(2)}, Node ${process.version}`;
  if (values.json) process.stdout.write(`${JSON.stringify({ machine, heavy, light, phases, runs, rows }, null, 2)}\n`);
  else {
    process.stdout.write(
      `What watching the loads costs a phase: 2 ranks, busy ${heavy} / ${light} us, ${phases} phases, medians of ${runs} rounds (${machine})\n`,
    );
    process.stdout.write('  mode              us/phase  over none  in call, heavy / light rank  syncs/phase  lagged  balances\n');
    for (const r of rows) {
      process.stdout.write(
        `  ${r.mode.padEnd(16)}  ${r.phaseUs.toFixed(0).padStart(8)}  ${r.overUs.toFixed(0).padStart(9)}  ${`${r.heavyCallUs.toFixed(1)} / ${r.lightCallUs.toFixed(1)}`.padStart(27)}  ${r.syncsPerPhase.toFixed(2).padStart(11)}  ${String(r.lagged).padStart(6)}  ${String(r.balances).padStart(8)}\n`,
      );
    }
  }
} finally {
  await cluster.close();
}
