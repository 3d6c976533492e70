/**
 * The wall suite's table: every balanced row is compared with the static row of the same case
 * and rank count, every row's speedup with the same side at 2 ranks.
 */
import { describe, expect, it } from 'vitest';
import { buildWall, pairedRatio, type WallRow } from '../src/bench/wall.js';

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
  leWork: 90,
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
    // round by round 0.9, 0.5, 1.1: the median of the ratios, not the ratio of the medians
    expect(cells.map((r) => r[col('vs static (paired)')])).toEqual(['-', 0.9, '-', 0.5, '-']);
    expect(cells.map((r) => r[col('vs static (min)')])).toEqual(['-', 0.83, '-', 0.5, '-']);
    expect(cells.map((r) => r[col('min ms')])).toEqual([30, 25, 40, 20, 15]);
    expect(cells.map((r) => r[col('speed vs 2 ranks')])).toEqual(['-', '-', 0.75, 0.9, '-']);
    expect(cells.map((r) => r[col('first run ms')])).toEqual([120, 100, 160, 80, 60]);
  });
});

describe('pairedRatio', () => {
  it('is the median of the per-round ratios, over the rounds both sides ran', () => {
    // only the rounds both sides ran count; a slow round (40 ms) slows both sides alike
    expect(pairedRatio([10, 40, 20, 10], [10, 40, 20])).toBe(1);
    expect(pairedRatio([30, 12, 8], [10, 10, 10])).toBe(1.2);
    expect(pairedRatio([], [1])).toBeNaN();
  });
});
