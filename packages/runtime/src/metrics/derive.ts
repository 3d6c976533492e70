/**
 * Load-balance figures over per-rank loads, and the aggregation of rank snapshots into
 * run metrics. Pure functions; invalid input throws INVALID_ARGUMENT.
 *
 * - LE = Tavg / Tmax, a fraction in [0, 1] (1 when Tmax = 0); LI = 1 - LE. Text for people shows
 *   it in percent ("LE 89.2%"); JSON and returned objects hold the fraction.
 * - U_k = sum_i t_ik / (N * max_i t_ik) for a phase k over N ranks (1 when all are 0).
 * - max/avg = Tmax / Tavg (1 is perfect; 1 when all are 0).
 * - eta = (t_without - t_with) / t_without * 100.
 */

import { invalidArgument, invalidRank } from '../errors.ts';
import type { ClockSource } from './clock.ts';
import type { LoadSummary, PhaseMetrics, PhaseRecord, RankMetrics, RunMetrics, WaitStats } from './types.ts';
import { checkArray, checkClockSource, checkCount, checkLoad, checkLoads, checkName, checkObject, isCount, isLoad } from './validate.ts';

function stats(loads: readonly number[]): { max: number; min: number; sum: number } {
  let max = 0;
  let min = Number.POSITIVE_INFINITY;
  let sum = 0;
  for (const t of loads) {
    if (t > max) max = t;
    if (t < min) min = t;
    sum += t;
  }
  return { max, min, sum };
}

/** LE = avg / max, a fraction in [0, 1] (0.7144 is "LE 71.44%"); 1 when every load is 0. */
export function loadEfficiency(loads: readonly number[]): number {
  const { max, sum } = stats(checkLoads('loads', loads));
  return max === 0 ? 1 : sum / loads.length / max;
}

/** LI = 1 - LE, a fraction in [0, 1]. */
export function loadImbalance(loads: readonly number[]): number {
  return 1 - loadEfficiency(loads);
}

/** max / avg; 1 when every load is 0. */
export function maxOverAvg(loads: readonly number[]): number {
  const { max, sum } = stats(checkLoads('loads', loads));
  return sum === 0 ? 1 : max / (sum / loads.length);
}

/** U = sum / (N * max) in [0, 1]; 1 when every load is 0. */
export function utilization(loads: readonly number[]): number {
  const { max, sum } = stats(checkLoads('loads', loads));
  return max === 0 ? 1 : sum / (loads.length * max);
}

/** eta = (tWithout - tWith) / tWithout * 100 in percent (negative when `tWith` is slower). */
export function improvement(tWithout: number, tWith: number): number {
  if (typeof tWithout !== 'number' || !Number.isFinite(tWithout) || tWithout <= 0) {
    throw invalidArgument('improvement tWithout', 'a finite number > 0', tWithout);
  }
  checkLoad('improvement tWith', tWith);
  return ((tWithout - tWith) / tWithout) * 100;
}

/** All figures of one load vector at once. */
export function summarize(loads: readonly number[]): LoadSummary {
  const { max, min, sum } = stats(checkLoads('loads', loads));
  const n = loads.length;
  const avg = sum / n;
  return {
    max,
    min,
    avg,
    sum,
    le: max === 0 ? 1 : avg / max,
    maxOverAvg: sum === 0 ? 1 : max / avg,
    utilization: max === 0 ? 1 : sum / (n * max),
  };
}

/**
 * The record, when every field is valid; undefined otherwise (`checkPhaseRecord` then says what is
 * wrong). No strings are built: a run's aggregate checks every phase of every rank.
 */
function validPhaseRecord(value: unknown): PhaseRecord | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const p = value as Record<string, unknown>;
  const { name, index, busyNs, wallNs, workUnits, messages, bytes, wallBusyNs } = p;
  if (typeof name !== 'string' || name.length === 0 || !isCount(index) || !isLoad(busyNs) || !isLoad(wallNs)) return undefined;
  if (!isLoad(workUnits) || !isCount(messages) || !isCount(bytes)) return undefined;
  if (wallBusyNs === undefined) return { name, index, busyNs, wallNs, workUnits, messages, bytes };
  if (!isLoad(wallBusyNs)) return undefined;
  return { name, index, busyNs, wallNs, workUnits, messages, bytes, wallBusyNs };
}

