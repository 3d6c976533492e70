import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '../src/errors.ts';
import { aggregate, fromTrace, type RankMetrics, toTrace } from '../src/metrics/index.ts';

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
      version: 3,
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

  it('rejects malformed traces with TRACE_MALFORMED naming the path', () => {
    const [phase] = good.phases;
    const bad: unknown[] = [
      '{"version": 1, "ranks": x}',
      null,
      [],
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
    for (const b of bad) expect(codeOf(() => fromTrace(b))).toBe(ErrorCodes.TRACE_MALFORMED);
    expect(() => fromTrace({ ...good, phases: [{ ...phase, busyNs: [1, -2] }] })).toThrow(
      /trace\.phases\[0\]\.busyNs\[1\] must be a finite number >= 0/,
    );
  });

  it('reads versions 1, 2 and 3; another version is TRACE_VERSION, naming the versions read', () => {
    expect(fromTrace(good).version).toBe(1);
    expect(fromTrace({ ...good, version: 2 }).version).toBe(2);
    expect(fromTrace({ ...good, version: 3 }).version).toBe(3);
    for (const v of [4, 0, '2', undefined]) expect(codeOf(() => fromTrace({ ...good, version: v }))).toBe(ErrorCodes.TRACE_VERSION);
    expect(() => fromTrace({ ...good, version: 4 })).toThrow(/trace\.version must be one of 1, 2, 3 .*got 4/);
  });

  it('version 3: a step carries syncMs only where it had a gather; version 2 needs it on every step', () => {
    const L = loadsBlock();
    const [s0, s1] = L.steps as [Record<string, unknown>, Record<string, unknown>];
    const { syncMs: _s, ...noSync } = s0;
    const v3 = fromTrace({ ...good, version: 3, loads: { ...L, steps: [noSync, s1] } });
    expect(v3.loads?.steps.map((s) => s.syncMs)).toEqual([undefined, [0.1, 0.2]]);
    expect(codeOf(() => fromTrace({ ...good, version: 2, loads: { ...L, steps: [noSync, s1] } }))).toBe(ErrorCodes.TRACE_MALFORMED);
    expect(() => fromTrace({ ...good, version: 2, loads: { ...L, steps: [noSync, s1] } })).toThrow(/steps\[0\]\.syncMs/);
    expect(() => fromTrace({ ...good, version: 3, loads: { ...L, steps: [{ ...s0, syncMs: [0.1] }] } })).toThrow(
      /steps\[0\]\.syncMs\.length must be 2/,
    );
    // the ranks' release clock goes with a gather
    const ended = fromTrace({ ...good, version: 3, loads: { ...L, steps: [{ ...s0, syncEndMs: [5, 5.5] }] } });
    expect(ended.loads?.steps[0]?.syncEndMs).toEqual([5, 5.5]);
    expect(() => fromTrace({ ...good, version: 3, loads: { ...L, steps: [{ ...noSync, syncEndMs: [5, 5.5] }] } })).toThrow(
      /steps\[0\]\.syncEndMs needs trace\.loads\.steps\[0\]\.syncMs/,
    );
  });

  it("reads a step's tallyMs and recordMs (one per rank, ms >= 0) where present", () => {
    const L = loadsBlock();
    const [s0, s1] = L.steps as [Record<string, unknown>, Record<string, unknown>];
    const t = fromTrace({ ...good, version: 3, loads: { ...L, steps: [{ ...s0, tallyMs: [0.5, 0], recordMs: [0.01, 0.02] }, s1] } });
    expect(t.loads?.steps.map((s) => [s.tallyMs, s.recordMs])).toEqual([
      [
        [0.5, 0],
        [0.01, 0.02],
      ],
      [undefined, undefined],
    ]);
    for (const field of ['tallyMs', 'recordMs']) {
      for (const [bad, message] of [
        [[0.5], `steps\\[0\\]\\.${field}\\.length must be 2`],
        [[0.5, -1], `steps\\[0\\]\\.${field}\\[1\\] must be a finite number >= 0`],
        ['x', `steps\\[0\\]\\.${field}`],
      ] as const) {
        const v = { ...good, version: 3, loads: { ...L, steps: [{ ...s0, [field]: bad }, s1] } };
        expect(codeOf(() => fromTrace(v))).toBe(ErrorCodes.TRACE_MALFORMED);
        expect(() => fromTrace(v)).toThrow(new RegExp(message));
      }
    }
  });

  it('text that ends inside its JSON is TRACE_TRUNCATED', () => {
    const text = JSON.stringify({ ...good, version: 2, loads: loadsBlock() });
    for (const cut of [1, 10, text.length / 2, text.length - 1]) {
      expect(codeOf(() => fromTrace(text.slice(0, Math.floor(cut))))).toBe(ErrorCodes.TRACE_TRUNCATED);
    }
    expect(codeOf(() => fromTrace(''))).toBe(ErrorCodes.TRACE_TRUNCATED);
    expect(fromTrace(text).loads?.steps.length).toBe(2);
  });

  it('validates the load record of version 2', () => {
    const v2 = { ...good, version: 2, loads: loadsBlock() };
    const t = fromTrace(v2);
    expect(t.loads?.decomposition.procDims).toEqual([2, 1]);
    expect(t.loads?.steps[1]?.balance?.cuts).toEqual([
      [0, 3, 6],
      [0, 4],
    ]);
    const L = loadsBlock();
    const s0 = L.steps[0] as (typeof L.steps)[number];
    const variants: [unknown, RegExp][] = [
      [{ ...L, topology: { kind: 'star', size: 2 } }, /trace\.loads\.topology\.kind/],
      [{ ...L, decomposition: { ...L.decomposition, procDims: [3, 1] } }, /procDims must multiply to 2/],
      [{ ...L, decomposition: { ...L.decomposition, axes: [1] } }, /axes must be the decomposed axes \[0\]/],
      [
        {
          ...L,
          steps: [
            {
              ...s0,
              cuts: [
                [0, 7, 6],
                [0, 4],
              ],
            },
          ],
        },
        /steps\[0\]\.cuts\[0\] must rise from 0 to 6/,
      ],
      [{ ...L, steps: [{ ...s0, planes: [[[1, 2]], [[1, 2, 3]]] }] }, /steps\[0\]\.planes\[0\]\[0\]\.length must be the tile's extent 3/],
      [{ ...L, steps: [{ ...s0, computeMs: [1] }] }, /steps\[0\]\.computeMs\.length must be 2/],
      [{ ...L, steps: [{ ...s0, balance: { ...s0, costMs: [1, -1] } }] }, /balance\.cuts|balance\.costMs/],
    ];
    for (const [loads, message] of variants) {
      expect(codeOf(() => fromTrace({ ...v2, loads }))).toBe(ErrorCodes.TRACE_MALFORMED);
      expect(() => fromTrace({ ...v2, loads })).toThrow(message);
    }
    // version 1 carries no load record: a `loads` field there is ignored
    expect(fromTrace({ ...good, loads: { nonsense: true } }).loads).toBeUndefined();
  });

  it('keeps the ranks that could compute at once (fewer than the ranks), and refuses any other count', () => {
    const L = loadsBlock();
    const v3 = (concurrency: unknown) => ({ ...good, version: 3, loads: { ...L, recorded: { ...L.recorded, concurrency } } });
    expect(fromTrace(v3(1)).loads?.recorded.concurrency).toBe(1);
    expect(fromTrace(JSON.parse(JSON.stringify(fromTrace(v3(1))))).loads?.recorded.concurrency).toBe(1);
    expect(fromTrace({ ...good, version: 3, loads: L }).loads?.recorded.concurrency).toBeUndefined();
    for (const bad of [0, 2, 1.5, '1', -1]) {
      expect(codeOf(() => fromTrace(v3(bad)))).toBe(ErrorCodes.TRACE_MALFORMED);
      expect(() => fromTrace(v3(bad))).toThrow(/trace\.loads\.recorded\.concurrency must be an integer in \[1, 1\]/);
    }
  });
});

function loadsBlock() {
  const step = (cuts: number[][]) => ({
    cuts,
    totals: [6, 3],
    planes: [[[1, 2, 3]], [[1, 1, 1]]],
    computeMs: [6, 3],
    stepMs: [7, 7],
    syncMs: [0.1, 0.2],
  });
  return {
    topology: { kind: 'chain', size: 2 },
    decomposition: {
      kind: 'grid',
      shape: [6, 4],
      procDims: [2, 1],
      minExtent: [1, 1],
      procCoords: [
        [0, 0],
        [1, 0],
      ],
      axes: [0],
      bytesPerPlane: [32, 48],
    },
    recorded: { balancer: 'gde', policy: 'every', policyOptions: { k: 2 }, loadIsTime: false },
    steps: [
      step([
        [0, 3, 6],
        [0, 4],
      ]),
      {
        ...step([
          [0, 3, 6],
          [0, 4],
        ]),
        balance: {
          cuts: [
            [0, 3, 6],
            [0, 4],
          ],
          costMs: [0.5, 0.6],
          decisionMs: [0.1, 0.1],
          unitsMoved: 0,
          bytesMoved: 0,
        },
      },
    ],
  };
}
