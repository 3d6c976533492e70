/**
 * A rank's memory budget (`ClusterOptions.memoryBudgetMb`): the ArrayBuffer and SharedArrayBuffer
 * memory the runtime allocates for the rank, checked before each allocation. V8's
 * `resourceLimits` cap the heap only; buffers live outside it, so without this a rank under a
 * 64 MB heap limit could hold gigabytes of grid storage.
 *
 * What it covers: every buffer a grid holds for this rank (distributed storage and the spare a
 * remap keeps, remap and gather scratch, halo buffers; a shared-storage grid's one buffer counts on rank 0,
 * which allocates it), the arrays `grid.gather` allocates on its root (checked, then the
 * program's), the staging arrays of the links collectives, the rank's checkpoint image buffers,
 * and idle buffers the thread's pool keeps from earlier runs (./buffer-pool.ts: trimmed so that
 * held and pooled bytes together stay within the budget). What it does not cover: buffers the
 * program allocates itself, values it receives (link messages, collective results), the link
 * rings and collective scratch (fixed by `linkBytes` and `collectiveBytes` for the whole cluster).
 */
import { memoryBudgetExceeded } from '../errors.ts';
import { newBuffer, returnBuffers, takeBuffer, trimPool } from './buffer-pool.ts';

/** Something that holds buffers for a rank: its bytes are counted at every check. */
export interface MemoryHolder {
  heldBytes(): number;
}

export class MemoryBudget {
  /** The budget in bytes; undefined: no budget (nothing is counted or checked). */
  readonly limit: number | undefined;
  readonly rank: number;
  private readonly holders: MemoryHolder[] = [];

  constructor(rank: number, limit: number | undefined) {
    this.rank = rank;
    this.limit = limit;
  }

  /** Count `holder`'s buffers from now on (for the rest of the run). */
  track(holder: MemoryHolder): void {
    this.holders.push(holder);
  }

  /** Bytes the tracked holders hold now. */
  held(): number {
    let n = 0;
    for (const h of this.holders) n += h.heldBytes();
    return n;
  }

  /**
   * Refuse (MW_MEMORY_BUDGET, on this rank, before anything is allocated) `bytes` more for `what`
   * when they would take the rank past its budget. Returns the bytes held before the request.
   */
  reserve(bytes: number, what: string): number {
    if (this.limit === undefined) return 0;
    const held = this.held();
    if (bytes > 0 && held + bytes > this.limit) throw memoryBudgetExceeded(this.rank, what, bytes, held, this.limit);
    return held;
  }

  /**
   * A buffer of `bytes` for grid storage: a pooled one an earlier run left on this thread (its
   * old contents still there: `zeroed` false), or a new, zeroed one; checked against the budget
   * first. Pooled buffers that would not fit beside the new one are dropped.
   */
  buffer(bytes: number, what: string): { buffer: ArrayBuffer; zeroed: boolean } {
    const held = this.reserve(bytes, what);
    const room = this.limit === undefined ? Number.POSITIVE_INFINITY : this.limit - held;
    const taken = takeBuffer(bytes, room);
    if (taken !== undefined) return { buffer: taken, zeroed: false };
    trimPool(room - bytes);
    return { buffer: newBuffer(bytes), zeroed: true };
  }

  /** The run is over: keep `buffers` in the thread's pool for later runs, within the budget. */
  release(buffers: readonly ArrayBuffer[]): void {
    returnBuffers(buffers, this.limit);
  }
}
