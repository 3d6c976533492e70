import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gray, grayEmbedding, inverseGray, mesh, type Topology, type TopologySpec, topologyFromSpec } from '../src/topology/index.ts';

const SEED = 42;
const RUNS = 150;
const MAX = 64;

const product = (dims: readonly number[]): number => dims.reduce((a, b) => a * b, 1);

const dimsArb = (maxRanks: number): fc.Arbitrary<number[]> =>
  fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 4 }).filter((d) => product(d) <= maxRanks);

const specArb: fc.Arbitrary<TopologySpec> = fc.oneof(
  fc.integer({ min: 1, max: MAX }).map((size): TopologySpec => ({ kind: 'chain', size })),
  fc.integer({ min: 2, max: MAX }).map((size): TopologySpec => ({ kind: 'ring', size })),
  dimsArb(MAX).map((dims): TopologySpec => ({ kind: 'mesh', dims })),
  dimsArb(MAX).map((dims): TopologySpec => ({ kind: 'torus', dims })),
  fc.integer({ min: 0, max: 6 }).map((dimension): TopologySpec => ({ kind: 'hypercube', dimension })),
);

const topoArb: fc.Arbitrary<Topology> = specArb.map(topologyFromSpec);

const check = (prop: fc.IProperty<[Topology]> | fc.IPropertyWithHooks<[Topology]>): void => fc.assert(prop, { seed: SEED, numRuns: RUNS });

/** Adjacency built only from `neighbours`, for independent checks. */
function adjacency(t: Topology): number[][] {
  const adj: number[][] = [];
  for (let r = 0; r < t.size; r++) adj.push(t.neighbours(r).map((n) => n.rank));
  return adj;
}

/** BFS hop counts from `source`. */
function bfs(adj: number[][], source: number): number[] {
  const dist = adj.map(() => -1);
  dist[source] = 0;
  const queue = [source];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as number;
    for (const next of adj[at] ?? []) {
      if (dist[next] === -1) {
        dist[next] = (dist[at] as number) + 1;
        queue.push(next);
      }
    }
  }
  return dist;
}

/** 2-colour the graph by BFS; false if an odd cycle exists. */
function isBipartite(adj: number[][]): boolean {
  const side = adj.map(() => -1);
  for (let s = 0; s < adj.length; s++) {
    if (side[s] !== -1) continue;
    side[s] = 0;
    const queue = [s];
    for (let i = 0; i < queue.length; i++) {
      const at = queue[i] as number;
      for (const next of adj[at] ?? []) {
        if (side[next] === -1) {
          side[next] = 1 - (side[at] as number);
          queue.push(next);
        } else if (side[next] === side[at]) return false;
      }
    }
  }
  return true;
}

const popcount = (x: number): number => {
  let c = 0;
  for (let v = x >>> 0; v !== 0; v >>>= 1) c += v & 1;
  return c;
};

