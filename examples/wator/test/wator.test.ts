/**
 * The SPMD WaTor equals the sequential reference bit for bit (final ocean, population and work
 * units of every step) for seeded random configurations: 1 to 8 ranks, ring and chain topologies,
 * balancers static/central/gde/sdlb at random intervals, both storages, fish everywhere or
 * clustered in a band of rows. Fish are conserved across
 * every remap (counted per rank before and after, in the same step). Bad input is a typed error.
 */

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { balancingNames } from '@meshwork/balancers';
import { tryAppCommand } from '@meshwork/harness';
import { type Cluster, createCluster, ErrorCodes, MeshworkError, mulberry32, type Storage } from '@meshwork/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watorApp } from '../src/app.ts';
import { HALO_ROWS } from '../src/cells.ts';
import type { WatorProgramOptions, WatorRankResult } from '../src/program.ts';
import { watorSequential } from '../src/sequential.ts';

const PROGRAM = new URL('../src/program.ts', import.meta.url);
const BALANCERS = ['static', 'central', 'gde', 'sdlb'] as const;
const STORAGES: Storage[] = ['distributed', 'shared'];
const TOPOLOGIES = ['chain:1', 'ring:2', 'chain:3', 'ring:4', 'chain:5', 'ring:8'];
/** `pnpm test` runs the topologies marked in CORE; `pnpm test:full` runs them all (vitest.config.ts). */
const FULL = process.env.MESHWORK_TEST_TIER === 'full';
const CORE = [1, 2];
const CONFIGS_PER_TOPOLOGY = 4;

describe('balancer names', () => {
  it('static, central, gde and sdlb are known (a missing one fails here, loudly)', () => {
    const known = balancingNames().balancers;
    const missing = BALANCERS.filter((b) => !known.includes(b));
    expect(missing, `balancers not known: ${missing.join(', ')} (known: ${known.join(', ')})`).toEqual([]);
  });
});

