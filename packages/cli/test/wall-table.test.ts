/**
 * The wall suite's table: every balanced row is compared with the static row of the same case
 * and rank count, every row's speedup with the same side at 2 ranks; a side on measured time also
 * with the work-units side of its balancer. Every balanced case has both load modes.
 */
import { describe, expect, it } from 'vitest';
import { markdownTable, type Table } from '../src/bench/suite.ts';
import { buildWall, timeSide, vsStatic, type WallRow, wallCases, wallSides } from '../src/bench/wall.ts';

const row = (c: string, ranks: number, side: string, medianMs: number, speedup: number, runsMs: number[] = [medianMs]): WallRow => ({
  case: c,
  ranks,
  side,
  sequentialMs: 100,
  sequentialMinMs: 90,
  firstMs: medianMs * 2,
  medianMs,
  minMs: medianMs / 2,
  speedup,
  speedupMin: speedup,
  leWork: 0.9,
  balances: side === 'static' ? 0 : 3,
  runsMs,
});

describe('buildWall', () => {
  it('ratios against static of the same case and rank count, speed against 2 ranks', () => {
    const rows = [
      row('a', 2, 'static', 60, 1.6, [60, 120, 60]),
      row('a', 2, 'gde adaptive', 50, 2, [54, 60, 66]),
      row('a', 4, 'static', 80, 1.2),
      row('a', 4, 'gde adaptive', 40, 1.8),
      row('b', 2, 'static', 30, 1.9),
    ];
    const [table] = buildWall(false, rows, 5).tables;
    const cells = table?.rows ?? [];
    const col = (name: string) => table?.columns.indexOf(name) as number;
    expect(cells.map((r) => r[col('vs static')])).toEqual(['-', 0.83, '-', 0.5, '-']);
    // round by round 0.9, 0.5, 1.1: exp of their mean log, 0.79 [0.29, 2.19] (3 rounds); one round: no interval
    expect(cells.map((r) => r[col('vs static (paired, 95% CI)')])).toEqual(['-', '0.79x [0.29, 2.19] no sig. diff.', '-', '-', '-']);
    expect(cells.map((r) => r[col('vs static (min)')])).toEqual(['-', 0.83, '-', 0.5, '-']);
    expect(cells.map((r) => r[col('min ms')])).toEqual([30, 25, 40, 20, 15]);
    expect(cells.map((r) => r[col('speed vs 2 ranks')])).toEqual(['-', '-', 0.75, 0.9, '-']);
    expect(cells.map((r) => r[col('first run ms')])).toEqual([120, 100, 160, 80, 60]);
  });
});

describe('the critical path column', () => {
  it('per row the critical path and the ideal next to the median; - where the side records no phases', () => {
    const rows = [
      { ...row('a', 2, 'static', 60, 1.6), criticalPathMs: 52.34, idealMs: 31.06 },
      { ...row('a', 2, 'gde adaptive', 50, 2), criticalPathMs: 40.01, idealMs: 31.2 },
      row('b', 2, 'static', 30, 1.9),
    ];
    const [table] = buildWall(false, rows, 5).tables;
    const columns = table?.columns ?? [];
    const col = (name: string) => columns.indexOf(name);
    expect(col('critical path ms')).toBe(col('median ms') + 1);
    expect(col('ideal ms')).toBe(col('median ms') + 2);
    const cells = table?.rows ?? [];
    expect(cells.map((r) => r[col('critical path ms')])).toEqual([52.3, 40, '-']);
    expect(cells.map((r) => r[col('ideal ms')])).toEqual([31.1, 31.2, '-']);
    expect(table?.note).toContain("critical path: per phase the slowest rank's busy time, summed");
  });
});

