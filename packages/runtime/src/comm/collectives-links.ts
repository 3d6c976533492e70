/**
 * Topology-faithful collectives: every value moves over links between neighbours, line by line
 * along the axes of the topology (a scan on a mesh walks the mesh: rows, then the column of row
 * ends, then back). They evaluate the same expression as the shared-memory ones (./fold.ts).
 */
import { collectiveMismatch, describe, ErrorCodes, MeshworkError } from '../errors.js';
import type { Topology } from '../topology/types.js';
import {
  asVector,
  type CollectiveMode,
  type Collectives,
  checkReduceNumber,
  checkRoot,
  type ReduceOptions,
  type Reducible,
  type ScanOptions,
} from './collectives.js';
import { dtypeOf, type NumericArray } from './dtype.js';
import { atLevel, checkOp, combine, groupAxes, identityLike, type Maybe, type ReduceOp } from './fold.js';
import type { Links } from './links.js';
import { DoneReduce, type PendingReduce } from './posted-reduce.js';

export class LinkCollectives implements Collectives {
  readonly mode: CollectiveMode = 'links';
  private readonly topology: Topology;
  private readonly rank: number;
  private readonly c: number[];
  private readonly allAxes: readonly number[];
  private readonly tokenOut = new Uint8Array(0);
  private readonly tokenIn = new Uint8Array(0);
  /** steps[2 a] / steps[2 a + 1]: the rank one step down / up along axis a (-1 off the grid). */
  private readonly steps: Int32Array;
  /** The group's last rank for the default axes (every allreduce without `axes` asks for it). */
  private readonly allLast: number;

  constructor(private readonly links: Links) {
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

  /**
   * A gather of empty tokens to rank 0 along the axes (rows first), then their broadcast back:
   * the same tree as `gather` + `broadcast`, with zero-byte typed arrays received in place, so a
   * barrier serializes nothing and allocates nothing.
   */
  barrier(): void {
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
        throw collectiveMismatch('barrier', 'a barrier token (an empty uint8 array)', `${err.message} (rank ${from})`);
      }
      throw err;
    }
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
    const result = this.groupBroadcast(isLast ? (total as NumericArray) : undefined, root, axes);
    // A rank that called another collective sent something else: fail now rather than return it.
    const r = result as NumericArray;
    if (dtypeOf(result) !== dtypeOf(vec) || r.length !== vec.length) {
      throw collectiveMismatch('allreduce', `a result ${dtypeOf(vec)}[${vec.length}]`, `${describe(result)} from rank ${root}`);
    }
    return unwrap(r) as T;
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
    if (options.exclusive === true) return unwrap(combine(o, offset, up.exc[0]) ?? identityLike(o, vec)) as T;
    return unwrap(combine(o, offset, up.inc[0]) as NumericArray) as T;
  }

  broadcast<T>(value: T, root = 0): T {
    checkRoot(root, this.topology.size);
    return this.groupBroadcast(value, root, this.allAxes) as T;
  }

  gather<T>(value: T, root = 0): T[] | undefined {
    checkRoot(root, this.topology.size);
    const axes = groupAxes(this.topology);
    const rc = this.topology.coords(root);
    let bag: [number, unknown][] = [[this.rank, value]];
    for (let j = 0; j < axes.length; j++) {
      if (!this.matches(rc, axes, j)) break;
      const a = axes[j] as number;
      const ci = this.c[a] as number;
      const t = rc[a] as number;
      const last = (this.topology.dims[a] as number) - 1;
      if (ci <= t && ci > 0) bag = bag.concat(this.recvBag(this.step(a, -1)));
      if (ci >= t && ci < last) bag = bag.concat(this.recvBag(this.step(a, 1)));
      if (ci < t) this.links.send(this.step(a, 1), bag);
      else if (ci > t) this.links.send(this.step(a, -1), bag);
      if (ci !== t) return undefined;
    }
    if (this.rank !== root) return undefined;
    bag.sort((x, y) => x[0] - y[0]);
    return bag.map(([, v]) => v as T);
  }

  allgather<T>(value: T): T[] {
    return this.broadcast(this.gather(value, 0), 0) as T[];
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

  /** Spread `value` from `root` over the group of `axes`, slowest axis first. */
  private groupBroadcast(value: unknown, root: number, axes: readonly number[]): unknown {
    const rc = this.topology.coords(root);
    let v = value;
    for (let j = axes.length - 1; j >= 0; j--) {
      if (!this.matches(rc, axes, j)) continue;
      const a = axes[j] as number;
      const ci = this.c[a] as number;
      const t = rc[a] as number;
      const last = (this.topology.dims[a] as number) - 1;
      if (ci < t) {
        v = this.links.recv(this.step(a, 1));
        if (ci > 0) this.pass(this.step(a, -1), v);
      } else if (ci > t) {
        v = this.links.recv(this.step(a, -1));
        if (ci < last) this.pass(this.step(a, 1), v);
      } else {
        if (ci > 0) this.pass(this.step(a, -1), v);
        if (ci < last) this.pass(this.step(a, 1), v);
      }
    }
    return v;
  }

  /** True when this rank has root's coordinates on axes[0..j-1] (it takes part in step j). */
  private matches(rc: readonly number[], axes: readonly number[], j: number): boolean {
    for (let i = 0; i < j; i++) {
      const a = axes[i] as number;
      if (this.c[a] !== rc[a]) return false;
    }
    return true;
  }

  private groupLastOf(axes: readonly number[]): number {
    return axes === this.allAxes ? this.allLast : this.lastOf(axes);
  }

  private lastOf(axes: readonly number[]): number {
    const c = this.c.slice();
    for (const a of axes) c[a] = (this.topology.dims[a] as number) - 1;
    return this.topology.rankOf(c);
  }

  private step(axis: number, dir: 1 | -1): number {
    return this.steps[2 * axis + (dir + 1) / 2] as number;
  }

  /** Pass a broadcast value on: any value, undefined included (`send` refuses a bare undefined). */
  private pass(to: number, v: unknown): void {
    if (v === undefined) this.links.sendUndefined(to);
    else this.links.send(to, v);
  }

  private sendMaybe(to: number, v: Maybe): void {
    this.links.send(to, v === undefined ? null : v);
  }

  private recvMaybe(from: number): Maybe {
    const got = this.links.recv(from);
    if (got === null) return undefined;
    if (dtypeOf(got) === undefined)
      throw collectiveMismatch('reduction', 'a partial result (typed array)', `${describe(got)} from rank ${from}`);
    return got as NumericArray;
  }

  private recvBag(from: number): [number, unknown][] {
    return this.links.recv(from) as [number, unknown][];
  }
}
