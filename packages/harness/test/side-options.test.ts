/**
 * `RunSettings.options`: a side of `runSides` whose app options differ from the others' (the wall
 * suite's balancer on measured time beside work units) gets them over the shared ones (the
 * defaults under both); the other sides keep the shared options.
 */
import { describe, expect, it } from 'vitest';
import { defineApp, type RunSettings } from '../src/define.ts';
import { choice, int } from '../src/options.ts';
import { createProgress } from '../src/progress.ts';

const seen: Record<string, unknown>[] = [];

const app = defineApp({
  name: 'sided',
  summary: 'an app whose sides record their options',
  defaultBalancer: 'static',
  ownBalancers: ['static', 'gde'],
  topologyFor: (ranks) => `chain:${ranks}`,
  programUrl: new URL('./nowhere.js', import.meta.url),
  options: {
    size: int('size', { min: 1, default: 8 }),
    loads: choice('loads', ['time', 'work'] as const, { default: 'time' }),
  },
  prepare(s, o) {
    seen.push({ balancer: s.balancing.balancer, ...o });
    throw new Error('prepare stops here');
  },
});

function settings(balancer: string, options?: object): RunSettings {
  return {
    topology: 'chain:2',
    ranks: 2,
    storage: 'distributed',
    balancing: { label: balancer, balancer, policy: 'never' },
    repeat: 1,
    spin: 'auto',
    progress: createProgress({ stdout: () => {}, stderr: () => {}, tty: false }, false),
    ...(options === undefined ? {} : { options }),
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

describe('RunSettings.options', () => {
  it("a side's own options over the shared ones; the others keep the shared ones", async () => {
    seen.length = 0;
    // prepare records its options and stops: one side per call
    await failure(app.runSides([settings('static')], { size: 4, loads: 'work' }));
    await failure(app.runSides([settings('gde')], { size: 4, loads: 'work' }));
    await failure(app.runSides([settings('gde', { loads: 'time' })], { size: 4, loads: 'work' }));
    await failure(app.runSides([settings('gde', { loads: 'work' })]));
    expect(seen).toEqual([
      { balancer: 'static', size: 4, loads: 'work' },
      { balancer: 'gde', size: 4, loads: 'work' },
      { balancer: 'gde', size: 4, loads: 'time' },
      { balancer: 'gde', size: 8, loads: 'work' },
    ]);
  });
});
