/**
 * Cost of one checkpoint per MB of grid, in memory and to disk, side by side with its references
 * measured in the same run: a plain copy of the same bytes (`Uint8Array.set` into a shared
 * buffer) and `fs.writeFile` of the same bytes. Every size runs the four kinds once per round,
 * interleaved (memcpy, checkpoint memory, writeFile, checkpoint disk, ...).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Cluster, RunOptions } from '@meshwork/runtime';
import type { CheckpointBenchOptions, CheckpointBenchResult } from '../programs/checkpoint.ts';

/** The compiled rank program of the checkpoint bench. */
export const PROGRAM = new URL('../programs/checkpoint.js', import.meta.url);

/** Float64 columns of the bench grid (8 KiB rows); rows = MB * 128. */
export const COLS = 1024;

/** The bench grid of `mb` MB: COLS float64 columns and as many rows as needed. */
export function gridShape(mb: number): { rows: number; cols: number } {
  return { rows: Math.round(mb * 128), cols: COLS };
}

/** One measured kind: a checkpoint (in memory, to disk) or its reference. */
export type CostKind = 'memcpy' | 'checkpoint memory' | 'writeFile' | 'checkpoint disk';
/** Every kind, in the order each round runs them. */
export const COST_KINDS: readonly CostKind[] = ['memcpy', 'checkpoint memory', 'writeFile', 'checkpoint disk'];

/** The reference each kind is compared with (undefined: it is a reference). */
export const REFERENCE: Readonly<Record<CostKind, CostKind | undefined>> = {
  memcpy: undefined,
  'checkpoint memory': 'memcpy',
  writeFile: undefined,
  'checkpoint disk': 'writeFile',
};

/** What the cost rows measure: grid sizes, rounds, per-trial budgets, scratch directory. */
export interface CostSettings {
  readonly sizesMb: readonly number[];
  readonly runs: number;
  /** Bytes of grid to move per trial in memory (the iteration count follows from the size). */
  readonly memoryBudgetMb: number;
  /** The same for the disk kinds. */
  readonly diskBudgetMb: number;
  /** Parent of the bench's scratch directory. */
  readonly dir: string;
  readonly log: (line: string) => void;
}

/** `${sizeMb} ${kind}` -> ms per checkpoint (or per copy / write of the same bytes), one per round. */
export type CostSeries = Map<string, number[]>;

function iterations(kind: CostKind, mb: number, s: CostSettings): number {
  const budget = kind === 'memcpy' || kind === 'checkpoint memory' ? s.memoryBudgetMb : s.diskBudgetMb;
  return Math.max(2, Math.min(200, Math.round(budget / mb)));
}

async function trial(cluster: Cluster, kind: CostKind, mb: number, scratch: string, s: CostSettings): Promise<number> {
  const n = iterations(kind, mb, s);
  const shape = gridShape(mb);
  let options: CheckpointBenchOptions;
  let run: RunOptions = { timeoutMs: 120_000 };
  if (kind === 'memcpy') options = { ...shape, kind: 'memcpy', n };
  else if (kind === 'writeFile') options = { ...shape, kind: 'writeFile', n, dir: scratch };
  else {
    options = { ...shape, kind: 'checkpoint', n };
    run = { ...run, checkpointEvery: 1, ...(kind === 'checkpoint disk' ? { checkpointDir: join(scratch, 'checkpoints') } : {}) };
  }
  const res = await cluster.run<CheckpointBenchResult, CheckpointBenchOptions>(PROGRAM, options, run);
  return (res.results[0] as CheckpointBenchResult).us / 1000;
}

/** Measure every kind at every size for `s.runs` interleaved rounds (after one untimed pass). */
export async function measureCost(cluster: Cluster, s: CostSettings): Promise<CostSeries> {
  const series: CostSeries = new Map();
  const scratch = mkdtempSync(join(s.dir, 'meshwork-checkpoint-bench-'));
  try {
    // One untimed pass of every kind and size: thread start-up, module loading, first page faults.
    for (const mb of s.sizesMb)
      for (const kind of COST_KINDS) await trial(cluster, kind, mb, scratch, { ...s, memoryBudgetMb: mb, diskBudgetMb: mb });
    for (let r = 0; r < s.runs; r++) {
      for (const mb of s.sizesMb) {
        for (const kind of COST_KINDS) {
          const ms = await trial(cluster, kind, mb, scratch, s);
          const key = `${mb} ${kind}`;
          series.set(key, [...(series.get(key) ?? []), ms]);
        }
      }
      s.log(`  cost: round ${r + 1}/${s.runs}`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return series;
}
