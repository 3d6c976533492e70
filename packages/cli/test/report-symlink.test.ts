/**
 * Issue 24 item 12: files the CLI writes into a user's folder (report.md, the charts, a --trace
 * file) never follow a symlink planted at their name: the link is replaced by the new file and
 * its target is left alone (writeFileReplacing: exclusive temp file + rename). A directory at a
 * file's name is MW_PATH, exit 2, one line.
 */
import { lstatSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { meshwork, tempDir } from './helpers.ts';

function writeTrace(dir: string): string {
  const phases = [];
  for (let k = 0; k < 2; k++) phases.push({ name: 'compute', index: k, busyNs: [1e6, 2e6], workUnits: [10, 20] });
  const file = join(dir, 'trace.json');
  writeFileSync(
    file,
    JSON.stringify({ version: 1, ranks: 2, clock: 'wall', phases, meta: { app: 'demo', topology: 'chain:2', balancer: 'static' } }),
  );
  return file;
}

const VICTIM_TEXT = 'precious\n';

describe('meshwork report does not write through a planted symlink', () => {
  it.each(['report.md', 'load-heatmap.svg', 'utilization.svg', 'rank-totals.svg'])(
    'a symlink at out/%s is replaced, its target untouched',
    (name) => {
      const dir = tempDir();
      const file = writeTrace(dir);
      const victim = join(dir, 'victim.txt');
      writeFileSync(victim, VICTIM_TEXT);
      const out = join(dir, 'out');
      mkdirSync(out);
      symlinkSync(victim, join(out, name));
      const r = meshwork(['report', file, '--out', out], dir);
      expect(r.code).toBe(0);
      expect(readFileSync(victim, 'utf8')).toBe(VICTIM_TEXT);
      const st = lstatSync(join(out, name));
      expect(st.isSymbolicLink()).toBe(false);
      expect(st.isFile()).toBe(true);
      expect(readFileSync(join(out, name), 'utf8')).not.toBe(VICTIM_TEXT);
    },
  );

  it('a dangling symlink at out/report.md is replaced, nothing created at its target', () => {
    const dir = tempDir();
    const file = writeTrace(dir);
    const out = join(dir, 'out');
    mkdirSync(out);
    const target = join(dir, 'created-through-link.md');
    symlinkSync(target, join(out, 'report.md'));
    expect(meshwork(['report', file, '--out', out], dir).code).toBe(0);
    expect(lstatSync(target, { throwIfNoEntry: false })).toBeUndefined();
    expect(lstatSync(join(out, 'report.md')).isFile()).toBe(true);
  });

  it('a directory at out/report.md: MW_PATH, exit 2, one line', () => {
    const dir = tempDir();
    const file = writeTrace(dir);
    const out = join(dir, 'out');
    mkdirSync(join(out, 'report.md'), { recursive: true });
    const r = meshwork(['report', file, '--out', out], dir);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(
      /\[MW_PATH\] report ".*report\.md": expected a file name in a folder where files can be written, got .*report\.md is a directory/,
    );
  });

  it('run --trace onto a symlink replaces the link, its target untouched', () => {
    const dir = tempDir();
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, VICTIM_TEXT);
    const trace = join(dir, 't.json');
    symlinkSync(victim, trace);
    const r = meshwork(['run', 'wator', '--quick', '--ranks', '2', '--trace', trace], dir, 180_000);
    expect(r.code).toBe(0);
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM_TEXT);
    expect(lstatSync(trace).isFile()).toBe(true);
    expect(JSON.parse(readFileSync(trace, 'utf8')).ranks).toBe(2);
  }, 180_000);
});
