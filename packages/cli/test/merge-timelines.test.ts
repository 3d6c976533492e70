/**
 * `meshwork merge-timelines`: the hosts' files of a run become one file whose arrows between hosts
 * are joined; a missing file or option stops it with exit 2 and one line, before anything is written.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { meshwork, meshworkJson, tempDir } from './helpers.ts';

/** A host's timeline as a run on 2 hosts writes it (one rank per host). */
function hostFile(dir: string, host: number, origin: number, events: object[]): string {
  const path = join(dir, `run.host${host}.json`);
  const meta = [
    { ph: 'M', name: 'process_name', pid: host + 1, tid: 0, args: { name: `meshwork host ${host}` } },
    { ph: 'M', name: 'thread_name', pid: host + 1, tid: host + 1, args: { name: `rank ${host}` } },
  ];
  writeFileSync(
    path,
    JSON.stringify({ traceEvents: [...meta, ...events], otherData: { meshwork: 'test', host, hosts: 2, originEpochMs: origin } }),
  );
  return path;
}

describe('meshwork merge-timelines', () => {
  it("joins the hosts' ends of a message into one arrow, on the earliest host's clock", () => {
    const dir = tempDir();
    const a = hostFile(dir, 0, 5000, [
      { ph: 'X', name: 'compute', pid: 1, tid: 1, ts: 10, dur: 50, args: {} },
      { ph: 's', name: 'message', cat: 'link', id: '0>1#0', pid: 1, tid: 1, ts: 40, bp: 'e', args: { to: 1, bytes: 8 } },
    ]);
    const b = hostFile(dir, 1, 5001, [
      { ph: 'X', name: 'compute', pid: 2, tid: 2, ts: 10, dur: 50, args: {} },
      { ph: 'f', name: 'message', cat: 'link', id: '0>1#0', pid: 2, tid: 2, ts: 20, bp: 'e' },
    ]);
    const out = join(dir, 'run.json');
    const text = meshwork(['merge-timelines', b, a, '--out', out], dir);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toBe(`${out}: 2 hosts, 8 events, 1 arrow between hosts\n`);
    const doc = JSON.parse(readFileSync(out, 'utf8'));
    const f = doc.traceEvents.find((e: { ph: string }) => e.ph === 'f');
    // host 1 started 1 ms after host 0: its events move 1000 us on
    expect(f.ts).toBe(1020);
    const json = meshworkJson<{ crossHostArrows: number; unpairedCrossHostEnds: number }>(['merge-timelines', a, b, '--out', out], dir);
    expect([json.crossHostArrows, json.unpairedCrossHostEnds]).toEqual([1, 0]);
  });

  it('stops with exit 2 and one line on a missing file or a missing --out, writing nothing', () => {
    const dir = tempDir();
    const a = hostFile(dir, 0, 5000, []);
    const out = join(dir, 'never.json');
    const missing = meshwork(['merge-timelines', a, join(dir, 'run.host1.json'), '--out', out], dir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/MW_PATH.*run\.host1\.json.*ENOENT/);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
    const noOut = meshwork(['merge-timelines', a], dir);
    expect(noOut.code).toBe(2);
    expect(noOut.stderr).toMatch(/--out/);
    expect(existsSync(out)).toBe(false);
  });
});
