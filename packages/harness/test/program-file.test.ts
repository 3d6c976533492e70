/**
 * The pieces of `meshwork run <file>` that need no thread: which targets are files, how `--opt`
 * and `--opts` become the program's options, how the drivers' log becomes the balancer line, and
 * a measurement without a sequential reference.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BalanceReport, RankMetrics } from '@meshwork/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { measureSides } from '../src/measure.ts';
import { driversBalance, isProgramPath, programOptions } from '../src/program-file.ts';
import { createProgress } from '../src/progress.ts';

const dir = mkdtempSync(join(tmpdir(), 'meshwork-harness-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('isProgramPath', () => {
  it('a slash or a module ending makes a file; a bare word is an app', () => {
    for (const t of ['./p.js', 'dir/p', '/abs/p.ts', 'p.mjs', 'p.ts', 'p.mts', 'sub\\p']) expect(isProgramPath(t)).toBe(true);
    for (const t of ['sieve', 'wator', 'p.json', 'program']) expect(isProgramPath(t)).toBe(false);
  });
});

describe('programOptions', () => {
  it('values are JSON when they parse, else strings; --opt overrides --opts', () => {
    const file = join(dir, 'o.json');
    writeFileSync(file, JSON.stringify({ n: 1, name: 'file', keep: [1, 2] }));
    const o = programOptions(file, ['n=2', 'name=plain text', 'flag=true', 'obj={"a":1}', 'eq=a=b', 'empty=', 'num=1e3']);
    expect(o).toEqual({ n: 2, name: 'plain text', keep: [1, 2], flag: true, obj: { a: 1 }, eq: 'a=b', empty: '', num: 1000 });
  });

  it('refuses a file that is not a JSON object, and the key balancing', () => {
    const list = join(dir, 'list.json');
    writeFileSync(list, '[1]');
    expect(() => programOptions(list, [])).toThrow(/expected a JSON object, got an array/);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{ nope');
    expect(() => programOptions(bad, [])).toThrow(/not JSON/);
    expect(() => programOptions(undefined, ['balancing={}'])).toThrow(/"balancing" is set by --balancer/);
    expect(() => programOptions(join(dir, 'missing.json'), [])).toThrow(/MW_PATH|ENOENT/);
  });
});

describe('driversBalance', () => {
  const report = (phase: number, decisionMs: number): BalanceReport => ({
    balancer: 'gde',
    phase,
    decisionMs,
    sweeps: 1,
    skipped: undefined,
    unitsMoved: 3,
    bytesMoved: 0,
    before: { max: 2, avg: 1, maxOverAvg: 2 },
    after: { max: 1, avg: 1, maxOverAvg: 1 },
    cuts: [[0, 4, 8]],
    details: undefined,
  });
  const rank = (r: number, decision: number, policy = 'every'): RankMetrics => ({
    rank: r,
    clock: 'wall',
    phases: [],
    totals: { busyNs: 0, wallNs: 0, workUnits: 0, messages: 0, bytes: 0 },
    drivers: [{ balancer: 'gde', policy, phases: 4, balances: [report(1, decision), report(3, decision)] }],
  });
  const asked = { label: 'gde every 2', balancer: 'gde', policy: 'every', every: 2 };

  it('sums the balances; each decision is the slowest rank', () => {
    const b = driversBalance([rank(0, 1), rank(1, 5)], asked);
    expect(b?.balances).toBe(2);
    expect(b?.unitsMoved).toBe(6);
    expect(b?.decisionMs).toBe(10);
    expect(b?.label).toBeUndefined();
  });

  it('says what ran when the program did not run what was asked', () => {
    expect(driversBalance([rank(0, 1, 'adaptive')], asked)?.label).toBe('gde adaptive (asked: gde every 2)');
    const none: RankMetrics = { ...rank(0, 1), drivers: [] };
    expect(driversBalance([none], asked)?.label).toMatch(/no balancing driver/);
    expect(driversBalance([none], { label: 'static', balancer: 'static', policy: 'never' })).toBeUndefined();
  });
});

it('a measurement without a sequential reference has no sequential times', async () => {
  const quiet = createProgress({ stdout: () => {}, stderr: () => {}, tty: false }, false);
  let runs = 0;
  const [m] = await measureSides(
    [
      {
        parallel: { label: 'x', warmup: async () => {}, run: async () => ({ result: ++runs, ms: 1 }), close: async () => {} },
        verify: (_par, ref) => ref === undefined,
      },
    ],
    3,
    quiet,
  );
  expect(m?.sequentialMs).toEqual([]);
  expect(m?.parallelMs.length).toBe(3);
  expect(m?.correct).toBe(true);
  expect(m?.last).toBe(3);
});
