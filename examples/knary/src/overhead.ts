/**
 * Per-task scheduling overhead, measured in one process: a TaskDeque push + pop pair on one
 * thread, the task engine per task (knary with an empty work loop, so the time is scheduling and
 * continuations), and piscina's queue: `run()` of a no-op task, all submitted at once (as a pool
 * user hands over a batch) and one at a time (a round trip each).
 */

import { fixedPoolOptions } from '@meshwork/harness';
import { TaskDeque } from '@meshwork/runtime/internal';
import { Piscina } from 'piscina';

export interface PoolOverhead {
  readonly batchNsPerTask: number;
  readonly roundTripNsPerTask: number;
}

/** ns per push + pop of a 3-word record (owner side only, no contention). */
export function dequeNsPerTask(tasks: number): number {
  const d = TaskDeque.create(1024, 3);
  const rec = new Int32Array(3);
  const out = new Int32Array(3);
  let sink = 0;
  const round = () => {
    for (let i = 0; i < tasks; i++) {
      rec[0] = i;
      d.push(rec);
      if ((i & 7) === 7) while (d.pop(out)) sink += out[0] as number;
    }
    while (d.pop(out)) sink += out[0] as number;
  };
  round();
  const t0 = performance.now();
  round();
  const ns = ((performance.now() - t0) * 1e6) / tasks;
  return sink === -1 ? Number.NaN : ns;
}

/** piscina no-op tasks on `threads` threads: ns per task batched and one round trip at a time. */
export async function poolNsPerTask(threads: number, tasks: number): Promise<PoolOverhead> {
  const pool = new Piscina(fixedPoolOptions(import.meta.url, 'pool-worker', threads));
  try {
    await Promise.all(Array.from({ length: 200 }, () => pool.run(null)));
    let t0 = performance.now();
    await Promise.all(Array.from({ length: tasks }, () => pool.run(null)));
    const batchNsPerTask = ((performance.now() - t0) * 1e6) / tasks;
    const trips = Math.max(50, Math.floor(tasks / 20));
    t0 = performance.now();
    for (let i = 0; i < trips; i++) await pool.run(null);
    const roundTripNsPerTask = ((performance.now() - t0) * 1e6) / trips;
    return { batchNsPerTask, roundTripNsPerTask };
  } finally {
    await pool.destroy();
  }
}
