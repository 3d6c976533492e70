/** The summary's waits line: per rank up to four ranks, summed beyond; the wake-up mean only when there were any. */
import type { WaitStats } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { waitsLine } from '../src/summary.ts';

const w = (blocked: number, blockedMs: number, slept: number, wakeups: number, wakeMs: number): WaitStats => ({
  blocked,
  blockedMs,
  slept,
  sleptMs: blockedMs / 2,
  wakeups,
  wakeMs,
  spinMicros: 50,
});

describe('waitsLine', () => {
  it('lists each rank of a small run', () => {
    expect(waitsLine([w(12, 3.25, 2, 2, 0.1), w(0, 0, 0, 0, 0)])).toBe(
      'rank 0 3.3 ms in 12 waits, 2 slept (wake-up 50 µs avg); rank 1 0.0 ms in 0 waits, 0 slept',
    );
  });

  it('sums the ranks of a larger run', () => {
    const five = [1, 2, 3, 4, 5].map((k) => w(k, k, 1, 1, 0.02));
    expect(waitsLine(five)).toBe('all 5 ranks 15.0 ms in 15 waits, 5 slept (wake-up 20 µs avg)');
  });
});
