/**
 * Topology-faithful collectives: every value moves over links between neighbours, line by line
 * along the axes of the topology (a scan on a mesh walks the mesh: rows, then the column of row
 * ends, then back). They evaluate the same expression as the shared-memory ones (./fold.ts).
 *
 * Agreement: every message carries a tag (./collective-tags.ts says what it holds and how a
 * receiver that called something else fails). Broadcast and gather are ./collective-trees.ts,
 * free functions over this class's fields (not private for them; the class is not public).
 */
import { collectiveMismatch, describe, ErrorCodes, MeshworkError, uncarriedValue } from '../errors.ts';
import type { MemoryBudget, MemoryHolder } from '../mesh/memory-budget.ts';
import type { Topology } from '../topology/types.ts';
import {
  axesMask,
  K_ALLGATHER,
  K_ALLREDUCE,
  K_BARRIER,
  K_BROADCAST,
  K_GATHER,
  K_SCAN,
  OP_CODES,
  own,
  ownValue,
  TAG_BYTES,
  TAG_F64,
  TAG_I32,
  tagMismatch,
  tagOf,
  untagged,
} from './collective-tags.ts';
import { gatherTo, groupBroadcast } from './collective-trees.ts';
import {
  asVector,
  type CollectiveMode,
  type Collectives,
  checkReduceNumber,
  checkRoot,
  type ReduceOptions,
  type Reducible,
  type ScanOptions,
} from './collectives.ts';
import { dtypeOf, type NumericArray } from './dtype.ts';
import { atLevel, checkOp, combine, groupAxes, identityLike, type Maybe, type ReduceOp } from './fold.ts';
import type { Links } from './links.ts';
import { DoneReduce, type PendingReduce } from './posted-reduce.ts';
import { detachedView } from './values.ts';

export class LinkCollectives implements Collectives, MemoryHolder {
  readonly mode: CollectiveMode = 'links';
  /** Collectives this rank has entered, mod 2^20 (word 1 of every tag). */
  private seq = 0;
  /** Staging arrays of tagged sends, one per dtype (`tagged`). */
  private readonly stages = new Map<unknown, { arr: NumericArray; words: Int32Array }>();
  /** Word 0 of the current collective's tag. */
  w0 = 0;
  readonly topology: Topology;
  readonly rank: number;
  readonly c: number[];
  private readonly allAxes: readonly number[];
  /** A barrier token is the tag alone (8 bytes, received in place). */
  private readonly tokenOut = new Uint8Array(TAG_BYTES);
  private readonly tokenIn = new Uint8Array(TAG_BYTES);
  private readonly tokenOutWords = new Int32Array(this.tokenOut.buffer);
  private readonly tokenInWords = new Int32Array(this.tokenIn.buffer);
  /** steps[2 a] / steps[2 a + 1]: the rank one step down / up along axis a (-1 off the grid). */
  private readonly steps: Int32Array;
  /** The group's last rank for the default axes (every allreduce without `axes` asks for it). */
  private readonly allLast: number;

  readonly links: Links;
  /** The rank's memory budget: staging arrays count there (absent: none). */
  private readonly memory: MemoryBudget | undefined;
  constructor(links: Links, memory?: MemoryBudget) {
    this.links = links;
    this.memory = memory;
    memory?.track(this);
    this.topology = links.topology;
    this.rank = links.rank;
    this.c = this.topology.coords(this.rank);
    this.allAxes = groupAxes(this.topology);
    const dims = this.topology.dims;
    this.steps = new Int32Array(2 * dims.length).fill(-1);
    for (let a = 0; a < dims.length; a++) {
      const ci = this.c[a] as number;
      for (const dir of [-1, 1] as const) {
        if (ci + dir < 0 || ci + dir >= (dims[a] as number)) continue;
        const c = this.c.slice();
        c[a] = ci + dir;
        this.steps[2 * a + (dir + 1) / 2] = this.topology.rankOf(c);
      }
    }
    this.allLast = this.lastOf(this.allAxes);
  }

