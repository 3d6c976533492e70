/**
 * `meshwork run --checkpoint-every --max-restarts`: a rank killed mid-run (the hidden testing aid
 * --inject-faults) is restarted from the newest checkpoint, the result is still the sequential
 * reference's, and --json carries the restart (rank, cause, the checkpoint gone back to). Apps
 * whose program does not checkpoint refuse the flags.
 */
import { describe, expect, it } from 'vitest';
import { meshwork, meshworkJson, tempDir } from './helpers.js';

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

  it('an app that does not checkpoint refuses the flags', () => {
    const res = meshwork(['run', 'sieve', '--checkpoint-every', '2'], tempDir());
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/sieve does not checkpoint its steps/);
  }, 120_000);
});
