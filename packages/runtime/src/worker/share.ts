/**
 * Sharing a SharedArrayBuffer that a rank allocates during a run with every other rank. Links
 * carry bytes, not buffers, so buffers travel over a MessagePort to the host, which relays them
 * to every other rank's port (ports queue messages, so a rank that asks late still gets it).
 */
import type { MessagePort } from 'node:worker_threads';
import { aborted, deadlineExceeded, invalidArgument } from '../errors.ts';

export interface ShareMessage {
  readonly kind: 'share';
  readonly key: number;
  readonly from: number;
  readonly buffer: SharedArrayBuffer;
}

export class BufferShare {
  private next = 0;
  private readonly arrived = new Map<number, SharedArrayBuffer>();
  private readonly waiting = new Map<number, (b: SharedArrayBuffer) => void>();

  private readonly port: MessagePort;
  private readonly rank: number;
  private readonly timeoutMs: number;
  private readonly isAborted: () => boolean;
  private readonly onWait: (root: number | undefined) => void;
  constructor(
    port: MessagePort,
    rank: number,
    timeoutMs: number,
    /** True once the run is aborted: a waiting rank then stops waiting (checked every 20 ms). */
    isAborted: () => boolean = () => false,
    /** Told the root a rank starts waiting for, and undefined when the wait ends (rank status). */
    onWait: (root: number | undefined) => void = () => {},
  ) {
    this.port = port;
    this.rank = rank;
    this.timeoutMs = timeoutMs;
    this.isAborted = isAborted;
    this.onWait = onWait;
    port.on('message', (msg: ShareMessage) => {
      if (msg?.kind !== 'share') return;
      const resolve = this.waiting.get(msg.key);
      if (resolve !== undefined) {
        this.waiting.delete(msg.key);
        resolve(msg.buffer);
      } else this.arrived.set(msg.key, msg.buffer);
    });
  }

  /**
   * Collective: `root` passes its buffer, every other rank gets the same buffer back. Every rank
   * must call `share` the same number of times in the same order (SPMD).
   */
  share(buffer: SharedArrayBuffer | undefined, root: number): Promise<SharedArrayBuffer> {
    const key = this.next++;
    if (this.rank === root) {
      if (!(buffer instanceof SharedArrayBuffer)) throw invalidArgument('share(buffer) on the root rank', 'a SharedArrayBuffer', buffer);
      this.port.postMessage({ kind: 'share', key, from: root, buffer } satisfies ShareMessage);
      return Promise.resolve(buffer);
    }
    const got = this.arrived.get(key);
    if (got !== undefined) {
      this.arrived.delete(key);
      return Promise.resolve(got);
    }
    this.onWait(root);
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const timer = setInterval(() => {
        if (this.isAborted()) {
          clearInterval(timer);
          this.waiting.delete(key);
          this.onWait(undefined);
          reject(aborted(`rank ${this.rank} stopped waiting for the buffer shared by rank ${root}`));
        } else if (Date.now() - started >= this.timeoutMs) {
          clearInterval(timer);
          this.waiting.delete(key);
          this.onWait(undefined);
          reject(deadlineExceeded(`waiting on rank ${this.rank} for the buffer shared by rank ${root}`, this.timeoutMs));
        }
      }, 20);
      this.waiting.set(key, (b) => {
        clearInterval(timer);
        this.onWait(undefined);
        resolve(b);
      });
    });
  }

  close(): void {
    this.port.removeAllListeners('message');
    this.port.close();
  }
}
