/**
 * The hosts package's errors, as one table (`defineErrors` of `@meshwork/runtime`): the transport
 * between host processes over NATS, its credentials, and the launch environment (`MESHWORK_*`,
 * `OMPI_*`, `PMI_*`, `SLURM_*`, nats-server). Each row names a builder, its code and its message
 * template; add a row here, never a message inline elsewhere in this package.
 *
 * The codes only this package raises are its own (`HostErrorCodes`); a lost peer and a broken
 * stream are the runtime's `HOST_LOST` and `HOST_PROTOCOL`, which its multi-host session raises
 * too. Both kinds are `MeshworkError`s.
 */
import { defineErrors, ErrorCodes } from '@meshwork/runtime';
import { describe } from '@meshwork/runtime/plugin';

/** The codes of the hosts package's own errors (every error is a `MeshworkError` with one of these or a runtime code). */
export const HostErrorCodes = {
  /**
   * The NATS server refused this host's credentials (a wrong user, password, token or nkey, or none
   * given where the server asks for some); the message names the server and how the host
   * authenticated, never the secret.
   */
  HOST_AUTH: 'MW_HOST_AUTH',
  /** Some hosts never said hello before the deadline; the message names them. */
  HOST_HELLO: 'MW_HOST_HELLO',
  /** A launch variable (MESHWORK_*, OMPI_*, PMI_*, SLURM_*) is missing or malformed, or nats-server is missing. */
  HOST_ENV: 'MW_HOST_ENV',
  /** The transport was used after close(). */
  HOST_CLOSED: 'MW_HOST_CLOSED',
  /** The message handler threw or its promise rejected; `cause` carries the error. */
  HOST_HANDLER: 'MW_HOST_HANDLER',
} as const;

export type HostErrorCode = (typeof HostErrorCodes)[keyof typeof HostErrorCodes];

const C = { ...ErrorCodes, ...HostErrorCodes };

/** A list of host indices for messages: "host 1" or "hosts 1, 3". */
function hostList(hosts: readonly number[]): string {
  return `host${hosts.length === 1 ? '' : 's'} ${hosts.join(', ')}`;
}

/** The message of a cause, when there is one: ": <message>". */
function because(cause: unknown): string {
  return cause instanceof Error ? `: ${cause.message}` : cause === undefined ? '' : `: ${String(cause)}`;
}

/** The hosts package's error table: builder name -> [code, message template]. */
export const hostErrors = defineErrors({
  /** Peer hosts went silent: no frame (data, credit or heartbeat) for `silentMs`. */
  silent: [
    C.HOST_LOST,
    (hosts: readonly number[], silentMs: number, via: string) =>
      `lost ${hostList(hosts)}: nothing heard for ${silentMs} ms over ${via}; expected a heartbeat at least every few hundred ms (the process died, hangs, or lost its NATS connection)`,
  ],
  /** A peer host reported its own failure (its `reason`) before leaving. */
  failed: [C.HOST_LOST, (host: number, reason: string) => `lost host ${host}: it failed: ${reason}`],
  /** A peer host closed its transport; sends to it can no longer be delivered. */
  closedPeer: [
    C.HOST_LOST,
    (host: number, stream: number) =>
      `lost host ${host}: it closed its transport while a message to it on stream ${stream} was not yet within the credit window; expected every host to keep its transport open until all hosts are done`,
  ],
  /** This host lost (or never reached) the NATS server; `what` says how ("disconnected", "could not connect"). */
  natsLost: [
    C.HOST_LOST,
    (server: string, what: string, cause?: unknown) => ({
      message: `no connection to the NATS server ${server} (${what}${because(cause)}); expected a connection for the whole job (NATS core can drop messages across a reconnect, so the transport does not resume)`,
      cause,
    }),
  ],
  /**
   * The NATS server `server` refused this host: `how` says how it authenticated ("user alice", "no
   * credentials"), never the secret; `cause` is the client's error.
   */
  natsAuth: [
    C.HOST_AUTH,
    (server: string, how: string, cause?: unknown) => ({
      message: `the NATS server ${server} refused this host (${cause instanceof Error ? cause.message : cause === undefined ? 'refused' : String(cause)}), which authenticated with ${how}; expected credentials the server accepts: a user and password or a token in the URL or MESHWORK_NATS_USER and MESHWORK_NATS_PASS, or a creds or nkey seed file in MESHWORK_NATS_CREDS`,
      cause,
    }),
  ],
  /** A frame of (from, stream) broke the stream's order: a gap, a duplicate or a reorder. */
  sequence: [
    C.HOST_PROTOCOL,
    (from: number, stream: number, expected: string, got: string) =>
      `stream ${stream} from host ${from}: expected ${expected}, got ${got} (a lost, repeated or reordered NATS message)`,
  ],
  /** A frame from a host of this job is malformed. */
  malformed: [
    C.HOST_PROTOCOL,
    (from: number, expected: string, got: string) => `frame from host ${from}: expected ${expected}, got ${got}`,
  ],
  /** The hello barrier passed its deadline; `missing` never said hello. `via` names the server and the job. */
  helloTimeout: [
    C.HOST_HELLO,
    (missing: readonly number[], hosts: number, timeoutMs: number, via: string) =>
      `${hostList(missing)} of ${hosts} never said hello within ${timeoutMs} ms on ${via}; expected every host of the job to connect to the same NATS server with the same job id and host count`,
  ],
  /** A launch variable is missing or malformed. */
  launchEnv: [
    C.HOST_ENV,
    (name: string, expected: string, got: unknown) => `launch environment: ${name} must be ${expected}, got ${describe(got)}`,
  ],
  /** No launch variables at all. */
  launchEnvMissing: [
    C.HOST_ENV,
    () =>
      'launch environment: expected MESHWORK_HOST and MESHWORK_HOSTS, OMPI_COMM_WORLD_RANK and OMPI_COMM_WORLD_SIZE (mpirun), PMI_RANK and PMI_SIZE, or SLURM_PROCID and SLURM_NTASKS (srun), got none of them; start the host processes with meshwork launch, mpirun or srun',
  ],
  /** The nats-server binary could not be started (missing, or it did not become ready). */
  natsServerUnavailable: [
    C.HOST_ENV,
    (binary: string, why: string) =>
      `cannot start ${binary}: ${why}; expected the NATS server binary on PATH (Debian: apt-get install nats-server) or a running server given with --nats / MESHWORK_NATS`,
  ],
  /** The transport was used after close(). */
  transportClosed: [C.HOST_CLOSED, (what: string) => `${what}: the host transport is closed; expected calls before close()`],
  /** The message handler threw for a message of (from, stream). */
  handlerFailed: [
    C.HOST_HANDLER,
    (from: number, stream: number, cause: unknown) => ({
      message: `the message handler threw for a message of stream ${stream} from host ${from}: ${cause instanceof Error ? cause.message : String(cause)}; expected it to return or resolve`,
      cause,
    }),
  ],
  /** A credential argument whose `got` is a description written by the caller: a secret is never in it. */
  refused: [C.INVALID_ARGUMENT, (what: string, expected: string, got: string) => `${what} must be ${expected}, got ${got}`],
  /** A credentials file that is neither a NATS creds file nor an nkey seed file. */
  badCreds: [
    C.INVALID_ARGUMENT,
    (path: string, got: string) =>
      `NATS credentials file ${JSON.stringify(path)} must be a NATS credentials file (a user JWT and its nkey seed) or an nkey seed file (one line SU...), got ${got}`,
  ],
});
