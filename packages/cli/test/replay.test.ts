/**
 * meshwork replay: a trace recorded with balancer X and interval k, replayed through X and k,
 * gives back the recorded cuts exactly; the replay table and JSON parse; bad traces fail typed.
 * Deterministic: no assertion on times.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appBalancerOptions, replayTrace } from '@meshwork/replay';
import type { MetricsTrace } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { findApp } from '../src/apps/registry.ts';
import { parseTraceFile } from '../src/trace-file.ts';
import { markCounts, meshwork, meshworkJson, readSvg, tempDir } from './helpers.ts';

interface Recorded {
  readonly trace: MetricsTrace;
  readonly meta: ReturnType<typeof parseTraceFile>['meta'];
  readonly file: string;
  readonly dir: string;
}

function record(app: string, args: readonly string[]): Recorded {
  const dir = tempDir('meshwork-replay-');
  const file = join(dir, 'trace.json');
  const r = meshwork(['run', app, ...args, '--trace', file], dir, 180_000);
  if (r.code !== 0) throw new Error(`meshwork run ${app} ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
  const { trace, meta } = parseTraceFile(readFileSync(file, 'utf8'));
  return { trace, meta, file, dir };
}

/** The recorded balances: step and cuts after. */
function recordedCuts(trace: MetricsTrace): { step: number; cuts: number[][] }[] {
  return (trace.loads?.steps ?? []).flatMap((s, step) => (s.balance === undefined ? [] : [{ step, cuts: s.balance.cuts }]));
}

function replaySame(rec: Recorded, balancer: string, policy: string, policyOptions?: unknown) {
  const balancerOptions = appBalancerOptions(findApp(rec.meta.app ?? ''), balancer, rec.trace, rec.meta.options);
  const [row] = replayTrace(rec.trace, [{ label: 'same', balancer, balancerOptions, policy, policyOptions }], { decisionMs: 0 }).rows;
  if (row === undefined) throw new Error('no row');
  expect(row.error).toBeUndefined();
  return row;
}

const WATOR = ['--ranks', '2', '--size', '48x24', '--steps', '16', '--minnows', '0.35', '--sharks', '0.08'];

describe('meshwork replay reproduces recorded runs', () => {
  for (const [balancer, k] of [
    ['gde', 2],
    ['sdlb', 3],
    ['central', 1],
    ['functional', 4],
  ] as const) {
    it(`wator recorded with ${balancer} every ${k}: the replay of ${balancer} every ${k} moves the same cuts`, () => {
      const rec = record('wator', [...WATOR, '--balancer', balancer, '--every', String(k)]);
      const loads = rec.trace.loads;
      expect(loads?.recorded).toMatchObject({ balancer, policy: 'every', policyOptions: { k } });
      expect(loads?.steps.length).toBe(15); // the driver runs after every step but the last
      const recorded = recordedCuts(rec.trace);
      expect(recorded.length).toBe(Math.floor(15 / k));
      const row = replaySame(rec, balancer, 'every', { k });
      expect(row.cuts).toEqual(recorded);
      expect(row.balances).toBe(recorded.length);
    });
  }

  it('thinning recorded with gde every 2 and diffusion with sdlb every 3: same cuts', () => {
    const thin = record('thinning', ['--ranks', '2', '--size', '64x64', '--balancer', 'gde', '--every', '2']);
    expect(replaySame(thin, 'gde', 'every', { k: 2 }).cuts).toEqual(recordedCuts(thin.trace));
    const diff = record('diffusion', ['--ranks', '2', '--size', '48', '--max-iterations', '24', '--balancer', 'sdlb', '--every', '3']);
    expect(recordedCuts(diff.trace).length).toBeGreaterThan(0);
    // diffusion times its tally of the loads (what an untraced static run skips): on the steps, one figure per rank
    const steps = diff.trace.loads?.steps ?? [];
    const tallied = steps.filter((s) => s.tallyMs !== undefined);
    expect(tallied.length).toBeGreaterThan(steps.length / 2);
    for (const s of tallied) expect(s.tallyMs?.length).toBe(2);
    expect(replaySame(diff, 'sdlb', 'every', { k: 3 }).cuts).toEqual(recordedCuts(diff.trace));
  });

  it('a recorded adaptive run replays to the same balances (recorded costs and step times where the cuts agree)', () => {
    const rec = record('wator', [...WATOR, '--balancer', 'gde', '--policy', 'adaptive']);
    const row = replaySame(rec, 'gde', 'adaptive');
    expect(row.cuts).toEqual(recordedCuts(rec.trace));
  });
});

describe('a traced run gathers where the untraced run would', () => {
  // a gather leaves its time on the trace's step (syncMs): the steps that have it are the gathers
  const gathered = (rec: Recorded) => (rec.trace.loads?.steps ?? []).flatMap((s, i) => (s.syncMs === undefined ? [] : [i]));
  const LONG = [...WATOR.slice(0, 4), '--steps', '40', ...WATOR.slice(6)];

  it("static and lagged adaptive: no gather but the recorder's samples (8th and 32nd steps); every 2: every step", () => {
    const stat = record('wator', [...LONG, '--balancer', 'static']);
    expect(stat.trace.version).toBe(3);
    expect(stat.trace.loads?.steps.length).toBe(39);
    expect(gathered(stat)).toEqual([7, 31]);
    const adaptive = record('wator', [...LONG, '--balancer', 'gde', '--policy', 'adaptive']);
    expect(gathered(adaptive)).toEqual([7, 31]);
    const every = record('wator', [...LONG, '--balancer', 'gde', '--every', '2']);
    expect(gathered(every)).toEqual(Array.from({ length: 39 }, (_, i) => i));
  });
});

