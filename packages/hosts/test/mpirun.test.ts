/** Open MPI launches two host processes with no MPI binding: each learns its place from OMPI_* and they exchange a message over NATS. */
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NatsServer, startNatsServer } from './helpers.js';

const HOST = fileURLToPath(new URL('./fixtures/host.mjs', import.meta.url));
const mpirun = spawnSync('mpirun', ['--version'], { encoding: 'utf8' });
const hasMpirun = mpirun.status === 0;
if (!hasMpirun) process.stdout.write('mpirun.test.ts: skipped, mpirun is not installed (Debian: apt-get install openmpi-bin)\n');

let server: NatsServer | undefined;
beforeAll(async () => {
  if (hasMpirun) server = await startNatsServer();
});
afterAll(async () => {
  await server?.stop();
});

describe.skipIf(!hasMpirun)('mpirun -np 2 node host.mjs', () => {
  it('both processes connect from the OMPI_* variables under one derived job id and exchange a message', () => {
    const env: Record<string, string | undefined> = { ...process.env, MESHWORK_NATS: server?.url };
    for (const k of Object.keys(env)) if (/^(MESHWORK_(HOST|HOSTS|JOB)|PMI_|SLURM_)/.test(k)) delete env[k];
    const out = execFileSync(
      'mpirun',
      ['--allow-run-as-root', '--oversubscribe', '-np', '2', '-x', 'MESHWORK_NATS', process.execPath, HOST, 'exchange'],
      { env, encoding: 'utf8', timeout: 90_000 },
    );
    const lines = out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { host: number; hosts: number; job: string; got: { from: number; stream: number; text: string }[] })
      .sort((a, b) => a.host - b.host);
    expect(lines.map((l) => l.host)).toEqual([0, 1]);
    expect(lines.every((l) => l.hosts === 2)).toBe(true);
    expect(lines[0]?.job).toMatch(/^openmpi-/);
    expect(lines[0]?.job).toBe(lines[1]?.job);
    expect(lines[0]?.got).toEqual([{ from: 1, stream: 5, text: 'hello from 1' }]);
    expect(lines[1]?.got).toEqual([{ from: 0, stream: 5, text: 'hello from 0' }]);
  }, 120_000);
});
