/**
 * Issue 24, item 13: NATS credentials for shared servers. Real nats-servers started with
 * authorization (a users file, a token, an nkey user): a host with the right credentials joins
 * (in the URL, in MESHWORK_NATS_USER / MESHWORK_NATS_PASS, or an nkey seed file in
 * MESHWORK_NATS_CREDS) and a run across host processes equals the one-host run; wrong or missing
 * credentials are MW_HOST_AUTH at once, not a hang; a secret never appears in an error.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorCodes, MeshworkError } from '@meshwork/runtime';
import { nkeys } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectFromEnv, connectHosts, HostErrorCodes, launchHosts, readLaunchEnv } from '../src/index.ts';
import { connectAll, jobId, type NatsServer, rejection, startNatsServer } from './helpers.ts';
import { deterministic, exampleProgram, type HybridSpec, oneHost, startHosts } from './hybrid-helpers.ts';

const HOST = fileURLToPath(new URL('./fixtures/host.mjs', import.meta.url));
const PASSWORD = 'pw-Alice-7f3a';
const TOKEN = 'tok-9c1e-secret';

let dir: string;
let users: NatsServer;
let token: NatsServer;
let nkey: NatsServer;
/** An nkey seed file of the user the nkey server knows, and one of a user it does not. */
let seedFile: string;
let strangerSeedFile: string;
let seed: string;

/** host:port of a server (its URL without the scheme), to build URLs with credentials. */
const hostPort = (s: NatsServer) => s.url.replace(/^nats:\/\//, '');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'meshwork-nats-auth-'));
  const usersConf = join(dir, 'users.conf');
  writeFileSync(usersConf, `authorization {\n  users = [\n    { user: alice, password: "${PASSWORD}" }\n  ]\n}\n`);
  const user = nkeys.createUser();
  seed = new TextDecoder().decode(user.getSeed());
  seedFile = join(dir, 'host.nk');
  writeFileSync(seedFile, `${seed}\n`);
  strangerSeedFile = join(dir, 'stranger.nk');
  writeFileSync(strangerSeedFile, `${new TextDecoder().decode(nkeys.createUser().getSeed())}\n`);
  const nkeyConf = join(dir, 'nkey.conf');
  writeFileSync(nkeyConf, `authorization {\n  users = [\n    { nkey: ${user.getPublicKey()} }\n  ]\n}\n`);
  [users, token, nkey] = await Promise.all([
    startNatsServer({ args: ['-c', usersConf] }),
    startNatsServer({ args: ['--auth', TOKEN] }),
    startNatsServer({ args: ['-c', nkeyConf] }),
  ]);
});

afterAll(async () => {
  await Promise.all([users?.stop(), token?.stop(), nkey?.stop()]);
  await rm(dir, { recursive: true, force: true });
});

