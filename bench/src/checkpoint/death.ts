/**
 * Time from a worker's death to the resumed run: a step loop checkpointing after every step, in
 * which one rank calls `process.exit(1)` mid-run (its worker thread ends) with `maxRestarts: 1`.
 * The dying rank records the time just before it exits; the resumed program records when it
 * started (the replacement thread is up and every rank's program is running again) and when
 * `ctx.restore()` returned (grids back from the checkpoint). Each death run is checked against an
 * undisturbed run of the same program (same checksums, one restart recorded); the undisturbed
 * run's wall time is the reference for the whole run's wall time, and a fresh cluster's start (from
 * `createCluster` to every rank's program running: threads started, modules loaded) the reference
 * for the replacement of the dead thread.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Cluster, createCluster } from '@meshwork/runtime';
import { bug } from '@meshwork/runtime/plugin';
import type { CheckpointBenchOptions, CheckpointBenchResult } from '../programs/checkpoint.ts';
import { gridShape, PROGRAM } from './cost.ts';

/** What the death rows measure: grid size, steps per run, runs, scratch directory. */
export interface DeathSettings {
  readonly sizeMb: number;
  readonly steps: number;
  readonly runs: number;
  /** Topology of `cluster` (the fresh clusters get the same). */
  readonly topology: string;
  readonly dir: string;
  readonly log: (line: string) => void;
}

/** Series name -> ms, one per run. */
export type DeathSeries = Map<string, number[]>;

/** The rows of the death table, in order. */
export const DEATH_ROWS = [
  'fresh cluster: createCluster -> programs started',
  'death -> resumed program started',
  'death -> restore() returned',
  'run wall, undisturbed',
  'run wall, one death',
] as const;

/** Run `s.runs` rounds of: a fresh cluster's start, an undisturbed run, a run with a death; checks each death run. */
export async function measureDeath(cluster: Cluster, s: DeathSettings): Promise<DeathSeries> {
  const series: DeathSeries = new Map(DEATH_ROWS.map((r) => [r, []]));
  const push = (row: (typeof DEATH_ROWS)[number], ms: number) => (series.get(row) as number[]).push(ms);
  const scratch = mkdtempSync(join(s.dir, 'meshwork-death-bench-'));
  const deathFile = join(scratch, 'death-time');
  const options: CheckpointBenchOptions = {
    ...gridShape(s.sizeMb),
    kind: 'death',
    steps: s.steps,
    dieAt: Math.floor(s.steps / 2),
    victim: cluster.size - 1,
    deathFile,
  };
  const sums = (results: readonly CheckpointBenchResult[]) => results.map((r) => r.sum);
  try {
    // Warm-up (untimed), then the undisturbed reference and a run with a death, interleaved.
    const undisturbed: CheckpointBenchOptions = { ...options, dieAt: -1 };
    const reference = await cluster.run<CheckpointBenchResult, CheckpointBenchOptions>(PROGRAM, undisturbed, { checkpointEvery: 1 });
    const expected = JSON.stringify(sums(reference.results));
    for (let k = 0; k < s.runs; k++) {
      const created = performance.timeOrigin + performance.now();
      const fresh = createCluster({ topology: s.topology });
      try {
        const cold = await fresh.run<CheckpointBenchResult, CheckpointBenchOptions>(PROGRAM, undisturbed, { checkpointEvery: 1 });
        push('fresh cluster: createCluster -> programs started', Math.max(...cold.results.map((r) => r.startedAt as number)) - created);
      } finally {
        await fresh.close();
      }
      let t0 = performance.now();
      await cluster.run(PROGRAM, undisturbed, { checkpointEvery: 1 });
      push('run wall, undisturbed', performance.now() - t0);
      t0 = performance.now();
      const res = await cluster.run<CheckpointBenchResult, CheckpointBenchOptions>(PROGRAM, options, {
        checkpointEvery: 1,
        maxRestarts: 1,
        timeoutMs: 120_000,
      });
      push('run wall, one death', performance.now() - t0);
      if (res.metrics.recovery?.restarts !== 1) throw bug(`death bench: expected 1 restart, got ${res.metrics.recovery?.restarts}`);
      if (JSON.stringify(sums(res.results)) !== expected) throw bug('death bench: the resumed run differs from the undisturbed one');
      const diedAt = Number(readFileSync(deathFile, 'utf8'));
      const first = res.results[0] as CheckpointBenchResult;
      push('death -> resumed program started', Math.max(...res.results.map((r) => r.startedAt as number)) - diedAt);
      push('death -> restore() returned', (first.restoredAt as number) - diedAt);
      s.log(`  death: run ${k + 1}/${s.runs}`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return series;
}
