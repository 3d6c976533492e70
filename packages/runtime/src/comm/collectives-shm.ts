/**
 * Fast collectives over shared memory: every rank writes its contribution into its slot of a
 * scratch buffer, all meet at one barrier, then each evaluates the canonical expression
 * (./fold.ts) over all slots. Two scratch parities alternate, so one barrier per collective
 * suffices: a rank can only overwrite parity p at call k+2 after every rank has passed the
 * barrier of call k+1, i.e. after every rank finished reading call k.
 */
import { collectiveMismatch, collectiveOther, collectiveOutOfStep, messageTooLarge, uncarriedValue } from '../errors.ts';
import { SharedBarrier } from '../shm/barrier.ts';
import {
  COLLECTIVE_ALLGATHER,
  COLLECTIVE_ALLGATHER_INTO,
  COLLECTIVE_ALLREDUCE,
  COLLECTIVE_BARRIER,
  COLLECTIVE_BROADCAST,
  COLLECTIVE_END_OF_RUN,
  COLLECTIVE_GATHER,
  COLLECTIVE_SCAN,
} from '../timeline/codes.ts';
import type { Topology } from '../topology/types.ts';
import { encodeValue } from './codec.ts';
import { decodeSlot, describeSlot, formOf, hash, KIND_F64, KIND_NUMBER, SLOT_HEADER, type Slot } from './collective-slots.ts';
import {
  asVector,
  type CollectiveMode,
  checkReduceNumber,
  checkRoot,
  type FastCollectives,
  type ReduceOptions,
  type Reducible,
  type ScanOptions,
} from './collectives.ts';
import { HostBarrier } from './collectives-hosts.ts';
import { bytesOf, dtypeCode, dtypeOf, type NumericArray } from './dtype.ts';
import {
  canonicalScan,
  checkOp,
  groupAxes,
  groupLast,
  identityLike,
  type ReduceOp,
  runScalarPlan,
  type ScalarPlan,
  scalarPlan,
} from './fold.ts';
import { BARRIER_BASE, POSTED_REDUCE_SLOT, postedReduceBase } from './layout.ts';
import { PostedGather } from './posted-gather.ts';
import { DoneReduce, type PendingReduce, PostedReduce } from './posted-reduce.ts';
import { detachedView } from './values.ts';
import type { Waiter } from './waiter.ts';

export interface ShmCollectivesOptions {
  readonly topology: Topology;
  readonly rank: number;
  readonly control: Int32Array;
  readonly scratch: SharedArrayBuffer;
  readonly slotBytes: number;
  readonly waiter: Waiter;
  /** Keeps routed link traffic moving while this rank waits. */
  readonly progress: () => void;
  /**
   * Multi-host clusters: the ranks of this host. The barrier then spans hosts and every round
   * exchanges the slots between them (./collectives-hosts.ts). Default: one host.
   */
  readonly localRanks?: number | undefined;
}

export class ShmCollectives implements FastCollectives {
  readonly mode: CollectiveMode = 'shm';
  private readonly barrierWords: SharedBarrier;
  /** Multi-host clusters: the same barrier words, released by the host gateway. */
  private readonly hostBarrier: HostBarrier | undefined;
  private callCount = 0;
  private barriers = 0;
  private readonly headers: Int32Array;
  /** The scratch buffer as float64 (slot bodies are 8-byte aligned): numbers go in and out here. */
  private readonly f64: Float64Array;
  /** Scalar fast path of allreduce over all axes: the canonical expression as register steps. */
  private plan: ScalarPlan | undefined;
  private regs: Float64Array | undefined;
  private readonly allAxes: readonly number[];
  private readonly allLast: number;
  private readonly allreduceTags: Readonly<Record<ReduceOp, number>>;
  private readonly allgatherTag = hash('allgather');
  private readonly allgatherIntoTag = hash('allgatherInto');
  private postedGather: PostedGather | undefined;
  private postedReduce: PostedReduce | undefined;

