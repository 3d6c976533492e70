import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '../src/errors.ts';
import { aggregate, type PhaseRecord, type RankMetrics } from '../src/metrics/index.ts';

function phase(name: string, index: number, busyNs: number, workUnits: number, messages = 0, bytes = 0): PhaseRecord {
  return { name, index, busyNs, wallNs: busyNs * 2, workUnits, messages, bytes };
}

function rank(r: number, phases: PhaseRecord[], extraWork = 0): RankMetrics {
  const totals = { busyNs: 0, wallNs: 0, workUnits: extraWork, messages: 0, bytes: 0 };
  for (const p of phases) {
    totals.busyNs += p.busyNs;
    totals.wallNs += p.wallNs;
    totals.workUnits += p.workUnits;
    totals.messages += p.messages;
    totals.bytes += p.bytes;
  }
  return { rank: r, clock: 'schedstat', phases, totals };
}

function codeOf(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return (err as { code?: unknown }).code;
  }
  return 'no error';
}

// Three fake ranks, given out of order; rank 2 runs its phases in another order and
// skips the second "exchange".
const ranks: RankMetrics[] = [
  rank(1, [
    phase('compute', 0, 200, 20),
    phase('exchange', 0, 10, 0, 2, 100),
    phase('compute', 1, 100, 10),
    phase('exchange', 1, 10, 0, 2, 100),
  ]),
  rank(
    0,
    [phase('compute', 0, 100, 10), phase('exchange', 0, 20, 0, 1, 50), phase('compute', 1, 100, 10), phase('exchange', 1, 20, 0, 1, 50)],
    5,
  ),
  rank(2, [phase('compute', 0, 300, 30), phase('compute', 1, 100, 10), phase('exchange', 0, 30, 0, 3, 150)]),
];

describe('aggregate', () => {
  const run = aggregate(ranks);

  it('matches phases across ranks by name + occurrence index, arrays indexed by rank', () => {
    expect(run.ranks).toBe(3);
    expect(run.clock).toBe('schedstat');
    expect(run.phases.map((p) => `${p.name}#${p.index}`)).toEqual(['compute#0', 'exchange#0', 'compute#1', 'exchange#1']);
    const [c0, x0, c1, x1] = run.phases;
    expect(c0?.busyNs).toEqual([100, 200, 300]);
    expect(c0?.workUnits).toEqual([10, 20, 30]);
    expect(c0?.wallNs).toEqual([200, 400, 600]);
    expect(x0?.busyNs).toEqual([20, 10, 30]);
    expect(x0?.messages).toBe(6);
    expect(x0?.bytes).toBe(300);
    expect(x0?.missingRanks).toEqual([]);
    expect(c1?.busyNs).toEqual([100, 100, 100]);
    expect(x1?.busyNs).toEqual([20, 10, 0]);
    expect(x1?.missingRanks).toEqual([2]);
  });

  it('computes LE, U_k and max/avg per phase for busy time and work units', () => {
    const [c0, , c1] = run.phases;
    if (c0 === undefined || c1 === undefined) throw new Error('phases missing');
    // loads 100, 200, 300: avg 200, max 300
    expect(c0.busy.le).toBeCloseTo(0.666667, 6);
    expect(c0.busy.utilization).toBeCloseTo(600 / 900, 10);
    expect(c0.busy.maxOverAvg).toBe(1.5);
    expect(c0.work.le).toBeCloseTo(0.666667, 6);
    expect(c0.work.maxOverAvg).toBe(1.5);
    expect(c1.busy.le).toBe(1);
    expect(c1.busy.utilization).toBe(1);
    // exchange#0 has no work at all: balanced by definition
    expect(run.phases[1]?.work).toMatchObject({ le: 1, maxOverAvg: 1, utilization: 1 });
  });

  it('computes run totals per rank', () => {
    expect(run.totals.busyNs).toEqual([240, 320, 430]);
    expect(run.totals.workUnits).toEqual([25, 30, 40]);
    expect(run.totals.messages).toBe(9);
    expect(run.totals.bytes).toBe(450);
    expect(run.totals.busy.le).toBeCloseTo(330 / 430, 12);
    expect(run.totals.work.le).toBeCloseTo(95 / 3 / 40, 12);
    expect(JSON.parse(JSON.stringify(run))).toEqual(run);
  });

  it("reports 'mixed' when ranks used different clocks", () => {
    const mixed = aggregate([rank(0, [phase('a', 0, 1, 1)]), { ...rank(1, [phase('a', 0, 1, 1)]), clock: 'wall' }]);
    expect(mixed.clock).toBe('mixed');
  });

  it('rejects bad input with typed errors', () => {
    expect(codeOf(() => aggregate([]))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(codeOf(() => aggregate([rank(0, []), rank(0, [])]))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(codeOf(() => aggregate([rank(0, []), rank(5, [])]))).toBe(ErrorCodes.INVALID_RANK);
    expect(codeOf(() => aggregate([rank(0, [phase('a', 0, -1, 0)])]))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(codeOf(() => aggregate([rank(0, [phase('a', 0, Number.NaN, 0)])]))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(codeOf(() => aggregate([rank(0, [phase('a', 0, 1, 0), phase('a', 0, 1, 0)])]))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(codeOf(() => aggregate([{ ...rank(0, []), clock: 'cpu' as 'wall' }]))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(() => aggregate([rank(0, [phase('a', 0, -1, 0)])])).toThrow(/ranks\[0\]\.phases\[0\]\.busyNs/);
  });
});

describe('aggregate: wait statistics', () => {
  const waits = (blocked: number) => ({
    blocked,
    blockedMs: blocked * 0.1,
    slept: 1,
    sleptMs: 0.05,
    wakeups: 1,
    wakeMs: 0.02,
    spinMicros: 50,
  });

  it("lists every rank's waits by rank when all report them", () => {
    const m = aggregate([
      { ...rank(1, [phase('a', 0, 1, 1)]), waits: waits(7) },
      { ...rank(0, [phase('a', 0, 1, 1)]), waits: waits(3) },
    ]);
    expect(m.waits).toEqual([waits(3), waits(7)]);
  });

  it('leaves them out when a rank has none', () => {
    const m = aggregate([{ ...rank(0, [phase('a', 0, 1, 1)]), waits: waits(3) }, rank(1, [phase('a', 0, 1, 1)])]);
    expect(m.waits).toBeUndefined();
  });

  it.each([
    ['a negative count', { ...waits(1), blocked: -1 }],
    ['a fractional count', { ...waits(1), slept: 0.5 }],
    ['a missing time', { ...waits(1), wakeMs: undefined }],
    ['not an object', 5],
  ])('rejects %s with MW_INVALID_ARGUMENT', (_label, bad) => {
    const r = { ...rank(0, [phase('a', 0, 1, 1)]), waits: bad } as unknown as RankMetrics;
    expect(codeOf(() => aggregate([r]))).toBe(ErrorCodes.INVALID_ARGUMENT);
  });
});
