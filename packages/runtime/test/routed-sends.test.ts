/**
 * Routed sends (sendTo / recvFrom any rank) on chain, mesh, torus and hypercube: every message
 * arrives intact, crossing exactly topology.distance links along topology.route, and the per-link
 * counts of sent, received and forwarded traffic match the routes exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeValue } from '../src/comm/codec.ts';
import { type Cluster, createCluster, type LinkStats, parseTopology, type RunResult, type Topology } from '../src/index.ts';
import type { LinkScenario, LinksOptions, ScenarioResult } from './programs/links.ts';

const PROGRAM = new URL('./programs/links.ts', import.meta.url);
const LINK_BYTES = 4096;
/** Largest chunk payload a 4 KiB ring carries (half a ring minus the frame header). */
const MAX_CHUNK = (((LINK_BYTES - 4) >> 1) & ~7) - 24;
/** 3 elements fit a frame; 4096 elements (32 KiB) travel as 17 chunks, so forwarders queue. */
const SIZES = [3, 4096];
const SCENARIOS: LinkScenario[] = SIZES.map((elements) => ({ kind: 'routed', elements }));

const frames = (bytes: number): number => Math.max(1, Math.ceil(bytes / MAX_CHUNK));

/** The messages one scenario sends from src to dst: a float64 array and a small header object. */
function messageBytes(src: number, dst: number, elements: number): number[] {
  return [elements * 8, encodeValue({ src, dst }).byteLength];
}

/** Exact per-link statistics the whole run must produce, derived from topology.route. */
function expectedStats(t: Topology): LinkStats[][] {
  const stats = Array.from({ length: t.size }, (_, r) =>
    t.neighbours(r).map(({ rank, port }) => ({
      port,
      peer: rank,
      sentMessages: 0,
      sentBytes: 0,
      recvMessages: 0,
      recvBytes: 0,
      forwardedFrames: 0,
      forwardedBytes: 0,
    })),
  );
  const at = (r: number, peer: number): LinkStats => (stats[r] as LinkStats[])[t.portOf(r, peer)] as LinkStats;
  for (const elements of SIZES) {
    for (let src = 0; src < t.size; src++) {
      for (let dst = 0; dst < t.size; dst++) {
        if (src === dst) continue;
        const path = t.route(src, dst);
        for (const bytes of messageBytes(src, dst, elements)) {
          const first = at(src, path[1] as number);
          first.sentMessages++;
          first.sentBytes += bytes;
          const last = at(dst, path[path.length - 2] as number);
          last.recvMessages++;
          last.recvBytes += bytes;
          for (let i = 1; i < path.length - 1; i++) {
            const hop = at(path[i] as number, path[i + 1] as number);
            hop.forwardedFrames += frames(bytes);
            hop.forwardedBytes += bytes;
          }
        }
      }
    }
  }
  return stats;
}

describe.each(['chain:4', 'mesh:2x3', 'torus:2x4', 'hypercube:3'])('routed sends on %s', (spec) => {
  const t = parseTopology(spec);
  let cluster: Cluster;
  let run: RunResult<ScenarioResult[]>;

  beforeAll(async () => {
    cluster = createCluster({ topology: spec, linkBytes: LINK_BYTES });
    run = await cluster.run<ScenarioResult[], LinksOptions>(PROGRAM, { scenarios: SCENARIOS });
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
  });

  it('every rank receives every rank’s messages intact, in order, itself included', () => {
    for (let r = 0; r < t.size; r++) {
      for (const res of run.results[r] as ScenarioResult[]) {
        expect(res.data).toEqual(Array.from({ length: t.size }, (_, src) => ({ from: src, firstBad: -1, header: { src, dst: r } })));
      }
    }
  });

  it('route statistics: total hops equal the topology distance, routed messages the non-neighbour sources', () => {
    const perScenario = 2 * SCENARIOS.length;
    for (let r = 0; r < t.size; r++) {
      let hops = 0;
      let routed = 0;
      for (let src = 0; src < t.size; src++) {
        hops += t.distance(src, r);
        if (src !== r && !t.isNeighbour(src, r)) routed++;
      }
      expect(run.route[r]).toEqual({ routedMessages: perScenario * routed, totalHops: perScenario * hops });
    }
    // The topology has non-neighbours, so something was really routed.
    expect(t.diameter).toBeGreaterThan(1);
  });

  it('per-link sent, received and forwarded counts follow topology.route exactly', () => {
    expect(run.links).toEqual(expectedStats(t));
  });
});
