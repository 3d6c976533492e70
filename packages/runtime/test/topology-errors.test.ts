import { describe, expect, it } from 'vitest';
import { MeshworkError } from '../src/errors.ts';
import {
  chain,
  gray,
  grayEmbedding,
  hypercube,
  inverseGray,
  mesh,
  parseTopology,
  ring,
  type TopologySpec,
  topologyFromSpec,
  torus,
} from '../src/topology/index.ts';

/** Run `fn`, expect a MeshworkError with `code`, and return it for message checks. */
function thrown(fn: () => unknown, code: string): MeshworkError {
  let error: unknown;
  try {
    fn();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(MeshworkError);
  expect((error as MeshworkError).code).toBe(code);
  return error as MeshworkError;
}

const TOPOLOGY = 'MW_INVALID_TOPOLOGY';
const RANK = 'MW_INVALID_RANK';
const ARGUMENT = 'MW_INVALID_ARGUMENT';

// Untyped call sites, to check validation of values the types would reject.
const anyChain = chain as (p: unknown) => unknown;
const anyMesh = mesh as (dims: unknown) => unknown;

describe('invalid shapes throw MW_INVALID_TOPOLOGY naming what came', () => {
  const cases: Array<[string, () => unknown, string[]]> = [
    ['chain(0)', () => chain(0), ['chain size', 'integer >= 1', 'number 0']],
    ['chain(-3)', () => chain(-3), ['chain size', 'number -3']],
    ['chain(2.5)', () => chain(2.5), ['chain size', 'number 2.5']],
    ['chain(NaN)', () => chain(Number.NaN), ['chain size', 'NaN']],
    ['chain(Infinity)', () => chain(Number.POSITIVE_INFINITY), ['chain size', 'Infinity']],
    ['chain("8")', () => anyChain('8'), ['chain size', 'string "8"']],
    ['chain(4097)', () => chain(4097), ['at most 4096', 'number 4097']],
    ['ring(1)', () => ring(1), ['ring size', 'integer >= 2', 'number 1']],
    ['ring(0)', () => ring(0), ['ring size', 'number 0']],
    ['ring(-2)', () => ring(-2), ['ring size', 'number -2']],
    ['ring(3.5)', () => ring(3.5), ['ring size', 'number 3.5']],
    ['ring(NaN)', () => ring(Number.NaN), ['ring size', 'NaN']],
    ['ring(5000)', () => ring(5000), ['at most 4096', 'number 5000']],
    ['mesh([])', () => mesh([]), ['mesh dims', 'non-empty', 'an array of length 0']],
    ['mesh("2x4")', () => anyMesh('2x4'), ['mesh dims', 'string "2x4"']],
    ['mesh([0, 4])', () => mesh([0, 4]), ['mesh dims[0]', 'number 0']],
    ['mesh([2, -1])', () => mesh([2, -1]), ['mesh dims[1]', 'number -1']],
    ['mesh([2, 1.5])', () => mesh([2, 1.5]), ['mesh dims[1]', 'number 1.5']],
    ['mesh([NaN])', () => mesh([Number.NaN]), ['mesh dims[0]', 'NaN']],
    ['mesh([64, 65])', () => mesh([64, 65]), ['mesh(64x65) size', 'at most 4096', 'number 4160']],
    ['torus([])', () => torus([]), ['torus dims', 'an array of length 0']],
    ['torus([4, 0])', () => torus([4, 0]), ['torus dims[1]', 'number 0']],
    ['torus([4097])', () => torus([4097]), ['torus(4097) size', 'number 4097']],
    ['hypercube(-1)', () => hypercube(-1), ['hypercube dimension', 'integer >= 0', 'number -1']],
    ['hypercube(1.5)', () => hypercube(1.5), ['hypercube dimension', 'number 1.5']],
    ['hypercube(NaN)', () => hypercube(Number.NaN), ['hypercube dimension', 'NaN']],
    ['hypercube(13)', () => hypercube(13), ['hypercube dimension', 'at most 12', 'number 13']],
    ['grayEmbedding([])', () => grayEmbedding([]), ['mesh dims', 'an array of length 0']],
    ['grayEmbedding([3, 0])', () => grayEmbedding([3, 0]), ['mesh dims[1]', 'number 0']],
  ];
  for (const [label, fn, fragments] of cases) {
    it(label, () => {
      const error = thrown(fn, TOPOLOGY);
      for (const fragment of fragments) expect(error.message).toContain(fragment);
    });
  }

  it('accepts the boundary shapes', () => {
    expect(chain(1).size).toBe(1);
    expect(ring(2).size).toBe(2);
    expect(mesh([1]).size).toBe(1);
    expect(torus([1, 1]).size).toBe(1);
    expect(hypercube(0).size).toBe(1);
    expect(hypercube(12).size).toBe(4096);
    expect(mesh([64, 64]).size).toBe(4096);
    expect(chain(4096).size).toBe(4096);
  });
});

describe('topologyFromSpec validates', () => {
  it('rejects an unknown kind', () => {
    const error = thrown(() => topologyFromSpec({ kind: 'star', size: 4 } as unknown as TopologySpec), TOPOLOGY);
    expect(error.message).toContain('topology kind');
    expect(error.message).toContain('string "star"');
  });
  it('rejects a non-object', () => {
    thrown(() => topologyFromSpec(null as unknown as TopologySpec), TOPOLOGY);
  });
  it('rejects bad sizes like the factories', () => {
    expect(thrown(() => topologyFromSpec({ kind: 'ring', size: 1 }), TOPOLOGY).message).toContain('ring size');
    expect(thrown(() => topologyFromSpec({ kind: 'torus', dims: [3, -3] }), TOPOLOGY).message).toContain('number -3');
    expect(thrown(() => topologyFromSpec({ kind: 'hypercube', dimension: -2 }), TOPOLOGY).message).toContain('number -2');
  });
});

describe('parseTopology rejects malformed strings', () => {
  const malformed = ['', 'mesh', 'mesh:', 'blob:4', 'mesh:2x', 'mesh:2xx4', 'mesh:2*4', 'ring:eight', 'ring: 8x', 'MESH:2x4', 'ring:8:1'];
  for (const text of malformed) {
    it(JSON.stringify(text), () => {
      const error = thrown(() => parseTopology(text), TOPOLOGY);
      expect(error.message).toContain('topology string');
      expect(error.message).toContain(JSON.stringify(text));
    });
  }
  it('rejects several numbers for a one-number kind', () => {
    const error = thrown(() => parseTopology('chain:2x3'), TOPOLOGY);
    expect(error.message).toContain('"chain:2x3"');
  });
  it('rejects a non-string', () => {
    thrown(() => parseTopology(8 as unknown as string), TOPOLOGY);
  });
  it('reports bad numbers through the factories', () => {
    expect(thrown(() => parseTopology('ring:1'), TOPOLOGY).message).toContain('ring size');
    expect(thrown(() => parseTopology('mesh:0x4'), TOPOLOGY).message).toContain('mesh dims[0]');
    expect(thrown(() => parseTopology('hypercube:-1'), TOPOLOGY).message).toContain('number -1');
    expect(thrown(() => parseTopology('torus:100x100'), TOPOLOGY).message).toContain('number 10000');
  });
});

describe('ranks and arguments are checked', () => {
  const t = mesh([2, 4]);
  it('out-of-range or non-integer ranks throw MW_INVALID_RANK', () => {
    for (const bad of [-1, 8, 2.5, Number.NaN]) {
      const error = thrown(() => t.coords(bad), RANK);
      expect(error.message).toContain('[0, 8)');
    }
    thrown(() => t.neighbours(8), RANK);
    thrown(() => t.neighbourAt(-1, 0, 1), RANK);
    thrown(() => t.portOf(0, 8), RANK);
    thrown(() => t.isNeighbour(8, 0), RANK);
    thrown(() => t.distance(0, 9), RANK);
    thrown(() => t.nextHop(8, 0), RANK);
    thrown(() => t.route(0, 8), RANK);
    thrown(() => t.edgeColouring().colourOf(0, 8), RANK);
    thrown(() => grayEmbedding([2, 4]).map(8), RANK);
  });
  it('nextHop to itself throws MW_INVALID_ARGUMENT; route to itself is [rank]', () => {
    const error = thrown(() => t.nextHop(3, 3), ARGUMENT);
    expect(error.message).toContain('number 3');
    expect(t.route(3, 3)).toEqual([3]);
  });
  it('colourOf a non-edge throws MW_NOT_A_NEIGHBOUR', () => {
    const error = thrown(() => chain(4).edgeColouring().colourOf(0, 2), 'MW_NOT_A_NEIGHBOUR');
    expect(error.message).toContain('chain(4)');
    thrown(() => t.edgeColouring().colourOf(5, 5), 'MW_NOT_A_NEIGHBOUR');
  });
  it('bad coordinates, axes and directions throw MW_INVALID_ARGUMENT', () => {
    expect(thrown(() => t.rankOf([1]), ARGUMENT).message).toContain('length 2');
    expect(thrown(() => t.rankOf([1, 4]), ARGUMENT).message).toContain('coords[1]');
    expect(thrown(() => t.rankOf([-1, 0]), ARGUMENT).message).toContain('number -1');
    expect(thrown(() => t.neighbourAt(0, 2, 1), ARGUMENT).message).toContain('axis');
    expect(thrown(() => t.neighbourAt(0, 0, 0 as unknown as 1), ARGUMENT).message).toContain('dir');
  });
  it('gray codes need an unsigned 32-bit integer', () => {
    thrown(() => gray(-1), ARGUMENT);
    thrown(() => gray(2 ** 32), ARGUMENT);
    thrown(() => inverseGray(1.5), ARGUMENT);
  });
});
