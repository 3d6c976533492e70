/** launchHosts: N processes with the MESHWORK_* variables, prefixed output, the first failure's exit code, no orphans. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { launchHosts } from '../src/index.ts';

const HOST = fileURLToPath(new URL('./fixtures/host.mjs', import.meta.url));
const MISBEHAVE = fileURLToPath(new URL('./fixtures/misbehave.mjs', import.meta.url));

/** Whether `pid` still runs (a zombie waiting for its reaper does not: in a container, PID 1 may never reap). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc: kill(pid, 0) has the last word
  }
}

describe('launchHosts', () => {
  it('3 hosts exchange messages through a nats-server it starts and stops; exit code 0', async () => {
    const lines: string[] = [];
    const r = await launchHosts({
      hosts: 3,
      command: process.execPath,
      args: [HOST, 'exchange'],
      onLine: (host, stream, line) => lines.push(`${host} ${stream} ${line}`),
    });
    expect(r.code).toBe(0);
    expect(r.codes).toEqual([0, 0, 0]);
    expect(r.failed).toBeUndefined();
    expect(r.job).toMatch(/^mw-[0-9a-f]{12}$/);
    expect(r.nats).toMatch(/^nats:\/\/127\.0\.0\.1:\d+$/);
    for (let h = 0; h < 3; h++) {
      const line = lines.find((l) => l.startsWith(`${h} stdout {`));
      const got = JSON.parse((line as string).slice(`${h} stdout `.length)) as {
        host: number;
        job: string;
        got: { from: number; text: string }[];
      };
      expect(got.host).toBe(h);
      expect(got.job).toBe(r.job);
      expect(got.got.map((g) => g.text)).toEqual([0, 1, 2].filter((f) => f !== h).map((f) => `hello from ${f}`));
    }
  }, 120_000);

  it('host 1 exits 7: the launch ends with 7, the others (and their children) are killed, partial lines are kept', async () => {
    const lines: string[] = [];
    let signalled = false;
    const r = await launchHosts({
      hosts: 3,
      command: process.execPath,
      args: [MISBEHAVE],
      nats: 'nats://127.0.0.1:4999',
      job: 'given-job',
      // Ample: the hosts die at SIGTERM at once; a stalled host must not be SIGKILLed (137) first.
      killGraceMs: 10_000,
      onLine: (host, stream, line) => {
        lines.push(`${host} ${stream} ${line}`);
        // Once hosts 0 and 2 have started their children, tell host 1 to fail.
        const waiting = lines.map((l) => /^1 stdout waiting (\d+)$/.exec(l)?.[1]).find((p) => p !== undefined);
        if (waiting !== undefined && lines.filter((l) => l.includes('grandchild')).length === 2 && !signalled) {
          signalled = true;
          process.kill(Number(waiting), 'SIGUSR1');
        }
      },
    });
    expect(r.code).toBe(7);
    expect(r.failed).toBe(1);
    expect(r.codes[1]).toBe(7);
    expect(r.codes[0]).toBe(143); // SIGTERM
    expect(r.codes[2]).toBe(143);
    expect(lines).toContain('0 stdout vars 0/3 given-job nats://127.0.0.1:4999');
    expect(lines).toContain('1 stderr host 1 gives up');
    expect(lines).toContain('2 stdout partial line without newline');
    // The hosts printed their children's pids: all gone.
    const pids = lines.flatMap((l) => {
      const m = /^\d stdout grandchild (\d+)$/.exec(l);
      return m === null ? [] : [Number(m[1])];
    });
    expect(pids).toHaveLength(2);
    // A SIGTERMed process is gone once the kernel next runs it: wait for that, with a deadline.
    const until = Date.now() + 10_000;
    while (pids.some(alive) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(pids.filter(alive)).toEqual([]);
  }, 120_000);

  it('abort stops every host; a missing program is exit code 127', async () => {
    const ac = new AbortController();
    const started = launchHosts({
      hosts: 2,
      command: process.execPath,
      args: [MISBEHAVE],
      nats: 'nats://x:1',
      signal: ac.signal,
      onLine: () => {},
    });
    setTimeout(() => ac.abort(), 150);
    const r = await started;
    expect(r.aborted).toBe(true);
    const missing = await launchHosts({ hosts: 2, command: 'no-such-program-here', nats: 'nats://x:1', onLine: () => {} });
    expect(missing.code).toBe(127);
  }, 120_000);
});