  /** Bytes of the staging arrays (the memory budget counts them). */
  heldBytes(): number {
    let n = 0;
    for (const st of this.stages.values()) n += st.arr.byteLength;
    return n;
  }

  /**
   * A gather of empty tokens to rank 0 along the axes (rows first), then their broadcast back:
   * the same tree as `gather` + `broadcast`, with zero-byte typed arrays received in place, so a
   * barrier serializes nothing and allocates nothing.
   */
  barrier(): void {
    this.begin(tagOf(K_BARRIER));
    this.tokenOutWords[0] = this.w0;
    this.tokenOutWords[1] = this.seq;
    const axes = this.allAxes;
    const dims = this.topology.dims;
    let level = 0;
    for (; level < axes.length; level++) {
      const a = axes[level] as number;
      const ci = this.c[a] as number;
      if (ci < (dims[a] as number) - 1) this.recvToken(this.step(a, 1));
      if (ci > 0) {
        this.links.send(this.step(a, -1), this.tokenOut);
        break;
      }
    }
    for (let j = Math.min(level, axes.length - 1); j >= 0; j--) {
      const a = axes[j] as number;
      const ci = this.c[a] as number;
      if (j === level) this.recvToken(this.step(a, -1));
      if (ci < (dims[a] as number) - 1) this.links.send(this.step(a, 1), this.tokenOut);
    }
  }

  private recvToken(from: number): void {
    try {
      this.links.recvInto(from, this.tokenIn);
    } catch (err) {
      if (err instanceof MeshworkError && err.code === ErrorCodes.PROTOCOL) {
        throw collectiveMismatch('barrier', 'a barrier token (the 8-byte tag)', `${err.message} (rank ${from})`);
      }
      throw err;
    }
    this.check(from, this.tokenInWords[0] as number, this.tokenInWords[1] as number, this.w0);
  }

  /** Enter a collective: the tag every message of it carries. */
  private begin(w0: number): void {
    // 20 bits: word 1 of a float64 tag stays below the exponent bits (./collectives-links.ts recvTagged)
    this.seq = (this.seq + 1) & 0xfffff;
    this.w0 = w0;
  }

  /** A message from `from` tagged (w0, seq) must belong to this very call (tag `want`). */
  private check(from: number, w0: number, seq: number, want: number): void {
    if (w0 === want && seq === this.seq) return;
    throw tagMismatch(from, w0, seq, want, this.seq);
  }

  /**
   * `v` with the current tag in front, in a staging array of its dtype reused from call to call
   * (`links.send` has copied a message into the ring when it returns; a reused array also keeps
   * the links' cached word view). Allocating a tagged copy and a word view of it per message made
   * an allreduce of a number over links 4-6x slower.
   */
  tagged(v: NumericArray, w0: number): NumericArray {
    const Ctor = v.constructor as new (n: number) => NumericArray;
    const e = TAG_BYTES / v.BYTES_PER_ELEMENT;
    const n = e + v.length;
    let st = this.stages.get(Ctor);
    if (st === undefined || st.arr.length !== n) {
      this.memory?.reserve((n - (st?.arr.length ?? 0)) * v.BYTES_PER_ELEMENT, 'the staging array of a collective over links');
      const arr = new Ctor(n);
      st = { arr, words: new Int32Array(arr.buffer, arr.byteOffset, 2) };
      this.stages.set(Ctor, st);
    }
    (st.arr as unknown as { set(a: ArrayLike<unknown>, at: number): void }).set(v as unknown as ArrayLike<unknown>, e);
    st.words[0] = w0;
    st.words[1] = this.seq;
    return st.arr;
  }

  /** Send any value of the current collective (typed arrays tagged in front, others wrapped). */
  sendTagged(to: number, v: unknown, w0 = this.w0): void {
    if (dtypeOf(v) !== undefined) {
      if ((v as NumericArray).length === 0 && detachedView(v as NumericArray))
        throw uncarriedValue('collective value', 'a typed array or data', 'a detached typed array (its buffer was transferred)');
      this.links.send(to, this.tagged(v as NumericArray, w0));
    } else this.links.send(to, [w0, this.seq, v]);
  }