  private readonly o: ShmCollectivesOptions;
  constructor(o: ShmCollectivesOptions) {
    this.o = o;
    this.hostBarrier = o.localRanks === undefined ? undefined : new HostBarrier(o.control, o.localRanks);
    this.barrierWords = this.hostBarrier ?? new SharedBarrier(o.control, BARRIER_BASE, o.topology.size);
    this.headers = new Int32Array(o.scratch);
    this.f64 = new Float64Array(o.scratch, 0, o.scratch.byteLength >> 3);
    this.allAxes = groupAxes(o.topology);
    this.allLast = groupLast(o.topology, o.rank, this.allAxes);
    // A number and a typed array are different calls (`:number`), as over links.
    const tagOf = (op: ReduceOp) => hash(`allreduce:${op}:${this.allAxes.join(',')}:number`);
    this.allreduceTags = { sum: tagOf('sum'), min: tagOf('min'), max: tagOf('max') };
  }

  barrier(): void {
    this.sync(0, COLLECTIVE_BARRIER);
  }

  /** The barrier at the end of every run (a timeline names its waits apart). @internal */
  endOfRun(): void {
    this.sync(0, COLLECTIVE_END_OF_RUN);
  }

  /**
   * The split-phase gather of the load board (./posted-gather.ts), or undefined where the
   * collectives span hosts (their slots travel only at barriers) or the scratch has no room for it.
   */
  get posted(): PostedGather | undefined {
    if (this.postedGather !== undefined || this.hostBarrier !== undefined) return this.postedGather;
    const base = 2 * this.o.topology.size * this.o.slotBytes;
    if (this.o.scratch.byteLength < 2 * base) return undefined;
    this.postedGather = new PostedGather({
      topology: this.o.topology,
      rank: this.o.rank,
      control: this.o.control,
      scratch: this.o.scratch,
      base,
      slotBytes: this.o.slotBytes,
      waiter: this.o.waiter,
    });
    return this.postedGather;
  }

  iallreduce(value: number, op: ReduceOp | 'plus'): PendingReduce {
    const o = checkOp(op);
    const v = checkReduceNumber(value);
    const posted = this.reducePhases();
    return posted === undefined ? new DoneReduce(this.allreduceNumber(v, o)) : posted.post(v, o);
  }

  /** The split-phase allreduce (./posted-reduce.ts), or undefined across hosts or without room in the scratch. */
  private reducePhases(): PostedReduce | undefined {
    if (this.postedReduce !== undefined || this.hostBarrier !== undefined) return this.postedReduce;
    const size = this.o.topology.size;
    const base = postedReduceBase(size, this.o.slotBytes);
    if (this.o.scratch.byteLength < base + 2 * size * POSTED_REDUCE_SLOT) return undefined;
    this.postedReduce = new PostedReduce({
      topology: this.o.topology,
      rank: this.o.rank,
      control: this.o.control,
      scratch: this.o.scratch,
      base,
      waiter: this.o.waiter,
    });
    return this.postedReduce;
  }

  /**
   * The barrier of a collective whose slots are in the parity of the current call (after
   * writeHeader): across hosts those slots travel (./collectives-hosts.ts).
   */
  private syncSlots(site: number): void {
    this.sync(((this.callCount - 1) & 1) + 1, site);
  }

  /**
   * Meet every rank; `request` (multi-host): 0 for a plain barrier, parity + 1 to exchange slots.
   * `site`: which collective (../timeline/codes.ts), for a timeline's wait slices.
   */
  private sync(request: number, site: number): void {
    this.barriers++;
    this.o.waiter.beat();
    const { generation, last } = this.hostBarrier === undefined ? this.barrierWords.arrive() : this.hostBarrier.arriveFor(request);
    const shared = this.hostBarrier === undefined;
    if (last) {
      if (shared) this.o.waiter.releaseBarrier(this.o.topology.size);
      else for (let r = 0; r < this.o.topology.size; r++) if (r !== this.o.rank) this.o.waiter.ring(r);
      return;
    }
    // One host: sleep on the barrier's bell, one notify wakes every sleeper (../shm/README.md,
    // "Barrier bell"); across hosts the gateway releases the barrier and rings each rank.
    this.o.waiter.untilReleased(this.barrierWords, generation, undefined, site, shared);
  }

