/** Options of `connectHosts`, their defaults and their checks. */

import { checkInt } from '@meshwork/runtime/internal';
import { invalidArgument } from '@meshwork/runtime/plugin';
import { type NatsAuth, resolveAuth } from './auth.ts';

/** Default credit window in bytes per (peer, stream): four times the default shared-memory link ring. */
export const DEFAULT_WINDOW_BYTES = 4 << 20;
/** Default credit window in messages per (peer, stream). */
export const DEFAULT_WINDOW_MESSAGES = 1024;
/** Default deadline of the hello barrier (ms). */
export const DEFAULT_HELLO_TIMEOUT_MS = 30_000;
/** Default heartbeat interval (ms). */
export const DEFAULT_HEARTBEAT_MS = 500;
/** Default silence after which a peer host is reported lost (ms). */
export const DEFAULT_DEAD_AFTER_MS = 2500;
/** Default deadline of the first connection to the NATS server (ms). */
export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
/** Most hosts a job can have (the frame header holds host indices in 16 bits). */
export const MAX_HOSTS = 65_535;

/** What `connectHosts` needs: where NATS runs, who this process is, and the job's id. */
export interface ConnectHostsOptions {
  /**
   * NATS server URL(s), e.g. "nats://10.0.0.1:4222"; a user and password or a token may stand in
   * the URL (`nats://alice:secret@host:4222`, `nats://token@host:4222`; see `user` for the others).
   */
  readonly servers: string | readonly string[];
  /**
   * NATS credentials, for a server that requires them (one way at a time, see ./auth.ts): `user`
   * and `pass`, or `token`, or `credsFile`, a NATS credentials file (a user JWT and its nkey seed)
   * or an nkey seed file. A refusal by the server is MW_HOST_AUTH; no secret is ever printed.
   */
  readonly user?: string;
  /** The password of `user`. */
  readonly pass?: string;
  /** A NATS token. */
  readonly token?: string;
  /** Path of a NATS credentials file or an nkey seed file (read when connecting, at most 64 KiB). */
  readonly credsFile?: string;
  /** This process's host index, 0 .. hosts-1. */
  readonly host: number;
  /** Number of host processes in the job (1 .. 65535). */
  readonly hosts: number;
  /** The job id: letters, digits, '-' and '_' (it is a NATS subject token: subjects are `mw.<job>.<host>`). */
  readonly job: string;
  /** Deadline of the hello barrier in ms (default 30 000). */
  readonly helloTimeoutMs?: number;
  /** Heartbeat interval in ms (default 500). */
  readonly heartbeatMs?: number;
  /** A peer silent this long (ms) is reported lost (default 2500; at least twice `heartbeatMs`). */
  readonly deadAfterMs?: number;
  /** Credit window in payload bytes per (peer, stream) (default 4 MiB). */
  readonly windowBytes?: number;
  /** Credit window in messages per (peer, stream) (default 1024). */
  readonly windowMessages?: number;
  /** Largest chunk payload in bytes (default and upper bound: the server's max_payload minus the 40-byte frame header). */
  readonly chunkBytes?: number;
  /** Deadline of the first connection to the server in ms (default 10 000). */
  readonly connectTimeoutMs?: number;
}

/** Options with every default filled in and every value checked. */
export interface ResolvedOptions {
  /** The server URLs without credentials. */
  readonly servers: readonly string[];
  /** How the host authenticates (from the URLs or the credential options). */
  readonly auth: NatsAuth;
  readonly host: number;
  readonly hosts: number;
  readonly job: string;
  readonly helloTimeoutMs: number;
  readonly heartbeatMs: number;
  readonly deadAfterMs: number;
  readonly windowBytes: number;
  readonly windowMessages: number;
  readonly chunkBytes: number | undefined;
  readonly connectTimeoutMs: number;
}

/** A job id usable as a NATS subject token. */
export const JOB_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** What a NATS server URL must be, for messages. */
export const SERVER_URL_RULE = 'a NATS server URL: nats://host[:port] (or tls://host[:port], or host:port)';