describe('topology properties', () => {
  it('neighbour lists are symmetric, without self-loops or duplicates', () => {
    check(
      fc.property(topoArb, (t) => {
        for (let a = 0; a < t.size; a++) {
          const ranks = t.neighbours(a).map((n) => n.rank);
          expect(ranks).not.toContain(a);
          expect(new Set(ranks).size).toBe(ranks.length);
          for (const b of ranks) {
            expect(b).toBeGreaterThanOrEqual(0);
            expect(b).toBeLessThan(t.size);
            expect(t.neighbours(b).map((n) => n.rank)).toContain(a);
          }
          expect(ranks.length).toBeLessThanOrEqual(t.maxDegree);
        }
      }),
    );
  });

  it('maxDegree is attained by some rank', () => {
    check(
      fc.property(topoArb, (t) => {
        let max = 0;
        for (let a = 0; a < t.size; a++) max = Math.max(max, t.neighbours(a).length);
        expect(t.maxDegree).toBe(max);
      }),
    );
  });

  it('ports, axes and directions are consistent with portOf, isNeighbour and neighbourAt', () => {
    check(
      fc.property(topoArb, (t) => {
        for (let a = 0; a < t.size; a++) {
          const links = t.neighbours(a);
          let prevKey = -Infinity;
          links.forEach((n, i) => {
            expect(n.port).toBe(i);
            expect(t.portOf(a, n.rank)).toBe(i);
            expect(t.isNeighbour(a, n.rank)).toBe(true);
            expect(t.neighbourAt(a, n.axis, n.dir)).toBe(n.rank);
            // Port order: by axis, dir -1 before dir +1.
            const key = n.axis * 2 + (n.dir === 1 ? 1 : 0);
            expect(key).toBeGreaterThan(prevKey);
            prevKey = key;
            // Only coordinate `axis` changes, by dir (mod the extent on a periodic axis).
            const ca = t.coords(a);
            const cb = t.coords(n.rank);
            const extent = t.dims[n.axis] as number;
            ca.forEach((c, k) => {
              if (k === n.axis) {
                const moved = c + n.dir;
                expect(cb[k]).toBe(t.periodic[k] ? (moved + extent) % extent : moved);
              } else {
                expect(cb[k]).toBe(c);
              }
            });
          });
          const listed = new Set(links.map((n) => n.rank));
          const wrong: number[] = [];
          for (let b = 0; b < t.size; b++) {
            if (!listed.has(b) && (t.portOf(a, b) !== -1 || t.isNeighbour(a, b))) wrong.push(b);
          }
          expect(wrong).toEqual([]);
        }
      }),
    );
  });

  it('coords and rankOf round trip, row-major (hypercube: bit i is coordinate i)', () => {
    check(
      fc.property(topoArb, (t) => {
        let prev: number[] | undefined;
        for (let r = 0; r < t.size; r++) {
          const c = t.coords(r);
          expect(c).toHaveLength(t.dims.length);
          c.forEach((x, k) => {
            expect(x).toBeGreaterThanOrEqual(0);
            expect(x).toBeLessThan(t.dims[k] as number);
          });
          expect(t.rankOf(c)).toBe(r);
          if (t.kind === 'hypercube') {
            expect(c).toEqual(c.map((_, i) => (r >> i) & 1));
          } else if (prev !== undefined) {
            // Row-major: coordinate tuples increase lexicographically with the rank.
            const k = c.findIndex((x, i) => x !== prev?.[i]);
            expect(c[k]).toBeGreaterThan(prev[k] as number);
          }
          prev = c;
        }
      }),
    );
  });

  it('edges() lists every link once, sorted, a < b', () => {
    check(
      fc.property(topoArb, (t) => {
        const edges = t.edges();
        let degreeSum = 0;
        for (let a = 0; a < t.size; a++) degreeSum += t.neighbours(a).length;
        expect(edges.length * 2).toBe(degreeSum);
        for (let i = 0; i < edges.length; i++) {
          const [a, b] = edges[i] as readonly [number, number];
          expect(a).toBeLessThan(b);
          expect(t.isNeighbour(a, b)).toBe(true);
          if (i > 0) {
            const [pa, pb] = edges[i - 1] as readonly [number, number];
            expect(pa < a || (pa === a && pb < b)).toBe(true);
          }
        }
      }),
    );
  });

  it('edge colouring is proper, covers every edge once and is numbered without gaps', () => {
    check(
      fc.property(topoArb, (t) => {
        const col = t.edgeColouring();
        expect(col.matchings).toHaveLength(col.colours);
        const seen = new Set<string>();
        col.matchings.forEach((matching, c) => {
          expect(matching.length).toBeGreaterThan(0);
          const used = new Set<number>();
          for (const [a, b] of matching) {
            expect(a).toBeLessThan(b);
            expect(t.isNeighbour(a, b)).toBe(true);
            expect(used.has(a) || used.has(b)).toBe(false);
            used.add(a);
            used.add(b);
            expect(col.colourOf(a, b)).toBe(c);
            expect(col.colourOf(b, a)).toBe(c);
            const key = `${a},${b}`;
            expect(seen.has(key)).toBe(false);
            seen.add(key);
          }
        });
        expect(seen.size).toBe(t.edges().length);
        // At every rank the colours of its links are distinct.
        for (let a = 0; a < t.size; a++) {
          const colours = t.neighbours(a).map((n) => col.colourOf(a, n.rank));
          expect(new Set(colours).size).toBe(colours.length);
        }
      }),
    );
  });

  it('edge colouring uses maxDegree colours on bipartite shapes, 3 on odd rings, and the documented count on odd tori', () => {
    check(
      fc.property(topoArb, (t) => {
        const { colours } = t.edgeColouring();
        expect(colours).toBeGreaterThanOrEqual(t.maxDegree);
        const oddPeriodicAxes = t.dims.filter((n, k) => t.periodic[k] && n >= 3 && n % 2 === 1).length;
        if (isBipartite(adjacency(t))) {
          expect(oddPeriodicAxes).toBe(0);
          expect(colours).toBe(t.maxDegree);
        } else if (t.kind === 'ring') {
          expect(colours).toBe(3);
        } else {
          expect(t.kind).toBe('torus');
          expect(colours).toBe(t.maxDegree + oddPeriodicAxes);
        }
      }),
    );
  });

  it('chain colours are min(a, b) mod 2 and hypercube colours are the differing bit', () => {
    check(
      fc.property(topoArb, (t) => {
        const col = t.edgeColouring();
        for (const [a, b] of t.edges()) {
          if (t.kind === 'chain') expect(col.colourOf(a, b)).toBe(Math.min(a, b) % 2);
          if (t.kind === 'hypercube') expect(col.colourOf(a, b)).toBe(Math.log2(a ^ b));
        }
      }),
    );
  });

  it('distance equals BFS distance, is symmetric, and diameter is the largest distance', () => {
    check(
      fc.property(topoArb, (t) => {
        const adj = adjacency(t);
        let max = 0;
        const failures: string[] = [];
        for (let a = 0; a < t.size; a++) {
          const dist = bfs(adj, a);
          for (let b = 0; b < t.size; b++) {
            const d = dist[b] as number;
            if (t.distance(a, b) !== d || t.distance(b, a) !== d) {
              failures.push(`${t.name}: distance(${a}, ${b}) = ${t.distance(a, b)}, reverse ${t.distance(b, a)}, BFS ${d}`);
            }
            max = Math.max(max, d);
          }
        }
        expect(failures).toEqual([]);
        expect(t.diameter).toBe(max);
      }),
    );
  });

  it('routes are dimension-ordered shortest paths of neighbour steps and start with nextHop', () => {
    check(
      fc.property(topoArb, (t) => {
        // Plain checks in the all-pairs loop (expect() per hop is slow); failures are collected.
        const failures: string[] = [];
        for (let from = 0; from < t.size; from++) {
          for (let to = 0; to < t.size; to++) {
            const path = t.route(from, to);
            const where = `${t.name} route ${from}->${to} = [${path.join(',')}]`;
            if (path[0] !== from || path[path.length - 1] !== to) failures.push(`${where}: wrong ends`);
            if (path.length - 1 !== t.distance(from, to)) failures.push(`${where}: not ${t.distance(from, to)} hops`);
            let lastAxis = -1;
            for (let i = 1; i < path.length; i++) {
              const a = path[i - 1] as number;
              const port = t.portOf(a, path[i] as number);
              if (port === -1) {
                failures.push(`${where}: hop ${i} is not a link`);
                break;
              }
              // Dimension order: the axes of successive hops never decrease.
              const axis = t.neighbours(a)[port]?.axis ?? -1;
              if (axis < lastAxis) failures.push(`${where}: axis ${axis} after ${lastAxis}`);
              lastAxis = axis;
            }
            if (from !== to && t.nextHop(from, to) !== path[1]) failures.push(`${where}: nextHop differs`);
          }
        }
        expect(failures).toEqual([]);
      }),
    );
  });

  it('topologyFromSpec rebuilds the same topology from a cloned spec', () => {
    check(
      fc.property(topoArb, (t) => {
        const copy = topologyFromSpec(structuredClone(t.spec) as TopologySpec);
        expect(copy.name).toBe(t.name);
        expect(copy.kind).toBe(t.kind);
        expect(copy.size).toBe(t.size);
        expect(copy.dims).toEqual(t.dims);
        expect(copy.periodic).toEqual(t.periodic);
        expect(copy.edges()).toEqual(t.edges());
      }),
    );
  });
});

