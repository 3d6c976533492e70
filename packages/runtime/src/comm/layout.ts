/**
 * Shared-memory layout of one cluster: who owns which word. The host allocates it (cluster/)
 * and every rank maps the same buffers (worker/). Design note: ../shm/README.md.
 *
 * control (Int32 words; each hot word on its own 64-byte line):
 *   [0]                 abort flag (0 = running; otherwise the run is over)
 *   [16], [17]          shm barrier: arrival count, generation
 *   [18]                the shm barrier's bell: ranks asleep in that barrier sleep on it, one
 *                       notify wakes them all (../shm/README.md, "Barrier bell")
 *   [20], [21]          multi-host clusters (./collectives-hosts.ts): the request of the last local
 *                       arrival at the shm barrier, and the host gateway's doorbell (requests so far)
 *   [24], [25]          the posted gather's barrier (./posted-gather.ts): arrival count, generation
 *   [28], [29]          the split-phase allreduce's barrier (./collectives-shm.ts `iallreduce`)
 *   [32 + 16 r]         doorbell of rank r: bumped whenever something rank r may wait for changed
 *   [32 + 16 r + 1]     sleeping flag of rank r: while it is (about to be) in Atomics.wait, 1 on
 *                       its own doorbell, 2 on the shm barrier's bell
 *   [32 + 16 r + 2..5]  status of rank r, written by rank r only (./status.ts): beat (bumped when it
 *                       passes a receive, barrier or wait), operation and argument of the wait it
 *                       sleeps in, and a flag raised once its program has returned
 *   [32 + 16 r + 8..9]  ring stamp of rank r (a float64): when a rank last rang it while it slept
 * links: one SpscRing per directed edge, ring (a -> b) at ringIndex(a, port of b at a)
 * scratch: 2 parities x size slots x slotBytes for the shm collectives, then 2 more for the
 *          posted gather (SCRATCH_PARITIES in all), then 2 parities x size slots of
 *          POSTED_REDUCE_SLOT bytes for the split-phase allreduce
 */
import { SpscRing } from '../shm/ring.ts';
import type { Topology } from '../topology/types.ts';

export const ABORT = 0;
export const BARRIER_BASE = 16;
/** The shm barrier's bell (../shm/README.md, "Barrier bell"). */
export const BARRIER_BELL = 18;
/** Sleeping flag: the rank sleeps (or is about to) on its own doorbell. */
export const ASLEEP = 1;
/** Sleeping flag: the rank sleeps (or is about to) in the shm barrier, on BARRIER_BELL. */
export const ASLEEP_IN_BARRIER = 2;
/** Multi-host clusters: what the barrier's last local arrival asks the host gateway to exchange. */
export const HOST_REQUEST = 20;
/** Multi-host clusters: bumped (and notified) once per barrier the host gateway must complete. */
export const HOST_BELL = 21;
/** The posted gather's barrier words (count, generation). */
export const POSTED_BARRIER_BASE = 24;
/** Slot parities of the scratch buffer: two for the shm collectives, two for the posted gather. */
export const SCRATCH_PARITIES = 4;
/** The split-phase allreduce's barrier words (count, generation): ./collectives-shm.ts `iallreduce`. */
export const POSTED_REDUCE_BARRIER_BASE = 28;
/** Bytes of one rank's slot of the split-phase allreduce (header and two float64 values). */
export const POSTED_REDUCE_SLOT = 64;

/** Where the split-phase allreduce's two parities start in the scratch buffer (after the rest). */
export function postedReduceBase(size: number, slotBytes: number): number {
  return SCRATCH_PARITIES * size * slotBytes;
}

/** Bytes of the scratch buffer of `size` ranks with collective slots of `slotBytes`. */
export function scratchBytes(size: number, slotBytes: number): number {
  return postedReduceBase(size, slotBytes) + 2 * size * POSTED_REDUCE_SLOT;
}
const BELLS = 32;
const LINE = 16;

