/**
 * `meshwork advise <app>` keeps its pick for this machine; `meshwork run <app>` without
 * `--balancer` prints one line when that pick differs from the balancing it runs (one bounded
 * read, no extra run), and nothing with `--balancer`; advise prices balances and looks with a
 * calibration run it keeps in the same folder. Each test has its own cache folder
 * (MESHWORK_CACHE_DIR). Deterministic: no assertion on a time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cachedAdviceLine, readCachedAdvice, writeCachedAdvice } from '@meshwork/replay';
import { describe, expect, it } from 'vitest';
import { GDE_ADAPTIVE, STATIC_PICK } from '../../replay/test/advice-fixture.ts';
import { meshwork, tempDir } from './helpers.ts';

describe('meshwork run and advise with the cache', () => {
  const SMALL = ['--ranks', '2', '--size', '48x24', '--steps', '8'];

  it('run without --balancer prints the cached pick when it differs; with --balancer it prints none', () => {
    const dir = tempDir('meshwork-advice-');
    writeCachedAdvice(STATIC_PICK, dir);
    const env = { MESHWORK_CACHE_DIR: dir };
    const plain = meshwork(['run', 'wator', ...SMALL], dir, 120_000, env);
    expect(plain.code, plain.stderr).toBe(0);
    const lines = plain.stderr.split('\n').filter((l) => l.startsWith('advise picked'));
    expect(lines).toEqual([cachedAdviceLine(STATIC_PICK, GDE_ADAPTIVE, 'ring:2')]);
    const given = meshwork(['run', 'wator', ...SMALL, '--balancer', 'gde'], dir, 120_000, env);
    expect(given.code, given.stderr).toBe(0);
    expect(given.stderr).not.toMatch(/advise picked/);
  });

  it('advise keeps its pick for this machine: the label it recommends', () => {
    const dir = tempDir('meshwork-advice-');
    const r = meshwork(['advise', 'wator', ...SMALL, '--json'], dir, 180_000, { MESHWORK_CACHE_DIR: dir });
    expect(r.code, r.stderr).toBe(0);
    const advice = JSON.parse(r.stdout) as {
      label: string;
      pays: boolean;
      topology: string;
      replay: {
        model: { steps: number; balance: { source: string; samples: number }; syncSource: string; perBalancer: Record<string, unknown> };
      };
    };
    // the static trace's balances and looks priced by the calibration runs (gde every 1 three
    // times, then the sweep every 1 once: a balance after every recorded step of each, the first
    // left out), kept for this program and shape on this machine
    const { model } = advice.replay;
    expect(model.balance).toMatchObject({ source: 'calibration run', samples: 4 * (model.steps - 1) });
    expect(model.syncSource).toBe('calibration run');
    const runs = JSON.parse(readFileSync(join(dir, 'replay-run-calibration.json'), 'utf8')) as {
      version: number;
      entries: Record<
        string,
        {
          label: string;
          sweep: { items: number }[];
          run: { passesMs: number[] };
          others: { run: { config: { label: string }; passesMs: number[] } }[];
          spaced?: { config: { label: string }; passesMs: number[] };
        }
      >;
    };
    expect(runs.version).toBe(6);
    expect(Object.values(runs.entries).map((e) => e.label)).toEqual(['gde every 1']);
    // each priced run three times (the median prices it), the sweep once
    const entry = Object.values(runs.entries)[0];
    expect([entry?.run, ...(entry?.others.map((o) => o.run) ?? []), entry?.spaced].map((r) => r?.passesMs.length)).toEqual([3, 3, 3, 3, 3]);
    // and a run of each other balancer advise weighs, every phase, each priced on its own
    const others = Object.values(runs.entries)[0]?.others.map((o) => o.run.config.label);
    expect(others).toEqual(['sdlb every 1', 'central every 1', 'functional every 1']);
    // and the default balancer every 5 phases: what a balance after a gap pays more
    expect(Object.values(runs.entries)[0]?.spaced?.config.label).toBe('gde every 5');
    expect(Object.keys(advice.replay.model.perBalancer).map((k) => k.split(' ')[0])).toEqual(['sdlb', 'central', 'functional']);
    // wator's 48 rows in two strips of 24: the sweep's steps capped at 6 rows (its warm balances, phases 1 to 6)
    expect(Object.values(runs.entries)[0]?.sweep.map((b) => b.items)).toEqual([1, 0, 1, 6, 0, 6]);
    const kept = readCachedAdvice('wator', dir);
    expect(kept).toMatchObject({ app: 'wator', topology: advice.topology, label: advice.pays ? advice.label : 'static' });
    expect(kept?.flags).toBe(advice.pays ? expect.stringMatching(/^--balancer \S+ --(every|policy) \S+$/) : '--balancer static');
  });
});