  allreduce<T extends Reducible>(value: T, op: ReduceOp | 'plus', options: ReduceOptions = {}): T {
    const o = checkOp(op);
    if (typeof value === 'number' && options.axes === undefined) return this.allreduceNumber(value, o) as T;
    const axes = groupAxes(this.o.topology, options.axes);
    const { vec, unwrap } = asVector(value);
    const all = this.exchangeVectors(vec, `allreduce:${o}:${axes.join(',')}:${formOf(value)}`, axes, COLLECTIVE_ALLREDUCE);
    const { incl } = canonicalScan(o, all, this.o.topology, axes);
    return unwrap(incl[groupLast(this.o.topology, this.o.rank, axes)] as NumericArray) as T;
  }

  reduce<T extends Reducible>(value: T, op: ReduceOp | 'plus', root = 0): T | undefined {
    checkRoot(root, this.o.topology.size);
    const out = this.allreduce(value, op);
    return this.o.rank === root ? out : undefined;
  }

  scan<T extends Reducible>(value: T, op: ReduceOp | 'plus', options: ScanOptions = {}): T {
    const o = checkOp(op);
    const axes = options.axis === undefined ? groupAxes(this.o.topology) : groupAxes(this.o.topology, [options.axis]);
    const { vec, unwrap } = asVector(value);
    const all = this.exchangeVectors(
      vec,
      `scan:${o}:${axes.join(',')}:${options.exclusive === true}:${formOf(value)}`,
      axes,
      COLLECTIVE_SCAN,
    );
    const res = canonicalScan(o, all, this.o.topology, axes);
    if (options.exclusive === true) return unwrap(res.excl[this.o.rank] ?? identityLike(o, vec)) as T;
    return unwrap(res.incl[this.o.rank] as NumericArray) as T;
  }

  broadcast<T>(value: T, root = 0): T {
    checkRoot(root, this.o.topology.size);
    const slots = this.exchange(this.o.rank === root ? value : undefined, `broadcast:${root}`, COLLECTIVE_BROADCAST, root);
    return decodeSlot(slots[root] as Slot) as T;
  }

  gather<T>(value: T, root = 0): T[] | undefined {
    checkRoot(root, this.o.topology.size);
    const slots = this.exchange(value, `gather:${root}`, COLLECTIVE_GATHER);
    return this.o.rank === root ? slots.map((s) => decodeSlot(s) as T) : undefined;
  }

  allgather<T>(value: T): T[] {
    if (typeof value === 'number') return this.allgatherNumber(value) as T[];
    return this.exchange(value, 'allgather', COLLECTIVE_ALLGATHER).map((s) => decodeSlot(s) as T);
  }

  /**
   * allreduce of one number over every rank, without allocating: the slot holds exactly what the
   * vector path writes for a number (float64, 8 bytes), and the canonical expression is replayed
   * from a register plan, so the result is bit-identical to the vector path and to the links.
   */
  private allreduceNumber(value: number, op: ReduceOp): number {
    const seq = this.writeHeader(this.allreduceTags[op], KIND_F64, 8);
    this.f64[(this.slotAt(this.o.rank) + SLOT_HEADER) >> 3] = value;
    this.syncSlots(COLLECTIVE_ALLREDUCE);
    this.plan ??= scalarPlan(this.o.topology, this.allAxes);
    const plan = this.plan;
    this.regs ??= new Float64Array(plan.size + (plan.steps.length >> 1));
    const regs = this.regs;
    const tag = this.allreduceTags[op];
    const what = () => `allreduce:${op}:${this.allAxes.join(',')}:number`;
    for (let r = 0; r < plan.size; r++) {
      const at = this.slotAt(r);
      this.checkSlot(r, at >> 2, seq, tag, what);
      const h = at >> 2;
      if (this.headers[h + 1] !== KIND_F64 || this.headers[h + 2] !== 8) {
        const got: Slot = { kind: this.headers[h + 1] as number, bytes: new Uint8Array(this.headers[h + 2] as number) };
        throw collectiveMismatch('allreduce', `float64 of 8 bytes (as on rank ${this.o.rank})`, `${describeSlot(got)} on rank ${r}`);
      }
      regs[r] = this.f64[(at + SLOT_HEADER) >> 3] as number;
    }
    runScalarPlan(op, plan, regs);
    return regs[plan.incl[this.allLast] as number] as number;
  }

