/** The launch environment: the four variable families in their order, job ids, and typed errors for bad values. */
import { ErrorCodes, MeshworkError } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { connectHosts, DEFAULT_NATS_URL, HostErrorCodes, launchHosts, readLaunchEnv } from '../src/index.ts';
import { rejection } from './helpers.ts';

function envError(env: Record<string, string>): MeshworkError {
  try {
    readLaunchEnv(env);
  } catch (err) {
    expect(err).toBeInstanceOf(MeshworkError);
    expect((err as MeshworkError).code).toBe(HostErrorCodes.HOST_ENV);
    return err as MeshworkError;
  }
  throw new Error('expected MW_HOST_ENV');
}

describe('readLaunchEnv', () => {
  it('MESHWORK_*: host, hosts, NATS URL and job as given', () => {
    expect(readLaunchEnv({ MESHWORK_HOST: '2', MESHWORK_HOSTS: '4', MESHWORK_NATS: 'nats://10.0.0.1:4222', MESHWORK_JOB: 'j-1' })).toEqual({
      host: 2,
      hosts: 4,
      nats: 'nats://10.0.0.1:4222',
      job: 'j-1',
      source: 'meshwork',
    });
  });

  it('Open MPI (mpirun): OMPI_COMM_WORLD_RANK/SIZE, job from OMPI_MCA_ess_base_jobid, else PMIX_NAMESPACE, else the HNP URI', () => {
    const ompi = { OMPI_COMM_WORLD_RANK: '1', OMPI_COMM_WORLD_SIZE: '2', OMPI_MCA_orte_hnp_uri: '1752694784.0;tcp://192.0.2.2:37959' };
    expect(readLaunchEnv({ ...ompi, OMPI_MCA_ess_base_jobid: '1752694785', PMIX_NAMESPACE: 'ns' })).toEqual({
      host: 1,
      hosts: 2,
      nats: DEFAULT_NATS_URL,
      job: 'openmpi-1752694785',
      source: 'openmpi',
    });
    expect(readLaunchEnv({ ...ompi, PMIX_NAMESPACE: 'ns.7' }).job).toBe('openmpi-ns_7');
    expect(readLaunchEnv(ompi).job).toBe('openmpi-1752694784_0');
  });

  it('PMI: PMI_RANK/PMI_SIZE, job from PMIX_NAMESPACE or Slurm, else MESHWORK_JOB is required', () => {
    expect(readLaunchEnv({ PMI_RANK: '0', PMI_SIZE: '3', PMIX_NAMESPACE: 'abc', NATS_URL: 'nats://h:1' })).toEqual({
      host: 0,
      hosts: 3,
      nats: 'nats://h:1',
      job: 'pmi-abc',
      source: 'pmi',
    });
    expect(readLaunchEnv({ PMI_RANK: '0', PMI_SIZE: '3', SLURM_JOB_ID: '99', SLURM_STEP_ID: '2' }).job).toBe('pmi-99_2');
    expect(envError({ PMI_RANK: '0', PMI_SIZE: '3' }).message).toContain('MESHWORK_JOB must be set (the pmi variables give no job id');
    expect(readLaunchEnv({ PMI_RANK: '0', PMI_SIZE: '3', MESHWORK_JOB: 'mine' }).job).toBe('mine');
  });

  it('Slurm (srun): SLURM_PROCID/SLURM_NTASKS, job from SLURM_JOB_ID and SLURM_STEP_ID', () => {
    expect(readLaunchEnv({ SLURM_PROCID: '3', SLURM_NTASKS: '4', SLURM_JOB_ID: '4711', SLURM_STEP_ID: '0' })).toEqual({
      host: 3,
      hosts: 4,
      nats: DEFAULT_NATS_URL,
      job: 'slurm-4711_0',
      source: 'slurm',
    });
    expect(readLaunchEnv({ SLURM_PROCID: '0', SLURM_NTASKS: '1', SLURM_JOB_ID: '4711' }).job).toBe('slurm-4711');
  });

  it('the order: MESHWORK_* over Open MPI over PMI over Slurm; MESHWORK_JOB and MESHWORK_NATS win everywhere', () => {
    const all = {
      MESHWORK_HOST: '0',
      MESHWORK_HOSTS: '1',
      OMPI_COMM_WORLD_RANK: '1',
      OMPI_COMM_WORLD_SIZE: '2',
      OMPI_MCA_ess_base_jobid: '5',
      PMI_RANK: '2',
      PMI_SIZE: '3',
      SLURM_PROCID: '3',
      SLURM_NTASKS: '4',
      SLURM_JOB_ID: '6',
      MESHWORK_JOB: 'job',
    };
    expect(readLaunchEnv(all).source).toBe('meshwork');
    const { MESHWORK_HOST: _h, MESHWORK_HOSTS: _n, ...noMeshwork } = all;
    expect(readLaunchEnv(noMeshwork)).toMatchObject({ source: 'openmpi', host: 1, hosts: 2, job: 'job' });
    const { OMPI_COMM_WORLD_RANK: _r, OMPI_COMM_WORLD_SIZE: _s, ...noOmpi } = noMeshwork;
    expect(readLaunchEnv(noOmpi)).toMatchObject({ source: 'pmi', host: 2, hosts: 3 });
    const { PMI_RANK: _p, PMI_SIZE: _q, ...onlySlurm } = noOmpi;
    expect(readLaunchEnv({ ...onlySlurm, MESHWORK_NATS: 'nats://a:1,nats://b:2' })).toMatchObject({
      source: 'slurm',
      host: 3,
      hosts: 4,
      nats: 'nats://a:1,nats://b:2',
    });
  });

  it('bad values are MW_HOST_ENV naming the variable, what was expected and what came', () => {
    expect(envError({}).message).toContain('expected MESHWORK_HOST and MESHWORK_HOSTS, OMPI_COMM_WORLD_RANK');
    expect(envError({ MESHWORK_HOST: 'one', MESHWORK_HOSTS: '2', MESHWORK_JOB: 'j' }).message).toBe(
      'launch environment: MESHWORK_HOST must be an integer in [0, 65535], got string "one"',
    );
    expect(envError({ MESHWORK_HOST: '1.5', MESHWORK_HOSTS: '2', MESHWORK_JOB: 'j' }).message).toContain(
      'MESHWORK_HOST must be an integer',
    );
    expect(envError({ MESHWORK_HOST: '-1', MESHWORK_HOSTS: '2', MESHWORK_JOB: 'j' }).message).toContain('MESHWORK_HOST must be an integer');
    expect(envError({ MESHWORK_HOST: '2', MESHWORK_HOSTS: '2', MESHWORK_JOB: 'j' }).message).toBe(
      'launch environment: MESHWORK_HOST must be below MESHWORK_HOSTS (2), got string "2"',
    );
    expect(envError({ OMPI_COMM_WORLD_RANK: '0', OMPI_COMM_WORLD_SIZE: '0' }).message).toContain(
      'OMPI_COMM_WORLD_SIZE must be an integer in [1, 65535], got string "0"',
    );
    expect(envError({ SLURM_PROCID: '0', SLURM_NTASKS: '70000', SLURM_JOB_ID: '1' }).message).toContain(
      'SLURM_NTASKS must be an integer in [1, 65535]',
    );
    expect(envError({ MESHWORK_HOST: '0', MESHWORK_JOB: 'j' }).message).toContain('MESHWORK_HOSTS must be set along with MESHWORK_HOST');
    expect(envError({ PMI_SIZE: '2', PMIX_NAMESPACE: 'x' }).message).toContain('PMI_RANK must be set along with PMI_SIZE');
    expect(envError({ MESHWORK_HOST: '0', MESHWORK_HOSTS: '1', MESHWORK_JOB: 'a.b' }).message).toContain(
      "MESHWORK_JOB must be 1 to 128 letters, digits, '-' or '_'",
    );
    expect(envError({ MESHWORK_HOST: '0', MESHWORK_HOSTS: '1' }).message).toContain('MESHWORK_JOB must be set');
  });

  it('a NATS URL that is not one is MW_HOST_ENV naming the variable, its password never shown', () => {
    const base = { MESHWORK_HOST: '0', MESHWORK_HOSTS: '1', MESHWORK_JOB: 'j' };
    expect(envError({ ...base, MESHWORK_NATS: 'http://h:1' }).message).toBe(
      'launch environment: MESHWORK_NATS must be a NATS server URL: nats://host[:port] (or tls://host[:port], or host:port), or several comma-separated, got string "http://h:1"',
    );
    expect(envError({ ...base, NATS_URL: 'nats://a:1,not a url' }).message).toContain('NATS_URL must be a NATS server URL');
    const secret = envError({ ...base, MESHWORK_NATS: 'nats://alice:s3cret@h:1/x' }).message;
    expect(secret).toContain('"nats://alice:***@h:1/x"');
    expect(secret).not.toContain('s3cret');
  });
});

describe('server URLs given to connectHosts and launchHosts', () => {
  it('are checked before any connection or process: MW_INVALID_ARGUMENT, no secret shown', async () => {
    const bad = await rejection(connectHosts({ servers: 'http://127.0.0.1:1', host: 0, hosts: 1, job: 'j' }));
    expect((bad as MeshworkError).code).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(bad.message).toContain('servers must be a NATS server URL');
    const launched = await rejection(launchHosts({ hosts: 1, command: process.execPath, nats: 'nats://u:pw123@h:1/path' }));
    expect((launched as MeshworkError).code).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(launched.message).toBe(
      'nats must be a NATS server URL: nats://host[:port] (or tls://host[:port], or host:port), got string "nats://u:***@h:1/path"',
    );
  });
});
