import { describe, expect, it } from 'vitest';
import { ErrorCodes, MeshworkError } from '../src/errors.ts';
import { type BusyClock, PhaseRecorder } from '../src/metrics/index.ts';

/** A clock that advances only when told to. */
function fakeClock(): BusyClock & { advance(ns: number): void } {
  let t = 0;
  return {
    source: 'wall',
    now: () => t,
    advance(ns: number) {
      t += ns;
    },
  };
}

function setup() {
  const busy = fakeClock();
  let wall = 0;
  const rec = new PhaseRecorder(2, { clock: busy, wallClock: () => wall });
  return {
    rec,
    tick(busyNs: number, wallNs: number) {
      busy.advance(busyNs);
      wall += wallNs;
    },
  };
}

describe('PhaseRecorder', () => {
  it('attributes the communicator counter to the phase open while it moved, else to the run, never twice', () => {
    const { rec } = setup();
    const send = (bytes: number) => {
      rec.traffic.messages++;
      rec.traffic.bytes += bytes;
    };
    send(8); // run-level
    rec.begin('exchange');
    send(100);
    send(20);
    rec.addTraffic(1, 4); // reported by the program: adds to the same phase
    expect(rec.end()).toMatchObject({ name: 'exchange', messages: 3, bytes: 124 });
    send(16); // run-level
    rec.begin('exchange');
    send(1000);
    // A snapshot leaves the still-open phase out, its traffic included.
    expect(rec.snapshot().totals).toMatchObject({ messages: 5, bytes: 148 });
    expect(rec.end()).toMatchObject({ index: 1, messages: 1, bytes: 1000 });
    const snap = rec.snapshot();
    expect(snap.phases.map((p) => p.bytes)).toEqual([124, 1000]);
    expect(snap.totals).toMatchObject({ messages: 6, bytes: 1148 });
  });

  it('accumulates per phase occurrence with busy/wall time, work and traffic', () => {
    const { rec, tick } = setup();
    rec.addWork(1); // outside any phase: run-level
    rec.begin('compute');
    rec.addWork(10);
    rec.addWork(5);
    tick(100, 150);
    rec.end();
    rec.begin('exchange');
    rec.addTraffic(2, 64);
    tick(20, 80);
    const ended = rec.end();
    expect(ended).toEqual({ name: 'exchange', index: 0, busyNs: 20, wallNs: 80, workUnits: 0, messages: 2, bytes: 64 });
    // end() hands back a copy: changing it changes nothing the recorder keeps
    ended.busyNs = -1;
    expect(rec.closedAt(rec.closedCount - 1)?.busyNs).toBe(20);
    rec.measure('compute', () => {
      rec.addWork(7);
      tick(40, 40);
    });
    rec.addTraffic(1, 8); // run-level

    const snap = rec.snapshot();
    expect(snap).toEqual({
      rank: 2,
      clock: 'wall',
      phases: [
        { name: 'compute', index: 0, busyNs: 100, wallNs: 150, workUnits: 15, messages: 0, bytes: 0 },
        { name: 'exchange', index: 0, busyNs: 20, wallNs: 80, workUnits: 0, messages: 2, bytes: 64 },
        { name: 'compute', index: 1, busyNs: 40, wallNs: 40, workUnits: 7, messages: 0, bytes: 0 },
      ],
      totals: { busyNs: 160, wallNs: 270, workUnits: 23, messages: 3, bytes: 72 },
    });
    expect(JSON.parse(JSON.stringify(snap))).toEqual(snap);
  });

  it('snapshots are copies and exclude a still-open phase', () => {
    const { rec, tick } = setup();
    rec.measure('a', () => tick(5, 5));
    const first = rec.snapshot();
    const [p0] = first.phases;
    if (p0 === undefined) throw new Error('phase missing');
    p0.busyNs = 999;
    rec.begin('b');
    rec.addWork(3);
    expect(rec.active).toBe('b');
    const second = rec.snapshot();
    expect(second.phases).toHaveLength(1);
    expect(second.phases[0]?.busyNs).toBe(5);
    expect(second.totals.workUnits).toBe(0);
  });

  it('returns the value of measure(), also for async functions', async () => {
    const { rec, tick } = setup();
    expect(rec.measure('sync', () => 42)).toBe(42);
    const p = rec.measure('async', async () => {
      await Promise.resolve();
      tick(3, 9);
      return 'done';
    });
    expect(rec.active).toBe('async');
    await expect(p).resolves.toBe('done');
    expect(rec.active).toBeUndefined();
    expect(rec.snapshot().phases[1]).toMatchObject({ name: 'async', busyNs: 3, wallNs: 9 });
  });

  it('ends the phase when measure() throws or rejects', async () => {
    const { rec } = setup();
    expect(() =>
      rec.measure('boom', () => {
        throw new Error('x');
      }),
    ).toThrow('x');
    expect(rec.active).toBeUndefined();
    await expect(rec.measure('later', () => Promise.reject(new Error('y')))).rejects.toThrow('y');
    expect(rec.snapshot().phases.map((p) => p.name)).toEqual(['boom', 'later']);
  });

  it('rejects nested phases with a clear INVALID_ARGUMENT', () => {
    const { rec } = setup();
    rec.begin('outer');
    let err: unknown;
    try {
      rec.begin('inner');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(MeshworkError);
    expect((err as MeshworkError).code).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect((err as MeshworkError).message).toMatch(/nested phases are not allowed/);
    expect((err as MeshworkError).message).toMatch(/"outer"/);
    expect(() => rec.measure('inner', () => 1)).toThrow(/nested phases are not allowed/);
    // the outer phase is still open and intact
    expect(rec.active).toBe('outer');
    rec.end();
  });

  it('rejects end() without begin(), bad names, bad work and bad traffic', () => {
    const { rec } = setup();
    const code = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return (e as MeshworkError).code;
      }
      return 'no error';
    };
    expect(code(() => rec.end())).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(code(() => rec.begin(''))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(code(() => rec.addWork(-1))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(code(() => rec.addWork(Number.NaN))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(code(() => rec.addTraffic(1.5, 0))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(code(() => rec.addTraffic(1, -8))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(code(() => new PhaseRecorder(-1))).toBe(ErrorCodes.INVALID_ARGUMENT);
  });
});