  private allgatherNumber(value: number): unknown[] {
    const seq = this.writeHeader(this.allgatherTag, KIND_NUMBER, 8);
    this.f64[(this.slotAt(this.o.rank) + SLOT_HEADER) >> 3] = value;
    this.syncSlots(COLLECTIVE_ALLGATHER);
    const out: unknown[] = new Array(this.o.topology.size);
    const what = () => 'allgather';
    for (let r = 0; r < out.length; r++) {
      const at = this.slotAt(r);
      this.checkSlot(r, at >> 2, seq, this.allgatherTag, what);
      const kind = this.headers[(at >> 2) + 1] as number;
      out[r] =
        kind === KIND_NUMBER
          ? this.f64[(at + SLOT_HEADER) >> 3]
          : decodeSlot({ kind, bytes: new Uint8Array(this.o.scratch, at + SLOT_HEADER, this.headers[(at >> 2) + 2] as number) });
    }
    return out;
  }

  /** Sync points this rank has passed so far: every shm collective is one barrier. */
  get syncs(): number {
    return this.barriers;
  }

  /** Largest Float64Array `allgatherInto` can carry per rank. */
  get maxGatherLength(): number {
    return (this.o.slotBytes - SLOT_HEADER) >> 3;
  }

  /**
   * Allgather of float64 vectors of known lengths without allocating: rank r's `value` lands in
   * `out` at `offsets[r]` .. `offsets[r + 1]` (every rank passes the same offsets; a length that
   * does not match its slot is a collective mismatch). One barrier, like every shm collective.
   */
  allgatherInto(value: Float64Array, out: Float64Array, offsets: ArrayLike<number>): Float64Array {
    const n = value.length;
    if (n > this.maxGatherLength) throw messageTooLarge(n * 8, this.o.slotBytes - SLOT_HEADER);
    const seq = this.writeHeader(this.allgatherIntoTag, KIND_F64, n * 8);
    const base = (this.slotAt(this.o.rank) + SLOT_HEADER) >> 3;
    const f64 = this.f64;
    for (let i = 0; i < n; i++) f64[base + i] = value[i] as number;
    this.syncSlots(COLLECTIVE_ALLGATHER_INTO);
    const what = () => 'allgatherInto';
    for (let r = 0; r < this.o.topology.size; r++) {
      const at = this.slotAt(r);
      this.checkSlot(r, at >> 2, seq, this.allgatherIntoTag, what);
      const from = offsets[r] as number;
      const len = (offsets[r + 1] as number) - from;
      const got = (this.headers[(at >> 2) + 2] as number) >> 3;
      if (got !== len) throw collectiveMismatch('allgatherInto', `${len} float64 values from rank ${r}`, `${got}`);
      const src = (at + SLOT_HEADER) >> 3;
      for (let i = 0; i < len; i++) out[from + i] = f64[src + i] as number;
    }
    return out;
  }

  /** Byte offset of rank r's slot in the parity of the current call (after writeHeader). */
  private slotAt(r: number): number {
    const parity = (this.callCount - 1) & 1;
    return (parity * this.o.topology.size + r) * this.o.slotBytes;
  }

