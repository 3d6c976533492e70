/**
 * The load board: one fixed-layout float64 allgather per phase that gives every rank every rank's
 * load, for the policy, the balancer's pure `solve` and the cost accounting at once.
 *
 * Layout of rank r's payload (every rank knows every rank's tile from the cuts, so every length
 * and offset is known without communicating):
 *
 *   [ total, cost of r's last balance (ms), 1 if r gave plane loads, r's wall time of the phase (ms),
 *     plane loads of r's tile along each held axis, in ascending axis order ]
 *
 * Held axes: the decomposed ones (procDims > 1), when the longest payload fits one collective
 * slot; otherwise none (totals only), and balancers that need planes fall back to `decide`.
 * Buffers grow to the largest layout seen and are reused: a steady run allocates nothing here.
 *
 * Split phase (`post`, then `collect` before the next `post`): the same payloads through the
 * posted gather (../comm/posted-gather.ts); the layout of the round posted is kept apart from the
 * snapshot last read, so a balance can still use that snapshot after the next round is posted.
 */
import type { FastCollectives } from '../comm/collectives.ts';
import type { PostedGather } from '../comm/posted-gather.ts';
import type { Topology } from '../topology/types.ts';
import type { DomainView, LoadProfile, LoadSnapshot } from './types.ts';

/** Words before the plane loads in every payload. */
export const BOARD_HEAD = 4;

/** Processor coordinates of every rank of a view (enumerating the processor grid). */
export function procCoordsTable(view: DomainView, size: number): number[][] {
  const dims = view.procDims;
  const out = new Array<number[]>(size);
  const count = dims.reduce((a, b) => a * b, 1);
  for (let idx = 0; idx < count; idx++) {
    const pc = new Array<number>(dims.length);
    let rest = idx;
    for (let a = dims.length - 1; a >= 0; a--) {
      pc[a] = rest % (dims[a] as number);
      rest = Math.floor(rest / (dims[a] as number));
    }
    out[view.rankOf(pc)] = pc;
  }
  return out;
}

class Snapshot implements LoadSnapshot {
  domain!: DomainView;
  phase = 0;
  totals: Float64Array;
  axes: readonly number[] = [];
  hasPlanes = false;
  procCoords: readonly (readonly number[])[] = [];
  /** data[offsets[r] + BOARD_HEAD + planeAt[r][i]] starts rank r's planes of axes[i]. */
  data = new Float64Array(0);
  offsets = new Int32Array(0);
  planeAt: number[][] = [];
  /** The processor grid `procCoords` was built for, the array it came in, and its decomposed axes. */
  pcsKey = '';
  procDimsSeen: readonly number[] | undefined;
  decomposed: readonly number[] = [];

  readonly size: number;
  readonly topology: Topology;
  constructor(size: number, topology: Topology) {
    this.size = size;
    this.topology = topology;
    this.totals = new Float64Array(size);
  }

  planesOf(r: number, axis: number): Float64Array | undefined {
    const i = this.axes.indexOf(axis);
    if (i < 0 || this.data[(this.offsets[r] as number) + 2] !== 1) return undefined;
    const pc = this.procCoords[r] as readonly number[];
    const cuts = this.domain.cuts[axis] as readonly number[];
    const ext = (cuts[(pc[axis] as number) + 1] as number) - (cuts[pc[axis] as number] as number);
    const at = (this.offsets[r] as number) + BOARD_HEAD + ((this.planeAt[r] as number[])[i] as number);
    return this.data.subarray(at, at + ext);
  }
}

export class LoadBoard {
  private snap: Snapshot;
  /** The layout of the round posted and not yet collected (split-phase use). */
  private next: Snapshot;
  private mine = new Float64Array(BOARD_HEAD);

  private readonly comm: FastCollectives;
  private readonly rank: number;
  constructor(comm: FastCollectives, rank: number, size: number, topology: Topology) {
    this.comm = comm;
    this.rank = rank;
    this.snap = new Snapshot(size, topology);
    this.next = new Snapshot(size, topology);
  }

  /**
   * Collective (one sync point): every rank's load of phase `phase`. `costMs` is this rank's
   * measured cost of its last balance not yet reported (0 if none); the maximum over ranks comes
   * back as `maxCostMs`.
   */
  gather(view: DomainView, load: LoadProfile, phase: number, costMs: number, phaseMs = 0): BoardRead {
    const s = this.snap;
    const myLen = this.layout(s, view, load, phase, costMs, phaseMs);
    this.comm.allgatherInto(this.mine.subarray(0, myLen), s.data, s.offsets);
    return this.read(s);
  }

  /**
   * Split phase, first half: post this rank's load of phase `phase` to `posted` without waiting.
   * `collect` gives every rank's, later (before the next `post`).
   */
  post(posted: PostedGather, view: DomainView, load: LoadProfile, phase: number, costMs: number, phaseMs = 0): void {
    const myLen = this.layout(this.next, view, load, phase, costMs, phaseMs);
    posted.post(this.mine.subarray(0, myLen));
  }