function checkPhaseRecord(what: string, value: unknown): PhaseRecord {
  const p = checkObject(what, value);
  const record: PhaseRecord = {
    name: checkName(`${what}.name`, p.name),
    index: checkCount(`${what}.index`, p.index),
    busyNs: checkLoad(`${what}.busyNs`, p.busyNs),
    wallNs: checkLoad(`${what}.wallNs`, p.wallNs),
    workUnits: checkLoad(`${what}.workUnits`, p.workUnits),
    messages: checkCount(`${what}.messages`, p.messages),
    bytes: checkCount(`${what}.bytes`, p.bytes),
  };
  if (p.wallBusyNs !== undefined) record.wallBusyNs = checkLoad(`${what}.wallBusyNs`, p.wallBusyNs);
  return record;
}

/** Validate one rank snapshot against `size` ranks; returns the fields aggregation uses. */
function checkRank(what: string, value: unknown, size: number) {
  const r = checkObject(what, value);
  const rank = r.rank;
  if (typeof rank !== 'number' || !Number.isInteger(rank) || rank < 0 || rank >= size) throw invalidRank(rank, size);
  const clock = checkClockSource(`${what}.clock`, r.clock);
  const phases = checkArray(`${what}.phases`, r.phases).map((p, i) => validPhaseRecord(p) ?? checkPhaseRecord(`${what}.phases[${i}]`, p));
  const t = checkObject(`${what}.totals`, r.totals);
  const totals = {
    busyNs: checkLoad(`${what}.totals.busyNs`, t.busyNs),
    workUnits: checkLoad(`${what}.totals.workUnits`, t.workUnits),
    messages: checkCount(`${what}.totals.messages`, t.messages),
    bytes: checkCount(`${what}.totals.bytes`, t.bytes),
  };
  return { rank, clock, phases, totals, waits: r.waits === undefined ? undefined : checkWaits(`${what}.waits`, r.waits) };
}

function checkWaits(what: string, value: unknown): WaitStats {
  const w = checkObject(what, value);
  return {
    blocked: checkCount(`${what}.blocked`, w.blocked),
    blockedMs: checkLoad(`${what}.blockedMs`, w.blockedMs),
    slept: checkCount(`${what}.slept`, w.slept),
    sleptMs: checkLoad(`${what}.sleptMs`, w.sleptMs),
    wakeups: checkCount(`${what}.wakeups`, w.wakeups),
    wakeMs: checkLoad(`${what}.wakeMs`, w.wakeMs),
    spinMicros: checkLoad(`${what}.spinMicros`, w.spinMicros),
  };
}

interface PhaseAccumulator {
  readonly name: string;
  readonly index: number;
  readonly busyNs: number[];
  readonly wallNs: number[];
  readonly workUnits: number[];
  readonly wallBusyNs: number[];
  /** Whether a rank that ran the phase recorded no busy wall time. */
  wallBusyMissing: boolean;
  readonly seen: boolean[];
  messages: number;
  bytes: number;
}

/** The ranks that did not see a phase. */
function missingOf(seen: readonly boolean[]): number[] {
  const out: number[] = [];
  for (let r = 0; r < seen.length; r++) if (!seen[r]) out.push(r);
  return out;
}

/**
 * Rank `rank`'s phase records into the accumulators (by name, then index; new ones appended to
 * `order`). A function of its own, not the inner loop of aggregate's loop over the ranks: V8
 * compiled that inner loop on the stack and left the code at the end of every rank's list ("exit
 * from OSR'd inner loop", 36 deopts over the first 40 runs of a WaTor cluster's host).
 */
