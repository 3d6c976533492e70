/**
 * The task engine's work-first path, deterministic and without threads: the owner-private stack
 * (LIFO for the owner, oldest first for publication, compaction when its end is reached), and the
 * engine on a one-rank host: every task exactly once, nothing published (no rank is ever idle
 * while this one has work), back-pressure past the private stack and the shared deque, and path
 * keys computed only for schedulers that read them.
 */
import { describe, expect, it } from 'vitest';
import { PrivateStack } from '../src/balance/index.ts';
import {
  LOCAL,
  mulModPath,
  PATH_MODULUS,
  PATH_PRIME,
  runTasks,
  type TaskHost,
  type TaskJob,
  type TaskScheduler,
  type TaskTraits,
} from '../src/plugin.ts';
import { createWaitPolicy } from '../src/shm/wait.ts';

describe('PrivateStack', () => {
  it('pops the newest, shifts the oldest, compacts when the end is reached, refuses when full', () => {
    const s = new PrivateStack(4, 2);
    const out = new Int32Array(2);
    for (let i = 1; i <= 4; i++) expect(s.push([i, -i])).toBe(true);
    expect(s.push([5, -5])).toBe(false);
    expect(s.shift(out)).toBe(true);
    expect([...out]).toEqual([1, -1]);
    expect(s.shift(out)).toBe(true);
    expect([...out]).toEqual([2, -2]);
    // hi is at the end, lo = 2: the next push compacts and succeeds.
    expect(s.push([6, -6])).toBe(true);
    expect(s.push([7, -7])).toBe(true);
    expect(s.push([8, -8])).toBe(false);
    expect(s.size()).toBe(4);
    const popped: number[] = [];
    while (s.pop(out)) popped.push(out[0] as number);
    expect(popped).toEqual([7, 6, 4, 3]);
    expect(s.size()).toBe(0);
    expect(s.shift(out)).toBe(false);
  });
});

function oneRankHost(): TaskHost {
  return {
    rank: 0,
    size: 1,
    links: {} as TaskHost['links'],
    commShm: { barrier() {} } as unknown as TaskHost['commShm'],
    waitPolicy: createWaitPolicy({ timeoutMs: 1000 }),
    shareBuffer: async (b) => b as SharedArrayBuffer,
    idle() {
      throw new Error('a lone rank must never wait for tasks');
    },
    wake() {},
  };
}

/** A binary tree of `levels` levels: record [id]; children 2 id + 1, 2 id + 2. */
function tree(levels: number, capacity?: number): { job: TaskJob; counts: Int32Array } {
  const n = 2 ** levels - 1;
  const counts = new Int32Array(n);
  const job: TaskJob = {
    recordWords: 1,
    roots: [[0]],
    ...(capacity === undefined ? {} : { capacity }),
    execute(r, spawn) {
      const id = r[0] as number;
      counts[id] = (counts[id] as number) + 1;
      for (let i = 1; i <= 2; i++) if (2 * id + i < n) spawn([2 * id + i], { index: i - 1, heavy: i === 1 });
    },
  };
  return { job, counts };
}

function recording(usesKeys: boolean | undefined, seen: TaskTraits[]): TaskScheduler {
  return {
    name: 'record',
    options: {},
    ...(usesKeys === undefined ? {} : { usesKeys }),
    place(t) {
      seen.push({ ...t });
      return LOCAL;
    },
  };
}

describe('task engine, one rank, work first', () => {
  it('runs every task once from the private stacks and publishes nothing', async () => {
    const { job, counts } = tree(10);
    const stats = await runTasks(oneRankHost(), recording(undefined, []), job);
    expect([...counts].every((c) => c === 1)).toBe(true);
    expect(stats.executed).toBe(counts.length);
    expect(stats.published).toBe(0);
    expect(stats.inline).toBe(0);
  });

  it('past a full private stack and a full deque, children run inline, still exactly once', async () => {
    const { job, counts } = tree(10, 2);
    const stats = await runTasks(oneRankHost(), recording(undefined, []), job);
    expect([...counts].every((c) => c === 1)).toBe(true);
    expect(stats.inline).toBeGreaterThan(0);
  });

  it('computes path keys for schedulers that read them, and none for those that do not', async () => {
    const keyed: TaskTraits[] = [];
    await runTasks(oneRankHost(), recording(undefined, keyed), tree(3).job);
    const root = PATH_PRIME % PATH_MODULUS;
    // The root's own placement, then its children (index 0 heavy, index 1 light), in spawn order.
    expect(keyed.slice(0, 3).map((t) => t.pathKey)).toEqual([root, mulModPath(root, PATH_PRIME), mulModPath(root, PATH_PRIME + 1)]);
    expect(keyed.every((t) => t.pathKey > 0 && t.graphKey === root)).toBe(true);
    const plain: TaskTraits[] = [];
    await runTasks(oneRankHost(), recording(false, plain), tree(3).job);
    expect(plain.length).toBe(keyed.length);
    // Roots are placed with their keys; spawned tasks get none.
    expect(plain.slice(1).every((t) => t.pathKey === 0 && t.graphKey === 0)).toBe(true);
    expect(plain.map((t) => [t.heavy, t.depth])).toEqual(keyed.map((t) => [t.heavy, t.depth]));
  });
});