  /** Start a call: stamp this rank's slot with tag, call number, kind and length. Returns the call number. */
  private writeHeader(tag: number, kind: number, length: number): number {
    this.callCount++;
    const h = this.slotAt(this.o.rank) >> 2;
    this.headers[h] = tag;
    this.headers[h + 1] = kind;
    this.headers[h + 2] = length;
    this.headers[h + 3] = this.callCount;
    return this.callCount;
  }

  /** After the barrier: rank r's slot must belong to this very call (same number, same collective). */
  private checkSlot(r: number, hr: number, seq: number, tag: number, what: () => string): void {
    if ((this.headers[hr + 3] as number) !== seq) {
      throw collectiveOutOfStep(what(), this.o.rank, r, seq, this.headers[hr + 3] as number);
    }
    if ((this.headers[hr] as number) !== tag) {
      throw collectiveOther(what(), this.o.rank, r);
    }
  }

  /** Every rank's vector; only ranks of this rank's group (differing along `axes` only) must match its shape. */
  private exchangeVectors(vec: NumericArray, what: string, axes: readonly number[], site: number): NumericArray[] {
    const slots = this.exchange(vec, what, site);
    const mine = slots[this.o.rank] as Slot;
    const t = this.o.topology;
    const me = t.coords(this.o.rank);
    const inGroup = (r: number) => t.coords(r).every((c, a) => axes.includes(a) || c === me[a]);
    return slots.map((s, r) => {
      if (inGroup(r) && (s.kind !== mine.kind || s.bytes.byteLength !== mine.bytes.byteLength)) {
        throw collectiveMismatch(what, `${describeSlot(mine)} (as on rank ${this.o.rank})`, `${describeSlot(s)} on rank ${r}`);
      }
      return decodeSlot(s) as NumericArray;
    });
  }

  /** Write my value (unless I only listen), meet at the barrier, return every rank's slot. */
  private exchange(value: unknown, what: string, site: number, onlyFrom?: number): Slot[] {
    const { rank, topology, slotBytes, scratch } = this.o;
    const tag = hash(what);
    // 1-based call number: a slot left by another call (or zeroed between runs) never matches,
    // so a rank that skipped or added a collective is caught instead of pairing with stale data.
    const seq = this.writeHeader(tag, 0, 0);
    const at = this.slotAt(rank);
    const h = at / 4;
    if (onlyFrom === undefined || onlyFrom === rank) {
      if (typeof value === 'number') {
        this.headers[h + 1] = KIND_NUMBER;
        this.headers[h + 2] = 8;
        this.f64[(at + SLOT_HEADER) >> 3] = value;
      } else {
        const dtype = dtypeOf(value);
        if (dtype !== undefined && (value as NumericArray).length === 0 && detachedView(value as NumericArray))
          throw uncarriedValue(`${what} value`, 'a typed array or data', 'a detached typed array (its buffer was transferred)');
        const body = dtype === undefined ? encodeValue(value, `${what} value`) : bytesOf(value as NumericArray);
        if (body.byteLength > slotBytes - SLOT_HEADER) throw messageTooLarge(body.byteLength, slotBytes - SLOT_HEADER);
        this.headers[h + 1] = dtype === undefined ? 0 : dtypeCode(dtype);
        this.headers[h + 2] = body.byteLength;
        new Uint8Array(scratch, at + SLOT_HEADER, body.byteLength).set(body);
      }
    }
    this.syncSlots(site);
    const out: Slot[] = [];
    const label = () => what;
    for (let r = 0; r < topology.size; r++) {
      const ar = this.slotAt(r);
      this.checkSlot(r, ar >> 2, seq, tag, label);
      if (onlyFrom !== undefined && r !== onlyFrom) {
        out.push({ kind: 0, bytes: new Uint8Array(0) });
        continue;
      }
      const kind = this.headers[(ar >> 2) + 1] as number;
      const len = this.headers[(ar >> 2) + 2] as number;
      out.push({ kind, bytes: new Uint8Array(scratch, ar + SLOT_HEADER, len) });
    }
    return out;
  }
}
