/**
 * What replay and advise cannot do is refused before anything runs, with MW_NOT_REPLAYABLE and
 * the alternative: apps without per-step loads (`advise stencil`, `advise sieve`), a balancer
 * without a pure solve, a trace whose processor grid does not place its ranks. The advice's
 * verdict: a gain that does not clear its interval is "no balancer is expected to pay". The help
 * says the limits. In process, no thread or process started; nothing timed.
 */
import diagnostics from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { captureOutput } from '@meshwork/harness';
import { type Advice, gainOverRuns, gainVerdict, preferDefault, type ReplayRow, replayTrace } from '@meshwork/replay';
import { balancers, ErrorCodes, type MetricsTrace } from '@meshwork/runtime';
import type { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chain2Loads, STATIC_STEP } from '../../replay/test/chain2-trace.ts';
import { adviceLine } from '../src/commands/advise.ts';
import { buildProgram, main } from '../src/program.ts';
import { tempDir } from './helpers.ts';

const dir = tempDir('meshwork-refuse-');
const TRACE = join(dir, 'trace.json');

const LOADS = chain2Loads({ balancer: 'static', policy: 'never', loadIsTime: false }, [STATIC_STEP, STATIC_STEP, STATIC_STEP]);

let threads = 0;
let processes = 0;
const onThread = () => {
  threads++;
};
const onProcess = () => {
  processes++;
};

beforeAll(() => {
  writeFileSync(TRACE, JSON.stringify({ version: 2, ranks: 2, phases: [], loads: LOADS, meta: { app: 'wator', measuredMs: 60 } }));
  // a balancer with only the collective decide: it cannot run offline
  balancers.register({
    name: 'decide-only',
    summary: 'test balancer without a pure solve',
    create: () => ({ name: 'decide-only', options: {}, decide: (ctx) => ({ cuts: ctx.domain.cuts }) }),
  });
  diagnostics.subscribe('worker_threads', onThread);
  diagnostics.subscribe('child_process', onProcess);
});
afterAll(() => {
  diagnostics.unsubscribe('worker_threads', onThread);
  diagnostics.unsubscribe('child_process', onProcess);
});

async function refused(argv: string[]): Promise<string> {
  const out = captureOutput();
  threads = 0;
  processes = 0;
  const before = process.exitCode;
  const code = await main(argv, out);
  process.exitCode = before;
  const lines = out.written.stderr.trimEnd().split('\n');
  expect({ code, lines: lines.length, threads, processes, stdout: out.written.stdout }).toEqual({
    code: 2,
    lines: 1,
    threads: 0,
    processes: 0,
    stdout: '',
  });
  return lines[0] as string;
}

describe('refused before anything runs (MW_NOT_REPLAYABLE, with the alternative)', () => {
  it('advise of an app without per-step loads', async () => {
    expect(await refused(['advise', 'stencil', '--size', '64'])).toMatch(
      /^meshwork: \[MW_NOT_REPLAYABLE\] stencil runs the static block split only .*; run it with meshwork run stencil$/,
    );
    for (const app of ['sieve', 'loop', 'knary']) {
      expect(await refused(['advise', app])).toMatch(
        new RegExp(
          `^meshwork: \\[MW_NOT_REPLAYABLE\\] ${app} picks its split itself .*: meshwork run ${app} --balancer \\S+ --compare \\S+$`,
        ),
      );
    }
  });

  it('replay through a balancer without a pure solve', async () => {
    expect(await refused(['replay', TRACE, '--balancer', 'gde,decide-only', '--chart', join(dir, 'c.svg')])).toMatch(
      /^meshwork: \[MW_NOT_REPLAYABLE\] decide-only has no pure solve.*meshwork run <app> --balancer decide-only --compare static$/,
    );
  });

  it('a trace whose processor grid does not place its ranks', () => {
    const bad = { version: 2, ranks: 3, phases: [], loads: LOADS } as unknown as MetricsTrace;
    expect(() => replayTrace(bad, [])).toThrow(expect.objectContaining({ code: ErrorCodes.NOT_REPLAYABLE }));
  });
});

function row(label: string, predictedMs: number, uncertaintyMs: number): ReplayRow {
  const [balancer, , every] = label.split(' ');
  return {
    label,
    balancer: balancer as string,
    policy: label === 'static' ? 'never' : 'every',
    every: every === undefined ? undefined : Number(every),
    predictedMs,
    uncertaintyMs,
    stepsMs: 0,
    syncMs: 0,
    balanceMs: 0,
    le: 1,
    uk: 1,
    balances: 0,
    unitsMoved: 0,
    bytesMoved: 0,
    cuts: [],
    replayMs: 0,
  };
}

