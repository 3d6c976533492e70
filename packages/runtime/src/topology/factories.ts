/** Topology factories: chain, ring, mesh, torus, hypercube, and rebuilding from a spec. */

import { invalidTopology } from '../errors.ts';
import { makeShape, rowMajorStrides } from './grid.ts';
import { GridTopology } from './topology.ts';
import type { Topology, TopologySpec } from './types.ts';
import { checkDims, checkExtent, checkTotal, MAX_HYPERCUBE_DIMENSION } from './validate.ts';

/** A line of `p` ranks (p >= 1); chain(1) is a single rank without links. */
export function chain(p: number): Topology {
  const size = checkTotal(`chain(${String(p)})`, checkExtent('chain size', p, 1));
  const spec: TopologySpec = Object.freeze({ kind: 'chain', size });
  return new GridTopology('chain', `chain(${size})`, spec, makeShape([size], [false], [1]));
}

/** A cycle of `p` ranks (p >= 2); ring(2) is a single link. */
export function ring(p: number): Topology {
  const size = checkTotal(`ring(${String(p)})`, checkExtent('ring size', p, 2));
  const spec: TopologySpec = Object.freeze({ kind: 'ring', size });
  return new GridTopology('ring', `ring(${size})`, spec, makeShape([size], [true], [1]));
}

/** A row-major grid without wrap-around, e.g. mesh([2, 4]) = 2 rows of 4. */
export function mesh(dims: readonly number[]): Topology {
  const d = checkDims('mesh', dims);
  const spec: TopologySpec = Object.freeze({ kind: 'mesh', dims: Object.freeze([...d]) });
  return new GridTopology(
    'mesh',
    `mesh(${d.join('x')})`,
    spec,
    makeShape(
      d,
      d.map(() => false),
      rowMajorStrides(d),
    ),
  );
}

/**
 * A row-major grid with wrap-around on every axis. An axis of length 1 has no links, an axis of
 * length 2 a single link per pair.
 */
export function torus(dims: readonly number[]): Topology {
  const d = checkDims('torus', dims);
  const spec: TopologySpec = Object.freeze({ kind: 'torus', dims: Object.freeze([...d]) });
  return new GridTopology(
    'torus',
    `torus(${d.join('x')})`,
    spec,
    makeShape(
      d,
      d.map(() => true),
      rowMajorStrides(d),
    ),
  );
}

/** 2^d ranks, linked when their numbers differ in one bit; hypercube(0) is a single rank. */
export function hypercube(d: number): Topology {
  const dimension = checkExtent('hypercube dimension', d, 0);
  if (dimension > MAX_HYPERCUBE_DIMENSION) {
    throw invalidTopology('hypercube dimension', `at most ${MAX_HYPERCUBE_DIMENSION} (2^${MAX_HYPERCUBE_DIMENSION} = 4096 ranks)`, d);
  }
  const dims: number[] = [];
  const strides: number[] = [];
  for (let i = 0; i < dimension; i++) {
    dims.push(2);
    strides.push(2 ** i);
  }
  const spec: TopologySpec = Object.freeze({ kind: 'hypercube', dimension });
  return new GridTopology(
    'hypercube',
    `hypercube(${dimension})`,
    spec,
    makeShape(
      dims,
      dims.map(() => false),
      strides,
    ),
  );
}

/** Rebuild a topology from its serializable spec (validated like the factory arguments). */
export function topologyFromSpec(spec: TopologySpec): Topology {
  if (typeof spec !== 'object' || spec === null) {
    throw invalidTopology('topology spec', 'an object with a kind', spec);
  }
  const kind: unknown = spec.kind;
  switch (kind) {
    case 'chain':
      return chain((spec as { size: number }).size);
    case 'ring':
      return ring((spec as { size: number }).size);
    case 'mesh':
      return mesh((spec as { dims: readonly number[] }).dims);
    case 'torus':
      return torus((spec as { dims: readonly number[] }).dims);
    case 'hypercube':
      return hypercube((spec as { dimension: number }).dimension);
    default:
      throw invalidTopology('topology kind', 'one of chain, ring, mesh, torus, hypercube', kind);
  }
}
