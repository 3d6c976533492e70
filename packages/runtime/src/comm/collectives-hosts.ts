/**
 * Rank side of the hierarchical shared-memory collectives of a multi-host cluster.
 *
 * Every shm collective is "write my slot, meet at the barrier, read every slot" (./collectives-shm.ts).
 * In a cluster whose ranks live in several host processes each host has a scratch buffer of its
 * own with a slot for every rank of the job. The barrier becomes two-level: the host's ranks
 * meet as before, but the last local arrival does not release them. It stores what the round
 * must exchange in HOST_REQUEST (0: nothing, a plain barrier; p + 1: the slots of scratch parity
 * p) and rings the host gateway (HOST_BELL, ../hosts/exchange.ts). The gateway sends this
 * host's slots to every other host, writes theirs into its scratch (the exact bytes, headers
 * included), and only then releases the local barrier (count reset, generation bumped, local
 * ranks rung). Every rank then reads all slots and evaluates the same canonical expression
 * (./fold.ts) as a one-host run does, so results are bit-identical to it.
 *
 * Waiting ranks sleep in the usual barrier wait (deadline, abort flag); the last local arrival
 * waits like the others. Race: the gateway writes the slots of round k into parity p only after
 * every local rank arrived at barrier k, i.e. after each finished reading round k - 2 (the last
 * user of parity p), as in the one-host argument of ./collectives-shm.ts.
 */
import { SharedBarrier } from '../shm/barrier.ts';
import { BARRIER_BASE, HOST_BELL, HOST_REQUEST } from './layout.ts';

/** Offsets of the barrier's words from BARRIER_BASE (../shm/barrier.ts). */
const COUNT = 0;
const GEN = 1;

/** The shm barrier of one host of a multi-host cluster: its ranks meet, the host gateway releases them. */
export class HostBarrier extends SharedBarrier {
  private readonly control: Int32Array;
  constructor(
    control: Int32Array,
    /** Ranks of this host. */
    localRanks: number,
  ) {
    super(control, BARRIER_BASE, localRanks);
    this.control = control;
  }

  /**
   * Arrive with `request` (0: a plain barrier; p + 1: exchange the slots of scratch parity p).
   * Never the releasing arrival: the last local one hands the round to the host gateway.
   */
  arriveFor(request: number): { readonly generation: number; readonly last: boolean } {
    const c = this.control;
    const generation = Atomics.load(c, BARRIER_BASE + GEN);
    const arrived = Atomics.add(c, BARRIER_BASE + COUNT, 1) + 1;
    if (arrived === this.parties) {
      Atomics.store(c, HOST_REQUEST, request);
      Atomics.add(c, HOST_BELL, 1);
      Atomics.notify(c, HOST_BELL);
    }
    return { generation, last: false };
  }

  /** `arriveFor(0)`: a plain barrier across every host. */
  override arrive(): { readonly generation: number; readonly last: boolean } {
    return this.arriveFor(0);
  }
}

/** Host gateway: release the local barrier after a completed round (count reset before the generation moves). */
export function releaseHostBarrier(control: Int32Array): void {
  Atomics.store(control, BARRIER_BASE + COUNT, 0);
  Atomics.add(control, BARRIER_BASE + GEN, 1);
  Atomics.notify(control, BARRIER_BASE + GEN);
}
