/** The `meshwork-loop` command: exit code 2 and one line on stderr for bad input; small real runs print JSON. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type ReportOf, tryAppCommand } from '@meshwork/harness';
import { describe, expect, it } from 'vitest';
import { loopApp } from '../src/app.ts';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));
const run = (args: string[]) =>
  promisify(execFile)(process.execPath, [cli, ...args], {
    cwd: root,
    timeout: 110_000,
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code?: number; stdout?: string; stderr?: string }) => ({ code: e.code, stdout: e.stdout ?? '', stderr: e.stderr ?? '' }),
  );

describe('meshwork-loop', () => {
  it('exits with code 2 and one line on stderr for bad arguments', async () => {
    const results = [];
    for (const args of [
      ['--F', '0.5'],
      ['--balancer', 'bogus'],
      ['--m', '3'],
      ['--every', '2'],
    ])
      results.push(await tryAppCommand(loopApp, args));
    for (const r of results) {
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^meshwork-loop: /);
    }
  });
  it.each(['replicate', 'central'])(
    'runs a small loop with %s and prints JSON with the reference checksum',
    async (strategy) => {
      const r = await run(['--rows', '64', '--cols', '64', '--F', '4', '--ranks', '3', '--balancer', strategy, '--repeat', '1', '--json']);
      expect(r.code).toBe(0);
      const report = JSON.parse(r.stdout) as ReportOf<typeof loopApp>;
      expect(report).toMatchObject({ correct: true, ranks: 3 });
      expect(report.details.checksum).toBe(report.details.expected);
    },
    120_000,
  );
});
