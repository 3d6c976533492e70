/**
 * Issue 13, item 9: an unknown key in an option block reads cleanly ('gde: unknown option
 * "nosuchkey"; expected one of the known options (...)'), not as a quoted description of a quote.
 */
import { balancers, ErrorCodes, MeshworkError, policies } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import '../src/index.ts';

function thrown(fn: () => unknown): MeshworkError {
  let caught: unknown;
  try {
    fn();
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(MeshworkError);
  return caught as MeshworkError;
}

describe('unknown option keys', () => {
  it.each([
    ['gde', () => balancers.create('gde', { nosuchkey: 1 })],
    ['sdlb', () => balancers.create('sdlb', { nosuchkey: 1 })],
    ['threshold', () => policies.create('threshold', { nosuchkey: 1 })],
  ])('%s: MW_INVALID_OPTION naming the key and the known options', (owner, create) => {
    const err = thrown(create);
    expect(err.code).toBe(ErrorCodes.INVALID_OPTION);
    expect(err.message).toMatch(new RegExp(`^${owner}[^:]*: unknown option "nosuchkey"; expected one of the known options \\(.+\\)$`));
    expect(err.message).not.toContain('got string');
  });
});