  /** Receive a message of the current collective (tag `want`) and return its value. */
  recvTagged(from: number, want = this.w0): unknown {
    const got = this.links.recv(from);
    if (dtypeOf(got) !== undefined) {
      const v = got as NumericArray;
      const e = TAG_BYTES / v.BYTES_PER_ELEMENT;
      if (v.length >= e) {
        if (v instanceof Float64Array) {
          // the tag's words through a float64 (its high word is the call number, < 2^20: never a
          // NaN, so the bits survive), without a byte view of the received array
          TAG_F64[0] = v[0] as number;
          this.check(from, TAG_I32[0] as number, TAG_I32[1] as number, want);
        } else {
          const head = new DataView(v.buffer, v.byteOffset, TAG_BYTES);
          this.check(from, head.getInt32(0, true), head.getInt32(4, true), want);
        }
        // a copy of its own (not a view behind the tag): results go to the program as they are
        return v.slice(e);
      }
    } else if (Array.isArray(got) && got.length === 3 && typeof got[0] === 'number' && typeof got[1] === 'number') {
      this.check(from, got[0], got[1], want);
      return got[2];
    }
    throw untagged(from, got, want);
  }

  /** Over links a reduction has no split phase: it reduces now. */
  iallreduce(value: number, op: ReduceOp | 'plus'): PendingReduce {
    const o = checkOp(op);
    return new DoneReduce(this.allreduce(checkReduceNumber(value), o));
  }

  allreduce<T extends Reducible>(value: T, op: ReduceOp | 'plus', options: ReduceOptions = {}): T {
    const o = checkOp(op);
    const axes = options.axes === undefined ? this.allAxes : groupAxes(this.topology, options.axes);
    const { vec, unwrap } = asVector(value);
    this.begin(tagOf(K_ALLREDUCE, OP_CODES[o], typeof value === 'number', false, axesMask(axes)));
    const up = this.up(o, vec, axes);
    const m = axes.length;
    const root = this.groupLastOf(axes);
    const isLast = this.rank === root;
    let total: Maybe;
    if (isLast) {
      // The group's last rank ends every line, so it holds every prefix it needs.
      let P: Maybe;
      for (let j = m - 1; j >= 1; j--) P = combine(o, P, up.exc[j]);
      total = m === 0 ? vec : combine(o, P, up.inc[0]);
    }
    const result = groupBroadcast(this, isLast ? (total as NumericArray) : undefined, root, axes, false);
    // A rank that called another collective sent something else: fail now rather than return it.
    const r = result as NumericArray;
    if (dtypeOf(result) !== dtypeOf(vec) || r.length !== vec.length) {
      throw collectiveMismatch('allreduce', `a result ${dtypeOf(vec)}[${vec.length}]`, `${describe(result)} from rank ${root}`);
    }
    return unwrap(own(r)) as T;
  }

  reduce<T extends Reducible>(value: T, op: ReduceOp | 'plus', root = 0): T | undefined {
    checkRoot(root, this.topology.size);
    const out = this.allreduce(value, op);
    return this.rank === root ? out : undefined;
  }

