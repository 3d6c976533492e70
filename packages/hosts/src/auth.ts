/**
 * NATS credentials of a host process, for servers that require them (a shared server; the one
 * `meshwork launch` starts on loopback requires none). One way at a time:
 *
 * - a user and password, or a token, in the server URL (`nats://alice:secret@host:4222`,
 *   `nats://s3cr3t@host:4222`), or as the options `user` and `pass` / `token`;
 * - a file (`credsFile`): a NATS credentials file (a user JWT and its nkey seed, as `nsc`
 *   writes them) or an nkey seed file (a line `SU...`, as `nk -gen user` writes it).
 *
 * Secrets never reach a message or a log line: URLs are shown with `***` for the password or
 * token (`redactUrl`), a file by its path, a refusal by the server as MW_HOST_AUTH saying how the
 * host authenticated ("user alice", "an nkey seed from /etc/nats/host.nk").
 */
import { readRegularFile } from '@meshwork/runtime';
import { type Authenticator, credsAuthenticator, nkeyAuthenticator, nkeys } from '@nats-io/transport-node';
import { hostErrors } from './errors.ts';

/** Largest credentials file read (a creds file is about 1 KiB). */
export const CREDS_MAX_BYTES = 64 * 1024;

/** How a host authenticates, after the options and the URLs are checked. */
export type NatsAuth =
  | { readonly kind: 'none' }
  | { readonly kind: 'user'; readonly user: string; readonly pass: string }
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'file'; readonly path: string };

/** The credential options of `connectHosts`. */
export interface AuthOptions {
  readonly user?: string;
  readonly pass?: string;
  readonly token?: string;
  readonly credsFile?: string;
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;

/** One server URL without its credentials, and those credentials (userinfo: `user:pass` or a token). */
function splitUrl(url: string): { url: string; auth: NatsAuth } {
  const parsed = new URL(SCHEME.test(url) ? url : `nats://${url}`);
  if (parsed.username === '' && parsed.password === '') return { url, auth: { kind: 'none' } };
  const user = decodeURIComponent(parsed.username);
  const pass = decodeURIComponent(parsed.password);
  const colon = url.replace(SCHEME, '').split('@')[0]?.includes(':') === true;
  parsed.username = '';
  parsed.password = '';
  return { url: parsed.href.replace(/\/$/, ''), auth: colon ? { kind: 'user', user, pass } : { kind: 'token', token: user } };
}

function same(a: NatsAuth, b: NatsAuth): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** MW_INVALID_ARGUMENT whose `got` is a description written here: a secret is never in it. */
const { refused, badCreds } = hostErrors;

function text(what: string, value: unknown): string {
  if (typeof value !== 'string' || value === '') {
    throw refused(what, 'a non-empty string', value === '' ? 'an empty string' : typeof value === 'string' ? 'a string' : typeof value);
  }
  return value;
}

/**
 * The servers without credentials and the one way the host authenticates: from the URLs' userinfo
 * (every URL that has one must have the same) or from the options; two ways at once, a password
 * without a user and the like are MW_INVALID_ARGUMENT (no secret shown). The URLs must be checked
 * server URLs (`checkServerUrl`).
 */
export function resolveAuth(servers: readonly string[], o: AuthOptions): { servers: string[]; auth: NatsAuth } {
  const split = servers.map(splitUrl);
  const inUrls = split.map((s) => s.auth).filter((a) => a.kind !== 'none');
  const first = inUrls[0];
  if (first !== undefined && inUrls.some((a) => !same(a, first))) {
    throw refused('servers', 'URLs that all carry the same credentials (or none)', 'URLs with different credentials');
  }
  const given: NatsAuth[] = [];
  if (first !== undefined) given.push(first);
  if (o.user !== undefined || o.pass !== undefined) {
    if (o.user === undefined) throw refused('pass', 'given together with user', 'a password without a user');
    given.push({ kind: 'user', user: text('user', o.user), pass: text('pass', o.pass) });
  }
  if (o.token !== undefined) given.push({ kind: 'token', token: text('token', o.token) });
  if (o.credsFile !== undefined) given.push({ kind: 'file', path: text('credsFile', o.credsFile) });
  if (given.length > 1) {
    throw refused(
      'NATS credentials',
      'one way to authenticate: a user and password or a token (in the URL or as options), or a credentials file',
      `${given.length} of them (${given.map(describeAuth).join(', ')})`,
    );
  }
  return { servers: split.map((s) => s.url), auth: given[0] ?? { kind: 'none' } };
}

/** How a host authenticates, for messages: never the secret. */
export function describeAuth(auth: NatsAuth): string {
  switch (auth.kind) {
    case 'none':
      return 'no credentials';
    case 'user':
      return `user ${JSON.stringify(auth.user)} and a password`;
    case 'token':
      return 'a token';
    case 'file':
      return `the credentials file ${JSON.stringify(auth.path)}`;
  }
}

/**
 * The connection options of `auth` for the NATS client. A credentials file is read here (a regular
 * file of at most CREDS_MAX_BYTES: MW_PATH otherwise) and must hold a user JWT with its seed or an
 * nkey seed (MW_INVALID_ARGUMENT otherwise; its content is never shown).
 */
export function connectAuth(auth: NatsAuth): { user?: string; pass?: string; token?: string; authenticator?: Authenticator } {
  switch (auth.kind) {
    case 'none':
      return {};
    case 'user':
      return { user: auth.user, pass: auth.pass };
    case 'token':
      return { token: auth.token };
    case 'file': {
      const bytes = readRegularFile(auth.path, { what: 'NATS credentials file', maxBytes: CREDS_MAX_BYTES });
      const content = bytes.toString('utf8');
      const seeds = content.match(/\bSU[A-Z2-7]{56}\b/g) ?? [];
      const jwt = /-{3,}BEGIN NATS USER JWT-{3,}/.test(content);
      if (seeds.length !== 1) {
        const got =
          seeds.length > 1 ? 'several nkey seeds' : jwt ? 'a user JWT without its nkey seed' : 'neither a user JWT nor an nkey seed';
        throw badCreds(auth.path, got);
      }
      const seed = new TextEncoder().encode(seeds[0]);
      try {
        nkeys.fromSeed(seed); // a seed whose checksum fails would only fail once the server asks
      } catch {
        throw badCreds(auth.path, 'an nkey seed that does not decode (its checksum fails)');
      }
      return { authenticator: jwt ? credsAuthenticator(new Uint8Array(bytes)) : nkeyAuthenticator(seed) };
    }
  }
}
