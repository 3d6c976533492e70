/**
 * Busy wall time beside the thread CPU clock (`PhaseRecord.wallBusyNs`): with more ranks than
 * cores a rank's busy time is its thread CPU time, which moves in scheduler ticks; each phase then
 * also records its wall time outside the rank's waits, and the trace carries it per rank.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '../src/errors.ts';
import { createCluster } from '../src/index.ts';
import { aggregate, type BusyClock, fromTrace, PhaseRecorder, type RankMetrics, toTrace } from '../src/metrics/index.ts';

const PROGRAM = new URL('./programs/busy-wall.ts', import.meta.url);

/** A clock that reads what it is set to. */
function setClock(source: BusyClock['source']): BusyClock & { t: number } {
  const c = { source, t: 0, now: () => c.t };
  return c;
}

function codeOf(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return (err as { code?: unknown }).code;
  }
  return 'no error';
}

describe('PhaseRecorder: busy wall time by its own clock', () => {
  it('each phase records the busy wall clock difference beside the busy clock', () => {
    const cpu = setClock('schedstat');
    const outside = setClock('active');
    let wall = 0;
    const rec = new PhaseRecorder(0, { clock: cpu, wallClock: () => wall, wallBusyClock: outside });
    rec.begin('sweep');
    cpu.t = 4_000_000; // one scheduler tick
    outside.t = 1_300_000;
    wall = 2_000_000;
    expect(rec.end()).toMatchObject({ busyNs: 4_000_000, wallNs: 2_000_000, wallBusyNs: 1_300_000 });
    rec.begin('sweep');
    outside.t = 2_000_000;
    expect(rec.end()).toMatchObject({ busyNs: 0, wallBusyNs: 700_000 });
  });

  it('without a busy wall clock no phase has one', () => {
    const rec = new PhaseRecorder(0, { clock: setClock('active') });
    rec.begin('a');
    expect(rec.end().wallBusyNs).toBeUndefined();
  });
});

describe('aggregate and the trace carry it per rank', () => {
  const rank = (r: number, wallBusyNs?: number): RankMetrics => {
    const p = { name: 'step', index: 0, busyNs: 4e6, wallNs: 3e6, workUnits: 1, messages: 0, bytes: 0 };
    return {
      rank: r,
      clock: 'schedstat',
      phases: [wallBusyNs === undefined ? p : { ...p, wallBusyNs }],
      totals: { ...p },
    };
  };

  it('every rank recorded it: the phase and the trace have it, and it survives JSON', () => {
    const run = aggregate([rank(0, 1e6), rank(1, 2.5e6)]);
    expect(run.phases[0]?.wallBusyNs).toEqual([1e6, 2.5e6]);
    const trace = toTrace(run);
    expect(trace.phases[0]?.wallBusyNs).toEqual([1e6, 2.5e6]);
    expect(fromTrace(JSON.stringify(trace)).phases[0]?.wallBusyNs).toEqual([1e6, 2.5e6]);
  });

  it('a rank without it: the phase has none (a partial vector would read as zeros)', () => {
    const run = aggregate([rank(0, 1e6), rank(1)]);
    expect(run.phases[0]?.wallBusyNs).toBeUndefined();
    expect('wallBusyNs' in (toTrace(run).phases[0] as object)).toBe(false);
  });

  it('fromTrace refuses a wallBusyNs that is not one load per rank', () => {
    const phase = { name: 'step', index: 0, busyNs: [1, 2], workUnits: [1, 1] };
    const bad = (wallBusyNs: unknown) => codeOf(() => fromTrace({ version: 1, ranks: 2, phases: [{ ...phase, wallBusyNs }] }));
    expect(bad([1])).toBe(ErrorCodes.TRACE_MALFORMED);
    expect(bad([1, -1])).toBe(ErrorCodes.TRACE_MALFORMED);
    expect(bad('1,2')).toBe(ErrorCodes.TRACE_MALFORMED);
    expect(bad([1, 2])).toBe('no error');
  });
});

describe('on real threads', () => {
  const run = async (cores: number) => {
    const cluster = createCluster({ topology: 'chain:4', cores });
    try {
      return await cluster.run<number>(PROGRAM, { steps: 3 }, { timeoutMs: 30_000 });
    } finally {
      await cluster.close();
    }
  };

  it('4 ranks on 1 core: the thread CPU clock, and every phase of every rank has busy wall time within its wall time', async () => {
    const r = await run(1);
    expect(r.metrics.clock).not.toBe('active');
    expect(r.metrics.phases.map((p) => `${p.name}#${p.index}`)).toEqual([
      'compute#0',
      'sync#0',
      'compute#1',
      'sync#1',
      'compute#2',
      'sync#2',
    ]);
    for (const rank of r.ranks)
      for (const p of rank.phases) {
        expect(p.wallBusyNs, `rank ${rank.rank} ${p.name}#${p.index}`).toBeTypeOf('number');
        expect(p.wallBusyNs as number).toBeLessThanOrEqual(p.wallNs);
      }
    const trace = toTrace(r.metrics, r.ranks);
    for (const p of trace.phases) expect(p.wallBusyNs).toHaveLength(4);
  });

  it('4 ranks on 4 cores: busy time is already wall time outside waits, nothing beside it', async () => {
    const r = await run(4);
    expect(r.metrics.clock).toBe('active');
    for (const p of r.metrics.phases) expect(p.wallBusyNs).toBeUndefined();
    for (const p of toTrace(r.metrics).phases) expect('wallBusyNs' in p).toBe(false);
  });
});
