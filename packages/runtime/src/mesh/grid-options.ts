/**
 * The options a grid is created with (`ctx.grid(options)`), what it needs from its rank, and the
 * checks that turn the options into a grid's settings before anything is allocated (./grid.ts).
 */
import type { Collectives } from '../comm/collectives.ts';
import { checkDType, type DType } from '../comm/dtype.ts';
import type { Links } from '../comm/links.ts';
import { invalidArgument, invalidDecomposition, singleHostOnly } from '../errors.ts';
import type { Topology } from '../topology/types.ts';
import { blockDecomposition, checkCuts, checkShape } from './decomposition.ts';
import type { MemoryBudget } from './memory-budget.ts';

export type Storage = 'shared' | 'distributed';
export type HaloSpec = number | readonly (readonly [number, number])[];

export interface GridOptions<D extends DType = DType> {
  readonly shape: readonly number[];
  /** Element type (default 'float64'); it types `grid.data`: `'int32'` gives an `Int32Array`. */
  readonly dtype?: D;
  /** Halo width: one number for every side, or [below, above] per axis (e.g. [[1, 2], [1, 2]]). */
  readonly halo?: HaloSpec;
  readonly storage?: Storage;
  /** Wrap-around axes (WaTor's ocean is a torus). */
  readonly periodic?: boolean | readonly boolean[];
  /** Processors per axis; default: the topology's shape (chain/ring/hypercube: strips along axis 0). */
  readonly procDims?: readonly number[];
  /** Initial cut points; default: block decomposition. */
  readonly cuts?: readonly (readonly number[])[];
  /** Value of ghost cells outside a non-periodic grid (default 0). */
  readonly boundary?: number;
}

/** What a grid needs from its rank (RankContext provides it). */
export interface GridEnv {
  readonly rank: number;
  readonly topology: Topology;
  readonly links: Links;
  /** Collectives used for the grid's own synchronisation. */
  readonly commShm: Collectives;
  shareBuffer(buffer: SharedArrayBuffer | undefined, root?: number): Promise<SharedArrayBuffer>;
  /** Host processes the ranks live in (absent or 1: one address space). */
  readonly hosts?: number;
  /** The rank's memory budget: the grid's buffers are counted and checked there (absent: none). */
  readonly memoryBudget?: MemoryBudget;
}

export interface RemapStats {
  /** Elements this rank sent to others. */
  readonly elementsSent: number;
  readonly bytesSent: number;
  /** Elements this rank received. */
  readonly elementsReceived: number;
}

function haloOf(spec: HaloSpec | undefined, k: number): [number, number][] {
  if (spec === undefined) return Array.from({ length: k }, () => [1, 1] as [number, number]);
  if (typeof spec === 'number') {
    if (!Number.isInteger(spec) || spec < 0) throw invalidArgument('halo', 'an integer >= 0 or [below, above] per axis', spec);
    return Array.from({ length: k }, () => [spec, spec] as [number, number]);
  }
  if (!Array.isArray(spec) || spec.length !== k) throw invalidArgument('halo', `a number or ${k} [below, above] pairs`, spec);
  return spec.map((p, a) => {
    if (!Array.isArray(p) || p.length !== 2 || !p.every((w) => Number.isInteger(w) && w >= 0)) {
      throw invalidArgument(`halo[${a}]`, 'a pair [below, above] of integers >= 0', p);
    }
    return [p[0], p[1]] as [number, number];
  });
}

function defaultProcDims(topology: Topology, k: number): number[] {
  const dims = topology.kind === 'hypercube' ? [topology.size] : topology.dims.slice();
  if (dims.length > k) {
    throw invalidDecomposition('procDims', `given explicitly for a ${k}-D grid on ${topology.name}`, `a ${dims.length}-D topology`);
  }
  while (dims.length < k) dims.push(1);
  return dims;
}

/** A grid's settings, checked: what `RankGrid` is built from. */
export interface GridSettings {
  readonly shape: readonly number[];
  readonly dtype: DType;
  readonly halo: readonly (readonly [number, number])[];
  readonly storage: Storage;
  readonly periodic: readonly boolean[];
  readonly procDims: readonly number[];
  readonly cuts: number[][];
  readonly boundary: number;
  /** Least extent of a tile per axis (1, or the widest halo side). */
  readonly minExtent: readonly number[];
}

/** Check `options` against the rank's topology and hosts: typed errors, before anything is allocated. */
export function gridSettings(env: GridEnv, options: GridOptions): GridSettings {
  if (typeof options !== 'object' || options === null) throw invalidArgument('grid options', 'an object', options);
  const shape = checkShape(options.shape);
  const k = shape.length;
  const dtype = checkDType(options.dtype ?? 'float64');
  const halo = haloOf(options.halo, k);
  const storage = options.storage ?? 'distributed';
  if (storage !== 'shared' && storage !== 'distributed') throw invalidArgument('storage', "'shared' or 'distributed'", storage);
  if (storage === 'shared' && (env.hosts ?? 1) > 1)
    throw singleHostOnly("grid storage 'shared'", env.hosts ?? 1, "use storage 'distributed'");
  const periodicIn = options.periodic ?? false;
  const periodic = typeof periodicIn === 'boolean' ? shape.map(() => periodicIn) : periodicIn.slice();
  if (periodic.length !== k || periodic.some((p) => typeof p !== 'boolean'))
    throw invalidArgument('periodic', `a boolean or ${k} booleans`, periodicIn);
  const procDims = options.procDims === undefined ? defaultProcDims(env.topology, k) : options.procDims.slice();
  if (procDims.length !== k || procDims.some((p) => !Number.isInteger(p) || p < 1)) {
    throw invalidDecomposition('procDims', `${k} positive integers`, procDims);
  }
  const nprocs = procDims.reduce((a, b) => a * b, 1);
  if (nprocs !== env.topology.size) {
    throw invalidDecomposition(
      'procDims',
      `a processor grid of ${env.topology.size} ranks (${env.topology.name})`,
      `${procDims.join('x')} = ${nprocs}`,
    );
  }
  const boundary = options.boundary ?? 0;
  if (typeof boundary !== 'number' || Number.isNaN(boundary)) throw invalidArgument('boundary', 'a number', boundary);
  const minExtent = halo.map(([lo, hi]) => Math.max(1, lo, hi));
  for (let a = 0; a < k; a++) {
    if ((shape[a] as number) < (procDims[a] as number) * (minExtent[a] as number)) {
      throw invalidDecomposition(
        `grid shape[${a}]`,
        `at least ${(procDims[a] as number) * (minExtent[a] as number)} (${procDims[a]} parts of at least ${minExtent[a]})`,
        shape[a],
      );
    }
  }
  const cuts = options.cuts === undefined ? blockDecomposition(shape, procDims).cuts : checkCuts(shape, procDims, options.cuts, minExtent);
  return { shape, dtype, halo, storage, periodic, procDims, cuts: cuts.map((c) => c.slice()), boundary, minExtent };
}
