import { describe, expect, it } from 'vitest';
import { chain, gray, grayEmbedding, hypercube, inverseGray, MAX_RANKS, mesh, parseTopology, ring, torus } from '../src/topology/index.ts';

describe('shapes', () => {
  it('names, sizes, dims and periodicity', () => {
    expect(chain(8)).toMatchObject({ kind: 'chain', name: 'chain(8)', size: 8, dims: [8], periodic: [false] });
    expect(ring(8)).toMatchObject({ kind: 'ring', name: 'ring(8)', size: 8, dims: [8], periodic: [true] });
    expect(mesh([2, 4])).toMatchObject({ kind: 'mesh', name: 'mesh(2x4)', size: 8, dims: [2, 4], periodic: [false, false] });
    expect(torus([4, 4])).toMatchObject({ kind: 'torus', name: 'torus(4x4)', size: 16, periodic: [true, true] });
    expect(hypercube(3)).toMatchObject({ kind: 'hypercube', name: 'hypercube(3)', size: 8, dims: [2, 2, 2] });
    expect(MAX_RANKS).toBe(4096);
  });

  it('specs', () => {
    expect(chain(3).spec).toEqual({ kind: 'chain', size: 3 });
    expect(torus([2, 3]).spec).toEqual({ kind: 'torus', dims: [2, 3] });
    expect(hypercube(2).spec).toEqual({ kind: 'hypercube', dimension: 2 });
  });

  it('does not keep the caller dims array', () => {
    const dims = [2, 4];
    const m = mesh(dims);
    dims[0] = 3;
    expect(m.dims).toEqual([2, 4]);
    expect(m.size).toBe(8);
  });

  it('single-rank shapes have no links', () => {
    for (const t of [chain(1), mesh([1]), torus([1, 1]), hypercube(0)]) {
      expect(t.size).toBe(1);
      expect(t.neighbours(0)).toEqual([]);
      expect(t.edges()).toEqual([]);
      expect(t.diameter).toBe(0);
      expect(t.maxDegree).toBe(0);
      expect(t.edgeColouring().colours).toBe(0);
      expect(t.route(0, 0)).toEqual([0]);
    }
  });
});

describe('coordinates', () => {
  it('are row-major with axis 0 slowest', () => {
    const m = mesh([2, 3, 4]);
    expect(m.coords(0)).toEqual([0, 0, 0]);
    expect(m.coords(1)).toEqual([0, 0, 1]);
    expect(m.coords(4)).toEqual([0, 1, 0]);
    expect(m.coords(23)).toEqual([1, 2, 3]);
    expect(m.rankOf([1, 0, 2])).toBe(14);
  });
  it('use bit i as coordinate i on a hypercube', () => {
    expect(hypercube(3).coords(6)).toEqual([0, 1, 1]);
    expect(hypercube(3).rankOf([1, 0, 1])).toBe(5);
  });
});

