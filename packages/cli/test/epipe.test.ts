/** A reader that closes the pipe early (`meshwork ... | head`) ends the CLI quietly with status 0, not an EPIPE crash. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI, tempDir } from './helpers.ts';

describe('meshwork piped into a reader that stops early', () => {
  it('topo hypercube:12 --json | head -c 10: exit 0, nothing on stderr', () => {
    // 2.6 MB of JSON: far more than a pipe buffer, so the writes after head exits meet a closed pipe.
    const r = spawnSync(
      'bash',
      ['-c', `"${process.execPath}" "${CLI}" topo hypercube:12 --json | head -c 10; echo "status \${PIPESTATUS[0]}" >&2`],
      {
        cwd: tempDir(),
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(r.stdout).toBe('{\n  "spec"');
    expect(r.stderr).toBe('status 0\n');
  }, 120_000);
});
