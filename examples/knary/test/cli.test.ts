/**
 * The meshwork-knary command: --json reports the run and its --compare baseline as identical to
 * the reference, with the analytic figures; bad arguments exit with status 2 and one line naming
 * the stable error code where there is one.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type ReportOf, tryAppCommand } from '@meshwork/harness';
import { describe, expect, it } from 'vitest';
import { knaryApp } from '../src/app.ts';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const run = (args: string[]) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });

describe('meshwork-knary command line', () => {
  it('--compare central --json: both identical to the reference, analytic figures included', async () => {
    const o = await run(['--h', '4', '--d', '3', '--s', '1', '--iters', '10', '--ranks', '3', '--compare', 'central', '--json']);
    expect(o.code).toBe(0);
    const r = JSON.parse(o.stdout) as ReportOf<typeof knaryApp>;
    for (const side of [r, r.compare]) {
      expect(side?.correct).toBe(true);
      expect(side?.ranks).toBe(3);
      expect(side?.details.work).toBe(40);
      expect(side?.details.criticalPath).toBe(15);
      expect(side?.details.perRank.reduce((a, b) => a + b, 0)).toBe(40);
      // LE of busy time: the ranks' busy clock (steal), the pool threads' task wall time (central)
      expect(side?.leBusy).toBeTypeOf('number');
      expect(side?.leBusy as number).toBeGreaterThan(0);
      expect(side?.leBusy as number).toBeLessThanOrEqual(1);
    }
    expect(r.details.scheduler).toBe('steal');
    expect(r.compare?.details.scheduler).toBe('central');
  }, 120_000);

  it('bad arguments exit with status 2 and one line', async () => {
    const outs = [];
    for (const args of [
      ['--s', '5', '--d', '2'],
      ['--h', '0'],
      ['--balancer', 'nope'],
      ['--ranks', '2', '--topology', 'ring:2'],
    ]) {
      outs.push(await tryAppCommand(knaryApp, args));
    }
    for (const o of outs) {
      expect(o.code).toBe(2);
      expect(o.stdout).toBe('');
      expect(o.stderr.trim().split('\n')).toHaveLength(1);
      expect(o.stderr).toMatch(/^meshwork-knary: /);
    }
    expect(outs[0]?.stderr).toContain('[MW_INVALID_ARGUMENT]');
  });
});
