/**
 * The trace file format (version 1) written after a run and read by `meshwork report FILE`:
 *
 *     { "version": 1, "ranks": N, "clock": "schedstat",
 *       "phases": [{ "name": "...", "index": 0, "busyNs": [N numbers], "workUnits": [N numbers] }] }
 *
 * `clock` is optional. `fromTrace` checks every field and throws INVALID_ARGUMENT naming the
 * offending path (e.g. `trace.phases[2].busyNs[1]`).
 */

import { invalidArgument } from '../errors.js';
import type { MetricsTrace, RunMetrics, TracePhase } from './types.js';
import { checkArray, checkCount, checkLoad, checkName, checkObject } from './validate.js';

export const TRACE_VERSION = 1;

/** A JSON-able trace of a run (copies the arrays). */
export function toTrace(run: RunMetrics): MetricsTrace {
  return {
    version: TRACE_VERSION,
    ranks: run.ranks,
    clock: run.clock,
    phases: run.phases.map((p) => ({
      name: p.name,
      index: p.index,
      busyNs: [...p.busyNs],
      workUnits: [...p.workUnits],
    })),
  };
}

function checkPerRank(what: string, value: unknown, ranks: number): number[] {
  const arr = checkArray(what, value);
  if (arr.length !== ranks) throw invalidArgument(`${what}.length`, `${ranks} (one entry per rank)`, arr.length);
  return arr.map((v, i) => checkLoad(`${what}[${i}]`, v));
}

function checkTracePhase(what: string, value: unknown, ranks: number): TracePhase {
  const p = checkObject(what, value);
  return {
    name: checkName(`${what}.name`, p.name),
    index: checkCount(`${what}.index`, p.index),
    busyNs: checkPerRank(`${what}.busyNs`, p.busyNs, ranks),
    workUnits: checkPerRank(`${what}.workUnits`, p.workUnits, ranks),
  };
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
    } catch {
      throw invalidArgument('trace', 'valid JSON text', json);
    }
  }
  const t = checkObject('trace', value);
  if (t.version !== TRACE_VERSION) throw invalidArgument('trace.version', `${TRACE_VERSION}`, t.version);
  const ranks = checkCount('trace.ranks', t.ranks);
  if (ranks === 0) throw invalidArgument('trace.ranks', 'an integer >= 1', ranks);
  const phases = checkArray('trace.phases', t.phases).map((p, i) => checkTracePhase(`trace.phases[${i}]`, p, ranks));
  const seen = new Set<string>();
  for (const [i, p] of phases.entries()) {
    const key = JSON.stringify([p.name, p.index]);
    if (seen.has(key)) {
      throw invalidArgument(
        `trace.phases[${i}]`,
        `a unique name + index (phase ${JSON.stringify(p.name)} #${p.index} appears twice)`,
        p.name,
      );
    }
    seen.add(key);
  }
  const trace: MetricsTrace = { version: TRACE_VERSION, ranks, phases };
  if (t.clock !== undefined) {
    if (t.clock !== 'schedstat' && t.clock !== 'wall' && t.clock !== 'mixed') {
      throw invalidArgument('trace.clock', 'one of "schedstat", "wall", "mixed" (or absent)', t.clock);
    }
    trace.clock = t.clock;
  }
  return trace;
}
