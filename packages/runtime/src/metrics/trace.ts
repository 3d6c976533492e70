/**
 * The trace file format written after a run and read by `meshwork report` and `meshwork replay`.
 * Version 1:
 *
 *     { "version": 1, "ranks": N, "clock": "schedstat",
 *       "phases": [{ "name": "...", "index": 0, "busyNs": [N numbers], "workUnits": [N numbers] }] }
 *
 * A phase may carry `wallBusyNs` beside a thread CPU `busyNs`: each rank's busy wall time.
 * Version 2 adds an optional `loads` block (see `TraceLoads`, and trace.schema.json in this
 * package): the topology, the decomposition, the recorded balancing, and per step and rank the
 * plane loads, compute time, step time, sync time and the measured cost of each balance.
 * Version 3: the same block, recorded without a gather per step (the recorded run synchronizes as
 * an unrecorded one would), so a step carries `syncMs` only when it had a gather: a look of the
 * recorded policy, or a timed sample (one step in 16 at least), and with it `syncEndMs`, each
 * rank's monotonic clock when the gather returned on it. Version 2 has `syncMs` on every step.
 *
 * `fromTrace` reads every version and throws typed errors: MW_TRACE_VERSION for another version,
 * MW_TRACE_TRUNCATED for JSON text that ends early, MW_TRACE_MALFORMED naming the offending path
 * (e.g. `trace.phases[2].busyNs[1]`) for anything else.
 */

import { ErrorCodes, MeshworkError, traceMalformed, traceTruncated, traceVersion } from '../errors.ts';
import type { TopologySpec } from '../topology/types.ts';
import type { MetricsTrace, RankMetrics, RunMetrics, TraceBalance, TraceLoads, TracePhase, TraceStep } from './types.ts';
import { checkArray, checkCount, checkLoad, checkName, checkObject } from './validate.ts';

/** The version `toTrace` writes. */
export const TRACE_VERSION = 3;
/** Every version `fromTrace` reads. */
export const TRACE_VERSIONS: readonly number[] = [1, 2, 3];

const malformed = traceMalformed;

/** Assemble every rank's load log into the trace's `loads` block (undefined when none recorded). */
function loadsOf(ranks: readonly RankMetrics[], size: number): TraceLoads | undefined {
  const logs = new Array<NonNullable<RankMetrics['loads']>>(size);
  for (const r of ranks) if (r.loads !== undefined && r.rank >= 0 && r.rank < size) logs[r.rank] = r.loads;
  const first = logs[0];
  if (first === undefined) return undefined;
  for (let r = 0; r < size; r++) if (logs[r] === undefined) return undefined;
  const steps = Math.min(...logs.map((l) => l.steps.length));
  const out: TraceStep[] = [];
  for (let s = 0; s < steps; s++) {
    const at = logs.map((l) => l.steps[s] as NonNullable<(typeof l.steps)[number]>);
    const step0 = at[0] as (typeof at)[number];
    const step: TraceStep = {
      cuts: step0.cuts.map((c) => [...c]),
      totals: at.map((x) => x.total),
      planes: at.map((x) => x.planes.map((p) => [...p])),
      computeMs: at.map((x) => x.computeMs),
      stepMs: at.map((x) => x.stepMs),
    };
    if (at.some((x) => x.tallyMs !== undefined)) step.tallyMs = at.map((x) => x.tallyMs ?? 0);
    if (at.some((x) => x.recordMs !== undefined)) step.recordMs = at.map((x) => x.recordMs ?? 0);
    // a gather is collective: every rank timed it, or none did
    if (at.every((x) => x.syncMs !== undefined)) step.syncMs = at.map((x) => x.syncMs as number);
    if (at.every((x) => x.syncEndMs !== undefined)) step.syncEndMs = at.map((x) => x.syncEndMs as number);
    const b0 = step0.balance;
    if (b0 !== undefined) {
      const balance: TraceBalance = {
        cuts: b0.cuts.map((c) => [...c]),
        costMs: at.map((x) => x.balance?.costMs ?? 0),
        decisionMs: at.map((x) => x.balance?.decisionMs ?? 0),
        unitsMoved: b0.unitsMoved,
        bytesMoved: b0.bytesMoved,
      };
      if (b0.skipped !== undefined) balance.skipped = b0.skipped;
      step.balance = balance;
    }
    out.push(step);
  }
  const recorded: TraceLoads['recorded'] = { balancer: first.balancer, policy: first.policy, loadIsTime: first.loadIsTime };
  if (first.balancerOptions !== undefined) recorded.balancerOptions = first.balancerOptions;
  if (first.policyOptions !== undefined) recorded.policyOptions = first.policyOptions;
  if (first.concurrency !== undefined) recorded.concurrency = first.concurrency;
  return {
    topology: first.topology,
    decomposition: {
      kind: first.kind,
      shape: [...first.shape],
      procDims: [...first.procDims],
      minExtent: [...first.minExtent],
      procCoords: logs.map((l) => [...l.procCoords]),
      axes: [...first.axes],
      bytesPerPlane: [...first.bytesPerPlane],
    },
    recorded,
    steps: out,
  };
}

