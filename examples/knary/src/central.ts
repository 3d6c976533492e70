/**
 * The `central` baseline: piscina's own task queue, as a pool user would write knary. The host
 * walks the tree with async recursion, keeping the schedule's dependencies (a node's first s
 * children one after another, each after the previous one's whole subtree, then the other d - s
 * together); every node above `cutDepth` is one piscina task, and every node at `cutDepth` runs
 * its whole subtree as one task (per-node tasks would cost piscina's ~30-90 us round trip per
 * microsecond of work). Node count and checksum are the same as the reference's.
 */
import { fixedPoolOptions } from '@meshwork/harness';
import { Piscina } from 'piscina';
import type { CentralTask, CentralTaskResult } from './central-worker.ts';
import { checkOptions, type KnaryOptions, work } from './knary.ts';

export interface CentralRun {
  readonly nodes: number;
  readonly checksum: number;
  readonly ms: number;
  readonly tasks: number;
  /** Nodes run by each pool thread (in order of first appearance). */
  readonly perThread: number[];
  /** Busy wall ms of each pool thread (the wall time of its tasks), in the same order. */
  readonly wallMs: number[];
}

/** Smallest depth whose level has at least `8 * threads` nodes (enough tasks to balance), within the tree. */
export function defaultCutDepth(o: KnaryOptions, threads: number): number {
  let depth = 0;
  while (depth + 1 < o.h && work(depth + 1, o.d) - work(depth, o.d) < 8 * threads) depth++;
  return depth;
}

export class KnaryPool {
  private readonly pool: Piscina<CentralTask, CentralTaskResult>;

  readonly threads: number;
  constructor(threads: number) {
    this.threads = threads;
    this.pool = new Piscina<CentralTask, CentralTaskResult>(fixedPoolOptions(import.meta.url, 'central-worker', threads));
  }

  async run(options: Partial<KnaryOptions>, cutDepth = defaultCutDepth(checkOptions(options), this.threads)): Promise<CentralRun> {
    const o = checkOptions(options);
    const cut = Math.max(0, Math.min(cutDepth, o.h - 1));
    let nodes = 0;
    let checksum = 0;
    let tasks = 0;
    const byThread = new Map<number, number>();
    const wallNs = new Map<number, number>();
    const task = async (id: number, depth: number, subtree: boolean): Promise<void> => {
      const r = await this.pool.run({ id, depth, h: o.h, d: o.d, iters: o.iters, subtree });
      tasks++;
      nodes += r.nodes;
      checksum = (checksum + r.checksum) >>> 0;
      byThread.set(r.thread, (byThread.get(r.thread) ?? 0) + r.nodes);
      wallNs.set(r.thread, (wallNs.get(r.thread) ?? 0) + r.wallNs);
    };
    const visit = async (id: number, depth: number): Promise<void> => {
      if (depth === cut) return task(id, depth, true);
      await task(id, depth, false);
      const first = o.d * id + 1;
      for (let i = 0; i < o.s; i++) await visit(first + i, depth + 1);
      const rest: Promise<void>[] = [];
      for (let i = o.s; i < o.d; i++) rest.push(visit(first + i, depth + 1));
      await Promise.all(rest);
    };
    const t0 = performance.now();
    await visit(0, 0);
    const ms = performance.now() - t0;
    const threads = [...byThread.keys()];
    return { nodes, checksum, ms, tasks, perThread: [...byThread.values()], wallMs: threads.map((t) => (wallNs.get(t) ?? 0) / 1e6) };
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
