/**
 * Balancing choices as values (`balance.gde({ every: 5 })`) and the scheduler lookups that replace
 * the side-effect import: the builders give the plain spec, which survives structured cloning
 * (it travels to the ranks in a program's options) and resolves to the named balancer with its
 * options and the interval rule's policy.
 */
import { ErrorCodes, MeshworkError } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { balance, resolveBalancing, taskSchedulerFactory, taskSchedulerNames } from '../src/index.ts';

function thrown(fn: () => unknown): MeshworkError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(MeshworkError);
    return err as MeshworkError;
  }
  throw new Error('expected a throw');
}

describe('balance.* builders', () => {
  it('give the plain spec: name, the balancer options apart from the interval', () => {
    expect(balance.gde({ every: 5, decision: 'faithful', scale: 2 })).toEqual({
      balancer: 'gde',
      balancerOptions: { decision: 'faithful', scale: 2 },
      every: 5,
    });
    expect(balance.sdlb({ policy: 'adaptive', policyOptions: { factor: 2 }, mode: '1d', axis: 0 })).toEqual({
      balancer: 'sdlb',
      balancerOptions: { mode: '1d', axis: 0 },
      policy: 'adaptive',
      policyOptions: { factor: 2 },
    });
    expect(balance.static()).toEqual({ balancer: 'static' });
    expect(balance.central({})).toEqual({ balancer: 'central' });
  });

  it.each([
    ['static', balance.static({ every: 0 }), 'static never', 'never'],
    ['sdlb', balance.sdlb({ every: 3 }), 'sdlb every 3', 'every'],
    ['gde', balance.gde({ policy: 'adaptive' }), 'gde adaptive', 'adaptive'],
    ['central', balance.central({ policy: 'threshold', policyOptions: { theta: 0.2 } }), 'central threshold', 'threshold'],
    ['functional', balance.functional({ model: 'sieve', exponent: 1.5 }), 'functional adaptive', 'adaptive'],
    ['gde', balance.gde(), 'gde adaptive', 'adaptive'],
    ['gde', balance.gde({ every: 0 }), 'gde never', 'never'],
    ['sdlb', balance.sdlb({ policy: 'never' }), 'sdlb never', 'never'],
    ['static', balance.static(), 'static', 'never'],
  ])('%s: a structured clone resolves to that balancer and policy', (name, choice, label, policy) => {
    const r = resolveBalancing(structuredClone(choice));
    expect(r.balancer.name).toBe(name);
    expect(r.label).toBe(label);
    expect(r.spec.policy).toBe(policy);
  });

  it('a balancer named without a policy balances under adaptive; never only when asked', () => {
    for (const name of ['gde', 'sdlb', 'central', 'functional'] as const) {
      const r = resolveBalancing(balance[name]());
      expect(r.policy.name).toBe('adaptive');
      expect(r.spec).toMatchObject({ balancer: name, policy: 'adaptive' });
    }
    expect(resolveBalancing({ balancer: 'gde' }).policy.name).toBe('adaptive');
    expect(resolveBalancing({ balancer: 'static' }).policy.name).toBe('never');
    expect(resolveBalancing({ balancer: 'gde', every: 0 }).policy.name).toBe('never');
    // a caller's own default still wins over the built-in one
    expect(resolveBalancing({ balancer: 'gde' }, 'threshold').policy.name).toBe('threshold');
  });

  it('record travels with the choice and comes back as a driver option', () => {
    const r = resolveBalancing(structuredClone({ ...balance.gde({ every: 2 }), record: true }));
    expect(r.record).toBe(true);
    expect(r.spec.record).toBe(true);
    expect(resolveBalancing(balance.gde({ every: 2 })).record).toBe(false);
  });

  it('the balancer sees its options', () => {
    const r = resolveBalancing(balance.gde({ every: 1, decision: 'faithful' }));
    expect(r.balancer.options).toMatchObject({ decision: 'faithful' });
  });

  it('a bad option or interval fails at resolution with a typed error', () => {
    const bad = { ...balance.gde({ every: 2 }), balancerOptions: { nosuchkey: 1 } };
    expect(thrown(() => resolveBalancing(bad)).code).toBe(ErrorCodes.INVALID_OPTION);
    expect(thrown(() => resolveBalancing(balance.sdlb({ every: -1 }))).code).toBe(ErrorCodes.INVALID_ARGUMENT);
  });

  it('policy options without a policy name go to the default policy, checked by it; beside every K they are refused', () => {
    // (issue 24, item 11: they used to be dropped, so a misspelt key ran with exit 0)
    const r = resolveBalancing({ balancer: 'gde', policyOptions: { factor: 2 } }, 'adaptive');
    expect(r.spec).toMatchObject({ policy: 'adaptive', policyOptions: { factor: 2 } });
    const bad = thrown(() => resolveBalancing({ balancer: 'gde', policyOptions: { nope: 1 } }, 'adaptive'));
    expect(bad.code).toBe(ErrorCodes.INVALID_OPTION);
    expect(bad.message).toContain('nope');
    const beside = thrown(() => resolveBalancing({ balancer: 'gde', every: 2, policyOptions: { k: 3 } }));
    expect(beside.code).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(beside.message).toContain('policyOptions must be left out with every K');
  });
});

describe('task schedulers by name without the registry', () => {
  it('lists the four schedulers of this package', () => {
    expect(taskSchedulerNames()).toEqual(expect.arrayContaining(['graph-level', 'graph-local', 'node-level', 'steal']));
  });

  it('builds a named scheduler with its options', () => {
    const s = taskSchedulerFactory('steal').create({ seed: 7 });
    expect(s.name).toBe('steal');
    expect(s.thief).toBeTypeOf('function');
    expect(taskSchedulerFactory('node-level').create({ steal: false }).thief).toBeUndefined();
  });

  it('an unknown name is MW_UNKNOWN_BALANCER listing the known ones', () => {
    const err = thrown(() => taskSchedulerFactory('stael'));
    expect(err.code).toBe(ErrorCodes.UNKNOWN_BALANCER);
    expect(err.message).toMatch(/unknown task scheduler "stael"; expected one of: .*graph-level.*steal/);
  });
});