/**
 * A JSON-able trace of a run (copies the arrays). Pass the ranks' own snapshots (`RunResult.ranks`)
 * to include the load record of a recording balancing driver.
 */
export function toTrace(run: RunMetrics, ranks?: readonly RankMetrics[]): MetricsTrace {
  const trace: MetricsTrace = {
    version: TRACE_VERSION,
    ranks: run.ranks,
    clock: run.clock,
    phases: run.phases.map((p) => ({
      name: p.name,
      index: p.index,
      busyNs: [...p.busyNs],
      workUnits: [...p.workUnits],
      ...(p.wallBusyNs === undefined ? {} : { wallBusyNs: [...p.wallBusyNs] }),
    })),
  };
  const loads = ranks === undefined ? undefined : loadsOf(ranks, run.ranks);
  if (loads !== undefined) trace.loads = loads;
  return trace;
}

function checkPerRank(what: string, value: unknown, ranks: number): number[] {
  const arr = checkArray(what, value);
  if (arr.length !== ranks) throw malformed(`${what}.length must be ${ranks} (one entry per rank), got ${arr.length}`);
  return arr.map((v, i) => checkLoad(`${what}[${i}]`, v));
}

function checkTracePhase(what: string, value: unknown, ranks: number): TracePhase {
  const p = checkObject(what, value);
  const phase: TracePhase = {
    name: checkName(`${what}.name`, p.name),
    index: checkCount(`${what}.index`, p.index),
    busyNs: checkPerRank(`${what}.busyNs`, p.busyNs, ranks),
    workUnits: checkPerRank(`${what}.workUnits`, p.workUnits, ranks),
  };
  if (p.wallBusyNs !== undefined) phase.wallBusyNs = checkPerRank(`${what}.wallBusyNs`, p.wallBusyNs, ranks);
  return phase;
}

function checkInts(what: string, value: unknown, length?: number): number[] {
  const arr = checkArray(what, value);
  if (length !== undefined && arr.length !== length) throw malformed(`${what}.length must be ${length}, got ${arr.length}`);
  return arr.map((v, i) => checkCount(`${what}[${i}]`, v));
}

function checkLoadsArray(what: string, value: unknown): number[] {
  return checkArray(what, value).map((v, i) => checkLoad(`${what}[${i}]`, v));
}

/** Cut points of every axis: procDims[a] + 1 non-decreasing integers from 0 to shape[a]. */
function checkCuts(what: string, value: unknown, shape: readonly number[], procDims: readonly number[]): number[][] {
  const arr = checkArray(what, value);
  if (arr.length !== shape.length) throw malformed(`${what}.length must be ${shape.length} (one list per axis), got ${arr.length}`);
  return arr.map((c, a) => {
    const cuts = checkInts(`${what}[${a}]`, c, (procDims[a] as number) + 1);
    if (cuts[0] !== 0 || cuts[cuts.length - 1] !== shape[a] || cuts.some((x, i) => i > 0 && x < (cuts[i - 1] as number))) {
      throw malformed(`${what}[${a}] must rise from 0 to ${shape[a]}, got [${cuts.join(', ')}]`);
    }
    return cuts;
  });
}

function checkTopologySpec(what: string, value: unknown): TopologySpec {
  const t = checkObject(what, value);
  switch (t.kind) {
    case 'chain':
    case 'ring':
      return { kind: t.kind, size: checkCount(`${what}.size`, t.size) };
    case 'mesh':
    case 'torus':
      return { kind: t.kind, dims: checkInts(`${what}.dims`, t.dims) };
    case 'hypercube':
      return { kind: 'hypercube', dimension: checkCount(`${what}.dimension`, t.dimension) };
    default:
      throw malformed(`${what}.kind must be one of chain, ring, mesh, torus, hypercube, got ${JSON.stringify(t.kind)}`);
  }
}

