/**
 * @meshwork/hosts: Meshwork across host processes. A `HostTransport` over NATS (`connectHosts`,
 * `connectFromEnv`), the launch environment of meshwork launch, mpirun and srun
 * (`readLaunchEnv`), a local nats-server (`startNatsServer`), the launcher behind
 * `meshwork launch` (`launchHosts`), and raw baselines for the hosts benchmark.
 */
export type { LaunchEnv, LaunchSource } from './env.js';
export { DEFAULT_NATS_URL, RANK_VARIABLES, readLaunchEnv } from './env.js';
export type { ConnectFromEnvOptions } from './from-env.js';
export { connectFromEnv } from './from-env.js';
export type { LaunchOptions, LaunchResult } from './launch.js';
export { launchHosts } from './launch.js';
export type { ConnectHostsOptions } from './options.js';
export {
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_DEAD_AFTER_MS,
  DEFAULT_HEARTBEAT_MS,
  DEFAULT_HELLO_TIMEOUT_MS,
  DEFAULT_WINDOW_BYTES,
  DEFAULT_WINDOW_MESSAGES,
  MAX_HOSTS,
} from './options.js';
export type { NatsServer, NatsServerOptions } from './server.js';
export { startNatsServer } from './server.js';
export type { HostTransportStats } from './transport.js';
export { connectHosts, NatsHostTransport } from './transport.js';