/** Two transports of one job exchange a message both ways, then close. */
async function exchange(extra: Parameters<typeof connectAll>[2], server: NatsServer): Promise<void> {
  const [a, b] = await connectAll(server, 2, extra);
  if (a === undefined || b === undefined) throw new Error('two transports expected');
  try {
    const got: string[] = [];
    const heard = new Promise<void>((resolve) => {
      for (const t of [a, b])
        t.onMessage((from, _stream, bytes) => {
          got.push(`${from}:${new TextDecoder().decode(bytes)}`);
          if (got.length === 2) resolve();
        });
    });
    await a.send(1, 0, new TextEncoder().encode('hi b'));
    await b.send(0, 0, new TextEncoder().encode('hi a'));
    await heard;
    expect(got.sort()).toEqual(['0:hi b', '1:hi a']);
    for (const t of [a, b]) {
      expect(t.describe).not.toContain(PASSWORD);
      expect(t.describe).not.toContain(TOKEN);
    }
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
}

/** The MW_HOST_AUTH (or other typed) error of a connection, and how long it took. */
async function refusal(p: Promise<unknown>, code: string = HostErrorCodes.HOST_AUTH): Promise<MeshworkError> {
  const started = Date.now();
  const err = await rejection(p);
  expect(err).toBeInstanceOf(MeshworkError);
  expect((err as MeshworkError).code, err.message).toBe(code);
  expect(Date.now() - started).toBeLessThan(5000);
  for (const secret of [PASSWORD, TOKEN, seed, 'wrong-pw']) expect(err.message).not.toContain(secret);
  return err as MeshworkError;
}

const one = (server: NatsServer | string, extra: Record<string, unknown> = {}) =>
  connectHosts({
    servers: typeof server === 'string' ? server : server.url,
    host: 0,
    hosts: 1,
    job: jobId('auth'),
    connectTimeoutMs: 4000,
    helloTimeoutMs: 4000,
    ...extra,
  });

describe('hosts with the right credentials join', () => {
  it('user and password in the URL', async () => {
    await exchange({ job: jobId() }, { ...users, url: `nats://alice:${PASSWORD}@${hostPort(users)}` });
  });

  it('user and password as options', async () => {
    await exchange({ user: 'alice', pass: PASSWORD }, users);
  });

  it('a token in the URL', async () => {
    await exchange({}, { ...token, url: `nats://${TOKEN}@${hostPort(token)}` });
  });

  it('an nkey seed file', async () => {
    await exchange({ credsFile: seedFile }, nkey);
  });
});

describe('a run across host processes authenticated through the environment equals the one-host run', () => {
  const spec: HybridSpec = {
    topology: 'chain:2',
    program: exampleProgram('stencil'),
    options: { rows: 40, cols: 30, iterations: 20, boundary: 1, seed: 3, storage: 'distributed', gather: true },
  };

  it.each([
    ['MESHWORK_NATS_USER and MESHWORK_NATS_PASS', () => users, () => ({ MESHWORK_NATS_USER: 'alice', MESHWORK_NATS_PASS: PASSWORD })],
    ['MESHWORK_NATS_CREDS (an nkey seed file)', () => nkey, () => ({ MESHWORK_NATS_CREDS: seedFile })],
  ])(
    '%s',
    async (_name, server, env) => {
      const expected = deterministic(await oneHost(spec));
      const procs = startHosts(2, server().url, spec, () => [], env());
      const codes = await procs.exited;
      expect(codes, procs.stderr.join('\n')).toEqual([0, 0]);
      for (const [h, lines] of procs.lines.entries()) {
        const line = lines[0];
        if (line?.kind !== 'result') throw new Error(`host ${h}: ${JSON.stringify(line?.value)} ${procs.stderr[h]}`);
        expect(line.value.placement).toContain('on 2 hosts');
        expect(deterministic(line.value.results)).toEqual(expected);
      }
    },
    120_000,
  );
});

describe('wrong or missing credentials: MW_HOST_AUTH at once, no secret shown', () => {
  it('a wrong password', async () => {
    const err = await refusal(one(users, { user: 'alice', pass: 'wrong-pw' }));
    expect(err.message).toContain(
      `the NATS server ${users.url} refused this host (Authorization Violation), which authenticated with user "alice"`,
    );
  });

  it('a wrong password in the URL: the URL in the message has no password', async () => {
    const err = await refusal(one(`nats://alice:wrong-pw@${hostPort(users)}`));
    expect(err.message).toContain(`the NATS server ${users.url} refused this host`);
  });

  it('no credentials where the server asks for some', async () => {
    expect((await refusal(one(users))).message).toContain('which authenticated with no credentials');
    await refusal(one(token));
    await refusal(one(nkey));
  });

  it('a wrong token', async () => {
    expect((await refusal(one(`nats://wrong-pw@${hostPort(token)}`))).message).toContain('which authenticated with a token');
  });

  it("an nkey the server does not know, and the users server given the nkey server's user", async () => {
    expect((await refusal(one(nkey, { credsFile: strangerSeedFile }))).message).toContain(
      `the credentials file ${JSON.stringify(strangerSeedFile)}`,
    );
    await refusal(one(users, { credsFile: seedFile }));
  });

  it('through the environment (connectFromEnv)', async () => {
    const env = { MESHWORK_HOST: '0', MESHWORK_HOSTS: '1', MESHWORK_JOB: jobId('env'), MESHWORK_NATS: users.url };
    await refusal(connectFromEnv({ env: { ...env, MESHWORK_NATS_USER: 'alice', MESHWORK_NATS_PASS: 'wrong-pw' }, connectTimeoutMs: 4000 }));
    await refusal(connectFromEnv({ env, connectTimeoutMs: 4000 }));
  });
});

describe('launchHosts (meshwork launch) against a server with authorization', () => {
  it('credentials in the nats URL reach every host; the result shows the URL without the password', async () => {
    const lines: string[] = [];
    const r = await launchHosts({
      hosts: 2,
      command: process.execPath,
      args: [HOST, 'exchange'],
      nats: `nats://alice:${PASSWORD}@${hostPort(users)}`,
      onLine: (h, stream, line) => lines.push(`${h} ${stream} ${line}`),
    });
    expect(r.code, lines.join('\n')).toBe(0);
    expect(r.nats).toBe(`nats://alice:***@${hostPort(users)}`);
    expect(lines.filter((l) => l.includes('hello from'))).toHaveLength(2);
  }, 60_000);

  it('a wrong password in the environment: every host fails at once with MW_HOST_AUTH, no hang, no secret', async () => {
    const lines: string[] = [];
    const started = Date.now();
    const r = await launchHosts({
      hosts: 2,
      command: process.execPath,
      args: [HOST, 'exchange'],
      nats: users.url,
      env: { ...process.env, MESHWORK_NATS_USER: 'alice', MESHWORK_NATS_PASS: 'wrong-pw' },
      onLine: (h, stream, line) => lines.push(`${h} ${stream} ${line}`),
    });
    expect(r.code).not.toBe(0);
    expect(Date.now() - started).toBeLessThan(20_000);
    const output = lines.join('\n');
    expect(output).toContain('MW_HOST_AUTH');
    expect(output).not.toContain('wrong-pw');
  }, 60_000);
});

describe('credentials that cannot be used are refused before connecting', () => {
  it('a credentials file that is a FIFO, a folder or missing: MW_PATH', async () => {
    const fifo = join(dir, 'creds.fifo');
    execFileSync('mkfifo', [fifo]);
    expect((await refusal(one(nkey, { credsFile: fifo }), ErrorCodes.PATH)).message).toContain('got a FIFO');
    expect((await refusal(one(nkey, { credsFile: dir }), ErrorCodes.PATH)).message).toContain('got a directory');
    await refusal(one(nkey, { credsFile: join(dir, 'none.creds') }), ErrorCodes.PATH);
  });

  it('a file with no seed, or a seed whose checksum fails: MW_INVALID_ARGUMENT, its content not shown', async () => {
    const junk = join(dir, 'junk.creds');
    writeFileSync(junk, 'hunter2 is my password\n');
    const err = await refusal(one(nkey, { credsFile: junk }), ErrorCodes.INVALID_ARGUMENT);
    expect(err.message).toContain('got neither a user JWT nor an nkey seed');
    expect(err.message).not.toContain('hunter2');
    const broken = join(dir, 'broken.nk');
    // a letter in the middle changed: the key's bytes change and the checksum no longer matches
    writeFileSync(broken, `${seed.slice(0, 20)}${seed[20] === 'A' ? 'B' : 'A'}${seed.slice(21)}\n`);
    expect((await refusal(one(nkey, { credsFile: broken }), ErrorCodes.INVALID_ARGUMENT)).message).toContain('checksum fails');
  });

  it('two ways at once, a password without a user: MW_INVALID_ARGUMENT', async () => {
    const both = await refusal(one(`nats://alice:${PASSWORD}@${hostPort(users)}`, { credsFile: seedFile }), ErrorCodes.INVALID_ARGUMENT);
    expect(both.message).toContain('NATS credentials must be one way to authenticate');
    await refusal(one(users, { pass: PASSWORD }), ErrorCodes.INVALID_ARGUMENT);
  });
});

describe('the environment variables of credentials (readLaunchEnv)', () => {
  const base = { MESHWORK_HOST: '0', MESHWORK_HOSTS: '2', MESHWORK_JOB: 'j' };
  const envError = (env: Record<string, string>): MeshworkError => {
    let caught: unknown;
    try {
      readLaunchEnv(env);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(MeshworkError);
    expect((caught as MeshworkError).code).toBe(HostErrorCodes.HOST_ENV);
    expect((caught as MeshworkError).message).not.toContain(PASSWORD);
    return caught as MeshworkError;
  };

  it('are read: user and password, or a credentials file', () => {
    expect(readLaunchEnv({ ...base, MESHWORK_NATS_USER: 'alice', MESHWORK_NATS_PASS: PASSWORD })).toMatchObject({
      user: 'alice',
      pass: PASSWORD,
    });
    expect(readLaunchEnv({ ...base, MESHWORK_NATS_CREDS: '/etc/nats/host.creds' })).toMatchObject({ credsFile: '/etc/nats/host.creds' });
    expect(readLaunchEnv(base)).not.toHaveProperty('user');
  });

  it('half a pair, two ways at once, or beside credentials in the URL: MW_HOST_ENV naming the variable', () => {
    expect(envError({ ...base, MESHWORK_NATS_PASS: PASSWORD }).message).toContain(
      'MESHWORK_NATS_USER must be set along with MESHWORK_NATS_PASS',
    );
    expect(envError({ ...base, MESHWORK_NATS_USER: 'alice' }).message).toContain(
      'MESHWORK_NATS_PASS must be set along with MESHWORK_NATS_USER',
    );
    expect(
      envError({ ...base, MESHWORK_NATS_USER: 'alice', MESHWORK_NATS_PASS: PASSWORD, MESHWORK_NATS_CREDS: '/x.creds' }).message,
    ).toContain('MESHWORK_NATS_CREDS must be unset when MESHWORK_NATS_USER is set');
    expect(envError({ ...base, MESHWORK_NATS: `nats://bob:${PASSWORD}@h:4222`, MESHWORK_NATS_CREDS: '/x.creds' }).message).toContain(
      'MESHWORK_NATS_CREDS must be unset when the NATS URL carries credentials',
    );
  });
});
