/**
 * The meshwork-knary command line: --json reports every scheduler of --compare as identical to the
 * reference, with the analytic figures; bad arguments exit with status 2 and one line naming the
 * stable error code where there is one.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { KnaryReport } from '../src/run.js';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const run = (args: string[]) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--conditions=development', '--import', 'tsx', cli, ...args], {
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
  it('--compare --json: every scheduler identical to the reference, analytic figures included', async () => {
    const o = await run(['--h', '4', '--d', '3', '--s', '1', '--iters', '10', '--ranks', '3', '--repeat', '1', '--compare', '--json']);
    expect(o.stderr).toBe('');
    expect(o.code).toBe(0);
    const r = JSON.parse(o.stdout) as KnaryReport;
    expect(r.work).toBe(40);
    expect(r.criticalPath).toBe(15);
    expect(r.ranks).toBe(3);
    expect(r.sides.length).toBe(9);
    expect(r.sides.map((s) => s.scheduler)).toContain('central');
    for (const s of r.sides) {
      expect(s.identical).toBe(true);
      expect(s.nodes).toBe(40);
      expect(s.perRank.reduce((a, b) => a + b, 0)).toBe(40);
    }
  });

  it('bad arguments exit with status 2 and one line', async () => {
    const outs = await Promise.all([
      run(['--s', '5', '--d', '2']),
      run(['--h', '0']),
      run(['--scheduler', 'nope']),
      run(['--scheduler-options', '{"mode":"x"}']),
      run(['--ranks', '2', '--topology', 'ring:2']),
    ]);
    for (const o of outs) {
      expect(o.code).toBe(2);
      expect(o.stdout).toBe('');
      expect(o.stderr.trim().split('\n')).toHaveLength(1);
      expect(o.stderr).toMatch(/^meshwork-knary: /);
    }
    expect(outs[0]?.stderr).toContain('[MW_INVALID_ARGUMENT]');
    expect(outs[3]?.stderr).toContain('[MW_INVALID_OPTION]');
  });
});
