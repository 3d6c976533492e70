/**
 * The two suites that end the issues' tables, in their quick sizes: `wall` (static next to each
 * grid app's balancer, at 2 and 4 ranks; it stops on any result that differs from the sequential
 * reference) and `hosts` (host processes over a real nats-server next to raw NATS). Timing is
 * what they print, not what is asserted: the rows, their references, the exact work-unit LE and a
 * critical path (never below its ideal) on every row.
 */
import { describe, expect, it } from 'vitest';
import { meshwork, tempDir } from './helpers.ts';

function bench<T>(args: readonly string[]): T {
  const r = meshwork(['bench', ...args, '--quick', '--json'], tempDir(), 300_000);
  if (r.code !== 0) throw new Error(`meshwork bench ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
  return JSON.parse(r.stdout) as T;
}

interface WallJson {
  suite: string;
  data: {
    rows: {
      case: string;
      ranks: number;
      side: string;
      leWork: number;
      balances: number;
      minMs: number;
      criticalPathMs?: number;
      idealMs?: number;
      loads?: 'work' | 'time';
    }[];
  };
}

interface HostsJson {
  suite: string;
  data: { rows: { name: string; unit: string; median: number; ratio?: number; ref?: string }[] };
}

describe('meshwork bench, quick suites', () => {
  it('wall: every case at 2 and 4 ranks, static and its balancer side by side, exact static LE', () => {
    const j = bench<WallJson>(['--suite', 'wall', '--spin', 'off']);
    expect(j.suite).toBe('wall');
    const rows = j.data.rows;
    const cases = [...new Set(rows.map((r) => r.case))];
    expect(cases).toHaveLength(5);
    for (const c of cases) {
      for (const ranks of [2, 4]) {
        const sides = rows.filter((r) => r.case === c && r.ranks === ranks);
        const st = sides.find((r) => r.side === 'static');
        expect(st?.balances).toBe(0);
        // the stencil runs the static split only; the others add their balancer under adaptive,
        // on work units and on measured time
        expect(sides.length).toBe(c.startsWith('stencil') ? 1 : 3);
        if (!c.startsWith('stencil')) {
          expect(sides.filter((r) => r.loads === 'work')).toHaveLength(1);
          expect(sides.filter((r) => r.loads === 'time')).toHaveLength(1);
        }
        for (const r of sides) {
          expect(r.leWork).toBeGreaterThan(0);
          expect(r.leWork).toBeLessThanOrEqual(1);
          expect(r.minMs).toBeGreaterThan(0);
          // every grid app records its phases: the critical path, never below the ideal
          expect(r.criticalPathMs).toBeGreaterThan(0);
          expect(r.idealMs).toBeLessThanOrEqual(r.criticalPathMs as number);
        }
      }
    }
    // work units do not depend on timing: the static split of the quick thinning image at 2 ranks
    // (every pass, and the pass after the last that the split-phase termination test runs)
    const thin = rows.find((r) => r.case.startsWith('thinning') && r.ranks === 2 && r.side === 'static');
    expect(thin?.leWork).toBeCloseTo(0.638891, 5);
    expect(rows.find((r) => r.case.startsWith('stencil') && r.ranks === 2)?.leWork).toBe(1);
  }, 320_000);

  it('hosts: every row measured, each ratio against a reference row of the same run', () => {
    const j = bench<HostsJson>(['--suite', 'hosts']);
    expect(j.suite).toBe('hosts');
    const rows = j.data.rows;
    const names = rows.map((r) => r.name);
    for (const n of ['raw NATS request/reply 8 B', 'cross-host link round trip 8 B', 'raw NATS publish 1 MiB', 'cross-host link 1 MiB']) {
      expect(names).toContain(n);
    }
    for (const r of rows) {
      expect(r.median).toBeGreaterThan(0);
      if (r.ref === undefined) continue;
      const ref = rows.find((x) => x.name === r.ref);
      expect(ref, `${r.name} names ${r.ref}`).toBeDefined();
      // time rows: x slower; bandwidth rows: the fraction reached; both the median over the reference's
      expect(r.ratio).toBeCloseTo(r.median / (ref?.median ?? Number.NaN), 9);
    }
  }, 320_000);
});
