/**
 * `meshwork run --checkpoint-every --max-restarts`: a rank killed mid-run (the hidden testing aid
 * --inject-faults) is restarted from the newest checkpoint, the result is still the sequential
 * reference's, and --json carries the restart (rank, cause, the checkpoint gone back to). Apps
 * whose program does not checkpoint refuse the flags.
 */
import { describe, expect, it } from 'vitest';
import { meshwork, meshworkJson, tempDir } from './helpers.ts';

interface RestartJson {
  correct: boolean;
  recovery?: {
    restarts: number;
    failures: { rank: number; cause: string; epoch: number; step: number }[];
    lastEpoch: number;
    resumedFrom?: { epoch: number; step: number; source: string };
  };
}

describe('meshwork run with checkpoints', () => {
  it('stencil: a killed rank is restarted and --json reports it', () => {
    const r = meshworkJson<RestartJson>(
      [
        'run',
        'stencil',
        '--ranks',
        '2',
        '--size',
        '24x20',
        '--iterations',
        '12',
        '--checkpoint-every',
        '4',
        '--max-restarts',
        '1',
        '--inject-faults',
        '[{"rank":1,"kind":"exit","atStep":9}]',
      ],
      tempDir(),
    );
    expect(r.correct).toBe(true);
    expect(r.recovery).toMatchObject({
      restarts: 1,
      failures: [{ rank: 1, cause: 'exit', epoch: 2, step: 8 }],
      lastEpoch: 3,
      resumedFrom: { epoch: 2, step: 8, source: 'memory' },
    });
  }, 180_000);

  it.each([
    ['a rank the topology does not have', '[{"rank":9,"kind":"exit","atStep":3}]', /faults\[0\]\.rank/],
    ['a misspelt key', '[{"rank":1,"kind":"exit","atstep":3}]', /key "atstep"/],
    ['an unknown kind', '[{"rank":1,"kind":"crash"}]', /faults\[0\]\.kind/],
  ])(
    '--inject-faults with %s is refused before any run (exit 2)',
    (_label, faults, text) => {
      const res = meshwork(
        ['run', 'stencil', '--ranks', '2', '--size', '24x20', '--iterations', '12', '--inject-faults', faults],
        tempDir(),
      );
      expect(res.code).toBe(2);
      expect(res.stderr).toMatch(/--inject-faults/);
      expect(res.stderr).toMatch(text);
      // nothing ran: no progress line of a warm-up or a timed run
      expect(res.stderr).not.toMatch(/warm-up|parallel run/);
    },
    120_000,
  );

  it('an app that does not checkpoint refuses the flags', () => {
    const res = meshwork(['run', 'sieve', '--checkpoint-every', '2'], tempDir());
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/sieve does not checkpoint its steps/);
  }, 120_000);
});
