/**
 * The critical path and "cores used" of a report from injected records: per phase the slowest
 * rank's busy time summed, the ideal, medians over runs, the cores the ranks asked for (less what
 * they slept), the busy-machine verdict at 0.9 of it, and the text of a report and of `--compare`.
 * No threads, no timing.
 */
import { aggregate, ErrorCodes, MeshworkError, type RankMetrics } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { BUSY_BELOW, coresUsedOf, formatCores, JUDGED_MS_PER_RUN } from '../src/cores-used.ts';
import { criticalPathOf, formatCriticalPath, type RunUsage, summarizeCriticalPath, usageOf } from '../src/critical-path.ts';
import type { AppOutcome } from '../src/define.ts';
import { busyLe } from '../src/figures.ts';
import { formatComparison, formatSummary, type RunHeader, summarizeRun } from '../src/summary.ts';

const MS = 1e6;

const code = (f: () => unknown) => {
  try {
    f();
  } catch (err) {
    return err instanceof MeshworkError ? err.code : 'not a MeshworkError';
  }
  return 'no error';
};

describe('criticalPathOf', () => {
  it('sums the slowest rank of each phase; the ideal is all busy time over the ranks', () => {
    // phase 0: rank 0 is slow (3 ms); phase 1: rank 1 (4 ms); phase 2: level
    const p = criticalPathOf(
      [
        [3 * MS, 1 * MS],
        [2 * MS, 4 * MS],
        [1 * MS, 1 * MS],
      ],
      2,
    );
    expect(p).toEqual({ ms: 8, idealMs: 6, phases: 3, ranks: 2 });
  });

  it('one rank: the path is the ideal; no phase: undefined', () => {
    expect(criticalPathOf([[5 * MS], [2 * MS]], 1)).toEqual({ ms: 7, idealMs: 7, phases: 2, ranks: 1 });
    expect(criticalPathOf([], 4)).toBeUndefined();
  });

  it('refuses phases of the wrong width, negative or non-finite times, a bad rank count', () => {
    expect(code(() => criticalPathOf([[1, 2, 3]], 2))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(code(() => criticalPathOf([[1, -1]], 2))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(code(() => criticalPathOf([[1, Number.NaN]], 2))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(code(() => criticalPathOf([[1]], 0))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(code(() => usageOf(-1, 0))).toBe(ErrorCodes.INVALID_ARGUMENT);
  });
});

/** A rank's snapshot with busy times per phase (ms) and the ms it slept in waits. */
const rank = (r: number, busyMs: readonly number[], sleptMs: number): RankMetrics => ({
  rank: r,
  clock: 'active',
  phases: busyMs.map((b, i) => ({ name: 'compute', index: i, busyNs: b * MS, wallNs: b * MS, workUnits: 1, messages: 0, bytes: 0 })),
  totals: { busyNs: 0, wallNs: 0, workUnits: busyMs.length, messages: 0, bytes: 0 },
  waits: { blocked: 1, blockedMs: sleptMs, slept: 1, sleptMs, wakeups: 0, wakeMs: 0, spinMicros: 0 },
});

describe('usageOf and summarizeCriticalPath', () => {
  it('reads the phases and the waits of a run aggregated from its ranks', () => {
    const metrics = aggregate([rank(0, [30, 30, 30], 0), rank(1, [10, 20, 30], 30)]);
    const u = usageOf(100, 150, metrics);
    expect(u).toEqual({ wallMs: 100, cpuMs: 150, sleptMs: 30, path: { ms: 90, idealMs: 75, phases: 3, ranks: 2, clock: 'active' } });
    expect(usageOf(100, 150)).toEqual({ wallMs: 100, cpuMs: 150 });
  });

  it('more ranks than cores: the busy wall time where every phase carries it, not the CPU clock', () => {
    // the thread CPU clock read 0 in every phase (short phases between scheduler ticks)
    const cpuZero = (r: number, wallMs: readonly number[]): RankMetrics => ({
      ...rank(r, wallMs, 0),
      clock: 'schedstat',
      phases: wallMs.map((w, i) => ({
        name: 'sweep',
        index: i,
        busyNs: 0,
        wallNs: w * MS,
        wallBusyNs: w * MS,
        workUnits: 1,
        messages: 0,
        bytes: 0,
      })),
    });
    const metrics = aggregate([cpuZero(0, [30, 30, 30]), cpuZero(1, [10, 20, 30])]);
    expect(usageOf(100, 150, metrics).path).toEqual({ ms: 90, idealMs: 75, phases: 3, ranks: 2, clock: 'wall-busy' });
    expect(busyLe(metrics)).toBeCloseTo(75 / 90, 12);
    const c = summarizeCriticalPath([usageOf(100, 150, metrics)], [100]);
    expect(formatCriticalPath(c as NonNullable<typeof c>)).toContain('waiting for a core included');
    // one phase without it: the CPU clock, as recorded
    const mixed = aggregate([cpuZero(0, [30, 30]), { ...rank(1, [10, 20], 0), clock: 'schedstat' }]);
    expect(usageOf(100, 150, mixed).path?.clock).toBe('schedstat');
    expect(busyLe(mixed)).toBe(mixed.totals.busy.le);
  });

  it("each rank's run time, CPU and sleep from the snapshots, only when every rank reported them", () => {
    const snaps = [
      { ...rank(1, [10, 20, 30], 30), run: { wallNs: 95 * MS, cpuNs: 60 * MS } },
      { ...rank(0, [30, 30, 30], 0), run: { wallNs: 95 * MS, cpuNs: 90 * MS } },
    ];
    expect(usageOf(100, 150, aggregate(snaps), snaps).ranks).toEqual([
      { wallMs: 95, cpuMs: 90, sleptMs: 0 },
      { wallMs: 95, cpuMs: 60, sleptMs: 30 },
    ]);
    const partial = [snaps[0] as RankMetrics, rank(0, [30, 30, 30], 0)];
    expect(usageOf(100, 150, aggregate(partial), partial).ranks).toBeUndefined();
  });

  it('medians over the runs that recorded phases, beside the median parallel time', () => {
    const run = (ms: number, idealMs: number): RunUsage => ({
      wallMs: 1,
      cpuMs: 1,
      path: { ms, idealMs, phases: 4, ranks: 2, clock: 'active' },
    });
    const c = summarizeCriticalPath([run(100, 60), run(80, 60), { wallMs: 1, cpuMs: 1 }, run(90, 70)], [120, 110, 130]);
    expect(c).toEqual({ ms: 90, idealMs: 60, level: 60 / 90, wallMs: 120, phases: 4, runs: 3, clock: 'active' });
    expect(formatCriticalPath(c as NonNullable<typeof c>)).toBe(
      '90.0 ms: the slowest rank of each of 4 phases (wall time between waits, medians of 3 runs); ideal 60.0 ms (level 67%); parallel 120.0 ms',
    );
    expect(summarizeCriticalPath([{ wallMs: 1, cpuMs: 1 }], [1])).toBeUndefined();
  });
});

/** A rank that ran `wallMs`, slept `sleptMs` of it and had `cpuMs` of CPU. */
const r = (wallMs: number, sleptMs: number, cpuMs: number) => ({ wallMs, sleptMs, cpuMs });

describe('coresUsedOf', () => {
  it('an imbalanced run on a quiet machine: the idle rank slept, so it asked for less, and every rank got its time', () => {
    // 2 ranks, 100 ms: rank 1 slept 50 ms waiting for rank 0; the process used 155 ms of CPU
    const c = coresUsedOf([{ wallMs: 100, cpuMs: 155, sleptMs: 50, ranks: [r(98, 0, 97), r(98, 50, 48)] }], 2, 2);
    expect(c).toMatchObject({ used: 1.55, asked: 1.46, available: 2, ranks: 2, basis: 'ranks', judged: true, busy: false, runs: 1 });
    expect(c?.fraction).toBeCloseTo(0.9898, 4);
    expect(formatCores(c as NonNullable<typeof c>)).toBe(
      '1.55 of 2 cores; the ranks asked for 1.46, each ran >= 99% of the time it asked for',
    );
  });

  it('a rank that got a core only part of the time it wanted: the machine is busy', () => {
    // rank 0 computed 100 ms of wall on 60 ms of CPU; rank 1 waited for it
    const c = coresUsedOf([{ wallMs: 100, cpuMs: 110, sleptMs: 45, ranks: [r(100, 0, 60), r(100, 45, 52)] }], 2, 2);
    expect(c).toMatchObject({ basis: 'ranks', rank: 0, judged: true, busy: true });
    expect(c?.fraction).toBeCloseTo(0.6, 12);
    expect(formatCores(c as NonNullable<typeof c>)).toBe(
      '1.10 of 2 cores; the ranks asked for 1.55, rank 0 ran only 60% of the time it asked for: the machine is busy, wall-time ratios are unreliable',
    );
  });

  it('the verdict turns at 0.9; times add up over the runs; short runs are not judged', () => {
    expect(BUSY_BELOW).toBe(0.9);
    const run = (cpu0: number) => ({ wallMs: 100, cpuMs: 190, ranks: [r(100, 0, cpu0), r(100, 0, 100)] });
    expect(coresUsedOf([run(90)], 2, 2)?.busy).toBe(false);
    expect(coresUsedOf([run(89)], 2, 2)?.busy).toBe(true);
    // 80 and 100 ms of 200 asked: 0.9 over the two runs
    const two = coresUsedOf([run(80), run(100)], 2, 2);
    expect(two?.fraction).toBe(0.9);
    expect(two?.runs).toBe(2);
    expect(JUDGED_MS_PER_RUN).toBe(40);
    const short = coresUsedOf([{ wallMs: 30, cpuMs: 20, ranks: [r(30, 0, 10), r(30, 0, 10)] }], 2, 2);
    expect(short).toMatchObject({ judged: false, busy: false });
    expect(formatCores(short as NonNullable<typeof short>)).toMatch(/runs too short to judge the machine$/);
  });

  it('more ranks than cores: all ranks together against the cores there are', () => {
    const ranks = [r(100, 0, 50), r(100, 0, 50), r(100, 0, 50), r(100, 0, 50)];
    const c = coresUsedOf([{ wallMs: 100, cpuMs: 200, ranks }], 4, 2);
    expect(c).toMatchObject({ asked: 2, fraction: 1, busy: false, basis: 'ranks' });
    expect(c?.rank).toBeUndefined();
    const starved = coresUsedOf([{ wallMs: 100, cpuMs: 120, ranks: ranks.map((x) => ({ ...x, cpuMs: 30 })) }], 4, 2);
    expect(starved).toMatchObject({ fraction: 0.6, busy: true });
  });

  it('without per-rank CPU times the process stands in: its CPU over the cores asked for; without waits, no verdict', () => {
    const c = coresUsedOf([{ wallMs: 100, cpuMs: 150, sleptMs: 0 }], 2, 4);
    expect(c).toMatchObject({ asked: 2, basis: 'process', fraction: 0.75, judged: true, busy: true });
    expect(formatCores(c as NonNullable<typeof c>)).toMatch(/the process \(no per-rank CPU times\) ran 75% of it: the machine is busy/);
    expect(coresUsedOf([{ wallMs: 100, cpuMs: 150, sleptMs: 50 }], 2, 2)).toMatchObject({ asked: 1.5, fraction: 1, busy: false });
    // a host-side pool: its threads idle between tasks unseen
    const pool = coresUsedOf([{ wallMs: 100, cpuMs: 50 }], 2, 2);
    expect(pool).toMatchObject({ asked: 2, basis: 'process', judged: false, busy: false });
    expect(formatCores(pool as NonNullable<typeof pool>)).toBe(
      '0.50 of 2 cores; the ranks asked for 2.00, no verdict on the machine (no waits reported)',
    );
    expect(coresUsedOf([], 2, 2)).toBeUndefined();
    expect(code(() => coresUsedOf([], 0, 2))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(code(() => coresUsedOf([], 2, 0))).toBe(ErrorCodes.INVALID_ARGUMENT);
  });
});

const header = (label: string): RunHeader => ({
  app: 'p',
  topology: 'chain:2',
  ranks: 2,
  storage: undefined,
  balancing: { label, balancer: label, policy: label === 'static' ? 'never' : 'adaptive' },
  repeat: 3,
});

/** An outcome whose runs have the given critical paths (ms), ideal 60 ms, 100 ms walls, each rank `rankCpu` ms of CPU. */
const outcome = (paths: readonly number[], rankCpu: number, parallelMs: number[]): AppOutcome => ({
  result: 'r',
  leWork: 0.9,
  leBusy: 0.9,
  balance: undefined,
  trace: undefined,
  files: [],
  details: {},
  correct: true,
  sequentialMs: [200, 200, 200],
  parallelMs,
  usage: paths.map((ms) => ({
    wallMs: 100,
    cpuMs: 2 * rankCpu,
    sleptMs: 0,
    ranks: [r(100, 0, rankCpu), r(100, 0, rankCpu)],
    path: { ms, idealMs: 60, phases: 10, ranks: 2, clock: 'active' },
  })),
});

describe('the report and --compare', () => {
  it('every report shows its critical path and cores used; --json has them as numbers and fractions', () => {
    const s = summarizeRun(header('gde adaptive'), outcome([64, 62, 66], 95, [70, 68, 72]), undefined, [], 2);
    expect(s.criticalPath).toMatchObject({ ms: 64, idealMs: 60, wallMs: 70, runs: 3 });
    expect(s.criticalPath?.level).toBeCloseTo(60 / 64, 12);
    expect(s.cores).toMatchObject({ used: 1.9, asked: 2, fraction: 0.95, basis: 'ranks', busy: false });
    const text = formatSummary(s);
    expect(text).toMatch(/critical path : 64\.0 ms: the slowest rank of each of 10 phases/);
    expect(text).toMatch(/cores used {4}: 1\.90 of 2 cores; the ranks asked for 2\.00, each ran >= 95% of the time it asked for\n/);
    const plain = summarizeRun(header('static'), { ...outcome([], 0, [1]), usage: undefined }, undefined, [], 2);
    expect('criticalPath' in plain || 'cores' in plain).toBe(false);
  });

  it('--compare prints both critical paths and cores beside the verdict', () => {
    const gde = summarizeRun(header('gde adaptive'), outcome([64, 62, 66], 95, [70, 68, 72]), undefined, [], 2);
    const st = summarizeRun(header('static'), outcome([100, 98, 102], 95, [104, 100, 106]), undefined, [], 2);
    const lines = formatComparison(gde, st).split('\n');
    expect(lines[1]).toMatch(/^gde adaptive vs static: 0\.68x \[0\.\d\d, 0\.\d\d\] 95% CI, faster \(3 paired rounds\)$/);
    expect(lines[2]).toBe('  critical path (slowest rank per phase) 64.0 vs 100.0 ms (0.64x); ideal 60.0 vs 60.0 ms; level 94% vs 60%');
    expect(lines[4]).toBe('  cores used 1.90 vs 1.90 of 2; the ranks asked for 2.00 vs 2.00');
  });

  it('a busy machine on either side: the comparison says its ratios are unreliable', () => {
    const gde = summarizeRun(header('gde adaptive'), outcome([64, 62, 66], 60, [70, 68, 72]), undefined, [], 2);
    const st = summarizeRun(header('static'), outcome([100, 98, 102], 95, [104, 100, 106]), undefined, [], 2);
    expect(gde.cores?.busy).toBe(true);
    expect(formatComparison(gde, st).split('\n')[4]).toBe(
      '  cores used 1.20 vs 1.90 of 2; the ranks asked for 2.00 vs 2.00; gde adaptive: rank 0 ran only 60% of the time it asked for: ' +
        'the machine is busy, wall-time ratios (this verdict) and critical paths are unreliable; run it again on a quiet machine',
    );
    expect(formatSummary(gde)).toMatch(
      /rank 0 ran only 60% of the time it asked for: the machine is busy, wall-time ratios are unreliable/,
    );
  });
});