describe('meshwork replay command', () => {
  it('a static trace: a table row per configuration next to the recorded run, JSON, and the interval chart', () => {
    const rec = record('wator', [...WATOR, '--balancer', 'static']);
    expect(rec.trace.version).toBe(3);
    expect(rec.trace.loads?.recorded).toMatchObject({ balancer: 'static', policy: 'never' });
    expect(rec.meta.measuredMs).toBeGreaterThan(0);
    const args = ['replay', rec.file, '--balancer', 'gde,sdlb', '--every', '1,4', '--policy', 'adaptive'];
    const r = meshwork(args, rec.dir);
    expect(r.code, r.stderr).toBe(0);
    // the table: title, header, the recorded run, static, then per balancer every 1, every 4, adaptive
    const lines = r.stdout.split('\n');
    const header = lines.findIndex((l) => /^\s+configuration\s+predicted ms\s+± ms \(95%\)\s+vs static\s+LE %\s+U_k\s+balances/.test(l));
    expect(header).toBeGreaterThan(0);
    const rows = lines.slice(header + 1, header + 9).map((l) => l.trim().split(/\s{2,}/));
    expect(rows.map((c) => (c[0] as string).replace(/ \*$/, ''))).toEqual([
      'recorded: static',
      'static',
      'gde every 1',
      'gde every 4',
      'gde adaptive',
      'sdlb every 1',
      'sdlb every 4',
      'sdlb adaptive',
    ]);
    for (const c of rows) {
      expect(c.length).toBe(11);
      expect(Number(c[1])).toBeGreaterThan(0); // predicted ms
      expect(Number(c[4])).toBeGreaterThan(0); // LE %
      expect(Number(c[4])).toBeLessThanOrEqual(100);
    }
    expect(rows[0]?.[2]).toBe('-'); // the recorded run: measured, no interval
    expect(Number(rows[1]?.[2])).toBe(0); // static: the recorded tiles, no interval
    expect(rows[1]?.[3]).toBe('1'); // static vs static
    expect(Number(rows[2]?.[6])).toBe(15); // gde every 1: a balance after each of the 15 recorded steps
    expect(Number(rows[3]?.[6])).toBe(3); // gde every 4: after steps 3, 7, 11
    expect(rows.filter((c) => c[0]?.endsWith(' *')).length).toBe(1);
    expect(r.stdout).toMatch(/^best: .+ \(\d+\.\d ± \d+\.\d ms predicted, 95% interval\)$/m);
    expect(r.stdout).toMatch(
      /balance cost: decision \+ [\d.]+ ms \+ 0\.000 ms if it moves \+ 0\.000 us\/plane moved \+ [\d.]+ ns\/byte \(calibrated: one measured sync point, copies timed on this machine; no calibration run\)/,
    );
    const chart = /^chart: (.+)$/m.exec(r.stdout)?.[1] as string;
    const marks = markCounts(readSvg(chart));
    expect(marks.get('symbol')).toBe(4); // 2 balancers x 2 intervals

    const j = meshworkJson<{
      rows: { label: string; predictedMs: number; balances: number; le: number }[];
      recorded: { label: string };
      best: string;
      model: { steps: number; ranks: number };
    }>(args, rec.dir);
    expect(j.model).toMatchObject({ steps: 15, ranks: 2 });
    expect(j.recorded.label).toBe('recorded: static');
    expect(j.rows.map((x) => x.label)).toEqual(rows.slice(1).map((c) => (c[0] as string).replace(/ \*$/, '')));
    expect(j.rows.map((x) => x.label)).toContain(j.best);
  });

  it('option blocks a named balancer or policy refuses are usage errors before any replay (exit 2)', () => {
    const rec = record('thinning', ['--quick', '--ranks', '2', '--balancer', 'gde', '--every', '2']);
    const cases: [string[], RegExp][] = [
      [['--balancer', 'gde', '--balancer-options', '{"nope":1}'], /--balancer-options for gde: .*unknown option "nope"/],
      [
        ['--balancer', 'gde', '--policy', 'adaptive', '--policy-options', '{"nope":1}'],
        /--policy-options for adaptive: .*unknown option "nope"/,
      ],
    ];
    for (const [args, message] of cases) {
      const r = meshwork(['replay', rec.file, ...args, '--chart', join(rec.dir, 'x.svg')], rec.dir);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).not.toMatch(/best:/);
    }
  });

  it('typed errors: unknown version, truncated, malformed, no load record', () => {
    const dir = tempDir('meshwork-replay-');
    const good = JSON.stringify({ version: 1, ranks: 2, phases: [{ name: 'x', index: 0, busyNs: [1, 2], workUnits: [1, 2] }] });
    const cases: [string, string, RegExp][] = [
      ['v9.json', good.replace('"version":1', '"version":9'), /\[MW_TRACE_VERSION\] trace\.version must be one of 1, 2/],
      ['cut.json', good.slice(0, 40), /\[MW_TRACE_TRUNCATED\]/],
      ['bad.json', good.replace('[1,2]}', '[1]}'), /\[MW_TRACE_MALFORMED\] trace\.phases\[0\]\.workUnits\.length/],
      ['v1.json', good, /holds no load record/],
    ];
    for (const [name, text, message] of cases) {
      const file = join(dir, name);
      writeFileSync(file, text);
      const r = meshwork(['replay', file], dir);
      expect(r.code, name).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(message);
    }
  });
});