function addPhases(
  byName: Map<string, Map<number, PhaseAccumulator>>,
  order: PhaseAccumulator[],
  phases: readonly PhaseRecord[],
  rank: number,
  size: number,
): void {
  for (let i = 0; i < phases.length; i++) {
    const p = phases[i] as PhaseRecord;
    let named = byName.get(p.name);
    if (named === undefined) {
      named = new Map();
      byName.set(p.name, named);
    }
    let acc = named.get(p.index);
    if (acc === undefined) {
      acc = {
        name: p.name,
        index: p.index,
        busyNs: new Array<number>(size).fill(0),
        wallNs: new Array<number>(size).fill(0),
        workUnits: new Array<number>(size).fill(0),
        wallBusyNs: new Array<number>(size).fill(0),
        wallBusyMissing: false,
        seen: new Array<boolean>(size).fill(false),
        messages: 0,
        bytes: 0,
      };
      named.set(p.index, acc);
      order.push(acc);
    }
    if (acc.seen[rank] === true) {
      throw invalidArgument(
        `rank ${rank} phases[${i}]`,
        `a unique name + index (phase ${JSON.stringify(p.name)} #${p.index} appears twice)`,
        p.name,
      );
    }
    acc.seen[rank] = true;
    acc.busyNs[rank] = p.busyNs;
    acc.wallNs[rank] = p.wallNs;
    acc.workUnits[rank] = p.workUnits;
    if (p.wallBusyNs === undefined) acc.wallBusyMissing = true;
    else acc.wallBusyNs[rank] = p.wallBusyNs;
    acc.messages += p.messages;
    acc.bytes += p.bytes;
  }
}

/**
 * Combine the snapshots of all ranks of a run (rank ids 0..N-1, each exactly once, in any
 * order). Phases are matched across ranks by name + occurrence index; a rank without a
 * given occurrence counts as load 0 and is listed in `missingRanks`.
 */
export function aggregate(ranks: readonly RankMetrics[]): RunMetrics {
  if (!Array.isArray(ranks) || ranks.length === 0) {
    throw invalidArgument('aggregate ranks', 'a non-empty array of rank metrics', ranks);
  }
  const size = ranks.length;
  const checked = ranks.map((r, i) => checkRank(`ranks[${i}]`, r, size));
  const byRank = new Array<(typeof checked)[number] | undefined>(size);
  for (const [i, r] of checked.entries()) {
    if (byRank[r.rank] !== undefined) {
      throw invalidArgument(`ranks[${i}].rank`, `unique across ranks (rank ${r.rank} appears twice)`, r.rank);
    }
    byRank[r.rank] = r;
  }

  // phases by name, then occurrence index (no key strings: a run's aggregate sees every phase of
  // every rank), and in the order first seen
  const byName = new Map<string, Map<number, PhaseAccumulator>>();
  const order: PhaseAccumulator[] = [];
  const clocks = new Set<ClockSource>();
  const totalBusy: number[] = [];
  const totalWork: number[] = [];
  let messages = 0;
  let bytes = 0;
  for (let rank = 0; rank < size; rank++) {
    const r = byRank[rank] as (typeof checked)[number];
    clocks.add(r.clock);
    totalBusy.push(r.totals.busyNs);
    totalWork.push(r.totals.workUnits);
    messages += r.totals.messages;
    bytes += r.totals.bytes;
    addPhases(byName, order, r.phases, rank, size);
  }

  const phaseMetrics: PhaseMetrics[] = order.map((a) => ({
    name: a.name,
    index: a.index,
    busyNs: a.busyNs,
    wallNs: a.wallNs,
    workUnits: a.workUnits,
    ...(a.wallBusyMissing ? {} : { wallBusyNs: a.wallBusyNs }),
    missingRanks: missingOf(a.seen),
    messages: a.messages,
    bytes: a.bytes,
    busy: summarize(a.busyNs),
    work: summarize(a.workUnits),
  }));
  const [only] = clocks;
  const waits = byRank.every((r) => r?.waits !== undefined) ? byRank.map((r) => r?.waits as WaitStats) : undefined;
  return {
    ...(waits === undefined ? {} : { waits }),
    ranks: size,
    clock: clocks.size === 1 && only !== undefined ? only : 'mixed',
    phases: phaseMetrics,
    totals: {
      busyNs: totalBusy,
      workUnits: totalWork,
      messages,
      bytes,
      busy: summarize(totalBusy),
      work: summarize(totalWork),
    },
  };
}
