/**
 * The task engine on real threads with schedulers written against the public plugin API: seeded
 * random task trees on 1 to 8 ranks, tasks kept local, spread by path product, with and without
 * stealing, and with tiny queues (back-pressure runs children inline): every task runs exactly
 * once, and tasks executed per rank sum to the tasks made. Bad jobs, spawns and placements are
 * typed errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, createCluster, ErrorCodes, type MeshworkError } from '../src/index.ts';
import type { TaskRunResult, TaskScenario } from './programs/tasks.ts';

const PROGRAM = new URL('./programs/tasks.ts', import.meta.url);

async function rejection(p: Promise<unknown>): Promise<MeshworkError> {
  try {
    await p;
  } catch (err) {
    return err as MeshworkError;
  }
  throw new Error('expected the run to fail');
}

describe.each(['chain:1', 'ring:2', 'ring:3', 'mesh:2x2', 'hypercube:3'])('task engine on %s', (topology) => {
  let cluster: Cluster;
  beforeAll(() => {
    cluster = createCluster({ topology, waitTimeoutMs: 15_000 });
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it.each([
    { placement: 'local', steal: true, capacity: undefined },
    { placement: 'spread', steal: false, capacity: undefined },
    { placement: 'spread', steal: true, capacity: undefined },
    { placement: 'local', steal: true, capacity: 2 },
    { placement: 'spread', steal: false, capacity: 2 },
  ] as const)('placement $placement, steal $steal, capacity $capacity: every task exactly once', async ({ placement, steal, capacity }) => {
    for (const seed of [1, 2, 3]) {
      const tasks = 1500;
      const scenario: TaskScenario = { kind: 'tree', seed, tasks, placement, steal, ...(capacity === undefined ? {} : { capacity }) };
      const run = await cluster.run<TaskRunResult>(PROGRAM, scenario);
      const counts = run.results[0]?.counts as number[];
      const made = counts.filter((c) => c > 0).length;
      expect(
        counts.filter((c) => c > 1),
        'tasks run twice',
      ).toEqual([]);
      // The tree stops growing when ids run out or every leaf draws fan-out 0; ids are handed out
      // in order, so the tasks made are exactly ids 0 .. made-1.
      expect(counts.slice(0, made).every((c) => c === 1)).toBe(true);
      expect(run.results.reduce((s, r) => s + r.executed, 0)).toBe(made);
      if (capacity === 2 && cluster.topology.size === 1) expect(run.results[0]?.inline).toBeGreaterThan(0);
    }
  });
});

describe('task engine errors', () => {
  let cluster: Cluster;
  beforeAll(() => {
    cluster = createCluster({ topology: 'ring:2', waitTimeoutMs: 15_000 });
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it.each([
    ['a job with recordWords 0', { kind: 'bad-job' }, ErrorCodes.INVALID_ARGUMENT, 'recordWords must be'],
    [
      'a spawned record shorter than recordWords',
      { kind: 'bad-spawn' },
      ErrorCodes.TASK_FAILED,
      'spawn(record) must be a record of at least 2 numbers',
    ],
    ['a scheduler placing on a rank that does not exist', { kind: 'bad-place' }, ErrorCodes.INVALID_ARGUMENT, 'LOCAL or a rank in [0, 2)'],
  ] as const)('%s: a typed error', async (_name, scenario, code, text) => {
    const err = await rejection(cluster.run(PROGRAM, scenario as TaskScenario));
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    expect(err.message).toContain(`[${code}]`);
    expect(err.message).toContain(text);
    const ok = await cluster.run<TaskRunResult>(PROGRAM, { kind: 'tree', seed: 5, tasks: 100, placement: 'spread', steal: true });
    expect(ok.results[0]?.counts?.filter((c) => c > 1)).toEqual([]);
  });
});
