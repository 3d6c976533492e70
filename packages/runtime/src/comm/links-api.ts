/**
 * `Links`, what a rank program sees of its point-to-point messages (`ctx.links`): sends to
 * neighbours, routed sends to any rank, receives, and the per-link statistics. The runtime's
 * implementation over shared-memory rings is `RingLinks` (./links.ts).
 */
import type { Topology } from '../topology/types.ts';
import type { NumericArray } from './dtype.ts';
import type { LinkStats, LinkValue, RouteStats } from './links.ts';

/**
 * A rank's links. Typed arrays travel as raw bytes (one copy into the ring, one out, none when the
 * receiver names its destination with `recvInto`); any other value as a msgpack record, with
 * structured clone's contract (what it would not carry exactly is refused at the send).
 */
export interface Links {
  /** This rank. */
  readonly rank: number;
  /** The topology the links follow. */
  readonly topology: Topology;
  /** One entry per link (port order): messages and bytes sent, received and forwarded. */
  readonly stats: readonly Readonly<LinkStats>[];
  /** Messages delivered here from non-neighbours, and the links they crossed. */
  readonly route: Readonly<RouteStats>;
  /** The neighbour ranks, in port order. */
  neighbours(): readonly number[];
  /** Send to a neighbour. Typed arrays go as raw bytes; other values as msgpack records. */
  send(to: number, value: LinkValue): void;
  /** Send to any rank; non-neighbours are reached hop by hop along `topology.route`. */
  sendTo(to: number, value: LinkValue): void;
  /** Receive the next message from `from` (a neighbour or, for routed sends, any rank). */
  recv(from: number, timeoutMs?: number): LinkValue;
  /** Alias of `recv` for routed messages, for symmetry with `sendTo`. */
  recvFrom(from: number, timeoutMs?: number): LinkValue;
  /**
   * Receive a typed array from `from` straight into `target` (same dtype and length expected).
   * When the message is not already buffered, its bytes are copied from the ring into `target`
   * with no intermediate buffer.
   */
  recvInto<T extends NumericArray>(from: number, target: T, timeoutMs?: number): T;
  /** True when a message from `from` can be received without blocking. */
  ready(from: number): boolean;
  /**
   * Deliver what has arrived and forward what passes through, without blocking; returns whether
   * anything moved. Every receive and wait does this; a loop that polls shared memory of its own
   * calls it so that routed messages keep moving.
   */
  progress(): boolean;
}
