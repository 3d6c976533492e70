/** The sieve command's --compare (the README's first command): both runs, one process, same input. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type ReportOf, tryAppCommand } from '@meshwork/harness';
import { describe, expect, it } from 'vitest';
import { sieveApp } from '../src/app.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

describe('meshwork-sieve --compare', () => {
  it('refuses an unknown baseline or the balancer itself, with one line and exit 2', async () => {
    const bogus = await tryAppCommand(sieveApp, ['--compare', 'bogus']);
    expect(bogus.code).toBe(2);
    expect(bogus.stderr).toMatch(/^meshwork-sieve: --compare for sieve must be one of .*got "bogus"\n$/);
    const auto = await tryAppCommand(sieveApp, ['--rounds', 'auto']);
    expect(auto.code).toBe(2);
    expect(auto.stderr).toBe(
      'meshwork-sieve: --rounds auto needs --compare: it runs rounds until the two sides are compared within +-5%\n',
    );
    const same = await tryAppCommand(sieveApp, ['--balancer', 'static', '--compare', 'static']);
    expect(same.code).toBe(2);
    expect(same.stderr).toContain("--compare static is the run's balancing already");
  });

  it('runs both strategies on real threads and reports each against the reference', async () => {
    const argv = [CLI, '--n', '200000', '--repeat', '2', '--compare', 'static', '--no-machine-check', '--json'];
    const { stdout } = await run(process.execPath, argv, {
      timeout: 90_000,
    });
    const report = JSON.parse(stdout) as ReportOf<typeof sieveApp>;
    expect(report.balancing.balancer).toBe('functional');
    expect(report.compare?.balancing.balancer).toBe('static');
    // pi(2e5) = 17984.
    expect(report.details.count).toBe(17984);
    expect(report.compare?.details.count).toBe(17984);
    expect(report.correct && report.compare?.correct).toBe(true);
    // the paired comparison of the 2 interleaved rounds (no machine check: --no-machine-check)
    expect(report.comparison?.n).toBe(2);
    expect(['faster', 'slower', 'no significant difference']).toContain(report.comparison?.verdict);
    expect(report.machineCheck).toBeUndefined();
    // The block split of a trial-division sieve is unbalanced; the functional split is not.
    expect(report.leWork).toBeGreaterThan(report.compare?.leWork ?? Number.POSITIVE_INFINITY);
  }, 120_000);

  it('exits 2 with one line for a bad --compare (the built command)', async () => {
    const err = await run(process.execPath, [CLI, '--compare', 'bogus']).then(
      () => undefined,
      (e: { code: number; stderr: string }) => e,
    );
    expect(err?.code).toBe(2);
    expect(err?.stderr.trim().split('\n')).toHaveLength(1);
  }, 120_000);
});