function checkLoadBlock(value: unknown, ranks: number, version: number): TraceLoads {
  const l = checkObject('trace.loads', value);
  const topology = checkTopologySpec('trace.loads.topology', l.topology);
  const d = checkObject('trace.loads.decomposition', l.decomposition);
  if (d.kind !== 'grid' && d.kind !== 'range')
    throw malformed(`trace.loads.decomposition.kind must be "grid" or "range", got ${JSON.stringify(d.kind)}`);
  const shape = checkInts('trace.loads.decomposition.shape', d.shape);
  if (shape.length === 0) throw malformed('trace.loads.decomposition.shape must have at least one axis');
  const procDims = checkInts('trace.loads.decomposition.procDims', d.procDims, shape.length);
  if (procDims.reduce((a, b) => a * b, 1) !== ranks) {
    throw malformed(`trace.loads.decomposition.procDims must multiply to ${ranks} ranks, got [${procDims.join(', ')}]`);
  }
  const minExtent = checkInts('trace.loads.decomposition.minExtent', d.minExtent, shape.length);
  const pcs = checkArray('trace.loads.decomposition.procCoords', d.procCoords);
  if (pcs.length !== ranks) throw malformed(`trace.loads.decomposition.procCoords.length must be ${ranks}, got ${pcs.length}`);
  const procCoords = pcs.map((pc, r) => {
    const c = checkInts(`trace.loads.decomposition.procCoords[${r}]`, pc, shape.length);
    if (c.some((x, a) => x >= (procDims[a] as number)))
      throw malformed(`trace.loads.decomposition.procCoords[${r}] is outside the processor grid`);
    return c;
  });
  const axes = checkInts('trace.loads.decomposition.axes', d.axes);
  const expectedAxes = procDims.flatMap((p, a) => (p > 1 ? [a] : []));
  if (axes.join() !== expectedAxes.join()) {
    throw malformed(`trace.loads.decomposition.axes must be the decomposed axes [${expectedAxes.join(', ')}], got [${axes.join(', ')}]`);
  }
  const bytesPerPlane = checkLoadsArray('trace.loads.decomposition.bytesPerPlane', d.bytesPerPlane);
  if (bytesPerPlane.length !== shape.length) throw malformed(`trace.loads.decomposition.bytesPerPlane.length must be ${shape.length}`);
  const rec = checkObject('trace.loads.recorded', l.recorded);
  const recorded: TraceLoads['recorded'] = {
    balancer: checkName('trace.loads.recorded.balancer', rec.balancer),
    policy: checkName('trace.loads.recorded.policy', rec.policy),
    loadIsTime: rec.loadIsTime === true,
  };
  if (rec.balancerOptions !== undefined) recorded.balancerOptions = rec.balancerOptions;
  if (rec.policyOptions !== undefined) recorded.policyOptions = rec.policyOptions;
  if (rec.concurrency !== undefined) {
    const c = rec.concurrency;
    if (typeof c !== 'number' || !Number.isInteger(c) || c < 1 || c >= ranks) {
      throw malformed(
        `trace.loads.recorded.concurrency must be an integer in [1, ${ranks - 1}] (the ranks that could compute at once), got ${JSON.stringify(c)}`,
      );
    }
    recorded.concurrency = c;
  }
  const steps = checkArray('trace.loads.steps', l.steps).map((v, s) => {
    const what = `trace.loads.steps[${s}]`;
    const st = checkObject(what, v);
    const cuts = checkCuts(`${what}.cuts`, st.cuts, shape, procDims);
    const planesRaw = checkArray(`${what}.planes`, st.planes);
    if (planesRaw.length !== ranks) throw malformed(`${what}.planes.length must be ${ranks} (one entry per rank), got ${planesRaw.length}`);
    const planes = planesRaw.map((pr, r) => {
      const per = checkArray(`${what}.planes[${r}]`, pr);
      if (per.length !== 0 && per.length !== axes.length) {
        throw malformed(`${what}.planes[${r}].length must be ${axes.length} (one list per decomposed axis) or 0, got ${per.length}`);
      }
      return per.map((p, i) => {
        const a = axes[i] as number;
        const pc = procCoords[r] as number[];
        const ext = ((cuts[a] as number[])[(pc[a] as number) + 1] as number) - ((cuts[a] as number[])[pc[a] as number] as number);
        const loads = checkLoadsArray(`${what}.planes[${r}][${i}]`, p);
        if (loads.length !== ext)
          throw malformed(`${what}.planes[${r}][${i}].length must be the tile's extent ${ext}, got ${loads.length}`);
        return loads;
      });
    });
    const step: TraceStep = {
      cuts,
      totals: checkPerRank(`${what}.totals`, st.totals, ranks),
      planes,
      computeMs: checkPerRank(`${what}.computeMs`, st.computeMs, ranks),
      stepMs: checkPerRank(`${what}.stepMs`, st.stepMs, ranks),
    };
    if (st.tallyMs !== undefined) step.tallyMs = checkPerRank(`${what}.tallyMs`, st.tallyMs, ranks);
    if (st.recordMs !== undefined) step.recordMs = checkPerRank(`${what}.recordMs`, st.recordMs, ranks);
    // version 2 gathered every step; version 3 only on the steps that carry it
    if (version === 2 || st.syncMs !== undefined) step.syncMs = checkPerRank(`${what}.syncMs`, st.syncMs, ranks);
    if (version >= 3 && st.syncEndMs !== undefined) {
      if (step.syncMs === undefined) throw malformed(`${what}.syncEndMs needs ${what}.syncMs (a step with a gather)`);
      step.syncEndMs = checkPerRank(`${what}.syncEndMs`, st.syncEndMs, ranks);
    }
    if (st.balance !== undefined) {
      const b = checkObject(`${what}.balance`, st.balance);
      const balance: TraceBalance = {
        cuts: checkCuts(`${what}.balance.cuts`, b.cuts, shape, procDims),
        costMs: checkPerRank(`${what}.balance.costMs`, b.costMs, ranks),
        decisionMs: checkPerRank(`${what}.balance.decisionMs`, b.decisionMs, ranks),
        unitsMoved: checkCount(`${what}.balance.unitsMoved`, b.unitsMoved),
        bytesMoved: checkCount(`${what}.balance.bytesMoved`, b.bytesMoved),
      };
      if (typeof b.skipped === 'string') balance.skipped = b.skipped;
      step.balance = balance;
    }
    return step;
  });
  return {
    topology,
    decomposition: { kind: d.kind, shape, procDims, minExtent, procCoords, axes, bytesPerPlane },
    recorded,
    steps,
  };
}