/** Schemes the Node transport connects with (a URL without one is nats://). */
const SCHEMES: readonly string[] = ['nats:', 'tls:'];

/** A URL's optional scheme and its userinfo (`user:password` or a token) before the `@`. */
const USERINFO = /^([A-Za-z][A-Za-z0-9+.-]*:\/\/)?([^/@]*)@/;

/** Whether `url` carries credentials (a user and password, or a token). */
export function urlHasCredentials(url: string): boolean {
  return USERINFO.test(url.trim());
}

/**
 * `url` with any password or token replaced by `***` (`nats://alice:***@host:4222`): the form
 * every message and log line shows.
 */
export function redactUrl(url: string): string {
  return url.replace(USERINFO, (_m, scheme: string | undefined, auth: string) => {
    const colon = auth.indexOf(':');
    return `${scheme ?? ''}${colon < 0 ? '***' : `${auth.slice(0, colon)}:***`}@`;
  });
}

/**
 * Check one NATS server URL: a scheme of nats or tls (none: nats), a host, a port in
 * [1, 65535] if given, no path. Returns it as given; MW_INVALID_ARGUMENT naming `what` otherwise,
 * with the URL's secret (password or token) never shown.
 */
export function checkServerUrl(what: string, url: unknown): string {
  const bad = () => invalidArgument(what, SERVER_URL_RULE, typeof url === 'string' ? redactUrl(url) : url);
  if (typeof url !== 'string' || url.trim() === '' || /\s/.test(url)) throw bad();
  let parsed: URL;
  try {
    parsed = new URL(/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(url) ? url : `nats://${url}`);
  } catch {
    throw bad();
  }
  if (!SCHEMES.includes(parsed.protocol) || parsed.hostname === '' || (parsed.pathname !== '' && parsed.pathname !== '/')) throw bad();
  if (parsed.search !== '' || parsed.hash !== '') throw bad();
  return url;
}

/** Check `options` and fill in defaults; throws MW_INVALID_ARGUMENT naming the bad option. */
export function resolveOptions(options: ConnectHostsOptions): ResolvedOptions {
  const servers = typeof options.servers === 'string' ? [options.servers] : options.servers;
  if (!Array.isArray(servers) || servers.length === 0) {
    throw invalidArgument('servers', 'a NATS URL or a non-empty list of them', options.servers);
  }
  for (const [i, s] of servers.entries()) checkServerUrl(servers.length === 1 ? 'servers' : `servers[${i}]`, s);
  const { servers: plain, auth } = resolveAuth(servers, options);
  const hosts = checkInt('hosts', options.hosts, 1, MAX_HOSTS);
  const host = checkInt('host', options.host, 0, hosts - 1);
  if (typeof options.job !== 'string' || !JOB_PATTERN.test(options.job)) {
    throw invalidArgument('job', "1 to 128 letters, digits, '-' or '_'", options.job);
  }
  const heartbeatMs = checkInt('heartbeatMs', options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS, 10, 60_000);
  return {
    servers: plain,
    auth,
    host,
    hosts,
    job: options.job,
    helloTimeoutMs: checkInt('helloTimeoutMs', options.helloTimeoutMs ?? DEFAULT_HELLO_TIMEOUT_MS, 1, 2 ** 31 - 1),
    heartbeatMs,
    deadAfterMs: checkInt('deadAfterMs', options.deadAfterMs ?? DEFAULT_DEAD_AFTER_MS, 2 * heartbeatMs, 2 ** 31 - 1),
    windowBytes: checkInt('windowBytes', options.windowBytes ?? DEFAULT_WINDOW_BYTES, 1024, 2 ** 31),
    windowMessages: checkInt('windowMessages', options.windowMessages ?? DEFAULT_WINDOW_MESSAGES, 1, 2 ** 20),
    chunkBytes: options.chunkBytes === undefined ? undefined : checkInt('chunkBytes', options.chunkBytes, 1, 2 ** 31),
    connectTimeoutMs: checkInt('connectTimeoutMs', options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS, 1, 2 ** 31 - 1),
  };
}
