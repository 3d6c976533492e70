/**
 * The counters of a host transport (./transport.ts), for tests, benchmarks and diagnostics.
 */
import type { RecvStream } from './recv-stream.ts';
import type { SendStream } from './send-stream.ts';

/** Counters of one transport (for tests, benchmarks and diagnostics). */
export interface HostTransportStats {
  /** Messages queued by `send`. */
  readonly sentMessages: number;
  /** Payload bytes queued by `send`. */
  readonly sentBytes: number;
  /** Messages handed to the handler. */
  readonly receivedMessages: number;
  /** Frames received that belong to no host of this job: not a frame of this protocol, another job's key, or a stale sender (a process of an earlier run with the same job id). */
  readonly ignored: number;
  /** The same, by reason. */
  readonly ignoredBy: { readonly foreign: number; readonly otherJob: number; readonly staleSender: number };
  /** Most payload bytes ever outstanding on one (peer, stream): never above the window. */
  readonly maxOutstandingBytes: number;
  /** Most messages ever outstanding on one (peer, stream). */
  readonly maxOutstandingMessages: number;
  /** NATS payload bytes of chunks, as the server's max_payload allows. */
  readonly chunkBytes: number;
}

/** The counters of a transport from its streams and its own tallies. */
export function transportStats(
  sends: Iterable<SendStream>,
  recvs: Iterable<RecvStream>,
  sentMessages: number,
  sentBytes: number,
  ignoredBy: { readonly foreign: number; readonly otherJob: number; readonly staleSender: number },
  chunkBytes: number,
): HostTransportStats {
  let maxOutstandingBytes = 0;
  let maxOutstandingMessages = 0;
  for (const s of sends) {
    maxOutstandingBytes = Math.max(maxOutstandingBytes, s.maxOutstandingBytes);
    maxOutstandingMessages = Math.max(maxOutstandingMessages, s.maxOutstandingMessages);
  }
  let receivedMessages = 0;
  for (const r of recvs) receivedMessages += r.delivered;
  const { foreign, otherJob, staleSender } = ignoredBy;
  return {
    sentMessages,
    sentBytes,
    receivedMessages,
    ignored: foreign + otherJob + staleSender,
    ignoredBy: { ...ignoredBy },
    maxOutstandingBytes,
    maxOutstandingMessages,
    chunkBytes,
  };
}
