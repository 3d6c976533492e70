/**
 * The command: bad arguments and bad files exit 2 with one line on stderr (in-process); a small run
 * of the built dist/cli.js prints a JSON report with identical results.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ReportOf, tryAppCommand } from '@meshwork/harness';
import { afterAll, describe, expect, it } from 'vitest';
import { thinningApp } from '../src/app.ts';
import { parseNetpbm } from '../src/images.ts';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'thinning-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 110_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('meshwork-thinning', () => {
  const corrupt = join(dir, 'corrupt.pbm');
  writeFileSync(corrupt, 'P4\n64 64\n\x01\x02');
  it.each<[string, string[], RegExp]>([
    ['unknown option', ['--frobnicate'], /unknown option '--frobnicate'/],
    ['bad load', ['--load', 'cpu'], /--load <\w+>' argument 'cpu' is invalid. Allowed choices are pixels, time/],
    ['bad ranks', ['--ranks', '0'], /--ranks <n>' argument '0' is invalid. expected an integer in \[1, 1024\]/],
    ['mesh topology', ['--topology', 'mesh:2x2'], /thinning runs on chain, ring topologies, got "mesh:2x2"/],
    ['bad topology', ['--topology', 'chain:x'], /chain/],
    ['bad size', ['--size', '12y'], /expected N or RxC/],
    ['unknown balancer', ['--balancer', 'magic'], /--balancer must be one of .*gde.*sdlb/],
    ['bad balancer option', ['--balancer', 'gde', '--balancer-options', '{"lambda":3}'], /\[MW_INVALID_OPTION\] gde: option "lambda"/],
    ['balancer options not JSON', ['--balancer-options', '{x'], /expected JSON/],
    ['missing image', ['--image', join(dir, 'missing.pbm')], /\[IMAGE_NOT_FOUND\] .*missing\.pbm: no such file/],
    ['corrupt image', ['--image', corrupt], /\[IMAGE_CORRUPT\] .*truncated P4 raster/],
    [
      'image smaller than the rank grid',
      ['--generate', 'blobs', '--size', '40x7', '--ranks', '4'],
      /\[MW_INVALID_DECOMPOSITION\] image height must be at least 8 rows/,
    ],
  ])('%s: exit 2, one line', async (_name, args, message) => {
    const r = await tryAppCommand(thinningApp, args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^meshwork-thinning: /);
    expect(r.stderr).toMatch(message);
  });

  it('a small run: JSON report, identical result, PBM written', () => {
    const out = join(dir, 'skeleton.pbm');
    const r = cli('--generate', 'rings', '--size', '64x48', '--ranks', '2', '--balancer', 'sdlb', '--every', '2', '--json', '--out', out);
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as ReportOf<typeof thinningApp>;
    expect(report.correct).toBe(true);
    expect(report.balancing.balancer).toBe('sdlb');
    expect(report.ranks).toBe(2);
    expect(report.files).toEqual([out]);
    const img = parseNetpbm(readFileSync(out));
    expect([img.width, img.height]).toEqual([64, 48]);
    expect(img.data.reduce((s, v) => s + v, 0)).toBe(report.details.pixelsAfter);
  }, 120_000);
});