/** True when JSON `text` ends inside a string or with brackets still open. */
function endsEarly(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
  }
  return inString || depth > 0 || text.trim() === '';
}

function validate(value: unknown): MetricsTrace {
  const t = checkObject('trace', value);
  if (typeof t.version !== 'number' || !TRACE_VERSIONS.includes(t.version)) {
    throw traceVersion(TRACE_VERSIONS, t.version);
  }
  const version = t.version as 1 | 2 | 3;
  const ranks = checkCount('trace.ranks', t.ranks);
  if (ranks === 0) throw malformed('trace.ranks must be an integer >= 1, got number 0');
  const phases = checkArray('trace.phases', t.phases).map((p, i) => checkTracePhase(`trace.phases[${i}]`, p, ranks));
  const seen = new Set<string>();
  for (const [i, p] of phases.entries()) {
    const key = JSON.stringify([p.name, p.index]);
    if (seen.has(key)) {
      throw malformed(`trace.phases[${i}] must have a unique name + index (phase ${JSON.stringify(p.name)} #${p.index} appears twice)`);
    }
    seen.add(key);
  }
  const trace: MetricsTrace = { version, ranks, phases };
  if (t.clock !== undefined) {
    if (t.clock !== 'schedstat' && t.clock !== 'active' && t.clock !== 'wall' && t.clock !== 'mixed') {
      throw malformed(`trace.clock must be one of "schedstat", "active", "wall", "mixed" (or absent), got ${JSON.stringify(t.clock)}`);
    }
    trace.clock = t.clock;
  }
  if (version >= 2 && t.loads !== undefined) trace.loads = checkLoadBlock(t.loads, ranks, version);
  return trace;
}

/**
 * Validate a trace: either the parsed JSON value or the JSON text. Returns a fresh,
 * well-typed copy (unknown fields dropped).
 */
export function fromTrace(json: unknown): MetricsTrace {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json) as unknown;
    } catch (err) {
      if (endsEarly(json)) {
        throw traceTruncated(json.length);
      }
      throw malformed(`trace must be valid JSON text: ${(err as Error).message}`);
    }
  }
  try {
    return validate(value);
  } catch (err) {
    // the shared field checks throw INVALID_ARGUMENT: in a trace, that is a malformed file
    if (err instanceof MeshworkError && err.code === ErrorCodes.INVALID_ARGUMENT) throw malformed(err.message);
    throw err;
  }
}
