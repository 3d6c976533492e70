/**
 * Trace files: the runtime's trace format (versions 1, 2 and 3; see @meshwork/runtime `fromTrace` and
 * its trace.schema.json) plus a `meta` block saying what ran. `fromTrace` validates (typed errors
 * MW_TRACE_VERSION, MW_TRACE_TRUNCATED, MW_TRACE_MALFORMED); unknown fields are ignored by it.
 */
import { dirname } from 'node:path';
import { ensureDirectory, fromTrace, type MetricsTrace, readRegularFile, writeFileReplacing } from '@meshwork/runtime';

/**
 * Largest trace file read (`report`, `replay`): a regular file of at most this many bytes, refused
 * (MW_PATH) before any read otherwise; a run of 100 000 steps on 16 ranks writes about 100 MB.
 */
export const TRACE_MAX_BYTES = 512 * 1024 * 1024;

export interface TraceMeta {
  readonly app?: string;
  readonly topology?: string;
  readonly balancer?: string;
  readonly createdAt?: string;
  /** Parallel wall time of the run the trace comes from, ms (as `meshwork run` reports it). */
  readonly measuredMs?: number;
  /** The app's own options of that run (JSON-able), so that replay picks each balancer's app defaults. */
  readonly options?: Readonly<Record<string, unknown>>;
  /** The timeline of that run (`--timeline`), relative to the trace file's folder. */
  readonly timeline?: string;
}

export function writeTraceFile(path: string, trace: MetricsTrace, meta: TraceMeta): void {
  ensureDirectory(dirname(path), { what: '--trace folder' });
  writeFileReplacing(path, `${JSON.stringify({ ...trace, meta: { ...meta, createdAt: new Date().toISOString() } })}\n`, {
    what: '--trace',
  });
}

/** Validate parsed or textual trace JSON with its meta block. */
export function parseTraceFile(text: string): { trace: MetricsTrace; meta: TraceMeta } {
  const trace = fromTrace(text);
  const raw = JSON.parse(text) as { meta?: unknown };
  const m = typeof raw.meta === 'object' && raw.meta !== null ? (raw.meta as Record<string, unknown>) : {};
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const meta: Record<string, unknown> = {};
  for (const k of ['app', 'topology', 'balancer', 'createdAt', 'timeline'] as const) {
    const v = str(m[k]);
    if (v !== undefined) meta[k] = v;
  }
  if (typeof m.measuredMs === 'number' && Number.isFinite(m.measuredMs) && m.measuredMs >= 0) meta.measuredMs = m.measuredMs;
  if (typeof m.options === 'object' && m.options !== null && !Array.isArray(m.options)) meta.options = m.options;
  return { trace, meta: meta as TraceMeta };
}

/** Read a trace file: a regular file of at most TRACE_MAX_BYTES (MW_PATH otherwise: a FIFO, /dev/zero, a folder). */
export function readTraceFile(path: string): { trace: MetricsTrace; meta: TraceMeta } {
  const text = readRegularFile(path, { what: 'trace file', maxBytes: TRACE_MAX_BYTES }).toString('utf8');
  return parseTraceFile(text);
}
