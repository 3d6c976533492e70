/**
 * What the load charts read from a trace: loads per step and rank, each rank's busy wall time per
 * step, and the steps after which a balance ran. Step k gathers the k-th occurrence of every phase
 * (the phases one time step runs), summed.
 */
import type { MetricsTrace } from '@meshwork/runtime';

export type LoadMetric = 'work' | 'busy';

/** One run drawn on a chart: its name (the balancing) and its trace. */
export interface ChartSide {
  readonly label: string;
  readonly trace: MetricsTrace;
}

export interface StepLoads {
  readonly step: number;
  /** Per rank: work units and busy ms of the step. */
  readonly work: number[];
  readonly busyMs: number[];
  /** Per rank: busy wall ms of the step (`TracePhase.wallBusyNs`), when each of its phases has it. */
  readonly wallBusyMs?: number[] | undefined;
}

/** What `wallBusyNs` measures, for legends and axes. */
export const WALL_BUSY = 'busy wall time (outside waits, counting any wait for a core)';

export function stepLoads(trace: MetricsTrace): StepLoads[] {
  const byIndex = new Map<number, { step: number; work: number[]; busyMs: number[]; wallBusyMs: number[] | undefined }>();
  for (const p of trace.phases) {
    let s = byIndex.get(p.index);
    if (s === undefined) {
      const zeros = () => new Array<number>(trace.ranks).fill(0);
      s = { step: p.index, work: zeros(), busyMs: zeros(), wallBusyMs: p.wallBusyNs === undefined ? undefined : zeros() };
      byIndex.set(p.index, s);
    }
    // a phase without busy wall time leaves its step without one
    if (p.wallBusyNs === undefined) s.wallBusyMs = undefined;
    for (let r = 0; r < trace.ranks; r++) {
      s.work[r] = (s.work[r] as number) + (p.workUnits[r] as number);
      s.busyMs[r] = (s.busyMs[r] as number) + (p.busyNs[r] as number) / 1e6;
      if (s.wallBusyMs !== undefined) s.wallBusyMs[r] = (s.wallBusyMs[r] as number) + ((p.wallBusyNs as number[])[r] as number) / 1e6;
    }
  }
  return [...byIndex.values()].sort((a, b) => a.step - b.step);
}

/** Work units when the app reports any, else busy time. */
export function defaultMetric(trace: MetricsTrace): LoadMetric {
  return trace.phases.some((p) => p.workUnits.some((w) => w > 0)) ? 'work' : 'busy';
}

/** Each rank's busy wall ms per step, and what it measures. */
export interface BusyWall {
  /** Legend words: where the wall time comes from. */
  readonly source: string;
  readonly steps: readonly { readonly step: number; readonly ms: readonly number[] }[];
}

/**
 * Each rank's busy wall time per step, never the thread CPU clock (which moves in scheduler ticks,
 * 4 ms on many Linux kernels, so that short phases read 0 or a whole tick: a square wave). The
 * phases' busy time when the ranks measured it as wall time (the `active` clock: wall time outside
 * waits, used while every rank has a core; or `wall`); else the busy wall time the phases carry
 * beside a thread CPU clock (`wallBusyNs`: more ranks than cores, or a thread pool's tasks); else
 * the wall time of the compute phases from the trace's load record (`--trace`, `--charts`); else
 * none (undefined).
 */
export function busyWall(trace: MetricsTrace, steps: readonly StepLoads[] = stepLoads(trace)): BusyWall | undefined {
  if (trace.clock === 'active' || trace.clock === 'wall')
    return {
      source: trace.clock === 'active' ? 'busy wall time (outside waits)' : 'phase wall time',
      steps: steps.map((s) => ({ step: s.step, ms: s.busyMs })),
    };
  if (steps.length > 0 && steps.every((s) => s.wallBusyMs !== undefined))
    return { source: WALL_BUSY, steps: steps.map((s) => ({ step: s.step, ms: s.wallBusyMs as number[] })) };
  const recorded = trace.loads?.steps;
  if (recorded === undefined || recorded.length === 0) return undefined;
  return { source: 'wall time of the compute phases', steps: recorded.map((s, step) => ({ step, ms: s.computeMs })) };
}

/**
 * The steps after which a balance ran and moved the cuts or kept them (not those the balancer
 * skipped), from the trace's load record; [] without one. A balance after step s is drawn between
 * step s and step s + 1.
 */
export function balanceSteps(trace: MetricsTrace): number[] {
  const recorded = trace.loads?.steps ?? [];
  const out: number[] = [];
  for (let s = 0; s < recorded.length; s++) {
    const b = recorded[s]?.balance;
    if (b !== undefined && b.skipped === undefined) out.push(s);
  }
  return out;
}

/** The values that are multiples of k, k the smallest of 1, 2, 5, 10, 20, 50, ... that leaves at most `fit` of them. */
export function everyKth(values: readonly number[], fit: number): number[] {
  const mantissa = [1, 2, 5];
  let k = 1;
  for (let i = 1; values.length / k > fit; i++) k = (mantissa[i % 3] as number) * 10 ** Math.floor(i / 3);
  return values.filter((v) => v % k === 0);
}

/**
 * Consecutive steps summed into at most `max` bins of `k` steps each (k = 1: the steps as they
 * are). A bin is named by its first step. Loops only: a trace may hold 100 000 steps and more.
 */
export function binSteps(steps: readonly StepLoads[], max: number): { k: number; bins: StepLoads[] } {
  const k = Math.max(1, Math.ceil(steps.length / max));
  if (k === 1) return { k, bins: [...steps] };
  const bins: StepLoads[] = [];
  for (let i = 0; i < steps.length; i += k) {
    const first = steps[i] as StepLoads;
    const work = [...first.work];
    const busyMs = [...first.busyMs];
    let wallBusyMs = first.wallBusyMs === undefined ? undefined : [...first.wallBusyMs];
    for (let j = i + 1; j < Math.min(i + k, steps.length); j++) {
      const s = steps[j] as StepLoads;
      if (s.wallBusyMs === undefined) wallBusyMs = undefined;
      for (let r = 0; r < work.length; r++) {
        work[r] = (work[r] as number) + (s.work[r] as number);
        busyMs[r] = (busyMs[r] as number) + (s.busyMs[r] as number);
        if (wallBusyMs !== undefined) wallBusyMs[r] = (wallBusyMs[r] as number) + ((s.wallBusyMs as number[])[r] as number);
      }
    }
    bins.push({ step: first.step, work, busyMs, wallBusyMs });
  }
  return { k, bins };
}

/** Sides as given: one trace is one unnamed side. */
export function sidesOf(runs: MetricsTrace | readonly ChartSide[]): readonly ChartSide[] {
  return Array.isArray(runs) ? (runs as readonly ChartSide[]) : [{ label: '', trace: runs as MetricsTrace }];
}
