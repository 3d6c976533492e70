/**
 * The apps' `replay` hook (defineApp): the option block each registered app gives a balancer by
 * default, as `meshwork replay` and `meshwork advise` run it; replayConfigs passes it to every
 * configuration of that balancer. No thread; deterministic.
 */
import { appBalancerOptions, replayConfigs } from '@meshwork/replay';
import type { MetricsTrace, TraceLoads } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { findApp } from '../src/apps/registry.ts';

/** A trace whose load record has only what the hooks read: the decomposition. */
function traceOn(shape: number[], procDims: number[]): MetricsTrace {
  const decomposition = { shape, procDims } as unknown as TraceLoads['decomposition'];
  return { version: 2, ranks: 4, phases: [], loads: { decomposition } as unknown as TraceLoads };
}

const app = (name: string) => findApp(name);

describe("the apps' replay hook", () => {
  it('wator: sdlb along the rows, the others their own defaults', () => {
    const t = traceOn([64, 64], [2, 1]);
    expect(appBalancerOptions(app('wator'), 'sdlb', t)).toEqual({ mode: '1d', axis: 0 });
    expect(appBalancerOptions(app('wator'), 'gde', t)).toBeUndefined();
  });

  it('thinning: gde scaled when the recorded loads are times, sdlb 1-D, functional observed', () => {
    const t = traceOn([64, 64], [2, 1]);
    expect(appBalancerOptions(app('thinning'), 'gde', t, { load: 'time' })).toEqual({ scale: 1000 });
    expect(appBalancerOptions(app('thinning'), 'gde', t)).toBeUndefined();
    expect(appBalancerOptions(app('thinning'), 'sdlb', t)).toEqual({ mode: '1d', axis: 0 });
    expect(appBalancerOptions(app('thinning'), 'functional', t)).toEqual({ model: 'observed' });
  });

  it('diffusion: sdlb k-D on its recorded 2-D tiles; nothing without a 2-D decomposition', () => {
    expect(appBalancerOptions(app('diffusion'), 'sdlb', traceOn([96, 96], [2, 2]))).toEqual({ mode: 'kd' });
    expect(appBalancerOptions(app('diffusion'), 'sdlb', traceOn([96], [2]))).toBeUndefined();
  });

  it("no app, or an app without the hook: the balancers' own defaults", () => {
    const t = traceOn([64, 64], [2, 1]);
    expect(appBalancerOptions(undefined, 'sdlb', t)).toBeUndefined();
    expect(appBalancerOptions(app('stencil'), 'sdlb', t)).toBeUndefined();
  });

  it("replayConfigs gives every configuration of a balancer the app's block, unless one is given for all", () => {
    const t = traceOn([64, 64], [2, 1]);
    const req = { balancers: ['sdlb'], every: [1, 5], policies: ['adaptive'] };
    const configs = replayConfigs(req, app('wator'), t);
    expect(configs.map((c) => [c.label, c.balancerOptions])).toEqual([
      ['static', undefined],
      ['sdlb every 1', { mode: '1d', axis: 0 }],
      ['sdlb every 5', { mode: '1d', axis: 0 }],
      ['sdlb adaptive', { mode: '1d', axis: 0 }],
    ]);
    const given = replayConfigs({ ...req, balancerOptions: { mode: 'kd' } }, app('wator'), t);
    expect(given.slice(1).every((c) => JSON.stringify(c.balancerOptions) === '{"mode":"kd"}')).toBe(true);
  });
});
