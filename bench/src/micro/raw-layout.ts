/** Shared by ./raw.ts (host) and ./raw-worker.ts (threads): word layout and messages. */

export interface RawWorkerData {
  readonly sab: SharedArrayBuffer;
  readonly index: number;
  readonly threads: number;
  readonly spin: number;
}

export type RawCommand =
  | { readonly op: 'pingpong'; readonly n: number; readonly pairs: 'one' | 'all'; readonly trial: number }
  | { readonly op: 'barrier'; readonly n: number; readonly trial: number }
  /** Thread 0 streams `n` messages of `bytes` to thread 1 through `count` `chunk`-byte slots of `slots`. */
  | {
      readonly op: 'stream';
      readonly n: number;
      readonly bytes: number;
      readonly chunk: number;
      readonly count: number;
      readonly slots: SharedArrayBuffer;
      readonly trial: number;
    };

/** Int32 words per 64-byte line. */
export const LINE = 16;

/** Words of the shared buffer for `threads` threads: one line per bell, six for the rest. */
export function rawWords(threads: number): number {
  return LINE * (threads + 6);
}
