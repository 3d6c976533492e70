import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '../src/errors.js';
import { aggregate, fromTrace, type RankMetrics, toTrace } from '../src/metrics/index.js';

function rank(r: number, busy: number, work: number): RankMetrics {
  const p = { name: 'step', index: 0, busyNs: busy, wallNs: busy, workUnits: work, messages: 0, bytes: 0 };
  return { rank: r, clock: 'wall', phases: [p], totals: { ...p } };
}

function codeOf(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return (err as { code?: unknown }).code;
  }
  return 'no error';
}

const good = { version: 1, ranks: 2, phases: [{ name: 'step', index: 0, busyNs: [1, 2], workUnits: [3, 4] }] };

describe('trace', () => {
  it('round-trips through JSON text', () => {
    const trace = toTrace(aggregate([rank(0, 100, 10), rank(1, 300, 30)]));
    expect(trace).toEqual({
      version: 1,
      ranks: 2,
      clock: 'wall',
      phases: [{ name: 'step', index: 0, busyNs: [100, 300], workUnits: [10, 30] }],
    });
    const text = JSON.stringify(trace);
    expect(fromTrace(text)).toEqual(trace);
    expect(fromTrace(JSON.parse(text))).toEqual(trace);
  });

  it('accepts a trace without clock and drops unknown fields', () => {
    expect(fromTrace({ ...good, extra: true })).toEqual(good);
  });

  it('rejects malformed traces with INVALID_ARGUMENT naming the path', () => {
    const [phase] = good.phases;
    const bad: unknown[] = [
      '{not json',
      null,
      [],
      { ...good, version: 2 },
      { ...good, ranks: 0 },
      { ...good, ranks: 1.5 },
      { ...good, phases: {} },
      { ...good, clock: 'cpu' },
      { ...good, phases: [null] },
      { ...good, phases: [{ ...phase, name: '' }] },
      { ...good, phases: [{ ...phase, index: -1 }] },
      { ...good, phases: [{ ...phase, busyNs: [1] }] },
      { ...good, phases: [{ ...phase, busyNs: [1, -2] }] },
      { ...good, phases: [{ ...phase, workUnits: [1, 'x'] }] },
      { ...good, phases: [phase, phase] },
    ];
    for (const b of bad) expect(codeOf(() => fromTrace(b))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(() => fromTrace({ ...good, phases: [{ ...phase, busyNs: [1, -2] }] })).toThrow(
      /trace\.phases\[0\]\.busyNs\[1\] must be a finite number >= 0/,
    );
    expect(() => fromTrace({ ...good, version: 2 })).toThrow(/trace\.version must be 1, got number 2/);
  });
});