function configs(seed: number, P: number): WatorProgramOptions[] {
  const rnd = mulberry32(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  return Array.from({ length: CONFIGS_PER_TOPOLOGY }, (_, i) => {
    const balancer = BALANCERS[(i + seed) % BALANCERS.length] as string;
    return {
      rows: int(HALO_ROWS * P, HALO_ROWS * P + 36),
      cols: int(3, 28),
      steps: int(2, 24),
      seed: int(0, 2 ** 32 - 1),
      minnowBreed: int(1, 8),
      sharkBreed: int(2, 13),
      starve: int(1, 6),
      minnowDensity: 0.1 + rnd() * 0.5,
      sharkDensity: rnd() * 0.25,
      storage: STORAGES[(i + Math.floor(i / 2)) % 2] as Storage,
      balancer,
      every: balancer === 'static' && i % 2 === 0 ? 0 : int(1, 4),
      gather: true,
      audit: true,
      // every other configuration starts with the fish clustered in a band of rows
      ...(i % 2 === 1 ? { cluster: 0.2 + rnd() * 0.6 } : {}),
    };
  });
}

describe.each(TOPOLOGIES.map((t, i) => [t, i] as const).filter(([, i]) => FULL || CORE.includes(i)))('wator on %s', (topology, index) => {
  const P = Number(topology.split(':')[1]);
  const cases = configs(101 + index, P);
  let cluster: Cluster;

  beforeAll(() => {
    cluster = createCluster({ topology, waitTimeoutMs: 60_000 });
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it.each(
    cases.map(
      (c) =>
        [
          `${c.balancer} every ${c.every}, ${c.storage}, ${c.rows}x${c.cols}, ${c.steps} steps, breed ${c.minnowBreed}/${c.sharkBreed}, starve ${c.starve}, seed ${c.seed}`,
          c,
        ] as const,
    ),
  )('%s: bit-identical to the reference, fish conserved across remaps', async (_name, c) => {
    if (!balancingNames().balancers.includes(c.balancer as string)) {
      // The registry test above fails for this name; do not report a second, confusing failure.
      return;
    }
    const run = await cluster.run<WatorRankResult>(PROGRAM, c);
    const want = watorSequential(c);
    const r0 = run.results[0] as WatorRankResult;
    const cells = r0.cells as Int32Array;
    expect(cells).toBeInstanceOf(Int32Array);
    let differing = 0;
    let first = -1;
    for (let i = 0; i < want.cells.length; i++) {
      if (cells[i] !== want.cells[i]) {
        differing++;
        if (first < 0) first = i;
      }
    }
    expect({ differing, first }).toEqual({ differing: 0, first: -1 });
    expect(r0.minnows).toEqual(Array.from(want.minnows));
    expect(r0.sharks).toEqual(Array.from(want.sharks));
    // Work units: every step's fish updated, summed over the ranks, is the reference's.
    for (let t = 0; t < c.steps; t++) expect(run.results.reduce((s, r) => s + (r.work[t] as number), 0)).toBe(want.work[t]);
    expect(run.metrics.totals.work.sum).toBe(want.work.reduce((s, x) => s + x, 0));
    for (const r of run.results.slice(1)) expect(r.cells).toBeUndefined();

    // Balances: as many as the policy asks for, each one conserving the fish of every strip.
    const every = c.every ?? 0;
    const expected = every === 0 ? 0 : Math.floor((c.steps - 1) / every);
    expect(r0.reports).toHaveLength(expected);
    expect(r0.audits).toHaveLength(expected);
    for (const a of r0.audits ?? []) {
      const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
      const rowsSum = (lo: number, hi: number) => sum(a.rowFish.slice(lo, hi));
      expect(sum(a.fishAfter)).toBe(sum(a.fishBefore));
      expect(sum(a.rowFish)).toBe(sum(a.fishBefore));
      for (let p = 0; p < P; p++) {
        expect(a.fishBefore[p]).toBe(rowsSum(a.cutsBefore[p] as number, a.cutsBefore[p + 1] as number));
        expect(a.fishAfter[p]).toBe(rowsSum(a.cutsAfter[p] as number, a.cutsAfter[p + 1] as number));
        expect((a.cutsAfter[p + 1] as number) - (a.cutsAfter[p] as number)).toBeGreaterThanOrEqual(HALO_ROWS);
      }
    }
    expect(r0.cuts[P]).toBe(c.rows);
  });

  if (topology === 'ring:4') {
    const base: WatorProgramOptions = {
      rows: 24,
      cols: 10,
      steps: 3,
      seed: 1,
      minnowBreed: 7,
      sharkBreed: 12,
      starve: 5,
      minnowDensity: 0.3,
      sharkDensity: 0.05,
      balancer: 'gde',
      every: 1,
    };
    const bad: [string, Partial<WatorProgramOptions> | Record<string, unknown>, string][] = [
      ['ocean smaller than the rank grid (11 rows < 4 strips of 3)', { rows: 11 }, ErrorCodes.INVALID_DECOMPOSITION],
      ['ocean smaller than the rank grid, shared storage', { rows: 8, storage: 'shared' }, ErrorCodes.INVALID_DECOMPOSITION],
      ['shark breeding age 0', { sharkBreed: 0 }, ErrorCodes.INVALID_ARGUMENT],
      ['starvation period 1.5', { starve: 1.5 }, ErrorCodes.INVALID_ARGUMENT],
      ['unknown balancer', { balancer: 'nope' }, ErrorCodes.UNKNOWN_BALANCER],
      ['negative interval', { every: -1 }, ErrorCodes.INVALID_ARGUMENT],
    ];
    it.each(bad)('%s: a rank failure carrying %s', async (_name, change, code) => {
      const err = await cluster.run(PROGRAM, { ...base, ...change }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(MeshworkError);
      expect((err as MeshworkError).code).toBe(ErrorCodes.RANK_FAILED);
      expect((err as MeshworkError).message).toContain(code);
    });
  }
});

describe('meshwork-wator command line', () => {
  it('bad arguments exit with status 2 and one line', async () => {
    for (const args of [
      ['--size', '5', '--ranks', '2'],
      ['--balancer', 'nope'],
      ['--minnow-breed', '0'],
      ['--size', '12x'],
      ['--topology', 'mesh:2x2'],
    ]) {
      const o = await tryAppCommand(watorApp, args);
      expect(o.code).toBe(2);
      expect(o.stdout).toBe('');
      expect(o.stderr.trim().split('\n')).toHaveLength(1);
      expect(o.stderr).toMatch(/^meshwork-wator: /);
    }
  });

  const table2 = fileURLToPath(new URL('../dist/table2.js', import.meta.url));
  const run = (args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [table2, ...args], {
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

  it('meshwork-wator-table2 prints a remapping instance that conserves the fish', async () => {
    const o = await run(['--ranks', '4', '--size', '48x32', '--every', '6', '--json']);
    expect(o.stderr).toBe('');
    expect(o.code).toBe(0);
    const t = JSON.parse(o.stdout) as {
      rows: { fishPre: number; fishPost: number; fishUp: number; fishDown: number }[];
      conserved: boolean;
      at: number;
    };
    expect(t.at).toBe(6);
    expect(t.conserved).toBe(true);
    expect(t.rows).toHaveLength(4);
    for (const r of t.rows) expect(r.fishPost).toBe(r.fishPre + r.fishUp + r.fishDown);
  }, 120_000);
});

describe('a balancer named without every or policy', () => {
  it('runs under adaptive (the library default) and stays bit-identical; every: 0 runs no driver', async () => {
    const cluster = createCluster({ topology: 'ring:2', waitTimeoutMs: 60_000 });
    try {
      const o: WatorProgramOptions = {
        rows: 40,
        cols: 16,
        steps: 12,
        seed: 7,
        minnowBreed: 3,
        sharkBreed: 8,
        starve: 4,
        minnowDensity: 0.4,
        sharkDensity: 0.1,
        cluster: 0.3,
        balancer: 'gde',
        gather: true,
      };
      const want = watorSequential(o);
      const run = await cluster.run<WatorRankResult>(PROGRAM, o);
      expect(run.ranks.map((r) => r.drivers?.map((d) => `${d.balancer} ${d.policy}`))).toEqual([['gde adaptive'], ['gde adaptive']]);
      expect(Array.from(run.results[0]?.cells as Int32Array)).toEqual(Array.from(want.cells));
      expect(run.results[0]?.reports.length).toBe(run.ranks[0]?.drivers?.[0]?.balances.length);
      const asked = await cluster.run<WatorRankResult>(PROGRAM, { ...o, every: 0 });
      expect(asked.ranks[0]?.drivers).toBeUndefined();
      expect(Array.from(asked.results[0]?.cells as Int32Array)).toEqual(Array.from(want.cells));
    } finally {
      await cluster.close();
    }
  }, 120_000);
});
