/**
 * Trace files: the runtime's trace format (version 1: per phase, per rank busy ns and work units)
 * plus a `meta` block saying what ran. `fromTrace` validates; unknown fields are ignored by it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fromTrace, type MetricsTrace } from '@meshwork/runtime';
import { UsageError } from './errors.js';

export interface TraceMeta {
  readonly app?: string;
  readonly topology?: string;
  readonly balancer?: string;
  readonly createdAt?: string;
}

export function writeTraceFile(path: string, trace: MetricsTrace, meta: TraceMeta): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify({ ...trace, meta: { ...meta, createdAt: new Date().toISOString() } })}\n`);
}

export function readTraceFile(path: string): { trace: MetricsTrace; meta: TraceMeta } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new UsageError(`cannot read trace file ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  const trace = fromTrace(text);
  const raw = JSON.parse(text) as { meta?: unknown };
  const m = typeof raw.meta === 'object' && raw.meta !== null ? (raw.meta as Record<string, unknown>) : {};
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const meta: TraceMeta = {};
  for (const k of ['app', 'topology', 'balancer', 'createdAt'] as const) {
    const v = str(m[k]);
    if (v !== undefined) (meta as Record<string, string>)[k] = v;
  }
  return { trace, meta };
}
