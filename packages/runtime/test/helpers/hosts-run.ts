/** Run one program on a one-host cluster and on an in-process group of host clusters, for comparisons. */
import { type ClusterOptions, createCluster, type RunOptions, type RunResult } from '../../src/index.ts';
import { type HostGroup, hostGroup } from './host-pair.ts';

export async function runOnOne<R>(options: ClusterOptions, program: URL, programOptions: unknown, run?: RunOptions): Promise<RunResult<R>> {
  const cluster = createCluster(options);
  try {
    return await cluster.run<R>(program, programOptions, run);
  } finally {
    await cluster.close();
  }
}

/** Every host's RunResult (index = host), or its error. */
export async function runOnHosts<R>(
  hosts: number,
  options: ClusterOptions,
  program: URL,
  programOptions: unknown | ((host: number) => unknown),
  group: HostGroup = hostGroup(hosts),
): Promise<PromiseSettledResult<RunResult<R>>[]> {
  const clusters = group.transports.map((t) => createCluster({ ...options, hosts: t }));
  try {
    return await Promise.allSettled(
      clusters.map((c, h) =>
        c.run<R>(program, typeof programOptions === 'function' ? (programOptions as (h: number) => unknown)(h) : programOptions),
      ),
    );
  } finally {
    await Promise.all(clusters.map((c) => c.close()));
  }
}

/** The fulfilled results, or throw the first rejection. */
export function fulfilled<R>(settled: PromiseSettledResult<RunResult<R>>[]): RunResult<R>[] {
  return settled.map((s) => {
    if (s.status === 'rejected') throw s.reason;
    return s.value;
  });
}
