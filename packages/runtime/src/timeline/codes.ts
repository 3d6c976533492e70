/**
 * The vocabulary of a timeline (design: ./README.md): what a rank records (record kinds and their
 * layout), what the waits it records were for, and the names the written trace uses. Pure
 * constants: the communication layer imports them, so this file imports nothing.
 */

/** Doubles per record in a rank's buffer: [kind, t0, t1, a, b, c, d]; times in ms since the run's origin. */
export const RECORD = 7;

/** A phase (`ctx.phase`, `metrics.begin`/`end`): a = phase name id, b = occurrence, c = work units, d = busy ms. */
export const K_COMPUTE = 1;
/** A blocking wait: a = what (WAIT_*), b = the peer or the collective (COLLECTIVE_*), c = 1 if it slept. */
export const K_WAIT = 2;
/** A balance: a = balancer name id, b = phase, c = units moved, d = bytes moved (-1: unknown). */
export const K_BALANCE = 3;
/** A remap of grids or a range to new cuts: a = bytes sent (-1: unknown). */
export const K_REMAP = 4;
/** A checkpoint saved (a = step, b = 0) or restored (a = step, b = 1). */
export const K_CHECKPOINT = 5;
/** A sampled message sent: t0 = t1 = when, a = destination, b = its number on (source, destination), c = bytes. */
export const K_SEND = 6;
/** A sampled message received: t0 = t1 = when, a = source, b = its number on (source, destination). */
export const K_RECV = 7;
/**
 * A phase of a rank that shares its core (more ranks than cores): as K_COMPUTE, but d is its busy
 * wall ms (the phase's wall time outside the rank's waits, `PhaseRecord.wallBusyNs`), not the
 * thread CPU clock's, which moves in scheduler ticks there.
 */
export const K_COMPUTE_WALL_BUSY = 8;

/** What a wait was for (the `op` of ../comm/status.ts: the same numbers). */
export const WAIT_RECV = 1;
export const WAIT_SEND = 2;
export const WAIT_COLLECTIVE = 3;
export const WAIT_IDLE = 4;

/** Which collective a barrier wait belongs to: the index into COLLECTIVES. */
export const COLLECTIVE_BARRIER = 0;
export const COLLECTIVE_ALLREDUCE = 1;
export const COLLECTIVE_SCAN = 2;
export const COLLECTIVE_BROADCAST = 3;
export const COLLECTIVE_GATHER = 4;
export const COLLECTIVE_ALLGATHER = 5;
export const COLLECTIVE_ALLGATHER_INTO = 6;
export const COLLECTIVE_POSTED_GATHER = 7;
export const COLLECTIVE_END_OF_RUN = 8;

/** Names of the collectives, by COLLECTIVE_* code (a wait's `collective` argument). */
export const COLLECTIVES: readonly string[] = [
  'barrier',
  'allreduce',
  'scan',
  'broadcast',
  'gather',
  'allgather',
  'allgatherInto',
  'posted gather',
  'end of run',
];

/** Names of the complete (`X`) slices, by record kind (index 0 unused). */
export const SLICE_NAMES: readonly string[] = ['', 'compute', 'wait', 'balance', 'remap', 'checkpoint'];

/** The documented names of a written timeline, by event phase (`ph`). */
export const TIMELINE_NAMES = {
  /** Complete slices on a rank's thread. */
  X: ['compute', 'wait', 'balance', 'remap', 'checkpoint'],
  /** Counters of the host's process: each rank's load of a phase, the phase's max/avg. */
  C: ['load', 'imbalance'],
  /** Flow events: a link message from its send to its receive. */
  s: ['message'],
  f: ['message'],
  /** Metadata. */
  M: ['process_name', 'process_sort_index', 'thread_name', 'thread_sort_index'],
} as const;
