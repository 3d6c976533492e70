import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { meshwork, tempDir } from './helpers.ts';

const CASES: [string[], RegExp][] = [
  [['bogus'], /unknown command 'bogus'/],
  [['run', 'nosuchapp'], /unknown command 'nosuchapp'/],
  [['run'], /missing command/],
  [['run', 'wator', '--ranks', '0'], /--ranks <n>.*expected an integer in \[1, 1024\]/],
  [['run', 'wator', '--ranks', '2', '--topology', 'ring:2'], /give --ranks or --topology, not both/],
  [['run', 'wator', '--topology', 'mesh:0x2'], /MW_INVALID_TOPOLOGY/],
  [['run', 'wator', '--topology', 'mesh:2x2'], /wator runs on ring, chain topologies/],
  [['run', 'wator', '--balancer', 'nope'], /--balancer must be one of .*got "nope"/],
  [['run', 'wator', '--every', '2', '--policy', 'threshold'], /give --every K or --policy NAME, not both/],
  [['run', 'wator', '--storage', 'cloud'], /--storage <mode>.*Allowed choices are shared, distributed/],
  [['run', 'wator', '--balancer-options', '{nope'], /expected JSON/],
  [['run', 'wator', '--size', 'x'], /expected N or RxC/],
  [['run', 'stencil', '--balancer', 'gde'], /stencil runs the static block split only/],
  [['run', 'sieve', '--balancer', 'gde'], /--balancer for sieve must be one of static, cyclic, functional/],
  [['run', 'thinning', '--image', 'missing.pbm'], /missing\.pbm/],
  [['run', 'wator', '--unknown-flag'], /unknown option '--unknown-flag'/],
  [['topo', 'blob:3'], /MW_INVALID_TOPOLOGY.*chain:N/],
  [['topo'], /missing required argument 'shape'/],
  [['report', 'no-such-file.json'], /\[MW_PATH\] trace file "no-such-file\.json": expected a regular file .*, got no such file \(ENOENT\)/],
  [['bench', '--suite', 'huge'], /--suite <name>.*Allowed choices are micro, macro, papers/],
  [['bench', '--suite', 'micro', '--rounds', 'auto'], /--rounds auto applies to --suite wall only/],
  [['bench', '--suite', 'micro', '--warmup', '3'], /--warmup 3 applies to --suite wall only/],
  [['bench', '--suite', 'wall', '--rounds', '9'], /--rounds <mode>.*Allowed choices are auto/],
  [['run', 'sieve', '--rounds', 'auto'], /--rounds auto needs --compare/],
];

describe('bad arguments', () => {
  it.each(CASES)('meshwork %j exits 2 with one line', (args, message) => {
    const r = meshwork(args, tempDir());
    expect(r.code).toBe(2);
    expect(r.stdout.includes('Usage:') || r.stdout === '').toBe(true);
    const lines = r.stderr.trimEnd().split('\n');
    const last = lines[lines.length - 1] as string;
    expect(last).toMatch(/^meshwork: /);
    expect(last).toMatch(message);
    expect(r.stderr).not.toMatch(/^\s+at /m); // no stack trace
    // only `run` without an app prints its help first
    if (args.join(' ') !== 'run') expect(lines.length).toBe(1);
  });

  it('a malformed trace names the offending field', () => {
    const dir = tempDir();
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ version: 1, ranks: 2, phases: [{ name: 'x', index: 0, busyNs: [1], workUnits: [1, 2] }] }));
    const r = meshwork(['report', file], dir);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/trace\.phases\[0\]\.busyNs\.length/);
  });
});
