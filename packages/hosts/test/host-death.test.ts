/**
 * A host process that dies (SIGKILL, so it never says goodbye) is reported as MW_HOST_LOST naming
 * it, once nothing was heard from it for the 2.5 s silence deadline. The test waits far longer
 * (a loaded host stalls for seconds) and prints the measured time; the bench reports it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ErrorCodes, type MeshworkError } from '@meshwork/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectHosts } from '../src/index.js';
import { jobId, type NatsServer, rejection, startNatsServer, until } from './helpers.js';

const HOST = fileURLToPath(new URL('./fixtures/host.mjs', import.meta.url));

let server: NatsServer;
let child: ChildProcess | undefined;
beforeAll(async () => {
  server = await startNatsServer();
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await server?.stop();
});

describe('a host process dies', () => {
  it('host 1 (a child process) is killed: host 0 gets MW_HOST_LOST naming host 1 after 2.5 s of silence; sends reject', async () => {
    const job = jobId();
    child = spawn(process.execPath, [HOST, 'idle'], {
      env: { ...process.env, MESHWORK_HOST: '1', MESHWORK_HOSTS: '2', MESHWORK_NATS: server.url, MESHWORK_JOB: job },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
    });
    const t = await connectHosts({ servers: server.url, host: 0, hosts: 2, job, helloTimeoutMs: 30_000 });
    let failure: Error | undefined;
    t.onFailure((e) => {
      failure = e;
    });
    await until(() => out.includes('ready host 1'), 30_000, 'host 1 to be ready');
    await t.send(1, 0, new Uint8Array(10));
    const killedAt = Date.now();
    child.kill('SIGKILL');
    await until(() => failure !== undefined, 20_000, 'MW_HOST_LOST');
    process.stderr.write(`host-death: MW_HOST_LOST ${Date.now() - killedAt} ms after the kill\n`);
    expect((failure as MeshworkError).code).toBe(ErrorCodes.HOST_LOST);
    expect(failure?.message).toMatch(/^lost host 1: nothing heard for 2500 ms/);
    expect(((await rejection(t.send(1, 0, new Uint8Array(1)))) as MeshworkError).code).toBe(ErrorCodes.HOST_LOST);
    await t.close();
  }, 120_000);
});
