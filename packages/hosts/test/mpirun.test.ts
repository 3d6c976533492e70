/**
 * Open MPI launches host processes with no MPI binding: each learns its place from OMPI_* (the
 * NATS server from MESHWORK_NATS; the job id derives from Open MPI's). Two processes run wator with
 * gde on a hybrid cluster, bit-identical to the one-host run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deserialize } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NatsServer, startNatsServer } from './helpers.ts';
import { deterministic, exampleProgram, HOST_SCRIPT, type HostOutput, type HybridSpec, oneHost } from './hybrid-helpers.ts';

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

/** This environment minus every other launch variable, with MESHWORK_NATS: mpirun must supply the rest. */
function mpiEnv(): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env, MESHWORK_NATS: server?.url };
  for (const k of Object.keys(env)) if (/^(MESHWORK_(HOST|HOSTS|JOB)|PMI_|SLURM_)/.test(k)) delete env[k];
  return env;
}

describe.skipIf(!hasMpirun)('mpirun -np 2 node hybrid-host.mjs', () => {
  it('wator with gde across 2 processes launched by mpirun equals the one-host run bit for bit', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'mw-mpirun-'));
    try {
      const spec: HybridSpec = {
        topology: 'ring:2',
        program: exampleProgram('wator'),
        options: {
          ...{ rows: 40, cols: 20, steps: 10, seed: 77, minnowBreed: 3, sharkBreed: 6, starve: 3 },
          ...{ minnowDensity: 0.4, sharkDensity: 0.1, storage: 'distributed', balancer: 'gde', every: 2, gather: true },
        },
        outDir,
      };
      const expected = deterministic(await oneHost(spec));
      execFileSync(
        'mpirun',
        [
          ...['--allow-run-as-root', '--oversubscribe', '-np', '2', '-x', 'MESHWORK_NATS'],
          ...[process.execPath, HOST_SCRIPT, JSON.stringify(spec)],
        ],
        { env: mpiEnv(), encoding: 'utf8', timeout: 120_000 },
      );
      for (const h of [0, 1]) {
        const line = readFileSync(join(outDir, `host-${h}.txt`), 'utf8').trim();
        expect(line.startsWith('result '), line).toBe(true);
        const out = deserialize(Buffer.from(line.slice(7), 'base64')) as HostOutput;
        expect(out.host).toBe(h);
        expect(out.placement).toContain('on 2 hosts');
        expect(deterministic(out.results)).toEqual(expected);
      }
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 180_000);
});
