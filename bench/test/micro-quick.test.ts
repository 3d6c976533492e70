/**
 * Smoke test of the micro suite's pure parts: the raw Atomics reference runs and reports a time,
 * and msgpackr records and structuredClone both reproduce the records. No timing assertions
 * (bench.md: tests never assert a wall-clock time).
 */

import { median } from '@meshwork/harness';
import { describe, expect, it } from 'vitest';
import { compareCodecs, makeRecords } from '../src/micro/codec.ts';
import { report } from '../src/micro/harness.ts';
import { RawThreads, rawPingPong } from '../src/micro/raw.ts';

describe('micro suite, quick parts', () => {
  it('raw Atomics ping-pong on 2 threads returns a finite positive time per round trip', async () => {
    const us = await rawPingPong({ threads: 2, n: 500 });
    expect(Number.isFinite(us)).toBe(true);
    expect(us).toBeGreaterThan(0);
  });

  it('raw threads also run the sleeping path (spin 0) and the counter barrier', async () => {
    const raw = new RawThreads({ threads: 2, spin: 0 });
    try {
      const pp = await raw.pingpong(50);
      const bar = await raw.barrier(50);
      expect(Number.isFinite(pp) && pp > 0).toBe(true);
      expect(Number.isFinite(bar) && bar > 0).toBe(true);
    } finally {
      await raw.close();
    }
  });

  it('msgpackr records and structuredClone both decode to the same 1000 records', () => {
    const { records, packr, clone, packedBytes } = compareCodecs(1000);
    expect(records).toHaveLength(1000);
    expect(packr).toEqual(records);
    expect(clone).toEqual(records);
    expect(packr).not.toBe(records);
    expect(packedBytes).toBeGreaterThan(0);
    expect(makeRecords(3)).toEqual(makeRecords(3));
  });

  it('reports median, min, max and ratios against the reference row', () => {
    const rows = report([
      { name: 'ref', metric: { kind: 'time' }, n: 1, samplesUs: [1, 2, 3], ref: undefined, target: undefined, note: undefined },
      { name: 'sub', metric: { kind: 'time' }, n: 1, samplesUs: [4, 6, 5], ref: 'ref', target: { max: 3 }, note: undefined },
      {
        name: 'bw',
        metric: { kind: 'bandwidth', bytes: 1000 },
        n: 1,
        samplesUs: [2, 2, 2],
        ref: 'bwref',
        target: { min: 0.4 },
        note: undefined,
      },
      {
        name: 'bwref',
        metric: { kind: 'bandwidth', bytes: 1000 },
        n: 1,
        samplesUs: [1, 1, 1],
        ref: undefined,
        target: undefined,
        note: undefined,
      },
    ]);
    expect(median([3, 1, 2])).toBe(2);
    expect(rows[1]).toMatchObject({ median: 5, min: 4, max: 6, ratio: 2.5, met: true });
    expect(rows[2]).toMatchObject({ unit: 'GB/s', median: 0.5, ratio: 0.5, met: true });
  });
});
