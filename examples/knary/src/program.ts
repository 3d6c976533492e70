/**
 * The SPMD knary program: every rank runs the runtime's task engine under the chosen task
 * scheduler. A task record is [node id, depth]. Serial-then-parallel children are continuations
 * in shared memory: each non-leaf node x has a join word (a SharedArrayBuffer allocated on rank 0
 * and shared). When a node's subtree is done (`finished`), its parent continues on whichever rank
 * noticed: after serial child i it spawns serial child i+1; after the last serial child it sets
 * join[p] = d - s and spawns the parallel children; a parallel child decrements join[p], and the
 * one that brings it to 0 finishes p. Non-leaf nodes are static (heavy: they own join state),
 * leaves are stateless (light). Nodes at depth 1..graphDepth start subgraphs (graph-level mapping
 * places each with its whole subtree).
 *
 * On several host processes the ranks share no memory (the runtime's message engine runs the
 * tasks): every rank keeps a private join array, join[p] counts down on one owner rank
 * (`joinOwner`, a hash of p), and a parallel child whose subtree ends elsewhere sends its
 * parent's owner a join task [-(p + 1), depth of p] pinned there (`SpawnHints.rank`). Join tasks
 * are not nodes: they add nothing to the node count or the checksum.
 */
import { taskSchedulerFactory } from '@meshwork/balancers';
import { defineProgram } from '@meshwork/runtime';
import { type Spawn, schedulerUsesKeys, type TaskJob, type TaskStats } from '@meshwork/runtime/plugin';
import { errors } from './errors.ts';
import { checkOptions, innerNodes, type KnaryOptions, nodeValue, parentOf, pathKeys } from './knary.ts';

export interface KnaryProgramOptions extends Partial<KnaryOptions> {
  /** A registered task scheduler: steal, node-level, graph-level, graph-local. */
  readonly scheduler: string;
  readonly schedulerOptions?: unknown;
  /** Nodes at depth 1..graphDepth start subgraphs (default 1: the root's children). */
  readonly graphDepth?: number;
  /** Records per deque / inbox (power of two; default 4096). */
  readonly capacity?: number;
  /** Test hook: the task of this node throws. */
  readonly failAt?: number;
}

export interface KnaryRankResult {
  readonly rank: number;
  /** Nodes executed in total (all ranks) and the checksum of all of them (mod 2^32). */
  readonly nodes: number;
  readonly checksum: number;
  /** Nodes executed on this rank. */
  readonly localNodes: number;
  /** Wall ms of the task loop (shared buffers set up), slowest rank. */
  readonly computeMs: number;
  readonly stats: TaskStats;
}

/**
 * The rank that owns node p's join word when ranks share no memory: a Fibonacci hash of p scaled
 * to [0, size). (Not p mod size: every first child d x + 1 would then land on one rank when d is a
 * multiple of size, and with it every continuation after a serial child.)
 */
export function joinOwner(p: number, size: number): number {
  return Math.floor(((Math.imul(p, 0x9e3779b1) >>> 0) / 4_294_967_296) * size);
}

/**
 * Where join words live when ranks share no memory: node p's join word counts down on rank
 * `joinOwner(p, size)` only (every rank's private array starts at d - s).
 */
export interface KnaryJoinOwners {
  readonly rank: number;
  readonly size: number;
}

/** The knary task job over `joins` (one Int32 word per inner node, shared by every rank). */
export interface KnaryJob {
  readonly job: TaskJob;
  /** Nodes run here and the sum of their values (mod 2^32) so far. */
  local(): number;
  sum(): number;
}

/** Join words a tree needs (one per inner node, at least one). */
export function joinWords(h: number, d: number): number {
  return Math.max(1, innerNodes(h, d));
}

/**
 * `keys`: the scheduler reads path keys (`schedulerUsesKeys`); when false, continuations do not
 * compute them (the engine ignores key hints then).
 */
