/**
 * A strategy whose parallel side is a host-side pool (`central`) records no timeline: asking for
 * one is refused with MW_INVALID_OPTION before any side is prepared (nothing read, nothing run),
 * from `app.run` / `runSides` as from the command line; other strategies are not affected.
 */
import { ErrorCodes, MeshworkError } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { checkTimelineSide, defineApp, type RunSettings } from '../src/define.ts';
import { classify } from '../src/errors.ts';
import { createProgress } from '../src/progress.ts';

const prepared: string[] = [];

const app = defineApp({
  name: 'pooled',
  summary: 'an app with a pool strategy',
  defaultBalancer: 'steal',
  ownBalancers: ['steal', 'central'],
  poolStrategies: ['central'],
  topologyFor: (ranks) => `ring:${ranks}`,
  programUrl: new URL('./nowhere.js', import.meta.url),
  options: {},
  prepare(s) {
    prepared.push(s.balancing.balancer);
    throw new Error('prepare must not be reached in these tests');
  },
});

function settings(balancer: string, timeline: boolean): RunSettings {
  return {
    topology: 'ring:2',
    ranks: 2,
    storage: 'distributed',
    balancing: { label: balancer, balancer, policy: 'never' },
    repeat: 1,
    spin: 'auto',
    progress: createProgress({ stdout: () => {}, stderr: () => {}, tty: false }, false),
    ...(timeline ? { runOptions: { timeline: { path: 't.json' } } } : {}),
  };
}

async function failure(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}

describe('a pool strategy and --timeline', () => {
  it('app.run refuses before preparing: MW_INVALID_OPTION, exit 2, names the strategy', async () => {
    prepared.length = 0;
    const err = await failure(app.run(settings('central', true)));
    expect(err).toBeInstanceOf(MeshworkError);
    expect((err as MeshworkError).code).toBe(ErrorCodes.INVALID_OPTION);
    expect((err as Error).message).toMatch(/strategy "central" runs its parallel side on a thread pool/);
    expect(classify(err).code).toBe(2);
    expect(prepared).toEqual([]);
  });

  it('runSides refuses when any side is a pool with a timeline, before preparing the others', async () => {
    prepared.length = 0;
    const err = await failure(app.runSides([settings('steal', false), settings('central', true)]));
    expect((err as MeshworkError).code).toBe(ErrorCodes.INVALID_OPTION);
    expect(prepared).toEqual([]);
  });

  it('a pool without a timeline, and a cluster strategy with one, pass the check', async () => {
    expect(() => checkTimelineSide(app, 'central', undefined)).not.toThrow();
    expect(() => checkTimelineSide(app, 'steal', { path: 't.json' })).not.toThrow();
    prepared.length = 0;
    // they reach prepare (which this app makes throw)
    await failure(app.run(settings('central', false)));
    await failure(app.run(settings('steal', true)));
    expect(prepared).toEqual(['central', 'steal']);
  });
});
