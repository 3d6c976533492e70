/**
 * The cached advice: kept per app, machine and Node version, read back as written; a bad cache
 * file is no advice; the line `meshwork run <app>` prints says what advise picked only when it
 * differs from the run's balancing. No thread; deterministic.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedAdviceLine, readCachedAdvice, writeCachedAdvice } from '../src/advice-cache.ts';
import { machineKey } from '../src/cost.ts';
import { GDE_ADAPTIVE, STATIC_PICK } from './advice-fixture.ts';
import { tempDir } from './helpers.ts';

describe('the advice cache', () => {
  it('keeps one advice per app on this machine and Node version, read back as written', () => {
    const dir = tempDir('meshwork-advice-');
    expect(readCachedAdvice('wator', dir)).toBeUndefined();
    writeCachedAdvice(STATIC_PICK, dir);
    writeCachedAdvice({ ...STATIC_PICK, app: 'thinning', topology: 'chain:2' }, dir);
    expect(readCachedAdvice('wator', dir)).toEqual(STATIC_PICK);
    expect(readCachedAdvice('thinning', dir)?.topology).toBe('chain:2');
    expect(readCachedAdvice('diffusion', dir)).toBeUndefined();
    const file = JSON.parse(readFileSync(join(dir, 'advice.json'), 'utf8')) as { entries: Record<string, unknown> };
    expect(Object.keys(file.entries).sort()).toEqual([`thinning on ${machineKey()}`, `wator on ${machineKey()}`]);
  });

  it('a malformed, oversized or foreign entry is no advice', () => {
    const bad = [
      '{"version":1,"entries":',
      `{"version":1,"entries":{},"pad":"${'x'.repeat(70_000)}"}`,
      JSON.stringify({ version: 1, entries: { [`wator on ${machineKey()}`]: { ...STATIC_PICK, every: -1 } } }),
      JSON.stringify({ version: 1, entries: { [`wator on ${machineKey()}`]: { ...STATIC_PICK, app: 'thinning' } } }),
      JSON.stringify({ version: 1, entries: { 'wator on another machine, node v1.0.0': STATIC_PICK } }),
    ];
    for (const text of bad) {
      const dir = tempDir('meshwork-advice-');
      writeFileSync(join(dir, 'advice.json'), text);
      expect(readCachedAdvice('wator', dir), text.slice(0, 60)).toBeUndefined();
    }
  });

  it('the line: what advise picked, where, why and the flags, only when it differs from the run', () => {
    expect(cachedAdviceLine(STATIC_PICK, GDE_ADAPTIVE, 'ring:2')).toBe(
      'advise picked static for this app on this machine (meshwork advise wator, on ring:2, 2026-11-27): no balancer is expected to pay: the best, gde every 5, is predicted 2.0% ± 2.8% faster, within the noise; this run uses gde adaptive, --balancer static follows the advice',
    );
    expect(cachedAdviceLine(STATIC_PICK, GDE_ADAPTIVE, 'ring:4')).toMatch(
      /\(meshwork advise wator, on ring:2, this run ring:4, 2026-11-27\)/,
    );
    expect(cachedAdviceLine(STATIC_PICK, { label: 'static', balancer: 'static', policy: 'never' }, 'ring:2')).toBeUndefined();
    const gde5: CachedAdvice = { ...STATIC_PICK, balancer: 'gde', policy: 'every', every: 5, label: 'gde every 5' };
    expect(cachedAdviceLine(gde5, { label: 'gde every 5', balancer: 'gde', policy: 'every', every: 5 }, 'ring:2')).toBeUndefined();
    expect(cachedAdviceLine(gde5, { label: 'gde every 2', balancer: 'gde', policy: 'every', every: 2 }, 'ring:2')).toMatch(
      /^advise picked gde every 5 /,
    );
    expect(cachedAdviceLine(gde5, GDE_ADAPTIVE, 'ring:2')).toMatch(/this run uses gde adaptive/);
  });
});