export function knaryJob(o: Partial<KnaryProgramOptions>, joins: Int32Array, keys = true, owners?: KnaryJoinOwners): KnaryJob {
  const { h, d, s, iters } = checkOptions(o);
  if (owners !== undefined) joins.fill(d - s);
  const graphDepth = o.graphDepth ?? 1;
  const failAt = o.failAt ?? -1;
  const rec = new Int32Array(2);
  const pair = [0, 0];
  // Spawn hints are read during the call only, so two objects serve every spawn.
  const own = { index: 0, heavy: false, subgraph: false };
  const other = { index: 0, heavy: false, pathKey: 0, graphKey: 0, depth: 0 };
  let local = 0;
  let sum = 0;
  /** The node whose task is executing (its spawns need no explicit keys). */
  let running = -1;
  const joinRec = new Int32Array(2);
  const joinHints = { rank: 0, depth: 0 };

  const child = (x: number, i: number, depth: number, spawn: Spawn) => {
    const c = d * x + 1 + i;
    rec[0] = c;
    rec[1] = depth + 1;
    const heavy = depth + 1 < h - 1;
    if (x === running) {
      own.index = i;
      own.heavy = heavy;
      own.subgraph = depth + 1 <= graphDepth;
      spawn(rec, own);
    } else {
      // A continuation spawns for an ancestor of the running task: give the child's keys.
      if (keys) {
        pathKeys(c, depth + 1, d, graphDepth, pair);
        other.pathKey = pair[0] as number;
        other.graphKey = pair[1] as number;
      }
      other.index = i;
      other.heavy = heavy;
      other.depth = depth + 1;
      spawn(rec, other);
    }
  };
  const parallel = (x: number, depth: number, spawn: Spawn) => {
    Atomics.store(joins, x, d - s);
    for (let i = s; i < d; i++) child(x, i, depth, spawn);
  };
  /** Node x's whole subtree is done: continue its parent (and further up while subtrees end). */
  const finished = (x0: number, depth0: number, spawn: Spawn) => {
    let x = x0;
    let depth = depth0;
    while (x > 0) {
      const p = parentOf(x, d);
      const i = x - (d * p + 1);
      if (i < s) {
        if (i + 1 < s) return child(p, i + 1, depth - 1, spawn);
        if (d > s) return parallel(p, depth - 1, spawn);
      } else {
        if (owners !== undefined && joinOwner(p, owners.size) !== owners.rank) {
          // p's join word lives on another rank: a pinned join task takes this arrival there.
          joinRec[0] = -(p + 1);
          joinRec[1] = depth - 1;
          joinHints.rank = joinOwner(p, owners.size);
          joinHints.depth = depth - 1;
          spawn(joinRec, joinHints);
          return;
        }
        if (Atomics.sub(joins, p, 1) !== 1) return;
      }
      x = p;
      depth--;
    }
  };

  const job: TaskJob = {
    recordWords: 2,
    roots: [[0, 0]],
    ...(o.capacity === undefined ? {} : { capacity: o.capacity }),
    execute(r, spawn) {
      const id = r[0] as number;
      const depth = r[1] as number;
      if (id < 0) {
        // A join task (several hosts): one parallel child of p = -id - 1 has finished its subtree.
        running = -1;
        if (Atomics.sub(joins, -id - 1, 1) === 1) finished(-id - 1, depth, spawn);
        return;
      }
      if (id === failAt) throw errors.failedOnPurpose(id);
      sum = (sum + nodeValue(id, iters)) >>> 0;
      local++;
      running = id;
      if (depth + 1 >= h) finished(id, depth, spawn);
      else if (s > 0) child(id, 0, depth, spawn);
      else parallel(id, depth, spawn);
    },
  };

  return { job, local: () => local, sum: () => sum };
}

export default defineProgram(async (ctx, o: KnaryProgramOptions): Promise<KnaryRankResult> => {
  const { h, d } = checkOptions(o);
  const scheduler = taskSchedulerFactory(o.scheduler).create(o.schedulerOptions);
  // One host: join words in one shared buffer. Several: a private array per rank (see the header).
  const joins =
    ctx.hosts > 1
      ? new Int32Array(joinWords(h, d))
      : new Int32Array(await ctx.shareBuffer(ctx.rank === 0 ? new SharedArrayBuffer(4 * joinWords(h, d)) : undefined, 0));
  const k = knaryJob(o, joins, schedulerUsesKeys(scheduler), ctx.hosts > 1 ? { rank: ctx.rank, size: ctx.size } : undefined);
  const stats = await ctx.phase('tasks', () => ctx.runTasks(scheduler, k.job));
  const local = k.local();
  const sum = k.sum();
  ctx.work(local);
  const nodes = ctx.commShm.allreduce(local, 'sum');
  const sums = ctx.commShm.allgather(sum);
  const checksum = sums.reduce((a, b) => (a + b) >>> 0, 0);
  // The engine times its task loop (after the shared buffers are set up), the slowest rank counts.
  const computeMs = ctx.commShm.allreduce(stats.ms, 'max');
  return { rank: ctx.rank, nodes, checksum, localNodes: local, computeMs, stats };
});
