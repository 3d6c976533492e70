/**
 * What both task engines share: the engine's record header, the job check, the owner-only record
 * stack and what an engine needs from its rank.
 */
import type { Collectives } from '../comm/collectives.ts';
import type { Links } from '../comm/links.ts';
import { invalidArgument } from '../errors.ts';
import type { WaitPolicy } from '../shm/wait.ts';
import type { TaskJob } from './tasks.ts';

/** Engine words after the job's in a record: pathKey, graphKey, flags (heavy | depth << 1). */
export const HEADER = 3;

/**
 * An owner-only stack of records (plain memory): push and pop the newest at `hi`, `shift` the oldest
 * at `lo` (publication hands the oldest to thieves).
 */
export class PrivateStack {
  private readonly data: Int32Array;
  private lo = 0;
  private hi = 0;

  readonly capacity: number;
  readonly recordWords: number;
  constructor(capacity: number, recordWords: number) {
    this.capacity = capacity;
    this.recordWords = recordWords;
    this.data = new Int32Array(capacity * recordWords);
  }

  size(): number {
    return this.hi - this.lo;
  }

  /** False when full (the caller falls back to the shared deque). */
  push(record: ArrayLike<number>): boolean {
    const n = this.recordWords;
    if (this.hi === this.capacity) {
      if (this.lo === 0) return false;
      this.data.copyWithin(0, this.lo * n, this.hi * n);
      this.hi -= this.lo;
      this.lo = 0;
    }
    const d = this.data;
    const at = this.hi * n;
    for (let i = 0; i < n; i++) d[at + i] = record[i] as number;
    this.hi++;
    return true;
  }

  /** The newest record into `out`; false when empty. */
  pop(out: Int32Array): boolean {
    if (this.hi === this.lo) return false;
    const n = this.recordWords;
    const d = this.data;
    const at = --this.hi * n;
    for (let i = 0; i < n; i++) out[i] = d[at + i] as number;
    if (this.hi === this.lo) this.hi = this.lo = 0;
    return true;
  }

  /** The oldest record into `out`; false when empty. */
  shift(out: Int32Array): boolean {
    if (this.hi === this.lo) return false;
    const n = this.recordWords;
    const d = this.data;
    const at = this.lo++ * n;
    for (let i = 0; i < n; i++) out[i] = d[at + i] as number;
    if (this.hi === this.lo) this.hi = this.lo = 0;
    return true;
  }
}

/** What the engine needs from a rank (RankContext provides it). */
export interface TaskHost {
  readonly rank: number;
  readonly size: number;
  /** Host processes the ranks span (absent: 1); above 1 the message engine runs (./README.md). */
  readonly hosts?: number;
  readonly links: Links;
  readonly commShm: Collectives;
  readonly waitPolicy: WaitPolicy;
  shareBuffer(buffer: SharedArrayBuffer | undefined, root?: number): Promise<SharedArrayBuffer>;
  /** Block on the rank's doorbell until `cond()` (links keep moving); deadline and abort honoured. */
  idle(cond: () => boolean, what: string, timeoutMs?: number): void;
  wake(rank: number): void;
}

export function checkJob(job: TaskJob): number {
  if (typeof job !== 'object' || job === null) throw invalidArgument('task job', 'an object { recordWords, roots, execute }', job);
  const n = job.recordWords;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 4096 - HEADER) {
    throw invalidArgument('task job recordWords', `an integer in [1, ${4096 - HEADER}]`, n);
  }
  if (!Array.isArray(job.roots)) throw invalidArgument('task job roots', 'an array of records', job.roots);
  for (const [i, r] of job.roots.entries()) {
    if (r === null || typeof r !== 'object' || typeof (r as ArrayLike<number>).length !== 'number' || r.length < n) {
      throw invalidArgument(`task job roots[${i}]`, `a record of at least ${n} numbers`, r);
    }
  }
  if (typeof job.execute !== 'function') throw invalidArgument('task job execute', 'a function (record, spawn) => void', job.execute);
  return n;
}
