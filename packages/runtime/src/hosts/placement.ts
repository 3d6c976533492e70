/**
 * Placement of ranks on host processes: contiguous blocks of rank numbers, so that most links
 * stay inside a host. Rank numbers are row-major (axis 0 slowest) on meshes and tori and bit
 * numbers on hypercubes, so a block is a run of whole rows (a slab of a k-D grid) whenever the
 * host count divides the first extent, a subcube of a hypercube whenever it is a power of two,
 * and a contiguous piece of a chain or ring. Blocks differ in size by at most one rank.
 */
import { invalidArgument } from '../errors.ts';
import type { Topology } from '../topology/types.ts';

/** Which host process runs which rank. */
export interface Placement {
  /** Number of host processes. */
  readonly hosts: number;
  /** hostOf[rank]: the host process that runs the rank. */
  readonly hostOf: readonly number[];
  /** ranksOf[host]: the ranks that host runs, ascending (a contiguous block). */
  readonly ranksOf: readonly (readonly number[])[];
  /** Undirected links whose ends run on different hosts. */
  readonly crossEdges: number;
  /** Undirected links in the topology. */
  readonly edges: number;
  /** One line for logs, e.g. `mesh(4x4) on 2 hosts: host 0 ranks 0-7, host 1 ranks 8-15; 4 of 24 links cross hosts`. */
  readonly describe: string;
}

/** "0-7" for a block of ranks, "3" for one, "none" for no rank. */
export function rangeText(ranks: readonly number[]): string {
  if (ranks.length === 0) return 'none';
  const first = ranks[0] as number;
  const last = ranks[ranks.length - 1] as number;
  return first === last ? `${first}` : `${first}-${last}`;
}

/**
 * Place the ranks of `topology` on `hosts` host processes (1 <= hosts <= topology.size): host h
 * runs ranks [floor(h * size / hosts), floor((h + 1) * size / hosts)). Pure and deterministic:
 * every host process computes the same placement.
 */
export function placeRanks(topology: Topology, hosts: number): Placement {
  const size = topology.size;
  if (!Number.isInteger(hosts) || hosts < 1 || hosts > size) {
    throw invalidArgument(
      'hosts (number of host processes)',
      `an integer in [1, ${size}] (at most one host per rank of ${topology.name})`,
      hosts,
    );
  }
  const hostOf = new Array<number>(size);
  const ranksOf: number[][] = [];
  for (let h = 0; h < hosts; h++) {
    const lo = Math.floor((h * size) / hosts);
    const hi = Math.floor(((h + 1) * size) / hosts);
    const block: number[] = [];
    for (let r = lo; r < hi; r++) {
      hostOf[r] = h;
      block.push(r);
    }
    ranksOf.push(block);
  }
  const all = topology.edges();
  let crossEdges = 0;
  for (const [a, b] of all) if (hostOf[a] !== hostOf[b]) crossEdges++;
  const blocks = ranksOf.map((rs, h) => `host ${h} ranks ${rangeText(rs)}`).join(', ');
  const describe = `${topology.name} on ${hosts} host${hosts === 1 ? '' : 's'}: ${blocks}; ${crossEdges} of ${all.length} links cross hosts`;
  return { hosts, hostOf, ranksOf, crossEdges, edges: all.length, describe };
}
