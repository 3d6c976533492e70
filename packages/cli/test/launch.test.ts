/** `meshwork launch`: N host processes with a nats-server it starts, prefixed output, the first failure's exit code. */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { meshwork, tempDir } from './helpers.ts';

const HOST = fileURLToPath(new URL('./fixtures/launch-host.mjs', import.meta.url));

describe('meshwork launch', () => {
  it('--hosts 3 -- node host.mjs: the hosts meet over NATS; output prefixed by host; exit 0', () => {
    const r = meshwork(['launch', '--hosts', '3', '--job', 'cli-job', '--', process.execPath, HOST], tempDir());
    expect(r.stderr).toContain('[host 1] host 1 sent');
    expect(r.stderr).toContain('[host 2] host 2 sent');
    expect(r.stdout).toBe('[host 0] sum of host indices 3 over 3 hosts, job cli-job\n');
    expect(r.code).toBe(0);
  }, 120_000);

  it('a host that exits 5 makes the launch exit 5 with one line naming it', () => {
    const r = meshwork(['launch', '--hosts', '2', '--', process.execPath, HOST, '5'], tempDir());
    expect(r.code).toBe(5);
    expect(r.stderr).toContain('meshwork: host 1 exited with code 5');
  }, 120_000);

  it('usage errors exit 2: no command, a bad host count, a bad job id', () => {
    expect(meshwork(['launch', '--hosts', '2'], tempDir()).code).toBe(2);
    const bad = meshwork(['launch', '--hosts', 'zero', '--', 'true'], tempDir());
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('meshwork: --hosts must be an integer in [1, 65535], got "zero"\n');
    const job = meshwork(['launch', '--hosts', '1', '--nats', 'nats://127.0.0.1:1', '--job', 'a.b', '--', 'true'], tempDir());
    expect(job.code).toBe(2);
    expect(job.stderr).toContain("job must be 1 to 128 letters, digits, '-' or '_'");
  }, 120_000);
});
