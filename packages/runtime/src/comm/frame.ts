/**
 * Two frame formats, told apart by the ring frame's TAG word (../shm/ring.ts):
 *
 * Short frame (TAG = SHORT | kind): a whole message from the ring's producer to its consumer, the
 * payload is the message itself. Source, destination, hops (1), total and offset (0) follow from
 * the ring; no header is written or read. Every message between neighbours that fits one frame.
 *
 * Long frame (TAG = 0): routed messages and chunks of large ones, with this header in front:
 *
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

/** TAG bit of a short frame; the low byte is the kind (0 msgpackr, 1..11 dtype code). */
export const SHORT = 0x100;
