/**
 * The checkpoint control words: one small SharedArrayBuffer the host allocates per run and keeps
 * across restarts, shared by every rank (design note: ./README.md). Int32 words:
 *
 *   [s]                commit word of slot s (0, 1): the epoch whose images in slot s are complete
 *   [LINE + LINE r + s]      epoch rank r finished writing into slot s (0 while it writes)
 *   [LINE + LINE r + 2 + s]  generation of the slot-s buffer of rank r the host has taken (ack)
 *   [LINE + LINE r + 4]      the step rank r checkpoints (all ranks must give the same)
 *   [LINE + LINE r + 5, 6]   byte length of rank r's image file, low and high 32 bits
 *   [LINE + LINE r + 7]      the epoch rank r's program restored in this attempt (0: none)
 *   [LINE + LINE r + 8..15]  sha256 of rank r's image file (checkpoint directories only)
 *
 * Epoch e lives in slot e % 2, so the previous complete epoch survives a rank dying mid-write.
 * A slot is complete when its commit word is e > 0 and every rank's written word is e.
 */

export const SLOTS = 2;
const LINE = 16;

/** Words of the control buffer for `ranks` ranks. */
export function controlWords(ranks: number): number {
  return LINE + LINE * ranks;
}

/** Index of the commit word of `slot`. */
export function commitIndex(slot: number): number {
  return slot;
}

/** Index of the word holding the epoch rank `rank` finished writing into `slot` (0 while it writes). */
export function writtenIndex(rank: number, slot: number): number {
  return LINE + LINE * rank + slot;
}

/** Index of the word where the host acknowledges the generation of rank `rank`'s `slot` buffer. */
export function ackIndex(rank: number, slot: number): number {
  return LINE + LINE * rank + 2 + slot;
}

/** Index of the word holding the step rank `rank` is checkpointing. */
export function stepIndex(rank: number): number {
  return LINE + LINE * rank + 4;
}

/** First of the two words (low, high 32 bits) holding the byte length of rank r's image file. */
export function sizeIndex(rank: number): number {
  return LINE + LINE * rank + 5;
}

/** Index of the word holding the epoch rank `rank`'s program restored (`ctx.restore()`) in this attempt, 0 if none. */
export function restoredIndex(rank: number): number {
  return LINE + LINE * rank + 7;
}

/** First of the 8 words holding the sha256 of rank `rank`'s image file. */
export function digestIndex(rank: number): number {
  return LINE + LINE * rank + 8;
}

/** The slot epoch `epoch` is written into (epochs alternate between the two). */
export function slotOf(epoch: number): number {
  return epoch % SLOTS;
}

/** The epoch held complete in `slot`, or 0. */
export function completeEpoch(control: Int32Array, ranks: number, slot: number): number {
  const e = Atomics.load(control, commitIndex(slot));
  if (e <= 0) return 0;
  for (let r = 0; r < ranks; r++) if (Atomics.load(control, writtenIndex(r, slot)) !== e) return 0;
  return e;
}

/** The newest complete epoch in either slot, or 0 when none is. */
export function lastComplete(control: Int32Array, ranks: number): number {
  let best = 0;
  for (let s = 0; s < SLOTS; s++) best = Math.max(best, completeEpoch(control, ranks, s));
  return best;
}

/** A rank's buffer for a slot, posted to the host over its port (the host acks in ackIndex). */
export interface SlotMessage {
  readonly kind: 'checkpoint-slot';
  readonly rank: number;
  readonly slot: number;
  readonly generation: number;
  readonly buffer: SharedArrayBuffer;
}

/** Digest (32 bytes) as 8 Int32 words and back. */
export function storeDigest(control: Int32Array, rank: number, digest: Uint8Array): void {
  const words = new Int32Array(digest.buffer.slice(digest.byteOffset, digest.byteOffset + 32));
  for (let i = 0; i < 8; i++) Atomics.store(control, digestIndex(rank) + i, words[i] as number);
}

/** The sha256 stored for rank `rank`, as hex (written by `storeDigest`). */
export function loadDigest(control: Int32Array, rank: number): string {
  const words = new Int32Array(8);
  for (let i = 0; i < 8; i++) words[i] = Atomics.load(control, digestIndex(rank) + i);
  return Buffer.from(words.buffer).toString('hex');
}