  /**
   * Post again a payload `payload()` returned before a checkpoint (a resumed run), laid out for
   * `view`, the cuts restored with it.
   */
  repost(posted: PostedGather, view: DomainView, payload: readonly number[], phase: number): void {
    this.layout(this.next, view, { total: 0 }, phase, 0, 0);
    if (this.mine.length < payload.length) this.mine = new Float64Array(payload.length);
    for (let i = 0; i < payload.length; i++) this.mine[i] = payload[i] as number;
    posted.post(this.mine.subarray(0, payload.length));
  }

  /** This rank's payload of the round last posted (what a checkpoint saves of it). */
  payload(): number[] {
    const s = this.next;
    return Array.from(this.mine.subarray(0, (s.offsets[this.rank + 1] as number) - (s.offsets[this.rank] as number)));
  }

  /** Split phase, second half: every rank's load of the round last posted (waits for late ranks). */
  collect(posted: PostedGather): BoardRead {
    const s = this.next;
    this.next = this.snap;
    this.snap = s;
    posted.collect(s.data, s.offsets);
    return this.read(s);
  }

  /** Lay out a round for `view` in `s` (every rank's offsets, from the cuts) and fill this rank's payload. */
  private layout(s: Snapshot, view: DomainView, load: LoadProfile, phase: number, costMs: number, phaseMs: number): number {
    const size = s.size;
    // the processor grid rarely changes (a grid keeps its procDims array): rebuild only then
    if (view.procDims !== s.procDimsSeen) {
      const key = view.procDims.join('x');
      if (key !== s.pcsKey) {
        s.procCoords = procCoordsTable(view, size);
        s.pcsKey = key;
        s.decomposed = view.procDims.flatMap((p, a) => (p > 1 ? [a] : []));
      }
      s.procDimsSeen = view.procDims;
    }
    s.domain = view;
    s.phase = phase;
    const decomposed = s.decomposed;
    // Lengths of every rank's planes, from the cuts every rank knows.
    if (s.offsets.length !== size + 1) s.offsets = new Int32Array(size + 1);
    if (s.planeAt.length !== size) s.planeAt = Array.from({ length: size }, () => []);
    let longest = 0;
    for (let r = 0; r < size; r++) {
      const pc = s.procCoords[r] as readonly number[];
      let len = 0;
      for (const a of decomposed) {
        const c = view.cuts[a] as readonly number[];
        len += (c[(pc[a] as number) + 1] as number) - (c[pc[a] as number] as number);
      }
      if (len > longest) longest = len;
    }
    const held = BOARD_HEAD + longest <= this.comm.maxGatherLength ? decomposed : [];
    s.axes = held;
    let at = 0;
    for (let r = 0; r < size; r++) {
      s.offsets[r] = at;
      const pc = s.procCoords[r] as readonly number[];
      const starts = s.planeAt[r] as number[];
      starts.length = 0;
      let len = 0;
      for (const a of held) {
        starts.push(len);
        const c = view.cuts[a] as readonly number[];
        len += (c[(pc[a] as number) + 1] as number) - (c[pc[a] as number] as number);
      }
      at += BOARD_HEAD + len;
    }
    s.offsets[size] = at;
    if (s.data.length < at) s.data = new Float64Array(at + (at >> 2));
    const myLen = (s.offsets[this.rank + 1] as number) - (s.offsets[this.rank] as number);
    if (this.mine.length < myLen) this.mine = new Float64Array(myLen + (myLen >> 2));
    const mine = this.mine;
    mine[0] = load.total;
    mine[1] = costMs;
    const planes = load.planes;
    mine[2] = planes === undefined || held.length === 0 ? 0 : 1;
    mine[3] = phaseMs;
    let w = BOARD_HEAD;
    for (const a of held) {
      const c = view.cuts[a] as readonly number[];
      const ext = (c[(view.procCoords[a] as number) + 1] as number) - (c[view.procCoords[a] as number] as number);
      const p = planes?.[a];
      if (p === undefined) mine.fill(0, w, w + ext);
      else if (p instanceof Float64Array) mine.set(p.length === ext ? p : p.subarray(0, ext), w);
      else for (let i = 0; i < ext; i++) mine[w + i] = p[i] as number;
      w += ext;
    }
    return myLen;
  }

  /** Totals, the largest reported cost and phase time, and whether every rank gave planes. */
  private read(s: Snapshot): BoardRead {
    const size = s.size;
    let all = s.axes.length > 0;
    let maxCostMs = 0;
    let maxPhaseMs = 0;
    for (let r = 0; r < size; r++) {
      const o = s.offsets[r] as number;
      s.totals[r] = s.data[o] as number;
      const c = s.data[o + 1] as number;
      if (c > maxCostMs) maxCostMs = c;
      if (s.data[o + 2] !== 1) all = false;
      const t = s.data[o + 3] as number;
      if (t > maxPhaseMs) maxPhaseMs = t;
    }
    s.hasPlanes = all;
    return { snapshot: s, maxCostMs, maxPhaseMs };
  }
}

/** What a gather or a collect gives: the snapshot, the largest cost of a last balance and phase time over the ranks. */
export interface BoardRead {
  readonly snapshot: LoadSnapshot;
  readonly maxCostMs: number;
  readonly maxPhaseMs: number;
}
