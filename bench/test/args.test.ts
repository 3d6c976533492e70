/**
 * The bench scripts' command lines: `--help` prints the usage (exit 0), an unknown option or a bad
 * value is one line on stderr naming it (exit 2), never a stack trace.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = (name: string) => fileURLToPath(new URL(`../dist/${name}/run.js`, import.meta.url));
const run = (name: string, args: string[]) => spawnSync(process.execPath, [script(name), ...args], { encoding: 'utf8', timeout: 60_000 });

describe.each([
  ['micro', 'bench', '--repeats', 'x'],
  ['peers', 'bench:peers', '--threads', '1'],
  ['checkpoint', 'bench:checkpoint', '--sizes', '0'],
  ['watch', 'bench:watch', '--phases', '3'],
  ['hosts', 'bench:hosts', '--quick=yes', undefined],
])('%s', (name, command, flag, bad) => {
  it('--help prints the usage and exits 0', () => {
    const r = run(name, ['--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^usage: /);
    expect(r.stdout).toContain('--quick');
  });

  it('an unknown option is one line naming it, exit 2', () => {
    const r = run(name, ['--', '--bogus']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`${command}: Unknown option '--bogus' (see --help)\n`);
  });

  it('a bad value is one line naming the flag, exit 2', () => {
    const r = run(name, bad === undefined ? [flag] : [flag, bad]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(new RegExp(`^${command}: .*${flag.split('=')[0]}`));
  });
});
