/** The sieve CLI's --compare mode (the README's first command): both runs, one process, same input. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseCliArgs, UsageError } from '../src/args.js';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

describe('meshwork-sieve --compare', () => {
  it('parses a baseline strategy and refuses an unknown one or the strategy itself', () => {
    const cmd = parseCliArgs(['--n', '1e5', '--compare', 'static']);
    expect(cmd.help === false && cmd.compare).toBe('static');
    expect(() => parseCliArgs(['--compare', 'bogus'])).toThrow(UsageError);
    expect(() => parseCliArgs(['--compare', 'bogus'])).toThrow(/--compare must be one of .*got "bogus"/);
    expect(() => parseCliArgs(['--strategy', 'static', '--compare', 'static'])).toThrow(/is the --strategy already/);
  });

  it('runs both strategies on real threads and reports each against the reference', async () => {
    const { stdout } = await run(process.execPath, [CLI, '--n', '200000', '--repeat', '1', '--compare', 'static', '--json'], {
      timeout: 60_000,
    });
    const report = JSON.parse(stdout) as {
      config: { strategy: string };
      count: number;
      correct: boolean;
      leWork: number;
      compare: { config: { strategy: string }; count: number; correct: boolean; leWork: number };
    };
    expect(report.config.strategy).toBe('functional');
    expect(report.compare.config.strategy).toBe('static');
    // pi(2e5) = 17984.
    expect(report.count).toBe(17984);
    expect(report.compare.count).toBe(17984);
    expect(report.correct && report.compare.correct).toBe(true);
    // The block split of a trial-division sieve is unbalanced; the functional split is not.
    expect(report.leWork).toBeGreaterThan(report.compare.leWork);
  }, 90_000);

  it('exits 2 with one line for a bad --compare', async () => {
    const err = await run(process.execPath, [CLI, '--compare', 'bogus']).then(
      () => undefined,
      (e: { code: number; stderr: string }) => e,
    );
    expect(err?.code).toBe(2);
    expect(err?.stderr.trim().split('\n')).toHaveLength(1);
  });
});
