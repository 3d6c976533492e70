/**
 * Task-engine scenarios with schedulers written here against the public plugin API only: a seeded
 * random tree of tasks (fan-out drawn from hash32 of the task id) where every execution bumps a
 * shared per-task counter, so the host sees anything run twice or never; and the error cases.
 */
import { defineProgram, hash32 } from '@meshwork/runtime';
import { LOCAL, type TaskEnv, type TaskJob, type TaskScheduler, type TaskThief } from '@meshwork/runtime/plugin';

export type TaskScenario =
  | {
      readonly kind: 'tree';
      readonly seed: number;
      readonly tasks: number;
      readonly placement: 'local' | 'spread';
      readonly steal: boolean;
      readonly capacity?: number;
    }
  | { readonly kind: 'bad-spawn' }
  | { readonly kind: 'bad-place' }
  | { readonly kind: 'bad-job' };

export interface TaskRunResult {
  readonly executed: number;
  readonly acquired: number;
  readonly inline: number;
  /** Executions per task id (rank 0 only). */
  readonly counts: number[] | undefined;
}

/** Steal from every other rank in turn, light first. */
function roundRobinThief(env: TaskEnv): TaskThief {
  let next = 0;
  return {
    acquire(out) {
      for (let k = 1; k < env.size; k++) {
        const v = (env.rank + k + next) % env.size;
        if (v === env.rank) continue;
        for (const q of ['light', 'heavy'] as const) {
          let r = env.steal(v, q, out);
          while (r === 'retry') r = env.steal(v, q, out);
          if (r === 'ok') {
            next++;
            return true;
          }
        }
      }
      return false;
    },
    ready() {
      for (let v = 0; v < env.size; v++) if (v !== env.rank && env.queued(v) > 0) return true;
      return false;
    },
    stats: () => ({}),
  };
}

function scheduler(placement: 'local' | 'spread', steal: boolean, badPlace = false): TaskScheduler {
  return {
    name: `test-${placement}${steal ? '+steal' : ''}`,
    options: {},
    place: (t, _from, size) => (badPlace ? size : placement === 'local' ? LOCAL : t.pathKey % size),
    ...(steal ? { thief: roundRobinThief } : {}),
  };
}

export default defineProgram(async (ctx, s: TaskScenario): Promise<TaskRunResult> => {
  if (s.kind === 'bad-job') {
    await ctx.runTasks(scheduler('local', false), { recordWords: 0, roots: [], execute: () => {} });
    return { executed: 0, acquired: 0, inline: 0, counts: undefined };
  }
  if (s.kind === 'bad-spawn' || s.kind === 'bad-place') {
    const job: TaskJob = { recordWords: 2, roots: [[0, 0]], execute: (_r, spawn) => spawn(s.kind === 'bad-spawn' ? [1] : [1, 1]) };
    await ctx.runTasks(scheduler('local', false, s.kind === 'bad-place'), job);
    return { executed: 0, acquired: 0, inline: 0, counts: undefined };
  }
  const n = s.tasks;
  const counts = new Int32Array(await ctx.shareBuffer(ctx.rank === 0 ? new SharedArrayBuffer(4 * n) : undefined, 0));
  const ids = new Int32Array(await ctx.shareBuffer(ctx.rank === 0 ? new SharedArrayBuffer(4) : undefined, 0));
  Atomics.store(ids, 0, 1);
  ctx.commShm.barrier();
  const child = new Int32Array(2);
  const job: TaskJob = {
    recordWords: 2,
    roots: [[0, 0]],
    ...(s.capacity === undefined ? {} : { capacity: s.capacity }),
    execute(r, spawn) {
      const id = r[0] as number;
      if (r[1] !== (hash32(s.seed, id) | 0)) throw new Error(`task ${id} carries a corrupted check word`);
      Atomics.add(counts, id, 1);
      const fan = hash32(s.seed, id, 7) % 5;
      for (let i = 0; i < fan; i++) {
        const c = Atomics.add(ids, 0, 1);
        if (c >= n) return;
        child[0] = c;
        child[1] = hash32(s.seed, c) | 0;
        spawn(child, { index: i, heavy: (c & 3) === 0, subgraph: (c & 1) === 0 });
      }
    },
  };
  // The root must carry its check word too.
  (job.roots as number[][])[0] = [0, hash32(s.seed, 0) | 0];
  const stats = await ctx.runTasks(scheduler(s.placement, s.steal), job);
  ctx.commShm.barrier();
  return {
    executed: stats.executed,
    acquired: stats.acquired,
    inline: stats.inline,
    counts: ctx.rank === 0 ? Array.from(counts) : undefined,
  };
});
