/**
 * The replay engine on hand-made traces (no threads): the fitted model, the static prediction,
 * a balance moving the recorded plane loads, and the traces it refuses. Deterministic: decision
 * times are fixed, no assertion on how long anything takes.
 */
import { ErrorCodes, fromTrace, type MetricsTrace } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { replayTrace } from '../src/engine.ts';
import { chain2Loads, STATIC_STEP } from './chain2-trace.ts';

/**
 * 2 ranks on chain:2, 8 rows x 4 columns cut [0, 4, 8]; all the load in the first rows, so rank 0
 * has 3x rank 1's. Compute = 1 ms per unit exactly; every step also spends 0.5 ms communicating.
 */
function trace(steps = 4): MetricsTrace {
  return fromTrace({
    version: 2,
    ranks: 2,
    phases: [],
    loads: chain2Loads(
      { balancer: 'static', policy: 'never', loadIsTime: false },
      Array.from({ length: steps }, () => STATIC_STEP),
    ) as MetricsTrace['loads'],
  });
}

describe('replay engine', () => {
  it("with more ranks than cores the policy reads the load per core, as the ranks' driver does", () => {
    // rank 0 carries 16 of 22 units: 45% above the mean, but below the 22 units one shared core runs
    const adaptive = [{ label: 'central adaptive', balancer: 'central', policy: 'adaptive' }];
    const own = replayTrace(trace(12), adaptive, { measuredMs: 200, decisionMs: 0.25 });
    expect(own.rows[0]?.balances).toBeGreaterThan(0);
    const t = trace(12);
    const loads = t.loads as NonNullable<MetricsTrace['loads']>;
    const shared = { ...t, loads: { ...loads, recorded: { ...loads.recorded, concurrency: 1 } } };
    expect(replayTrace(shared, adaptive, { measuredMs: 200, decisionMs: 0.25 }).rows[0]?.balances).toBe(0);
  });

  it('fits the compute model and predicts the static split as the traced run without its sync points', () => {
    const r = replayTrace(trace(), [{ label: 'static', balancer: 'static', policy: 'never' }], { measuredMs: 100 });
    expect(r.model.msPerUnit).toBeCloseTo(1, 9);
    expect(r.model.msPerPlane).toBeCloseTo(0, 9);
    expect(r.model.syncMs).toBeCloseTo(0.1, 9);
    // 100 ms measured = 4 x (16.5 + 0.1) + residual
    expect(r.model.residualMs).toBeCloseTo(100 - 4 * 16.6, 9);
    const [st] = r.rows;
    expect(st?.predictedMs).toBeCloseTo(100 - 4 * 0.1, 9);
    expect(st?.le).toBeCloseTo(11 / 16, 12);
    expect(r.recorded.label).toBe('recorded: static');
    expect(r.recorded.predictedMs).toBe(100);
  });

  it("takes the program's load tallies off the steps whose loads a configuration does not read, and recording off every run", () => {
    // each step: rank 0 tallied 0.4 ms of its 16 ms compute, rank 1 0.2 of its 6; recording cost 0.05 / 0.03 ms after it
    const tallied = { ...STATIC_STEP, tallyMs: [0.4, 0.2], recordMs: [0.05, 0.03] } as const;
    const t = fromTrace({
      version: 3,
      ranks: 2,
      phases: [],
      loads: chain2Loads({ balancer: 'static', policy: 'never', loadIsTime: false }, [
        tallied,
        tallied,
        tallied,
        tallied,
      ]) as MetricsTrace['loads'],
    });
    const configs = [
      { label: 'static', balancer: 'static', policy: 'never' },
      // never balances (a threshold no step reaches) but reads every step's loads at a sync point
      { label: 'central threshold', balancer: 'central', policy: 'threshold', policyOptions: { theta: 100, checkEvery: 1 } },
    ];
    const r = replayTrace(t, configs, { measuredMs: 100, decisionMs: 0.25 });
    expect(r.model.tallyMs).toBeCloseTo(4 * 0.4, 9);
    expect(r.model.recordMs).toBeCloseTo(4 * 0.05, 9);
    // 100 ms measured = 4 x (16.5 + 0.1) + 4 x 0.05 of recording + residual
    expect(r.model.residualMs).toBeCloseTo(100 - 4 * 16.6 - 4 * 0.05, 9);
    const [st, looked] = r.rows;
    // static: the traced run without its sync points, its tallies and its recording
    expect(st?.predictedMs).toBeCloseTo(100 - 4 * (0.1 + 0.4 + 0.05), 9);
    expect(st?.stepsMs).toBeCloseTo(4 * (16.5 - 0.4), 9);
    // a look every step: the tally of every step is paid again, and each look's gather
    expect(looked?.balances).toBe(0);
    expect(looked?.stepsMs).toBeCloseTo(4 * 16.5, 9);
    expect(looked?.predictedMs).toBeCloseTo(100 - 4 * 0.05, 9);
  });

  it('a balance moves the recorded planes: later steps cost the new tiles, the balance its decision, fixed cost and bytes', () => {
    const r = replayTrace(
      trace(),
      [{ label: 'central every 1', balancer: 'central', policy: 'every', policyOptions: { k: 1 }, every: 1 }],
      {
        measuredMs: 100,
        decisionMs: 0.25,
        remapNsPerByte: 1000,
      },
    );
    const [row] = r.rows;
    expect(row?.error).toBeUndefined();
    // loads by row 4 4 4 4 2 2 1 1 (22 units): the best cut gives rows [0, 3) 12 units and [3, 8) 10 units
    expect(row?.cuts[0]).toEqual({
      step: 0,
      cuts: [
        [0, 3, 8],
        [0, 4],
      ],
    });
    expect(row?.balances).toBe(4);
    expect(row?.unitsMoved).toBe(1);
    expect(row?.bytesMoved).toBe(1000);
    // steps: the first as recorded (16.5), then max(12, 10) + 0.5 each; sync 0.1 per step;
    // balances: 0.25 decision + 0.1 fixed (calibrated: the median sync point) + 1000 B x 1000 ns
    const steps = 16.5 + 3 * 12.5;
    expect(row?.stepsMs).toBeCloseTo(steps, 9);
    expect(row?.syncMs).toBeCloseTo(0.4, 9);
    expect(row?.balanceMs).toBeCloseTo(4 * 0.35 + 1, 9);
    expect(row?.predictedMs).toBeCloseTo(r.model.residualMs + steps + 0.4 + 2.4, 9);
    // units per rank over the steps: 16 + 3 x 12 and 6 + 3 x 10
    expect(row?.le).toBeCloseTo(44 / 52, 12);
  });

  it('refuses a trace without a load record, with a typed error', () => {
    const v1 = fromTrace({ version: 1, ranks: 2, phases: [] });
    expect(() => replayTrace(v1, [])).toThrow(expect.objectContaining({ code: ErrorCodes.INVALID_ARGUMENT }));
    expect(() => replayTrace(v1, [])).toThrow(/no load record/);
  });

  it('a configuration that cannot be replayed gets an error row, the others still run', () => {
    const r = replayTrace(
      trace(2),
      [
        { label: 'central every 1', balancer: 'central', policy: 'every', policyOptions: { k: 1 } },
        { label: 'bad', balancer: 'gde', balancerOptions: { nosuchoption: 1 }, policy: 'every', policyOptions: { k: 1 } },
      ],
      { decisionMs: 0 },
    );
    expect(r.rows[0]?.error).toBeUndefined();
    expect(r.rows[1]?.error).toMatch(/nosuchoption/);
    expect(Number.isNaN(r.rows[1]?.predictedMs)).toBe(true);
  });
});
