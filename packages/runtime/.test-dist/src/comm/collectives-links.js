import { collectiveMismatch, describe, ErrorCodes, MeshworkError, uncarriedValue } from "../errors.js";
import {
  asVector,
  checkReduceNumber,
  checkRoot
} from "./collectives.js";
import { dtypeOf } from "./dtype.js";
import { atLevel, checkOp, combine, groupAxes, identityLike } from "./fold.js";
import { DoneReduce } from "./posted-reduce.js";
import { detachedView } from "./values.js";
const K_BARRIER = 1;
const K_ALLREDUCE = 2;
const K_SCAN = 3;
const K_BROADCAST = 4;
const K_GATHER = 5;
const K_ALLGATHER = 6;
const KIND_NAMES = ["?", "barrier", "allreduce", "scan", "broadcast", "gather", "allgather", "?"];
const OP_CODES = { sum: 1, min: 2, max: 3 };
const OP_NAMES = ["", "sum", "min", "max"];
const NUMBER_BIT = 1 << 5;
const EXCLUSIVE_BIT = 1 << 6;
const ACK_BIT = 1 << 7;
const TAG_BYTES = 8;
function tagOf(kind, op = 0, number = false, exclusive = false, detail = 0) {
  return kind | op << 3 | (number ? NUMBER_BIT : 0) | (exclusive ? EXCLUSIVE_BIT : 0) | (detail & 8388607) << 8;
}
function axesMask(axes) {
  let m = 0;
  for (const a of axes) m |= 1 << a;
  return m;
}
function describeTag(w0) {
  const kind = w0 & 7;
  const op = w0 >> 3 & 3;
  const detail = w0 >>> 8;
  let s = KIND_NAMES[kind];
  if (op !== 0) s += `(${OP_NAMES[op]})`;
  if (kind === K_ALLREDUCE || kind === K_SCAN) s += (w0 & NUMBER_BIT) !== 0 ? " of a number" : " of a typed array";
  if ((w0 & EXCLUSIVE_BIT) !== 0) s += " (exclusive)";
  if (kind === K_ALLREDUCE) {
    const axes = [];
    for (let a = 0; a < 23; a++) if ((detail & 1 << a) !== 0) axes.push(a);
    s += ` over axes [${axes.join(", ")}]`;
  } else if (kind === K_SCAN) s += detail === 0 ? " over all ranks" : ` along axis ${detail - 1}`;
  else if (kind === K_BROADCAST || kind === K_GATHER) s += ` with root ${detail}`;
  if ((w0 & ACK_BIT) !== 0) s += " (acknowledgement)";
  return s;
}
class LinkCollectives {
  constructor(links) {
    this.links = links;
    this.topology = links.topology;
    this.rank = links.rank;
    this.c = this.topology.coords(this.rank);
    this.allAxes = groupAxes(this.topology);
    const dims = this.topology.dims;
    this.steps = new Int32Array(2 * dims.length).fill(-1);
    for (let a = 0; a < dims.length; a++) {
      const ci = this.c[a];
      for (const dir of [-1, 1]) {
        if (ci + dir < 0 || ci + dir >= dims[a]) continue;
        const c = this.c.slice();
        c[a] = ci + dir;
        this.steps[2 * a + (dir + 1) / 2] = this.topology.rankOf(c);
      }
    }
    this.allLast = this.lastOf(this.allAxes);
  }
  links;
  mode = "links";
  /** Collectives this rank has entered, mod 2^20 (word 1 of every tag). */
  seq = 0;
  /** Staging arrays of tagged sends, one per dtype (`tagged`). */
  stages = /* @__PURE__ */ new Map();
  /** Word 0 of the current collective's tag. */
  w0 = 0;
  topology;
  rank;
  c;
  allAxes;
  /** A barrier token is the tag alone (8 bytes, received in place). */
  tokenOut = new Uint8Array(TAG_BYTES);
  tokenIn = new Uint8Array(TAG_BYTES);
  tokenOutWords = new Int32Array(this.tokenOut.buffer);
  tokenInWords = new Int32Array(this.tokenIn.buffer);
  /** steps[2 a] / steps[2 a + 1]: the rank one step down / up along axis a (-1 off the grid). */
  steps;
  /** The group's last rank for the default axes (every allreduce without `axes` asks for it). */
  allLast;
  /**
   * A gather of empty tokens to rank 0 along the axes (rows first), then their broadcast back:
   * the same tree as `gather` + `broadcast`, with zero-byte typed arrays received in place, so a
   * barrier serializes nothing and allocates nothing.
   */
  barrier() {
    this.begin(tagOf(K_BARRIER));
    this.tokenOutWords[0] = this.w0;
    this.tokenOutWords[1] = this.seq;
    const axes = this.allAxes;
    const dims = this.topology.dims;
    let level = 0;
    for (; level < axes.length; level++) {
      const a = axes[level];
      const ci = this.c[a];
      if (ci < dims[a] - 1) this.recvToken(this.step(a, 1));
      if (ci > 0) {
        this.links.send(this.step(a, -1), this.tokenOut);
        break;
      }
    }
    for (let j = Math.min(level, axes.length - 1); j >= 0; j--) {
      const a = axes[j];
      const ci = this.c[a];
      if (j === level) this.recvToken(this.step(a, -1));
      if (ci < dims[a] - 1) this.links.send(this.step(a, 1), this.tokenOut);
    }
  }
  recvToken(from) {
    try {
      this.links.recvInto(from, this.tokenIn);
    } catch (err) {
      if (err instanceof MeshworkError && err.code === ErrorCodes.PROTOCOL) {
        throw collectiveMismatch("barrier", "a barrier token (the 8-byte tag)", `${err.message} (rank ${from})`);
      }
      throw err;
    }
    this.check(from, this.tokenInWords[0], this.tokenInWords[1], this.w0);
  }
  /** Enter a collective: the tag every message of it carries. */
  begin(w0) {
    this.seq = this.seq + 1 & 1048575;
    this.w0 = w0;
  }
  /** A message from `from` tagged (w0, seq) must belong to this very call (tag `want`). */
  check(from, w0, seq, want) {
    if (w0 === want && seq === this.seq) return;
    throw collectiveMismatch(
      describeTag(want),
      `${describeTag(want)} as collective #${this.seq} of this run`,
      `${describeTag(w0)} as collective #${seq} from rank ${from} (every rank must call the same collectives with the same op, root, axes and value kind, in the same order)`
    );
  }
  /**
   * `v` with the current tag in front, in a staging array of its dtype reused from call to call
   * (`links.send` has copied a message into the ring when it returns; a reused array also keeps
   * the links' cached word view). Allocating a tagged copy and a word view of it per message made
   * an allreduce of a number over links 4-6x slower.
   */
  tagged(v, w0) {
    const Ctor = v.constructor;
    const e = TAG_BYTES / v.BYTES_PER_ELEMENT;
    const n = e + v.length;
    let st = this.stages.get(Ctor);
    if (st === void 0 || st.arr.length !== n) {
      const arr = new Ctor(n);
      st = { arr, words: new Int32Array(arr.buffer, arr.byteOffset, 2) };
      this.stages.set(Ctor, st);
    }
    st.arr.set(v, e);
    st.words[0] = w0;
    st.words[1] = this.seq;
    return st.arr;
  }
  /** Send any value of the current collective (typed arrays tagged in front, others wrapped). */
  sendTagged(to, v, w0 = this.w0) {
    if (dtypeOf(v) !== void 0) {
      if (v.length === 0 && detachedView(v))
        throw uncarriedValue("collective value", "a typed array or data", "a detached typed array (its buffer was transferred)");
      this.links.send(to, this.tagged(v, w0));
    } else this.links.send(to, [w0, this.seq, v]);
  }
  /** Receive a message of the current collective (tag `want`) and return its value. */
  recvTagged(from, want = this.w0) {
    const got = this.links.recv(from);
    if (dtypeOf(got) !== void 0) {
      const v = got;
      const e = TAG_BYTES / v.BYTES_PER_ELEMENT;
      if (v.length >= e) {
        if (v instanceof Float64Array) {
          TAG_F64[0] = v[0];
          this.check(from, TAG_I32[0], TAG_I32[1], want);
        } else {
          const head = new DataView(v.buffer, v.byteOffset, TAG_BYTES);
          this.check(from, head.getInt32(0, true), head.getInt32(4, true), want);
        }
        return v.slice(e);
      }
    } else if (Array.isArray(got) && got.length === 3 && typeof got[0] === "number" && typeof got[1] === "number") {
      this.check(from, got[0], got[1], want);
      return got[2];
    }
    throw collectiveMismatch(
      describeTag(want),
      `a message of ${describeTag(want)} from rank ${from}`,
      `${describe(got)} without a collective's tag (a point-to-point message left unreceived?)`
    );
  }
  /** Over links a reduction has no split phase: it reduces now. */
  iallreduce(value, op) {
    const o = checkOp(op);
    return new DoneReduce(this.allreduce(checkReduceNumber(value), o));
  }
  allreduce(value, op, options = {}) {
    const o = checkOp(op);
    const axes = options.axes === void 0 ? this.allAxes : groupAxes(this.topology, options.axes);
    const { vec, unwrap } = asVector(value);
    this.begin(tagOf(K_ALLREDUCE, OP_CODES[o], typeof value === "number", false, axesMask(axes)));
    const up = this.up(o, vec, axes);
    const m = axes.length;
    const root = this.groupLastOf(axes);
    const isLast = this.rank === root;
    let total;
    if (isLast) {
      let P;
      for (let j = m - 1; j >= 1; j--) P = combine(o, P, up.exc[j]);
      total = m === 0 ? vec : combine(o, P, up.inc[0]);
    }
    const result = this.groupBroadcast(isLast ? total : void 0, root, axes, false);
    const r = result;
    if (dtypeOf(result) !== dtypeOf(vec) || r.length !== vec.length) {
      throw collectiveMismatch("allreduce", `a result ${dtypeOf(vec)}[${vec.length}]`, `${describe(result)} from rank ${root}`);
    }
    return unwrap(own(r));
  }
  reduce(value, op, root = 0) {
    checkRoot(root, this.topology.size);
    const out = this.allreduce(value, op);
    return this.rank === root ? out : void 0;
  }
  scan(value, op, options = {}) {
    const o = checkOp(op);
    const axes = options.axis === void 0 ? this.allAxes : groupAxes(this.topology, [options.axis]);
    const { vec, unwrap } = asVector(value);
    const axisTag = options.axis === void 0 ? 0 : (axes[0] ?? -1) + 1;
    this.begin(tagOf(K_SCAN, OP_CODES[o], typeof value === "number", options.exclusive === true, axisTag));
    const m = axes.length;
    const up = this.up(o, vec, axes);
    let Pown;
    let offset;
    for (let j = m - 1; j >= 0; j--) {
      if (!atLevel(this.c, axes, j, this.topology)) continue;
      const a = axes[j];
      const ci = this.c[a];
      const last = this.topology.dims[a] - 1;
      let Pend;
      if (j + 1 < m) {
        Pend = ci === last ? Pown : this.recvMaybe(this.step(a, 1));
        if (ci > 0) this.sendMaybe(this.step(a, -1), Pend);
      }
      if (j >= 1) Pown = combine(o, Pend, up.exc[j]);
      else offset = Pend;
    }
    if (m === 0) return unwrap(options.exclusive === true ? identityLike(o, vec) : vec);
    if (options.exclusive === true) return unwrap(own(combine(o, offset, up.exc[0]) ?? identityLike(o, vec)));
    return unwrap(own(combine(o, offset, up.inc[0])));
  }
  broadcast(value, root = 0) {
    checkRoot(root, this.topology.size);
    this.begin(tagOf(K_BROADCAST, 0, false, false, root));
    return ownValue(this.groupBroadcast(value, root, this.allAxes, true));
  }
  gather(value, root = 0) {
    checkRoot(root, this.topology.size);
    this.begin(tagOf(K_GATHER, 0, false, false, root));
    return this.gatherTo(value, root);
  }
  gatherTo(value, root) {
    const axes = groupAxes(this.topology);
    const rc = this.topology.coords(root);
    let bag = [[this.rank, value]];
    for (let j = 0; j < axes.length; j++) {
      if (!this.matches(rc, axes, j)) break;
      const a = axes[j];
      const ci = this.c[a];
      const t = rc[a];
      const last = this.topology.dims[a] - 1;
      if (ci <= t && ci > 0) bag = bag.concat(this.recvBag(this.step(a, -1)));
      if (ci >= t && ci < last) bag = bag.concat(this.recvBag(this.step(a, 1)));
      if (ci < t) this.sendTagged(this.step(a, 1), bag);
      else if (ci > t) this.sendTagged(this.step(a, -1), bag);
      if (ci !== t) return void 0;
    }
    if (this.rank !== root) return void 0;
    bag.sort((x, y) => x[0] - y[0]);
    return bag.map(([, v]) => v);
  }
  allgather(value) {
    this.begin(tagOf(K_ALLGATHER));
    return this.groupBroadcast(this.gatherTo(value, 0), 0, this.allAxes, false);
  }
  /** Up phase of the canonical scan: exc[j], inc[j] for every level this rank takes part in. */
  up(op, vec, axes) {
    const exc = [];
    const inc = [];
    let V = vec;
    for (let j = 0; j < axes.length; j++) {
      if (!atLevel(this.c, axes, j, this.topology)) break;
      const a = axes[j];
      const ci = this.c[a];
      const last = this.topology.dims[a] - 1;
      const got = ci > 0 ? this.recvMaybe(this.step(a, -1)) : void 0;
      if (got !== void 0 && V !== void 0 && (dtypeOf(got) !== dtypeOf(V) || got.length !== V.length)) {
        throw collectiveMismatch("reduction", `${dtypeOf(V)}[${V.length}]`, `${dtypeOf(got)}[${got.length}] from rank ${this.step(a, -1)}`);
      }
      exc.push(got);
      V = combine(op, got, V);
      inc.push(V);
      if (ci < last) this.sendMaybe(this.step(a, 1), V);
    }
    return { exc, inc };
  }
  /**
   * Spread `value` from `root` over the group of `axes`, slowest axis first. With `ack`, each rank
   * that got the value straight from the root acknowledges it, and the root waits for that: ranks
   * that disagree on the root meet a message of the other call (the root's wait is its only cost).
   */
  groupBroadcast(value, root, axes, ack) {
    const rc = this.topology.coords(root);
    let v = value;
    let from = -1;
    let children;
    for (let j = axes.length - 1; j >= 0; j--) {
      if (!this.matches(rc, axes, j)) continue;
      const a = axes[j];
      const ci = this.c[a];
      const t = rc[a];
      const last = this.topology.dims[a] - 1;
      if (ci < t) {
        from = this.step(a, 1);
        v = this.recvTagged(from);
        if (ci > 0) this.sendTagged(this.step(a, -1), v);
      } else if (ci > t) {
        from = this.step(a, -1);
        v = this.recvTagged(from);
        if (ci < last) this.sendTagged(this.step(a, 1), v);
      } else {
        if (ci > 0) this.sendTagged(this.step(a, -1), v);
        if (ci < last) this.sendTagged(this.step(a, 1), v);
        if (ack && this.rank === root) {
          children ??= [];
          if (ci > 0) children.push(this.step(a, -1));
          if (ci < last) children.push(this.step(a, 1));
        }
      }
    }
    if (ack) {
      if (from === root) this.links.send(root, this.tagged(NO_BYTES, this.w0 | ACK_BIT));
      if (children !== void 0) for (const c of children) this.recvTagged(c, this.w0 | ACK_BIT);
    }
    return v;
  }
  /** True when this rank has root's coordinates on axes[0..j-1] (it takes part in step j). */
  matches(rc, axes, j) {
    for (let i = 0; i < j; i++) {
      const a = axes[i];
      if (this.c[a] !== rc[a]) return false;
    }
    return true;
  }
  groupLastOf(axes) {
    return axes === this.allAxes ? this.allLast : this.lastOf(axes);
  }
  lastOf(axes) {
    const c = this.c.slice();
    for (const a of axes) c[a] = this.topology.dims[a] - 1;
    return this.topology.rankOf(c);
  }
  step(axis, dir) {
    return this.steps[2 * axis + (dir + 1) / 2];
  }
  sendMaybe(to, v) {
    this.sendTagged(to, v === void 0 ? null : v);
  }
  recvMaybe(from) {
    const got = this.recvTagged(from);
    if (got === null) return void 0;
    if (dtypeOf(got) === void 0)
      throw collectiveMismatch("reduction", "a partial result (typed array)", `${describe(got)} from rank ${from}`);
    return got;
  }
  recvBag(from) {
    return this.recvTagged(from);
  }
}
const NO_BYTES = new Uint8Array(0);
const TAG_F64 = new Float64Array(1);
const TAG_I32 = new Int32Array(TAG_F64.buffer);
function own(v) {
  if (v.length <= 16) return v.slice();
  return v.byteOffset === 0 && v.byteLength === v.buffer.byteLength ? v : v.slice();
}
function ownValue(v) {
  return dtypeOf(v) === void 0 ? v : own(v);
}
export {
  LinkCollectives
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL2NvbW0vY29sbGVjdGl2ZXMtbGlua3MudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKlxuICogVG9wb2xvZ3ktZmFpdGhmdWwgY29sbGVjdGl2ZXM6IGV2ZXJ5IHZhbHVlIG1vdmVzIG92ZXIgbGlua3MgYmV0d2VlbiBuZWlnaGJvdXJzLCBsaW5lIGJ5IGxpbmVcbiAqIGFsb25nIHRoZSBheGVzIG9mIHRoZSB0b3BvbG9neSAoYSBzY2FuIG9uIGEgbWVzaCB3YWxrcyB0aGUgbWVzaDogcm93cywgdGhlbiB0aGUgY29sdW1uIG9mIHJvd1xuICogZW5kcywgdGhlbiBiYWNrKS4gVGhleSBldmFsdWF0ZSB0aGUgc2FtZSBleHByZXNzaW9uIGFzIHRoZSBzaGFyZWQtbWVtb3J5IG9uZXMgKC4vZm9sZC50cykuXG4gKlxuICogQWdyZWVtZW50OiBldmVyeSBtZXNzYWdlIGEgY29sbGVjdGl2ZSBzZW5kcyBjYXJyaWVzIGEgdGFnLCB0d28gSW50MzIgd29yZHM6IHdoYXQgdGhlIHNlbmRlclxuICogY2FsbGVkIChraW5kLCBvcCwgYSBudW1iZXIgb3IgYSB0eXBlZCBhcnJheSwgZXhjbHVzaXZlLCBheGVzIG9yIHJvb3Q7IGB0YWdPZmApIGFuZCBpdHMgY2FsbFxuICogbnVtYmVyLiBUeXBlZCBhcnJheXMgdHJhdmVsIHdpdGggdGhlIHRhZyBpbiA4IGJ5dGVzIGluIGZyb250IChzYW1lIGR0eXBlLCBzbyBzdGlsbCBvbmUgcmluZyBsaW5lXG4gKiBmb3IgYSBudW1iZXIpLCBvdGhlciB2YWx1ZXMgYXMgYFt3b3JkMCwgd29yZDEsIHZhbHVlXWAuIEEgcmVjZWl2ZXIgd2hvc2Ugb3duIGNhbGwgZGlmZmVycyBmYWlsc1xuICogd2l0aCBNV19DT0xMRUNUSVZFX01JU01BVENIIG5hbWluZyBib3RoIGNhbGxzLCBhcyB0aGUgc2htIGNvbGxlY3RpdmVzIGRvIGF0IHRoZWlyIGJhcnJpZXIuIEFcbiAqIGJyb2FkY2FzdCdzIHJvb3Qgd2FpdHMgZm9yIGFuIGFja25vd2xlZGdlbWVudCBmcm9tIHRoZSByYW5rcyBpdCBzZW50IHRvLCBzbyByYW5rcyB0aGF0IGRpc2FncmVlXG4gKiBvbiB0aGUgcm9vdCBtZWV0IGEgbWVzc2FnZSBvZiB0aGUgb3RoZXIgY2FsbC4gUmFua3MgdGhhdCBkaXNhZ3JlZSBvbmx5IHdoZXJlIG5vIG1lc3NhZ2UgY3Jvc3Nlc1xuICogd2l0aGluIHRoZSBjYWxsIChhIGJyb2FkY2FzdCBvbiBhIGxpbmUgd2hlcmUgZWFjaCBoYWxmIG5hbWVzIGl0cyBvd24gcm9vdCBhdCB0aGUgZmFyIGVuZCkgbGVhdmVcbiAqIGEgbWVzc2FnZSBiZWhpbmQgdGhhdCB0aGUgbmV4dCBjb2xsZWN0aXZlIG92ZXIgdGhhdCBsaW5rIHJlcG9ydHMgKGl0cyBjYWxsIG51bWJlciBpcyBvbGQpO1xuICogcmFua3MgdGhhdCBuYW1lIGRpZmZlcmVudCBnYXRoZXIgcm9vdHMgY2FuIHdhaXQgb24gZWFjaCBvdGhlciAobm8gbWVzc2FnZSB0byBjaGVjayksIHdoaWNoIHRoZVxuICogd2FpdCBkZWFkbGluZSBlbmRzLCBuYW1pbmcgdGhlIGN5Y2xlLlxuICovXG5pbXBvcnQgeyBjb2xsZWN0aXZlTWlzbWF0Y2gsIGRlc2NyaWJlLCBFcnJvckNvZGVzLCBNZXNod29ya0Vycm9yLCB1bmNhcnJpZWRWYWx1ZSB9IGZyb20gJy4uL2Vycm9ycy5qcyc7XG5pbXBvcnQgdHlwZSB7IFRvcG9sb2d5IH0gZnJvbSAnLi4vdG9wb2xvZ3kvdHlwZXMuanMnO1xuaW1wb3J0IHtcbiAgYXNWZWN0b3IsXG4gIHR5cGUgQ29sbGVjdGl2ZU1vZGUsXG4gIHR5cGUgQ29sbGVjdGl2ZXMsXG4gIGNoZWNrUmVkdWNlTnVtYmVyLFxuICBjaGVja1Jvb3QsXG4gIHR5cGUgUmVkdWNlT3B0aW9ucyxcbiAgdHlwZSBSZWR1Y2libGUsXG4gIHR5cGUgU2Nhbk9wdGlvbnMsXG59IGZyb20gJy4vY29sbGVjdGl2ZXMuanMnO1xuaW1wb3J0IHsgZHR5cGVPZiwgdHlwZSBOdW1lcmljQXJyYXkgfSBmcm9tICcuL2R0eXBlLmpzJztcbmltcG9ydCB7IGF0TGV2ZWwsIGNoZWNrT3AsIGNvbWJpbmUsIGdyb3VwQXhlcywgaWRlbnRpdHlMaWtlLCB0eXBlIE1heWJlLCB0eXBlIFJlZHVjZU9wIH0gZnJvbSAnLi9mb2xkLmpzJztcbmltcG9ydCB0eXBlIHsgTGlua3MgfSBmcm9tICcuL2xpbmtzLmpzJztcbmltcG9ydCB7IERvbmVSZWR1Y2UsIHR5cGUgUGVuZGluZ1JlZHVjZSB9IGZyb20gJy4vcG9zdGVkLXJlZHVjZS5qcyc7XG5pbXBvcnQgeyBkZXRhY2hlZFZpZXcgfSBmcm9tICcuL3ZhbHVlcy5qcyc7XG5cbmNvbnN0IEtfQkFSUklFUiA9IDE7XG5jb25zdCBLX0FMTFJFRFVDRSA9IDI7XG5jb25zdCBLX1NDQU4gPSAzO1xuY29uc3QgS19CUk9BRENBU1QgPSA0O1xuY29uc3QgS19HQVRIRVIgPSA1O1xuY29uc3QgS19BTExHQVRIRVIgPSA2O1xuY29uc3QgS0lORF9OQU1FUyA9IFsnPycsICdiYXJyaWVyJywgJ2FsbHJlZHVjZScsICdzY2FuJywgJ2Jyb2FkY2FzdCcsICdnYXRoZXInLCAnYWxsZ2F0aGVyJywgJz8nXTtcbmNvbnN0IE9QX0NPREVTOiBSZWFkb25seTxSZWNvcmQ8UmVkdWNlT3AsIG51bWJlcj4+ID0geyBzdW06IDEsIG1pbjogMiwgbWF4OiAzIH07XG5jb25zdCBPUF9OQU1FUyA9IFsnJywgJ3N1bScsICdtaW4nLCAnbWF4J107XG5jb25zdCBOVU1CRVJfQklUID0gMSA8PCA1O1xuY29uc3QgRVhDTFVTSVZFX0JJVCA9IDEgPDwgNjtcbi8qKiBNYXJrcyBhIGJyb2FkY2FzdCdzIGFja25vd2xlZGdlbWVudCB0byBpdHMgcm9vdC4gKi9cbmNvbnN0IEFDS19CSVQgPSAxIDw8IDc7XG4vKiogQnl0ZXMgb2YgdGhlIHRhZyBpbiBmcm9udCBvZiBhIHR5cGVkIGFycmF5LiAqL1xuY29uc3QgVEFHX0JZVEVTID0gODtcblxuLyoqIFdvcmQgMCBvZiBhIGNvbGxlY3RpdmUncyB0YWc6IGtpbmQgfCBvcCA8PCAzIHwgbnVtYmVyIHwgZXhjbHVzaXZlIHwgZGV0YWlsIDw8IDggKGF4ZXMgbWFzaywgYXhpcyArIDEgb3Igcm9vdCkuICovXG5mdW5jdGlvbiB0YWdPZihraW5kOiBudW1iZXIsIG9wID0gMCwgbnVtYmVyID0gZmFsc2UsIGV4Y2x1c2l2ZSA9IGZhbHNlLCBkZXRhaWwgPSAwKTogbnVtYmVyIHtcbiAgcmV0dXJuIGtpbmQgfCAob3AgPDwgMykgfCAobnVtYmVyID8gTlVNQkVSX0JJVCA6IDApIHwgKGV4Y2x1c2l2ZSA/IEVYQ0xVU0lWRV9CSVQgOiAwKSB8ICgoZGV0YWlsICYgMHg3ZmZmZmYpIDw8IDgpO1xufVxuXG5mdW5jdGlvbiBheGVzTWFzayhheGVzOiByZWFkb25seSBudW1iZXJbXSk6IG51bWJlciB7XG4gIGxldCBtID0gMDtcbiAgZm9yIChjb25zdCBhIG9mIGF4ZXMpIG0gfD0gMSA8PCBhO1xuICByZXR1cm4gbTtcbn1cblxuLyoqIEEgdGFnIGluIHdvcmRzLCBlLmcuIFwiYWxscmVkdWNlKG1heCkgb2YgYSBudW1iZXIgb3ZlciBheGVzIDBcIiBvciBcImJyb2FkY2FzdCBmcm9tIHJvb3QgMVwiLiAqL1xuZnVuY3Rpb24gZGVzY3JpYmVUYWcodzA6IG51bWJlcik6IHN0cmluZyB7XG4gIGNvbnN0IGtpbmQgPSB3MCAmIDc7XG4gIGNvbnN0IG9wID0gKHcwID4+IDMpICYgMztcbiAgY29uc3QgZGV0YWlsID0gdzAgPj4+IDg7XG4gIGxldCBzID0gS0lORF9OQU1FU1traW5kXSBhcyBzdHJpbmc7XG4gIGlmIChvcCAhPT0gMCkgcyArPSBgKCR7T1BfTkFNRVNbb3BdfSlgO1xuICBpZiAoa2luZCA9PT0gS19BTExSRURVQ0UgfHwga2luZCA9PT0gS19TQ0FOKSBzICs9ICh3MCAmIE5VTUJFUl9CSVQpICE9PSAwID8gJyBvZiBhIG51bWJlcicgOiAnIG9mIGEgdHlwZWQgYXJyYXknO1xuICBpZiAoKHcwICYgRVhDTFVTSVZFX0JJVCkgIT09IDApIHMgKz0gJyAoZXhjbHVzaXZlKSc7XG4gIGlmIChraW5kID09PSBLX0FMTFJFRFVDRSkge1xuICAgIGNvbnN0IGF4ZXM6IG51bWJlcltdID0gW107XG4gICAgZm9yIChsZXQgYSA9IDA7IGEgPCAyMzsgYSsrKSBpZiAoKGRldGFpbCAmICgxIDw8IGEpKSAhPT0gMCkgYXhlcy5wdXNoKGEpO1xuICAgIHMgKz0gYCBvdmVyIGF4ZXMgWyR7YXhlcy5qb2luKCcsICcpfV1gO1xuICB9IGVsc2UgaWYgKGtpbmQgPT09IEtfU0NBTikgcyArPSBkZXRhaWwgPT09IDAgPyAnIG92ZXIgYWxsIHJhbmtzJyA6IGAgYWxvbmcgYXhpcyAke2RldGFpbCAtIDF9YDtcbiAgZWxzZSBpZiAoa2luZCA9PT0gS19CUk9BRENBU1QgfHwga2luZCA9PT0gS19HQVRIRVIpIHMgKz0gYCB3aXRoIHJvb3QgJHtkZXRhaWx9YDtcbiAgaWYgKCh3MCAmIEFDS19CSVQpICE9PSAwKSBzICs9ICcgKGFja25vd2xlZGdlbWVudCknO1xuICByZXR1cm4gcztcbn1cblxuZXhwb3J0IGNsYXNzIExpbmtDb2xsZWN0aXZlcyBpbXBsZW1lbnRzIENvbGxlY3RpdmVzIHtcbiAgcmVhZG9ubHkgbW9kZTogQ29sbGVjdGl2ZU1vZGUgPSAnbGlua3MnO1xuICAvKiogQ29sbGVjdGl2ZXMgdGhpcyByYW5rIGhhcyBlbnRlcmVkLCBtb2QgMl4yMCAod29yZCAxIG9mIGV2ZXJ5IHRhZykuICovXG4gIHByaXZhdGUgc2VxID0gMDtcbiAgLyoqIFN0YWdpbmcgYXJyYXlzIG9mIHRhZ2dlZCBzZW5kcywgb25lIHBlciBkdHlwZSAoYHRhZ2dlZGApLiAqL1xuICBwcml2YXRlIHJlYWRvbmx5IHN0YWdlcyA9IG5ldyBNYXA8dW5rbm93biwgeyBhcnI6IE51bWVyaWNBcnJheTsgd29yZHM6IEludDMyQXJyYXkgfT4oKTtcbiAgLyoqIFdvcmQgMCBvZiB0aGUgY3VycmVudCBjb2xsZWN0aXZlJ3MgdGFnLiAqL1xuICBwcml2YXRlIHcwID0gMDtcbiAgcHJpdmF0ZSByZWFkb25seSB0b3BvbG9neTogVG9wb2xvZ3k7XG4gIHByaXZhdGUgcmVhZG9ubHkgcmFuazogbnVtYmVyO1xuICBwcml2YXRlIHJlYWRvbmx5IGM6IG51bWJlcltdO1xuICBwcml2YXRlIHJlYWRvbmx5IGFsbEF4ZXM6IHJlYWRvbmx5IG51bWJlcltdO1xuICAvKiogQSBiYXJyaWVyIHRva2VuIGlzIHRoZSB0YWcgYWxvbmUgKDggYnl0ZXMsIHJlY2VpdmVkIGluIHBsYWNlKS4gKi9cbiAgcHJpdmF0ZSByZWFkb25seSB0b2tlbk91dCA9IG5ldyBVaW50OEFycmF5KFRBR19CWVRFUyk7XG4gIHByaXZhdGUgcmVhZG9ubHkgdG9rZW5JbiA9IG5ldyBVaW50OEFycmF5KFRBR19CWVRFUyk7XG4gIHByaXZhdGUgcmVhZG9ubHkgdG9rZW5PdXRXb3JkcyA9IG5ldyBJbnQzMkFycmF5KHRoaXMudG9rZW5PdXQuYnVmZmVyKTtcbiAgcHJpdmF0ZSByZWFkb25seSB0b2tlbkluV29yZHMgPSBuZXcgSW50MzJBcnJheSh0aGlzLnRva2VuSW4uYnVmZmVyKTtcbiAgLyoqIHN0ZXBzWzIgYV0gLyBzdGVwc1syIGEgKyAxXTogdGhlIHJhbmsgb25lIHN0ZXAgZG93biAvIHVwIGFsb25nIGF4aXMgYSAoLTEgb2ZmIHRoZSBncmlkKS4gKi9cbiAgcHJpdmF0ZSByZWFkb25seSBzdGVwczogSW50MzJBcnJheTtcbiAgLyoqIFRoZSBncm91cCdzIGxhc3QgcmFuayBmb3IgdGhlIGRlZmF1bHQgYXhlcyAoZXZlcnkgYWxscmVkdWNlIHdpdGhvdXQgYGF4ZXNgIGFza3MgZm9yIGl0KS4gKi9cbiAgcHJpdmF0ZSByZWFkb25seSBhbGxMYXN0OiBudW1iZXI7XG5cbiAgY29uc3RydWN0b3IocHJpdmF0ZSByZWFkb25seSBsaW5rczogTGlua3MpIHtcbiAgICB0aGlzLnRvcG9sb2d5ID0gbGlua3MudG9wb2xvZ3k7XG4gICAgdGhpcy5yYW5rID0gbGlua3MucmFuaztcbiAgICB0aGlzLmMgPSB0aGlzLnRvcG9sb2d5LmNvb3Jkcyh0aGlzLnJhbmspO1xuICAgIHRoaXMuYWxsQXhlcyA9IGdyb3VwQXhlcyh0aGlzLnRvcG9sb2d5KTtcbiAgICBjb25zdCBkaW1zID0gdGhpcy50b3BvbG9neS5kaW1zO1xuICAgIHRoaXMuc3RlcHMgPSBuZXcgSW50MzJBcnJheSgyICogZGltcy5sZW5ndGgpLmZpbGwoLTEpO1xuICAgIGZvciAobGV0IGEgPSAwOyBhIDwgZGltcy5sZW5ndGg7IGErKykge1xuICAgICAgY29uc3QgY2kgPSB0aGlzLmNbYV0gYXMgbnVtYmVyO1xuICAgICAgZm9yIChjb25zdCBkaXIgb2YgWy0xLCAxXSBhcyBjb25zdCkge1xuICAgICAgICBpZiAoY2kgKyBkaXIgPCAwIHx8IGNpICsgZGlyID49IChkaW1zW2FdIGFzIG51bWJlcikpIGNvbnRpbnVlO1xuICAgICAgICBjb25zdCBjID0gdGhpcy5jLnNsaWNlKCk7XG4gICAgICAgIGNbYV0gPSBjaSArIGRpcjtcbiAgICAgICAgdGhpcy5zdGVwc1syICogYSArIChkaXIgKyAxKSAvIDJdID0gdGhpcy50b3BvbG9neS5yYW5rT2YoYyk7XG4gICAgICB9XG4gICAgfVxuICAgIHRoaXMuYWxsTGFzdCA9IHRoaXMubGFzdE9mKHRoaXMuYWxsQXhlcyk7XG4gIH1cblxuICAvKipcbiAgICogQSBnYXRoZXIgb2YgZW1wdHkgdG9rZW5zIHRvIHJhbmsgMCBhbG9uZyB0aGUgYXhlcyAocm93cyBmaXJzdCksIHRoZW4gdGhlaXIgYnJvYWRjYXN0IGJhY2s6XG4gICAqIHRoZSBzYW1lIHRyZWUgYXMgYGdhdGhlcmAgKyBgYnJvYWRjYXN0YCwgd2l0aCB6ZXJvLWJ5dGUgdHlwZWQgYXJyYXlzIHJlY2VpdmVkIGluIHBsYWNlLCBzbyBhXG4gICAqIGJhcnJpZXIgc2VyaWFsaXplcyBub3RoaW5nIGFuZCBhbGxvY2F0ZXMgbm90aGluZy5cbiAgICovXG4gIGJhcnJpZXIoKTogdm9pZCB7XG4gICAgdGhpcy5iZWdpbih0YWdPZihLX0JBUlJJRVIpKTtcbiAgICB0aGlzLnRva2VuT3V0V29yZHNbMF0gPSB0aGlzLncwO1xuICAgIHRoaXMudG9rZW5PdXRXb3Jkc1sxXSA9IHRoaXMuc2VxO1xuICAgIGNvbnN0IGF4ZXMgPSB0aGlzLmFsbEF4ZXM7XG4gICAgY29uc3QgZGltcyA9IHRoaXMudG9wb2xvZ3kuZGltcztcbiAgICBsZXQgbGV2ZWwgPSAwO1xuICAgIGZvciAoOyBsZXZlbCA8IGF4ZXMubGVuZ3RoOyBsZXZlbCsrKSB7XG4gICAgICBjb25zdCBhID0gYXhlc1tsZXZlbF0gYXMgbnVtYmVyO1xuICAgICAgY29uc3QgY2kgPSB0aGlzLmNbYV0gYXMgbnVtYmVyO1xuICAgICAgaWYgKGNpIDwgKGRpbXNbYV0gYXMgbnVtYmVyKSAtIDEpIHRoaXMucmVjdlRva2VuKHRoaXMuc3RlcChhLCAxKSk7XG4gICAgICBpZiAoY2kgPiAwKSB7XG4gICAgICAgIHRoaXMubGlua3Muc2VuZCh0aGlzLnN0ZXAoYSwgLTEpLCB0aGlzLnRva2VuT3V0KTtcbiAgICAgICAgYnJlYWs7XG4gICAgICB9XG4gICAgfVxuICAgIGZvciAobGV0IGogPSBNYXRoLm1pbihsZXZlbCwgYXhlcy5sZW5ndGggLSAxKTsgaiA+PSAwOyBqLS0pIHtcbiAgICAgIGNvbnN0IGEgPSBheGVzW2pdIGFzIG51bWJlcjtcbiAgICAgIGNvbnN0IGNpID0gdGhpcy5jW2FdIGFzIG51bWJlcjtcbiAgICAgIGlmIChqID09PSBsZXZlbCkgdGhpcy5yZWN2VG9rZW4odGhpcy5zdGVwKGEsIC0xKSk7XG4gICAgICBpZiAoY2kgPCAoZGltc1thXSBhcyBudW1iZXIpIC0gMSkgdGhpcy5saW5rcy5zZW5kKHRoaXMuc3RlcChhLCAxKSwgdGhpcy50b2tlbk91dCk7XG4gICAgfVxuICB9XG5cbiAgcHJpdmF0ZSByZWN2VG9rZW4oZnJvbTogbnVtYmVyKTogdm9pZCB7XG4gICAgdHJ5IHtcbiAgICAgIHRoaXMubGlua3MucmVjdkludG8oZnJvbSwgdGhpcy50b2tlbkluKTtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIGlmIChlcnIgaW5zdGFuY2VvZiBNZXNod29ya0Vycm9yICYmIGVyci5jb2RlID09PSBFcnJvckNvZGVzLlBST1RPQ09MKSB7XG4gICAgICAgIHRocm93IGNvbGxlY3RpdmVNaXNtYXRjaCgnYmFycmllcicsICdhIGJhcnJpZXIgdG9rZW4gKHRoZSA4LWJ5dGUgdGFnKScsIGAke2Vyci5tZXNzYWdlfSAocmFuayAke2Zyb219KWApO1xuICAgICAgfVxuICAgICAgdGhyb3cgZXJyO1xuICAgIH1cbiAgICB0aGlzLmNoZWNrKGZyb20sIHRoaXMudG9rZW5JbldvcmRzWzBdIGFzIG51bWJlciwgdGhpcy50b2tlbkluV29yZHNbMV0gYXMgbnVtYmVyLCB0aGlzLncwKTtcbiAgfVxuXG4gIC8qKiBFbnRlciBhIGNvbGxlY3RpdmU6IHRoZSB0YWcgZXZlcnkgbWVzc2FnZSBvZiBpdCBjYXJyaWVzLiAqL1xuICBwcml2YXRlIGJlZ2luKHcwOiBudW1iZXIpOiB2b2lkIHtcbiAgICAvLyAyMCBiaXRzOiB3b3JkIDEgb2YgYSBmbG9hdDY0IHRhZyBzdGF5cyBiZWxvdyB0aGUgZXhwb25lbnQgYml0cyAoLi9jb2xsZWN0aXZlcy1saW5rcy50cyByZWN2VGFnZ2VkKVxuICAgIHRoaXMuc2VxID0gKHRoaXMuc2VxICsgMSkgJiAweGZmZmZmO1xuICAgIHRoaXMudzAgPSB3MDtcbiAgfVxuXG4gIC8qKiBBIG1lc3NhZ2UgZnJvbSBgZnJvbWAgdGFnZ2VkICh3MCwgc2VxKSBtdXN0IGJlbG9uZyB0byB0aGlzIHZlcnkgY2FsbCAodGFnIGB3YW50YCkuICovXG4gIHByaXZhdGUgY2hlY2soZnJvbTogbnVtYmVyLCB3MDogbnVtYmVyLCBzZXE6IG51bWJlciwgd2FudDogbnVtYmVyKTogdm9pZCB7XG4gICAgaWYgKHcwID09PSB3YW50ICYmIHNlcSA9PT0gdGhpcy5zZXEpIHJldHVybjtcbiAgICB0aHJvdyBjb2xsZWN0aXZlTWlzbWF0Y2goXG4gICAgICBkZXNjcmliZVRhZyh3YW50KSxcbiAgICAgIGAke2Rlc2NyaWJlVGFnKHdhbnQpfSBhcyBjb2xsZWN0aXZlICMke3RoaXMuc2VxfSBvZiB0aGlzIHJ1bmAsXG4gICAgICBgJHtkZXNjcmliZVRhZyh3MCl9IGFzIGNvbGxlY3RpdmUgIyR7c2VxfSBmcm9tIHJhbmsgJHtmcm9tfSAoZXZlcnkgcmFuayBtdXN0IGNhbGwgdGhlIHNhbWUgY29sbGVjdGl2ZXMgd2l0aCB0aGUgc2FtZSBvcCwgcm9vdCwgYXhlcyBhbmQgdmFsdWUga2luZCwgaW4gdGhlIHNhbWUgb3JkZXIpYCxcbiAgICApO1xuICB9XG5cbiAgLyoqXG4gICAqIGB2YCB3aXRoIHRoZSBjdXJyZW50IHRhZyBpbiBmcm9udCwgaW4gYSBzdGFnaW5nIGFycmF5IG9mIGl0cyBkdHlwZSByZXVzZWQgZnJvbSBjYWxsIHRvIGNhbGxcbiAgICogKGBsaW5rcy5zZW5kYCBoYXMgY29waWVkIGEgbWVzc2FnZSBpbnRvIHRoZSByaW5nIHdoZW4gaXQgcmV0dXJuczsgYSByZXVzZWQgYXJyYXkgYWxzbyBrZWVwc1xuICAgKiB0aGUgbGlua3MnIGNhY2hlZCB3b3JkIHZpZXcpLiBBbGxvY2F0aW5nIGEgdGFnZ2VkIGNvcHkgYW5kIGEgd29yZCB2aWV3IG9mIGl0IHBlciBtZXNzYWdlIG1hZGVcbiAgICogYW4gYWxscmVkdWNlIG9mIGEgbnVtYmVyIG92ZXIgbGlua3MgNC02eCBzbG93ZXIuXG4gICAqL1xuICBwcml2YXRlIHRhZ2dlZCh2OiBOdW1lcmljQXJyYXksIHcwOiBudW1iZXIpOiBOdW1lcmljQXJyYXkge1xuICAgIGNvbnN0IEN0b3IgPSB2LmNvbnN0cnVjdG9yIGFzIG5ldyAobjogbnVtYmVyKSA9PiBOdW1lcmljQXJyYXk7XG4gICAgY29uc3QgZSA9IFRBR19CWVRFUyAvIHYuQllURVNfUEVSX0VMRU1FTlQ7XG4gICAgY29uc3QgbiA9IGUgKyB2Lmxlbmd0aDtcbiAgICBsZXQgc3QgPSB0aGlzLnN0YWdlcy5nZXQoQ3Rvcik7XG4gICAgaWYgKHN0ID09PSB1bmRlZmluZWQgfHwgc3QuYXJyLmxlbmd0aCAhPT0gbikge1xuICAgICAgY29uc3QgYXJyID0gbmV3IEN0b3Iobik7XG4gICAgICBzdCA9IHsgYXJyLCB3b3JkczogbmV3IEludDMyQXJyYXkoYXJyLmJ1ZmZlciwgYXJyLmJ5dGVPZmZzZXQsIDIpIH07XG4gICAgICB0aGlzLnN0YWdlcy5zZXQoQ3Rvciwgc3QpO1xuICAgIH1cbiAgICAoc3QuYXJyIGFzIHVua25vd24gYXMgeyBzZXQoYTogQXJyYXlMaWtlPHVua25vd24+LCBhdDogbnVtYmVyKTogdm9pZCB9KS5zZXQodiBhcyB1bmtub3duIGFzIEFycmF5TGlrZTx1bmtub3duPiwgZSk7XG4gICAgc3Qud29yZHNbMF0gPSB3MDtcbiAgICBzdC53b3Jkc1sxXSA9IHRoaXMuc2VxO1xuICAgIHJldHVybiBzdC5hcnI7XG4gIH1cblxuICAvKiogU2VuZCBhbnkgdmFsdWUgb2YgdGhlIGN1cnJlbnQgY29sbGVjdGl2ZSAodHlwZWQgYXJyYXlzIHRhZ2dlZCBpbiBmcm9udCwgb3RoZXJzIHdyYXBwZWQpLiAqL1xuICBwcml2YXRlIHNlbmRUYWdnZWQodG86IG51bWJlciwgdjogdW5rbm93biwgdzAgPSB0aGlzLncwKTogdm9pZCB7XG4gICAgaWYgKGR0eXBlT2YodikgIT09IHVuZGVmaW5lZCkge1xuICAgICAgaWYgKCh2IGFzIE51bWVyaWNBcnJheSkubGVuZ3RoID09PSAwICYmIGRldGFjaGVkVmlldyh2IGFzIE51bWVyaWNBcnJheSkpXG4gICAgICAgIHRocm93IHVuY2FycmllZFZhbHVlKCdjb2xsZWN0aXZlIHZhbHVlJywgJ2EgdHlwZWQgYXJyYXkgb3IgZGF0YScsICdhIGRldGFjaGVkIHR5cGVkIGFycmF5IChpdHMgYnVmZmVyIHdhcyB0cmFuc2ZlcnJlZCknKTtcbiAgICAgIHRoaXMubGlua3Muc2VuZCh0bywgdGhpcy50YWdnZWQodiBhcyBOdW1lcmljQXJyYXksIHcwKSk7XG4gICAgfSBlbHNlIHRoaXMubGlua3Muc2VuZCh0bywgW3cwLCB0aGlzLnNlcSwgdl0pO1xuICB9XG5cbiAgLyoqIFJlY2VpdmUgYSBtZXNzYWdlIG9mIHRoZSBjdXJyZW50IGNvbGxlY3RpdmUgKHRhZyBgd2FudGApIGFuZCByZXR1cm4gaXRzIHZhbHVlLiAqL1xuICBwcml2YXRlIHJlY3ZUYWdnZWQoZnJvbTogbnVtYmVyLCB3YW50ID0gdGhpcy53MCk6IHVua25vd24ge1xuICAgIGNvbnN0IGdvdCA9IHRoaXMubGlua3MucmVjdihmcm9tKTtcbiAgICBpZiAoZHR5cGVPZihnb3QpICE9PSB1bmRlZmluZWQpIHtcbiAgICAgIGNvbnN0IHYgPSBnb3QgYXMgTnVtZXJpY0FycmF5O1xuICAgICAgY29uc3QgZSA9IFRBR19CWVRFUyAvIHYuQllURVNfUEVSX0VMRU1FTlQ7XG4gICAgICBpZiAodi5sZW5ndGggPj0gZSkge1xuICAgICAgICBpZiAodiBpbnN0YW5jZW9mIEZsb2F0NjRBcnJheSkge1xuICAgICAgICAgIC8vIHRoZSB0YWcncyB3b3JkcyB0aHJvdWdoIGEgZmxvYXQ2NCAoaXRzIGhpZ2ggd29yZCBpcyB0aGUgY2FsbCBudW1iZXIsIDwgMl4yMDogbmV2ZXIgYVxuICAgICAgICAgIC8vIE5hTiwgc28gdGhlIGJpdHMgc3Vydml2ZSksIHdpdGhvdXQgYSBieXRlIHZpZXcgb2YgdGhlIHJlY2VpdmVkIGFycmF5XG4gICAgICAgICAgVEFHX0Y2NFswXSA9IHZbMF0gYXMgbnVtYmVyO1xuICAgICAgICAgIHRoaXMuY2hlY2soZnJvbSwgVEFHX0kzMlswXSBhcyBudW1iZXIsIFRBR19JMzJbMV0gYXMgbnVtYmVyLCB3YW50KTtcbiAgICAgICAgfSBlbHNlIHtcbiAgICAgICAgICBjb25zdCBoZWFkID0gbmV3IERhdGFWaWV3KHYuYnVmZmVyLCB2LmJ5dGVPZmZzZXQsIFRBR19CWVRFUyk7XG4gICAgICAgICAgdGhpcy5jaGVjayhmcm9tLCBoZWFkLmdldEludDMyKDAsIHRydWUpLCBoZWFkLmdldEludDMyKDQsIHRydWUpLCB3YW50KTtcbiAgICAgICAgfVxuICAgICAgICAvLyBhIGNvcHkgb2YgaXRzIG93biAobm90IGEgdmlldyBiZWhpbmQgdGhlIHRhZyk6IHJlc3VsdHMgZ28gdG8gdGhlIHByb2dyYW0gYXMgdGhleSBhcmVcbiAgICAgICAgcmV0dXJuIHYuc2xpY2UoZSk7XG4gICAgICB9XG4gICAgfSBlbHNlIGlmIChBcnJheS5pc0FycmF5KGdvdCkgJiYgZ290Lmxlbmd0aCA9PT0gMyAmJiB0eXBlb2YgZ290WzBdID09PSAnbnVtYmVyJyAmJiB0eXBlb2YgZ290WzFdID09PSAnbnVtYmVyJykge1xuICAgICAgdGhpcy5jaGVjayhmcm9tLCBnb3RbMF0sIGdvdFsxXSwgd2FudCk7XG4gICAgICByZXR1cm4gZ290WzJdO1xuICAgIH1cbiAgICB0aHJvdyBjb2xsZWN0aXZlTWlzbWF0Y2goXG4gICAgICBkZXNjcmliZVRhZyh3YW50KSxcbiAgICAgIGBhIG1lc3NhZ2Ugb2YgJHtkZXNjcmliZVRhZyh3YW50KX0gZnJvbSByYW5rICR7ZnJvbX1gLFxuICAgICAgYCR7ZGVzY3JpYmUoZ290KX0gd2l0aG91dCBhIGNvbGxlY3RpdmUncyB0YWcgKGEgcG9pbnQtdG8tcG9pbnQgbWVzc2FnZSBsZWZ0IHVucmVjZWl2ZWQ/KWAsXG4gICAgKTtcbiAgfVxuXG4gIC8qKiBPdmVyIGxpbmtzIGEgcmVkdWN0aW9uIGhhcyBubyBzcGxpdCBwaGFzZTogaXQgcmVkdWNlcyBub3cuICovXG4gIGlhbGxyZWR1Y2UodmFsdWU6IG51bWJlciwgb3A6IFJlZHVjZU9wIHwgJ3BsdXMnKTogUGVuZGluZ1JlZHVjZSB7XG4gICAgY29uc3QgbyA9IGNoZWNrT3Aob3ApO1xuICAgIHJldHVybiBuZXcgRG9uZVJlZHVjZSh0aGlzLmFsbHJlZHVjZShjaGVja1JlZHVjZU51bWJlcih2YWx1ZSksIG8pKTtcbiAgfVxuXG4gIGFsbHJlZHVjZTxUIGV4dGVuZHMgUmVkdWNpYmxlPih2YWx1ZTogVCwgb3A6IFJlZHVjZU9wIHwgJ3BsdXMnLCBvcHRpb25zOiBSZWR1Y2VPcHRpb25zID0ge30pOiBUIHtcbiAgICBjb25zdCBvID0gY2hlY2tPcChvcCk7XG4gICAgY29uc3QgYXhlcyA9IG9wdGlvbnMuYXhlcyA9PT0gdW5kZWZpbmVkID8gdGhpcy5hbGxBeGVzIDogZ3JvdXBBeGVzKHRoaXMudG9wb2xvZ3ksIG9wdGlvbnMuYXhlcyk7XG4gICAgY29uc3QgeyB2ZWMsIHVud3JhcCB9ID0gYXNWZWN0b3IodmFsdWUpO1xuICAgIHRoaXMuYmVnaW4odGFnT2YoS19BTExSRURVQ0UsIE9QX0NPREVTW29dLCB0eXBlb2YgdmFsdWUgPT09ICdudW1iZXInLCBmYWxzZSwgYXhlc01hc2soYXhlcykpKTtcbiAgICBjb25zdCB1cCA9IHRoaXMudXAobywgdmVjLCBheGVzKTtcbiAgICBjb25zdCBtID0gYXhlcy5sZW5ndGg7XG4gICAgY29uc3Qgcm9vdCA9IHRoaXMuZ3JvdXBMYXN0T2YoYXhlcyk7XG4gICAgY29uc3QgaXNMYXN0ID0gdGhpcy5yYW5rID09PSByb290O1xuICAgIGxldCB0b3RhbDogTWF5YmU7XG4gICAgaWYgKGlzTGFzdCkge1xuICAgICAgLy8gVGhlIGdyb3VwJ3MgbGFzdCByYW5rIGVuZHMgZXZlcnkgbGluZSwgc28gaXQgaG9sZHMgZXZlcnkgcHJlZml4IGl0IG5lZWRzLlxuICAgICAgbGV0IFA6IE1heWJlO1xuICAgICAgZm9yIChsZXQgaiA9IG0gLSAxOyBqID49IDE7IGotLSkgUCA9IGNvbWJpbmUobywgUCwgdXAuZXhjW2pdKTtcbiAgICAgIHRvdGFsID0gbSA9PT0gMCA/IHZlYyA6IGNvbWJpbmUobywgUCwgdXAuaW5jWzBdKTtcbiAgICB9XG4gICAgY29uc3QgcmVzdWx0ID0gdGhpcy5ncm91cEJyb2FkY2FzdChpc0xhc3QgPyAodG90YWwgYXMgTnVtZXJpY0FycmF5KSA6IHVuZGVmaW5lZCwgcm9vdCwgYXhlcywgZmFsc2UpO1xuICAgIC8vIEEgcmFuayB0aGF0IGNhbGxlZCBhbm90aGVyIGNvbGxlY3RpdmUgc2VudCBzb21ldGhpbmcgZWxzZTogZmFpbCBub3cgcmF0aGVyIHRoYW4gcmV0dXJuIGl0LlxuICAgIGNvbnN0IHIgPSByZXN1bHQgYXMgTnVtZXJpY0FycmF5O1xuICAgIGlmIChkdHlwZU9mKHJlc3VsdCkgIT09IGR0eXBlT2YodmVjKSB8fCByLmxlbmd0aCAhPT0gdmVjLmxlbmd0aCkge1xuICAgICAgdGhyb3cgY29sbGVjdGl2ZU1pc21hdGNoKCdhbGxyZWR1Y2UnLCBgYSByZXN1bHQgJHtkdHlwZU9mKHZlYyl9WyR7dmVjLmxlbmd0aH1dYCwgYCR7ZGVzY3JpYmUocmVzdWx0KX0gZnJvbSByYW5rICR7cm9vdH1gKTtcbiAgICB9XG4gICAgcmV0dXJuIHVud3JhcChvd24ocikpIGFzIFQ7XG4gIH1cblxuICByZWR1Y2U8VCBleHRlbmRzIFJlZHVjaWJsZT4odmFsdWU6IFQsIG9wOiBSZWR1Y2VPcCB8ICdwbHVzJywgcm9vdCA9IDApOiBUIHwgdW5kZWZpbmVkIHtcbiAgICBjaGVja1Jvb3Qocm9vdCwgdGhpcy50b3BvbG9neS5zaXplKTtcbiAgICBjb25zdCBvdXQgPSB0aGlzLmFsbHJlZHVjZSh2YWx1ZSwgb3ApO1xuICAgIHJldHVybiB0aGlzLnJhbmsgPT09IHJvb3QgPyBvdXQgOiB1bmRlZmluZWQ7XG4gIH1cblxuICBzY2FuPFQgZXh0ZW5kcyBSZWR1Y2libGU+KHZhbHVlOiBULCBvcDogUmVkdWNlT3AgfCAncGx1cycsIG9wdGlvbnM6IFNjYW5PcHRpb25zID0ge30pOiBUIHtcbiAgICBjb25zdCBvID0gY2hlY2tPcChvcCk7XG4gICAgY29uc3QgYXhlcyA9IG9wdGlvbnMuYXhpcyA9PT0gdW5kZWZpbmVkID8gdGhpcy5hbGxBeGVzIDogZ3JvdXBBeGVzKHRoaXMudG9wb2xvZ3ksIFtvcHRpb25zLmF4aXNdKTtcbiAgICBjb25zdCB7IHZlYywgdW53cmFwIH0gPSBhc1ZlY3Rvcih2YWx1ZSk7XG4gICAgY29uc3QgYXhpc1RhZyA9IG9wdGlvbnMuYXhpcyA9PT0gdW5kZWZpbmVkID8gMCA6IChheGVzWzBdID8/IC0xKSArIDE7XG4gICAgdGhpcy5iZWdpbih0YWdPZihLX1NDQU4sIE9QX0NPREVTW29dLCB0eXBlb2YgdmFsdWUgPT09ICdudW1iZXInLCBvcHRpb25zLmV4Y2x1c2l2ZSA9PT0gdHJ1ZSwgYXhpc1RhZykpO1xuICAgIGNvbnN0IG0gPSBheGVzLmxlbmd0aDtcbiAgICBjb25zdCB1cCA9IHRoaXMudXAobywgdmVjLCBheGVzKTtcbiAgICAvLyBEb3duOiB0aGUgcHJlZml4IG9mIGVhY2ggbGluZSBlbmQgdHJhdmVscyBiYWNrIGFsb25nIHRoZSBsaW5lLlxuICAgIGxldCBQb3duOiBNYXliZTsgLy8gUF97aisxfShzZWxmKSBmcm9tIHRoZSBwcmV2aW91cyAoaGlnaGVyKSBsZXZlbFxuICAgIGxldCBvZmZzZXQ6IE1heWJlO1xuICAgIGZvciAobGV0IGogPSBtIC0gMTsgaiA+PSAwOyBqLS0pIHtcbiAgICAgIGlmICghYXRMZXZlbCh0aGlzLmMsIGF4ZXMsIGosIHRoaXMudG9wb2xvZ3kpKSBjb250aW51ZTtcbiAgICAgIGNvbnN0IGEgPSBheGVzW2pdIGFzIG51bWJlcjtcbiAgICAgIGNvbnN0IGNpID0gdGhpcy5jW2FdIGFzIG51bWJlcjtcbiAgICAgIGNvbnN0IGxhc3QgPSAodGhpcy50b3BvbG9neS5kaW1zW2FdIGFzIG51bWJlcikgLSAxO1xuICAgICAgbGV0IFBlbmQ6IE1heWJlO1xuICAgICAgaWYgKGogKyAxIDwgbSkge1xuICAgICAgICBQZW5kID0gY2kgPT09IGxhc3QgPyBQb3duIDogdGhpcy5yZWN2TWF5YmUodGhpcy5zdGVwKGEsIDEpKTtcbiAgICAgICAgaWYgKGNpID4gMCkgdGhpcy5zZW5kTWF5YmUodGhpcy5zdGVwKGEsIC0xKSwgUGVuZCk7XG4gICAgICB9XG4gICAgICBpZiAoaiA+PSAxKSBQb3duID0gY29tYmluZShvLCBQZW5kLCB1cC5leGNbal0pO1xuICAgICAgZWxzZSBvZmZzZXQgPSBQZW5kO1xuICAgIH1cbiAgICBpZiAobSA9PT0gMCkgcmV0dXJuIHVud3JhcChvcHRpb25zLmV4Y2x1c2l2ZSA9PT0gdHJ1ZSA/IGlkZW50aXR5TGlrZShvLCB2ZWMpIDogdmVjKSBhcyBUO1xuICAgIGlmIChvcHRpb25zLmV4Y2x1c2l2ZSA9PT0gdHJ1ZSkgcmV0dXJuIHVud3JhcChvd24oY29tYmluZShvLCBvZmZzZXQsIHVwLmV4Y1swXSkgPz8gaWRlbnRpdHlMaWtlKG8sIHZlYykpKSBhcyBUO1xuICAgIHJldHVybiB1bndyYXAob3duKGNvbWJpbmUobywgb2Zmc2V0LCB1cC5pbmNbMF0pIGFzIE51bWVyaWNBcnJheSkpIGFzIFQ7XG4gIH1cblxuICBicm9hZGNhc3Q8VD4odmFsdWU6IFQsIHJvb3QgPSAwKTogVCB7XG4gICAgY2hlY2tSb290KHJvb3QsIHRoaXMudG9wb2xvZ3kuc2l6ZSk7XG4gICAgdGhpcy5iZWdpbih0YWdPZihLX0JST0FEQ0FTVCwgMCwgZmFsc2UsIGZhbHNlLCByb290KSk7XG4gICAgcmV0dXJuIG93blZhbHVlKHRoaXMuZ3JvdXBCcm9hZGNhc3QodmFsdWUsIHJvb3QsIHRoaXMuYWxsQXhlcywgdHJ1ZSkpIGFzIFQ7XG4gIH1cblxuICBnYXRoZXI8VD4odmFsdWU6IFQsIHJvb3QgPSAwKTogVFtdIHwgdW5kZWZpbmVkIHtcbiAgICBjaGVja1Jvb3Qocm9vdCwgdGhpcy50b3BvbG9neS5zaXplKTtcbiAgICB0aGlzLmJlZ2luKHRhZ09mKEtfR0FUSEVSLCAwLCBmYWxzZSwgZmFsc2UsIHJvb3QpKTtcbiAgICByZXR1cm4gdGhpcy5nYXRoZXJUbyh2YWx1ZSwgcm9vdCk7XG4gIH1cblxuICBwcml2YXRlIGdhdGhlclRvPFQ+KHZhbHVlOiBULCByb290OiBudW1iZXIpOiBUW10gfCB1bmRlZmluZWQge1xuICAgIGNvbnN0IGF4ZXMgPSBncm91cEF4ZXModGhpcy50b3BvbG9neSk7XG4gICAgY29uc3QgcmMgPSB0aGlzLnRvcG9sb2d5LmNvb3Jkcyhyb290KTtcbiAgICBsZXQgYmFnOiBbbnVtYmVyLCB1bmtub3duXVtdID0gW1t0aGlzLnJhbmssIHZhbHVlXV07XG4gICAgZm9yIChsZXQgaiA9IDA7IGogPCBheGVzLmxlbmd0aDsgaisrKSB7XG4gICAgICBpZiAoIXRoaXMubWF0Y2hlcyhyYywgYXhlcywgaikpIGJyZWFrO1xuICAgICAgY29uc3QgYSA9IGF4ZXNbal0gYXMgbnVtYmVyO1xuICAgICAgY29uc3QgY2kgPSB0aGlzLmNbYV0gYXMgbnVtYmVyO1xuICAgICAgY29uc3QgdCA9IHJjW2FdIGFzIG51bWJlcjtcbiAgICAgIGNvbnN0IGxhc3QgPSAodGhpcy50b3BvbG9neS5kaW1zW2FdIGFzIG51bWJlcikgLSAxO1xuICAgICAgaWYgKGNpIDw9IHQgJiYgY2kgPiAwKSBiYWcgPSBiYWcuY29uY2F0KHRoaXMucmVjdkJhZyh0aGlzLnN0ZXAoYSwgLTEpKSk7XG4gICAgICBpZiAoY2kgPj0gdCAmJiBjaSA8IGxhc3QpIGJhZyA9IGJhZy5jb25jYXQodGhpcy5yZWN2QmFnKHRoaXMuc3RlcChhLCAxKSkpO1xuICAgICAgaWYgKGNpIDwgdCkgdGhpcy5zZW5kVGFnZ2VkKHRoaXMuc3RlcChhLCAxKSwgYmFnKTtcbiAgICAgIGVsc2UgaWYgKGNpID4gdCkgdGhpcy5zZW5kVGFnZ2VkKHRoaXMuc3RlcChhLCAtMSksIGJhZyk7XG4gICAgICBpZiAoY2kgIT09IHQpIHJldHVybiB1bmRlZmluZWQ7XG4gICAgfVxuICAgIGlmICh0aGlzLnJhbmsgIT09IHJvb3QpIHJldHVybiB1bmRlZmluZWQ7XG4gICAgYmFnLnNvcnQoKHgsIHkpID0+IHhbMF0gLSB5WzBdKTtcbiAgICByZXR1cm4gYmFnLm1hcCgoWywgdl0pID0+IHYgYXMgVCk7XG4gIH1cblxuICBhbGxnYXRoZXI8VD4odmFsdWU6IFQpOiBUW10ge1xuICAgIC8vIE9uZSBjYWxsOiB0aGUgZ2F0aGVyIGFuZCB0aGUgYnJvYWRjYXN0IG9mIGl0cyByZXN1bHQgY2FycnkgdGhlIHNhbWUgdGFnIChyb290IDAgYm90aCB3YXlzKS5cbiAgICB0aGlzLmJlZ2luKHRhZ09mKEtfQUxMR0FUSEVSKSk7XG4gICAgcmV0dXJuIHRoaXMuZ3JvdXBCcm9hZGNhc3QodGhpcy5nYXRoZXJUbyh2YWx1ZSwgMCksIDAsIHRoaXMuYWxsQXhlcywgZmFsc2UpIGFzIFRbXTtcbiAgfVxuXG4gIC8qKiBVcCBwaGFzZSBvZiB0aGUgY2Fub25pY2FsIHNjYW46IGV4Y1tqXSwgaW5jW2pdIGZvciBldmVyeSBsZXZlbCB0aGlzIHJhbmsgdGFrZXMgcGFydCBpbi4gKi9cbiAgcHJpdmF0ZSB1cChvcDogUmVkdWNlT3AsIHZlYzogTnVtZXJpY0FycmF5LCBheGVzOiByZWFkb25seSBudW1iZXJbXSk6IHsgZXhjOiBNYXliZVtdOyBpbmM6IE1heWJlW10gfSB7XG4gICAgY29uc3QgZXhjOiBNYXliZVtdID0gW107XG4gICAgY29uc3QgaW5jOiBNYXliZVtdID0gW107XG4gICAgbGV0IFY6IE1heWJlID0gdmVjO1xuICAgIGZvciAobGV0IGogPSAwOyBqIDwgYXhlcy5sZW5ndGg7IGorKykge1xuICAgICAgaWYgKCFhdExldmVsKHRoaXMuYywgYXhlcywgaiwgdGhpcy50b3BvbG9neSkpIGJyZWFrO1xuICAgICAgY29uc3QgYSA9IGF4ZXNbal0gYXMgbnVtYmVyO1xuICAgICAgY29uc3QgY2kgPSB0aGlzLmNbYV0gYXMgbnVtYmVyO1xuICAgICAgY29uc3QgbGFzdCA9ICh0aGlzLnRvcG9sb2d5LmRpbXNbYV0gYXMgbnVtYmVyKSAtIDE7XG4gICAgICBjb25zdCBnb3QgPSBjaSA+IDAgPyB0aGlzLnJlY3ZNYXliZSh0aGlzLnN0ZXAoYSwgLTEpKSA6IHVuZGVmaW5lZDtcbiAgICAgIGlmIChnb3QgIT09IHVuZGVmaW5lZCAmJiBWICE9PSB1bmRlZmluZWQgJiYgKGR0eXBlT2YoZ290KSAhPT0gZHR5cGVPZihWKSB8fCBnb3QubGVuZ3RoICE9PSBWLmxlbmd0aCkpIHtcbiAgICAgICAgdGhyb3cgY29sbGVjdGl2ZU1pc21hdGNoKCdyZWR1Y3Rpb24nLCBgJHtkdHlwZU9mKFYpfVske1YubGVuZ3RofV1gLCBgJHtkdHlwZU9mKGdvdCl9WyR7Z290Lmxlbmd0aH1dIGZyb20gcmFuayAke3RoaXMuc3RlcChhLCAtMSl9YCk7XG4gICAgICB9XG4gICAgICBleGMucHVzaChnb3QpO1xuICAgICAgViA9IGNvbWJpbmUob3AsIGdvdCwgVik7XG4gICAgICBpbmMucHVzaChWKTtcbiAgICAgIGlmIChjaSA8IGxhc3QpIHRoaXMuc2VuZE1heWJlKHRoaXMuc3RlcChhLCAxKSwgVik7XG4gICAgfVxuICAgIHJldHVybiB7IGV4YywgaW5jIH07XG4gIH1cblxuICAvKipcbiAgICogU3ByZWFkIGB2YWx1ZWAgZnJvbSBgcm9vdGAgb3ZlciB0aGUgZ3JvdXAgb2YgYGF4ZXNgLCBzbG93ZXN0IGF4aXMgZmlyc3QuIFdpdGggYGFja2AsIGVhY2ggcmFua1xuICAgKiB0aGF0IGdvdCB0aGUgdmFsdWUgc3RyYWlnaHQgZnJvbSB0aGUgcm9vdCBhY2tub3dsZWRnZXMgaXQsIGFuZCB0aGUgcm9vdCB3YWl0cyBmb3IgdGhhdDogcmFua3NcbiAgICogdGhhdCBkaXNhZ3JlZSBvbiB0aGUgcm9vdCBtZWV0IGEgbWVzc2FnZSBvZiB0aGUgb3RoZXIgY2FsbCAodGhlIHJvb3QncyB3YWl0IGlzIGl0cyBvbmx5IGNvc3QpLlxuICAgKi9cbiAgcHJpdmF0ZSBncm91cEJyb2FkY2FzdCh2YWx1ZTogdW5rbm93biwgcm9vdDogbnVtYmVyLCBheGVzOiByZWFkb25seSBudW1iZXJbXSwgYWNrOiBib29sZWFuKTogdW5rbm93biB7XG4gICAgY29uc3QgcmMgPSB0aGlzLnRvcG9sb2d5LmNvb3Jkcyhyb290KTtcbiAgICBsZXQgdiA9IHZhbHVlO1xuICAgIGxldCBmcm9tID0gLTE7XG4gICAgbGV0IGNoaWxkcmVuOiBudW1iZXJbXSB8IHVuZGVmaW5lZDtcbiAgICBmb3IgKGxldCBqID0gYXhlcy5sZW5ndGggLSAxOyBqID49IDA7IGotLSkge1xuICAgICAgaWYgKCF0aGlzLm1hdGNoZXMocmMsIGF4ZXMsIGopKSBjb250aW51ZTtcbiAgICAgIGNvbnN0IGEgPSBheGVzW2pdIGFzIG51bWJlcjtcbiAgICAgIGNvbnN0IGNpID0gdGhpcy5jW2FdIGFzIG51bWJlcjtcbiAgICAgIGNvbnN0IHQgPSByY1thXSBhcyBudW1iZXI7XG4gICAgICBjb25zdCBsYXN0ID0gKHRoaXMudG9wb2xvZ3kuZGltc1thXSBhcyBudW1iZXIpIC0gMTtcbiAgICAgIGlmIChjaSA8IHQpIHtcbiAgICAgICAgZnJvbSA9IHRoaXMuc3RlcChhLCAxKTtcbiAgICAgICAgdiA9IHRoaXMucmVjdlRhZ2dlZChmcm9tKTtcbiAgICAgICAgaWYgKGNpID4gMCkgdGhpcy5zZW5kVGFnZ2VkKHRoaXMuc3RlcChhLCAtMSksIHYpO1xuICAgICAgfSBlbHNlIGlmIChjaSA+IHQpIHtcbiAgICAgICAgZnJvbSA9IHRoaXMuc3RlcChhLCAtMSk7XG4gICAgICAgIHYgPSB0aGlzLnJlY3ZUYWdnZWQoZnJvbSk7XG4gICAgICAgIGlmIChjaSA8IGxhc3QpIHRoaXMuc2VuZFRhZ2dlZCh0aGlzLnN0ZXAoYSwgMSksIHYpO1xuICAgICAgfSBlbHNlIHtcbiAgICAgICAgaWYgKGNpID4gMCkgdGhpcy5zZW5kVGFnZ2VkKHRoaXMuc3RlcChhLCAtMSksIHYpO1xuICAgICAgICBpZiAoY2kgPCBsYXN0KSB0aGlzLnNlbmRUYWdnZWQodGhpcy5zdGVwKGEsIDEpLCB2KTtcbiAgICAgICAgaWYgKGFjayAmJiB0aGlzLnJhbmsgPT09IHJvb3QpIHtcbiAgICAgICAgICBjaGlsZHJlbiA/Pz0gW107XG4gICAgICAgICAgaWYgKGNpID4gMCkgY2hpbGRyZW4ucHVzaCh0aGlzLnN0ZXAoYSwgLTEpKTtcbiAgICAgICAgICBpZiAoY2kgPCBsYXN0KSBjaGlsZHJlbi5wdXNoKHRoaXMuc3RlcChhLCAxKSk7XG4gICAgICAgIH1cbiAgICAgIH1cbiAgICB9XG4gICAgaWYgKGFjaykge1xuICAgICAgaWYgKGZyb20gPT09IHJvb3QpIHRoaXMubGlua3Muc2VuZChyb290LCB0aGlzLnRhZ2dlZChOT19CWVRFUywgdGhpcy53MCB8IEFDS19CSVQpKTtcbiAgICAgIGlmIChjaGlsZHJlbiAhPT0gdW5kZWZpbmVkKSBmb3IgKGNvbnN0IGMgb2YgY2hpbGRyZW4pIHRoaXMucmVjdlRhZ2dlZChjLCB0aGlzLncwIHwgQUNLX0JJVCk7XG4gICAgfVxuICAgIHJldHVybiB2O1xuICB9XG5cbiAgLyoqIFRydWUgd2hlbiB0aGlzIHJhbmsgaGFzIHJvb3QncyBjb29yZGluYXRlcyBvbiBheGVzWzAuLmotMV0gKGl0IHRha2VzIHBhcnQgaW4gc3RlcCBqKS4gKi9cbiAgcHJpdmF0ZSBtYXRjaGVzKHJjOiByZWFkb25seSBudW1iZXJbXSwgYXhlczogcmVhZG9ubHkgbnVtYmVyW10sIGo6IG51bWJlcik6IGJvb2xlYW4ge1xuICAgIGZvciAobGV0IGkgPSAwOyBpIDwgajsgaSsrKSB7XG4gICAgICBjb25zdCBhID0gYXhlc1tpXSBhcyBudW1iZXI7XG4gICAgICBpZiAodGhpcy5jW2FdICE9PSByY1thXSkgcmV0dXJuIGZhbHNlO1xuICAgIH1cbiAgICByZXR1cm4gdHJ1ZTtcbiAgfVxuXG4gIHByaXZhdGUgZ3JvdXBMYXN0T2YoYXhlczogcmVhZG9ubHkgbnVtYmVyW10pOiBudW1iZXIge1xuICAgIHJldHVybiBheGVzID09PSB0aGlzLmFsbEF4ZXMgPyB0aGlzLmFsbExhc3QgOiB0aGlzLmxhc3RPZihheGVzKTtcbiAgfVxuXG4gIHByaXZhdGUgbGFzdE9mKGF4ZXM6IHJlYWRvbmx5IG51bWJlcltdKTogbnVtYmVyIHtcbiAgICBjb25zdCBjID0gdGhpcy5jLnNsaWNlKCk7XG4gICAgZm9yIChjb25zdCBhIG9mIGF4ZXMpIGNbYV0gPSAodGhpcy50b3BvbG9neS5kaW1zW2FdIGFzIG51bWJlcikgLSAxO1xuICAgIHJldHVybiB0aGlzLnRvcG9sb2d5LnJhbmtPZihjKTtcbiAgfVxuXG4gIHByaXZhdGUgc3RlcChheGlzOiBudW1iZXIsIGRpcjogMSB8IC0xKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy5zdGVwc1syICogYXhpcyArIChkaXIgKyAxKSAvIDJdIGFzIG51bWJlcjtcbiAgfVxuXG4gIHByaXZhdGUgc2VuZE1heWJlKHRvOiBudW1iZXIsIHY6IE1heWJlKTogdm9pZCB7XG4gICAgdGhpcy5zZW5kVGFnZ2VkKHRvLCB2ID09PSB1bmRlZmluZWQgPyBudWxsIDogdik7XG4gIH1cblxuICBwcml2YXRlIHJlY3ZNYXliZShmcm9tOiBudW1iZXIpOiBNYXliZSB7XG4gICAgY29uc3QgZ290ID0gdGhpcy5yZWN2VGFnZ2VkKGZyb20pO1xuICAgIGlmIChnb3QgPT09IG51bGwpIHJldHVybiB1bmRlZmluZWQ7XG4gICAgaWYgKGR0eXBlT2YoZ290KSA9PT0gdW5kZWZpbmVkKVxuICAgICAgdGhyb3cgY29sbGVjdGl2ZU1pc21hdGNoKCdyZWR1Y3Rpb24nLCAnYSBwYXJ0aWFsIHJlc3VsdCAodHlwZWQgYXJyYXkpJywgYCR7ZGVzY3JpYmUoZ290KX0gZnJvbSByYW5rICR7ZnJvbX1gKTtcbiAgICByZXR1cm4gZ290IGFzIE51bWVyaWNBcnJheTtcbiAgfVxuXG4gIHByaXZhdGUgcmVjdkJhZyhmcm9tOiBudW1iZXIpOiBbbnVtYmVyLCB1bmtub3duXVtdIHtcbiAgICByZXR1cm4gdGhpcy5yZWN2VGFnZ2VkKGZyb20pIGFzIFtudW1iZXIsIHVua25vd25dW107XG4gIH1cbn1cblxuY29uc3QgTk9fQllURVMgPSBuZXcgVWludDhBcnJheSgwKTtcbi8qKiBSZWFkcyBhIGZsb2F0NjQgbWVzc2FnZSdzIHRhZyBhcyB0d28gSW50MzIgd29yZHMuICovXG5jb25zdCBUQUdfRjY0ID0gbmV3IEZsb2F0NjRBcnJheSgxKTtcbmNvbnN0IFRBR19JMzIgPSBuZXcgSW50MzJBcnJheShUQUdfRjY0LmJ1ZmZlcik7XG5cbi8qKiBBIHJlY2VpdmVkIHR5cGVkIGFycmF5IGlzIGEgdmlldyBiZWhpbmQgaXRzIHRhZzogYSByZXN1bHQgaGFuZGVkIHRvIHRoZSBwcm9ncmFtIGdldHMgaXRzIG93biBidWZmZXIuICovXG5mdW5jdGlvbiBvd24odjogTnVtZXJpY0FycmF5KTogTnVtZXJpY0FycmF5IHtcbiAgLy8gYSBzbWFsbCBhcnJheSBpcyBjb3BpZWQgd2l0aG91dCBhc2tpbmcgZm9yIGl0cyBidWZmZXI6IGEgYnl0ZSB2aWV3IG9mIGFuIG9uLWhlYXAgdHlwZWQgYXJyYXlcbiAgLy8gbW92ZXMgaXQgb2ZmIHRoZSBoZWFwIGZpcnN0IChkb2NzL2FyY2hpdGVjdHVyZS5tZCwgXCJTbWFsbCB0eXBlZCBhcnJheXMgbmV2ZXIgZ2V0IGEgYnl0ZSB2aWV3XCIpXG4gIGlmICh2Lmxlbmd0aCA8PSAxNikgcmV0dXJuIHYuc2xpY2UoKSBhcyBOdW1lcmljQXJyYXk7XG4gIHJldHVybiB2LmJ5dGVPZmZzZXQgPT09IDAgJiYgdi5ieXRlTGVuZ3RoID09PSB2LmJ1ZmZlci5ieXRlTGVuZ3RoID8gdiA6ICh2LnNsaWNlKCkgYXMgTnVtZXJpY0FycmF5KTtcbn1cblxuZnVuY3Rpb24gb3duVmFsdWUodjogdW5rbm93bik6IHVua25vd24ge1xuICByZXR1cm4gZHR5cGVPZih2KSA9PT0gdW5kZWZpbmVkID8gdiA6IG93bih2IGFzIE51bWVyaWNBcnJheSk7XG59XG4iXSwKICAibWFwcGluZ3MiOiAiQUFpQkEsU0FBUyxvQkFBb0IsVUFBVSxZQUFZLGVBQWUsc0JBQXNCO0FBRXhGO0FBQUEsRUFDRTtBQUFBLEVBR0E7QUFBQSxFQUNBO0FBQUEsT0FJSztBQUNQLFNBQVMsZUFBa0M7QUFDM0MsU0FBUyxTQUFTLFNBQVMsU0FBUyxXQUFXLG9CQUErQztBQUU5RixTQUFTLGtCQUFzQztBQUMvQyxTQUFTLG9CQUFvQjtBQUU3QixNQUFNLFlBQVk7QUFDbEIsTUFBTSxjQUFjO0FBQ3BCLE1BQU0sU0FBUztBQUNmLE1BQU0sY0FBYztBQUNwQixNQUFNLFdBQVc7QUFDakIsTUFBTSxjQUFjO0FBQ3BCLE1BQU0sYUFBYSxDQUFDLEtBQUssV0FBVyxhQUFhLFFBQVEsYUFBYSxVQUFVLGFBQWEsR0FBRztBQUNoRyxNQUFNLFdBQStDLEVBQUUsS0FBSyxHQUFHLEtBQUssR0FBRyxLQUFLLEVBQUU7QUFDOUUsTUFBTSxXQUFXLENBQUMsSUFBSSxPQUFPLE9BQU8sS0FBSztBQUN6QyxNQUFNLGFBQWEsS0FBSztBQUN4QixNQUFNLGdCQUFnQixLQUFLO0FBRTNCLE1BQU0sVUFBVSxLQUFLO0FBRXJCLE1BQU0sWUFBWTtBQUdsQixTQUFTLE1BQU0sTUFBYyxLQUFLLEdBQUcsU0FBUyxPQUFPLFlBQVksT0FBTyxTQUFTLEdBQVc7QUFDMUYsU0FBTyxPQUFRLE1BQU0sS0FBTSxTQUFTLGFBQWEsTUFBTSxZQUFZLGdCQUFnQixNQUFPLFNBQVMsWUFBYTtBQUNsSDtBQUVBLFNBQVMsU0FBUyxNQUFpQztBQUNqRCxNQUFJLElBQUk7QUFDUixhQUFXLEtBQUssS0FBTSxNQUFLLEtBQUs7QUFDaEMsU0FBTztBQUNUO0FBR0EsU0FBUyxZQUFZLElBQW9CO0FBQ3ZDLFFBQU0sT0FBTyxLQUFLO0FBQ2xCLFFBQU0sS0FBTSxNQUFNLElBQUs7QUFDdkIsUUFBTSxTQUFTLE9BQU87QUFDdEIsTUFBSSxJQUFJLFdBQVcsSUFBSTtBQUN2QixNQUFJLE9BQU8sRUFBRyxNQUFLLElBQUksU0FBUyxFQUFFLENBQUM7QUFDbkMsTUFBSSxTQUFTLGVBQWUsU0FBUyxPQUFRLE9BQU0sS0FBSyxnQkFBZ0IsSUFBSSxpQkFBaUI7QUFDN0YsT0FBSyxLQUFLLG1CQUFtQixFQUFHLE1BQUs7QUFDckMsTUFBSSxTQUFTLGFBQWE7QUFDeEIsVUFBTSxPQUFpQixDQUFDO0FBQ3hCLGFBQVMsSUFBSSxHQUFHLElBQUksSUFBSSxJQUFLLE1BQUssU0FBVSxLQUFLLE9BQVEsRUFBRyxNQUFLLEtBQUssQ0FBQztBQUN2RSxTQUFLLGVBQWUsS0FBSyxLQUFLLElBQUksQ0FBQztBQUFBLEVBQ3JDLFdBQVcsU0FBUyxPQUFRLE1BQUssV0FBVyxJQUFJLG9CQUFvQixlQUFlLFNBQVMsQ0FBQztBQUFBLFdBQ3BGLFNBQVMsZUFBZSxTQUFTLFNBQVUsTUFBSyxjQUFjLE1BQU07QUFDN0UsT0FBSyxLQUFLLGFBQWEsRUFBRyxNQUFLO0FBQy9CLFNBQU87QUFDVDtBQUVPLE1BQU0sZ0JBQXVDO0FBQUEsRUFzQmxELFlBQTZCLE9BQWM7QUFBZDtBQUMzQixTQUFLLFdBQVcsTUFBTTtBQUN0QixTQUFLLE9BQU8sTUFBTTtBQUNsQixTQUFLLElBQUksS0FBSyxTQUFTLE9BQU8sS0FBSyxJQUFJO0FBQ3ZDLFNBQUssVUFBVSxVQUFVLEtBQUssUUFBUTtBQUN0QyxVQUFNLE9BQU8sS0FBSyxTQUFTO0FBQzNCLFNBQUssUUFBUSxJQUFJLFdBQVcsSUFBSSxLQUFLLE1BQU0sRUFBRSxLQUFLLEVBQUU7QUFDcEQsYUFBUyxJQUFJLEdBQUcsSUFBSSxLQUFLLFFBQVEsS0FBSztBQUNwQyxZQUFNLEtBQUssS0FBSyxFQUFFLENBQUM7QUFDbkIsaUJBQVcsT0FBTyxDQUFDLElBQUksQ0FBQyxHQUFZO0FBQ2xDLFlBQUksS0FBSyxNQUFNLEtBQUssS0FBSyxPQUFRLEtBQUssQ0FBQyxFQUFjO0FBQ3JELGNBQU0sSUFBSSxLQUFLLEVBQUUsTUFBTTtBQUN2QixVQUFFLENBQUMsSUFBSSxLQUFLO0FBQ1osYUFBSyxNQUFNLElBQUksS0FBSyxNQUFNLEtBQUssQ0FBQyxJQUFJLEtBQUssU0FBUyxPQUFPLENBQUM7QUFBQSxNQUM1RDtBQUFBLElBQ0Y7QUFDQSxTQUFLLFVBQVUsS0FBSyxPQUFPLEtBQUssT0FBTztBQUFBLEVBQ3pDO0FBQUEsRUFqQjZCO0FBQUEsRUFyQnBCLE9BQXVCO0FBQUE7QUFBQSxFQUV4QixNQUFNO0FBQUE7QUFBQSxFQUVHLFNBQVMsb0JBQUksSUFBdUQ7QUFBQTtBQUFBLEVBRTdFLEtBQUs7QUFBQSxFQUNJO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUE7QUFBQSxFQUVBLFdBQVcsSUFBSSxXQUFXLFNBQVM7QUFBQSxFQUNuQyxVQUFVLElBQUksV0FBVyxTQUFTO0FBQUEsRUFDbEMsZ0JBQWdCLElBQUksV0FBVyxLQUFLLFNBQVMsTUFBTTtBQUFBLEVBQ25ELGVBQWUsSUFBSSxXQUFXLEtBQUssUUFBUSxNQUFNO0FBQUE7QUFBQSxFQUVqRDtBQUFBO0FBQUEsRUFFQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQTBCakIsVUFBZ0I7QUFDZCxTQUFLLE1BQU0sTUFBTSxTQUFTLENBQUM7QUFDM0IsU0FBSyxjQUFjLENBQUMsSUFBSSxLQUFLO0FBQzdCLFNBQUssY0FBYyxDQUFDLElBQUksS0FBSztBQUM3QixVQUFNLE9BQU8sS0FBSztBQUNsQixVQUFNLE9BQU8sS0FBSyxTQUFTO0FBQzNCLFFBQUksUUFBUTtBQUNaLFdBQU8sUUFBUSxLQUFLLFFBQVEsU0FBUztBQUNuQyxZQUFNLElBQUksS0FBSyxLQUFLO0FBQ3BCLFlBQU0sS0FBSyxLQUFLLEVBQUUsQ0FBQztBQUNuQixVQUFJLEtBQU0sS0FBSyxDQUFDLElBQWUsRUFBRyxNQUFLLFVBQVUsS0FBSyxLQUFLLEdBQUcsQ0FBQyxDQUFDO0FBQ2hFLFVBQUksS0FBSyxHQUFHO0FBQ1YsYUFBSyxNQUFNLEtBQUssS0FBSyxLQUFLLEdBQUcsRUFBRSxHQUFHLEtBQUssUUFBUTtBQUMvQztBQUFBLE1BQ0Y7QUFBQSxJQUNGO0FBQ0EsYUFBUyxJQUFJLEtBQUssSUFBSSxPQUFPLEtBQUssU0FBUyxDQUFDLEdBQUcsS0FBSyxHQUFHLEtBQUs7QUFDMUQsWUFBTSxJQUFJLEtBQUssQ0FBQztBQUNoQixZQUFNLEtBQUssS0FBSyxFQUFFLENBQUM7QUFDbkIsVUFBSSxNQUFNLE1BQU8sTUFBSyxVQUFVLEtBQUssS0FBSyxHQUFHLEVBQUUsQ0FBQztBQUNoRCxVQUFJLEtBQU0sS0FBSyxDQUFDLElBQWUsRUFBRyxNQUFLLE1BQU0sS0FBSyxLQUFLLEtBQUssR0FBRyxDQUFDLEdBQUcsS0FBSyxRQUFRO0FBQUEsSUFDbEY7QUFBQSxFQUNGO0FBQUEsRUFFUSxVQUFVLE1BQW9CO0FBQ3BDLFFBQUk7QUFDRixXQUFLLE1BQU0sU0FBUyxNQUFNLEtBQUssT0FBTztBQUFBLElBQ3hDLFNBQVMsS0FBSztBQUNaLFVBQUksZUFBZSxpQkFBaUIsSUFBSSxTQUFTLFdBQVcsVUFBVTtBQUNwRSxjQUFNLG1CQUFtQixXQUFXLG9DQUFvQyxHQUFHLElBQUksT0FBTyxVQUFVLElBQUksR0FBRztBQUFBLE1BQ3pHO0FBQ0EsWUFBTTtBQUFBLElBQ1I7QUFDQSxTQUFLLE1BQU0sTUFBTSxLQUFLLGFBQWEsQ0FBQyxHQUFhLEtBQUssYUFBYSxDQUFDLEdBQWEsS0FBSyxFQUFFO0FBQUEsRUFDMUY7QUFBQTtBQUFBLEVBR1EsTUFBTSxJQUFrQjtBQUU5QixTQUFLLE1BQU8sS0FBSyxNQUFNLElBQUs7QUFDNUIsU0FBSyxLQUFLO0FBQUEsRUFDWjtBQUFBO0FBQUEsRUFHUSxNQUFNLE1BQWMsSUFBWSxLQUFhLE1BQW9CO0FBQ3ZFLFFBQUksT0FBTyxRQUFRLFFBQVEsS0FBSyxJQUFLO0FBQ3JDLFVBQU07QUFBQSxNQUNKLFlBQVksSUFBSTtBQUFBLE1BQ2hCLEdBQUcsWUFBWSxJQUFJLENBQUMsbUJBQW1CLEtBQUssR0FBRztBQUFBLE1BQy9DLEdBQUcsWUFBWSxFQUFFLENBQUMsbUJBQW1CLEdBQUcsY0FBYyxJQUFJO0FBQUEsSUFDNUQ7QUFBQSxFQUNGO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFRUSxPQUFPLEdBQWlCLElBQTBCO0FBQ3hELFVBQU0sT0FBTyxFQUFFO0FBQ2YsVUFBTSxJQUFJLFlBQVksRUFBRTtBQUN4QixVQUFNLElBQUksSUFBSSxFQUFFO0FBQ2hCLFFBQUksS0FBSyxLQUFLLE9BQU8sSUFBSSxJQUFJO0FBQzdCLFFBQUksT0FBTyxVQUFhLEdBQUcsSUFBSSxXQUFXLEdBQUc7QUFDM0MsWUFBTSxNQUFNLElBQUksS0FBSyxDQUFDO0FBQ3RCLFdBQUssRUFBRSxLQUFLLE9BQU8sSUFBSSxXQUFXLElBQUksUUFBUSxJQUFJLFlBQVksQ0FBQyxFQUFFO0FBQ2pFLFdBQUssT0FBTyxJQUFJLE1BQU0sRUFBRTtBQUFBLElBQzFCO0FBQ0EsSUFBQyxHQUFHLElBQW9FLElBQUksR0FBb0MsQ0FBQztBQUNqSCxPQUFHLE1BQU0sQ0FBQyxJQUFJO0FBQ2QsT0FBRyxNQUFNLENBQUMsSUFBSSxLQUFLO0FBQ25CLFdBQU8sR0FBRztBQUFBLEVBQ1o7QUFBQTtBQUFBLEVBR1EsV0FBVyxJQUFZLEdBQVksS0FBSyxLQUFLLElBQVU7QUFDN0QsUUFBSSxRQUFRLENBQUMsTUFBTSxRQUFXO0FBQzVCLFVBQUssRUFBbUIsV0FBVyxLQUFLLGFBQWEsQ0FBaUI7QUFDcEUsY0FBTSxlQUFlLG9CQUFvQix5QkFBeUIscURBQXFEO0FBQ3pILFdBQUssTUFBTSxLQUFLLElBQUksS0FBSyxPQUFPLEdBQW1CLEVBQUUsQ0FBQztBQUFBLElBQ3hELE1BQU8sTUFBSyxNQUFNLEtBQUssSUFBSSxDQUFDLElBQUksS0FBSyxLQUFLLENBQUMsQ0FBQztBQUFBLEVBQzlDO0FBQUE7QUFBQSxFQUdRLFdBQVcsTUFBYyxPQUFPLEtBQUssSUFBYTtBQUN4RCxVQUFNLE1BQU0sS0FBSyxNQUFNLEtBQUssSUFBSTtBQUNoQyxRQUFJLFFBQVEsR0FBRyxNQUFNLFFBQVc7QUFDOUIsWUFBTSxJQUFJO0FBQ1YsWUFBTSxJQUFJLFlBQVksRUFBRTtBQUN4QixVQUFJLEVBQUUsVUFBVSxHQUFHO0FBQ2pCLFlBQUksYUFBYSxjQUFjO0FBRzdCLGtCQUFRLENBQUMsSUFBSSxFQUFFLENBQUM7QUFDaEIsZUFBSyxNQUFNLE1BQU0sUUFBUSxDQUFDLEdBQWEsUUFBUSxDQUFDLEdBQWEsSUFBSTtBQUFBLFFBQ25FLE9BQU87QUFDTCxnQkFBTSxPQUFPLElBQUksU0FBUyxFQUFFLFFBQVEsRUFBRSxZQUFZLFNBQVM7QUFDM0QsZUFBSyxNQUFNLE1BQU0sS0FBSyxTQUFTLEdBQUcsSUFBSSxHQUFHLEtBQUssU0FBUyxHQUFHLElBQUksR0FBRyxJQUFJO0FBQUEsUUFDdkU7QUFFQSxlQUFPLEVBQUUsTUFBTSxDQUFDO0FBQUEsTUFDbEI7QUFBQSxJQUNGLFdBQVcsTUFBTSxRQUFRLEdBQUcsS0FBSyxJQUFJLFdBQVcsS0FBSyxPQUFPLElBQUksQ0FBQyxNQUFNLFlBQVksT0FBTyxJQUFJLENBQUMsTUFBTSxVQUFVO0FBQzdHLFdBQUssTUFBTSxNQUFNLElBQUksQ0FBQyxHQUFHLElBQUksQ0FBQyxHQUFHLElBQUk7QUFDckMsYUFBTyxJQUFJLENBQUM7QUFBQSxJQUNkO0FBQ0EsVUFBTTtBQUFBLE1BQ0osWUFBWSxJQUFJO0FBQUEsTUFDaEIsZ0JBQWdCLFlBQVksSUFBSSxDQUFDLGNBQWMsSUFBSTtBQUFBLE1BQ25ELEdBQUcsU0FBUyxHQUFHLENBQUM7QUFBQSxJQUNsQjtBQUFBLEVBQ0Y7QUFBQTtBQUFBLEVBR0EsV0FBVyxPQUFlLElBQXNDO0FBQzlELFVBQU0sSUFBSSxRQUFRLEVBQUU7QUFDcEIsV0FBTyxJQUFJLFdBQVcsS0FBSyxVQUFVLGtCQUFrQixLQUFLLEdBQUcsQ0FBQyxDQUFDO0FBQUEsRUFDbkU7QUFBQSxFQUVBLFVBQStCLE9BQVUsSUFBdUIsVUFBeUIsQ0FBQyxHQUFNO0FBQzlGLFVBQU0sSUFBSSxRQUFRLEVBQUU7QUFDcEIsVUFBTSxPQUFPLFFBQVEsU0FBUyxTQUFZLEtBQUssVUFBVSxVQUFVLEtBQUssVUFBVSxRQUFRLElBQUk7QUFDOUYsVUFBTSxFQUFFLEtBQUssT0FBTyxJQUFJLFNBQVMsS0FBSztBQUN0QyxTQUFLLE1BQU0sTUFBTSxhQUFhLFNBQVMsQ0FBQyxHQUFHLE9BQU8sVUFBVSxVQUFVLE9BQU8sU0FBUyxJQUFJLENBQUMsQ0FBQztBQUM1RixVQUFNLEtBQUssS0FBSyxHQUFHLEdBQUcsS0FBSyxJQUFJO0FBQy9CLFVBQU0sSUFBSSxLQUFLO0FBQ2YsVUFBTSxPQUFPLEtBQUssWUFBWSxJQUFJO0FBQ2xDLFVBQU0sU0FBUyxLQUFLLFNBQVM7QUFDN0IsUUFBSTtBQUNKLFFBQUksUUFBUTtBQUVWLFVBQUk7QUFDSixlQUFTLElBQUksSUFBSSxHQUFHLEtBQUssR0FBRyxJQUFLLEtBQUksUUFBUSxHQUFHLEdBQUcsR0FBRyxJQUFJLENBQUMsQ0FBQztBQUM1RCxjQUFRLE1BQU0sSUFBSSxNQUFNLFFBQVEsR0FBRyxHQUFHLEdBQUcsSUFBSSxDQUFDLENBQUM7QUFBQSxJQUNqRDtBQUNBLFVBQU0sU0FBUyxLQUFLLGVBQWUsU0FBVSxRQUF5QixRQUFXLE1BQU0sTUFBTSxLQUFLO0FBRWxHLFVBQU0sSUFBSTtBQUNWLFFBQUksUUFBUSxNQUFNLE1BQU0sUUFBUSxHQUFHLEtBQUssRUFBRSxXQUFXLElBQUksUUFBUTtBQUMvRCxZQUFNLG1CQUFtQixhQUFhLFlBQVksUUFBUSxHQUFHLENBQUMsSUFBSSxJQUFJLE1BQU0sS0FBSyxHQUFHLFNBQVMsTUFBTSxDQUFDLGNBQWMsSUFBSSxFQUFFO0FBQUEsSUFDMUg7QUFDQSxXQUFPLE9BQU8sSUFBSSxDQUFDLENBQUM7QUFBQSxFQUN0QjtBQUFBLEVBRUEsT0FBNEIsT0FBVSxJQUF1QixPQUFPLEdBQWtCO0FBQ3BGLGNBQVUsTUFBTSxLQUFLLFNBQVMsSUFBSTtBQUNsQyxVQUFNLE1BQU0sS0FBSyxVQUFVLE9BQU8sRUFBRTtBQUNwQyxXQUFPLEtBQUssU0FBUyxPQUFPLE1BQU07QUFBQSxFQUNwQztBQUFBLEVBRUEsS0FBMEIsT0FBVSxJQUF1QixVQUF1QixDQUFDLEdBQU07QUFDdkYsVUFBTSxJQUFJLFFBQVEsRUFBRTtBQUNwQixVQUFNLE9BQU8sUUFBUSxTQUFTLFNBQVksS0FBSyxVQUFVLFVBQVUsS0FBSyxVQUFVLENBQUMsUUFBUSxJQUFJLENBQUM7QUFDaEcsVUFBTSxFQUFFLEtBQUssT0FBTyxJQUFJLFNBQVMsS0FBSztBQUN0QyxVQUFNLFVBQVUsUUFBUSxTQUFTLFNBQVksS0FBSyxLQUFLLENBQUMsS0FBSyxNQUFNO0FBQ25FLFNBQUssTUFBTSxNQUFNLFFBQVEsU0FBUyxDQUFDLEdBQUcsT0FBTyxVQUFVLFVBQVUsUUFBUSxjQUFjLE1BQU0sT0FBTyxDQUFDO0FBQ3JHLFVBQU0sSUFBSSxLQUFLO0FBQ2YsVUFBTSxLQUFLLEtBQUssR0FBRyxHQUFHLEtBQUssSUFBSTtBQUUvQixRQUFJO0FBQ0osUUFBSTtBQUNKLGFBQVMsSUFBSSxJQUFJLEdBQUcsS0FBSyxHQUFHLEtBQUs7QUFDL0IsVUFBSSxDQUFDLFFBQVEsS0FBSyxHQUFHLE1BQU0sR0FBRyxLQUFLLFFBQVEsRUFBRztBQUM5QyxZQUFNLElBQUksS0FBSyxDQUFDO0FBQ2hCLFlBQU0sS0FBSyxLQUFLLEVBQUUsQ0FBQztBQUNuQixZQUFNLE9BQVEsS0FBSyxTQUFTLEtBQUssQ0FBQyxJQUFlO0FBQ2pELFVBQUk7QUFDSixVQUFJLElBQUksSUFBSSxHQUFHO0FBQ2IsZUFBTyxPQUFPLE9BQU8sT0FBTyxLQUFLLFVBQVUsS0FBSyxLQUFLLEdBQUcsQ0FBQyxDQUFDO0FBQzFELFlBQUksS0FBSyxFQUFHLE1BQUssVUFBVSxLQUFLLEtBQUssR0FBRyxFQUFFLEdBQUcsSUFBSTtBQUFBLE1BQ25EO0FBQ0EsVUFBSSxLQUFLLEVBQUcsUUFBTyxRQUFRLEdBQUcsTUFBTSxHQUFHLElBQUksQ0FBQyxDQUFDO0FBQUEsVUFDeEMsVUFBUztBQUFBLElBQ2hCO0FBQ0EsUUFBSSxNQUFNLEVBQUcsUUFBTyxPQUFPLFFBQVEsY0FBYyxPQUFPLGFBQWEsR0FBRyxHQUFHLElBQUksR0FBRztBQUNsRixRQUFJLFFBQVEsY0FBYyxLQUFNLFFBQU8sT0FBTyxJQUFJLFFBQVEsR0FBRyxRQUFRLEdBQUcsSUFBSSxDQUFDLENBQUMsS0FBSyxhQUFhLEdBQUcsR0FBRyxDQUFDLENBQUM7QUFDeEcsV0FBTyxPQUFPLElBQUksUUFBUSxHQUFHLFFBQVEsR0FBRyxJQUFJLENBQUMsQ0FBQyxDQUFpQixDQUFDO0FBQUEsRUFDbEU7QUFBQSxFQUVBLFVBQWEsT0FBVSxPQUFPLEdBQU07QUFDbEMsY0FBVSxNQUFNLEtBQUssU0FBUyxJQUFJO0FBQ2xDLFNBQUssTUFBTSxNQUFNLGFBQWEsR0FBRyxPQUFPLE9BQU8sSUFBSSxDQUFDO0FBQ3BELFdBQU8sU0FBUyxLQUFLLGVBQWUsT0FBTyxNQUFNLEtBQUssU0FBUyxJQUFJLENBQUM7QUFBQSxFQUN0RTtBQUFBLEVBRUEsT0FBVSxPQUFVLE9BQU8sR0FBb0I7QUFDN0MsY0FBVSxNQUFNLEtBQUssU0FBUyxJQUFJO0FBQ2xDLFNBQUssTUFBTSxNQUFNLFVBQVUsR0FBRyxPQUFPLE9BQU8sSUFBSSxDQUFDO0FBQ2pELFdBQU8sS0FBSyxTQUFTLE9BQU8sSUFBSTtBQUFBLEVBQ2xDO0FBQUEsRUFFUSxTQUFZLE9BQVUsTUFBK0I7QUFDM0QsVUFBTSxPQUFPLFVBQVUsS0FBSyxRQUFRO0FBQ3BDLFVBQU0sS0FBSyxLQUFLLFNBQVMsT0FBTyxJQUFJO0FBQ3BDLFFBQUksTUFBMkIsQ0FBQyxDQUFDLEtBQUssTUFBTSxLQUFLLENBQUM7QUFDbEQsYUFBUyxJQUFJLEdBQUcsSUFBSSxLQUFLLFFBQVEsS0FBSztBQUNwQyxVQUFJLENBQUMsS0FBSyxRQUFRLElBQUksTUFBTSxDQUFDLEVBQUc7QUFDaEMsWUFBTSxJQUFJLEtBQUssQ0FBQztBQUNoQixZQUFNLEtBQUssS0FBSyxFQUFFLENBQUM7QUFDbkIsWUFBTSxJQUFJLEdBQUcsQ0FBQztBQUNkLFlBQU0sT0FBUSxLQUFLLFNBQVMsS0FBSyxDQUFDLElBQWU7QUFDakQsVUFBSSxNQUFNLEtBQUssS0FBSyxFQUFHLE9BQU0sSUFBSSxPQUFPLEtBQUssUUFBUSxLQUFLLEtBQUssR0FBRyxFQUFFLENBQUMsQ0FBQztBQUN0RSxVQUFJLE1BQU0sS0FBSyxLQUFLLEtBQU0sT0FBTSxJQUFJLE9BQU8sS0FBSyxRQUFRLEtBQUssS0FBSyxHQUFHLENBQUMsQ0FBQyxDQUFDO0FBQ3hFLFVBQUksS0FBSyxFQUFHLE1BQUssV0FBVyxLQUFLLEtBQUssR0FBRyxDQUFDLEdBQUcsR0FBRztBQUFBLGVBQ3ZDLEtBQUssRUFBRyxNQUFLLFdBQVcsS0FBSyxLQUFLLEdBQUcsRUFBRSxHQUFHLEdBQUc7QUFDdEQsVUFBSSxPQUFPLEVBQUcsUUFBTztBQUFBLElBQ3ZCO0FBQ0EsUUFBSSxLQUFLLFNBQVMsS0FBTSxRQUFPO0FBQy9CLFFBQUksS0FBSyxDQUFDLEdBQUcsTUFBTSxFQUFFLENBQUMsSUFBSSxFQUFFLENBQUMsQ0FBQztBQUM5QixXQUFPLElBQUksSUFBSSxDQUFDLENBQUMsRUFBRSxDQUFDLE1BQU0sQ0FBTTtBQUFBLEVBQ2xDO0FBQUEsRUFFQSxVQUFhLE9BQWU7QUFFMUIsU0FBSyxNQUFNLE1BQU0sV0FBVyxDQUFDO0FBQzdCLFdBQU8sS0FBSyxlQUFlLEtBQUssU0FBUyxPQUFPLENBQUMsR0FBRyxHQUFHLEtBQUssU0FBUyxLQUFLO0FBQUEsRUFDNUU7QUFBQTtBQUFBLEVBR1EsR0FBRyxJQUFjLEtBQW1CLE1BQXlEO0FBQ25HLFVBQU0sTUFBZSxDQUFDO0FBQ3RCLFVBQU0sTUFBZSxDQUFDO0FBQ3RCLFFBQUksSUFBVztBQUNmLGFBQVMsSUFBSSxHQUFHLElBQUksS0FBSyxRQUFRLEtBQUs7QUFDcEMsVUFBSSxDQUFDLFFBQVEsS0FBSyxHQUFHLE1BQU0sR0FBRyxLQUFLLFFBQVEsRUFBRztBQUM5QyxZQUFNLElBQUksS0FBSyxDQUFDO0FBQ2hCLFlBQU0sS0FBSyxLQUFLLEVBQUUsQ0FBQztBQUNuQixZQUFNLE9BQVEsS0FBSyxTQUFTLEtBQUssQ0FBQyxJQUFlO0FBQ2pELFlBQU0sTUFBTSxLQUFLLElBQUksS0FBSyxVQUFVLEtBQUssS0FBSyxHQUFHLEVBQUUsQ0FBQyxJQUFJO0FBQ3hELFVBQUksUUFBUSxVQUFhLE1BQU0sV0FBYyxRQUFRLEdBQUcsTUFBTSxRQUFRLENBQUMsS0FBSyxJQUFJLFdBQVcsRUFBRSxTQUFTO0FBQ3BHLGNBQU0sbUJBQW1CLGFBQWEsR0FBRyxRQUFRLENBQUMsQ0FBQyxJQUFJLEVBQUUsTUFBTSxLQUFLLEdBQUcsUUFBUSxHQUFHLENBQUMsSUFBSSxJQUFJLE1BQU0sZUFBZSxLQUFLLEtBQUssR0FBRyxFQUFFLENBQUMsRUFBRTtBQUFBLE1BQ3BJO0FBQ0EsVUFBSSxLQUFLLEdBQUc7QUFDWixVQUFJLFFBQVEsSUFBSSxLQUFLLENBQUM7QUFDdEIsVUFBSSxLQUFLLENBQUM7QUFDVixVQUFJLEtBQUssS0FBTSxNQUFLLFVBQVUsS0FBSyxLQUFLLEdBQUcsQ0FBQyxHQUFHLENBQUM7QUFBQSxJQUNsRDtBQUNBLFdBQU8sRUFBRSxLQUFLLElBQUk7QUFBQSxFQUNwQjtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQU9RLGVBQWUsT0FBZ0IsTUFBYyxNQUF5QixLQUF1QjtBQUNuRyxVQUFNLEtBQUssS0FBSyxTQUFTLE9BQU8sSUFBSTtBQUNwQyxRQUFJLElBQUk7QUFDUixRQUFJLE9BQU87QUFDWCxRQUFJO0FBQ0osYUFBUyxJQUFJLEtBQUssU0FBUyxHQUFHLEtBQUssR0FBRyxLQUFLO0FBQ3pDLFVBQUksQ0FBQyxLQUFLLFFBQVEsSUFBSSxNQUFNLENBQUMsRUFBRztBQUNoQyxZQUFNLElBQUksS0FBSyxDQUFDO0FBQ2hCLFlBQU0sS0FBSyxLQUFLLEVBQUUsQ0FBQztBQUNuQixZQUFNLElBQUksR0FBRyxDQUFDO0FBQ2QsWUFBTSxPQUFRLEtBQUssU0FBUyxLQUFLLENBQUMsSUFBZTtBQUNqRCxVQUFJLEtBQUssR0FBRztBQUNWLGVBQU8sS0FBSyxLQUFLLEdBQUcsQ0FBQztBQUNyQixZQUFJLEtBQUssV0FBVyxJQUFJO0FBQ3hCLFlBQUksS0FBSyxFQUFHLE1BQUssV0FBVyxLQUFLLEtBQUssR0FBRyxFQUFFLEdBQUcsQ0FBQztBQUFBLE1BQ2pELFdBQVcsS0FBSyxHQUFHO0FBQ2pCLGVBQU8sS0FBSyxLQUFLLEdBQUcsRUFBRTtBQUN0QixZQUFJLEtBQUssV0FBVyxJQUFJO0FBQ3hCLFlBQUksS0FBSyxLQUFNLE1BQUssV0FBVyxLQUFLLEtBQUssR0FBRyxDQUFDLEdBQUcsQ0FBQztBQUFBLE1BQ25ELE9BQU87QUFDTCxZQUFJLEtBQUssRUFBRyxNQUFLLFdBQVcsS0FBSyxLQUFLLEdBQUcsRUFBRSxHQUFHLENBQUM7QUFDL0MsWUFBSSxLQUFLLEtBQU0sTUFBSyxXQUFXLEtBQUssS0FBSyxHQUFHLENBQUMsR0FBRyxDQUFDO0FBQ2pELFlBQUksT0FBTyxLQUFLLFNBQVMsTUFBTTtBQUM3Qix1QkFBYSxDQUFDO0FBQ2QsY0FBSSxLQUFLLEVBQUcsVUFBUyxLQUFLLEtBQUssS0FBSyxHQUFHLEVBQUUsQ0FBQztBQUMxQyxjQUFJLEtBQUssS0FBTSxVQUFTLEtBQUssS0FBSyxLQUFLLEdBQUcsQ0FBQyxDQUFDO0FBQUEsUUFDOUM7QUFBQSxNQUNGO0FBQUEsSUFDRjtBQUNBLFFBQUksS0FBSztBQUNQLFVBQUksU0FBUyxLQUFNLE1BQUssTUFBTSxLQUFLLE1BQU0sS0FBSyxPQUFPLFVBQVUsS0FBSyxLQUFLLE9BQU8sQ0FBQztBQUNqRixVQUFJLGFBQWEsT0FBVyxZQUFXLEtBQUssU0FBVSxNQUFLLFdBQVcsR0FBRyxLQUFLLEtBQUssT0FBTztBQUFBLElBQzVGO0FBQ0EsV0FBTztBQUFBLEVBQ1Q7QUFBQTtBQUFBLEVBR1EsUUFBUSxJQUF1QixNQUF5QixHQUFvQjtBQUNsRixhQUFTLElBQUksR0FBRyxJQUFJLEdBQUcsS0FBSztBQUMxQixZQUFNLElBQUksS0FBSyxDQUFDO0FBQ2hCLFVBQUksS0FBSyxFQUFFLENBQUMsTUFBTSxHQUFHLENBQUMsRUFBRyxRQUFPO0FBQUEsSUFDbEM7QUFDQSxXQUFPO0FBQUEsRUFDVDtBQUFBLEVBRVEsWUFBWSxNQUFpQztBQUNuRCxXQUFPLFNBQVMsS0FBSyxVQUFVLEtBQUssVUFBVSxLQUFLLE9BQU8sSUFBSTtBQUFBLEVBQ2hFO0FBQUEsRUFFUSxPQUFPLE1BQWlDO0FBQzlDLFVBQU0sSUFBSSxLQUFLLEVBQUUsTUFBTTtBQUN2QixlQUFXLEtBQUssS0FBTSxHQUFFLENBQUMsSUFBSyxLQUFLLFNBQVMsS0FBSyxDQUFDLElBQWU7QUFDakUsV0FBTyxLQUFLLFNBQVMsT0FBTyxDQUFDO0FBQUEsRUFDL0I7QUFBQSxFQUVRLEtBQUssTUFBYyxLQUFxQjtBQUM5QyxXQUFPLEtBQUssTUFBTSxJQUFJLFFBQVEsTUFBTSxLQUFLLENBQUM7QUFBQSxFQUM1QztBQUFBLEVBRVEsVUFBVSxJQUFZLEdBQWdCO0FBQzVDLFNBQUssV0FBVyxJQUFJLE1BQU0sU0FBWSxPQUFPLENBQUM7QUFBQSxFQUNoRDtBQUFBLEVBRVEsVUFBVSxNQUFxQjtBQUNyQyxVQUFNLE1BQU0sS0FBSyxXQUFXLElBQUk7QUFDaEMsUUFBSSxRQUFRLEtBQU0sUUFBTztBQUN6QixRQUFJLFFBQVEsR0FBRyxNQUFNO0FBQ25CLFlBQU0sbUJBQW1CLGFBQWEsa0NBQWtDLEdBQUcsU0FBUyxHQUFHLENBQUMsY0FBYyxJQUFJLEVBQUU7QUFDOUcsV0FBTztBQUFBLEVBQ1Q7QUFBQSxFQUVRLFFBQVEsTUFBbUM7QUFDakQsV0FBTyxLQUFLLFdBQVcsSUFBSTtBQUFBLEVBQzdCO0FBQ0Y7QUFFQSxNQUFNLFdBQVcsSUFBSSxXQUFXLENBQUM7QUFFakMsTUFBTSxVQUFVLElBQUksYUFBYSxDQUFDO0FBQ2xDLE1BQU0sVUFBVSxJQUFJLFdBQVcsUUFBUSxNQUFNO0FBRzdDLFNBQVMsSUFBSSxHQUErQjtBQUcxQyxNQUFJLEVBQUUsVUFBVSxHQUFJLFFBQU8sRUFBRSxNQUFNO0FBQ25DLFNBQU8sRUFBRSxlQUFlLEtBQUssRUFBRSxlQUFlLEVBQUUsT0FBTyxhQUFhLElBQUssRUFBRSxNQUFNO0FBQ25GO0FBRUEsU0FBUyxTQUFTLEdBQXFCO0FBQ3JDLFNBQU8sUUFBUSxDQUFDLE1BQU0sU0FBWSxJQUFJLElBQUksQ0FBaUI7QUFDN0Q7IiwKICAibmFtZXMiOiBbXQp9Cg==
