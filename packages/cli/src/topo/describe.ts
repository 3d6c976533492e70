/** What `meshwork topo` shows of a topology: neighbours, edge colouring, diameter, a 2-D layout. */
import { parseTopology, type Topology } from '@meshwork/runtime';

export interface TopologyDescription {
  readonly spec: string;
  readonly name: string;
  readonly kind: string;
  readonly size: number;
  readonly dims: readonly number[];
  readonly periodic: readonly boolean[];
  readonly diameter: number;
  readonly maxDegree: number;
  readonly edges: number;
  readonly colours: number;
  /** matchings[c]: the edges of colour c. */
  readonly matchings: ReadonlyArray<ReadonlyArray<readonly [number, number]>>;
  readonly ranks: ReadonlyArray<{ rank: number; coords: number[]; neighbours: number[] }>;
}

export function describeTopology(text: string): { topology: Topology; description: TopologyDescription } {
  const t = parseTopology(text);
  const colouring = t.edgeColouring();
  return {
    topology: t,
    description: {
      spec: text.trim(),
      name: t.name,
      kind: t.kind,
      size: t.size,
      dims: [...t.dims],
      periodic: [...t.periodic],
      diameter: t.diameter,
      maxDegree: t.maxDegree,
      edges: t.edges().length,
      colours: colouring.colours,
      matchings: colouring.matchings,
      ranks: Array.from({ length: t.size }, (_, rank) => ({
        rank,
        coords: t.coords(rank),
        neighbours: t.neighbours(rank).map((n) => n.rank),
      })),
    },
  };
}

export interface NodePosition {
  readonly rank: number;
  readonly x: number;
  readonly y: number;
}

/**
 * A linear map from coordinates to the page: a ring on a circle; otherwise even axes go right and
 * odd axes go down (axis 0 slowest, so the fastest axis is horizontal), each higher axis repeating
 * the block of the lower ones with a gap and a slight skew, so that no link passes through a rank
 * (a hypercube:3 is drawn as a cube, a hypercube:4 as a square of squares).
 */
export function placer(t: Topology): (coords: readonly number[]) => { x: number; y: number } {
  if (t.kind === 'ring') {
    return (c) => {
      const a = (2 * Math.PI * (c[0] as number)) / t.size - Math.PI / 2;
      return { x: Math.cos(a) * t.size * 0.5, y: Math.sin(a) * t.size * 0.5 };
    };
  }
  const axes = [...t.dims.keys()].reverse();
  const vec = new Map<number, [number, number]>();
  let sx = 1;
  let sy = 1;
  for (const [i, axis] of axes.entries()) {
    const len = t.dims[axis] as number;
    const skew = i >= 2 ? 0.3 : 0;
    if (i % 2 === 0) {
      vec.set(axis, [sx, skew * sy]);
      sx *= len + 0.8;
    } else {
      vec.set(axis, [skew * sx, sy]);
      sy *= len + 0.8;
    }
  }
  return (c) => {
    let x = 0;
    let y = 0;
    for (const [axis, [vx, vy]] of vec) {
      x += (c[axis] as number) * vx;
      y += (c[axis] as number) * vy;
    }
    return { x, y };
  };
}

export function layout(t: Topology): NodePosition[] {
  const place = placer(t);
  return Array.from({ length: t.size }, (_, rank) => ({ rank, ...place(t.coords(rank)) }));
}
