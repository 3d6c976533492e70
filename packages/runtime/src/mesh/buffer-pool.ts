/**
 * Storage of distributed grids kept on a rank's thread from one run to the next. A fresh buffer
 * costs its page faults and the kernel's zeroing on first touch (a 4 MiB tile 1-3 ms on the VMs
 * here, every run of a job that allocates its grids anew); a buffer the previous run's grids
 * left behind is taken back instead, refilled by the grid that takes it. Each thread has its own
 * pool (module state is per thread); buffers go back when the run has ended
 * (`RankState.dispose`), after the rank's result was taken, so a program must not keep a grid's
 * `data` across runs.
 */
import { totalmem } from 'node:os';

const pool: ArrayBuffer[] = [];
/** Buffers and bytes the pool keeps at most (the oldest go first). */
const MAX_BUFFERS = 16;
const MAX_BYTES = 512 * 2 ** 20;

/**
 * A pooled buffer of at least `bytes` (and not much larger, and at most `maxBytes`: what a memory
 * budget leaves), or undefined: allocate one.
 */
export function takeBuffer(bytes: number, maxBytes = Number.POSITIVE_INFINITY): ArrayBuffer | undefined {
  for (let i = 0; i < pool.length; i++) {
    const b = pool[i] as ArrayBuffer;
    if (b.byteLength >= bytes && b.byteLength <= Math.min(2 * bytes + 65_536, maxBytes)) {
      pool.splice(i, 1);
      return b;
    }
  }
  return undefined;
}

/**
 * Keep `buffers` for later runs on this thread, within the pool's bounds and at most `maxBytes`
 * in all (a rank's memory budget; ./memory-budget.ts).
 */
export function returnBuffers(buffers: readonly ArrayBuffer[], maxBytes = MAX_BYTES): void {
  for (const b of buffers) if (b.byteLength > 0 && !pool.includes(b)) pool.push(b);
  trimPool(Math.min(MAX_BYTES, maxBytes));
}

/** Drop the oldest pooled buffers until the pool keeps at most `maxBytes` (and MAX_BUFFERS buffers). */
export function trimPool(maxBytes: number): void {
  let bytes = pool.reduce((s, b) => s + b.byteLength, 0);
  while (pool.length > 0 && (pool.length > MAX_BUFFERS || bytes > maxBytes)) bytes -= (pool.shift() as ArrayBuffer).byteLength;
}

/** Buffers pooled on this thread now (tests). */
export function pooledBuffers(): number {
  return pool.length;
}

/** Bytes pooled on this thread now (tests). */
export function pooledBytes(): number {
  return pool.reduce((s, b) => s + b.byteLength, 0);
}

/**
 * A new (zeroed) buffer of `bytes`. A size beyond this machine's memory is refused with the
 * RangeError V8 throws for a failed allocation, before asking V8: in a worker thread, Node 26
 * ends the whole thread ("reaching memory limit: JS heap out of memory") where Node 22 throws
 * `RangeError: Array buffer allocation failed`, so the program could not get its typed error.
 */
export function newBuffer(bytes: number): ArrayBuffer {
  if (bytes > totalmem()) {
    throw new RangeError(`Array buffer allocation failed: ${bytes} bytes exceed this machine's memory (${totalmem()} bytes)`);
  }
  return new ArrayBuffer(bytes);
}
