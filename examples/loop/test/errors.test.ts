/** Bad input gets typed errors with stable codes, in-process, inside a run, and on the command line. */

import { runSettings, tryAppCommand } from '@meshwork/harness';
import { createCluster, ErrorCodes, MeshworkError } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { loopApp } from '../src/app.ts';
import { checkOptions } from '../src/options.ts';

const PROGRAM = new URL('../src/program.ts', import.meta.url);
const base = { rows: 10, cols: 10, F: 2, d: 0.2, mu: 5, seed: 1, strategy: 'static' as const };

const codeOf = (f: () => unknown) => {
  try {
    f();
    return 'ok';
  } catch (e) {
    return e instanceof MeshworkError ? `${e.code}: ${e.message}` : String(e);
  }
};

describe('checkOptions', () => {
  it.each([
    [{ F: 0.5 }, /MW_INVALID_ARGUMENT: F \(factor of imbalance t\/d\) must be a number >= 1, got number 0.5/],
    [{ d: 0 }, /MW_INVALID_ARGUMENT: d .* must be a number in \(0, 1\], got number 0/],
    [{ d: 1.5 }, /MW_INVALID_ARGUMENT: d .* got number 1.5/],
    [{ F: 6, d: 0.2 }, /MW_INVALID_ARGUMENT: F \* d .* at most 1/],
    [{ rows: 0 }, /MW_INVALID_ARGUMENT: rows must be/],
    [{ at: 2 }, /MW_INVALID_ARGUMENT: at/],
    [{ strategy: 'guided' }, /MW_INVALID_OPTION: strategy must be one of static, replicate, self, steal, central, got "guided"/],
    [{ strategy: 'replicate', m: 0 }, /MW_INVALID_OPTION: replication degree m must be an integer in \[1, 4\]/],
    [
      { strategy: 'replicate', m: 5 },
      /MW_INVALID_OPTION: replication degree m must be an integer in \[1, 4\] \(1 <= m <= P\), got number 5/,
    ],
    [
      { strategy: 'self', rule: 'guided' },
      /MW_INVALID_OPTION: loop schedule: option "rule" must be one of gss, tss, fac2, fixed, fixed:K .*got string "guided"/,
    ],
  ])('%o', (bad, message) => {
    expect(codeOf(() => checkOptions({ ...base, ...bad }, 4))).toMatch(message);
  });
});

describe('inside a cluster run', () => {
  it('bad options and central in a program: MW_RANK_FAILED naming the code; the cluster stays usable', async () => {
    const cluster = createCluster({ topology: 'chain:2', waitTimeoutMs: 20_000 });
    try {
      for (const [bad, code] of [
        [{ ...base, F: 0.5 }, ErrorCodes.INVALID_ARGUMENT],
        [{ ...base, strategy: 'replicate', m: 3 }, ErrorCodes.INVALID_OPTION],
        [{ ...base, strategy: 'central' }, ErrorCodes.INVALID_OPTION],
      ] as const) {
        const err = await cluster.run(PROGRAM, bad).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(err).toBeInstanceOf(MeshworkError);
        expect((err as MeshworkError).code).toBe(ErrorCodes.RANK_FAILED);
        expect((err as MeshworkError).message).toContain(code);
      }
      const ok = await cluster.run<{ total: number }>(PROGRAM, base);
      expect(ok.results).toHaveLength(2);
    } finally {
      await cluster.close();
    }
  });
  it('the app rejects before starting threads', async () => {
    const code = (p: () => Promise<unknown>) =>
      Promise.resolve()
        .then(p)
        .then(
          () => 'resolved',
          (e: unknown) => (e instanceof MeshworkError ? e.code : String(e)),
        );
    const at = (flags: Parameters<typeof runSettings>[1]) => runSettings(loopApp, { ranks: 2, balancer: 'static', ...flags });
    const small = { rows: 10, cols: 10, F: 2, d: 0.2, mu: 5, seed: 1 };
    expect(await code(() => loopApp.run(at({}), { ...small, d: -1 }))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(await code(() => loopApp.run(at({ balancer: 'replicate' }), { ...small, m: 3 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(await code(async () => loopApp.run(at({ ranks: undefined, topology: 'ring:1' }), small))).toBe(ErrorCodes.INVALID_TOPOLOGY);
  });
});

describe('command line', () => {
  it('exit 2 and one line for every bad argument', async () => {
    for (const args of [
      ['--F', '0.5'],
      ['--d', '0'],
      ['--balancer', 'bogus'],
      ['--m', '3'],
      ['--rows', 'x'],
      ['--ranks', '2', '--topology', 'ring:3'],
      ['--repeat', '0'],
      ['--foo'],
    ]) {
      const r = await tryAppCommand(loopApp, args);
      expect({ args, code: r.code, stdout: r.stdout }).toEqual({ args, code: 2, stdout: '' });
      expect(r.stderr).toMatch(/^meshwork-loop: [^\n]*\n$/);
    }
    expect(loopApp.values({ rule: 'fac2' })).toMatchObject({ rule: 'fac2', F: 5, d: 0.1 });
  });
});
