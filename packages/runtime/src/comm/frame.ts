/**
 * Link frame header: 6 Int32 words in front of every chunk a link carries.
 *   [0] kind: 0 = msgpackr record bytes, 1..11 = typed array of that dtype code
 *   [1] source rank (original sender)   [2] destination rank (final receiver)
 *   [3] hops taken so far               [4] total payload bytes of the message
 *   [5] byte offset of this chunk in the message
 * Messages larger than a frame travel as several chunks; chunks of one (source, destination)
 * pair stay in order because routes are deterministic and each ring is FIFO.
 */
export const HEADER_BYTES = 24;
export const KIND = 0;
export const SRC = 1;
export const DST = 2;
export const HOPS = 3;
export const TOTAL = 4;
export const OFFSET = 5;

/** Words of the header (rings write and read headers word by word). */
export const HEADER_WORDS = HEADER_BYTES / 4;
