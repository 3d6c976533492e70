/**
 * `threadTotals`: a central loop's chunks summed per pool thread, the busy wall time of a thread
 * the sum of its chunks' wall time (only when every chunk reported one), never a CPU-clock span.
 */
import { describe, expect, it } from 'vitest';
import { type ChunkRecord, threadTotals } from '../src/loops/index.ts';

const chunk = (thread: number, units: number, cpu: [number, number], wallNs?: number): ChunkRecord => ({
  thread,
  units,
  cpuStartNs: cpu[0],
  cpuEndNs: cpu[1],
  ...(wallNs === undefined ? {} : { wallNs }),
});

describe('threadTotals', () => {
  it('per thread in order of first appearance: units, CPU span, summed wall time, chunks; idle threads as zeros', () => {
    const totals = threadTotals(
      [chunk(7, 10, [0, 4e6], 1.5e6), chunk(3, 5, [100, 100], 0.7e6), chunk(7, 20, [4e6, 4e6], 2.5e6), chunk(3, 1, [100, 8e6], 0.3e6)],
      3,
    );
    expect(totals).toEqual([
      { units: 30, cpuNs: 4e6, wallNs: 4e6, chunks: 2 },
      { units: 6, cpuNs: 8e6 - 100, wallNs: 1e6, chunks: 2 },
      { units: 0, cpuNs: 0, wallNs: 0, chunks: 0 },
    ]);
  });

  it('a chunk without a wall time: no thread has one (no partial sums)', () => {
    const totals = threadTotals([chunk(1, 1, [0, 1], 5), chunk(2, 1, [0, 1])], 2);
    expect(totals.map((t) => 'wallNs' in t)).toEqual([false, false]);
  });
});