describe('gray code properties', () => {
  it('gray and inverseGray are inverse and consecutive codes differ in one bit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffff_fffe }), (n) => {
        expect(inverseGray(gray(n))).toBe(n);
        expect(gray(inverseGray(n))).toBe(n);
        expect(popcount(gray(n) ^ gray(n + 1))).toBe(1);
      }),
      { seed: SEED, numRuns: 1000 },
    );
  });

  it('grayEmbedding is injective and keeps mesh neighbours adjacent', () => {
    fc.assert(
      fc.property(dimsArb(512), (dims) => {
        const m = mesh(dims);
        const emb = grayEmbedding(dims);
        expect(emb.bitsPerAxis).toHaveLength(dims.length);
        dims.forEach((n, k) => {
          const bits = emb.bitsPerAxis[k] as number;
          expect(2 ** bits).toBeGreaterThanOrEqual(n);
          if (bits > 0) expect(2 ** (bits - 1)).toBeLessThan(n);
        });
        expect(emb.dimension).toBe(emb.bitsPerAxis.reduce((a, b) => a + b, 0));
        const nodes = new Set<number>();
        for (let r = 0; r < m.size; r++) {
          const node = emb.map(r);
          expect(node).toBeGreaterThanOrEqual(0);
          expect(node).toBeLessThan(2 ** emb.dimension);
          nodes.add(node);
        }
        expect(nodes.size).toBe(m.size);
        for (const [a, b] of m.edges()) expect(popcount(emb.map(a) ^ emb.map(b))).toBe(1);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
