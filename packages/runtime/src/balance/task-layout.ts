/**
 * The task engine's shared buffer (./task-engine.ts, which owns the meaning of its control words):
 * CONTROL_BYTES of control words, then per rank a heavy and a light TaskDeque and an inbox
 * TaskQueue of `capacity` records of `words` Int32 each.
 */
import { TaskDeque } from '../shm/deque.ts';
import { TaskQueue } from '../shm/queue.ts';

/** Bytes of control words at the start of the buffer. */
export const CONTROL_BYTES = 256;

/** One rank's queues in the shared buffer. */
export interface RankQueues {
  readonly heavy: TaskDeque;
  readonly light: TaskDeque;
  readonly inbox: TaskQueue;
}

/** The size of the buffer for `size` ranks. */
export function taskBufferBytes(size: number, capacity: number, words: number): number {
  return CONTROL_BYTES + size * (2 * TaskDeque.byteLength(capacity, words) + TaskQueue.byteLength(capacity, words));
}

/** Every rank's queues over `buffer`. */
export function layout(buffer: SharedArrayBuffer, size: number, capacity: number, words: number): RankQueues[] {
  const d = TaskDeque.byteLength(capacity, words);
  const q = TaskQueue.byteLength(capacity, words);
  const out: RankQueues[] = [];
  for (let r = 0, off = CONTROL_BYTES; r < size; r++, off += 2 * d + q) {
    out.push({
      heavy: new TaskDeque(buffer, off, capacity, words),
      light: new TaskDeque(buffer, off + d, capacity, words),
      inbox: new TaskQueue(buffer, off + 2 * d, capacity, words),
    });
  }
  return out;
}