describe('neighbours', () => {
  it('mesh 2x4 interior and corner', () => {
    expect(mesh([2, 4]).neighbours(5)).toEqual([
      { rank: 1, port: 0, axis: 0, dir: -1 },
      { rank: 4, port: 1, axis: 1, dir: -1 },
      { rank: 6, port: 2, axis: 1, dir: 1 },
    ]);
    expect(
      mesh([2, 4])
        .neighbours(0)
        .map((n) => n.rank),
    ).toEqual([4, 1]);
    expect(mesh([2, 4]).neighbourAt(3, 1, 1)).toBeUndefined();
    expect(mesh([2, 4]).neighbourAt(3, 0, -1)).toBeUndefined();
  });
  it('ring wrap-around links have the direction of travel', () => {
    expect(ring(8).neighbours(0)).toEqual([
      { rank: 7, port: 0, axis: 0, dir: -1 },
      { rank: 1, port: 1, axis: 0, dir: 1 },
    ]);
    expect(
      ring(8)
        .neighbours(7)
        .map((n) => [n.rank, n.dir]),
    ).toEqual([
      [6, -1],
      [0, 1],
    ]);
  });
  it('an axis of length 2 lists its link once', () => {
    expect(ring(2).neighbours(0)).toEqual([{ rank: 1, port: 0, axis: 0, dir: 1 }]);
    expect(ring(2).neighbours(1)).toEqual([{ rank: 0, port: 0, axis: 0, dir: -1 }]);
    expect(torus([2, 3]).neighbours(0)).toEqual([
      { rank: 3, port: 0, axis: 0, dir: 1 },
      { rank: 2, port: 1, axis: 1, dir: -1 },
      { rank: 1, port: 2, axis: 1, dir: 1 },
    ]);
    expect(torus([2, 2]).edges()).toEqual([
      [0, 1],
      [0, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(torus([2, 2]).maxDegree).toBe(2);
    // neighbourAt still steps both ways round the 2-cycle.
    expect(ring(2).neighbourAt(0, 0, -1)).toBe(1);
    expect(ring(2).neighbourAt(0, 0, 1)).toBe(1);
  });
  it('a torus axis of length 1 has no links', () => {
    const t = torus([1, 4]);
    expect(t.neighbours(0).map((n) => [n.rank, n.axis, n.dir])).toEqual([
      [3, 1, -1],
      [1, 1, 1],
    ]);
    expect(t.neighbourAt(0, 0, 1)).toBeUndefined();
  });
  it('hypercube: axis is the differing bit, dir +1 when the neighbour has it set', () => {
    expect(hypercube(3).neighbours(5)).toEqual([
      { rank: 4, port: 0, axis: 0, dir: -1 },
      { rank: 7, port: 1, axis: 1, dir: 1 },
      { rank: 1, port: 2, axis: 2, dir: -1 },
    ]);
  });
  it('portOf and isNeighbour', () => {
    expect(ring(8).portOf(0, 7)).toBe(0);
    expect(ring(8).portOf(0, 1)).toBe(1);
    expect(ring(8).portOf(0, 2)).toBe(-1);
    expect(ring(8).isNeighbour(7, 0)).toBe(true);
    expect(chain(8).isNeighbour(7, 0)).toBe(false);
  });
});

describe('distances', () => {
  it('diameters', () => {
    expect(chain(8).diameter).toBe(7);
    expect(ring(8).diameter).toBe(4);
    expect(ring(7).diameter).toBe(3);
    expect(mesh([4, 4]).diameter).toBe(6);
    expect(torus([4, 4]).diameter).toBe(4);
    expect(torus([3, 5]).diameter).toBe(3);
    expect(hypercube(3).diameter).toBe(3);
    expect(hypercube(10).diameter).toBe(10);
  });
  it('max degrees', () => {
    expect(chain(2).maxDegree).toBe(1);
    expect(ring(2).maxDegree).toBe(1);
    expect(mesh([2, 4]).maxDegree).toBe(3);
    expect(mesh([4, 4, 4]).maxDegree).toBe(6);
    expect(torus([4, 4]).maxDegree).toBe(4);
    expect(hypercube(5).maxDegree).toBe(5);
  });
  it('point to point', () => {
    expect(ring(8).distance(1, 7)).toBe(2);
    expect(torus([4, 4]).distance(0, 15)).toBe(2);
    expect(mesh([4, 4]).distance(0, 15)).toBe(6);
    expect(hypercube(4).distance(0b0101, 0b1010)).toBe(4);
  });
  it('edges', () => {
    expect(ring(4).edges()).toEqual([
      [0, 1],
      [0, 3],
      [1, 2],
      [2, 3],
    ]);
    expect(mesh([2, 4]).edges()).toHaveLength(10);
    expect(hypercube(4).edges()).toHaveLength(32);
  });
});

describe('edge colourings', () => {
  it('odd ring: 3 colours', () => {
    const c = ring(5).edgeColouring();
    expect(c.colours).toBe(3);
    expect(c.matchings).toEqual([
      [
        [0, 1],
        [2, 3],
      ],
      [
        [1, 2],
        [3, 4],
      ],
      [[0, 4]],
    ]);
    expect(ring(3).edgeColouring().colours).toBe(3);
  });
  it('even ring and chain: 2 colours, chain colour = min(a, b) mod 2', () => {
    expect(ring(8).edgeColouring().colours).toBe(2);
    const c = chain(8).edgeColouring();
    expect(c.colours).toBe(2);
    expect(c.matchings[0]).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
    ]);
    expect(c.colourOf(4, 3)).toBe(1);
    expect(ring(2).edgeColouring().colours).toBe(1);
    expect(chain(2).edgeColouring().colours).toBe(1);
  });
  it('hypercube: colour = bit index', () => {
    const c = hypercube(4).edgeColouring();
    expect(c.colours).toBe(4);
    expect(c.colourOf(5, 7)).toBe(1);
    expect(c.colourOf(0, 8)).toBe(3);
    expect(c.matchings.every((m) => m.length === 8)).toBe(true);
  });
  it('mesh and torus colours are per axis, without gaps', () => {
    const m = mesh([2, 4]).edgeColouring();
    expect(m.colours).toBe(3);
    // Axis 0 (length 2) uses colour 0, axis 1 uses colours 1 and 2.
    expect(m.matchings[0]).toEqual([
      [0, 4],
      [1, 5],
      [2, 6],
      [3, 7],
    ]);
    expect(m.colourOf(5, 6)).toBe(2);
    expect(m.colourOf(6, 7)).toBe(1);
    expect(mesh([4, 4]).edgeColouring().colours).toBe(4);
    expect(torus([4, 4]).edgeColouring().colours).toBe(4);
    expect(torus([4, 6, 2]).edgeColouring().colours).toBe(5);
  });
  it('tori with odd axes spend 3 colours per odd axis', () => {
    const t = torus([4, 3]);
    const c = t.edgeColouring();
    expect(c.colours).toBe(5);
    // Axis 1 (odd, offset 2): 0-1 colour 2, 1-2 colour 3, wrap 2-0 colour 4.
    expect(c.colourOf(0, 1)).toBe(2);
    expect(c.colourOf(1, 2)).toBe(3);
    expect(c.colourOf(0, 2)).toBe(4);
    expect(torus([3, 3]).edgeColouring().colours).toBe(6);
    expect(torus([1, 5]).edgeColouring().colours).toBe(3);
  });
});

describe('routing', () => {
  it('mesh: dimension order, axis 0 first', () => {
    expect(mesh([2, 4]).route(0, 7)).toEqual([0, 4, 5, 6, 7]);
    expect(mesh([2, 4]).route(7, 0)).toEqual([7, 3, 2, 1, 0]);
    expect(mesh([2, 4]).nextHop(0, 7)).toBe(4);
    expect(mesh([3, 3]).route(8, 1)).toEqual([8, 5, 2, 1]);
  });
  it('torus: shortest way round, ties towards +1', () => {
    expect(torus([4, 4]).route(0, 10)).toEqual([0, 4, 8, 9, 10]);
    expect(torus([4, 4]).route(0, 15)).toEqual([0, 12, 15]);
    expect(torus([4, 4]).route(15, 0)).toEqual([15, 3, 0]);
  });
  it('ring: shortest way round, ties towards +1', () => {
    expect(ring(8).route(0, 4)).toEqual([0, 1, 2, 3, 4]);
    expect(ring(8).route(4, 0)).toEqual([4, 5, 6, 7, 0]);
    expect(ring(8).route(0, 5)).toEqual([0, 7, 6, 5]);
    expect(ring(8).nextHop(1, 7)).toBe(0);
    expect(ring(2).route(1, 0)).toEqual([1, 0]);
  });
  it('hypercube: e-cube, lowest differing bit first', () => {
    expect(hypercube(3).route(0, 7)).toEqual([0, 1, 3, 7]);
    expect(hypercube(3).route(5, 2)).toEqual([5, 4, 6, 2]);
    expect(hypercube(4).nextHop(0b1000, 0b0110)).toBe(0b1010);
  });
});

describe('parseTopology', () => {
  it('parses every kind', () => {
    expect(parseTopology('chain:8').name).toBe('chain(8)');
    expect(parseTopology('ring:8')).toMatchObject({ kind: 'ring', size: 8 });
    expect(parseTopology('mesh:2x4')).toMatchObject({ kind: 'mesh', dims: [2, 4], size: 8 });
    expect(parseTopology('mesh:2x3x4').size).toBe(24);
    expect(parseTopology('mesh:5').dims).toEqual([5]);
    expect(parseTopology('torus:4x4').spec).toEqual({ kind: 'torus', dims: [4, 4] });
    expect(parseTopology('hypercube:3')).toMatchObject({ kind: 'hypercube', size: 8, diameter: 3 });
    expect(parseTopology('hypercube:0').size).toBe(1);
    expect(parseTopology('  ring:5 ').name).toBe('ring(5)');
  });
  it('round-trips through the name', () => {
    for (const text of ['chain:3', 'ring:9', 'mesh:2x2x3', 'torus:3x4', 'hypercube:5']) {
      const t = parseTopology(text);
      expect(`${t.kind}:${t.name.slice(t.kind.length + 1, -1)}`).toBe(text);
    }
  });
});

describe('gray codes', () => {
  it('reflected binary code', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(gray)).toEqual([0, 1, 3, 2, 6, 7, 5, 4]);
    expect([0, 1, 3, 2, 6, 7, 5, 4].map(inverseGray)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(gray(0xffff_ffff)).toBe(0x8000_0000);
    expect(inverseGray(0x8000_0000)).toBe(0xffff_ffff);
  });
  it('mesh 2x4 into hypercube(3)', () => {
    const e = grayEmbedding([2, 4]);
    expect(e.dimension).toBe(3);
    expect(e.bitsPerAxis).toEqual([1, 2]);
    // (row, col) -> row bit, then gray(col) in 2 bits.
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((r) => e.map(r))).toEqual([0, 1, 3, 2, 4, 5, 7, 6]);
  });
  it('bits per axis are ceil(log2 n)', () => {
    expect(grayEmbedding([3, 5]).bitsPerAxis).toEqual([2, 3]);
    expect(grayEmbedding([3, 5]).dimension).toBe(5);
    expect(grayEmbedding([1, 8]).bitsPerAxis).toEqual([0, 3]);
    expect(grayEmbedding([1]).dimension).toBe(0);
    expect(grayEmbedding([1]).map(0)).toBe(0);
  });
});
