/** Shared by ./raw.ts (host) and ./raw-worker.ts (threads): word layout and messages. */

export interface RawWorkerData {
  readonly sab: SharedArrayBuffer;
  readonly index: number;
  readonly threads: number;
  readonly spin: number;
}

export type RawCommand =
  | { readonly op: 'pingpong'; readonly n: number; readonly pairs: 'one' | 'all'; readonly trial: number }
  | { readonly op: 'barrier'; readonly n: number; readonly trial: number };

/** Int32 words per 64-byte line. */
export const LINE = 16;

/** Words of the shared buffer for `threads` threads: one line per bell, four for the rest. */
export function rawWords(threads: number): number {
  return LINE * (threads + 4);
}
