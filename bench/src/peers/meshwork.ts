/**
 * The Meshwork side of every row: a cluster started once per app, running the example's own rank
 * program (the module its run functions use), timed like the peers: compute = rank 0's wall ms
 * between the program's barriers, job = the host's wall ms of `cluster.run`.
 */
import { type Cluster, createCluster } from '@meshwork/runtime';

/** The rank program next to a resolved example entry: dist/index.js -> dist/program.js (src/*.ts from sources). */
export function exampleProgramUrl(resolvedEntry: string): URL {
  return new URL(`./program.${resolvedEntry.endsWith('.ts') ? 'ts' : 'js'}`, resolvedEntry);
}

export interface Timed<T> {
  readonly computeMs: number;
  readonly jobMs: number;
  readonly result: T;
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
    return { computeMs: computeMs(run.results), jobMs, result: run.results };
  }

  close(): Promise<void> {
    return this.cluster.close();
  }
}
