/**
 * A split-phase allgather of float64 vectors over shared memory, for the balancing driver's load
 * board: `post` writes this rank's vector of the next round and arrives at a barrier of its own
 * without waiting; `collect` waits (usually not at all) until every rank has posted that round
 * and copies every rank's vector out. A driver that collects round k - 1 just before posting round
 * k decides from the loads of the phase before last, and a phase that does not balance costs no
 * sync point: the ranks never wait for each other at the board unless one falls a whole phase
 * behind. Design note: ../shm/README.md ("Posted gather").
 *
 * Memory: two parities of one slot per rank, after the shm collectives' two parities in the same
 * scratch buffer (./layout.ts), and the barrier words POSTED_BARRIER_BASE of the control array.
 * Slot header (Int32 words): [0] round number + 1, [1] length in float64 values.
 *
 * Why two parities suffice: a rank posts round k only after collecting round k - 1, i.e. after
 * every rank posted round k - 1; a rank posts round k - 1 only after collecting round k - 2. So
 * when round k overwrites the parity of round k - 2, every rank has finished reading it.
 */
import { collectiveMismatch, messageTooLarge } from '../errors.ts';
import { SharedBarrier } from '../shm/barrier.ts';
import { COLLECTIVE_POSTED_GATHER } from '../timeline/codes.ts';
import type { Topology } from '../topology/types.ts';
import { POSTED_BARRIER_BASE, sleepIndex, statusIndex } from './layout.ts';
import { ARG, describeRanks, OP, OP_BARRIER } from './status.ts';
import type { Waiter } from './waiter.ts';

/** Slot header bytes (keeps the body 8-byte aligned). */
const HEADER = 16;

export interface PostedGatherOptions {
  readonly topology: Topology;
  readonly rank: number;
  readonly control: Int32Array;
  readonly scratch: SharedArrayBuffer;
  /** Byte offset of the posted gather's two parities in `scratch`. */
  readonly base: number;
  readonly slotBytes: number;
  readonly waiter: Waiter;
  /** Control word of its barrier (count, generation); default POSTED_BARRIER_BASE (the load board's). */
  readonly barrierBase?: number;
  /** What it gathers, for errors (default 'load board'). */
  readonly label?: string;
}

export class PostedGather {
  private readonly barrier: SharedBarrier;
  private readonly headers: Int32Array;
  private readonly f64: Float64Array;
  /** Rounds this rank has posted. */
  private round = 0;
  /** Barrier generation the last posted round leaves. */
  private generation = 0;
  private owner: object | undefined;
  private readonly label: string;

  private readonly o: PostedGatherOptions;
  constructor(o: PostedGatherOptions) {
    this.o = o;
    this.barrier = new SharedBarrier(o.control, o.barrierBase ?? POSTED_BARRIER_BASE, o.topology.size);
    this.label = o.label ?? 'load board';
    this.headers = new Int32Array(o.scratch);
    this.f64 = new Float64Array(o.scratch, 0, o.scratch.byteLength >> 3);
  }

  /**
   * Take the gather for `owner` (one balancing driver per run uses it; the next ones use the
   * synchronous gather). Every rank creates its drivers in the same order, so every rank gives
   * the same answer.
   */
  claim(owner: object): boolean {
    if (this.owner !== undefined && this.owner !== owner) return false;
    this.owner = owner;
    return true;
  }

  /** Largest vector one rank can post. */
  get maxLength(): number {
    return (this.o.slotBytes - HEADER) >> 3;
  }

  /** Rounds posted so far by this rank. */
  get posted(): number {
    return this.round;
  }

  private slotAt(round: number, r: number): number {
    return this.o.base + ((round & 1) * this.o.topology.size + r) * this.o.slotBytes;
  }

  /** Write `value` as this rank's vector of the next round and arrive without waiting. */
  post(value: Float64Array): void {
    const n = value.length;
    if (n > this.maxLength) throw messageTooLarge(n * 8, this.o.slotBytes - HEADER);
    const at = this.slotAt(this.round, this.o.rank);
    const body = (at + HEADER) >> 3;
    const f64 = this.f64;
    for (let i = 0; i < n; i++) f64[body + i] = value[i] as number;
    this.headers[(at >> 2) + 1] = n;
    this.headers[at >> 2] = this.round + 1;
    this.round++;
    const { generation, last } = this.barrier.arrive();
    this.generation = generation;
    if (last) for (let r = 0; r < this.o.topology.size; r++) if (r !== this.o.rank && this.sleepsHere(r, generation)) this.o.waiter.wake(r);
  }

  /**
   * Whether rank r sleeps waiting for this round (it announced OP_BARRIER with the round's
   * generation before raising its sleep flag): only such a rank needs a wake-up. A rank asleep in
   * another wait (a halo receive, usually) is left alone; if it comes to wait for this round
   * later, its re-check after announcing sees the round released. Race analysis:
   * ../shm/README.md ("Posted gather").
   */
  private sleepsHere(r: number, generation: number): boolean {
    const c = this.o.control;
    if (Atomics.load(c, sleepIndex(r)) === 0) return false;
    const at = statusIndex(r);
    return Atomics.load(c, at + OP) === OP_BARRIER && Atomics.load(c, at + ARG) === generation;
  }

  /**
   * Every rank's vector of the last round this rank posted, into `out` at `offsets[r]` (every rank
   * passes the same offsets, those of the round's layout). Waits, under the run's deadline, for
   * ranks that have not posted it yet.
   */
  collect(out: Float64Array, offsets: ArrayLike<number>): Float64Array {
    const round = this.round - 1;
    if (round < 0) throw new RangeError('PostedGather.collect before any post');
    if (!this.barrier.released(this.generation)) {
      this.o.waiter.untilReleased(this.barrier, this.generation, () => this.late(round), COLLECTIVE_POSTED_GATHER);
    }
    for (let r = 0; r < this.o.topology.size; r++) {
      const at = this.slotAt(round, r);
      const stamp = this.headers[at >> 2] as number;
      if (stamp !== round + 1) throw collectiveMismatch(this.label, `round ${round} from rank ${r}`, `round ${stamp - 1}`);
      const from = offsets[r] as number;
      const len = (offsets[r + 1] as number) - from;
      const got = this.headers[(at >> 2) + 1] as number;
      if (got !== len) throw collectiveMismatch(this.label, `${len} float64 values from rank ${r}`, `${got}`);
      const src = (at + HEADER) >> 3;
      out.set(this.f64.subarray(src, src + len), from);
    }
    return out;
  }

  /** What a wait that timed out says: the round, and the ranks that never posted it. */
  private late(round: number): { what: string; blame: string } {
    const missing: number[] = [];
    for (let r = 0; r < this.o.topology.size; r++) {
      if (r !== this.o.rank && (this.headers[this.slotAt(round, r) >> 2] as number) !== round + 1) missing.push(r);
    }
    return {
      what: `${this.label} on rank ${this.o.rank} (waiting for every rank's ${this.label === 'load board' ? 'load' : 'contribution'} of round ${round})`,
      blame:
        missing.length === 0
          ? ''
          : `rank${missing.length === 1 ? '' : 's'} that never posted it: ${describeRanks(this.o.control, missing)}`,
    };
  }
}