export function bellIndex(rank: number): number {
  return BELLS + LINE * rank;
}

export function sleepIndex(rank: number): number {
  return BELLS + LINE * rank + 1;
}

/**
 * The word that wakes rank `r` whose sleeping flag reads `flag`: the shm barrier's bell while it
 * sleeps there, else its own doorbell. A ringer loads the flag, then bumps and notifies this word.
 */
export function bellOf(flag: number, rank: number): number {
  return flag === ASLEEP_IN_BARRIER ? BARRIER_BELL : bellIndex(rank);
}

/** Bump the bell at `index` and wake whoever sleeps on it (README, "Doorbells"). */
export function ringBell(control: Int32Array, index: number): void {
  Atomics.add(control, index, 1);
  Atomics.notify(control, index);
}

/** First status word of rank r (./status.ts): beat, op, op argument, finished flag. */
export function statusIndex(rank: number): number {
  return BELLS + LINE * rank + 2;
}

/**
 * Float64 index (over the control buffer) of rank r's ring stamp, words 8-9 of its bell line: when
 * another rank last rang it while it slept (`performance.timeOrigin + performance.now()`, ms), so
 * the woken rank can tell what its wake-up took (../comm/waiter.ts, wait statistics).
 */
export function ringStampIndex(rank: number): number {
  return (BELLS + LINE * rank + 8) >> 1;
}

/** Ranks whose bell lines fit in a control array of `words` Int32 words. */
export function ranksIn(words: number): number {
  return Math.max(0, Math.floor((words - BELLS) / LINE));
}

export function controlWords(size: number): number {
  return BELLS + LINE * size;
}

/** A ring nobody on this host uses (multi-host clusters: a link between two other hosts' ranks). */
const ABSENT = new SharedArrayBuffer(0);

export interface ClusterBuffers {
  readonly control: SharedArrayBuffer;
  /**
   * links[rank][port]: ring carrying rank -> neighbours(rank)[port]. In a multi-host cluster the
   * rings between two ranks of other hosts are empty buffers (byteLength 0).
   */
  readonly links: readonly (readonly SharedArrayBuffer[])[];
  readonly linkBytes: number;
  readonly scratch: SharedArrayBuffer;
  readonly slotBytes: number;
}

/**
 * Allocate a cluster's buffers. `local(rank)` (default: every rank) says which ranks run in this
 * process: only rings with a local end get memory.
 */
export function allocateBuffers(
  topology: Topology,
  linkBytes: number,
  slotBytes: number,
  local: (rank: number) => boolean = () => true,
): ClusterBuffers {
  const links: SharedArrayBuffer[][] = [];
  for (let r = 0; r < topology.size; r++) {
    links.push(
      topology.neighbours(r).map((n) => (local(r) || local(n.rank) ? new SharedArrayBuffer(SpscRing.byteLengthFor(linkBytes)) : ABSENT)),
    );
  }
  return {
    control: new SharedArrayBuffer(controlWords(topology.size) * 4),
    links,
    linkBytes,
    scratch: new SharedArrayBuffer(scratchBytes(topology.size, slotBytes)),
    slotBytes,
  };
}

/** Return every buffer to its initial state. Only while no rank runs. */
export function resetBuffers(buffers: ClusterBuffers): void {
  new Int32Array(buffers.control).fill(0);
  for (const row of buffers.links) for (const sab of row) if (sab.byteLength > 0) new SpscRing(sab, 0, buffers.linkBytes).reset();
  // Clear the shm collectives' slot headers so a new run never reads a previous run's calls.
  const scratch = new Int32Array(buffers.scratch);
  const size = buffers.links.length;
  const reduceAt = postedReduceBase(size, buffers.slotBytes) / 4;
  for (let at = 0; at < reduceAt; at += buffers.slotBytes / 4) scratch.fill(0, at, at + 4);
  scratch.fill(0, reduceAt);
}
