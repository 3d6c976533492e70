/**
 * The balancers replay and advise try come from `@meshwork/balancers`' one list: a balancer added
 * there (its file plus one line) is replayed without a line here.
 */
import { balancerFactories, balancingNames } from '@meshwork/balancers';
import { describe, expect, it } from 'vitest';
import { REPLAY_BALANCERS } from '../src/configs.ts';

describe('the replayed balancers', () => {
  it('are every listed balancer but static, in the list order, each with a pure solve', () => {
    const listed = balancerFactories.map((f) => f.name);
    expect(REPLAY_BALANCERS).toEqual(listed.filter((n) => n !== 'static'));
    for (const name of REPLAY_BALANCERS) expect(typeof balancerFactories.find((f) => f.name === name)?.create().solve).toBe('function');
    // and the names `--balancer` accepts include them all
    for (const name of listed) expect(balancingNames().balancers).toContain(name);
  });
});
