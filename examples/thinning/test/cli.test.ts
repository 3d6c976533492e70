/**
 * The CLI (built dist/cli.js, which the test setup's `tsc -b` produces): bad arguments and bad
 * files exit 2 with one line on stderr; a small run prints a JSON report with identical results.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseNetpbm } from '../src/images.js';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'thinning-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('meshwork-thinning', () => {
  const corrupt = join(dir, 'corrupt.pbm');
  writeFileSync(corrupt, 'P4\n64 64\n\x01\x02');
  it.each<[string, string[], RegExp]>([
    ['unknown option', ['--frobnicate'], /Unknown option '--frobnicate'/],
    ['bad case', ['--case', 'gde3'], /--case must be one of static, gde2, gde-once, sdlb, got "gde3"/],
    ['bad load', ['--load', 'cpu'], /--load must be one of pixels, time/],
    ['bad ranks', ['--ranks', '0'], /--ranks must be an integer between 1 and 256, got "0"/],
    ['mesh topology', ['--topology', 'mesh:2x2'], /--topology must be chain:P or ring:P/],
    ['bad topology', ['--topology', 'chain:x'], /chain/],
    ['both image and generate', ['--image', 'a.pbm', '--generate', 'blobs'], /either --image or --generate/],
    ['bad size', ['--size', '12y'], /--size must be N or WxH/],
    ['unknown balancer', ['--balancer', 'magic'], /--balancer must be one of .*gde.*sdlb/],
    ['bad balancer option', ['--balancer', 'gde', '--balancer-options', '{"lambda":3}'], /\[MW_INVALID_OPTION\] gde: option "lambda"/],
    ['balancer options not JSON', ['--balancer-options', '{x'], /--balancer-options must be JSON/],
    ['missing image', ['--image', join(dir, 'missing.pbm')], /\[IMAGE_NOT_FOUND\] .*missing\.pbm: no such file/],
    ['corrupt image', ['--image', corrupt], /\[IMAGE_CORRUPT\] .*truncated P4 raster/],
    [
      'image smaller than the rank grid',
      ['--generate', 'blobs', '--size', '40x7', '--ranks', '4'],
      /\[MW_INVALID_DECOMPOSITION\] image height must be at least 8 rows/,
    ],
  ])('%s: exit 2, one line', (_name, args, message) => {
    const r = cli(...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^meshwork-thinning: /);
    expect(r.stderr).toMatch(message);
  });

  it('a small run: JSON report, identical result, PBM written', () => {
    const out = join(dir, 'skeleton.pbm');
    const r = cli('--generate', 'rings', '--size', '64x48', '--ranks', '2', '--case', 'sdlb', '--repeat', '1', '--json', '--out', out);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(report.identical).toBe(true);
    expect(report.balancer).toBe('sdlb');
    expect(report.ranks).toBe(2);
    expect(Array.isArray(report.perIteration)).toBe(true);
    const img = parseNetpbm(readFileSync(out));
    expect([img.width, img.height]).toEqual([64, 48]);
    expect(img.data.reduce((s, v) => s + v, 0)).toBe(report.pixelsAfter);
  });
});
