/** `connectFromEnv`: connect as the launcher said (meshwork launch, mpirun, srun). */

import { connectHosts } from './connect.ts';
import { readLaunchEnv } from './env.ts';
import type { ConnectHostsOptions } from './options.ts';
import type { NatsHostTransport } from './transport.ts';

/** Options of `connectFromEnv`: anything of `connectHosts` (it wins over the environment), and the environment to read. */
export interface ConnectFromEnvOptions extends Partial<ConnectHostsOptions> {
  /** The variables to read (default `process.env`). */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/**
 * Read the launch environment (see `readLaunchEnv`) and connect this host process to the others
 * of its job; resolves after the hello barrier, like `connectHosts`.
 */
export function connectFromEnv(overrides: ConnectFromEnvOptions = {}): Promise<NatsHostTransport> {
  const { env, ...rest } = overrides;
  const launch = readLaunchEnv(env ?? process.env);
  // Credentials given as options replace those of the environment.
  const given = rest.user !== undefined || rest.pass !== undefined || rest.token !== undefined || rest.credsFile !== undefined;
  return connectHosts({
    servers: launch.nats.split(',').map((s) => s.trim()),
    host: launch.host,
    hosts: launch.hosts,
    job: launch.job,
    ...(given
      ? {}
      : {
          ...(launch.user === undefined ? {} : { user: launch.user, pass: launch.pass as string }),
          ...(launch.credsFile === undefined ? {} : { credsFile: launch.credsFile }),
        }),
    ...rest,
  });
}
