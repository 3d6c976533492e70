import { collectiveMismatch, ErrorCodes, MeshworkError, messageTooLarge, uncarriedValue } from "../errors.js";
import { SharedBarrier } from "../shm/barrier.js";
import { decodeValue, encodeValue } from "./codec.js";
import {
  asVector,
  checkReduceNumber,
  checkRoot
} from "./collectives.js";
import { HostBarrier } from "./collectives-hosts.js";
import { bytesOf, ctorOf, dtypeCode, dtypeOf, dtypeOfCode } from "./dtype.js";
import {
  canonicalScan,
  checkOp,
  groupAxes,
  groupLast,
  identityLike,
  runScalarPlan,
  scalarPlan
} from "./fold.js";
import { BARRIER_BASE, POSTED_REDUCE_SLOT, postedReduceBase } from "./layout.js";
import { PostedGather } from "./posted-gather.js";
import { DoneReduce, PostedReduce } from "./posted-reduce.js";
import { detachedView } from "./values.js";
const SLOT_HEADER = 16;
const KIND_NUMBER = 255;
const KIND_F64 = dtypeCode("float64");
function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h | 0;
}
function formOf(value) {
  return typeof value === "number" ? "number" : "array";
}
class ShmCollectives {
  constructor(o) {
    this.o = o;
    this.hostBarrier = o.localRanks === void 0 ? void 0 : new HostBarrier(o.control, o.localRanks);
    this.barrierWords = this.hostBarrier ?? new SharedBarrier(o.control, BARRIER_BASE, o.topology.size);
    this.headers = new Int32Array(o.scratch);
    this.f64 = new Float64Array(o.scratch, 0, o.scratch.byteLength >> 3);
    this.allAxes = groupAxes(o.topology);
    this.allLast = groupLast(o.topology, o.rank, this.allAxes);
    const tagOf = (op) => hash(`allreduce:${op}:${this.allAxes.join(",")}:number`);
    this.allreduceTags = { sum: tagOf("sum"), min: tagOf("min"), max: tagOf("max") };
  }
  o;
  mode = "shm";
  barrierWords;
  /** Multi-host clusters: the same barrier words, released by the host gateway. */
  hostBarrier;
  callCount = 0;
  barriers = 0;
  headers;
  /** The scratch buffer as float64 (slot bodies are 8-byte aligned): numbers go in and out here. */
  f64;
  /** Scalar fast path of allreduce over all axes: the canonical expression as register steps. */
  plan;
  regs;
  allAxes;
  allLast;
  allreduceTags;
  allgatherTag = hash("allgather");
  allgatherIntoTag = hash("allgatherInto");
  postedGather;
  postedReduce;
  barrier() {
    this.sync(0);
  }
  /**
   * The split-phase gather of the load board (./posted-gather.ts), or undefined where the
   * collectives span hosts (their slots travel only at barriers) or the scratch has no room for it.
   */
  get posted() {
    if (this.postedGather !== void 0 || this.hostBarrier !== void 0) return this.postedGather;
    const base = 2 * this.o.topology.size * this.o.slotBytes;
    if (this.o.scratch.byteLength < 2 * base) return void 0;
    this.postedGather = new PostedGather({
      topology: this.o.topology,
      rank: this.o.rank,
      control: this.o.control,
      scratch: this.o.scratch,
      base,
      slotBytes: this.o.slotBytes,
      waiter: this.o.waiter
    });
    return this.postedGather;
  }
  iallreduce(value, op) {
    const o = checkOp(op);
    const v = checkReduceNumber(value);
    const posted = this.reducePhases();
    return posted === void 0 ? new DoneReduce(this.allreduceNumber(v, o)) : posted.post(v, o);
  }
  /** The split-phase allreduce (./posted-reduce.ts), or undefined across hosts or without room in the scratch. */
  reducePhases() {
    if (this.postedReduce !== void 0 || this.hostBarrier !== void 0) return this.postedReduce;
    const size = this.o.topology.size;
    const base = postedReduceBase(size, this.o.slotBytes);
    if (this.o.scratch.byteLength < base + 2 * size * POSTED_REDUCE_SLOT) return void 0;
    this.postedReduce = new PostedReduce({
      topology: this.o.topology,
      rank: this.o.rank,
      control: this.o.control,
      scratch: this.o.scratch,
      base,
      waiter: this.o.waiter
    });
    return this.postedReduce;
  }
  /**
   * The barrier of a collective whose slots are in the parity of the current call (after
   * writeHeader): across hosts those slots travel (./collectives-hosts.ts).
   */
  syncSlots() {
    this.sync((this.callCount - 1 & 1) + 1);
  }
  /** Meet every rank; `request` (multi-host): 0 for a plain barrier, parity + 1 to exchange slots. */
  sync(request) {
    this.barriers++;
    this.o.waiter.beat();
    const { generation, last } = this.hostBarrier === void 0 ? this.barrierWords.arrive() : this.hostBarrier.arriveFor(request);
    if (last) {
      for (let r = 0; r < this.o.topology.size; r++) if (r !== this.o.rank) this.o.waiter.ring(r);
      return;
    }
    this.o.waiter.untilReleased(this.barrierWords, generation);
  }
  allreduce(value, op, options = {}) {
    const o = checkOp(op);
    if (typeof value === "number" && options.axes === void 0) return this.allreduceNumber(value, o);
    const axes = groupAxes(this.o.topology, options.axes);
    const { vec, unwrap } = asVector(value);
    const all = this.exchangeVectors(vec, `allreduce:${o}:${axes.join(",")}:${formOf(value)}`, axes);
    const { incl } = canonicalScan(o, all, this.o.topology, axes);
    return unwrap(incl[groupLast(this.o.topology, this.o.rank, axes)]);
  }
  reduce(value, op, root = 0) {
    checkRoot(root, this.o.topology.size);
    const out = this.allreduce(value, op);
    return this.o.rank === root ? out : void 0;
  }
  scan(value, op, options = {}) {
    const o = checkOp(op);
    const axes = options.axis === void 0 ? groupAxes(this.o.topology) : groupAxes(this.o.topology, [options.axis]);
    const { vec, unwrap } = asVector(value);
    const all = this.exchangeVectors(vec, `scan:${o}:${axes.join(",")}:${options.exclusive === true}:${formOf(value)}`, axes);
    const res = canonicalScan(o, all, this.o.topology, axes);
    if (options.exclusive === true) return unwrap(res.excl[this.o.rank] ?? identityLike(o, vec));
    return unwrap(res.incl[this.o.rank]);
  }
  broadcast(value, root = 0) {
    checkRoot(root, this.o.topology.size);
    const slots = this.exchange(this.o.rank === root ? value : void 0, `broadcast:${root}`, root);
    return this.decode(slots[root]);
  }
  gather(value, root = 0) {
    checkRoot(root, this.o.topology.size);
    const slots = this.exchange(value, `gather:${root}`);
    return this.o.rank === root ? slots.map((s) => this.decode(s)) : void 0;
  }
  allgather(value) {
    if (typeof value === "number") return this.allgatherNumber(value);
    return this.exchange(value, "allgather").map((s) => this.decode(s));
  }
  /**
   * allreduce of one number over every rank, without allocating: the slot holds exactly what the
   * vector path writes for a number (float64, 8 bytes), and the canonical expression is replayed
   * from a register plan, so the result is bit-identical to the vector path and to the links.
   */
  allreduceNumber(value, op) {
    const seq = this.writeHeader(this.allreduceTags[op], KIND_F64, 8);
    this.f64[this.slotAt(this.o.rank) + SLOT_HEADER >> 3] = value;
    this.syncSlots();
    this.plan ??= scalarPlan(this.o.topology, this.allAxes);
    const plan = this.plan;
    this.regs ??= new Float64Array(plan.size + (plan.steps.length >> 1));
    const regs = this.regs;
    const tag = this.allreduceTags[op];
    const what = () => `allreduce:${op}:${this.allAxes.join(",")}:number`;
    for (let r = 0; r < plan.size; r++) {
      const at = this.slotAt(r);
      this.checkSlot(r, at >> 2, seq, tag, what);
      const h = at >> 2;
      if (this.headers[h + 1] !== KIND_F64 || this.headers[h + 2] !== 8) {
        const got = { kind: this.headers[h + 1], bytes: new Uint8Array(this.headers[h + 2]) };
        throw collectiveMismatch("allreduce", `float64 of 8 bytes (as on rank ${this.o.rank})`, `${this.describeSlot(got)} on rank ${r}`);
      }
      regs[r] = this.f64[at + SLOT_HEADER >> 3];
    }
    runScalarPlan(op, plan, regs);
    return regs[plan.incl[this.allLast]];
  }
  allgatherNumber(value) {
    const seq = this.writeHeader(this.allgatherTag, KIND_NUMBER, 8);
    this.f64[this.slotAt(this.o.rank) + SLOT_HEADER >> 3] = value;
    this.syncSlots();
    const out = new Array(this.o.topology.size);
    const what = () => "allgather";
    for (let r = 0; r < out.length; r++) {
      const at = this.slotAt(r);
      this.checkSlot(r, at >> 2, seq, this.allgatherTag, what);
      const kind = this.headers[(at >> 2) + 1];
      out[r] = kind === KIND_NUMBER ? this.f64[at + SLOT_HEADER >> 3] : this.decode({ kind, bytes: new Uint8Array(this.o.scratch, at + SLOT_HEADER, this.headers[(at >> 2) + 2]) });
    }
    return out;
  }
  /** Sync points this rank has passed so far: every shm collective is one barrier. */
  get syncs() {
    return this.barriers;
  }
  /** Largest Float64Array `allgatherInto` can carry per rank. */
  get maxGatherLength() {
    return this.o.slotBytes - SLOT_HEADER >> 3;
  }
  /**
   * Allgather of float64 vectors of known lengths without allocating: rank r's `value` lands in
   * `out` at `offsets[r]` .. `offsets[r + 1]` (every rank passes the same offsets; a length that
   * does not match its slot is a collective mismatch). One barrier, like every shm collective.
   */
  allgatherInto(value, out, offsets) {
    const n = value.length;
    if (n > this.maxGatherLength) throw messageTooLarge(n * 8, this.o.slotBytes - SLOT_HEADER);
    const seq = this.writeHeader(this.allgatherIntoTag, KIND_F64, n * 8);
    const base = this.slotAt(this.o.rank) + SLOT_HEADER >> 3;
    const f64 = this.f64;
    for (let i = 0; i < n; i++) f64[base + i] = value[i];
    this.syncSlots();
    const what = () => "allgatherInto";
    for (let r = 0; r < this.o.topology.size; r++) {
      const at = this.slotAt(r);
      this.checkSlot(r, at >> 2, seq, this.allgatherIntoTag, what);
      const from = offsets[r];
      const len = offsets[r + 1] - from;
      const got = this.headers[(at >> 2) + 2] >> 3;
      if (got !== len) throw collectiveMismatch("allgatherInto", `${len} float64 values from rank ${r}`, `${got}`);
      const src = at + SLOT_HEADER >> 3;
      for (let i = 0; i < len; i++) out[from + i] = f64[src + i];
    }
    return out;
  }
  /** Byte offset of rank r's slot in the parity of the current call (after writeHeader). */
  slotAt(r) {
    const parity = this.callCount - 1 & 1;
    return (parity * this.o.topology.size + r) * this.o.slotBytes;
  }
  /** Start a call: stamp this rank's slot with tag, call number, kind and length. Returns the call number. */
  writeHeader(tag, kind, length) {
    this.callCount++;
    const h = this.slotAt(this.o.rank) >> 2;
    this.headers[h] = tag;
    this.headers[h + 1] = kind;
    this.headers[h + 2] = length;
    this.headers[h + 3] = this.callCount;
    return this.callCount;
  }
  /** After the barrier: rank r's slot must belong to this very call (same number, same collective). */
  checkSlot(r, hr, seq, tag, what) {
    if (this.headers[hr + 3] !== seq) {
      throw new MeshworkError(
        ErrorCodes.COLLECTIVE_MISMATCH,
        `${what()}: expected rank ${r} at collective #${seq} of this run, got its slot of collective #${this.headers[hr + 3]} (every rank must call the same collectives in the same order; did a rank skip or add one?)`,
        { rank: this.o.rank }
      );
    }
    if (this.headers[hr] !== tag) {
      throw new MeshworkError(
        ErrorCodes.COLLECTIVE_MISMATCH,
        `${what()}: rank ${r} entered a different collective at the same point (expected every rank to call ${what()})`,
        { rank: this.o.rank }
      );
    }
  }
  /** Every rank's vector; only ranks of this rank's group (differing along `axes` only) must match its shape. */
  exchangeVectors(vec, what, axes) {
    const slots = this.exchange(vec, what);
    const mine = slots[this.o.rank];
    const t = this.o.topology;
    const me = t.coords(this.o.rank);
    const inGroup = (r) => t.coords(r).every((c, a) => axes.includes(a) || c === me[a]);
    return slots.map((s, r) => {
      if (inGroup(r) && (s.kind !== mine.kind || s.bytes.byteLength !== mine.bytes.byteLength)) {
        throw collectiveMismatch(what, `${this.describeSlot(mine)} (as on rank ${this.o.rank})`, `${this.describeSlot(s)} on rank ${r}`);
      }
      return this.decode(s);
    });
  }
  describeSlot(s) {
    if (s.kind === KIND_NUMBER) return "a number";
    return s.kind === 0 ? "a record" : `${dtypeOfCode(s.kind)} of ${s.bytes.byteLength} bytes`;
  }
  /** Write my value (unless I only listen), meet at the barrier, return every rank's slot. */
  exchange(value, what, onlyFrom) {
    const { rank, topology, slotBytes, scratch } = this.o;
    const tag = hash(what);
    const seq = this.writeHeader(tag, 0, 0);
    const at = this.slotAt(rank);
    const h = at / 4;
    if (onlyFrom === void 0 || onlyFrom === rank) {
      if (typeof value === "number") {
        this.headers[h + 1] = KIND_NUMBER;
        this.headers[h + 2] = 8;
        this.f64[at + SLOT_HEADER >> 3] = value;
      } else {
        const dtype = dtypeOf(value);
        if (dtype !== void 0 && value.length === 0 && detachedView(value))
          throw uncarriedValue(`${what} value`, "a typed array or data", "a detached typed array (its buffer was transferred)");
        const body = dtype === void 0 ? encodeValue(value, `${what} value`) : bytesOf(value);
        if (body.byteLength > slotBytes - SLOT_HEADER) throw messageTooLarge(body.byteLength, slotBytes - SLOT_HEADER);
        this.headers[h + 1] = dtype === void 0 ? 0 : dtypeCode(dtype);
        this.headers[h + 2] = body.byteLength;
        new Uint8Array(scratch, at + SLOT_HEADER, body.byteLength).set(body);
      }
    }
    this.syncSlots();
    const out = [];
    const label = () => what;
    for (let r = 0; r < topology.size; r++) {
      const ar = this.slotAt(r);
      this.checkSlot(r, ar >> 2, seq, tag, label);
      if (onlyFrom !== void 0 && r !== onlyFrom) {
        out.push({ kind: 0, bytes: new Uint8Array(0) });
        continue;
      }
      const kind = this.headers[(ar >> 2) + 1];
      const len = this.headers[(ar >> 2) + 2];
      out.push({ kind, bytes: new Uint8Array(scratch, ar + SLOT_HEADER, len) });
    }
    return out;
  }
  decode(s) {
    if (s.kind === KIND_NUMBER) return new Float64Array(s.bytes.slice().buffer)[0];
    if (s.kind === 0) return decodeValue(s.bytes.slice());
    const Ctor = ctorOf(dtypeOfCode(s.kind));
    const copy = new Uint8Array(s.bytes.byteLength);
    copy.set(s.bytes);
    return new Ctor(copy.buffer, 0, copy.byteLength / Ctor.BYTES_PER_ELEMENT);
  }
}
export {
  ShmCollectives
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL2NvbW0vY29sbGVjdGl2ZXMtc2htLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKipcbiAqIEZhc3QgY29sbGVjdGl2ZXMgb3ZlciBzaGFyZWQgbWVtb3J5OiBldmVyeSByYW5rIHdyaXRlcyBpdHMgY29udHJpYnV0aW9uIGludG8gaXRzIHNsb3Qgb2YgYVxuICogc2NyYXRjaCBidWZmZXIsIGFsbCBtZWV0IGF0IG9uZSBiYXJyaWVyLCB0aGVuIGVhY2ggZXZhbHVhdGVzIHRoZSBjYW5vbmljYWwgZXhwcmVzc2lvblxuICogKC4vZm9sZC50cykgb3ZlciBhbGwgc2xvdHMuIFR3byBzY3JhdGNoIHBhcml0aWVzIGFsdGVybmF0ZSwgc28gb25lIGJhcnJpZXIgcGVyIGNvbGxlY3RpdmVcbiAqIHN1ZmZpY2VzOiBhIHJhbmsgY2FuIG9ubHkgb3ZlcndyaXRlIHBhcml0eSBwIGF0IGNhbGwgaysyIGFmdGVyIGV2ZXJ5IHJhbmsgaGFzIHBhc3NlZCB0aGVcbiAqIGJhcnJpZXIgb2YgY2FsbCBrKzEsIGkuZS4gYWZ0ZXIgZXZlcnkgcmFuayBmaW5pc2hlZCByZWFkaW5nIGNhbGwgay5cbiAqL1xuaW1wb3J0IHsgY29sbGVjdGl2ZU1pc21hdGNoLCBFcnJvckNvZGVzLCBNZXNod29ya0Vycm9yLCBtZXNzYWdlVG9vTGFyZ2UsIHVuY2FycmllZFZhbHVlIH0gZnJvbSAnLi4vZXJyb3JzLmpzJztcbmltcG9ydCB7IFNoYXJlZEJhcnJpZXIgfSBmcm9tICcuLi9zaG0vYmFycmllci5qcyc7XG5pbXBvcnQgdHlwZSB7IFRvcG9sb2d5IH0gZnJvbSAnLi4vdG9wb2xvZ3kvdHlwZXMuanMnO1xuaW1wb3J0IHsgZGVjb2RlVmFsdWUsIGVuY29kZVZhbHVlIH0gZnJvbSAnLi9jb2RlYy5qcyc7XG5pbXBvcnQge1xuICBhc1ZlY3RvcixcbiAgdHlwZSBDb2xsZWN0aXZlTW9kZSxcbiAgY2hlY2tSZWR1Y2VOdW1iZXIsXG4gIGNoZWNrUm9vdCxcbiAgdHlwZSBGYXN0Q29sbGVjdGl2ZXMsXG4gIHR5cGUgUmVkdWNlT3B0aW9ucyxcbiAgdHlwZSBSZWR1Y2libGUsXG4gIHR5cGUgU2Nhbk9wdGlvbnMsXG59IGZyb20gJy4vY29sbGVjdGl2ZXMuanMnO1xuaW1wb3J0IHsgSG9zdEJhcnJpZXIgfSBmcm9tICcuL2NvbGxlY3RpdmVzLWhvc3RzLmpzJztcbmltcG9ydCB7IGJ5dGVzT2YsIGN0b3JPZiwgZHR5cGVDb2RlLCBkdHlwZU9mLCBkdHlwZU9mQ29kZSwgdHlwZSBOdW1lcmljQXJyYXkgfSBmcm9tICcuL2R0eXBlLmpzJztcbmltcG9ydCB7XG4gIGNhbm9uaWNhbFNjYW4sXG4gIGNoZWNrT3AsXG4gIGdyb3VwQXhlcyxcbiAgZ3JvdXBMYXN0LFxuICBpZGVudGl0eUxpa2UsXG4gIHR5cGUgUmVkdWNlT3AsXG4gIHJ1blNjYWxhclBsYW4sXG4gIHR5cGUgU2NhbGFyUGxhbixcbiAgc2NhbGFyUGxhbixcbn0gZnJvbSAnLi9mb2xkLmpzJztcbmltcG9ydCB7IEJBUlJJRVJfQkFTRSwgUE9TVEVEX1JFRFVDRV9TTE9ULCBwb3N0ZWRSZWR1Y2VCYXNlIH0gZnJvbSAnLi9sYXlvdXQuanMnO1xuaW1wb3J0IHsgUG9zdGVkR2F0aGVyIH0gZnJvbSAnLi9wb3N0ZWQtZ2F0aGVyLmpzJztcbmltcG9ydCB7IERvbmVSZWR1Y2UsIHR5cGUgUGVuZGluZ1JlZHVjZSwgUG9zdGVkUmVkdWNlIH0gZnJvbSAnLi9wb3N0ZWQtcmVkdWNlLmpzJztcbmltcG9ydCB7IGRldGFjaGVkVmlldyB9IGZyb20gJy4vdmFsdWVzLmpzJztcbmltcG9ydCB0eXBlIHsgV2FpdGVyIH0gZnJvbSAnLi93YWl0ZXIuanMnO1xuXG4vKiogU2xvdCBoZWFkZXIgKEludDMyIHdvcmRzKTogWzBdIHRhZyBvZiB0aGUgY2FsbCwgWzFdIGtpbmQsIFsyXSBieXRlIGxlbmd0aCwgWzNdIGNhbGwgbnVtYmVyLiAqL1xuY29uc3QgU0xPVF9IRUFERVIgPSAxNjtcbi8qKiBTbG90IGtpbmQgb2YgYSBwbGFpbiBKUyBudW1iZXIgKDggYnl0ZXMsIGZsb2F0NjQpLCBiZXNpZGUgMCA9IG1zZ3BhY2sgYW5kIHRoZSBkdHlwZSBjb2Rlcy4gKi9cbmNvbnN0IEtJTkRfTlVNQkVSID0gMjU1O1xuY29uc3QgS0lORF9GNjQgPSBkdHlwZUNvZGUoJ2Zsb2F0NjQnKTtcblxuZXhwb3J0IGludGVyZmFjZSBTaG1Db2xsZWN0aXZlc09wdGlvbnMge1xuICByZWFkb25seSB0b3BvbG9neTogVG9wb2xvZ3k7XG4gIHJlYWRvbmx5IHJhbms6IG51bWJlcjtcbiAgcmVhZG9ubHkgY29udHJvbDogSW50MzJBcnJheTtcbiAgcmVhZG9ubHkgc2NyYXRjaDogU2hhcmVkQXJyYXlCdWZmZXI7XG4gIHJlYWRvbmx5IHNsb3RCeXRlczogbnVtYmVyO1xuICByZWFkb25seSB3YWl0ZXI6IFdhaXRlcjtcbiAgLyoqIEtlZXBzIHJvdXRlZCBsaW5rIHRyYWZmaWMgbW92aW5nIHdoaWxlIHRoaXMgcmFuayB3YWl0cy4gKi9cbiAgcmVhZG9ubHkgcHJvZ3Jlc3M6ICgpID0+IHZvaWQ7XG4gIC8qKlxuICAgKiBNdWx0aS1ob3N0IGNsdXN0ZXJzOiB0aGUgcmFua3Mgb2YgdGhpcyBob3N0LiBUaGUgYmFycmllciB0aGVuIHNwYW5zIGhvc3RzIGFuZCBldmVyeSByb3VuZFxuICAgKiBleGNoYW5nZXMgdGhlIHNsb3RzIGJldHdlZW4gdGhlbSAoLi9jb2xsZWN0aXZlcy1ob3N0cy50cykuIERlZmF1bHQ6IG9uZSBob3N0LlxuICAgKi9cbiAgcmVhZG9ubHkgbG9jYWxSYW5rcz86IG51bWJlciB8IHVuZGVmaW5lZDtcbn1cblxuZnVuY3Rpb24gaGFzaCh0ZXh0OiBzdHJpbmcpOiBudW1iZXIge1xuICBsZXQgaCA9IDB4ODExYzlkYzU7XG4gIGZvciAobGV0IGkgPSAwOyBpIDwgdGV4dC5sZW5ndGg7IGkrKykge1xuICAgIGggXj0gdGV4dC5jaGFyQ29kZUF0KGkpO1xuICAgIGggPSBNYXRoLmltdWwoaCwgMHgwMTAwMDE5Myk7XG4gIH1cbiAgcmV0dXJuIGggfCAwO1xufVxuXG4vKiogUmVkdWN0aW9ucyBvZiBhIG51bWJlciBhbmQgb2YgYSB0eXBlZCBhcnJheSBhcmUgZGlmZmVyZW50IGNhbGxzIChyYW5rcyBtdXN0IG5vdCBtaXggdGhlbSkuICovXG5mdW5jdGlvbiBmb3JtT2YodmFsdWU6IHVua25vd24pOiAnbnVtYmVyJyB8ICdhcnJheScge1xuICByZXR1cm4gdHlwZW9mIHZhbHVlID09PSAnbnVtYmVyJyA/ICdudW1iZXInIDogJ2FycmF5Jztcbn1cblxuaW50ZXJmYWNlIFNsb3Qge1xuICByZWFkb25seSBraW5kOiBudW1iZXI7XG4gIHJlYWRvbmx5IGJ5dGVzOiBVaW50OEFycmF5O1xufVxuXG5leHBvcnQgY2xhc3MgU2htQ29sbGVjdGl2ZXMgaW1wbGVtZW50cyBGYXN0Q29sbGVjdGl2ZXMge1xuICByZWFkb25seSBtb2RlOiBDb2xsZWN0aXZlTW9kZSA9ICdzaG0nO1xuICBwcml2YXRlIHJlYWRvbmx5IGJhcnJpZXJXb3JkczogU2hhcmVkQmFycmllcjtcbiAgLyoqIE11bHRpLWhvc3QgY2x1c3RlcnM6IHRoZSBzYW1lIGJhcnJpZXIgd29yZHMsIHJlbGVhc2VkIGJ5IHRoZSBob3N0IGdhdGV3YXkuICovXG4gIHByaXZhdGUgcmVhZG9ubHkgaG9zdEJhcnJpZXI6IEhvc3RCYXJyaWVyIHwgdW5kZWZpbmVkO1xuICBwcml2YXRlIGNhbGxDb3VudCA9IDA7XG4gIHByaXZhdGUgYmFycmllcnMgPSAwO1xuICBwcml2YXRlIHJlYWRvbmx5IGhlYWRlcnM6IEludDMyQXJyYXk7XG4gIC8qKiBUaGUgc2NyYXRjaCBidWZmZXIgYXMgZmxvYXQ2NCAoc2xvdCBib2RpZXMgYXJlIDgtYnl0ZSBhbGlnbmVkKTogbnVtYmVycyBnbyBpbiBhbmQgb3V0IGhlcmUuICovXG4gIHByaXZhdGUgcmVhZG9ubHkgZjY0OiBGbG9hdDY0QXJyYXk7XG4gIC8qKiBTY2FsYXIgZmFzdCBwYXRoIG9mIGFsbHJlZHVjZSBvdmVyIGFsbCBheGVzOiB0aGUgY2Fub25pY2FsIGV4cHJlc3Npb24gYXMgcmVnaXN0ZXIgc3RlcHMuICovXG4gIHByaXZhdGUgcGxhbjogU2NhbGFyUGxhbiB8IHVuZGVmaW5lZDtcbiAgcHJpdmF0ZSByZWdzOiBGbG9hdDY0QXJyYXkgfCB1bmRlZmluZWQ7XG4gIHByaXZhdGUgcmVhZG9ubHkgYWxsQXhlczogcmVhZG9ubHkgbnVtYmVyW107XG4gIHByaXZhdGUgcmVhZG9ubHkgYWxsTGFzdDogbnVtYmVyO1xuICBwcml2YXRlIHJlYWRvbmx5IGFsbHJlZHVjZVRhZ3M6IFJlYWRvbmx5PFJlY29yZDxSZWR1Y2VPcCwgbnVtYmVyPj47XG4gIHByaXZhdGUgcmVhZG9ubHkgYWxsZ2F0aGVyVGFnID0gaGFzaCgnYWxsZ2F0aGVyJyk7XG4gIHByaXZhdGUgcmVhZG9ubHkgYWxsZ2F0aGVySW50b1RhZyA9IGhhc2goJ2FsbGdhdGhlckludG8nKTtcbiAgcHJpdmF0ZSBwb3N0ZWRHYXRoZXI6IFBvc3RlZEdhdGhlciB8IHVuZGVmaW5lZDtcbiAgcHJpdmF0ZSBwb3N0ZWRSZWR1Y2U6IFBvc3RlZFJlZHVjZSB8IHVuZGVmaW5lZDtcblxuICBjb25zdHJ1Y3Rvcihwcml2YXRlIHJlYWRvbmx5IG86IFNobUNvbGxlY3RpdmVzT3B0aW9ucykge1xuICAgIHRoaXMuaG9zdEJhcnJpZXIgPSBvLmxvY2FsUmFua3MgPT09IHVuZGVmaW5lZCA/IHVuZGVmaW5lZCA6IG5ldyBIb3N0QmFycmllcihvLmNvbnRyb2wsIG8ubG9jYWxSYW5rcyk7XG4gICAgdGhpcy5iYXJyaWVyV29yZHMgPSB0aGlzLmhvc3RCYXJyaWVyID8/IG5ldyBTaGFyZWRCYXJyaWVyKG8uY29udHJvbCwgQkFSUklFUl9CQVNFLCBvLnRvcG9sb2d5LnNpemUpO1xuICAgIHRoaXMuaGVhZGVycyA9IG5ldyBJbnQzMkFycmF5KG8uc2NyYXRjaCk7XG4gICAgdGhpcy5mNjQgPSBuZXcgRmxvYXQ2NEFycmF5KG8uc2NyYXRjaCwgMCwgby5zY3JhdGNoLmJ5dGVMZW5ndGggPj4gMyk7XG4gICAgdGhpcy5hbGxBeGVzID0gZ3JvdXBBeGVzKG8udG9wb2xvZ3kpO1xuICAgIHRoaXMuYWxsTGFzdCA9IGdyb3VwTGFzdChvLnRvcG9sb2d5LCBvLnJhbmssIHRoaXMuYWxsQXhlcyk7XG4gICAgLy8gQSBudW1iZXIgYW5kIGEgdHlwZWQgYXJyYXkgYXJlIGRpZmZlcmVudCBjYWxscyAoYDpudW1iZXJgKSwgYXMgb3ZlciBsaW5rcy5cbiAgICBjb25zdCB0YWdPZiA9IChvcDogUmVkdWNlT3ApID0+IGhhc2goYGFsbHJlZHVjZToke29wfToke3RoaXMuYWxsQXhlcy5qb2luKCcsJyl9Om51bWJlcmApO1xuICAgIHRoaXMuYWxscmVkdWNlVGFncyA9IHsgc3VtOiB0YWdPZignc3VtJyksIG1pbjogdGFnT2YoJ21pbicpLCBtYXg6IHRhZ09mKCdtYXgnKSB9O1xuICB9XG5cbiAgYmFycmllcigpOiB2b2lkIHtcbiAgICB0aGlzLnN5bmMoMCk7XG4gIH1cblxuICAvKipcbiAgICogVGhlIHNwbGl0LXBoYXNlIGdhdGhlciBvZiB0aGUgbG9hZCBib2FyZCAoLi9wb3N0ZWQtZ2F0aGVyLnRzKSwgb3IgdW5kZWZpbmVkIHdoZXJlIHRoZVxuICAgKiBjb2xsZWN0aXZlcyBzcGFuIGhvc3RzICh0aGVpciBzbG90cyB0cmF2ZWwgb25seSBhdCBiYXJyaWVycykgb3IgdGhlIHNjcmF0Y2ggaGFzIG5vIHJvb20gZm9yIGl0LlxuICAgKi9cbiAgZ2V0IHBvc3RlZCgpOiBQb3N0ZWRHYXRoZXIgfCB1bmRlZmluZWQge1xuICAgIGlmICh0aGlzLnBvc3RlZEdhdGhlciAhPT0gdW5kZWZpbmVkIHx8IHRoaXMuaG9zdEJhcnJpZXIgIT09IHVuZGVmaW5lZCkgcmV0dXJuIHRoaXMucG9zdGVkR2F0aGVyO1xuICAgIGNvbnN0IGJhc2UgPSAyICogdGhpcy5vLnRvcG9sb2d5LnNpemUgKiB0aGlzLm8uc2xvdEJ5dGVzO1xuICAgIGlmICh0aGlzLm8uc2NyYXRjaC5ieXRlTGVuZ3RoIDwgMiAqIGJhc2UpIHJldHVybiB1bmRlZmluZWQ7XG4gICAgdGhpcy5wb3N0ZWRHYXRoZXIgPSBuZXcgUG9zdGVkR2F0aGVyKHtcbiAgICAgIHRvcG9sb2d5OiB0aGlzLm8udG9wb2xvZ3ksXG4gICAgICByYW5rOiB0aGlzLm8ucmFuayxcbiAgICAgIGNvbnRyb2w6IHRoaXMuby5jb250cm9sLFxuICAgICAgc2NyYXRjaDogdGhpcy5vLnNjcmF0Y2gsXG4gICAgICBiYXNlLFxuICAgICAgc2xvdEJ5dGVzOiB0aGlzLm8uc2xvdEJ5dGVzLFxuICAgICAgd2FpdGVyOiB0aGlzLm8ud2FpdGVyLFxuICAgIH0pO1xuICAgIHJldHVybiB0aGlzLnBvc3RlZEdhdGhlcjtcbiAgfVxuXG4gIGlhbGxyZWR1Y2UodmFsdWU6IG51bWJlciwgb3A6IFJlZHVjZU9wIHwgJ3BsdXMnKTogUGVuZGluZ1JlZHVjZSB7XG4gICAgY29uc3QgbyA9IGNoZWNrT3Aob3ApO1xuICAgIGNvbnN0IHYgPSBjaGVja1JlZHVjZU51bWJlcih2YWx1ZSk7XG4gICAgY29uc3QgcG9zdGVkID0gdGhpcy5yZWR1Y2VQaGFzZXMoKTtcbiAgICByZXR1cm4gcG9zdGVkID09PSB1bmRlZmluZWQgPyBuZXcgRG9uZVJlZHVjZSh0aGlzLmFsbHJlZHVjZU51bWJlcih2LCBvKSkgOiBwb3N0ZWQucG9zdCh2LCBvKTtcbiAgfVxuXG4gIC8qKiBUaGUgc3BsaXQtcGhhc2UgYWxscmVkdWNlICguL3Bvc3RlZC1yZWR1Y2UudHMpLCBvciB1bmRlZmluZWQgYWNyb3NzIGhvc3RzIG9yIHdpdGhvdXQgcm9vbSBpbiB0aGUgc2NyYXRjaC4gKi9cbiAgcHJpdmF0ZSByZWR1Y2VQaGFzZXMoKTogUG9zdGVkUmVkdWNlIHwgdW5kZWZpbmVkIHtcbiAgICBpZiAodGhpcy5wb3N0ZWRSZWR1Y2UgIT09IHVuZGVmaW5lZCB8fCB0aGlzLmhvc3RCYXJyaWVyICE9PSB1bmRlZmluZWQpIHJldHVybiB0aGlzLnBvc3RlZFJlZHVjZTtcbiAgICBjb25zdCBzaXplID0gdGhpcy5vLnRvcG9sb2d5LnNpemU7XG4gICAgY29uc3QgYmFzZSA9IHBvc3RlZFJlZHVjZUJhc2Uoc2l6ZSwgdGhpcy5vLnNsb3RCeXRlcyk7XG4gICAgaWYgKHRoaXMuby5zY3JhdGNoLmJ5dGVMZW5ndGggPCBiYXNlICsgMiAqIHNpemUgKiBQT1NURURfUkVEVUNFX1NMT1QpIHJldHVybiB1bmRlZmluZWQ7XG4gICAgdGhpcy5wb3N0ZWRSZWR1Y2UgPSBuZXcgUG9zdGVkUmVkdWNlKHtcbiAgICAgIHRvcG9sb2d5OiB0aGlzLm8udG9wb2xvZ3ksXG4gICAgICByYW5rOiB0aGlzLm8ucmFuayxcbiAgICAgIGNvbnRyb2w6IHRoaXMuby5jb250cm9sLFxuICAgICAgc2NyYXRjaDogdGhpcy5vLnNjcmF0Y2gsXG4gICAgICBiYXNlLFxuICAgICAgd2FpdGVyOiB0aGlzLm8ud2FpdGVyLFxuICAgIH0pO1xuICAgIHJldHVybiB0aGlzLnBvc3RlZFJlZHVjZTtcbiAgfVxuXG4gIC8qKlxuICAgKiBUaGUgYmFycmllciBvZiBhIGNvbGxlY3RpdmUgd2hvc2Ugc2xvdHMgYXJlIGluIHRoZSBwYXJpdHkgb2YgdGhlIGN1cnJlbnQgY2FsbCAoYWZ0ZXJcbiAgICogd3JpdGVIZWFkZXIpOiBhY3Jvc3MgaG9zdHMgdGhvc2Ugc2xvdHMgdHJhdmVsICguL2NvbGxlY3RpdmVzLWhvc3RzLnRzKS5cbiAgICovXG4gIHByaXZhdGUgc3luY1Nsb3RzKCk6IHZvaWQge1xuICAgIHRoaXMuc3luYygoKHRoaXMuY2FsbENvdW50IC0gMSkgJiAxKSArIDEpO1xuICB9XG5cbiAgLyoqIE1lZXQgZXZlcnkgcmFuazsgYHJlcXVlc3RgIChtdWx0aS1ob3N0KTogMCBmb3IgYSBwbGFpbiBiYXJyaWVyLCBwYXJpdHkgKyAxIHRvIGV4Y2hhbmdlIHNsb3RzLiAqL1xuICBwcml2YXRlIHN5bmMocmVxdWVzdDogbnVtYmVyKTogdm9pZCB7XG4gICAgdGhpcy5iYXJyaWVycysrO1xuICAgIHRoaXMuby53YWl0ZXIuYmVhdCgpO1xuICAgIGNvbnN0IHsgZ2VuZXJhdGlvbiwgbGFzdCB9ID0gdGhpcy5ob3N0QmFycmllciA9PT0gdW5kZWZpbmVkID8gdGhpcy5iYXJyaWVyV29yZHMuYXJyaXZlKCkgOiB0aGlzLmhvc3RCYXJyaWVyLmFycml2ZUZvcihyZXF1ZXN0KTtcbiAgICBpZiAobGFzdCkge1xuICAgICAgZm9yIChsZXQgciA9IDA7IHIgPCB0aGlzLm8udG9wb2xvZ3kuc2l6ZTsgcisrKSBpZiAociAhPT0gdGhpcy5vLnJhbmspIHRoaXMuby53YWl0ZXIucmluZyhyKTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgdGhpcy5vLndhaXRlci51bnRpbFJlbGVhc2VkKHRoaXMuYmFycmllcldvcmRzLCBnZW5lcmF0aW9uKTtcbiAgfVxuXG4gIGFsbHJlZHVjZTxUIGV4dGVuZHMgUmVkdWNpYmxlPih2YWx1ZTogVCwgb3A6IFJlZHVjZU9wIHwgJ3BsdXMnLCBvcHRpb25zOiBSZWR1Y2VPcHRpb25zID0ge30pOiBUIHtcbiAgICBjb25zdCBvID0gY2hlY2tPcChvcCk7XG4gICAgaWYgKHR5cGVvZiB2YWx1ZSA9PT0gJ251bWJlcicgJiYgb3B0aW9ucy5heGVzID09PSB1bmRlZmluZWQpIHJldHVybiB0aGlzLmFsbHJlZHVjZU51bWJlcih2YWx1ZSwgbykgYXMgVDtcbiAgICBjb25zdCBheGVzID0gZ3JvdXBBeGVzKHRoaXMuby50b3BvbG9neSwgb3B0aW9ucy5heGVzKTtcbiAgICBjb25zdCB7IHZlYywgdW53cmFwIH0gPSBhc1ZlY3Rvcih2YWx1ZSk7XG4gICAgY29uc3QgYWxsID0gdGhpcy5leGNoYW5nZVZlY3RvcnModmVjLCBgYWxscmVkdWNlOiR7b306JHtheGVzLmpvaW4oJywnKX06JHtmb3JtT2YodmFsdWUpfWAsIGF4ZXMpO1xuICAgIGNvbnN0IHsgaW5jbCB9ID0gY2Fub25pY2FsU2NhbihvLCBhbGwsIHRoaXMuby50b3BvbG9neSwgYXhlcyk7XG4gICAgcmV0dXJuIHVud3JhcChpbmNsW2dyb3VwTGFzdCh0aGlzLm8udG9wb2xvZ3ksIHRoaXMuby5yYW5rLCBheGVzKV0gYXMgTnVtZXJpY0FycmF5KSBhcyBUO1xuICB9XG5cbiAgcmVkdWNlPFQgZXh0ZW5kcyBSZWR1Y2libGU+KHZhbHVlOiBULCBvcDogUmVkdWNlT3AgfCAncGx1cycsIHJvb3QgPSAwKTogVCB8IHVuZGVmaW5lZCB7XG4gICAgY2hlY2tSb290KHJvb3QsIHRoaXMuby50b3BvbG9neS5zaXplKTtcbiAgICBjb25zdCBvdXQgPSB0aGlzLmFsbHJlZHVjZSh2YWx1ZSwgb3ApO1xuICAgIHJldHVybiB0aGlzLm8ucmFuayA9PT0gcm9vdCA/IG91dCA6IHVuZGVmaW5lZDtcbiAgfVxuXG4gIHNjYW48VCBleHRlbmRzIFJlZHVjaWJsZT4odmFsdWU6IFQsIG9wOiBSZWR1Y2VPcCB8ICdwbHVzJywgb3B0aW9uczogU2Nhbk9wdGlvbnMgPSB7fSk6IFQge1xuICAgIGNvbnN0IG8gPSBjaGVja09wKG9wKTtcbiAgICBjb25zdCBheGVzID0gb3B0aW9ucy5heGlzID09PSB1bmRlZmluZWQgPyBncm91cEF4ZXModGhpcy5vLnRvcG9sb2d5KSA6IGdyb3VwQXhlcyh0aGlzLm8udG9wb2xvZ3ksIFtvcHRpb25zLmF4aXNdKTtcbiAgICBjb25zdCB7IHZlYywgdW53cmFwIH0gPSBhc1ZlY3Rvcih2YWx1ZSk7XG4gICAgY29uc3QgYWxsID0gdGhpcy5leGNoYW5nZVZlY3RvcnModmVjLCBgc2Nhbjoke299OiR7YXhlcy5qb2luKCcsJyl9OiR7b3B0aW9ucy5leGNsdXNpdmUgPT09IHRydWV9OiR7Zm9ybU9mKHZhbHVlKX1gLCBheGVzKTtcbiAgICBjb25zdCByZXMgPSBjYW5vbmljYWxTY2FuKG8sIGFsbCwgdGhpcy5vLnRvcG9sb2d5LCBheGVzKTtcbiAgICBpZiAob3B0aW9ucy5leGNsdXNpdmUgPT09IHRydWUpIHJldHVybiB1bndyYXAocmVzLmV4Y2xbdGhpcy5vLnJhbmtdID8/IGlkZW50aXR5TGlrZShvLCB2ZWMpKSBhcyBUO1xuICAgIHJldHVybiB1bndyYXAocmVzLmluY2xbdGhpcy5vLnJhbmtdIGFzIE51bWVyaWNBcnJheSkgYXMgVDtcbiAgfVxuXG4gIGJyb2FkY2FzdDxUPih2YWx1ZTogVCwgcm9vdCA9IDApOiBUIHtcbiAgICBjaGVja1Jvb3Qocm9vdCwgdGhpcy5vLnRvcG9sb2d5LnNpemUpO1xuICAgIGNvbnN0IHNsb3RzID0gdGhpcy5leGNoYW5nZSh0aGlzLm8ucmFuayA9PT0gcm9vdCA/IHZhbHVlIDogdW5kZWZpbmVkLCBgYnJvYWRjYXN0OiR7cm9vdH1gLCByb290KTtcbiAgICByZXR1cm4gdGhpcy5kZWNvZGUoc2xvdHNbcm9vdF0gYXMgU2xvdCkgYXMgVDtcbiAgfVxuXG4gIGdhdGhlcjxUPih2YWx1ZTogVCwgcm9vdCA9IDApOiBUW10gfCB1bmRlZmluZWQge1xuICAgIGNoZWNrUm9vdChyb290LCB0aGlzLm8udG9wb2xvZ3kuc2l6ZSk7XG4gICAgY29uc3Qgc2xvdHMgPSB0aGlzLmV4Y2hhbmdlKHZhbHVlLCBgZ2F0aGVyOiR7cm9vdH1gKTtcbiAgICByZXR1cm4gdGhpcy5vLnJhbmsgPT09IHJvb3QgPyBzbG90cy5tYXAoKHMpID0+IHRoaXMuZGVjb2RlKHMpIGFzIFQpIDogdW5kZWZpbmVkO1xuICB9XG5cbiAgYWxsZ2F0aGVyPFQ+KHZhbHVlOiBUKTogVFtdIHtcbiAgICBpZiAodHlwZW9mIHZhbHVlID09PSAnbnVtYmVyJykgcmV0dXJuIHRoaXMuYWxsZ2F0aGVyTnVtYmVyKHZhbHVlKSBhcyBUW107XG4gICAgcmV0dXJuIHRoaXMuZXhjaGFuZ2UodmFsdWUsICdhbGxnYXRoZXInKS5tYXAoKHMpID0+IHRoaXMuZGVjb2RlKHMpIGFzIFQpO1xuICB9XG5cbiAgLyoqXG4gICAqIGFsbHJlZHVjZSBvZiBvbmUgbnVtYmVyIG92ZXIgZXZlcnkgcmFuaywgd2l0aG91dCBhbGxvY2F0aW5nOiB0aGUgc2xvdCBob2xkcyBleGFjdGx5IHdoYXQgdGhlXG4gICAqIHZlY3RvciBwYXRoIHdyaXRlcyBmb3IgYSBudW1iZXIgKGZsb2F0NjQsIDggYnl0ZXMpLCBhbmQgdGhlIGNhbm9uaWNhbCBleHByZXNzaW9uIGlzIHJlcGxheWVkXG4gICAqIGZyb20gYSByZWdpc3RlciBwbGFuLCBzbyB0aGUgcmVzdWx0IGlzIGJpdC1pZGVudGljYWwgdG8gdGhlIHZlY3RvciBwYXRoIGFuZCB0byB0aGUgbGlua3MuXG4gICAqL1xuICBwcml2YXRlIGFsbHJlZHVjZU51bWJlcih2YWx1ZTogbnVtYmVyLCBvcDogUmVkdWNlT3ApOiBudW1iZXIge1xuICAgIGNvbnN0IHNlcSA9IHRoaXMud3JpdGVIZWFkZXIodGhpcy5hbGxyZWR1Y2VUYWdzW29wXSwgS0lORF9GNjQsIDgpO1xuICAgIHRoaXMuZjY0Wyh0aGlzLnNsb3RBdCh0aGlzLm8ucmFuaykgKyBTTE9UX0hFQURFUikgPj4gM10gPSB2YWx1ZTtcbiAgICB0aGlzLnN5bmNTbG90cygpO1xuICAgIHRoaXMucGxhbiA/Pz0gc2NhbGFyUGxhbih0aGlzLm8udG9wb2xvZ3ksIHRoaXMuYWxsQXhlcyk7XG4gICAgY29uc3QgcGxhbiA9IHRoaXMucGxhbjtcbiAgICB0aGlzLnJlZ3MgPz89IG5ldyBGbG9hdDY0QXJyYXkocGxhbi5zaXplICsgKHBsYW4uc3RlcHMubGVuZ3RoID4+IDEpKTtcbiAgICBjb25zdCByZWdzID0gdGhpcy5yZWdzO1xuICAgIGNvbnN0IHRhZyA9IHRoaXMuYWxscmVkdWNlVGFnc1tvcF07XG4gICAgY29uc3Qgd2hhdCA9ICgpID0+IGBhbGxyZWR1Y2U6JHtvcH06JHt0aGlzLmFsbEF4ZXMuam9pbignLCcpfTpudW1iZXJgO1xuICAgIGZvciAobGV0IHIgPSAwOyByIDwgcGxhbi5zaXplOyByKyspIHtcbiAgICAgIGNvbnN0IGF0ID0gdGhpcy5zbG90QXQocik7XG4gICAgICB0aGlzLmNoZWNrU2xvdChyLCBhdCA+PiAyLCBzZXEsIHRhZywgd2hhdCk7XG4gICAgICBjb25zdCBoID0gYXQgPj4gMjtcbiAgICAgIGlmICh0aGlzLmhlYWRlcnNbaCArIDFdICE9PSBLSU5EX0Y2NCB8fCB0aGlzLmhlYWRlcnNbaCArIDJdICE9PSA4KSB7XG4gICAgICAgIGNvbnN0IGdvdDogU2xvdCA9IHsga2luZDogdGhpcy5oZWFkZXJzW2ggKyAxXSBhcyBudW1iZXIsIGJ5dGVzOiBuZXcgVWludDhBcnJheSh0aGlzLmhlYWRlcnNbaCArIDJdIGFzIG51bWJlcikgfTtcbiAgICAgICAgdGhyb3cgY29sbGVjdGl2ZU1pc21hdGNoKCdhbGxyZWR1Y2UnLCBgZmxvYXQ2NCBvZiA4IGJ5dGVzIChhcyBvbiByYW5rICR7dGhpcy5vLnJhbmt9KWAsIGAke3RoaXMuZGVzY3JpYmVTbG90KGdvdCl9IG9uIHJhbmsgJHtyfWApO1xuICAgICAgfVxuICAgICAgcmVnc1tyXSA9IHRoaXMuZjY0WyhhdCArIFNMT1RfSEVBREVSKSA+PiAzXSBhcyBudW1iZXI7XG4gICAgfVxuICAgIHJ1blNjYWxhclBsYW4ob3AsIHBsYW4sIHJlZ3MpO1xuICAgIHJldHVybiByZWdzW3BsYW4uaW5jbFt0aGlzLmFsbExhc3RdIGFzIG51bWJlcl0gYXMgbnVtYmVyO1xuICB9XG5cbiAgcHJpdmF0ZSBhbGxnYXRoZXJOdW1iZXIodmFsdWU6IG51bWJlcik6IHVua25vd25bXSB7XG4gICAgY29uc3Qgc2VxID0gdGhpcy53cml0ZUhlYWRlcih0aGlzLmFsbGdhdGhlclRhZywgS0lORF9OVU1CRVIsIDgpO1xuICAgIHRoaXMuZjY0Wyh0aGlzLnNsb3RBdCh0aGlzLm8ucmFuaykgKyBTTE9UX0hFQURFUikgPj4gM10gPSB2YWx1ZTtcbiAgICB0aGlzLnN5bmNTbG90cygpO1xuICAgIGNvbnN0IG91dDogdW5rbm93bltdID0gbmV3IEFycmF5KHRoaXMuby50b3BvbG9neS5zaXplKTtcbiAgICBjb25zdCB3aGF0ID0gKCkgPT4gJ2FsbGdhdGhlcic7XG4gICAgZm9yIChsZXQgciA9IDA7IHIgPCBvdXQubGVuZ3RoOyByKyspIHtcbiAgICAgIGNvbnN0IGF0ID0gdGhpcy5zbG90QXQocik7XG4gICAgICB0aGlzLmNoZWNrU2xvdChyLCBhdCA+PiAyLCBzZXEsIHRoaXMuYWxsZ2F0aGVyVGFnLCB3aGF0KTtcbiAgICAgIGNvbnN0IGtpbmQgPSB0aGlzLmhlYWRlcnNbKGF0ID4+IDIpICsgMV0gYXMgbnVtYmVyO1xuICAgICAgb3V0W3JdID1cbiAgICAgICAga2luZCA9PT0gS0lORF9OVU1CRVJcbiAgICAgICAgICA/IHRoaXMuZjY0WyhhdCArIFNMT1RfSEVBREVSKSA+PiAzXVxuICAgICAgICAgIDogdGhpcy5kZWNvZGUoeyBraW5kLCBieXRlczogbmV3IFVpbnQ4QXJyYXkodGhpcy5vLnNjcmF0Y2gsIGF0ICsgU0xPVF9IRUFERVIsIHRoaXMuaGVhZGVyc1soYXQgPj4gMikgKyAyXSBhcyBudW1iZXIpIH0pO1xuICAgIH1cbiAgICByZXR1cm4gb3V0O1xuICB9XG5cbiAgLyoqIFN5bmMgcG9pbnRzIHRoaXMgcmFuayBoYXMgcGFzc2VkIHNvIGZhcjogZXZlcnkgc2htIGNvbGxlY3RpdmUgaXMgb25lIGJhcnJpZXIuICovXG4gIGdldCBzeW5jcygpOiBudW1iZXIge1xuICAgIHJldHVybiB0aGlzLmJhcnJpZXJzO1xuICB9XG5cbiAgLyoqIExhcmdlc3QgRmxvYXQ2NEFycmF5IGBhbGxnYXRoZXJJbnRvYCBjYW4gY2FycnkgcGVyIHJhbmsuICovXG4gIGdldCBtYXhHYXRoZXJMZW5ndGgoKTogbnVtYmVyIHtcbiAgICByZXR1cm4gKHRoaXMuby5zbG90Qnl0ZXMgLSBTTE9UX0hFQURFUikgPj4gMztcbiAgfVxuXG4gIC8qKlxuICAgKiBBbGxnYXRoZXIgb2YgZmxvYXQ2NCB2ZWN0b3JzIG9mIGtub3duIGxlbmd0aHMgd2l0aG91dCBhbGxvY2F0aW5nOiByYW5rIHIncyBgdmFsdWVgIGxhbmRzIGluXG4gICAqIGBvdXRgIGF0IGBvZmZzZXRzW3JdYCAuLiBgb2Zmc2V0c1tyICsgMV1gIChldmVyeSByYW5rIHBhc3NlcyB0aGUgc2FtZSBvZmZzZXRzOyBhIGxlbmd0aCB0aGF0XG4gICAqIGRvZXMgbm90IG1hdGNoIGl0cyBzbG90IGlzIGEgY29sbGVjdGl2ZSBtaXNtYXRjaCkuIE9uZSBiYXJyaWVyLCBsaWtlIGV2ZXJ5IHNobSBjb2xsZWN0aXZlLlxuICAgKi9cbiAgYWxsZ2F0aGVySW50byh2YWx1ZTogRmxvYXQ2NEFycmF5LCBvdXQ6IEZsb2F0NjRBcnJheSwgb2Zmc2V0czogQXJyYXlMaWtlPG51bWJlcj4pOiBGbG9hdDY0QXJyYXkge1xuICAgIGNvbnN0IG4gPSB2YWx1ZS5sZW5ndGg7XG4gICAgaWYgKG4gPiB0aGlzLm1heEdhdGhlckxlbmd0aCkgdGhyb3cgbWVzc2FnZVRvb0xhcmdlKG4gKiA4LCB0aGlzLm8uc2xvdEJ5dGVzIC0gU0xPVF9IRUFERVIpO1xuICAgIGNvbnN0IHNlcSA9IHRoaXMud3JpdGVIZWFkZXIodGhpcy5hbGxnYXRoZXJJbnRvVGFnLCBLSU5EX0Y2NCwgbiAqIDgpO1xuICAgIGNvbnN0IGJhc2UgPSAodGhpcy5zbG90QXQodGhpcy5vLnJhbmspICsgU0xPVF9IRUFERVIpID4+IDM7XG4gICAgY29uc3QgZjY0ID0gdGhpcy5mNjQ7XG4gICAgZm9yIChsZXQgaSA9IDA7IGkgPCBuOyBpKyspIGY2NFtiYXNlICsgaV0gPSB2YWx1ZVtpXSBhcyBudW1iZXI7XG4gICAgdGhpcy5zeW5jU2xvdHMoKTtcbiAgICBjb25zdCB3aGF0ID0gKCkgPT4gJ2FsbGdhdGhlckludG8nO1xuICAgIGZvciAobGV0IHIgPSAwOyByIDwgdGhpcy5vLnRvcG9sb2d5LnNpemU7IHIrKykge1xuICAgICAgY29uc3QgYXQgPSB0aGlzLnNsb3RBdChyKTtcbiAgICAgIHRoaXMuY2hlY2tTbG90KHIsIGF0ID4+IDIsIHNlcSwgdGhpcy5hbGxnYXRoZXJJbnRvVGFnLCB3aGF0KTtcbiAgICAgIGNvbnN0IGZyb20gPSBvZmZzZXRzW3JdIGFzIG51bWJlcjtcbiAgICAgIGNvbnN0IGxlbiA9IChvZmZzZXRzW3IgKyAxXSBhcyBudW1iZXIpIC0gZnJvbTtcbiAgICAgIGNvbnN0IGdvdCA9ICh0aGlzLmhlYWRlcnNbKGF0ID4+IDIpICsgMl0gYXMgbnVtYmVyKSA+PiAzO1xuICAgICAgaWYgKGdvdCAhPT0gbGVuKSB0aHJvdyBjb2xsZWN0aXZlTWlzbWF0Y2goJ2FsbGdhdGhlckludG8nLCBgJHtsZW59IGZsb2F0NjQgdmFsdWVzIGZyb20gcmFuayAke3J9YCwgYCR7Z290fWApO1xuICAgICAgY29uc3Qgc3JjID0gKGF0ICsgU0xPVF9IRUFERVIpID4+IDM7XG4gICAgICBmb3IgKGxldCBpID0gMDsgaSA8IGxlbjsgaSsrKSBvdXRbZnJvbSArIGldID0gZjY0W3NyYyArIGldIGFzIG51bWJlcjtcbiAgICB9XG4gICAgcmV0dXJuIG91dDtcbiAgfVxuXG4gIC8qKiBCeXRlIG9mZnNldCBvZiByYW5rIHIncyBzbG90IGluIHRoZSBwYXJpdHkgb2YgdGhlIGN1cnJlbnQgY2FsbCAoYWZ0ZXIgd3JpdGVIZWFkZXIpLiAqL1xuICBwcml2YXRlIHNsb3RBdChyOiBudW1iZXIpOiBudW1iZXIge1xuICAgIGNvbnN0IHBhcml0eSA9ICh0aGlzLmNhbGxDb3VudCAtIDEpICYgMTtcbiAgICByZXR1cm4gKHBhcml0eSAqIHRoaXMuby50b3BvbG9neS5zaXplICsgcikgKiB0aGlzLm8uc2xvdEJ5dGVzO1xuICB9XG5cbiAgLyoqIFN0YXJ0IGEgY2FsbDogc3RhbXAgdGhpcyByYW5rJ3Mgc2xvdCB3aXRoIHRhZywgY2FsbCBudW1iZXIsIGtpbmQgYW5kIGxlbmd0aC4gUmV0dXJucyB0aGUgY2FsbCBudW1iZXIuICovXG4gIHByaXZhdGUgd3JpdGVIZWFkZXIodGFnOiBudW1iZXIsIGtpbmQ6IG51bWJlciwgbGVuZ3RoOiBudW1iZXIpOiBudW1iZXIge1xuICAgIHRoaXMuY2FsbENvdW50Kys7XG4gICAgY29uc3QgaCA9IHRoaXMuc2xvdEF0KHRoaXMuby5yYW5rKSA+PiAyO1xuICAgIHRoaXMuaGVhZGVyc1toXSA9IHRhZztcbiAgICB0aGlzLmhlYWRlcnNbaCArIDFdID0ga2luZDtcbiAgICB0aGlzLmhlYWRlcnNbaCArIDJdID0gbGVuZ3RoO1xuICAgIHRoaXMuaGVhZGVyc1toICsgM10gPSB0aGlzLmNhbGxDb3VudDtcbiAgICByZXR1cm4gdGhpcy5jYWxsQ291bnQ7XG4gIH1cblxuICAvKiogQWZ0ZXIgdGhlIGJhcnJpZXI6IHJhbmsgcidzIHNsb3QgbXVzdCBiZWxvbmcgdG8gdGhpcyB2ZXJ5IGNhbGwgKHNhbWUgbnVtYmVyLCBzYW1lIGNvbGxlY3RpdmUpLiAqL1xuICBwcml2YXRlIGNoZWNrU2xvdChyOiBudW1iZXIsIGhyOiBudW1iZXIsIHNlcTogbnVtYmVyLCB0YWc6IG51bWJlciwgd2hhdDogKCkgPT4gc3RyaW5nKTogdm9pZCB7XG4gICAgaWYgKCh0aGlzLmhlYWRlcnNbaHIgKyAzXSBhcyBudW1iZXIpICE9PSBzZXEpIHtcbiAgICAgIHRocm93IG5ldyBNZXNod29ya0Vycm9yKFxuICAgICAgICBFcnJvckNvZGVzLkNPTExFQ1RJVkVfTUlTTUFUQ0gsXG4gICAgICAgIGAke3doYXQoKX06IGV4cGVjdGVkIHJhbmsgJHtyfSBhdCBjb2xsZWN0aXZlICMke3NlcX0gb2YgdGhpcyBydW4sIGdvdCBpdHMgc2xvdCBvZiBjb2xsZWN0aXZlICMke3RoaXMuaGVhZGVyc1tociArIDNdfSAoZXZlcnkgcmFuayBtdXN0IGNhbGwgdGhlIHNhbWUgY29sbGVjdGl2ZXMgaW4gdGhlIHNhbWUgb3JkZXI7IGRpZCBhIHJhbmsgc2tpcCBvciBhZGQgb25lPylgLFxuICAgICAgICB7IHJhbms6IHRoaXMuby5yYW5rIH0sXG4gICAgICApO1xuICAgIH1cbiAgICBpZiAoKHRoaXMuaGVhZGVyc1tocl0gYXMgbnVtYmVyKSAhPT0gdGFnKSB7XG4gICAgICB0aHJvdyBuZXcgTWVzaHdvcmtFcnJvcihcbiAgICAgICAgRXJyb3JDb2Rlcy5DT0xMRUNUSVZFX01JU01BVENILFxuICAgICAgICBgJHt3aGF0KCl9OiByYW5rICR7cn0gZW50ZXJlZCBhIGRpZmZlcmVudCBjb2xsZWN0aXZlIGF0IHRoZSBzYW1lIHBvaW50IChleHBlY3RlZCBldmVyeSByYW5rIHRvIGNhbGwgJHt3aGF0KCl9KWAsXG4gICAgICAgIHsgcmFuazogdGhpcy5vLnJhbmsgfSxcbiAgICAgICk7XG4gICAgfVxuICB9XG5cbiAgLyoqIEV2ZXJ5IHJhbmsncyB2ZWN0b3I7IG9ubHkgcmFua3Mgb2YgdGhpcyByYW5rJ3MgZ3JvdXAgKGRpZmZlcmluZyBhbG9uZyBgYXhlc2Agb25seSkgbXVzdCBtYXRjaCBpdHMgc2hhcGUuICovXG4gIHByaXZhdGUgZXhjaGFuZ2VWZWN0b3JzKHZlYzogTnVtZXJpY0FycmF5LCB3aGF0OiBzdHJpbmcsIGF4ZXM6IHJlYWRvbmx5IG51bWJlcltdKTogTnVtZXJpY0FycmF5W10ge1xuICAgIGNvbnN0IHNsb3RzID0gdGhpcy5leGNoYW5nZSh2ZWMsIHdoYXQpO1xuICAgIGNvbnN0IG1pbmUgPSBzbG90c1t0aGlzLm8ucmFua10gYXMgU2xvdDtcbiAgICBjb25zdCB0ID0gdGhpcy5vLnRvcG9sb2d5O1xuICAgIGNvbnN0IG1lID0gdC5jb29yZHModGhpcy5vLnJhbmspO1xuICAgIGNvbnN0IGluR3JvdXAgPSAocjogbnVtYmVyKSA9PiB0LmNvb3JkcyhyKS5ldmVyeSgoYywgYSkgPT4gYXhlcy5pbmNsdWRlcyhhKSB8fCBjID09PSBtZVthXSk7XG4gICAgcmV0dXJuIHNsb3RzLm1hcCgocywgcikgPT4ge1xuICAgICAgaWYgKGluR3JvdXAocikgJiYgKHMua2luZCAhPT0gbWluZS5raW5kIHx8IHMuYnl0ZXMuYnl0ZUxlbmd0aCAhPT0gbWluZS5ieXRlcy5ieXRlTGVuZ3RoKSkge1xuICAgICAgICB0aHJvdyBjb2xsZWN0aXZlTWlzbWF0Y2god2hhdCwgYCR7dGhpcy5kZXNjcmliZVNsb3QobWluZSl9IChhcyBvbiByYW5rICR7dGhpcy5vLnJhbmt9KWAsIGAke3RoaXMuZGVzY3JpYmVTbG90KHMpfSBvbiByYW5rICR7cn1gKTtcbiAgICAgIH1cbiAgICAgIHJldHVybiB0aGlzLmRlY29kZShzKSBhcyBOdW1lcmljQXJyYXk7XG4gICAgfSk7XG4gIH1cblxuICBwcml2YXRlIGRlc2NyaWJlU2xvdChzOiBTbG90KTogc3RyaW5nIHtcbiAgICBpZiAocy5raW5kID09PSBLSU5EX05VTUJFUikgcmV0dXJuICdhIG51bWJlcic7XG4gICAgcmV0dXJuIHMua2luZCA9PT0gMCA/ICdhIHJlY29yZCcgOiBgJHtkdHlwZU9mQ29kZShzLmtpbmQpfSBvZiAke3MuYnl0ZXMuYnl0ZUxlbmd0aH0gYnl0ZXNgO1xuICB9XG5cbiAgLyoqIFdyaXRlIG15IHZhbHVlICh1bmxlc3MgSSBvbmx5IGxpc3RlbiksIG1lZXQgYXQgdGhlIGJhcnJpZXIsIHJldHVybiBldmVyeSByYW5rJ3Mgc2xvdC4gKi9cbiAgcHJpdmF0ZSBleGNoYW5nZSh2YWx1ZTogdW5rbm93biwgd2hhdDogc3RyaW5nLCBvbmx5RnJvbT86IG51bWJlcik6IFNsb3RbXSB7XG4gICAgY29uc3QgeyByYW5rLCB0b3BvbG9neSwgc2xvdEJ5dGVzLCBzY3JhdGNoIH0gPSB0aGlzLm87XG4gICAgY29uc3QgdGFnID0gaGFzaCh3aGF0KTtcbiAgICAvLyAxLWJhc2VkIGNhbGwgbnVtYmVyOiBhIHNsb3QgbGVmdCBieSBhbm90aGVyIGNhbGwgKG9yIHplcm9lZCBiZXR3ZWVuIHJ1bnMpIG5ldmVyIG1hdGNoZXMsXG4gICAgLy8gc28gYSByYW5rIHRoYXQgc2tpcHBlZCBvciBhZGRlZCBhIGNvbGxlY3RpdmUgaXMgY2F1Z2h0IGluc3RlYWQgb2YgcGFpcmluZyB3aXRoIHN0YWxlIGRhdGEuXG4gICAgY29uc3Qgc2VxID0gdGhpcy53cml0ZUhlYWRlcih0YWcsIDAsIDApO1xuICAgIGNvbnN0IGF0ID0gdGhpcy5zbG90QXQocmFuayk7XG4gICAgY29uc3QgaCA9IGF0IC8gNDtcbiAgICBpZiAob25seUZyb20gPT09IHVuZGVmaW5lZCB8fCBvbmx5RnJvbSA9PT0gcmFuaykge1xuICAgICAgaWYgKHR5cGVvZiB2YWx1ZSA9PT0gJ251bWJlcicpIHtcbiAgICAgICAgdGhpcy5oZWFkZXJzW2ggKyAxXSA9IEtJTkRfTlVNQkVSO1xuICAgICAgICB0aGlzLmhlYWRlcnNbaCArIDJdID0gODtcbiAgICAgICAgdGhpcy5mNjRbKGF0ICsgU0xPVF9IRUFERVIpID4+IDNdID0gdmFsdWU7XG4gICAgICB9IGVsc2Uge1xuICAgICAgICBjb25zdCBkdHlwZSA9IGR0eXBlT2YodmFsdWUpO1xuICAgICAgICBpZiAoZHR5cGUgIT09IHVuZGVmaW5lZCAmJiAodmFsdWUgYXMgTnVtZXJpY0FycmF5KS5sZW5ndGggPT09IDAgJiYgZGV0YWNoZWRWaWV3KHZhbHVlIGFzIE51bWVyaWNBcnJheSkpXG4gICAgICAgICAgdGhyb3cgdW5jYXJyaWVkVmFsdWUoYCR7d2hhdH0gdmFsdWVgLCAnYSB0eXBlZCBhcnJheSBvciBkYXRhJywgJ2EgZGV0YWNoZWQgdHlwZWQgYXJyYXkgKGl0cyBidWZmZXIgd2FzIHRyYW5zZmVycmVkKScpO1xuICAgICAgICBjb25zdCBib2R5ID0gZHR5cGUgPT09IHVuZGVmaW5lZCA/IGVuY29kZVZhbHVlKHZhbHVlLCBgJHt3aGF0fSB2YWx1ZWApIDogYnl0ZXNPZih2YWx1ZSBhcyBOdW1lcmljQXJyYXkpO1xuICAgICAgICBpZiAoYm9keS5ieXRlTGVuZ3RoID4gc2xvdEJ5dGVzIC0gU0xPVF9IRUFERVIpIHRocm93IG1lc3NhZ2VUb29MYXJnZShib2R5LmJ5dGVMZW5ndGgsIHNsb3RCeXRlcyAtIFNMT1RfSEVBREVSKTtcbiAgICAgICAgdGhpcy5oZWFkZXJzW2ggKyAxXSA9IGR0eXBlID09PSB1bmRlZmluZWQgPyAwIDogZHR5cGVDb2RlKGR0eXBlKTtcbiAgICAgICAgdGhpcy5oZWFkZXJzW2ggKyAyXSA9IGJvZHkuYnl0ZUxlbmd0aDtcbiAgICAgICAgbmV3IFVpbnQ4QXJyYXkoc2NyYXRjaCwgYXQgKyBTTE9UX0hFQURFUiwgYm9keS5ieXRlTGVuZ3RoKS5zZXQoYm9keSk7XG4gICAgICB9XG4gICAgfVxuICAgIHRoaXMuc3luY1Nsb3RzKCk7XG4gICAgY29uc3Qgb3V0OiBTbG90W10gPSBbXTtcbiAgICBjb25zdCBsYWJlbCA9ICgpID0+IHdoYXQ7XG4gICAgZm9yIChsZXQgciA9IDA7IHIgPCB0b3BvbG9neS5zaXplOyByKyspIHtcbiAgICAgIGNvbnN0IGFyID0gdGhpcy5zbG90QXQocik7XG4gICAgICB0aGlzLmNoZWNrU2xvdChyLCBhciA+PiAyLCBzZXEsIHRhZywgbGFiZWwpO1xuICAgICAgaWYgKG9ubHlGcm9tICE9PSB1bmRlZmluZWQgJiYgciAhPT0gb25seUZyb20pIHtcbiAgICAgICAgb3V0LnB1c2goeyBraW5kOiAwLCBieXRlczogbmV3IFVpbnQ4QXJyYXkoMCkgfSk7XG4gICAgICAgIGNvbnRpbnVlO1xuICAgICAgfVxuICAgICAgY29uc3Qga2luZCA9IHRoaXMuaGVhZGVyc1soYXIgPj4gMikgKyAxXSBhcyBudW1iZXI7XG4gICAgICBjb25zdCBsZW4gPSB0aGlzLmhlYWRlcnNbKGFyID4+IDIpICsgMl0gYXMgbnVtYmVyO1xuICAgICAgb3V0LnB1c2goeyBraW5kLCBieXRlczogbmV3IFVpbnQ4QXJyYXkoc2NyYXRjaCwgYXIgKyBTTE9UX0hFQURFUiwgbGVuKSB9KTtcbiAgICB9XG4gICAgcmV0dXJuIG91dDtcbiAgfVxuXG4gIHByaXZhdGUgZGVjb2RlKHM6IFNsb3QpOiB1bmtub3duIHtcbiAgICBpZiAocy5raW5kID09PSBLSU5EX05VTUJFUikgcmV0dXJuIG5ldyBGbG9hdDY0QXJyYXkocy5ieXRlcy5zbGljZSgpLmJ1ZmZlcilbMF07XG4gICAgaWYgKHMua2luZCA9PT0gMCkgcmV0dXJuIGRlY29kZVZhbHVlKHMuYnl0ZXMuc2xpY2UoKSk7XG4gICAgY29uc3QgQ3RvciA9IGN0b3JPZihkdHlwZU9mQ29kZShzLmtpbmQpKTtcbiAgICBjb25zdCBjb3B5ID0gbmV3IFVpbnQ4QXJyYXkocy5ieXRlcy5ieXRlTGVuZ3RoKTtcbiAgICBjb3B5LnNldChzLmJ5dGVzKTtcbiAgICByZXR1cm4gbmV3IEN0b3IoY29weS5idWZmZXIsIDAsIGNvcHkuYnl0ZUxlbmd0aCAvIEN0b3IuQllURVNfUEVSX0VMRU1FTlQpO1xuICB9XG59XG4iXSwKICAibWFwcGluZ3MiOiAiQUFPQSxTQUFTLG9CQUFvQixZQUFZLGVBQWUsaUJBQWlCLHNCQUFzQjtBQUMvRixTQUFTLHFCQUFxQjtBQUU5QixTQUFTLGFBQWEsbUJBQW1CO0FBQ3pDO0FBQUEsRUFDRTtBQUFBLEVBRUE7QUFBQSxFQUNBO0FBQUEsT0FLSztBQUNQLFNBQVMsbUJBQW1CO0FBQzVCLFNBQVMsU0FBUyxRQUFRLFdBQVcsU0FBUyxtQkFBc0M7QUFDcEY7QUFBQSxFQUNFO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBRUE7QUFBQSxFQUVBO0FBQUEsT0FDSztBQUNQLFNBQVMsY0FBYyxvQkFBb0Isd0JBQXdCO0FBQ25FLFNBQVMsb0JBQW9CO0FBQzdCLFNBQVMsWUFBZ0Msb0JBQW9CO0FBQzdELFNBQVMsb0JBQW9CO0FBSTdCLE1BQU0sY0FBYztBQUVwQixNQUFNLGNBQWM7QUFDcEIsTUFBTSxXQUFXLFVBQVUsU0FBUztBQWtCcEMsU0FBUyxLQUFLLE1BQXNCO0FBQ2xDLE1BQUksSUFBSTtBQUNSLFdBQVMsSUFBSSxHQUFHLElBQUksS0FBSyxRQUFRLEtBQUs7QUFDcEMsU0FBSyxLQUFLLFdBQVcsQ0FBQztBQUN0QixRQUFJLEtBQUssS0FBSyxHQUFHLFFBQVU7QUFBQSxFQUM3QjtBQUNBLFNBQU8sSUFBSTtBQUNiO0FBR0EsU0FBUyxPQUFPLE9BQW9DO0FBQ2xELFNBQU8sT0FBTyxVQUFVLFdBQVcsV0FBVztBQUNoRDtBQU9PLE1BQU0sZUFBMEM7QUFBQSxFQXFCckQsWUFBNkIsR0FBMEI7QUFBMUI7QUFDM0IsU0FBSyxjQUFjLEVBQUUsZUFBZSxTQUFZLFNBQVksSUFBSSxZQUFZLEVBQUUsU0FBUyxFQUFFLFVBQVU7QUFDbkcsU0FBSyxlQUFlLEtBQUssZUFBZSxJQUFJLGNBQWMsRUFBRSxTQUFTLGNBQWMsRUFBRSxTQUFTLElBQUk7QUFDbEcsU0FBSyxVQUFVLElBQUksV0FBVyxFQUFFLE9BQU87QUFDdkMsU0FBSyxNQUFNLElBQUksYUFBYSxFQUFFLFNBQVMsR0FBRyxFQUFFLFFBQVEsY0FBYyxDQUFDO0FBQ25FLFNBQUssVUFBVSxVQUFVLEVBQUUsUUFBUTtBQUNuQyxTQUFLLFVBQVUsVUFBVSxFQUFFLFVBQVUsRUFBRSxNQUFNLEtBQUssT0FBTztBQUV6RCxVQUFNLFFBQVEsQ0FBQyxPQUFpQixLQUFLLGFBQWEsRUFBRSxJQUFJLEtBQUssUUFBUSxLQUFLLEdBQUcsQ0FBQyxTQUFTO0FBQ3ZGLFNBQUssZ0JBQWdCLEVBQUUsS0FBSyxNQUFNLEtBQUssR0FBRyxLQUFLLE1BQU0sS0FBSyxHQUFHLEtBQUssTUFBTSxLQUFLLEVBQUU7QUFBQSxFQUNqRjtBQUFBLEVBVjZCO0FBQUEsRUFwQnBCLE9BQXVCO0FBQUEsRUFDZjtBQUFBO0FBQUEsRUFFQTtBQUFBLEVBQ1QsWUFBWTtBQUFBLEVBQ1osV0FBVztBQUFBLEVBQ0Y7QUFBQTtBQUFBLEVBRUE7QUFBQTtBQUFBLEVBRVQ7QUFBQSxFQUNBO0FBQUEsRUFDUztBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQSxlQUFlLEtBQUssV0FBVztBQUFBLEVBQy9CLG1CQUFtQixLQUFLLGVBQWU7QUFBQSxFQUNoRDtBQUFBLEVBQ0E7QUFBQSxFQWNSLFVBQWdCO0FBQ2QsU0FBSyxLQUFLLENBQUM7QUFBQSxFQUNiO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQU1BLElBQUksU0FBbUM7QUFDckMsUUFBSSxLQUFLLGlCQUFpQixVQUFhLEtBQUssZ0JBQWdCLE9BQVcsUUFBTyxLQUFLO0FBQ25GLFVBQU0sT0FBTyxJQUFJLEtBQUssRUFBRSxTQUFTLE9BQU8sS0FBSyxFQUFFO0FBQy9DLFFBQUksS0FBSyxFQUFFLFFBQVEsYUFBYSxJQUFJLEtBQU0sUUFBTztBQUNqRCxTQUFLLGVBQWUsSUFBSSxhQUFhO0FBQUEsTUFDbkMsVUFBVSxLQUFLLEVBQUU7QUFBQSxNQUNqQixNQUFNLEtBQUssRUFBRTtBQUFBLE1BQ2IsU0FBUyxLQUFLLEVBQUU7QUFBQSxNQUNoQixTQUFTLEtBQUssRUFBRTtBQUFBLE1BQ2hCO0FBQUEsTUFDQSxXQUFXLEtBQUssRUFBRTtBQUFBLE1BQ2xCLFFBQVEsS0FBSyxFQUFFO0FBQUEsSUFDakIsQ0FBQztBQUNELFdBQU8sS0FBSztBQUFBLEVBQ2Q7QUFBQSxFQUVBLFdBQVcsT0FBZSxJQUFzQztBQUM5RCxVQUFNLElBQUksUUFBUSxFQUFFO0FBQ3BCLFVBQU0sSUFBSSxrQkFBa0IsS0FBSztBQUNqQyxVQUFNLFNBQVMsS0FBSyxhQUFhO0FBQ2pDLFdBQU8sV0FBVyxTQUFZLElBQUksV0FBVyxLQUFLLGdCQUFnQixHQUFHLENBQUMsQ0FBQyxJQUFJLE9BQU8sS0FBSyxHQUFHLENBQUM7QUFBQSxFQUM3RjtBQUFBO0FBQUEsRUFHUSxlQUF5QztBQUMvQyxRQUFJLEtBQUssaUJBQWlCLFVBQWEsS0FBSyxnQkFBZ0IsT0FBVyxRQUFPLEtBQUs7QUFDbkYsVUFBTSxPQUFPLEtBQUssRUFBRSxTQUFTO0FBQzdCLFVBQU0sT0FBTyxpQkFBaUIsTUFBTSxLQUFLLEVBQUUsU0FBUztBQUNwRCxRQUFJLEtBQUssRUFBRSxRQUFRLGFBQWEsT0FBTyxJQUFJLE9BQU8sbUJBQW9CLFFBQU87QUFDN0UsU0FBSyxlQUFlLElBQUksYUFBYTtBQUFBLE1BQ25DLFVBQVUsS0FBSyxFQUFFO0FBQUEsTUFDakIsTUFBTSxLQUFLLEVBQUU7QUFBQSxNQUNiLFNBQVMsS0FBSyxFQUFFO0FBQUEsTUFDaEIsU0FBUyxLQUFLLEVBQUU7QUFBQSxNQUNoQjtBQUFBLE1BQ0EsUUFBUSxLQUFLLEVBQUU7QUFBQSxJQUNqQixDQUFDO0FBQ0QsV0FBTyxLQUFLO0FBQUEsRUFDZDtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFNUSxZQUFrQjtBQUN4QixTQUFLLE1BQU8sS0FBSyxZQUFZLElBQUssS0FBSyxDQUFDO0FBQUEsRUFDMUM7QUFBQTtBQUFBLEVBR1EsS0FBSyxTQUF1QjtBQUNsQyxTQUFLO0FBQ0wsU0FBSyxFQUFFLE9BQU8sS0FBSztBQUNuQixVQUFNLEVBQUUsWUFBWSxLQUFLLElBQUksS0FBSyxnQkFBZ0IsU0FBWSxLQUFLLGFBQWEsT0FBTyxJQUFJLEtBQUssWUFBWSxVQUFVLE9BQU87QUFDN0gsUUFBSSxNQUFNO0FBQ1IsZUFBUyxJQUFJLEdBQUcsSUFBSSxLQUFLLEVBQUUsU0FBUyxNQUFNLElBQUssS0FBSSxNQUFNLEtBQUssRUFBRSxLQUFNLE1BQUssRUFBRSxPQUFPLEtBQUssQ0FBQztBQUMxRjtBQUFBLElBQ0Y7QUFDQSxTQUFLLEVBQUUsT0FBTyxjQUFjLEtBQUssY0FBYyxVQUFVO0FBQUEsRUFDM0Q7QUFBQSxFQUVBLFVBQStCLE9BQVUsSUFBdUIsVUFBeUIsQ0FBQyxHQUFNO0FBQzlGLFVBQU0sSUFBSSxRQUFRLEVBQUU7QUFDcEIsUUFBSSxPQUFPLFVBQVUsWUFBWSxRQUFRLFNBQVMsT0FBVyxRQUFPLEtBQUssZ0JBQWdCLE9BQU8sQ0FBQztBQUNqRyxVQUFNLE9BQU8sVUFBVSxLQUFLLEVBQUUsVUFBVSxRQUFRLElBQUk7QUFDcEQsVUFBTSxFQUFFLEtBQUssT0FBTyxJQUFJLFNBQVMsS0FBSztBQUN0QyxVQUFNLE1BQU0sS0FBSyxnQkFBZ0IsS0FBSyxhQUFhLENBQUMsSUFBSSxLQUFLLEtBQUssR0FBRyxDQUFDLElBQUksT0FBTyxLQUFLLENBQUMsSUFBSSxJQUFJO0FBQy9GLFVBQU0sRUFBRSxLQUFLLElBQUksY0FBYyxHQUFHLEtBQUssS0FBSyxFQUFFLFVBQVUsSUFBSTtBQUM1RCxXQUFPLE9BQU8sS0FBSyxVQUFVLEtBQUssRUFBRSxVQUFVLEtBQUssRUFBRSxNQUFNLElBQUksQ0FBQyxDQUFpQjtBQUFBLEVBQ25GO0FBQUEsRUFFQSxPQUE0QixPQUFVLElBQXVCLE9BQU8sR0FBa0I7QUFDcEYsY0FBVSxNQUFNLEtBQUssRUFBRSxTQUFTLElBQUk7QUFDcEMsVUFBTSxNQUFNLEtBQUssVUFBVSxPQUFPLEVBQUU7QUFDcEMsV0FBTyxLQUFLLEVBQUUsU0FBUyxPQUFPLE1BQU07QUFBQSxFQUN0QztBQUFBLEVBRUEsS0FBMEIsT0FBVSxJQUF1QixVQUF1QixDQUFDLEdBQU07QUFDdkYsVUFBTSxJQUFJLFFBQVEsRUFBRTtBQUNwQixVQUFNLE9BQU8sUUFBUSxTQUFTLFNBQVksVUFBVSxLQUFLLEVBQUUsUUFBUSxJQUFJLFVBQVUsS0FBSyxFQUFFLFVBQVUsQ0FBQyxRQUFRLElBQUksQ0FBQztBQUNoSCxVQUFNLEVBQUUsS0FBSyxPQUFPLElBQUksU0FBUyxLQUFLO0FBQ3RDLFVBQU0sTUFBTSxLQUFLLGdCQUFnQixLQUFLLFFBQVEsQ0FBQyxJQUFJLEtBQUssS0FBSyxHQUFHLENBQUMsSUFBSSxRQUFRLGNBQWMsSUFBSSxJQUFJLE9BQU8sS0FBSyxDQUFDLElBQUksSUFBSTtBQUN4SCxVQUFNLE1BQU0sY0FBYyxHQUFHLEtBQUssS0FBSyxFQUFFLFVBQVUsSUFBSTtBQUN2RCxRQUFJLFFBQVEsY0FBYyxLQUFNLFFBQU8sT0FBTyxJQUFJLEtBQUssS0FBSyxFQUFFLElBQUksS0FBSyxhQUFhLEdBQUcsR0FBRyxDQUFDO0FBQzNGLFdBQU8sT0FBTyxJQUFJLEtBQUssS0FBSyxFQUFFLElBQUksQ0FBaUI7QUFBQSxFQUNyRDtBQUFBLEVBRUEsVUFBYSxPQUFVLE9BQU8sR0FBTTtBQUNsQyxjQUFVLE1BQU0sS0FBSyxFQUFFLFNBQVMsSUFBSTtBQUNwQyxVQUFNLFFBQVEsS0FBSyxTQUFTLEtBQUssRUFBRSxTQUFTLE9BQU8sUUFBUSxRQUFXLGFBQWEsSUFBSSxJQUFJLElBQUk7QUFDL0YsV0FBTyxLQUFLLE9BQU8sTUFBTSxJQUFJLENBQVM7QUFBQSxFQUN4QztBQUFBLEVBRUEsT0FBVSxPQUFVLE9BQU8sR0FBb0I7QUFDN0MsY0FBVSxNQUFNLEtBQUssRUFBRSxTQUFTLElBQUk7QUFDcEMsVUFBTSxRQUFRLEtBQUssU0FBUyxPQUFPLFVBQVUsSUFBSSxFQUFFO0FBQ25ELFdBQU8sS0FBSyxFQUFFLFNBQVMsT0FBTyxNQUFNLElBQUksQ0FBQyxNQUFNLEtBQUssT0FBTyxDQUFDLENBQU0sSUFBSTtBQUFBLEVBQ3hFO0FBQUEsRUFFQSxVQUFhLE9BQWU7QUFDMUIsUUFBSSxPQUFPLFVBQVUsU0FBVSxRQUFPLEtBQUssZ0JBQWdCLEtBQUs7QUFDaEUsV0FBTyxLQUFLLFNBQVMsT0FBTyxXQUFXLEVBQUUsSUFBSSxDQUFDLE1BQU0sS0FBSyxPQUFPLENBQUMsQ0FBTTtBQUFBLEVBQ3pFO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBT1EsZ0JBQWdCLE9BQWUsSUFBc0I7QUFDM0QsVUFBTSxNQUFNLEtBQUssWUFBWSxLQUFLLGNBQWMsRUFBRSxHQUFHLFVBQVUsQ0FBQztBQUNoRSxTQUFLLElBQUssS0FBSyxPQUFPLEtBQUssRUFBRSxJQUFJLElBQUksZUFBZ0IsQ0FBQyxJQUFJO0FBQzFELFNBQUssVUFBVTtBQUNmLFNBQUssU0FBUyxXQUFXLEtBQUssRUFBRSxVQUFVLEtBQUssT0FBTztBQUN0RCxVQUFNLE9BQU8sS0FBSztBQUNsQixTQUFLLFNBQVMsSUFBSSxhQUFhLEtBQUssUUFBUSxLQUFLLE1BQU0sVUFBVSxFQUFFO0FBQ25FLFVBQU0sT0FBTyxLQUFLO0FBQ2xCLFVBQU0sTUFBTSxLQUFLLGNBQWMsRUFBRTtBQUNqQyxVQUFNLE9BQU8sTUFBTSxhQUFhLEVBQUUsSUFBSSxLQUFLLFFBQVEsS0FBSyxHQUFHLENBQUM7QUFDNUQsYUFBUyxJQUFJLEdBQUcsSUFBSSxLQUFLLE1BQU0sS0FBSztBQUNsQyxZQUFNLEtBQUssS0FBSyxPQUFPLENBQUM7QUFDeEIsV0FBSyxVQUFVLEdBQUcsTUFBTSxHQUFHLEtBQUssS0FBSyxJQUFJO0FBQ3pDLFlBQU0sSUFBSSxNQUFNO0FBQ2hCLFVBQUksS0FBSyxRQUFRLElBQUksQ0FBQyxNQUFNLFlBQVksS0FBSyxRQUFRLElBQUksQ0FBQyxNQUFNLEdBQUc7QUFDakUsY0FBTSxNQUFZLEVBQUUsTUFBTSxLQUFLLFFBQVEsSUFBSSxDQUFDLEdBQWEsT0FBTyxJQUFJLFdBQVcsS0FBSyxRQUFRLElBQUksQ0FBQyxDQUFXLEVBQUU7QUFDOUcsY0FBTSxtQkFBbUIsYUFBYSxrQ0FBa0MsS0FBSyxFQUFFLElBQUksS0FBSyxHQUFHLEtBQUssYUFBYSxHQUFHLENBQUMsWUFBWSxDQUFDLEVBQUU7QUFBQSxNQUNsSTtBQUNBLFdBQUssQ0FBQyxJQUFJLEtBQUssSUFBSyxLQUFLLGVBQWdCLENBQUM7QUFBQSxJQUM1QztBQUNBLGtCQUFjLElBQUksTUFBTSxJQUFJO0FBQzVCLFdBQU8sS0FBSyxLQUFLLEtBQUssS0FBSyxPQUFPLENBQVc7QUFBQSxFQUMvQztBQUFBLEVBRVEsZ0JBQWdCLE9BQTBCO0FBQ2hELFVBQU0sTUFBTSxLQUFLLFlBQVksS0FBSyxjQUFjLGFBQWEsQ0FBQztBQUM5RCxTQUFLLElBQUssS0FBSyxPQUFPLEtBQUssRUFBRSxJQUFJLElBQUksZUFBZ0IsQ0FBQyxJQUFJO0FBQzFELFNBQUssVUFBVTtBQUNmLFVBQU0sTUFBaUIsSUFBSSxNQUFNLEtBQUssRUFBRSxTQUFTLElBQUk7QUFDckQsVUFBTSxPQUFPLE1BQU07QUFDbkIsYUFBUyxJQUFJLEdBQUcsSUFBSSxJQUFJLFFBQVEsS0FBSztBQUNuQyxZQUFNLEtBQUssS0FBSyxPQUFPLENBQUM7QUFDeEIsV0FBSyxVQUFVLEdBQUcsTUFBTSxHQUFHLEtBQUssS0FBSyxjQUFjLElBQUk7QUFDdkQsWUFBTSxPQUFPLEtBQUssU0FBUyxNQUFNLEtBQUssQ0FBQztBQUN2QyxVQUFJLENBQUMsSUFDSCxTQUFTLGNBQ0wsS0FBSyxJQUFLLEtBQUssZUFBZ0IsQ0FBQyxJQUNoQyxLQUFLLE9BQU8sRUFBRSxNQUFNLE9BQU8sSUFBSSxXQUFXLEtBQUssRUFBRSxTQUFTLEtBQUssYUFBYSxLQUFLLFNBQVMsTUFBTSxLQUFLLENBQUMsQ0FBVyxFQUFFLENBQUM7QUFBQSxJQUM1SDtBQUNBLFdBQU87QUFBQSxFQUNUO0FBQUE7QUFBQSxFQUdBLElBQUksUUFBZ0I7QUFDbEIsV0FBTyxLQUFLO0FBQUEsRUFDZDtBQUFBO0FBQUEsRUFHQSxJQUFJLGtCQUEwQjtBQUM1QixXQUFRLEtBQUssRUFBRSxZQUFZLGVBQWdCO0FBQUEsRUFDN0M7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFPQSxjQUFjLE9BQXFCLEtBQW1CLFNBQTBDO0FBQzlGLFVBQU0sSUFBSSxNQUFNO0FBQ2hCLFFBQUksSUFBSSxLQUFLLGdCQUFpQixPQUFNLGdCQUFnQixJQUFJLEdBQUcsS0FBSyxFQUFFLFlBQVksV0FBVztBQUN6RixVQUFNLE1BQU0sS0FBSyxZQUFZLEtBQUssa0JBQWtCLFVBQVUsSUFBSSxDQUFDO0FBQ25FLFVBQU0sT0FBUSxLQUFLLE9BQU8sS0FBSyxFQUFFLElBQUksSUFBSSxlQUFnQjtBQUN6RCxVQUFNLE1BQU0sS0FBSztBQUNqQixhQUFTLElBQUksR0FBRyxJQUFJLEdBQUcsSUFBSyxLQUFJLE9BQU8sQ0FBQyxJQUFJLE1BQU0sQ0FBQztBQUNuRCxTQUFLLFVBQVU7QUFDZixVQUFNLE9BQU8sTUFBTTtBQUNuQixhQUFTLElBQUksR0FBRyxJQUFJLEtBQUssRUFBRSxTQUFTLE1BQU0sS0FBSztBQUM3QyxZQUFNLEtBQUssS0FBSyxPQUFPLENBQUM7QUFDeEIsV0FBSyxVQUFVLEdBQUcsTUFBTSxHQUFHLEtBQUssS0FBSyxrQkFBa0IsSUFBSTtBQUMzRCxZQUFNLE9BQU8sUUFBUSxDQUFDO0FBQ3RCLFlBQU0sTUFBTyxRQUFRLElBQUksQ0FBQyxJQUFlO0FBQ3pDLFlBQU0sTUFBTyxLQUFLLFNBQVMsTUFBTSxLQUFLLENBQUMsS0FBZ0I7QUFDdkQsVUFBSSxRQUFRLElBQUssT0FBTSxtQkFBbUIsaUJBQWlCLEdBQUcsR0FBRyw2QkFBNkIsQ0FBQyxJQUFJLEdBQUcsR0FBRyxFQUFFO0FBQzNHLFlBQU0sTUFBTyxLQUFLLGVBQWdCO0FBQ2xDLGVBQVMsSUFBSSxHQUFHLElBQUksS0FBSyxJQUFLLEtBQUksT0FBTyxDQUFDLElBQUksSUFBSSxNQUFNLENBQUM7QUFBQSxJQUMzRDtBQUNBLFdBQU87QUFBQSxFQUNUO0FBQUE7QUFBQSxFQUdRLE9BQU8sR0FBbUI7QUFDaEMsVUFBTSxTQUFVLEtBQUssWUFBWSxJQUFLO0FBQ3RDLFlBQVEsU0FBUyxLQUFLLEVBQUUsU0FBUyxPQUFPLEtBQUssS0FBSyxFQUFFO0FBQUEsRUFDdEQ7QUFBQTtBQUFBLEVBR1EsWUFBWSxLQUFhLE1BQWMsUUFBd0I7QUFDckUsU0FBSztBQUNMLFVBQU0sSUFBSSxLQUFLLE9BQU8sS0FBSyxFQUFFLElBQUksS0FBSztBQUN0QyxTQUFLLFFBQVEsQ0FBQyxJQUFJO0FBQ2xCLFNBQUssUUFBUSxJQUFJLENBQUMsSUFBSTtBQUN0QixTQUFLLFFBQVEsSUFBSSxDQUFDLElBQUk7QUFDdEIsU0FBSyxRQUFRLElBQUksQ0FBQyxJQUFJLEtBQUs7QUFDM0IsV0FBTyxLQUFLO0FBQUEsRUFDZDtBQUFBO0FBQUEsRUFHUSxVQUFVLEdBQVcsSUFBWSxLQUFhLEtBQWEsTUFBMEI7QUFDM0YsUUFBSyxLQUFLLFFBQVEsS0FBSyxDQUFDLE1BQWlCLEtBQUs7QUFDNUMsWUFBTSxJQUFJO0FBQUEsUUFDUixXQUFXO0FBQUEsUUFDWCxHQUFHLEtBQUssQ0FBQyxtQkFBbUIsQ0FBQyxtQkFBbUIsR0FBRyw2Q0FBNkMsS0FBSyxRQUFRLEtBQUssQ0FBQyxDQUFDO0FBQUEsUUFDcEgsRUFBRSxNQUFNLEtBQUssRUFBRSxLQUFLO0FBQUEsTUFDdEI7QUFBQSxJQUNGO0FBQ0EsUUFBSyxLQUFLLFFBQVEsRUFBRSxNQUFpQixLQUFLO0FBQ3hDLFlBQU0sSUFBSTtBQUFBLFFBQ1IsV0FBVztBQUFBLFFBQ1gsR0FBRyxLQUFLLENBQUMsVUFBVSxDQUFDLGtGQUFrRixLQUFLLENBQUM7QUFBQSxRQUM1RyxFQUFFLE1BQU0sS0FBSyxFQUFFLEtBQUs7QUFBQSxNQUN0QjtBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQUE7QUFBQSxFQUdRLGdCQUFnQixLQUFtQixNQUFjLE1BQXlDO0FBQ2hHLFVBQU0sUUFBUSxLQUFLLFNBQVMsS0FBSyxJQUFJO0FBQ3JDLFVBQU0sT0FBTyxNQUFNLEtBQUssRUFBRSxJQUFJO0FBQzlCLFVBQU0sSUFBSSxLQUFLLEVBQUU7QUFDakIsVUFBTSxLQUFLLEVBQUUsT0FBTyxLQUFLLEVBQUUsSUFBSTtBQUMvQixVQUFNLFVBQVUsQ0FBQyxNQUFjLEVBQUUsT0FBTyxDQUFDLEVBQUUsTUFBTSxDQUFDLEdBQUcsTUFBTSxLQUFLLFNBQVMsQ0FBQyxLQUFLLE1BQU0sR0FBRyxDQUFDLENBQUM7QUFDMUYsV0FBTyxNQUFNLElBQUksQ0FBQyxHQUFHLE1BQU07QUFDekIsVUFBSSxRQUFRLENBQUMsTUFBTSxFQUFFLFNBQVMsS0FBSyxRQUFRLEVBQUUsTUFBTSxlQUFlLEtBQUssTUFBTSxhQUFhO0FBQ3hGLGNBQU0sbUJBQW1CLE1BQU0sR0FBRyxLQUFLLGFBQWEsSUFBSSxDQUFDLGdCQUFnQixLQUFLLEVBQUUsSUFBSSxLQUFLLEdBQUcsS0FBSyxhQUFhLENBQUMsQ0FBQyxZQUFZLENBQUMsRUFBRTtBQUFBLE1BQ2pJO0FBQ0EsYUFBTyxLQUFLLE9BQU8sQ0FBQztBQUFBLElBQ3RCLENBQUM7QUFBQSxFQUNIO0FBQUEsRUFFUSxhQUFhLEdBQWlCO0FBQ3BDLFFBQUksRUFBRSxTQUFTLFlBQWEsUUFBTztBQUNuQyxXQUFPLEVBQUUsU0FBUyxJQUFJLGFBQWEsR0FBRyxZQUFZLEVBQUUsSUFBSSxDQUFDLE9BQU8sRUFBRSxNQUFNLFVBQVU7QUFBQSxFQUNwRjtBQUFBO0FBQUEsRUFHUSxTQUFTLE9BQWdCLE1BQWMsVUFBMkI7QUFDeEUsVUFBTSxFQUFFLE1BQU0sVUFBVSxXQUFXLFFBQVEsSUFBSSxLQUFLO0FBQ3BELFVBQU0sTUFBTSxLQUFLLElBQUk7QUFHckIsVUFBTSxNQUFNLEtBQUssWUFBWSxLQUFLLEdBQUcsQ0FBQztBQUN0QyxVQUFNLEtBQUssS0FBSyxPQUFPLElBQUk7QUFDM0IsVUFBTSxJQUFJLEtBQUs7QUFDZixRQUFJLGFBQWEsVUFBYSxhQUFhLE1BQU07QUFDL0MsVUFBSSxPQUFPLFVBQVUsVUFBVTtBQUM3QixhQUFLLFFBQVEsSUFBSSxDQUFDLElBQUk7QUFDdEIsYUFBSyxRQUFRLElBQUksQ0FBQyxJQUFJO0FBQ3RCLGFBQUssSUFBSyxLQUFLLGVBQWdCLENBQUMsSUFBSTtBQUFBLE1BQ3RDLE9BQU87QUFDTCxjQUFNLFFBQVEsUUFBUSxLQUFLO0FBQzNCLFlBQUksVUFBVSxVQUFjLE1BQXVCLFdBQVcsS0FBSyxhQUFhLEtBQXFCO0FBQ25HLGdCQUFNLGVBQWUsR0FBRyxJQUFJLFVBQVUseUJBQXlCLHFEQUFxRDtBQUN0SCxjQUFNLE9BQU8sVUFBVSxTQUFZLFlBQVksT0FBTyxHQUFHLElBQUksUUFBUSxJQUFJLFFBQVEsS0FBcUI7QUFDdEcsWUFBSSxLQUFLLGFBQWEsWUFBWSxZQUFhLE9BQU0sZ0JBQWdCLEtBQUssWUFBWSxZQUFZLFdBQVc7QUFDN0csYUFBSyxRQUFRLElBQUksQ0FBQyxJQUFJLFVBQVUsU0FBWSxJQUFJLFVBQVUsS0FBSztBQUMvRCxhQUFLLFFBQVEsSUFBSSxDQUFDLElBQUksS0FBSztBQUMzQixZQUFJLFdBQVcsU0FBUyxLQUFLLGFBQWEsS0FBSyxVQUFVLEVBQUUsSUFBSSxJQUFJO0FBQUEsTUFDckU7QUFBQSxJQUNGO0FBQ0EsU0FBSyxVQUFVO0FBQ2YsVUFBTSxNQUFjLENBQUM7QUFDckIsVUFBTSxRQUFRLE1BQU07QUFDcEIsYUFBUyxJQUFJLEdBQUcsSUFBSSxTQUFTLE1BQU0sS0FBSztBQUN0QyxZQUFNLEtBQUssS0FBSyxPQUFPLENBQUM7QUFDeEIsV0FBSyxVQUFVLEdBQUcsTUFBTSxHQUFHLEtBQUssS0FBSyxLQUFLO0FBQzFDLFVBQUksYUFBYSxVQUFhLE1BQU0sVUFBVTtBQUM1QyxZQUFJLEtBQUssRUFBRSxNQUFNLEdBQUcsT0FBTyxJQUFJLFdBQVcsQ0FBQyxFQUFFLENBQUM7QUFDOUM7QUFBQSxNQUNGO0FBQ0EsWUFBTSxPQUFPLEtBQUssU0FBUyxNQUFNLEtBQUssQ0FBQztBQUN2QyxZQUFNLE1BQU0sS0FBSyxTQUFTLE1BQU0sS0FBSyxDQUFDO0FBQ3RDLFVBQUksS0FBSyxFQUFFLE1BQU0sT0FBTyxJQUFJLFdBQVcsU0FBUyxLQUFLLGFBQWEsR0FBRyxFQUFFLENBQUM7QUFBQSxJQUMxRTtBQUNBLFdBQU87QUFBQSxFQUNUO0FBQUEsRUFFUSxPQUFPLEdBQWtCO0FBQy9CLFFBQUksRUFBRSxTQUFTLFlBQWEsUUFBTyxJQUFJLGFBQWEsRUFBRSxNQUFNLE1BQU0sRUFBRSxNQUFNLEVBQUUsQ0FBQztBQUM3RSxRQUFJLEVBQUUsU0FBUyxFQUFHLFFBQU8sWUFBWSxFQUFFLE1BQU0sTUFBTSxDQUFDO0FBQ3BELFVBQU0sT0FBTyxPQUFPLFlBQVksRUFBRSxJQUFJLENBQUM7QUFDdkMsVUFBTSxPQUFPLElBQUksV0FBVyxFQUFFLE1BQU0sVUFBVTtBQUM5QyxTQUFLLElBQUksRUFBRSxLQUFLO0FBQ2hCLFdBQU8sSUFBSSxLQUFLLEtBQUssUUFBUSxHQUFHLEtBQUssYUFBYSxLQUFLLGlCQUFpQjtBQUFBLEVBQzFFO0FBQ0Y7IiwKICAibmFtZXMiOiBbXQp9Cg==