describe('the advice verdict', () => {
  const stat = row('static', 100, 0);
  it('a gain beyond its 95% interval pays; one within it does not', () => {
    // model half-width 1.96 ms; static runs 99, 100, 101 (sd 1): half-width 1.96 * sqrt(1 + 1) = 2.77 ms
    expect(gainVerdict(stat, row('gde every 5', 90, 1.96), [99, 100, 101])).toMatchObject({ pays: true });
    const v = gainVerdict(stat, row('gde every 5', 90, 1.96), [99, 100, 101]);
    expect(v.gainPct).toBeCloseTo(10, 9);
    expect(v.gainCiPct).toBeCloseTo(1.96 * Math.sqrt(2), 9);
    expect(gainVerdict(stat, row('gde every 5', 98, 1.96), [99, 100, 101]).pays).toBe(false);
    expect(gainVerdict(stat, stat, [100]).pays).toBe(false);
  });

  it('over several static runs: the mean gain, its t interval combined with the model interval', () => {
    // gains 28, 30, 26 %: mean 28, sd 2, t(0.975, 2) = 4.303: mean half-width 4.303 * 2 / sqrt(3)
    // = 4.969; model half-width 1.96 ms of a 100 ms static = 1.96 %: sqrt(4.969^2 + 1.96^2) = 5.341
    const v = gainOverRuns(stat, row('gde adaptive', 72, 1.96), [28, 30, 26]);
    expect(v.gainPct).toBeCloseTo(28, 9);
    expect(v.gainCiPct).toBeCloseTo(Math.sqrt(((4.302652729749464 * 2) / Math.sqrt(3)) ** 2 + 1.96 ** 2), 6);
    expect(v).toMatchObject({ pays: true, gainRuns: 3 });
    // a small gain whose runs disagree (3.5, -1, 5: mean 2.5, sd 3.12): within its interval
    const w = gainOverRuns(stat, row('central adaptive', 96.5, 1), [3.5, -1, 5]);
    expect(w.gainPct).toBeCloseTo(2.5, 9);
    expect(w.pays).toBe(false);
    // a machine that ran slower in one run scales both predictions: the runs' times do not enter
    expect(gainOverRuns(stat, row('gde adaptive', 72, 0), [28, 28, 28])).toMatchObject({ gainCiPct: 0, pays: true });
    // static never pays
    expect(gainOverRuns(stat, stat, [0, 0]).pays).toBe(false);
  });

  it("within the best's interval the app's default balancer under adaptive is preferred", () => {
    const adaptive = (label: string, ms: number, half: number): ReplayRow => ({ ...row(label, ms, half), policy: 'adaptive' });
    const best = adaptive('central adaptive', 100, 5);
    const rows = [stat, best, adaptive('gde adaptive', 104, 4), row('gde every 5', 101, 3)];
    expect(preferDefault(rows, best, 'gde').label).toBe('gde adaptive');
    // outside the interval (106 > 100 + 5), or no default balancer, or static best: the best stays
    expect(preferDefault([stat, best, adaptive('gde adaptive', 106, 4)], best, 'gde').label).toBe('central adaptive');
    expect(preferDefault(rows, best, undefined).label).toBe('central adaptive');
    expect(preferDefault(rows, stat, 'gde').label).toBe('static');
  });

  it('the advice line says the gain with its interval, or that no balancer is expected to pay', () => {
    const base = { staticMs: 100, best: 'gde every 5', balancer: 'static', policy: 'never', every: undefined, predictedMs: 100 };
    const no = adviceLine({ ...base, pays: false, gainPct: 2, gainCiPct: 2.8 } as unknown as Advice);
    expect(no).toBe(
      'recommended: static (no balancer is expected to pay: the best, gde every 5, is predicted 2.0% ± 2.8% faster, within the noise)',
    );
    const yes = adviceLine({
      ...base,
      balancer: 'gde',
      policy: 'every',
      every: 5,
      predictedMs: 90,
      pays: true,
      gainPct: 10,
      gainCiPct: 2.8,
    } as unknown as Advice);
    expect(yes).toBe('recommended: --balancer gde --every 5 (predicted 90.0 ms vs static 100.0 ms: 10.0% ± 2.8% faster, 95% interval)');
  });
});

describe('the help says the limits', () => {
  const out = captureOutput();
  const program = buildProgram(out);
  const sub = (path: string[]): Command => path.reduce((c, n) => c.commands.find((x) => x.name() === n) as Command, program);
  it('run --balancer auto: not with --every, --policy or --balancer-options', () => {
    for (const app of ['wator', 'thinning', 'diffusion'])
      expect(sub(['run', app]).helpInformation().replace(/\s+/g, ' ')).toMatch(
        /auto \(meshwork advise picks .* not with --every, --policy or --balancer-options\)/,
      );
  });
  it('advise: which apps, k-D tiles, the refusal and the verdict', () => {
    const text = (() => {
      const o = captureOutput();
      const p = buildProgram(o);
      (p.commands.find((c) => c.name() === 'advise') as Command).outputHelp();
      return o.written.stdout.replace(/\s+/g, ' ');
    })();
    expect(text).toMatch(/k-D tiles included/);
    expect(text).toMatch(/MW_NOT_REPLAYABLE/);
    expect(text).toMatch(/no balancer is expected to pay/);
  });
});
