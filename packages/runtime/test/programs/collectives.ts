/**
 * Runs a list of collective operations on every rank, with both implementations (or those named
 * in `modes`), and returns each result. Inputs come from a seed so the host can recompute them.
 */
import { type Collectives, defineProgram, type ReduceOp } from '@meshwork/runtime';
import { makeValue, seedFor, type ValueSpec } from '../helpers/values.ts';

export type CollectiveOp =
  | { readonly kind: 'barrier' }
  | { readonly kind: 'allreduce'; readonly op: ReduceOp | 'plus'; readonly value: ValueSpec; readonly axes?: readonly number[] }
  | { readonly kind: 'reduce'; readonly op: ReduceOp | 'plus'; readonly value: ValueSpec; readonly root: number }
  | {
      readonly kind: 'scan';
      readonly op: ReduceOp | 'plus';
      readonly value: ValueSpec;
      readonly axis?: number;
      readonly exclusive?: boolean;
    }
  | { readonly kind: 'broadcast'; readonly value: ValueSpec; readonly root: number }
  | { readonly kind: 'gather'; readonly value: ValueSpec; readonly root: number }
  | { readonly kind: 'allgather'; readonly value: ValueSpec };

export type Mode = 'shm' | 'links';

export interface CollectivesOptions {
  readonly seed: number;
  readonly ops: readonly CollectiveOp[];
  readonly modes: readonly Mode[];
  /** Replace the op list on some ranks (mismatch tests). */
  readonly perRank?: Readonly<Record<number, readonly CollectiveOp[]>>;
  /** Int32 word per rank, for checking that nobody leaves a barrier early. */
  readonly flags?: SharedArrayBuffer;
}

export interface CollectivesResult {
  readonly results: Partial<Record<Mode, unknown[]>>;
  /** Barriers this rank left while some rank had not yet arrived. */
  readonly early: number;
}

function runOp(
  comm: Collectives,
  op: CollectiveOp,
  index: number,
  seed: number,
  rank: number,
  flags: Int32Array | undefined,
  count: { n: number; early: number },
): unknown {
  switch (op.kind) {
    case 'barrier': {
      const k = ++count.n;
      if (flags !== undefined) Atomics.store(flags, rank, k);
      comm.barrier();
      if (flags !== undefined) for (let r = 0; r < flags.length; r++) if (Atomics.load(flags, r) < k) count.early++;
      return null;
    }
    case 'allreduce':
      return comm.allreduce(
        makeValue(op.value, seedFor(seed, index, rank), rank) as number,
        op.op,
        op.axes === undefined ? {} : { axes: op.axes },
      );
    case 'reduce':
      return comm.reduce(makeValue(op.value, seedFor(seed, index, rank), rank) as number, op.op, op.root) ?? null;
    case 'scan':
      return comm.scan(makeValue(op.value, seedFor(seed, index, rank), rank) as number, op.op, {
        ...(op.axis === undefined ? {} : { axis: op.axis }),
        ...(op.exclusive === undefined ? {} : { exclusive: op.exclusive }),
      });
    case 'broadcast':
      // Non-roots pass their own value too: it must be ignored.
      return comm.broadcast(makeValue(op.value, seedFor(seed, index, rank), rank), op.root);
    case 'gather':
      return comm.gather(makeValue(op.value, seedFor(seed, index, rank), rank), op.root) ?? null;
    case 'allgather':
      return comm.allgather(makeValue(op.value, seedFor(seed, index, rank), rank));
  }
}

export default defineProgram(async (ctx, options: CollectivesOptions): Promise<CollectivesResult> => {
  const ops = options.perRank?.[ctx.rank] ?? options.ops;
  const flags = options.flags === undefined ? undefined : new Int32Array(options.flags);
  const count = { n: 0, early: 0 };
  const results: Partial<Record<Mode, unknown[]>> = {};
  for (const mode of options.modes) {
    const comm = mode === 'shm' ? ctx.commShm : ctx.commLinks;
    results[mode] = ops.map((op, i) => runOp(comm, op, i, options.seed, ctx.rank, flags, count));
  }
  return { results, early: count.early };
});
