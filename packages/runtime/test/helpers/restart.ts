/** Shared by the restart tests: the step-loop program, its options, and a seeded fault point. */
import { type Cluster, mulberry32, type RunOptions, type RunResult } from '../../src/index.ts';
import type { RestartOptions, RestartResult } from '../programs/restart.ts';
import { bits } from './bits.ts';

export const RESTART_PROGRAM = new URL('../programs/restart.ts', import.meta.url);

export const BASE: RestartOptions = { rows: 24, cols: 10, steps: 12, storage: 'distributed', shiftEvery: 4 };

export function runRestart(
  cluster: Cluster,
  options: Partial<RestartOptions>,
  runOptions: RunOptions = {},
): Promise<RunResult<RestartResult>> {
  return cluster.run<RestartResult, RestartOptions>(RESTART_PROGRAM, { ...BASE, ...options }, { timeoutMs: 90_000, ...runOptions });
}

/** What must not change when a rank dies: every rank's answer bit for bit, and the deterministic metrics. */
export function outcomeOf(res: RunResult<RestartResult>): unknown {
  return bits({
    results: res.results.map(({ resumed: _, ...r }) => r),
    work: res.metrics.totals.workUnits,
    phases: res.metrics.phases.map((p) => [p.name, p.index, p.workUnits]),
  });
}

/**
 * A seeded fault point: which rank, after which step, in which of its phases (halo or update of
 * the next step), so the run goes back to the checkpoint at or before `atStep`.
 */
export function faultPoint(seed: number, ranks: number, steps: number): { rank: number; atStep: number; phase: number } {
  const rnd = mulberry32(seed);
  return { rank: Math.floor(rnd() * ranks), atStep: 1 + Math.floor(rnd() * (steps - 2)), phase: Math.floor(rnd() * 2) };
}