describe('vsStatic', () => {
  it('pairs the rounds both sides ran: ratio, 95% CI, verdict', () => {
    // only the rounds both sides ran count; a slow round (40 ms) slows both sides alike
    expect(vsStatic([10, 40, 20, 10], [10, 40, 20])).toMatchObject({ n: 3, ratio: 1, lo: 1, hi: 1 });
    const c = vsStatic([54, 60, 66], [60, 120, 60]);
    expect(c?.ratio).toBeCloseTo(0.7910459893465203, 12);
    expect(c?.lo).toBeCloseTo(0.2858456907385907, 12);
    expect(c?.hi).toBeCloseTo(2.1891313304193707, 12);
    expect(vsStatic([8, 9, 8.5], [10, 10.2, 9.9])?.verdict).toBe('faster');
    expect(vsStatic([5], [1])).toBeUndefined();
    expect(vsStatic([], [1])).toBeUndefined();
  });

  it('says auto rounds in the title', () => {
    expect(buildWall(false, [], 'auto').tables[0]?.title).toContain('10-60 rounds, until the 95% CI is within +-5%');
    expect(buildWall(false, [], 7).tables[0]?.title).toContain('7 runs each');
  });
});

describe('the balancer on measured time beside work units', () => {
  it('every balanced case has three sides: static, on work units, on measured time; a static-only case one', () => {
    for (const quick of [true, false]) {
      const cases = wallCases(quick);
      expect(cases.filter((c) => c.balancer !== 'static')).toHaveLength(4);
      for (const c of cases) {
        const sides = wallSides(c);
        if (c.balancer === 'static') expect(sides).toEqual([{ balancer: 'static' }]);
        else
          expect(sides).toEqual([{ balancer: 'static' }, { balancer: c.balancer, loads: 'work' }, { balancer: c.balancer, loads: 'time' }]);
      }
    }
  });

  it("the two load modes are the app's own options: work units on the case's options, measured time on its time options", () => {
    for (const c of wallCases(true).filter((x) => x.balancer !== 'static')) {
      const work = c.app.values(c.options, true) as Record<string, unknown>;
      const time = c.app.values({ ...c.options, ...c.timeOptions }, true) as Record<string, unknown>;
      const key = 'load' in work ? 'load' : 'loads';
      expect([c.label, work[key]]).toEqual([c.label, key === 'load' ? 'pixels' : 'work']);
      expect([c.label, time[key]]).toEqual([c.label, 'time']);
    }
  });

  it('a (time) row: its ratio to static and to the work-units side, paired; loads in the JSON rows and comparisons', () => {
    const rows: WallRow[] = [
      row('a', 2, 'static', 60, 1.6, [60, 120, 60]),
      { ...row('a', 2, 'gde adaptive', 50, 2, [54, 60, 66]), loads: 'work' },
      { ...row('a', 2, timeSide('gde adaptive'), 50, 2, [54, 60, 66]), loads: 'time' },
      row('b', 2, 'static', 30, 1.9),
    ];
    expect(timeSide('gde adaptive')).toBe('gde adaptive (time)');
    const suite = buildWall(true, rows, 3);
    const [table] = suite.tables;
    const col = (name: string) => table?.columns.indexOf(name) as number;
    expect(col('vs work units (paired, 95% CI)')).toBe(col('vs static (paired, 95% CI)') + 1);
    const cells = table?.rows ?? [];
    expect(cells.map((r) => r[col('side')])).toEqual(['static', 'gde adaptive', 'gde adaptive (time)', 'static']);
    expect(cells.map((r) => r[col('vs static (paired, 95% CI)')])).toEqual([
      '-',
      '0.79x [0.29, 2.19] no sig. diff.',
      '0.79x [0.29, 2.19] no sig. diff.',
      '-',
    ]);
    // the same runs as its work-units side: 1x, no interval width
    expect(cells.map((r) => r[col('vs work units (paired, 95% CI)')])).toEqual(['-', '-', '1.00x [1.00, 1.00] no sig. diff.', '-']);
    expect(table?.title).toContain('on work units and on measured time');
    expect(table?.note).toContain('vs work units (paired, 95% CI)');
    // the Markdown report's table: the same columns and sides
    const md = markdownTable(table as Table);
    expect(md).toContain('| vs work units (paired, 95% CI) |');
    expect(md).toContain('| gde adaptive (time) |');
    const data = suite.data as { rows: WallRow[]; comparisons: { side: string; loads?: string; vsWork?: { ratio: number } }[] };
    expect(data.rows.map((r) => r.loads)).toEqual([undefined, 'work', 'time', undefined]);
    expect(data.comparisons.map((c) => [c.side, c.loads, c.vsWork?.ratio])).toEqual([
      ['gde adaptive', 'work', undefined],
      ['gde adaptive (time)', 'time', 1],
    ]);
  });
});
