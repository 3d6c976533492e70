/**
 * A piscina worker as a pool user would write it: one task tests the numbers [lo, hi) with the
 * same per-number code as the reference (the primes up to sqrt(N) cached per thread). The thread
 * id, the task's thread CPU time and its wall time come back so the bench can price the load of
 * each thread.
 */
import { threadId } from 'node:worker_threads';
import { threadCpuNs } from './cpu.ts';
import { lowPrimes, type SieveCount, sieveRange } from './kernel.ts';

export interface PoolTask {
  readonly n: number;
  readonly lo: number;
  readonly hi: number;
}

export interface PoolResult extends SieveCount {
  readonly thread: number;
  /**
   * The thread's CPU clock (ns, NaN where /proc is unreadable) when the task started and ended.
   * The kernel updates it at scheduler ticks, so one task's difference is coarse; the bench takes
   * the span from a thread's first task to its last instead.
   */
  readonly cpuStartNs: number;
  readonly cpuEndNs: number;
  /** Wall ns of the task on its thread (busy wall time: a pool thread waits between tasks, never in one). */
  readonly wallNs: number;
}

let cached: { n: number; primes: Int32Array } | undefined;

export default function sieveTask(task: PoolTask): PoolResult {
  const w0 = performance.now();
  const t0 = threadCpuNs();
  if (cached?.n !== task.n) cached = { n: task.n, primes: lowPrimes(task.n) };
  const r = sieveRange(task.lo, task.hi, cached.primes);
  const t1 = threadCpuNs();
  return { ...r, thread: threadId, cpuStartNs: t0, cpuEndNs: t1, wallNs: Math.round((performance.now() - w0) * 1e6) };
}
