/**
 * `meshwork launch --hosts 2 -- meshwork run ...`: the command joins the job the launcher started
 * and runs its cluster as one host of it (a real nats-server that launch starts): host 0 prints
 * the report, correct against the sequential reference, the other host prints none. What needs
 * more than one cluster or runs on a thread pool is refused with exit 2.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLI, meshwork, tempDir } from './helpers.ts';

const PROGRAM = fileURLToPath(new URL('./fixtures/program-file/program.ts', import.meta.url));

describe('meshwork run under meshwork launch', () => {
  it('a program file on 4 ranks over 2 host processes: host 0 reports, correct, with the balances of gde', () => {
    const r = meshwork(
      [
        'launch',
        '--hosts',
        '2',
        '--',
        process.execPath,
        CLI,
        'run',
        PROGRAM,
        '--ranks',
        '4',
        '--balancer',
        'gde',
        '--every',
        '2',
        '--repeat',
        '1',
        '--opt',
        'rows=128',
        '--opt',
        'cols=32',
        '--opt',
        'steps=8',
        '--json',
      ],
      tempDir(),
    );
    expect(r.code, r.stderr).toBe(0);
    // only host 0 writes stdout: one JSON report, prefixed by the launcher
    const lines = r.stdout.split('\n').filter((l) => l !== '');
    expect(lines.every((l) => l.startsWith('[host 0] '))).toBe(true);
    const report = JSON.parse(lines.map((l) => l.slice('[host 0] '.length)).join('\n'));
    expect(report.correct).toBe(true);
    expect(report.ranks).toBe(4);
    expect(report.balance.balances).toBeGreaterThan(0);
    // both hosts ran their part (progress goes to stderr)
    expect(r.stderr).toContain('[host 1]   [3/');
  }, 180_000);

  it.each([
    [
      '--compare on a program file',
      ['run', PROGRAM, '--balancer', 'gde', '--compare', 'static'],
      /--compare runs two clusters side by side; a run on 2 host processes has one/,
    ],
    [
      '--balancer auto on an app',
      ['run', 'wator', '--quick', '--balancer', 'auto'],
      /--balancer auto runs a traced run first; a run on 2 host processes has one/,
    ],
  ])('%s, 2 hosts: exit 2 before joining the job', (_what, args, message) => {
    // no launcher and no NATS server: the refusal comes before any connection
    const r = meshwork(args, tempDir(), 60_000, { MESHWORK_HOST: '1', MESHWORK_HOSTS: '2', MESHWORK_JOB: 'refused' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  it('a thread-pool strategy on 2 hosts: exit 2, named', () => {
    const r = meshwork(
      ['launch', '--hosts', '2', '--', process.execPath, CLI, 'run', 'sieve', '--quick', '--balancer', 'central'],
      tempDir(),
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('a thread pool (this strategy) runs on one host process, not on 2');
  }, 120_000);
});