  scan<T extends Reducible>(value: T, op: ReduceOp | 'plus', options: ScanOptions = {}): T {
    const o = checkOp(op);
    const axes = options.axis === undefined ? this.allAxes : groupAxes(this.topology, [options.axis]);
    const { vec, unwrap } = asVector(value);
    const axisTag = options.axis === undefined ? 0 : (axes[0] ?? -1) + 1;
    this.begin(tagOf(K_SCAN, OP_CODES[o], typeof value === 'number', options.exclusive === true, axisTag));
    const m = axes.length;
    const up = this.up(o, vec, axes);
    // Down: the prefix of each line end travels back along the line.
    let Pown: Maybe; // P_{j+1}(self) from the previous (higher) level
    let offset: Maybe;
    for (let j = m - 1; j >= 0; j--) {
      if (!atLevel(this.c, axes, j, this.topology)) continue;
      const a = axes[j] as number;
      const ci = this.c[a] as number;
      const last = (this.topology.dims[a] as number) - 1;
      let Pend: Maybe;
      if (j + 1 < m) {
        Pend = ci === last ? Pown : this.recvMaybe(this.step(a, 1));
        if (ci > 0) this.sendMaybe(this.step(a, -1), Pend);
      }
      if (j >= 1) Pown = combine(o, Pend, up.exc[j]);
      else offset = Pend;
    }
    if (m === 0) return unwrap(options.exclusive === true ? identityLike(o, vec) : vec) as T;
    if (options.exclusive === true) return unwrap(own(combine(o, offset, up.exc[0]) ?? identityLike(o, vec))) as T;
    return unwrap(own(combine(o, offset, up.inc[0]) as NumericArray)) as T;
  }

  broadcast<T>(value: T, root = 0): T {
    checkRoot(root, this.topology.size);
    this.begin(tagOf(K_BROADCAST, 0, false, false, root));
    return ownValue(groupBroadcast(this, value, root, this.allAxes, true)) as T;
  }

  gather<T>(value: T, root = 0): T[] | undefined {
    checkRoot(root, this.topology.size);
    this.begin(tagOf(K_GATHER, 0, false, false, root));
    return gatherTo(this, value, root);
  }

  allgather<T>(value: T): T[] {
    // One call: the gather and the broadcast of its result carry the same tag (root 0 both ways).
    this.begin(tagOf(K_ALLGATHER));
    return groupBroadcast(this, gatherTo(this, value, 0), 0, this.allAxes, false) as T[];
  }

  /** Up phase of the canonical scan: exc[j], inc[j] for every level this rank takes part in. */
  private up(op: ReduceOp, vec: NumericArray, axes: readonly number[]): { exc: Maybe[]; inc: Maybe[] } {
    const exc: Maybe[] = [];
    const inc: Maybe[] = [];
    let V: Maybe = vec;
    for (let j = 0; j < axes.length; j++) {
      if (!atLevel(this.c, axes, j, this.topology)) break;
      const a = axes[j] as number;
      const ci = this.c[a] as number;
      const last = (this.topology.dims[a] as number) - 1;
      const got = ci > 0 ? this.recvMaybe(this.step(a, -1)) : undefined;
      if (got !== undefined && V !== undefined && (dtypeOf(got) !== dtypeOf(V) || got.length !== V.length)) {
        throw collectiveMismatch('reduction', `${dtypeOf(V)}[${V.length}]`, `${dtypeOf(got)}[${got.length}] from rank ${this.step(a, -1)}`);
      }
      exc.push(got);
      V = combine(op, got, V);
      inc.push(V);
      if (ci < last) this.sendMaybe(this.step(a, 1), V);
    }
    return { exc, inc };
  }

  private groupLastOf(axes: readonly number[]): number {
    return axes === this.allAxes ? this.allLast : this.lastOf(axes);
  }

  private lastOf(axes: readonly number[]): number {
    const c = this.c.slice();
    for (const a of axes) c[a] = (this.topology.dims[a] as number) - 1;
    return this.topology.rankOf(c);
  }

  step(axis: number, dir: 1 | -1): number {
    return this.steps[2 * axis + (dir + 1) / 2] as number;
  }

  private sendMaybe(to: number, v: Maybe): void {
    this.sendTagged(to, v === undefined ? null : v);
  }

  private recvMaybe(from: number): Maybe {
    const got = this.recvTagged(from);
    if (got === null) return undefined;
    if (dtypeOf(got) === undefined)
      throw collectiveMismatch('reduction', 'a partial result (typed array)', `${describe(got)} from rank ${from}`);
    return got as NumericArray;
  }

  recvBag(from: number): [number, unknown][] {
    return this.recvTagged(from) as [number, unknown][];
  }
}
