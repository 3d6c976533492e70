/** What a rank's links count (./links.ts): per link, and for routed messages. */

export interface LinkStats {
  readonly port: number;
  readonly peer: number;
  /** Messages this rank originated on the link, and their payload bytes. */
  sentMessages: number;
  sentBytes: number;
  /** Messages delivered to this rank that arrived over the link, and their payload bytes. */
  recvMessages: number;
  recvBytes: number;
  /** Frames this rank forwarded onto the link for others (routing). */
  forwardedFrames: number;
  forwardedBytes: number;
}

export interface RouteStats {
  /** Messages delivered here that came from a non-neighbour. */
  routedMessages: number;
  /** Sum over delivered messages of the links they crossed. */
  totalHops: number;
}

/** Zeroed statistics of the links to `peers` (port order). */
export function linkStatsFor(peers: readonly number[]): LinkStats[] {
  return peers.map((peer, port) => ({
    port,
    peer,
    sentMessages: 0,
    sentBytes: 0,
    recvMessages: 0,
    recvBytes: 0,
    forwardedFrames: 0,
    forwardedBytes: 0,
  }));
}
