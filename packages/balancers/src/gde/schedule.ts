/**
 * The sweep schedule: the topology's minimum edge colouring (runtime `edgeColouring()`), read as
 * "on colour c, rank r exchanges with partner[c] (or sits out)". A sweep visits the colours in
 * order 0 .. kappa-1 (the paper's 1 .. kappa). Every rank derives the same schedule from the
 * topology alone: no global state is exchanged.
 */
import type { Topology } from '@meshwork/runtime';

export interface ColourSchedule {
  /** Number of colours kappa (= exchanges per sweep at most). */
  readonly colours: number;
  /** partners[r][c]: the rank r exchanges with on colour c, or -1. */
  readonly partners: readonly Int32Array[];
}

/**
 * Schedules already built, per topology object: a topology never changes, and the decision of
 * every balance needs its schedule (building it allocated an Int32Array per rank per balance).
 */
const schedules = new WeakMap<Topology, ColourSchedule>();

/** The whole schedule (every rank's partner per colour); built once per topology. */
export function colourSchedule(topology: Topology): ColourSchedule {
  let s = schedules.get(topology);
  if (s === undefined) {
    s = buildSchedule(topology);
    schedules.set(topology, s);
  }
  return s;
}

function buildSchedule(topology: Topology): ColourSchedule {
  const colouring = topology.edgeColouring();
  const partners = Array.from({ length: topology.size }, () => new Int32Array(colouring.colours).fill(-1));
  for (const [c, matching] of colouring.matchings.entries()) {
    for (const [a, b] of matching) {
      (partners[a] as Int32Array)[c] = b;
      (partners[b] as Int32Array)[c] = a;
    }
  }
  return Object.freeze({ colours: colouring.colours, partners: Object.freeze(partners) });
}

const portMaps = new WeakMap<Topology, readonly ReadonlyMap<number, number>[]>();

/** ports[r].get(n): the port of rank r's link to rank n (`topology.neighbours(r)` order); built once per topology. */
export function portMapsOf(topology: Topology): readonly ReadonlyMap<number, number>[] {
  let m = portMaps.get(topology);
  if (m === undefined) {
    m = Array.from({ length: topology.size }, (_, r) => {
      const ports = new Map<number, number>();
      for (const nb of topology.neighbours(r)) ports.set(nb.rank, nb.port);
      return ports;
    });
    portMaps.set(topology, m);
  }
  return m;
}

/** One rank's partner per colour (what the distributed decision maker needs). */
export function partnersOf(topology: Topology, rank: number): Int32Array {
  const colouring = topology.edgeColouring();
  const row = new Int32Array(colouring.colours).fill(-1);
  for (const n of topology.neighbours(rank)) row[colouring.colourOf(rank, n.rank)] = n.rank;
  return row;
}
