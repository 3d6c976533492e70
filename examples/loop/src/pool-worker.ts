/**
 * A piscina worker as a pool user would write it for the `central` strategy: one task runs the
 * iterations [lo, hi) on the values of the whole array, shared once as a SharedArrayBuffer (a
 * SAB in a task payload is shared, not copied). The thread id, its CPU clock and the task's wall
 * time come back so the runner can price each thread's load.
 */
import { threadId } from 'node:worker_threads';
import { threadCpuNs } from './cpu.ts';
import { type RangeResult, runRange } from './kernel.ts';

export interface PoolTask {
  readonly seed: number;
  readonly values: SharedArrayBuffer;
  readonly lo: number;
  readonly hi: number;
}

export interface PoolResult extends RangeResult {
  readonly thread: number;
  readonly cpuStartNs: number;
  readonly cpuEndNs: number;
  /** Wall ns of the task on its thread (busy wall time: a pool thread waits between tasks, never in one). */
  readonly wallNs: number;
}

export default function loopTask(task: PoolTask): PoolResult {
  const w0 = performance.now();
  const t0 = threadCpuNs();
  const values = new Int32Array(task.values);
  const r = runRange(task.seed, values, 0, task.lo, task.hi);
  const t1 = threadCpuNs();
  return { ...r, thread: threadId, cpuStartNs: t0, cpuEndNs: t1, wallNs: Math.round((performance.now() - w0) * 1e6) };
}
