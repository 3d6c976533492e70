/**
 * `@meshwork/hosts`: Meshwork across host processes. A `HostTransport` over NATS (`connectHosts`,
 * `connectFromEnv`), the launch environment of meshwork launch, mpirun and srun
 * (`readLaunchEnv`), a local nats-server (`startNatsServer`), the launcher behind
 * `meshwork launch` (`launchHosts`), and raw baselines for the hosts benchmark.
 *
 * @module \@meshwork/hosts
 */
export { CREDS_MAX_BYTES } from './auth.ts';
export { connectHosts } from './connect.ts';
export type { LaunchEnv, LaunchSource } from './env.ts';
export { DEFAULT_NATS_URL, launchedByEnv, RANK_VARIABLES, readLaunchEnv } from './env.ts';
export type { HostErrorCode } from './errors.ts';
export { HostErrorCodes } from './errors.ts';
export type { ConnectFromEnvOptions } from './from-env.ts';
export { connectFromEnv } from './from-env.ts';
export type { LaunchOptions, LaunchResult } from './launch.ts';
export { launchHosts } from './launch.ts';
export type { ConnectHostsOptions } from './options.ts';
export {
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_DEAD_AFTER_MS,
  DEFAULT_HEARTBEAT_MS,
  DEFAULT_HELLO_TIMEOUT_MS,
  DEFAULT_WINDOW_BYTES,
  DEFAULT_WINDOW_MESSAGES,
  MAX_HOSTS,
  redactUrl,
} from './options.ts';
export type { NatsServer, NatsServerOptions } from './server.ts';
export { startNatsServer } from './server.ts';
export { NatsHostTransport } from './transport.ts';
export type { HostTransportStats } from './transport-stats.ts';
