/**
 * A split-phase allreduce of one number (`ctx.comm.iallreduce`): every rank contributes now and
 * reads the result later, so the reduction costs no sync point of its own when the ranks meet
 * anyway in between (a halo exchange, the next step's receive). A loop that tests a global
 * condition every step (thinning's "did any pixel go?", a convergence test) can post this step's
 * figure and read the previous step's, which every neighbour posted before it sent this step's
 * halos: the test runs one step late, and the one sync point per step left is the exchange.
 *
 * Built on a `PostedGather` of its own (./posted-gather.ts: two parities, a barrier of its own at
 * control words POSTED_REDUCE_BARRIER_BASE, slots after the other scratch parities). One round is
 * in flight per rank: a new `iallreduce` first completes the one before (two parities suffice,
 * the posted gather's argument). The result is the canonical expression of ./fold.ts over every
 * rank's value, as `allreduce` of a number evaluates it: bit for bit the same.
 */
import { collectiveMismatch } from '../errors.ts';
import type { Topology } from '../topology/types.ts';
import { groupAxes, groupLast, type ReduceOp, runScalarPlan, type ScalarPlan, scalarPlan } from './fold.ts';
import { POSTED_REDUCE_BARRIER_BASE, POSTED_REDUCE_SLOT } from './layout.ts';
import { PostedGather } from './posted-gather.ts';
import type { Waiter } from './waiter.ts';

/** A reduction in flight. */
export interface PendingReduce {
  /**
   * The reduction over every rank, the same bit for bit as `allreduce` of the same values. Waits
   * (under the run's wait deadline) for ranks that have not contributed yet; later calls return
   * the same number.
   */
  value(): number;
}

/** A reduction whose result is known (where the collectives have no split phase). */
export class DoneReduce implements PendingReduce {
  private readonly result: number;
  constructor(result: number) {
    this.result = result;
  }
  value(): number {
    return this.result;
  }
}

const OP_CODE: Readonly<Record<ReduceOp, number>> = { sum: 1, min: 2, max: 3 };
const OP_NAME = ['', 'sum', 'min', 'max'];

export interface PostedReduceOptions {
  readonly topology: Topology;
  readonly rank: number;
  readonly control: Int32Array;
  readonly scratch: SharedArrayBuffer;
  /** Byte offset of its two parities in `scratch` (./layout.ts `postedReduceBase`). */
  readonly base: number;
  readonly waiter: Waiter;
}

class Pending implements PendingReduce {
  result: number | undefined;
  private readonly owner: PostedReduce;
  readonly op: ReduceOp;
  constructor(owner: PostedReduce, op: ReduceOp) {
    this.owner = owner;
    this.op = op;
  }
  value(): number {
    this.result ??= this.owner.complete(this);
    return this.result;
  }
}

export class PostedReduce {
  private readonly gather: PostedGather;
  private readonly plan: ScalarPlan;
  private readonly last: number;
  private readonly regs: Float64Array;
  private readonly mine = new Float64Array(2);
  private readonly all: Float64Array;
  private readonly offsets: Int32Array;
  private inFlight: Pending | undefined;

  private readonly o: PostedReduceOptions;
  constructor(o: PostedReduceOptions) {
    this.o = o;
    const size = o.topology.size;
    this.gather = new PostedGather({
      topology: o.topology,
      rank: o.rank,
      control: o.control,
      scratch: o.scratch,
      base: o.base,
      slotBytes: POSTED_REDUCE_SLOT,
      waiter: o.waiter,
      barrierBase: POSTED_REDUCE_BARRIER_BASE,
      label: 'iallreduce',
    });
    const axes = groupAxes(o.topology);
    this.plan = scalarPlan(o.topology, axes);
    this.last = groupLast(o.topology, o.rank, axes);
    this.regs = new Float64Array(this.plan.size + (this.plan.steps.length >> 1));
    this.all = new Float64Array(2 * size);
    this.offsets = Int32Array.from({ length: size + 1 }, (_, r) => 2 * r);
  }

  /** Contribute `value` to a new round (completing the round in flight first). */
  post(value: number, op: ReduceOp): PendingReduce {
    this.inFlight?.value();
    this.mine[0] = value;
    this.mine[1] = OP_CODE[op];
    this.gather.post(this.mine);
    const p = new Pending(this, op);
    this.inFlight = p;
    return p;
  }

  /** @internal The result of `p`, the round in flight (Pending.value calls this once). */
  complete(p: Pending): number {
    this.inFlight = undefined;
    const all = this.gather.collect(this.all, this.offsets);
    const regs = this.regs;
    const code = OP_CODE[p.op];
    for (let r = 0; r < this.plan.size; r++) {
      const got = all[2 * r + 1] as number;
      if (got !== code) {
        throw collectiveMismatch('iallreduce', `op ${p.op} (as on rank ${this.o.rank})`, `${OP_NAME[got] ?? String(got)} on rank ${r}`);
      }
      regs[r] = all[2 * r] as number;
    }
    runScalarPlan(p.op, this.plan, regs);
    return regs[this.plan.incl[this.last] as number] as number;
  }
}
