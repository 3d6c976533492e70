/**
 * What a cluster costs in memory, roughly, and what the host has: for front ends that take a
 * rank count from users (`meshwork run --ranks`) and should refuse one the host cannot hold.
 */
import { freemem } from 'node:os';
import { scratchBytes as scratchBytesOf } from '../comm/layout.ts';
import { SpscRing } from '../shm/ring.ts';
import type { Topology, TopologySpec } from '../topology/types.ts';
import { topologyOption } from './options.ts';
import { DEFAULT_LINK_BYTES } from './types.ts';

/**
 * Resident memory of one rank's worker thread running a small program (V8 isolate and heap, the
 * runtime and program modules). Measured on Node 20 / x64 as the host's RSS growth per rank:
 * 10-13 MiB for a trivial program, 12-15 MiB for the stencil example on a small grid, clusters
 * of 8 and 32 ranks. Programs with larger data need more; this is the floor.
 */
export const THREAD_BYTES = 12 * 1024 * 1024;

export interface ClusterMemory {
  readonly ranks: number;
  /** Directed links (one ring each). */
  readonly rings: number;
  readonly ringBytes: number;
  readonly threadBytes: number;
  readonly scratchBytes: number;
  /** Sum of the above. */
  readonly bytes: number;
}

/** The memory a cluster on `topology` takes before its program allocates anything. */
export function clusterMemory(
  topology: Topology | TopologySpec | string,
  options: { readonly linkBytes?: number; readonly collectiveBytes?: number } = {},
): ClusterMemory {
  const t = topologyOption(topology);
  const rings = t.edges().length * 2;
  const ringBytes = rings * SpscRing.byteLengthFor(options.linkBytes ?? DEFAULT_LINK_BYTES);
  const threadBytes = t.size * THREAD_BYTES;
  const scratchBytes = scratchBytesOf(t.size, options.collectiveBytes ?? 1 << 16);
  return { ranks: t.size, rings, ringBytes, threadBytes, scratchBytes, bytes: ringBytes + threadBytes + scratchBytes };
}

/**
 * Bytes this process can still take: the host's available memory (os.freemem), bounded by the
 * cgroup limit when one is set (minus what the process holds already).
 */
export function availableMemory(): number {
  const free = freemem();
  const limit = (process as { constrainedMemory?: () => number | undefined }).constrainedMemory?.() ?? 0;
  if (limit > 0 && limit < Number.MAX_SAFE_INTEGER) return Math.max(0, Math.min(free, limit - process.memoryUsage.rss()));
  return free;
}
