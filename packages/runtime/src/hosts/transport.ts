/** One host process's view of the others: ordered, flow-controlled message streams. */
export interface HostTransport {
  /** This process's host index, 0 .. hosts-1. */
  readonly host: number;
  /** Number of host processes in the job (>= 1). */
  readonly hosts: number;
  /** A name for messages and placement printouts (e.g. "nats://10.0.0.1:4222"). */
  readonly describe: string;
  /**
   * Queues one message of any length to host `to` on `stream` (an integer >= 0 chosen by the
   * runtime, e.g. one per cross-host link direction, one for collectives). Messages of one
   * (to, stream) arrive exactly once and in order. The promise resolves once the message is
   * within the stream's credit window (back-pressure); the caller must not modify `bytes` before
   * it resolves. Rejects with a MeshworkError when the peer, the server or the job is lost.
   */
  send(to: number, stream: number, bytes: Uint8Array): Promise<void>;
  /**
   * Sets the receiver (once). Messages of one (from, stream) are handed in order; the next message
   * of that (from, stream) is not handed before the promise returned for the previous one resolves
   * (its credit is returned then), so a slow consumer never loses a message and never blocks
   * other streams.
   */
  onMessage(handler: (from: number, stream: number, bytes: Uint8Array) => void | Promise<void>): void;
  /** Called once when the transport fails: a MeshworkError naming the host(s) lost or the cause. */
  onFailure(handler: (error: Error) => void): void;
  /** Stops heartbeats and closes the connection; pending sends reject. Idempotent. */
  close(): Promise<void>;
}
