/**
 * The Meshwork side of every row: a cluster started once per app and storage, running the
 * example's own rank program (the module its run functions use), timed like the peers: compute =
 * rank 0's wall ms between the program's barriers, job = the host's wall ms of `cluster.run`, and
 * path = the run's critical path (per phase the slowest rank's busy time, summed), which the table
 * prints next to the times.
 *
 * One cluster (one set of threads) per storage, and for the balanced apps per side, as a user's
 * program has (one storage, one way of balancing): a kernel that sees both
 * ArrayBuffer-backed tiles (distributed) and SharedArrayBuffer-backed ones (shared) in one thread
 * turns polymorphic, and on Node 26 such a typed-array loop runs several times slower than a
 * monomorphic one (bench/README.md, "Node 20 and Node 26").
 */
import { criticalPathOf } from '@meshwork/harness';
import { type Cluster, createCluster } from '@meshwork/runtime';

/** The rank program next to a resolved example entry: dist/index.js -> dist/program.js (src/*.ts from sources). */
export function exampleProgramUrl(resolvedEntry: string): URL {
  return new URL(`./program.${resolvedEntry.endsWith('.ts') ? 'ts' : 'js'}`, resolvedEntry);
}

export interface Timed<T> {
  readonly computeMs: number;
  readonly jobMs: number;
  /** Per phase the slowest rank's busy time, summed, ms; undefined when the run recorded no phase. */
  readonly pathMs: number | undefined;
  readonly result: T;
}

/** The times a Meshwork run gives the rounds: compute, job and, when it recorded phases, its critical path. */
export function meshworkTimes(r: Timed<unknown>): Record<string, number> {
  return { compute: r.computeMs, job: r.jobMs, ...(r.pathMs === undefined ? {} : { path: r.pathMs }) };
}

export class MeshworkSide {
  readonly cluster: Cluster;

  private readonly programUrl: URL;
  constructor(topology: string, programUrl: URL, execArgv: readonly string[] = []) {
    this.programUrl = programUrl;
    this.cluster = createCluster({ topology, execArgv });
  }

  /** One run of the program; `computeMs` picks the compute time out of the rank results. */
  async run<R>(options: unknown, computeMs: (results: R[]) => number): Promise<Timed<R[]>> {
    const t0 = performance.now();
    const run = await this.cluster.run<R>(this.programUrl, options);
    const jobMs = performance.now() - t0;
    const path = criticalPathOf(
      run.metrics.phases.map((p) => p.busyNs),
      run.metrics.ranks,
    );
    return { computeMs: computeMs(run.results), jobMs, pathMs: path?.ms, result: run.results };
  }

  close(): Promise<void> {
    return this.cluster.close();
  }
}

/** One {@link MeshworkSide} per key (a storage, or a side's name), each started on first use. */
export class MeshworkSides {
  private readonly sides = new Map<string, MeshworkSide>();
  private readonly topology: string;
  private readonly programUrl: URL;
  private readonly execArgv: readonly string[];
  constructor(topology: string, programUrl: URL, execArgv: readonly string[] = []) {
    this.topology = topology;
    this.programUrl = programUrl;
    this.execArgv = execArgv;
  }

  /** The side whose threads run only what `key` names. */
  side(key: string): MeshworkSide {
    let side = this.sides.get(key);
    if (side === undefined) {
      side = new MeshworkSide(this.topology, this.programUrl, this.execArgv);
      this.sides.set(key, side);
    }
    return side;
  }

  async close(): Promise<void> {
    await Promise.all([...this.sides.values()].map((s) => s.close()));
  }
}
