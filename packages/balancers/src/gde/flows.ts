/**
 * Workload adjuster, step 1: from the decision maker's per-link FlowTrace to the load that must
 * cross each processor boundary of the decomposition.
 *
 * A link whose ends sit in processor hyperplanes i < j along axis a carries flow f from i to j;
 * along the strip order that is the path i -> i+1 -> ... -> j, so f is added to every boundary
 * i+1 .. j of axis a (subtracted for flow from j to i). Links inside one processor hyperplane
 * (same coordinate along a) cross no boundary of a. Hence:
 *   - chain, and each axis of a mesh: every link crosses exactly one boundary (nothing rerouted);
 *   - ring / torus: the wrap link (between hyperplanes P-1 and 0) exists in the topology, but
 *     strips are never periodic in index space (cuts run from 0 to n; a part cannot straddle the
 *     seam, even when the grid's halo is periodic). Its flow W is FOLDED into the chain: W from
 *     P-1 to 0 becomes W down every boundary 1 .. P-1. Every part's net change (so GDE's final
 *     loads) is unchanged, and on a path the boundary flows that realise given net changes are
 *     unique, so this is THE strip flow of the ring's decision. Excluding the wrap edge instead
 *     would leave final loads GDE never computed (ranks 0 and P-1 would keep what they exchanged
 *     over the wrap). The price is extra movement around the ring when W is large; the decision
 *     itself stays the ring's GDE (ring colouring, ring lambda, ring Delta).
 *   - hypercube with the runtime's Gray-embedded strips (ctx.domain.rankOf): consecutive strips
 *     are hypercube neighbours; the other links join strips further apart and are rerouted along
 *     the strip order the same way.
 *   - k-D meshes/tori: summing the links between two processor hyperplanes aggregates their flows
 *     per boundary; each hyperplane's net change is exactly the sum of its ranks' GDE changes
 *     (flows inside a hyperplane cancel). An orthogonal decomposition cannot balance the ranks
 *     of one hyperplane against each other; that part of the decision is necessarily dropped.
 * Every rank adds the links it is the lower-numbered end of; one allreduce (sum) of these
 * per-boundary vectors gives every rank the same boundary flows.
 */
import type { BalanceContext, DomainView } from '@meshwork/runtime/plugin';

/** Processor coordinates of every rank (the inverse of `domain.rankOf`; Gray-embedded on hypercubes). */
export function procTable(domain: DomainView, size: number): number[][] {
  const dims = domain.procDims;
  const table = new Array<number[]>(size);
  const pc = dims.map(() => 0);
  for (let i = 0; i < size; i++) {
    table[domain.rankOf(pc)] = pc.slice();
    for (let a = dims.length - 1; a >= 0; a--) {
      pc[a] = (pc[a] as number) + 1;
      if ((pc[a] as number) < (dims[a] as number)) break;
      pc[a] = 0;
    }
  }
  return table;
}

/** Add flow `f` (from the part at coordinate i to the part at j along an axis) to `flows` (index = boundary). */
export function addPathFlow(flows: number[] | Float64Array, i: number, j: number, f: number, offset = 0): void {
  if (f === 0 || i === j) return;
  if (i < j) for (let b = i + 1; b <= j; b++) flows[offset + b] = (flows[offset + b] as number) + f;
  else for (let b = j + 1; b <= i; b++) flows[offset + b] = (flows[offset + b] as number) - f;
}

export interface LinkFlow {
  readonly a: number;
  readonly b: number;
  /** Net load moved from a to b. */
  readonly flow: number;
}

/**
 * Pure: boundary flows per axis from link flows. flows[a][b] (b = 0 .. P_a; 0 and P_a stay 0) is
 * the abstract load that must cross boundary b of axis a upward (negative: downward).
 */
export function boundaryFlows(
  procDims: readonly number[],
  procOf: readonly (readonly number[])[],
  links: Iterable<LinkFlow>,
  axes: readonly number[],
): number[][] {
  const flows = procDims.map((p) => new Array<number>(p + 1).fill(0));
  for (const { a, b, flow } of links) {
    for (const axis of axes)
      addPathFlow(flows[axis] as number[], (procOf[a] as number[])[axis] as number, (procOf[b] as number[])[axis] as number, flow);
  }
  return flows;
}

/**
 * Collective (one allreduce): the boundary flows of every adjusted axis from this rank's
 * FlowTrace (ports as topology.neighbours(rank); > 0 = taken).
 */
export function gatherBoundaryFlows(
  ctx: BalanceContext,
  procOf: readonly (readonly number[])[],
  flowTrace: readonly number[],
  axes: readonly number[],
): number[][] {
  const { domain, rank, topology } = ctx;
  const offsets = new Map<number, number>();
  let length = 0;
  for (const a of axes) {
    offsets.set(a, length);
    length += (domain.procDims[a] as number) + 1;
  }
  const contrib = new Float64Array(Math.max(1, length));
  for (const nb of topology.neighbours(rank)) {
    if (nb.rank < rank) continue;
    const flow = 0 - (flowTrace[nb.port] as number); // from this rank to nb
    for (const a of axes) {
      addPathFlow(
        contrib,
        (procOf[rank] as number[])[a] as number,
        (procOf[nb.rank] as number[])[a] as number,
        flow,
        offsets.get(a) as number,
      );
    }
  }
  const sum = ctx.comm.allreduce(contrib, 'sum');
  return domain.procDims.map((p, a) => {
    const off = offsets.get(a);
    return off === undefined ? new Array<number>(p + 1).fill(0) : Array.from(sum.subarray(off, off + p + 1), (x) => x + 0);
  });
}
