/**
 * A piscina task of the `central` baseline: run node `id` (at `depth`) and, when `subtree` is set,
 * its whole subtree depth first, as one task. Dependency-free so pool threads load it as plain JS.
 */
import { threadId } from 'node:worker_threads';
import { nodeValue } from './node-value.ts';

export interface CentralTask {
  readonly id: number;
  readonly depth: number;
  readonly h: number;
  readonly d: number;
  readonly iters: number;
  readonly subtree: boolean;
}

export interface CentralTaskResult {
  readonly nodes: number;
  readonly checksum: number;
  readonly thread: number;
  /** Wall ns of the task on its thread (busy wall time: a pool thread waits between tasks, never in one). */
  readonly wallNs: number;
}

export default function centralTask(t: CentralTask): CentralTaskResult {
  const w0 = performance.now();
  const r = run(t);
  return { ...r, thread: threadId, wallNs: Math.round((performance.now() - w0) * 1e6) };
}

function run(t: CentralTask): { nodes: number; checksum: number } {
  if (!t.subtree) return { nodes: 1, checksum: nodeValue(t.id, t.iters) };
  let nodes = 0;
  let sum = 0;
  const ids: number[] = [t.id];
  const depths: number[] = [t.depth];
  while (ids.length > 0) {
    const id = ids.pop() as number;
    const depth = depths.pop() as number;
    nodes++;
    sum = (sum + nodeValue(id, t.iters)) >>> 0;
    if (depth + 1 < t.h) {
      for (let i = t.d - 1; i >= 0; i--) {
        ids.push(t.d * id + 1 + i);
        depths.push(depth + 1);
      }
    }
  }
  return { nodes, checksum: sum };
}
