/**
 * `meshwork run <app> --help` offers only the flags the app accepts, names the balancers and
 * policies it takes, and prints plain defaults; the summary leaves out fields that mean nothing
 * for the app (grid storage for the sieve, an unknown max/avg before a one-off split).
 */
import { describe, expect, it } from 'vitest';
import { meshwork, meshworkJson, tempDir } from './helpers.ts';

describe('meshwork run: help and summary fit the app', () => {
  it('apps that split once (sieve, loop, knary) do not offer policy, option-block or storage flags, and say why when given one', () => {
    for (const app of ['sieve', 'loop', 'knary']) {
      const help = meshwork(['run', app, '--help'], tempDir());
      expect(help.code).toBe(0);
      for (const flag of ['--every', '--policy', '--policy-options', '--balancer-options', '--storage']) {
        expect(help.stdout, `${app} ${flag}`).not.toContain(flag);
      }
    }
    // One refusal path serves the three apps: ask the sieve.
    const refused = meshwork(['run', 'sieve', '--every', '2'], tempDir());
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('sieve splits once before it starts; --every and --policy do not apply');
    const storage = meshwork(['run', 'sieve', '--storage', 'shared'], tempDir());
    expect(storage.code).toBe(2);
    expect(storage.stderr).toContain('sieve keeps no grid; --storage does not apply');
  }, 180_000);

  it('the stencil (static split only) offers no balancing flag and refuses one; its grid storage stays', () => {
    const help = meshwork(['run', 'stencil', '--help'], tempDir());
    expect(help.code).toBe(0);
    for (const flag of ['--balancer', '--every', '--policy', '--compare']) expect(help.stdout, flag).not.toContain(flag);
    expect(help.stdout).toContain('--storage <mode>');
    for (const args of [
      ['--every', '2'],
      ['--balancer', 'gde'],
      ['--balancer', 'auto'],
      ['--compare', 'sdlb'],
    ]) {
      const refused = meshwork(['run', 'stencil', ...args], tempDir());
      expect(refused.code, args.join(' ')).toBe(2);
      expect(refused.stderr).toContain('stencil runs the static block split only');
    }
  }, 120_000);

  it('--quick takes the small sizes for the options not given, and keeps those given', () => {
    const r = meshworkJson<{ details: { rows: number; cols: number; iterations: number } }>(
      ['run', 'stencil', '--quick', '--iterations', '3'],
      tempDir(),
    );
    expect(r.details).toEqual(expect.objectContaining({ rows: 64, cols: 64, iterations: 3 }));
  });

  it('grid apps list the registered balancers and policies; sizes print as RxC, not as JSON', () => {
    const help = meshwork(['run', 'wator', '--help'], tempDir()).stdout.replace(/\s+/g, ' ');
    const between = (from: string, to: string) => help.slice(help.indexOf(from), help.indexOf(to));
    const balancerHelp = between('--balancer <name>', '--balancer-options');
    const policyHelp = between('--policy <name>', '--policy-options');
    for (const name of ['static', 'sdlb', 'gde', 'central', 'functional']) expect(balancerHelp).toMatch(new RegExp(`\\b${name}\\b`));
    for (const name of ['never', 'every', 'threshold', 'adaptive']) expect(policyHelp).toMatch(new RegExp(`\\b${name}\\b`));
    expect(help).toContain('ocean rows x columns (default: 256)');
    expect(help).toContain('(default: auto)');
    expect(help).not.toMatch(/default: \[/);
    expect(help).not.toContain('(default: false)');
  });

  it('--warmup: the summary says how many untimed runs each side had', () => {
    const r = meshwork(['run', 'sieve', '--ranks', '2', '--n', '20000', '--repeat', '1', '--warmup', '4', '--json'], tempDir());
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as { warmup?: number; repeat: number; parallelMs: number[] };
    expect([j.warmup, j.repeat, j.parallelMs.length]).toEqual([4, 1, 1]);
    const text = meshwork(['run', 'sieve', '--ranks', '2', '--n', '20000', '--repeat', '1', '--warmup', '2'], tempDir());
    expect(text.stdout).toMatch(/^meshwork run sieve: chain:2 \(2 ranks\), functional, 1 repeat after 2 warm-up runs$/m);
  });

  it('the sieve summary has no storage and no unknown max/avg', () => {
    const r = meshwork(['run', 'sieve', '--ranks', '2', '--n', '20000'], tempDir());
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^meshwork run sieve: chain:2 \(2 ranks\), functional, 3 repeats$/m);
    expect(r.stdout).not.toContain('storage');
    expect(r.stdout).not.toMatch(/: -(\s|$)/);
    expect(r.stdout).not.toContain('- ->');
    expect(r.stdout).toMatch(/^ {2}balancer +: functional: 1 balance, decisions [\d.]+ ms; max\/avg [\d.]+ predicted$/m);
  });
});
