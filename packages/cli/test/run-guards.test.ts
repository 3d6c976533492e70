/**
 * Issue 13, items 8 and 9 (command line): `--ranks` is checked against the memory the host has
 * (with --force-ranks to run anyway); apps whose strategies take no option block refuse
 * --balancer-options instead of ignoring it; `--ranks 1` on a ring app suggests a chain; a user
 * error raised inside a rank exits 2 like one raised on the host.
 */

import { checkRanksFit, classify, EXIT_USAGE, UsageError } from '@meshwork/harness';
import { availableMemory, clusterMemory, createCluster, ErrorCodes, MeshworkError } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { meshwork, tempDir } from './helpers.ts';

function usage(fn: () => unknown): UsageError {
  let caught: unknown;
  try {
    fn();
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(UsageError);
  return caught as UsageError;
}

describe('--ranks against host memory', () => {
  const GiB = 2 ** 30;

  it('a topology that needs more than the host has: a usage error with the figures and the way out', () => {
    const need = clusterMemory('ring:1000');
    expect(need.ranks).toBe(1000);
    expect(need.rings).toBe(2000);
    const err = usage(() => checkRanksFit('ring:1000', '--ranks 1000', false, 2 * GiB));
    expect(err.message).toMatch(
      /^--ranks 1000 needs about \d+\.\d GiB \(1000 worker threads of at least \d+ MiB, 2000 link rings of 1 MiB\), more than the 2\.0 GiB this host has available; expected at most about \d+ ranks here: use fewer ranks, or --force-ranks to run anyway$/,
    );
  });

  it('fits: no error; --force-ranks skips the check', () => {
    expect(() => checkRanksFit('ring:4', '--ranks 4', false, 2 * GiB)).not.toThrow();
    expect(() => checkRanksFit('ring:1000', '--ranks 1000', true, 2 * GiB)).not.toThrow();
  });

  // torus:64x64 (4096 ranks) needs about 64 GiB: refused everywhere but on very large hosts, where the test is skipped.
  const fits = clusterMemory('torus:64x64').bytes <= 0.9 * availableMemory();
  it.skipIf(fits)(
    'meshwork run stencil --topology torus:64x64 is refused before any thread starts (exit 2, one line)',
    () => {
      const r = meshwork(['run', 'stencil', '--topology', 'torus:64x64', '--size', '256'], tempDir());
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(
        /^meshwork: --topology torus:64x64 needs about \d+\.\d GiB \(4096 worker threads of at least 12 MiB, 16384 link rings of 1 MiB\), more than the .* --force-ranks to run anyway$/m,
      );
    },
    60_000,
  );
});

describe('app arguments that used to be ignored or misread', () => {
  it.each([
    [
      'sieve',
      ['--balancer-options', '{"x":1}'],
      /sieve takes no --balancer-options: its strategies \(static, cyclic, functional, [a-z, ]+\) have no option block/,
    ],
    ['loop', ['--balancer-options', '{}'], /loop takes no --balancer-options/],
    ['knary', ['--balancer-options', '{"k":2}'], /knary takes no --balancer-options/],
    [
      'loop',
      ['--ranks', '1'],
      /--ranks 1: loop runs on a ring by default and a ring needs at least 2 ranks; for one rank use --topology chain:1/,
    ],
    ['knary', ['--ranks', '1'], /--ranks 1: knary runs on a ring by default .* --topology chain:1/],
    ['wator', ['--ranks', '1'], /--ranks 1: wator runs on a ring by default .* --topology chain:1/],
  ])('meshwork run %s %j: exit 2 with one line', (app, args, message) => {
    const r = meshwork(['run', app, ...args], tempDir());
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });

  it('a user error raised inside a rank (a MeshworkError cause) is a usage error: exit 2', async () => {
    const cluster = createCluster({ topology: 'chain:2', spin: false });
    const source =
      "export default { brand: 'meshwork.program/v1', main: (ctx) => { if (ctx.rank === 0) ctx.links.send('1', 5); return 0; } };";
    try {
      const err = await cluster.run(`data:text/javascript,${encodeURIComponent(source)}`).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(MeshworkError);
      expect((err as MeshworkError).code).toBe(ErrorCodes.RANK_FAILED);
      expect((err as MeshworkError).cause).toBeInstanceOf(MeshworkError);
      const { code, message } = classify(err);
      expect(code).toBe(EXIT_USAGE);
      expect(message).toContain(`[${ErrorCodes.RANK_FAILED}]`);
      expect(message).toContain(ErrorCodes.INVALID_RANK);
    } finally {
      await cluster.close();
    }
  }, 120_000);
});
