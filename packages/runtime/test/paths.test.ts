/**
 * Paths that used to hang the host or eat its memory (issue 24, items 3 and 4), at the runtime's
 * API: `readRegularFile` refuses FIFOs, devices, folders, files over their cap and files outside
 * their directory before any read; `ensureDirectory` creates level by level and refuses /proc
 * (Node's recursive mkdir loops forever there) and folders where nothing can be written;
 * `cluster.run` with `checkpointDir` under /proc fails at once (MW_PATH), and `resumeFrom` skips a
 * rank image that is a FIFO or a manifest entry that points outside the directory. Every case runs
 * in a child process with a deadline: a regression is a failed case, never a hung test run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCluster } from '../src/index.ts';
import { RESTART_PROGRAM, runRestart } from './helpers/restart.ts';

const CHILD = fileURLToPath(new URL('./helpers/paths-child.mjs', import.meta.url));
const DEADLINE_MS = 60_000;

interface Outcome {
  readonly ok?: unknown;
  readonly code?: string;
  readonly message?: string;
  readonly recovery?: { resumedFrom?: { epoch: number; step: number }; rejected: string[] };
}

function child(args: string[]): Outcome {
  const r = spawnSync(process.execPath, [CHILD, ...args], { encoding: 'utf8', timeout: DEADLINE_MS, maxBuffer: 1 << 20 });
  if (r.status !== 0)
    throw new Error(`child ${args.join(' ')} ended with ${r.status ?? r.signal} (killed at the deadline: it hung): ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop() as string) as Outcome;
}

const root = mkdtempSync(join(tmpdir(), 'meshwork-paths-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const fifo = join(root, 'fifo');
const small = join(root, 'small.txt');
const big = join(root, 'big.txt');
const inner = join(root, 'inner');
beforeAll(() => {
  execFileSync('mkfifo', [fifo]);
  writeFileSync(small, 'hello');
  writeFileSync(big, 'x'.repeat(100));
  mkdirSync(inner);
  writeFileSync(join(inner, 'mine.txt'), 'mine');
  symlinkSync(big, join(inner, 'link-out'));
});

describe('readRegularFile', () => {
  const CASES: [string, string[], RegExp | number][] = [
    ['a regular file within its cap', [small, '10'], 5],
    ['a FIFO', [fifo, '10'], /file ".*fifo": expected a regular file of at most 10 bytes, got a FIFO/],
    ['/dev/zero', ['/dev/zero', '1048576'], /got a character device/],
    ['/dev/urandom', ['/dev/urandom', '1048576'], /got a character device/],
    ['a folder', [root, '10'], /got a directory/],
    ['a file over its cap', [big, '10'], /expected a regular file of at most 10 bytes, got 100 bytes/],
    ['a missing file', [join(root, 'none'), '10'], /got no such file \(ENOENT\)/],
    ['a file inside its directory', ['mine.txt', '10', inner], 4],
    [
      '../../../../dev/zero from its directory',
      ['../../../../dev/zero', '10', inner],
      /inside .*inner, got a path outside it \(\/dev\/zero\)/,
    ],
    ['a symlink out of its directory', ['link-out', '1000', inner], /got a path outside it/],
  ];
  it.each(CASES)('%s', (_name, args, expected) => {
    const o = child(['read', ...args]);
    if (typeof expected === 'number') expect(o).toEqual({ ok: expected });
    else {
      expect(o.code).toBe('MW_PATH');
      expect(o.message).toMatch(expected);
    }
  });
});

describe('ensureDirectory', () => {
  const CASES: [string, string[], RegExp | undefined][] = [
    [
      'a folder under /proc',
      ['/proc/x'],
      /dir "\/proc\/x": expected a directory that exists or can be created, got mkdir \/proc\/x: no such file/,
    ],
    ['a deep folder under /proc', ['/proc/x/y/z'], /mkdir \/proc\/x: no such file/],
    ['/proc itself, to write into', ['/proc', 'writable'], /where files can be written, got cannot create a file in \/proc/],
    ['a folder under a file', [join(small, 'sub')], /small\.txt is a regular file/],
    ['a nested new folder', [join(root, 'a', 'b', 'c'), 'writable'], undefined],
  ];
  it.each(CASES)('%s', (_name, args, expected) => {
    const o = child(['mkdir', ...args]);
    if (expected === undefined) {
      expect(o.ok).toBe(args[0]);
      expect(statSync(args[0] as string).isDirectory()).toBe(true);
    } else {
      expect(o.code).toBe('MW_PATH');
      expect(o.message).toMatch(expected);
    }
  });
});

describe('cluster.run with checkpoint paths (chain:2)', () => {
  const dir = join(root, 'ckpt');
  beforeAll(async () => {
    // epochs 1..3 (steps 4, 8, 12); the newest two are kept
    const cluster = createCluster({ topology: 'chain:2' });
    try {
      await runRestart(cluster, {}, { checkpointEvery: 4, checkpointDir: dir });
    } finally {
      await cluster.close();
    }
  }, 120_000);

  it('checkpointDir under /proc: MW_PATH at once, within timeoutMs', () => {
    const o = child(['run', RESTART_PROGRAM.href, JSON.stringify({ checkpointEvery: 1, checkpointDir: '/proc/x', timeoutMs: 5000 })]);
    expect(o.code).toBe('MW_PATH');
    expect(o.message).toMatch(/checkpointDir "\/proc\/x": expected a directory .* got mkdir \/proc\/x: no such file/);
  });

  const tampered: [string, (d: string) => void, RegExp][] = [
    [
      'the newest rank image is a FIFO',
      (d) => {
        rmSync(join(d, 'epoch-00000003.rank-1.mwck'));
        execFileSync('mkfifo', [join(d, 'epoch-00000003.rank-1.mwck')]);
      },
      /epoch 3 epoch-00000003\.rank-1\.mwck: checkpoint image ".*": expected a regular file of at most \d+ bytes inside .*, got a FIFO/,
    ],
    [
      'a manifest entry names ../../../../dev/zero',
      (d) => {
        const file = join(d, 'epoch-00000003.manifest.json');
        const m = JSON.parse(readFileSync(file, 'utf8'));
        m.files[0].file = '../../../../dev/zero';
        writeFileSync(file, JSON.stringify(m));
      },
      /epoch-00000003\.manifest\.json: epoch-00000003\.manifest\.json file entry 0 must be \{ rank: 0, file: "epoch-00000003\.rank-0\.mwck"/,
    ],
    [
      'the newest manifest is a FIFO',
      (d) => {
        rmSync(join(d, 'epoch-00000003.manifest.json'));
        execFileSync('mkfifo', [join(d, 'epoch-00000003.manifest.json')]);
      },
      /epoch-00000003\.manifest\.json: checkpoint manifest ".*" expected a regular file|got a FIFO/,
    ],
  ];
  it.each(tampered)('resumeFrom where %s: refused without a read, the checkpoint before is used', (name, tamper, reason) => {
    const d = join(root, name.replace(/[^a-z]+/g, '-'));
    cpSync(dir, d, { recursive: true });
    tamper(d);
    const o = child(['run', RESTART_PROGRAM.href, JSON.stringify({ resumeFrom: d, timeoutMs: 30_000 })]);
    expect(o.ok, o.message).toBe(true);
    expect(o.recovery?.resumedFrom).toMatchObject({ epoch: 2, step: 8 });
    expect(o.recovery?.rejected).toHaveLength(1);
    expect(o.recovery?.rejected[0]).toMatch(reason);
  });
});
