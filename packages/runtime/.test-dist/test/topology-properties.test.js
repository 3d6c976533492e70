import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gray, grayEmbedding, inverseGray, mesh, topologyFromSpec } from "../src/topology/index.js";
const SEED = 42;
const RUNS = 150;
const MAX = 64;
const product = (dims) => dims.reduce((a, b) => a * b, 1);
const dimsArb = (maxRanks) => fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 4 }).filter((d) => product(d) <= maxRanks);
const specArb = fc.oneof(
  fc.integer({ min: 1, max: MAX }).map((size) => ({ kind: "chain", size })),
  fc.integer({ min: 2, max: MAX }).map((size) => ({ kind: "ring", size })),
  dimsArb(MAX).map((dims) => ({ kind: "mesh", dims })),
  dimsArb(MAX).map((dims) => ({ kind: "torus", dims })),
  fc.integer({ min: 0, max: 6 }).map((dimension) => ({ kind: "hypercube", dimension }))
);
const topoArb = specArb.map(topologyFromSpec);
const check = (prop) => fc.assert(prop, { seed: SEED, numRuns: RUNS });
function adjacency(t) {
  const adj = [];
  for (let r = 0; r < t.size; r++) adj.push(t.neighbours(r).map((n) => n.rank));
  return adj;
}
function bfs(adj, source) {
  const dist = adj.map(() => -1);
  dist[source] = 0;
  const queue = [source];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i];
    for (const next of adj[at] ?? []) {
      if (dist[next] === -1) {
        dist[next] = dist[at] + 1;
        queue.push(next);
      }
    }
  }
  return dist;
}
function isBipartite(adj) {
  const side = adj.map(() => -1);
  for (let s = 0; s < adj.length; s++) {
    if (side[s] !== -1) continue;
    side[s] = 0;
    const queue = [s];
    for (let i = 0; i < queue.length; i++) {
      const at = queue[i];
      for (const next of adj[at] ?? []) {
        if (side[next] === -1) {
          side[next] = 1 - side[at];
          queue.push(next);
        } else if (side[next] === side[at]) return false;
      }
    }
  }
  return true;
}
const popcount = (x) => {
  let c = 0;
  for (let v = x >>> 0; v !== 0; v >>>= 1) c += v & 1;
  return c;
};
describe("topology properties", () => {
  it("neighbour lists are symmetric, without self-loops or duplicates", () => {
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
      })
    );
  });
  it("maxDegree is attained by some rank", () => {
    check(
      fc.property(topoArb, (t) => {
        let max = 0;
        for (let a = 0; a < t.size; a++) max = Math.max(max, t.neighbours(a).length);
        expect(t.maxDegree).toBe(max);
      })
    );
  });
  it("ports, axes and directions are consistent with portOf, isNeighbour and neighbourAt", () => {
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
            const key = n.axis * 2 + (n.dir === 1 ? 1 : 0);
            expect(key).toBeGreaterThan(prevKey);
            prevKey = key;
            const ca = t.coords(a);
            const cb = t.coords(n.rank);
            const extent = t.dims[n.axis];
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
          const wrong = [];
          for (let b = 0; b < t.size; b++) {
            if (!listed.has(b) && (t.portOf(a, b) !== -1 || t.isNeighbour(a, b))) wrong.push(b);
          }
          expect(wrong).toEqual([]);
        }
      })
    );
  });
  it("coords and rankOf round trip, row-major (hypercube: bit i is coordinate i)", () => {
    check(
      fc.property(topoArb, (t) => {
        let prev;
        for (let r = 0; r < t.size; r++) {
          const c = t.coords(r);
          expect(c).toHaveLength(t.dims.length);
          c.forEach((x, k) => {
            expect(x).toBeGreaterThanOrEqual(0);
            expect(x).toBeLessThan(t.dims[k]);
          });
          expect(t.rankOf(c)).toBe(r);
          if (t.kind === "hypercube") {
            expect(c).toEqual(c.map((_, i) => r >> i & 1));
          } else if (prev !== void 0) {
            const k = c.findIndex((x, i) => x !== prev?.[i]);
            expect(c[k]).toBeGreaterThan(prev[k]);
          }
          prev = c;
        }
      })
    );
  });
  it("edges() lists every link once, sorted, a < b", () => {
    check(
      fc.property(topoArb, (t) => {
        const edges = t.edges();
        let degreeSum = 0;
        for (let a = 0; a < t.size; a++) degreeSum += t.neighbours(a).length;
        expect(edges.length * 2).toBe(degreeSum);
        for (let i = 0; i < edges.length; i++) {
          const [a, b] = edges[i];
          expect(a).toBeLessThan(b);
          expect(t.isNeighbour(a, b)).toBe(true);
          if (i > 0) {
            const [pa, pb] = edges[i - 1];
            expect(pa < a || pa === a && pb < b).toBe(true);
          }
        }
      })
    );
  });
  it("edge colouring is proper, covers every edge once and is numbered without gaps", () => {
    check(
      fc.property(topoArb, (t) => {
        const col = t.edgeColouring();
        expect(col.matchings).toHaveLength(col.colours);
        const seen = /* @__PURE__ */ new Set();
        col.matchings.forEach((matching, c) => {
          expect(matching.length).toBeGreaterThan(0);
          const used = /* @__PURE__ */ new Set();
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
        for (let a = 0; a < t.size; a++) {
          const colours = t.neighbours(a).map((n) => col.colourOf(a, n.rank));
          expect(new Set(colours).size).toBe(colours.length);
        }
      })
    );
  });
  it("edge colouring uses maxDegree colours on bipartite shapes, 3 on odd rings, and the documented count on odd tori", () => {
    check(
      fc.property(topoArb, (t) => {
        const { colours } = t.edgeColouring();
        expect(colours).toBeGreaterThanOrEqual(t.maxDegree);
        const oddPeriodicAxes = t.dims.filter((n, k) => t.periodic[k] && n >= 3 && n % 2 === 1).length;
        if (isBipartite(adjacency(t))) {
          expect(oddPeriodicAxes).toBe(0);
          expect(colours).toBe(t.maxDegree);
        } else if (t.kind === "ring") {
          expect(colours).toBe(3);
        } else {
          expect(t.kind).toBe("torus");
          expect(colours).toBe(t.maxDegree + oddPeriodicAxes);
        }
      })
    );
  });
  it("chain colours are min(a, b) mod 2 and hypercube colours are the differing bit", () => {
    check(
      fc.property(topoArb, (t) => {
        const col = t.edgeColouring();
        for (const [a, b] of t.edges()) {
          if (t.kind === "chain") expect(col.colourOf(a, b)).toBe(Math.min(a, b) % 2);
          if (t.kind === "hypercube") expect(col.colourOf(a, b)).toBe(Math.log2(a ^ b));
        }
      })
    );
  });
  it("distance equals BFS distance, is symmetric, and diameter is the largest distance", () => {
    check(
      fc.property(topoArb, (t) => {
        const adj = adjacency(t);
        let max = 0;
        const failures = [];
        for (let a = 0; a < t.size; a++) {
          const dist = bfs(adj, a);
          for (let b = 0; b < t.size; b++) {
            const d = dist[b];
            if (t.distance(a, b) !== d || t.distance(b, a) !== d) {
              failures.push(`${t.name}: distance(${a}, ${b}) = ${t.distance(a, b)}, reverse ${t.distance(b, a)}, BFS ${d}`);
            }
            max = Math.max(max, d);
          }
        }
        expect(failures).toEqual([]);
        expect(t.diameter).toBe(max);
      })
    );
  });
  it("routes are dimension-ordered shortest paths of neighbour steps and start with nextHop", () => {
    check(
      fc.property(topoArb, (t) => {
        const failures = [];
        for (let from = 0; from < t.size; from++) {
          for (let to = 0; to < t.size; to++) {
            const path = t.route(from, to);
            const where = `${t.name} route ${from}->${to} = [${path.join(",")}]`;
            if (path[0] !== from || path[path.length - 1] !== to) failures.push(`${where}: wrong ends`);
            if (path.length - 1 !== t.distance(from, to)) failures.push(`${where}: not ${t.distance(from, to)} hops`);
            let lastAxis = -1;
            for (let i = 1; i < path.length; i++) {
              const a = path[i - 1];
              const port = t.portOf(a, path[i]);
              if (port === -1) {
                failures.push(`${where}: hop ${i} is not a link`);
                break;
              }
              const axis = t.neighbours(a)[port]?.axis ?? -1;
              if (axis < lastAxis) failures.push(`${where}: axis ${axis} after ${lastAxis}`);
              lastAxis = axis;
            }
            if (from !== to && t.nextHop(from, to) !== path[1]) failures.push(`${where}: nextHop differs`);
          }
        }
        expect(failures).toEqual([]);
      })
    );
  });
  it("topologyFromSpec rebuilds the same topology from a cloned spec", () => {
    check(
      fc.property(topoArb, (t) => {
        const copy = topologyFromSpec(structuredClone(t.spec));
        expect(copy.name).toBe(t.name);
        expect(copy.kind).toBe(t.kind);
        expect(copy.size).toBe(t.size);
        expect(copy.dims).toEqual(t.dims);
        expect(copy.periodic).toEqual(t.periodic);
        expect(copy.edges()).toEqual(t.edges());
      })
    );
  });
});
describe("gray code properties", () => {
  it("gray and inverseGray are inverse and consecutive codes differ in one bit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4294967294 }), (n) => {
        expect(inverseGray(gray(n))).toBe(n);
        expect(gray(inverseGray(n))).toBe(n);
        expect(popcount(gray(n) ^ gray(n + 1))).toBe(1);
      }),
      { seed: SEED, numRuns: 1e3 }
    );
  });
  it("grayEmbedding is injective and keeps mesh neighbours adjacent", () => {
    fc.assert(
      fc.property(dimsArb(512), (dims) => {
        const m = mesh(dims);
        const emb = grayEmbedding(dims);
        expect(emb.bitsPerAxis).toHaveLength(dims.length);
        dims.forEach((n, k) => {
          const bits = emb.bitsPerAxis[k];
          expect(2 ** bits).toBeGreaterThanOrEqual(n);
          if (bits > 0) expect(2 ** (bits - 1)).toBeLessThan(n);
        });
        expect(emb.dimension).toBe(emb.bitsPerAxis.reduce((a, b) => a + b, 0));
        const nodes = /* @__PURE__ */ new Set();
        for (let r = 0; r < m.size; r++) {
          const node = emb.map(r);
          expect(node).toBeGreaterThanOrEqual(0);
          expect(node).toBeLessThan(2 ** emb.dimension);
          nodes.add(node);
        }
        expect(nodes.size).toBe(m.size);
        for (const [a, b] of m.edges()) expect(popcount(emb.map(a) ^ emb.map(b))).toBe(1);
      }),
      { seed: SEED, numRuns: RUNS }
    );
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC90b3BvbG9neS1wcm9wZXJ0aWVzLnRlc3QudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbImltcG9ydCBmYyBmcm9tICdmYXN0LWNoZWNrJztcbmltcG9ydCB7IGRlc2NyaWJlLCBleHBlY3QsIGl0IH0gZnJvbSAndml0ZXN0JztcbmltcG9ydCB7IGdyYXksIGdyYXlFbWJlZGRpbmcsIGludmVyc2VHcmF5LCBtZXNoLCB0eXBlIFRvcG9sb2d5LCB0eXBlIFRvcG9sb2d5U3BlYywgdG9wb2xvZ3lGcm9tU3BlYyB9IGZyb20gJy4uL3NyYy90b3BvbG9neS9pbmRleC5qcyc7XG5cbmNvbnN0IFNFRUQgPSA0MjtcbmNvbnN0IFJVTlMgPSAxNTA7XG5jb25zdCBNQVggPSA2NDtcblxuY29uc3QgcHJvZHVjdCA9IChkaW1zOiByZWFkb25seSBudW1iZXJbXSk6IG51bWJlciA9PiBkaW1zLnJlZHVjZSgoYSwgYikgPT4gYSAqIGIsIDEpO1xuXG5jb25zdCBkaW1zQXJiID0gKG1heFJhbmtzOiBudW1iZXIpOiBmYy5BcmJpdHJhcnk8bnVtYmVyW10+ID0+XG4gIGZjLmFycmF5KGZjLmludGVnZXIoeyBtaW46IDEsIG1heDogOCB9KSwgeyBtaW5MZW5ndGg6IDEsIG1heExlbmd0aDogNCB9KS5maWx0ZXIoKGQpID0+IHByb2R1Y3QoZCkgPD0gbWF4UmFua3MpO1xuXG5jb25zdCBzcGVjQXJiOiBmYy5BcmJpdHJhcnk8VG9wb2xvZ3lTcGVjPiA9IGZjLm9uZW9mKFxuICBmYy5pbnRlZ2VyKHsgbWluOiAxLCBtYXg6IE1BWCB9KS5tYXAoKHNpemUpOiBUb3BvbG9neVNwZWMgPT4gKHsga2luZDogJ2NoYWluJywgc2l6ZSB9KSksXG4gIGZjLmludGVnZXIoeyBtaW46IDIsIG1heDogTUFYIH0pLm1hcCgoc2l6ZSk6IFRvcG9sb2d5U3BlYyA9PiAoeyBraW5kOiAncmluZycsIHNpemUgfSkpLFxuICBkaW1zQXJiKE1BWCkubWFwKChkaW1zKTogVG9wb2xvZ3lTcGVjID0+ICh7IGtpbmQ6ICdtZXNoJywgZGltcyB9KSksXG4gIGRpbXNBcmIoTUFYKS5tYXAoKGRpbXMpOiBUb3BvbG9neVNwZWMgPT4gKHsga2luZDogJ3RvcnVzJywgZGltcyB9KSksXG4gIGZjLmludGVnZXIoeyBtaW46IDAsIG1heDogNiB9KS5tYXAoKGRpbWVuc2lvbik6IFRvcG9sb2d5U3BlYyA9PiAoeyBraW5kOiAnaHlwZXJjdWJlJywgZGltZW5zaW9uIH0pKSxcbik7XG5cbmNvbnN0IHRvcG9BcmI6IGZjLkFyYml0cmFyeTxUb3BvbG9neT4gPSBzcGVjQXJiLm1hcCh0b3BvbG9neUZyb21TcGVjKTtcblxuY29uc3QgY2hlY2sgPSAocHJvcDogZmMuSVByb3BlcnR5PFtUb3BvbG9neV0+IHwgZmMuSVByb3BlcnR5V2l0aEhvb2tzPFtUb3BvbG9neV0+KTogdm9pZCA9PiBmYy5hc3NlcnQocHJvcCwgeyBzZWVkOiBTRUVELCBudW1SdW5zOiBSVU5TIH0pO1xuXG4vKiogQWRqYWNlbmN5IGJ1aWx0IG9ubHkgZnJvbSBgbmVpZ2hib3Vyc2AsIGZvciBpbmRlcGVuZGVudCBjaGVja3MuICovXG5mdW5jdGlvbiBhZGphY2VuY3kodDogVG9wb2xvZ3kpOiBudW1iZXJbXVtdIHtcbiAgY29uc3QgYWRqOiBudW1iZXJbXVtdID0gW107XG4gIGZvciAobGV0IHIgPSAwOyByIDwgdC5zaXplOyByKyspIGFkai5wdXNoKHQubmVpZ2hib3VycyhyKS5tYXAoKG4pID0+IG4ucmFuaykpO1xuICByZXR1cm4gYWRqO1xufVxuXG4vKiogQkZTIGhvcCBjb3VudHMgZnJvbSBgc291cmNlYC4gKi9cbmZ1bmN0aW9uIGJmcyhhZGo6IG51bWJlcltdW10sIHNvdXJjZTogbnVtYmVyKTogbnVtYmVyW10ge1xuICBjb25zdCBkaXN0ID0gYWRqLm1hcCgoKSA9PiAtMSk7XG4gIGRpc3Rbc291cmNlXSA9IDA7XG4gIGNvbnN0IHF1ZXVlID0gW3NvdXJjZV07XG4gIGZvciAobGV0IGkgPSAwOyBpIDwgcXVldWUubGVuZ3RoOyBpKyspIHtcbiAgICBjb25zdCBhdCA9IHF1ZXVlW2ldIGFzIG51bWJlcjtcbiAgICBmb3IgKGNvbnN0IG5leHQgb2YgYWRqW2F0XSA/PyBbXSkge1xuICAgICAgaWYgKGRpc3RbbmV4dF0gPT09IC0xKSB7XG4gICAgICAgIGRpc3RbbmV4dF0gPSAoZGlzdFthdF0gYXMgbnVtYmVyKSArIDE7XG4gICAgICAgIHF1ZXVlLnB1c2gobmV4dCk7XG4gICAgICB9XG4gICAgfVxuICB9XG4gIHJldHVybiBkaXN0O1xufVxuXG4vKiogMi1jb2xvdXIgdGhlIGdyYXBoIGJ5IEJGUzsgZmFsc2UgaWYgYW4gb2RkIGN5Y2xlIGV4aXN0cy4gKi9cbmZ1bmN0aW9uIGlzQmlwYXJ0aXRlKGFkajogbnVtYmVyW11bXSk6IGJvb2xlYW4ge1xuICBjb25zdCBzaWRlID0gYWRqLm1hcCgoKSA9PiAtMSk7XG4gIGZvciAobGV0IHMgPSAwOyBzIDwgYWRqLmxlbmd0aDsgcysrKSB7XG4gICAgaWYgKHNpZGVbc10gIT09IC0xKSBjb250aW51ZTtcbiAgICBzaWRlW3NdID0gMDtcbiAgICBjb25zdCBxdWV1ZSA9IFtzXTtcbiAgICBmb3IgKGxldCBpID0gMDsgaSA8IHF1ZXVlLmxlbmd0aDsgaSsrKSB7XG4gICAgICBjb25zdCBhdCA9IHF1ZXVlW2ldIGFzIG51bWJlcjtcbiAgICAgIGZvciAoY29uc3QgbmV4dCBvZiBhZGpbYXRdID8/IFtdKSB7XG4gICAgICAgIGlmIChzaWRlW25leHRdID09PSAtMSkge1xuICAgICAgICAgIHNpZGVbbmV4dF0gPSAxIC0gKHNpZGVbYXRdIGFzIG51bWJlcik7XG4gICAgICAgICAgcXVldWUucHVzaChuZXh0KTtcbiAgICAgICAgfSBlbHNlIGlmIChzaWRlW25leHRdID09PSBzaWRlW2F0XSkgcmV0dXJuIGZhbHNlO1xuICAgICAgfVxuICAgIH1cbiAgfVxuICByZXR1cm4gdHJ1ZTtcbn1cblxuY29uc3QgcG9wY291bnQgPSAoeDogbnVtYmVyKTogbnVtYmVyID0+IHtcbiAgbGV0IGMgPSAwO1xuICBmb3IgKGxldCB2ID0geCA+Pj4gMDsgdiAhPT0gMDsgdiA+Pj49IDEpIGMgKz0gdiAmIDE7XG4gIHJldHVybiBjO1xufTtcblxuZGVzY3JpYmUoJ3RvcG9sb2d5IHByb3BlcnRpZXMnLCAoKSA9PiB7XG4gIGl0KCduZWlnaGJvdXIgbGlzdHMgYXJlIHN5bW1ldHJpYywgd2l0aG91dCBzZWxmLWxvb3BzIG9yIGR1cGxpY2F0ZXMnLCAoKSA9PiB7XG4gICAgY2hlY2soXG4gICAgICBmYy5wcm9wZXJ0eSh0b3BvQXJiLCAodCkgPT4ge1xuICAgICAgICBmb3IgKGxldCBhID0gMDsgYSA8IHQuc2l6ZTsgYSsrKSB7XG4gICAgICAgICAgY29uc3QgcmFua3MgPSB0Lm5laWdoYm91cnMoYSkubWFwKChuKSA9PiBuLnJhbmspO1xuICAgICAgICAgIGV4cGVjdChyYW5rcykubm90LnRvQ29udGFpbihhKTtcbiAgICAgICAgICBleHBlY3QobmV3IFNldChyYW5rcykuc2l6ZSkudG9CZShyYW5rcy5sZW5ndGgpO1xuICAgICAgICAgIGZvciAoY29uc3QgYiBvZiByYW5rcykge1xuICAgICAgICAgICAgZXhwZWN0KGIpLnRvQmVHcmVhdGVyVGhhbk9yRXF1YWwoMCk7XG4gICAgICAgICAgICBleHBlY3QoYikudG9CZUxlc3NUaGFuKHQuc2l6ZSk7XG4gICAgICAgICAgICBleHBlY3QodC5uZWlnaGJvdXJzKGIpLm1hcCgobikgPT4gbi5yYW5rKSkudG9Db250YWluKGEpO1xuICAgICAgICAgIH1cbiAgICAgICAgICBleHBlY3QocmFua3MubGVuZ3RoKS50b0JlTGVzc1RoYW5PckVxdWFsKHQubWF4RGVncmVlKTtcbiAgICAgICAgfVxuICAgICAgfSksXG4gICAgKTtcbiAgfSk7XG5cbiAgaXQoJ21heERlZ3JlZSBpcyBhdHRhaW5lZCBieSBzb21lIHJhbmsnLCAoKSA9PiB7XG4gICAgY2hlY2soXG4gICAgICBmYy5wcm9wZXJ0eSh0b3BvQXJiLCAodCkgPT4ge1xuICAgICAgICBsZXQgbWF4ID0gMDtcbiAgICAgICAgZm9yIChsZXQgYSA9IDA7IGEgPCB0LnNpemU7IGErKykgbWF4ID0gTWF0aC5tYXgobWF4LCB0Lm5laWdoYm91cnMoYSkubGVuZ3RoKTtcbiAgICAgICAgZXhwZWN0KHQubWF4RGVncmVlKS50b0JlKG1heCk7XG4gICAgICB9KSxcbiAgICApO1xuICB9KTtcblxuICBpdCgncG9ydHMsIGF4ZXMgYW5kIGRpcmVjdGlvbnMgYXJlIGNvbnNpc3RlbnQgd2l0aCBwb3J0T2YsIGlzTmVpZ2hib3VyIGFuZCBuZWlnaGJvdXJBdCcsICgpID0+IHtcbiAgICBjaGVjayhcbiAgICAgIGZjLnByb3BlcnR5KHRvcG9BcmIsICh0KSA9PiB7XG4gICAgICAgIGZvciAobGV0IGEgPSAwOyBhIDwgdC5zaXplOyBhKyspIHtcbiAgICAgICAgICBjb25zdCBsaW5rcyA9IHQubmVpZ2hib3VycyhhKTtcbiAgICAgICAgICBsZXQgcHJldktleSA9IC1JbmZpbml0eTtcbiAgICAgICAgICBsaW5rcy5mb3JFYWNoKChuLCBpKSA9PiB7XG4gICAgICAgICAgICBleHBlY3Qobi5wb3J0KS50b0JlKGkpO1xuICAgICAgICAgICAgZXhwZWN0KHQucG9ydE9mKGEsIG4ucmFuaykpLnRvQmUoaSk7XG4gICAgICAgICAgICBleHBlY3QodC5pc05laWdoYm91cihhLCBuLnJhbmspKS50b0JlKHRydWUpO1xuICAgICAgICAgICAgZXhwZWN0KHQubmVpZ2hib3VyQXQoYSwgbi5heGlzLCBuLmRpcikpLnRvQmUobi5yYW5rKTtcbiAgICAgICAgICAgIC8vIFBvcnQgb3JkZXI6IGJ5IGF4aXMsIGRpciAtMSBiZWZvcmUgZGlyICsxLlxuICAgICAgICAgICAgY29uc3Qga2V5ID0gbi5heGlzICogMiArIChuLmRpciA9PT0gMSA/IDEgOiAwKTtcbiAgICAgICAgICAgIGV4cGVjdChrZXkpLnRvQmVHcmVhdGVyVGhhbihwcmV2S2V5KTtcbiAgICAgICAgICAgIHByZXZLZXkgPSBrZXk7XG4gICAgICAgICAgICAvLyBPbmx5IGNvb3JkaW5hdGUgYGF4aXNgIGNoYW5nZXMsIGJ5IGRpciAobW9kIHRoZSBleHRlbnQgb24gYSBwZXJpb2RpYyBheGlzKS5cbiAgICAgICAgICAgIGNvbnN0IGNhID0gdC5jb29yZHMoYSk7XG4gICAgICAgICAgICBjb25zdCBjYiA9IHQuY29vcmRzKG4ucmFuayk7XG4gICAgICAgICAgICBjb25zdCBleHRlbnQgPSB0LmRpbXNbbi5heGlzXSBhcyBudW1iZXI7XG4gICAgICAgICAgICBjYS5mb3JFYWNoKChjLCBrKSA9PiB7XG4gICAgICAgICAgICAgIGlmIChrID09PSBuLmF4aXMpIHtcbiAgICAgICAgICAgICAgICBjb25zdCBtb3ZlZCA9IGMgKyBuLmRpcjtcbiAgICAgICAgICAgICAgICBleHBlY3QoY2Jba10pLnRvQmUodC5wZXJpb2RpY1trXSA/IChtb3ZlZCArIGV4dGVudCkgJSBleHRlbnQgOiBtb3ZlZCk7XG4gICAgICAgICAgICAgIH0gZWxzZSB7XG4gICAgICAgICAgICAgICAgZXhwZWN0KGNiW2tdKS50b0JlKGMpO1xuICAgICAgICAgICAgICB9XG4gICAgICAgICAgICB9KTtcbiAgICAgICAgICB9KTtcbiAgICAgICAgICBjb25zdCBsaXN0ZWQgPSBuZXcgU2V0KGxpbmtzLm1hcCgobikgPT4gbi5yYW5rKSk7XG4gICAgICAgICAgY29uc3Qgd3Jvbmc6IG51bWJlcltdID0gW107XG4gICAgICAgICAgZm9yIChsZXQgYiA9IDA7IGIgPCB0LnNpemU7IGIrKykge1xuICAgICAgICAgICAgaWYgKCFsaXN0ZWQuaGFzKGIpICYmICh0LnBvcnRPZihhLCBiKSAhPT0gLTEgfHwgdC5pc05laWdoYm91cihhLCBiKSkpIHdyb25nLnB1c2goYik7XG4gICAgICAgICAgfVxuICAgICAgICAgIGV4cGVjdCh3cm9uZykudG9FcXVhbChbXSk7XG4gICAgICAgIH1cbiAgICAgIH0pLFxuICAgICk7XG4gIH0pO1xuXG4gIGl0KCdjb29yZHMgYW5kIHJhbmtPZiByb3VuZCB0cmlwLCByb3ctbWFqb3IgKGh5cGVyY3ViZTogYml0IGkgaXMgY29vcmRpbmF0ZSBpKScsICgpID0+IHtcbiAgICBjaGVjayhcbiAgICAgIGZjLnByb3BlcnR5KHRvcG9BcmIsICh0KSA9PiB7XG4gICAgICAgIGxldCBwcmV2OiBudW1iZXJbXSB8IHVuZGVmaW5lZDtcbiAgICAgICAgZm9yIChsZXQgciA9IDA7IHIgPCB0LnNpemU7IHIrKykge1xuICAgICAgICAgIGNvbnN0IGMgPSB0LmNvb3JkcyhyKTtcbiAgICAgICAgICBleHBlY3QoYykudG9IYXZlTGVuZ3RoKHQuZGltcy5sZW5ndGgpO1xuICAgICAgICAgIGMuZm9yRWFjaCgoeCwgaykgPT4ge1xuICAgICAgICAgICAgZXhwZWN0KHgpLnRvQmVHcmVhdGVyVGhhbk9yRXF1YWwoMCk7XG4gICAgICAgICAgICBleHBlY3QoeCkudG9CZUxlc3NUaGFuKHQuZGltc1trXSBhcyBudW1iZXIpO1xuICAgICAgICAgIH0pO1xuICAgICAgICAgIGV4cGVjdCh0LnJhbmtPZihjKSkudG9CZShyKTtcbiAgICAgICAgICBpZiAodC5raW5kID09PSAnaHlwZXJjdWJlJykge1xuICAgICAgICAgICAgZXhwZWN0KGMpLnRvRXF1YWwoYy5tYXAoKF8sIGkpID0+IChyID4+IGkpICYgMSkpO1xuICAgICAgICAgIH0gZWxzZSBpZiAocHJldiAhPT0gdW5kZWZpbmVkKSB7XG4gICAgICAgICAgICAvLyBSb3ctbWFqb3I6IGNvb3JkaW5hdGUgdHVwbGVzIGluY3JlYXNlIGxleGljb2dyYXBoaWNhbGx5IHdpdGggdGhlIHJhbmsuXG4gICAgICAgICAgICBjb25zdCBrID0gYy5maW5kSW5kZXgoKHgsIGkpID0+IHggIT09IHByZXY/LltpXSk7XG4gICAgICAgICAgICBleHBlY3QoY1trXSkudG9CZUdyZWF0ZXJUaGFuKHByZXZba10gYXMgbnVtYmVyKTtcbiAgICAgICAgICB9XG4gICAgICAgICAgcHJldiA9IGM7XG4gICAgICAgIH1cbiAgICAgIH0pLFxuICAgICk7XG4gIH0pO1xuXG4gIGl0KCdlZGdlcygpIGxpc3RzIGV2ZXJ5IGxpbmsgb25jZSwgc29ydGVkLCBhIDwgYicsICgpID0+IHtcbiAgICBjaGVjayhcbiAgICAgIGZjLnByb3BlcnR5KHRvcG9BcmIsICh0KSA9PiB7XG4gICAgICAgIGNvbnN0IGVkZ2VzID0gdC5lZGdlcygpO1xuICAgICAgICBsZXQgZGVncmVlU3VtID0gMDtcbiAgICAgICAgZm9yIChsZXQgYSA9IDA7IGEgPCB0LnNpemU7IGErKykgZGVncmVlU3VtICs9IHQubmVpZ2hib3VycyhhKS5sZW5ndGg7XG4gICAgICAgIGV4cGVjdChlZGdlcy5sZW5ndGggKiAyKS50b0JlKGRlZ3JlZVN1bSk7XG4gICAgICAgIGZvciAobGV0IGkgPSAwOyBpIDwgZWRnZXMubGVuZ3RoOyBpKyspIHtcbiAgICAgICAgICBjb25zdCBbYSwgYl0gPSBlZGdlc1tpXSBhcyByZWFkb25seSBbbnVtYmVyLCBudW1iZXJdO1xuICAgICAgICAgIGV4cGVjdChhKS50b0JlTGVzc1RoYW4oYik7XG4gICAgICAgICAgZXhwZWN0KHQuaXNOZWlnaGJvdXIoYSwgYikpLnRvQmUodHJ1ZSk7XG4gICAgICAgICAgaWYgKGkgPiAwKSB7XG4gICAgICAgICAgICBjb25zdCBbcGEsIHBiXSA9IGVkZ2VzW2kgLSAxXSBhcyByZWFkb25seSBbbnVtYmVyLCBudW1iZXJdO1xuICAgICAgICAgICAgZXhwZWN0KHBhIDwgYSB8fCAocGEgPT09IGEgJiYgcGIgPCBiKSkudG9CZSh0cnVlKTtcbiAgICAgICAgICB9XG4gICAgICAgIH1cbiAgICAgIH0pLFxuICAgICk7XG4gIH0pO1xuXG4gIGl0KCdlZGdlIGNvbG91cmluZyBpcyBwcm9wZXIsIGNvdmVycyBldmVyeSBlZGdlIG9uY2UgYW5kIGlzIG51bWJlcmVkIHdpdGhvdXQgZ2FwcycsICgpID0+IHtcbiAgICBjaGVjayhcbiAgICAgIGZjLnByb3BlcnR5KHRvcG9BcmIsICh0KSA9PiB7XG4gICAgICAgIGNvbnN0IGNvbCA9IHQuZWRnZUNvbG91cmluZygpO1xuICAgICAgICBleHBlY3QoY29sLm1hdGNoaW5ncykudG9IYXZlTGVuZ3RoKGNvbC5jb2xvdXJzKTtcbiAgICAgICAgY29uc3Qgc2VlbiA9IG5ldyBTZXQ8c3RyaW5nPigpO1xuICAgICAgICBjb2wubWF0Y2hpbmdzLmZvckVhY2goKG1hdGNoaW5nLCBjKSA9PiB7XG4gICAgICAgICAgZXhwZWN0KG1hdGNoaW5nLmxlbmd0aCkudG9CZUdyZWF0ZXJUaGFuKDApO1xuICAgICAgICAgIGNvbnN0IHVzZWQgPSBuZXcgU2V0PG51bWJlcj4oKTtcbiAgICAgICAgICBmb3IgKGNvbnN0IFthLCBiXSBvZiBtYXRjaGluZykge1xuICAgICAgICAgICAgZXhwZWN0KGEpLnRvQmVMZXNzVGhhbihiKTtcbiAgICAgICAgICAgIGV4cGVjdCh0LmlzTmVpZ2hib3VyKGEsIGIpKS50b0JlKHRydWUpO1xuICAgICAgICAgICAgZXhwZWN0KHVzZWQuaGFzKGEpIHx8IHVzZWQuaGFzKGIpKS50b0JlKGZhbHNlKTtcbiAgICAgICAgICAgIHVzZWQuYWRkKGEpO1xuICAgICAgICAgICAgdXNlZC5hZGQoYik7XG4gICAgICAgICAgICBleHBlY3QoY29sLmNvbG91ck9mKGEsIGIpKS50b0JlKGMpO1xuICAgICAgICAgICAgZXhwZWN0KGNvbC5jb2xvdXJPZihiLCBhKSkudG9CZShjKTtcbiAgICAgICAgICAgIGNvbnN0IGtleSA9IGAke2F9LCR7Yn1gO1xuICAgICAgICAgICAgZXhwZWN0KHNlZW4uaGFzKGtleSkpLnRvQmUoZmFsc2UpO1xuICAgICAgICAgICAgc2Vlbi5hZGQoa2V5KTtcbiAgICAgICAgICB9XG4gICAgICAgIH0pO1xuICAgICAgICBleHBlY3Qoc2Vlbi5zaXplKS50b0JlKHQuZWRnZXMoKS5sZW5ndGgpO1xuICAgICAgICAvLyBBdCBldmVyeSByYW5rIHRoZSBjb2xvdXJzIG9mIGl0cyBsaW5rcyBhcmUgZGlzdGluY3QuXG4gICAgICAgIGZvciAobGV0IGEgPSAwOyBhIDwgdC5zaXplOyBhKyspIHtcbiAgICAgICAgICBjb25zdCBjb2xvdXJzID0gdC5uZWlnaGJvdXJzKGEpLm1hcCgobikgPT4gY29sLmNvbG91ck9mKGEsIG4ucmFuaykpO1xuICAgICAgICAgIGV4cGVjdChuZXcgU2V0KGNvbG91cnMpLnNpemUpLnRvQmUoY29sb3Vycy5sZW5ndGgpO1xuICAgICAgICB9XG4gICAgICB9KSxcbiAgICApO1xuICB9KTtcblxuICBpdCgnZWRnZSBjb2xvdXJpbmcgdXNlcyBtYXhEZWdyZWUgY29sb3VycyBvbiBiaXBhcnRpdGUgc2hhcGVzLCAzIG9uIG9kZCByaW5ncywgYW5kIHRoZSBkb2N1bWVudGVkIGNvdW50IG9uIG9kZCB0b3JpJywgKCkgPT4ge1xuICAgIGNoZWNrKFxuICAgICAgZmMucHJvcGVydHkodG9wb0FyYiwgKHQpID0+IHtcbiAgICAgICAgY29uc3QgeyBjb2xvdXJzIH0gPSB0LmVkZ2VDb2xvdXJpbmcoKTtcbiAgICAgICAgZXhwZWN0KGNvbG91cnMpLnRvQmVHcmVhdGVyVGhhbk9yRXF1YWwodC5tYXhEZWdyZWUpO1xuICAgICAgICBjb25zdCBvZGRQZXJpb2RpY0F4ZXMgPSB0LmRpbXMuZmlsdGVyKChuLCBrKSA9PiB0LnBlcmlvZGljW2tdICYmIG4gPj0gMyAmJiBuICUgMiA9PT0gMSkubGVuZ3RoO1xuICAgICAgICBpZiAoaXNCaXBhcnRpdGUoYWRqYWNlbmN5KHQpKSkge1xuICAgICAgICAgIGV4cGVjdChvZGRQZXJpb2RpY0F4ZXMpLnRvQmUoMCk7XG4gICAgICAgICAgZXhwZWN0KGNvbG91cnMpLnRvQmUodC5tYXhEZWdyZWUpO1xuICAgICAgICB9IGVsc2UgaWYgKHQua2luZCA9PT0gJ3JpbmcnKSB7XG4gICAgICAgICAgZXhwZWN0KGNvbG91cnMpLnRvQmUoMyk7XG4gICAgICAgIH0gZWxzZSB7XG4gICAgICAgICAgZXhwZWN0KHQua2luZCkudG9CZSgndG9ydXMnKTtcbiAgICAgICAgICBleHBlY3QoY29sb3VycykudG9CZSh0Lm1heERlZ3JlZSArIG9kZFBlcmlvZGljQXhlcyk7XG4gICAgICAgIH1cbiAgICAgIH0pLFxuICAgICk7XG4gIH0pO1xuXG4gIGl0KCdjaGFpbiBjb2xvdXJzIGFyZSBtaW4oYSwgYikgbW9kIDIgYW5kIGh5cGVyY3ViZSBjb2xvdXJzIGFyZSB0aGUgZGlmZmVyaW5nIGJpdCcsICgpID0+IHtcbiAgICBjaGVjayhcbiAgICAgIGZjLnByb3BlcnR5KHRvcG9BcmIsICh0KSA9PiB7XG4gICAgICAgIGNvbnN0IGNvbCA9IHQuZWRnZUNvbG91cmluZygpO1xuICAgICAgICBmb3IgKGNvbnN0IFthLCBiXSBvZiB0LmVkZ2VzKCkpIHtcbiAgICAgICAgICBpZiAodC5raW5kID09PSAnY2hhaW4nKSBleHBlY3QoY29sLmNvbG91ck9mKGEsIGIpKS50b0JlKE1hdGgubWluKGEsIGIpICUgMik7XG4gICAgICAgICAgaWYgKHQua2luZCA9PT0gJ2h5cGVyY3ViZScpIGV4cGVjdChjb2wuY29sb3VyT2YoYSwgYikpLnRvQmUoTWF0aC5sb2cyKGEgXiBiKSk7XG4gICAgICAgIH1cbiAgICAgIH0pLFxuICAgICk7XG4gIH0pO1xuXG4gIGl0KCdkaXN0YW5jZSBlcXVhbHMgQkZTIGRpc3RhbmNlLCBpcyBzeW1tZXRyaWMsIGFuZCBkaWFtZXRlciBpcyB0aGUgbGFyZ2VzdCBkaXN0YW5jZScsICgpID0+IHtcbiAgICBjaGVjayhcbiAgICAgIGZjLnByb3BlcnR5KHRvcG9BcmIsICh0KSA9PiB7XG4gICAgICAgIGNvbnN0IGFkaiA9IGFkamFjZW5jeSh0KTtcbiAgICAgICAgbGV0IG1heCA9IDA7XG4gICAgICAgIGNvbnN0IGZhaWx1cmVzOiBzdHJpbmdbXSA9IFtdO1xuICAgICAgICBmb3IgKGxldCBhID0gMDsgYSA8IHQuc2l6ZTsgYSsrKSB7XG4gICAgICAgICAgY29uc3QgZGlzdCA9IGJmcyhhZGosIGEpO1xuICAgICAgICAgIGZvciAobGV0IGIgPSAwOyBiIDwgdC5zaXplOyBiKyspIHtcbiAgICAgICAgICAgIGNvbnN0IGQgPSBkaXN0W2JdIGFzIG51bWJlcjtcbiAgICAgICAgICAgIGlmICh0LmRpc3RhbmNlKGEsIGIpICE9PSBkIHx8IHQuZGlzdGFuY2UoYiwgYSkgIT09IGQpIHtcbiAgICAgICAgICAgICAgZmFpbHVyZXMucHVzaChgJHt0Lm5hbWV9OiBkaXN0YW5jZSgke2F9LCAke2J9KSA9ICR7dC5kaXN0YW5jZShhLCBiKX0sIHJldmVyc2UgJHt0LmRpc3RhbmNlKGIsIGEpfSwgQkZTICR7ZH1gKTtcbiAgICAgICAgICAgIH1cbiAgICAgICAgICAgIG1heCA9IE1hdGgubWF4KG1heCwgZCk7XG4gICAgICAgICAgfVxuICAgICAgICB9XG4gICAgICAgIGV4cGVjdChmYWlsdXJlcykudG9FcXVhbChbXSk7XG4gICAgICAgIGV4cGVjdCh0LmRpYW1ldGVyKS50b0JlKG1heCk7XG4gICAgICB9KSxcbiAgICApO1xuICB9KTtcblxuICBpdCgncm91dGVzIGFyZSBkaW1lbnNpb24tb3JkZXJlZCBzaG9ydGVzdCBwYXRocyBvZiBuZWlnaGJvdXIgc3RlcHMgYW5kIHN0YXJ0IHdpdGggbmV4dEhvcCcsICgpID0+IHtcbiAgICBjaGVjayhcbiAgICAgIGZjLnByb3BlcnR5KHRvcG9BcmIsICh0KSA9PiB7XG4gICAgICAgIC8vIFBsYWluIGNoZWNrcyBpbiB0aGUgYWxsLXBhaXJzIGxvb3AgKGV4cGVjdCgpIHBlciBob3AgaXMgc2xvdyk7IGZhaWx1cmVzIGFyZSBjb2xsZWN0ZWQuXG4gICAgICAgIGNvbnN0IGZhaWx1cmVzOiBzdHJpbmdbXSA9IFtdO1xuICAgICAgICBmb3IgKGxldCBmcm9tID0gMDsgZnJvbSA8IHQuc2l6ZTsgZnJvbSsrKSB7XG4gICAgICAgICAgZm9yIChsZXQgdG8gPSAwOyB0byA8IHQuc2l6ZTsgdG8rKykge1xuICAgICAgICAgICAgY29uc3QgcGF0aCA9IHQucm91dGUoZnJvbSwgdG8pO1xuICAgICAgICAgICAgY29uc3Qgd2hlcmUgPSBgJHt0Lm5hbWV9IHJvdXRlICR7ZnJvbX0tPiR7dG99ID0gWyR7cGF0aC5qb2luKCcsJyl9XWA7XG4gICAgICAgICAgICBpZiAocGF0aFswXSAhPT0gZnJvbSB8fCBwYXRoW3BhdGgubGVuZ3RoIC0gMV0gIT09IHRvKSBmYWlsdXJlcy5wdXNoKGAke3doZXJlfTogd3JvbmcgZW5kc2ApO1xuICAgICAgICAgICAgaWYgKHBhdGgubGVuZ3RoIC0gMSAhPT0gdC5kaXN0YW5jZShmcm9tLCB0bykpIGZhaWx1cmVzLnB1c2goYCR7d2hlcmV9OiBub3QgJHt0LmRpc3RhbmNlKGZyb20sIHRvKX0gaG9wc2ApO1xuICAgICAgICAgICAgbGV0IGxhc3RBeGlzID0gLTE7XG4gICAgICAgICAgICBmb3IgKGxldCBpID0gMTsgaSA8IHBhdGgubGVuZ3RoOyBpKyspIHtcbiAgICAgICAgICAgICAgY29uc3QgYSA9IHBhdGhbaSAtIDFdIGFzIG51bWJlcjtcbiAgICAgICAgICAgICAgY29uc3QgcG9ydCA9IHQucG9ydE9mKGEsIHBhdGhbaV0gYXMgbnVtYmVyKTtcbiAgICAgICAgICAgICAgaWYgKHBvcnQgPT09IC0xKSB7XG4gICAgICAgICAgICAgICAgZmFpbHVyZXMucHVzaChgJHt3aGVyZX06IGhvcCAke2l9IGlzIG5vdCBhIGxpbmtgKTtcbiAgICAgICAgICAgICAgICBicmVhaztcbiAgICAgICAgICAgICAgfVxuICAgICAgICAgICAgICAvLyBEaW1lbnNpb24gb3JkZXI6IHRoZSBheGVzIG9mIHN1Y2Nlc3NpdmUgaG9wcyBuZXZlciBkZWNyZWFzZS5cbiAgICAgICAgICAgICAgY29uc3QgYXhpcyA9IHQubmVpZ2hib3VycyhhKVtwb3J0XT8uYXhpcyA/PyAtMTtcbiAgICAgICAgICAgICAgaWYgKGF4aXMgPCBsYXN0QXhpcykgZmFpbHVyZXMucHVzaChgJHt3aGVyZX06IGF4aXMgJHtheGlzfSBhZnRlciAke2xhc3RBeGlzfWApO1xuICAgICAgICAgICAgICBsYXN0QXhpcyA9IGF4aXM7XG4gICAgICAgICAgICB9XG4gICAgICAgICAgICBpZiAoZnJvbSAhPT0gdG8gJiYgdC5uZXh0SG9wKGZyb20sIHRvKSAhPT0gcGF0aFsxXSkgZmFpbHVyZXMucHVzaChgJHt3aGVyZX06IG5leHRIb3AgZGlmZmVyc2ApO1xuICAgICAgICAgIH1cbiAgICAgICAgfVxuICAgICAgICBleHBlY3QoZmFpbHVyZXMpLnRvRXF1YWwoW10pO1xuICAgICAgfSksXG4gICAgKTtcbiAgfSk7XG5cbiAgaXQoJ3RvcG9sb2d5RnJvbVNwZWMgcmVidWlsZHMgdGhlIHNhbWUgdG9wb2xvZ3kgZnJvbSBhIGNsb25lZCBzcGVjJywgKCkgPT4ge1xuICAgIGNoZWNrKFxuICAgICAgZmMucHJvcGVydHkodG9wb0FyYiwgKHQpID0+IHtcbiAgICAgICAgY29uc3QgY29weSA9IHRvcG9sb2d5RnJvbVNwZWMoc3RydWN0dXJlZENsb25lKHQuc3BlYykgYXMgVG9wb2xvZ3lTcGVjKTtcbiAgICAgICAgZXhwZWN0KGNvcHkubmFtZSkudG9CZSh0Lm5hbWUpO1xuICAgICAgICBleHBlY3QoY29weS5raW5kKS50b0JlKHQua2luZCk7XG4gICAgICAgIGV4cGVjdChjb3B5LnNpemUpLnRvQmUodC5zaXplKTtcbiAgICAgICAgZXhwZWN0KGNvcHkuZGltcykudG9FcXVhbCh0LmRpbXMpO1xuICAgICAgICBleHBlY3QoY29weS5wZXJpb2RpYykudG9FcXVhbCh0LnBlcmlvZGljKTtcbiAgICAgICAgZXhwZWN0KGNvcHkuZWRnZXMoKSkudG9FcXVhbCh0LmVkZ2VzKCkpO1xuICAgICAgfSksXG4gICAgKTtcbiAgfSk7XG59KTtcblxuZGVzY3JpYmUoJ2dyYXkgY29kZSBwcm9wZXJ0aWVzJywgKCkgPT4ge1xuICBpdCgnZ3JheSBhbmQgaW52ZXJzZUdyYXkgYXJlIGludmVyc2UgYW5kIGNvbnNlY3V0aXZlIGNvZGVzIGRpZmZlciBpbiBvbmUgYml0JywgKCkgPT4ge1xuICAgIGZjLmFzc2VydChcbiAgICAgIGZjLnByb3BlcnR5KGZjLmludGVnZXIoeyBtaW46IDAsIG1heDogMHhmZmZmX2ZmZmUgfSksIChuKSA9PiB7XG4gICAgICAgIGV4cGVjdChpbnZlcnNlR3JheShncmF5KG4pKSkudG9CZShuKTtcbiAgICAgICAgZXhwZWN0KGdyYXkoaW52ZXJzZUdyYXkobikpKS50b0JlKG4pO1xuICAgICAgICBleHBlY3QocG9wY291bnQoZ3JheShuKSBeIGdyYXkobiArIDEpKSkudG9CZSgxKTtcbiAgICAgIH0pLFxuICAgICAgeyBzZWVkOiBTRUVELCBudW1SdW5zOiAxMDAwIH0sXG4gICAgKTtcbiAgfSk7XG5cbiAgaXQoJ2dyYXlFbWJlZGRpbmcgaXMgaW5qZWN0aXZlIGFuZCBrZWVwcyBtZXNoIG5laWdoYm91cnMgYWRqYWNlbnQnLCAoKSA9PiB7XG4gICAgZmMuYXNzZXJ0KFxuICAgICAgZmMucHJvcGVydHkoZGltc0FyYig1MTIpLCAoZGltcykgPT4ge1xuICAgICAgICBjb25zdCBtID0gbWVzaChkaW1zKTtcbiAgICAgICAgY29uc3QgZW1iID0gZ3JheUVtYmVkZGluZyhkaW1zKTtcbiAgICAgICAgZXhwZWN0KGVtYi5iaXRzUGVyQXhpcykudG9IYXZlTGVuZ3RoKGRpbXMubGVuZ3RoKTtcbiAgICAgICAgZGltcy5mb3JFYWNoKChuLCBrKSA9PiB7XG4gICAgICAgICAgY29uc3QgYml0cyA9IGVtYi5iaXRzUGVyQXhpc1trXSBhcyBudW1iZXI7XG4gICAgICAgICAgZXhwZWN0KDIgKiogYml0cykudG9CZUdyZWF0ZXJUaGFuT3JFcXVhbChuKTtcbiAgICAgICAgICBpZiAoYml0cyA+IDApIGV4cGVjdCgyICoqIChiaXRzIC0gMSkpLnRvQmVMZXNzVGhhbihuKTtcbiAgICAgICAgfSk7XG4gICAgICAgIGV4cGVjdChlbWIuZGltZW5zaW9uKS50b0JlKGVtYi5iaXRzUGVyQXhpcy5yZWR1Y2UoKGEsIGIpID0+IGEgKyBiLCAwKSk7XG4gICAgICAgIGNvbnN0IG5vZGVzID0gbmV3IFNldDxudW1iZXI+KCk7XG4gICAgICAgIGZvciAobGV0IHIgPSAwOyByIDwgbS5zaXplOyByKyspIHtcbiAgICAgICAgICBjb25zdCBub2RlID0gZW1iLm1hcChyKTtcbiAgICAgICAgICBleHBlY3Qobm9kZSkudG9CZUdyZWF0ZXJUaGFuT3JFcXVhbCgwKTtcbiAgICAgICAgICBleHBlY3Qobm9kZSkudG9CZUxlc3NUaGFuKDIgKiogZW1iLmRpbWVuc2lvbik7XG4gICAgICAgICAgbm9kZXMuYWRkKG5vZGUpO1xuICAgICAgICB9XG4gICAgICAgIGV4cGVjdChub2Rlcy5zaXplKS50b0JlKG0uc2l6ZSk7XG4gICAgICAgIGZvciAoY29uc3QgW2EsIGJdIG9mIG0uZWRnZXMoKSkgZXhwZWN0KHBvcGNvdW50KGVtYi5tYXAoYSkgXiBlbWIubWFwKGIpKSkudG9CZSgxKTtcbiAgICAgIH0pLFxuICAgICAgeyBzZWVkOiBTRUVELCBudW1SdW5zOiBSVU5TIH0sXG4gICAgKTtcbiAgfSk7XG59KTtcbiJdLAogICJtYXBwaW5ncyI6ICJBQUFBLE9BQU8sUUFBUTtBQUNmLFNBQVMsVUFBVSxRQUFRLFVBQVU7QUFDckMsU0FBUyxNQUFNLGVBQWUsYUFBYSxNQUF3Qyx3QkFBd0I7QUFFM0csTUFBTSxPQUFPO0FBQ2IsTUFBTSxPQUFPO0FBQ2IsTUFBTSxNQUFNO0FBRVosTUFBTSxVQUFVLENBQUMsU0FBb0MsS0FBSyxPQUFPLENBQUMsR0FBRyxNQUFNLElBQUksR0FBRyxDQUFDO0FBRW5GLE1BQU0sVUFBVSxDQUFDLGFBQ2YsR0FBRyxNQUFNLEdBQUcsUUFBUSxFQUFFLEtBQUssR0FBRyxLQUFLLEVBQUUsQ0FBQyxHQUFHLEVBQUUsV0FBVyxHQUFHLFdBQVcsRUFBRSxDQUFDLEVBQUUsT0FBTyxDQUFDLE1BQU0sUUFBUSxDQUFDLEtBQUssUUFBUTtBQUUvRyxNQUFNLFVBQXNDLEdBQUc7QUFBQSxFQUM3QyxHQUFHLFFBQVEsRUFBRSxLQUFLLEdBQUcsS0FBSyxJQUFJLENBQUMsRUFBRSxJQUFJLENBQUMsVUFBd0IsRUFBRSxNQUFNLFNBQVMsS0FBSyxFQUFFO0FBQUEsRUFDdEYsR0FBRyxRQUFRLEVBQUUsS0FBSyxHQUFHLEtBQUssSUFBSSxDQUFDLEVBQUUsSUFBSSxDQUFDLFVBQXdCLEVBQUUsTUFBTSxRQUFRLEtBQUssRUFBRTtBQUFBLEVBQ3JGLFFBQVEsR0FBRyxFQUFFLElBQUksQ0FBQyxVQUF3QixFQUFFLE1BQU0sUUFBUSxLQUFLLEVBQUU7QUFBQSxFQUNqRSxRQUFRLEdBQUcsRUFBRSxJQUFJLENBQUMsVUFBd0IsRUFBRSxNQUFNLFNBQVMsS0FBSyxFQUFFO0FBQUEsRUFDbEUsR0FBRyxRQUFRLEVBQUUsS0FBSyxHQUFHLEtBQUssRUFBRSxDQUFDLEVBQUUsSUFBSSxDQUFDLGVBQTZCLEVBQUUsTUFBTSxhQUFhLFVBQVUsRUFBRTtBQUNwRztBQUVBLE1BQU0sVUFBa0MsUUFBUSxJQUFJLGdCQUFnQjtBQUVwRSxNQUFNLFFBQVEsQ0FBQyxTQUE2RSxHQUFHLE9BQU8sTUFBTSxFQUFFLE1BQU0sTUFBTSxTQUFTLEtBQUssQ0FBQztBQUd6SSxTQUFTLFVBQVUsR0FBeUI7QUFDMUMsUUFBTSxNQUFrQixDQUFDO0FBQ3pCLFdBQVMsSUFBSSxHQUFHLElBQUksRUFBRSxNQUFNLElBQUssS0FBSSxLQUFLLEVBQUUsV0FBVyxDQUFDLEVBQUUsSUFBSSxDQUFDLE1BQU0sRUFBRSxJQUFJLENBQUM7QUFDNUUsU0FBTztBQUNUO0FBR0EsU0FBUyxJQUFJLEtBQWlCLFFBQTBCO0FBQ3RELFFBQU0sT0FBTyxJQUFJLElBQUksTUFBTSxFQUFFO0FBQzdCLE9BQUssTUFBTSxJQUFJO0FBQ2YsUUFBTSxRQUFRLENBQUMsTUFBTTtBQUNyQixXQUFTLElBQUksR0FBRyxJQUFJLE1BQU0sUUFBUSxLQUFLO0FBQ3JDLFVBQU0sS0FBSyxNQUFNLENBQUM7QUFDbEIsZUFBVyxRQUFRLElBQUksRUFBRSxLQUFLLENBQUMsR0FBRztBQUNoQyxVQUFJLEtBQUssSUFBSSxNQUFNLElBQUk7QUFDckIsYUFBSyxJQUFJLElBQUssS0FBSyxFQUFFLElBQWU7QUFDcEMsY0FBTSxLQUFLLElBQUk7QUFBQSxNQUNqQjtBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQ0EsU0FBTztBQUNUO0FBR0EsU0FBUyxZQUFZLEtBQTBCO0FBQzdDLFFBQU0sT0FBTyxJQUFJLElBQUksTUFBTSxFQUFFO0FBQzdCLFdBQVMsSUFBSSxHQUFHLElBQUksSUFBSSxRQUFRLEtBQUs7QUFDbkMsUUFBSSxLQUFLLENBQUMsTUFBTSxHQUFJO0FBQ3BCLFNBQUssQ0FBQyxJQUFJO0FBQ1YsVUFBTSxRQUFRLENBQUMsQ0FBQztBQUNoQixhQUFTLElBQUksR0FBRyxJQUFJLE1BQU0sUUFBUSxLQUFLO0FBQ3JDLFlBQU0sS0FBSyxNQUFNLENBQUM7QUFDbEIsaUJBQVcsUUFBUSxJQUFJLEVBQUUsS0FBSyxDQUFDLEdBQUc7QUFDaEMsWUFBSSxLQUFLLElBQUksTUFBTSxJQUFJO0FBQ3JCLGVBQUssSUFBSSxJQUFJLElBQUssS0FBSyxFQUFFO0FBQ3pCLGdCQUFNLEtBQUssSUFBSTtBQUFBLFFBQ2pCLFdBQVcsS0FBSyxJQUFJLE1BQU0sS0FBSyxFQUFFLEVBQUcsUUFBTztBQUFBLE1BQzdDO0FBQUEsSUFDRjtBQUFBLEVBQ0Y7QUFDQSxTQUFPO0FBQ1Q7QUFFQSxNQUFNLFdBQVcsQ0FBQyxNQUFzQjtBQUN0QyxNQUFJLElBQUk7QUFDUixXQUFTLElBQUksTUFBTSxHQUFHLE1BQU0sR0FBRyxPQUFPLEVBQUcsTUFBSyxJQUFJO0FBQ2xELFNBQU87QUFDVDtBQUVBLFNBQVMsdUJBQXVCLE1BQU07QUFDcEMsS0FBRyxtRUFBbUUsTUFBTTtBQUMxRTtBQUFBLE1BQ0UsR0FBRyxTQUFTLFNBQVMsQ0FBQyxNQUFNO0FBQzFCLGlCQUFTLElBQUksR0FBRyxJQUFJLEVBQUUsTUFBTSxLQUFLO0FBQy9CLGdCQUFNLFFBQVEsRUFBRSxXQUFXLENBQUMsRUFBRSxJQUFJLENBQUMsTUFBTSxFQUFFLElBQUk7QUFDL0MsaUJBQU8sS0FBSyxFQUFFLElBQUksVUFBVSxDQUFDO0FBQzdCLGlCQUFPLElBQUksSUFBSSxLQUFLLEVBQUUsSUFBSSxFQUFFLEtBQUssTUFBTSxNQUFNO0FBQzdDLHFCQUFXLEtBQUssT0FBTztBQUNyQixtQkFBTyxDQUFDLEVBQUUsdUJBQXVCLENBQUM7QUFDbEMsbUJBQU8sQ0FBQyxFQUFFLGFBQWEsRUFBRSxJQUFJO0FBQzdCLG1CQUFPLEVBQUUsV0FBVyxDQUFDLEVBQUUsSUFBSSxDQUFDLE1BQU0sRUFBRSxJQUFJLENBQUMsRUFBRSxVQUFVLENBQUM7QUFBQSxVQUN4RDtBQUNBLGlCQUFPLE1BQU0sTUFBTSxFQUFFLG9CQUFvQixFQUFFLFNBQVM7QUFBQSxRQUN0RDtBQUFBLE1BQ0YsQ0FBQztBQUFBLElBQ0g7QUFBQSxFQUNGLENBQUM7QUFFRCxLQUFHLHNDQUFzQyxNQUFNO0FBQzdDO0FBQUEsTUFDRSxHQUFHLFNBQVMsU0FBUyxDQUFDLE1BQU07QUFDMUIsWUFBSSxNQUFNO0FBQ1YsaUJBQVMsSUFBSSxHQUFHLElBQUksRUFBRSxNQUFNLElBQUssT0FBTSxLQUFLLElBQUksS0FBSyxFQUFFLFdBQVcsQ0FBQyxFQUFFLE1BQU07QUFDM0UsZUFBTyxFQUFFLFNBQVMsRUFBRSxLQUFLLEdBQUc7QUFBQSxNQUM5QixDQUFDO0FBQUEsSUFDSDtBQUFBLEVBQ0YsQ0FBQztBQUVELEtBQUcsc0ZBQXNGLE1BQU07QUFDN0Y7QUFBQSxNQUNFLEdBQUcsU0FBUyxTQUFTLENBQUMsTUFBTTtBQUMxQixpQkFBUyxJQUFJLEdBQUcsSUFBSSxFQUFFLE1BQU0sS0FBSztBQUMvQixnQkFBTSxRQUFRLEVBQUUsV0FBVyxDQUFDO0FBQzVCLGNBQUksVUFBVTtBQUNkLGdCQUFNLFFBQVEsQ0FBQyxHQUFHLE1BQU07QUFDdEIsbUJBQU8sRUFBRSxJQUFJLEVBQUUsS0FBSyxDQUFDO0FBQ3JCLG1CQUFPLEVBQUUsT0FBTyxHQUFHLEVBQUUsSUFBSSxDQUFDLEVBQUUsS0FBSyxDQUFDO0FBQ2xDLG1CQUFPLEVBQUUsWUFBWSxHQUFHLEVBQUUsSUFBSSxDQUFDLEVBQUUsS0FBSyxJQUFJO0FBQzFDLG1CQUFPLEVBQUUsWUFBWSxHQUFHLEVBQUUsTUFBTSxFQUFFLEdBQUcsQ0FBQyxFQUFFLEtBQUssRUFBRSxJQUFJO0FBRW5ELGtCQUFNLE1BQU0sRUFBRSxPQUFPLEtBQUssRUFBRSxRQUFRLElBQUksSUFBSTtBQUM1QyxtQkFBTyxHQUFHLEVBQUUsZ0JBQWdCLE9BQU87QUFDbkMsc0JBQVU7QUFFVixrQkFBTSxLQUFLLEVBQUUsT0FBTyxDQUFDO0FBQ3JCLGtCQUFNLEtBQUssRUFBRSxPQUFPLEVBQUUsSUFBSTtBQUMxQixrQkFBTSxTQUFTLEVBQUUsS0FBSyxFQUFFLElBQUk7QUFDNUIsZUFBRyxRQUFRLENBQUMsR0FBRyxNQUFNO0FBQ25CLGtCQUFJLE1BQU0sRUFBRSxNQUFNO0FBQ2hCLHNCQUFNLFFBQVEsSUFBSSxFQUFFO0FBQ3BCLHVCQUFPLEdBQUcsQ0FBQyxDQUFDLEVBQUUsS0FBSyxFQUFFLFNBQVMsQ0FBQyxLQUFLLFFBQVEsVUFBVSxTQUFTLEtBQUs7QUFBQSxjQUN0RSxPQUFPO0FBQ0wsdUJBQU8sR0FBRyxDQUFDLENBQUMsRUFBRSxLQUFLLENBQUM7QUFBQSxjQUN0QjtBQUFBLFlBQ0YsQ0FBQztBQUFBLFVBQ0gsQ0FBQztBQUNELGdCQUFNLFNBQVMsSUFBSSxJQUFJLE1BQU0sSUFBSSxDQUFDLE1BQU0sRUFBRSxJQUFJLENBQUM7QUFDL0MsZ0JBQU0sUUFBa0IsQ0FBQztBQUN6QixtQkFBUyxJQUFJLEdBQUcsSUFBSSxFQUFFLE1BQU0sS0FBSztBQUMvQixnQkFBSSxDQUFDLE9BQU8sSUFBSSxDQUFDLE1BQU0sRUFBRSxPQUFPLEdBQUcsQ0FBQyxNQUFNLE1BQU0sRUFBRSxZQUFZLEdBQUcsQ0FBQyxHQUFJLE9BQU0sS0FBSyxDQUFDO0FBQUEsVUFDcEY7QUFDQSxpQkFBTyxLQUFLLEVBQUUsUUFBUSxDQUFDLENBQUM7QUFBQSxRQUMxQjtBQUFBLE1BQ0YsQ0FBQztBQUFBLElBQ0g7QUFBQSxFQUNGLENBQUM7QUFFRCxLQUFHLDhFQUE4RSxNQUFNO0FBQ3JGO0FBQUEsTUFDRSxHQUFHLFNBQVMsU0FBUyxDQUFDLE1BQU07QUFDMUIsWUFBSTtBQUNKLGlCQUFTLElBQUksR0FBRyxJQUFJLEVBQUUsTUFBTSxLQUFLO0FBQy9CLGdCQUFNLElBQUksRUFBRSxPQUFPLENBQUM7QUFDcEIsaUJBQU8sQ0FBQyxFQUFFLGFBQWEsRUFBRSxLQUFLLE1BQU07QUFDcEMsWUFBRSxRQUFRLENBQUMsR0FBRyxNQUFNO0FBQ2xCLG1CQUFPLENBQUMsRUFBRSx1QkFBdUIsQ0FBQztBQUNsQyxtQkFBTyxDQUFDLEVBQUUsYUFBYSxFQUFFLEtBQUssQ0FBQyxDQUFXO0FBQUEsVUFDNUMsQ0FBQztBQUNELGlCQUFPLEVBQUUsT0FBTyxDQUFDLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDMUIsY0FBSSxFQUFFLFNBQVMsYUFBYTtBQUMxQixtQkFBTyxDQUFDLEVBQUUsUUFBUSxFQUFFLElBQUksQ0FBQyxHQUFHLE1BQU8sS0FBSyxJQUFLLENBQUMsQ0FBQztBQUFBLFVBQ2pELFdBQVcsU0FBUyxRQUFXO0FBRTdCLGtCQUFNLElBQUksRUFBRSxVQUFVLENBQUMsR0FBRyxNQUFNLE1BQU0sT0FBTyxDQUFDLENBQUM7QUFDL0MsbUJBQU8sRUFBRSxDQUFDLENBQUMsRUFBRSxnQkFBZ0IsS0FBSyxDQUFDLENBQVc7QUFBQSxVQUNoRDtBQUNBLGlCQUFPO0FBQUEsUUFDVDtBQUFBLE1BQ0YsQ0FBQztBQUFBLElBQ0g7QUFBQSxFQUNGLENBQUM7QUFFRCxLQUFHLGdEQUFnRCxNQUFNO0FBQ3ZEO0FBQUEsTUFDRSxHQUFHLFNBQVMsU0FBUyxDQUFDLE1BQU07QUFDMUIsY0FBTSxRQUFRLEVBQUUsTUFBTTtBQUN0QixZQUFJLFlBQVk7QUFDaEIsaUJBQVMsSUFBSSxHQUFHLElBQUksRUFBRSxNQUFNLElBQUssY0FBYSxFQUFFLFdBQVcsQ0FBQyxFQUFFO0FBQzlELGVBQU8sTUFBTSxTQUFTLENBQUMsRUFBRSxLQUFLLFNBQVM7QUFDdkMsaUJBQVMsSUFBSSxHQUFHLElBQUksTUFBTSxRQUFRLEtBQUs7QUFDckMsZ0JBQU0sQ0FBQyxHQUFHLENBQUMsSUFBSSxNQUFNLENBQUM7QUFDdEIsaUJBQU8sQ0FBQyxFQUFFLGFBQWEsQ0FBQztBQUN4QixpQkFBTyxFQUFFLFlBQVksR0FBRyxDQUFDLENBQUMsRUFBRSxLQUFLLElBQUk7QUFDckMsY0FBSSxJQUFJLEdBQUc7QUFDVCxrQkFBTSxDQUFDLElBQUksRUFBRSxJQUFJLE1BQU0sSUFBSSxDQUFDO0FBQzVCLG1CQUFPLEtBQUssS0FBTSxPQUFPLEtBQUssS0FBSyxDQUFFLEVBQUUsS0FBSyxJQUFJO0FBQUEsVUFDbEQ7QUFBQSxRQUNGO0FBQUEsTUFDRixDQUFDO0FBQUEsSUFDSDtBQUFBLEVBQ0YsQ0FBQztBQUVELEtBQUcsaUZBQWlGLE1BQU07QUFDeEY7QUFBQSxNQUNFLEdBQUcsU0FBUyxTQUFTLENBQUMsTUFBTTtBQUMxQixjQUFNLE1BQU0sRUFBRSxjQUFjO0FBQzVCLGVBQU8sSUFBSSxTQUFTLEVBQUUsYUFBYSxJQUFJLE9BQU87QUFDOUMsY0FBTSxPQUFPLG9CQUFJLElBQVk7QUFDN0IsWUFBSSxVQUFVLFFBQVEsQ0FBQyxVQUFVLE1BQU07QUFDckMsaUJBQU8sU0FBUyxNQUFNLEVBQUUsZ0JBQWdCLENBQUM7QUFDekMsZ0JBQU0sT0FBTyxvQkFBSSxJQUFZO0FBQzdCLHFCQUFXLENBQUMsR0FBRyxDQUFDLEtBQUssVUFBVTtBQUM3QixtQkFBTyxDQUFDLEVBQUUsYUFBYSxDQUFDO0FBQ3hCLG1CQUFPLEVBQUUsWUFBWSxHQUFHLENBQUMsQ0FBQyxFQUFFLEtBQUssSUFBSTtBQUNyQyxtQkFBTyxLQUFLLElBQUksQ0FBQyxLQUFLLEtBQUssSUFBSSxDQUFDLENBQUMsRUFBRSxLQUFLLEtBQUs7QUFDN0MsaUJBQUssSUFBSSxDQUFDO0FBQ1YsaUJBQUssSUFBSSxDQUFDO0FBQ1YsbUJBQU8sSUFBSSxTQUFTLEdBQUcsQ0FBQyxDQUFDLEVBQUUsS0FBSyxDQUFDO0FBQ2pDLG1CQUFPLElBQUksU0FBUyxHQUFHLENBQUMsQ0FBQyxFQUFFLEtBQUssQ0FBQztBQUNqQyxrQkFBTSxNQUFNLEdBQUcsQ0FBQyxJQUFJLENBQUM7QUFDckIsbUJBQU8sS0FBSyxJQUFJLEdBQUcsQ0FBQyxFQUFFLEtBQUssS0FBSztBQUNoQyxpQkFBSyxJQUFJLEdBQUc7QUFBQSxVQUNkO0FBQUEsUUFDRixDQUFDO0FBQ0QsZUFBTyxLQUFLLElBQUksRUFBRSxLQUFLLEVBQUUsTUFBTSxFQUFFLE1BQU07QUFFdkMsaUJBQVMsSUFBSSxHQUFHLElBQUksRUFBRSxNQUFNLEtBQUs7QUFDL0IsZ0JBQU0sVUFBVSxFQUFFLFdBQVcsQ0FBQyxFQUFFLElBQUksQ0FBQyxNQUFNLElBQUksU0FBUyxHQUFHLEVBQUUsSUFBSSxDQUFDO0FBQ2xFLGlCQUFPLElBQUksSUFBSSxPQUFPLEVBQUUsSUFBSSxFQUFFLEtBQUssUUFBUSxNQUFNO0FBQUEsUUFDbkQ7QUFBQSxNQUNGLENBQUM7QUFBQSxJQUNIO0FBQUEsRUFDRixDQUFDO0FBRUQsS0FBRyxtSEFBbUgsTUFBTTtBQUMxSDtBQUFBLE1BQ0UsR0FBRyxTQUFTLFNBQVMsQ0FBQyxNQUFNO0FBQzFCLGNBQU0sRUFBRSxRQUFRLElBQUksRUFBRSxjQUFjO0FBQ3BDLGVBQU8sT0FBTyxFQUFFLHVCQUF1QixFQUFFLFNBQVM7QUFDbEQsY0FBTSxrQkFBa0IsRUFBRSxLQUFLLE9BQU8sQ0FBQyxHQUFHLE1BQU0sRUFBRSxTQUFTLENBQUMsS0FBSyxLQUFLLEtBQUssSUFBSSxNQUFNLENBQUMsRUFBRTtBQUN4RixZQUFJLFlBQVksVUFBVSxDQUFDLENBQUMsR0FBRztBQUM3QixpQkFBTyxlQUFlLEVBQUUsS0FBSyxDQUFDO0FBQzlCLGlCQUFPLE9BQU8sRUFBRSxLQUFLLEVBQUUsU0FBUztBQUFBLFFBQ2xDLFdBQVcsRUFBRSxTQUFTLFFBQVE7QUFDNUIsaUJBQU8sT0FBTyxFQUFFLEtBQUssQ0FBQztBQUFBLFFBQ3hCLE9BQU87QUFDTCxpQkFBTyxFQUFFLElBQUksRUFBRSxLQUFLLE9BQU87QUFDM0IsaUJBQU8sT0FBTyxFQUFFLEtBQUssRUFBRSxZQUFZLGVBQWU7QUFBQSxRQUNwRDtBQUFBLE1BQ0YsQ0FBQztBQUFBLElBQ0g7QUFBQSxFQUNGLENBQUM7QUFFRCxLQUFHLGlGQUFpRixNQUFNO0FBQ3hGO0FBQUEsTUFDRSxHQUFHLFNBQVMsU0FBUyxDQUFDLE1BQU07QUFDMUIsY0FBTSxNQUFNLEVBQUUsY0FBYztBQUM1QixtQkFBVyxDQUFDLEdBQUcsQ0FBQyxLQUFLLEVBQUUsTUFBTSxHQUFHO0FBQzlCLGNBQUksRUFBRSxTQUFTLFFBQVMsUUFBTyxJQUFJLFNBQVMsR0FBRyxDQUFDLENBQUMsRUFBRSxLQUFLLEtBQUssSUFBSSxHQUFHLENBQUMsSUFBSSxDQUFDO0FBQzFFLGNBQUksRUFBRSxTQUFTLFlBQWEsUUFBTyxJQUFJLFNBQVMsR0FBRyxDQUFDLENBQUMsRUFBRSxLQUFLLEtBQUssS0FBSyxJQUFJLENBQUMsQ0FBQztBQUFBLFFBQzlFO0FBQUEsTUFDRixDQUFDO0FBQUEsSUFDSDtBQUFBLEVBQ0YsQ0FBQztBQUVELEtBQUcsb0ZBQW9GLE1BQU07QUFDM0Y7QUFBQSxNQUNFLEdBQUcsU0FBUyxTQUFTLENBQUMsTUFBTTtBQUMxQixjQUFNLE1BQU0sVUFBVSxDQUFDO0FBQ3ZCLFlBQUksTUFBTTtBQUNWLGNBQU0sV0FBcUIsQ0FBQztBQUM1QixpQkFBUyxJQUFJLEdBQUcsSUFBSSxFQUFFLE1BQU0sS0FBSztBQUMvQixnQkFBTSxPQUFPLElBQUksS0FBSyxDQUFDO0FBQ3ZCLG1CQUFTLElBQUksR0FBRyxJQUFJLEVBQUUsTUFBTSxLQUFLO0FBQy9CLGtCQUFNLElBQUksS0FBSyxDQUFDO0FBQ2hCLGdCQUFJLEVBQUUsU0FBUyxHQUFHLENBQUMsTUFBTSxLQUFLLEVBQUUsU0FBUyxHQUFHLENBQUMsTUFBTSxHQUFHO0FBQ3BELHVCQUFTLEtBQUssR0FBRyxFQUFFLElBQUksY0FBYyxDQUFDLEtBQUssQ0FBQyxPQUFPLEVBQUUsU0FBUyxHQUFHLENBQUMsQ0FBQyxhQUFhLEVBQUUsU0FBUyxHQUFHLENBQUMsQ0FBQyxTQUFTLENBQUMsRUFBRTtBQUFBLFlBQzlHO0FBQ0Esa0JBQU0sS0FBSyxJQUFJLEtBQUssQ0FBQztBQUFBLFVBQ3ZCO0FBQUEsUUFDRjtBQUNBLGVBQU8sUUFBUSxFQUFFLFFBQVEsQ0FBQyxDQUFDO0FBQzNCLGVBQU8sRUFBRSxRQUFRLEVBQUUsS0FBSyxHQUFHO0FBQUEsTUFDN0IsQ0FBQztBQUFBLElBQ0g7QUFBQSxFQUNGLENBQUM7QUFFRCxLQUFHLHlGQUF5RixNQUFNO0FBQ2hHO0FBQUEsTUFDRSxHQUFHLFNBQVMsU0FBUyxDQUFDLE1BQU07QUFFMUIsY0FBTSxXQUFxQixDQUFDO0FBQzVCLGlCQUFTLE9BQU8sR0FBRyxPQUFPLEVBQUUsTUFBTSxRQUFRO0FBQ3hDLG1CQUFTLEtBQUssR0FBRyxLQUFLLEVBQUUsTUFBTSxNQUFNO0FBQ2xDLGtCQUFNLE9BQU8sRUFBRSxNQUFNLE1BQU0sRUFBRTtBQUM3QixrQkFBTSxRQUFRLEdBQUcsRUFBRSxJQUFJLFVBQVUsSUFBSSxLQUFLLEVBQUUsT0FBTyxLQUFLLEtBQUssR0FBRyxDQUFDO0FBQ2pFLGdCQUFJLEtBQUssQ0FBQyxNQUFNLFFBQVEsS0FBSyxLQUFLLFNBQVMsQ0FBQyxNQUFNLEdBQUksVUFBUyxLQUFLLEdBQUcsS0FBSyxjQUFjO0FBQzFGLGdCQUFJLEtBQUssU0FBUyxNQUFNLEVBQUUsU0FBUyxNQUFNLEVBQUUsRUFBRyxVQUFTLEtBQUssR0FBRyxLQUFLLFNBQVMsRUFBRSxTQUFTLE1BQU0sRUFBRSxDQUFDLE9BQU87QUFDeEcsZ0JBQUksV0FBVztBQUNmLHFCQUFTLElBQUksR0FBRyxJQUFJLEtBQUssUUFBUSxLQUFLO0FBQ3BDLG9CQUFNLElBQUksS0FBSyxJQUFJLENBQUM7QUFDcEIsb0JBQU0sT0FBTyxFQUFFLE9BQU8sR0FBRyxLQUFLLENBQUMsQ0FBVztBQUMxQyxrQkFBSSxTQUFTLElBQUk7QUFDZix5QkFBUyxLQUFLLEdBQUcsS0FBSyxTQUFTLENBQUMsZ0JBQWdCO0FBQ2hEO0FBQUEsY0FDRjtBQUVBLG9CQUFNLE9BQU8sRUFBRSxXQUFXLENBQUMsRUFBRSxJQUFJLEdBQUcsUUFBUTtBQUM1QyxrQkFBSSxPQUFPLFNBQVUsVUFBUyxLQUFLLEdBQUcsS0FBSyxVQUFVLElBQUksVUFBVSxRQUFRLEVBQUU7QUFDN0UseUJBQVc7QUFBQSxZQUNiO0FBQ0EsZ0JBQUksU0FBUyxNQUFNLEVBQUUsUUFBUSxNQUFNLEVBQUUsTUFBTSxLQUFLLENBQUMsRUFBRyxVQUFTLEtBQUssR0FBRyxLQUFLLG1CQUFtQjtBQUFBLFVBQy9GO0FBQUEsUUFDRjtBQUNBLGVBQU8sUUFBUSxFQUFFLFFBQVEsQ0FBQyxDQUFDO0FBQUEsTUFDN0IsQ0FBQztBQUFBLElBQ0g7QUFBQSxFQUNGLENBQUM7QUFFRCxLQUFHLGtFQUFrRSxNQUFNO0FBQ3pFO0FBQUEsTUFDRSxHQUFHLFNBQVMsU0FBUyxDQUFDLE1BQU07QUFDMUIsY0FBTSxPQUFPLGlCQUFpQixnQkFBZ0IsRUFBRSxJQUFJLENBQWlCO0FBQ3JFLGVBQU8sS0FBSyxJQUFJLEVBQUUsS0FBSyxFQUFFLElBQUk7QUFDN0IsZUFBTyxLQUFLLElBQUksRUFBRSxLQUFLLEVBQUUsSUFBSTtBQUM3QixlQUFPLEtBQUssSUFBSSxFQUFFLEtBQUssRUFBRSxJQUFJO0FBQzdCLGVBQU8sS0FBSyxJQUFJLEVBQUUsUUFBUSxFQUFFLElBQUk7QUFDaEMsZUFBTyxLQUFLLFFBQVEsRUFBRSxRQUFRLEVBQUUsUUFBUTtBQUN4QyxlQUFPLEtBQUssTUFBTSxDQUFDLEVBQUUsUUFBUSxFQUFFLE1BQU0sQ0FBQztBQUFBLE1BQ3hDLENBQUM7QUFBQSxJQUNIO0FBQUEsRUFDRixDQUFDO0FBQ0gsQ0FBQztBQUVELFNBQVMsd0JBQXdCLE1BQU07QUFDckMsS0FBRyw0RUFBNEUsTUFBTTtBQUNuRixPQUFHO0FBQUEsTUFDRCxHQUFHLFNBQVMsR0FBRyxRQUFRLEVBQUUsS0FBSyxHQUFHLEtBQUssV0FBWSxDQUFDLEdBQUcsQ0FBQyxNQUFNO0FBQzNELGVBQU8sWUFBWSxLQUFLLENBQUMsQ0FBQyxDQUFDLEVBQUUsS0FBSyxDQUFDO0FBQ25DLGVBQU8sS0FBSyxZQUFZLENBQUMsQ0FBQyxDQUFDLEVBQUUsS0FBSyxDQUFDO0FBQ25DLGVBQU8sU0FBUyxLQUFLLENBQUMsSUFBSSxLQUFLLElBQUksQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLENBQUM7QUFBQSxNQUNoRCxDQUFDO0FBQUEsTUFDRCxFQUFFLE1BQU0sTUFBTSxTQUFTLElBQUs7QUFBQSxJQUM5QjtBQUFBLEVBQ0YsQ0FBQztBQUVELEtBQUcsaUVBQWlFLE1BQU07QUFDeEUsT0FBRztBQUFBLE1BQ0QsR0FBRyxTQUFTLFFBQVEsR0FBRyxHQUFHLENBQUMsU0FBUztBQUNsQyxjQUFNLElBQUksS0FBSyxJQUFJO0FBQ25CLGNBQU0sTUFBTSxjQUFjLElBQUk7QUFDOUIsZUFBTyxJQUFJLFdBQVcsRUFBRSxhQUFhLEtBQUssTUFBTTtBQUNoRCxhQUFLLFFBQVEsQ0FBQyxHQUFHLE1BQU07QUFDckIsZ0JBQU0sT0FBTyxJQUFJLFlBQVksQ0FBQztBQUM5QixpQkFBTyxLQUFLLElBQUksRUFBRSx1QkFBdUIsQ0FBQztBQUMxQyxjQUFJLE9BQU8sRUFBRyxRQUFPLE1BQU0sT0FBTyxFQUFFLEVBQUUsYUFBYSxDQUFDO0FBQUEsUUFDdEQsQ0FBQztBQUNELGVBQU8sSUFBSSxTQUFTLEVBQUUsS0FBSyxJQUFJLFlBQVksT0FBTyxDQUFDLEdBQUcsTUFBTSxJQUFJLEdBQUcsQ0FBQyxDQUFDO0FBQ3JFLGNBQU0sUUFBUSxvQkFBSSxJQUFZO0FBQzlCLGlCQUFTLElBQUksR0FBRyxJQUFJLEVBQUUsTUFBTSxLQUFLO0FBQy9CLGdCQUFNLE9BQU8sSUFBSSxJQUFJLENBQUM7QUFDdEIsaUJBQU8sSUFBSSxFQUFFLHVCQUF1QixDQUFDO0FBQ3JDLGlCQUFPLElBQUksRUFBRSxhQUFhLEtBQUssSUFBSSxTQUFTO0FBQzVDLGdCQUFNLElBQUksSUFBSTtBQUFBLFFBQ2hCO0FBQ0EsZUFBTyxNQUFNLElBQUksRUFBRSxLQUFLLEVBQUUsSUFBSTtBQUM5QixtQkFBVyxDQUFDLEdBQUcsQ0FBQyxLQUFLLEVBQUUsTUFBTSxFQUFHLFFBQU8sU0FBUyxJQUFJLElBQUksQ0FBQyxJQUFJLElBQUksSUFBSSxDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUssQ0FBQztBQUFBLE1BQ2xGLENBQUM7QUFBQSxNQUNELEVBQUUsTUFBTSxNQUFNLFNBQVMsS0FBSztBQUFBLElBQzlCO0FBQUEsRUFDRixDQUFDO0FBQ0gsQ0FBQzsiLAogICJuYW1lcyI6IFtdCn0K
