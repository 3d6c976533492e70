/**
 * A malformed launch environment (the hosts package's MW_HOST_ENV) is the user's to fix: the
 * `meshwork` command says so on one line and exits 2, before any run; the harness alone, which sits
 * below the hosts package, counts it as a failed run unless told.
 */
import { captureOutput, classify } from '@meshwork/harness';
import { HostErrorCodes, readLaunchEnv } from '@meshwork/hosts';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../src/program.ts';

const saved = { host: process.env.MESHWORK_HOST, hosts: process.env.MESHWORK_HOSTS };
afterEach(() => {
  if (saved.host === undefined) delete process.env.MESHWORK_HOST;
  else process.env.MESHWORK_HOST = saved.host;
  if (saved.hosts === undefined) delete process.env.MESHWORK_HOSTS;
  else process.env.MESHWORK_HOSTS = saved.hosts;
});

describe('a malformed launch environment', () => {
  it('meshwork run under MESHWORK_HOSTS=zero: MW_HOST_ENV naming the variable, exit 2', async () => {
    delete process.env.MESHWORK_HOST;
    process.env.MESHWORK_HOSTS = 'zero';
    const out = captureOutput();
    const code = await main(['run', 'sieve', '--quick', '--repeat', '1'], out);
    expect(out.written.stderr).toBe(
      'meshwork: [MW_HOST_ENV] launch environment: MESHWORK_HOST must be set along with MESHWORK_HOSTS, got undefined\n',
    );
    expect(code).toBe(2);
    expect(out.written.stdout).toBe('');
  });

  it('classify: exit 2 with the hosts code among the usage codes, 1 without', () => {
    let err: unknown;
    try {
      readLaunchEnv({ MESHWORK_HOST: '0', MESHWORK_HOSTS: 'zero' });
    } catch (e) {
      err = e;
    }
    expect((err as { code?: string }).code).toBe(HostErrorCodes.HOST_ENV);
    expect(classify(err, new Set([HostErrorCodes.HOST_ENV])).code).toBe(2);
    expect(classify(err).code).toBe(1);
  });
});
