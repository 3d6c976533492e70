/**
 * Paths that used to hang the host (issue 24, items 3 and 4), through the command line: every
 * folder a command writes under /proc fails at once with MW_PATH (Node's recursive mkdir loops
 * forever there), and every file a command reads must be a regular file of bounded size (a FIFO
 * blocked forever, /dev/zero and /dev/urandom were read without limit). Each case runs the binary
 * with a deadline: a hang is a failed case (exit code null), never a hung test.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { meshwork, tempDir } from './helpers.ts';

const DEADLINE_MS = 60_000;

describe('impossible and non-regular paths: exit 2 with one typed line, no hang', () => {
  const dir = tempDir('meshwork-paths-');
  const fifo = join(dir, 'fifo');
  const trace = join(dir, 'trace.json');
  beforeAll(() => {
    execFileSync('mkfifo', [fifo]);
    // A real trace with a load record (replay needs one).
    const r = meshwork(['run', 'wator', '--quick', '--ranks', '2', '--trace', trace], dir, 180_000);
    expect(r.code, r.stderr).toBe(0);
  }, 200_000);

  const CASES: [string, () => string[], RegExp][] = [
    [
      'run --checkpoint-dir under /proc',
      () => ['run', 'stencil', '--quick', '--checkpoint-every', '1', '--checkpoint-dir', '/proc/x'],
      /\[MW_PATH\] --checkpoint-dir "\/proc\/x".*mkdir \/proc\/x: no such file/,
    ],
    ['run --trace under /proc', () => ['run', 'stencil', '--quick', '--trace', '/proc/x/t.json'], /\[MW_PATH\] --trace folder "\/proc\/x"/],
    ['run --charts under /proc', () => ['run', 'stencil', '--quick', '--charts', '/proc/x'], /\[MW_PATH\] --charts "\/proc\/x"/],
    [
      'run --charts /proc itself (nothing can be written)',
      () => ['run', 'stencil', '--quick', '--charts', '/proc'],
      /\[MW_PATH\] --charts "\/proc".*cannot create a file/,
    ],
    ['report --out under /proc', () => ['report', trace, '--out', '/proc/x/y'], /\[MW_PATH\] report --out "\/proc\/x\/y"/],
    [
      'replay --chart under /proc',
      () => ['replay', trace, '--every', '1', '--chart', '/proc/x/c.svg'],
      /\[MW_PATH\] replay --chart folder "\/proc\/x"/,
    ],
    ['report of a FIFO', () => ['report', fifo], /\[MW_PATH\] trace file ".*fifo": expected a regular file .* got a FIFO/],
    ['replay of a FIFO', () => ['replay', fifo], /\[MW_PATH\] trace file ".*fifo".* got a FIFO/],
    ['report of /dev/zero', () => ['report', '/dev/zero'], /\[MW_PATH\] trace file "\/dev\/zero".* got a character device/],
    ['report of /dev/urandom', () => ['report', '/dev/urandom'], /\[MW_PATH\] trace file "\/dev\/urandom".* got a character device/],
    ['report of a folder', () => ['report', dir], /\[MW_PATH\] trace file .* got a directory/],
    [
      'report of a missing file',
      () => ['report', join(dir, 'none.json')],
      /\[MW_PATH\] trace file .*none\.json.* got no such file \(ENOENT\)/,
    ],
    [
      'thinning --image a FIFO',
      () => ['run', 'thinning', '--quick', '--image', fifo],
      /\[IMAGE_UNREADABLE\] .*fifo: cannot read .*got a FIFO/,
    ],
    [
      'thinning --image /dev/zero',
      () => ['run', 'thinning', '--quick', '--image', '/dev/zero'],
      /\[IMAGE_UNREADABLE\] \/dev\/zero: cannot read .*character device/,
    ],
    ['diffusion --image a FIFO', () => ['run', 'diffusion', '--quick', '--image', fifo], /cannot read image ".*fifo".*got a FIFO/],
    [
      'diffusion --image /dev/urandom',
      () => ['run', 'diffusion', '--quick', '--image', '/dev/urandom'],
      /cannot read image "\/dev\/urandom".*character device/,
    ],
  ];
  it.each(CASES)('%s', (_name, args, message) => {
    const r = meshwork(args(), dir, DEADLINE_MS);
    expect(r.code, `${r.stderr}${r.code === null ? ' (killed at the deadline: it hung)' : ''}`).toBe(2);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });
});
