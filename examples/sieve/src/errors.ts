/**
 * The sieve app's errors, as one table (`defineErrors` of `@meshwork/runtime`): each row names a
 * builder, its code and its message template. Add a row here, never a message inline elsewhere.
 */
import { defineErrors, ErrorCodes } from '@meshwork/runtime';

/** A value as the messages show it: `number 3`, `"x"`, `undefined`, else its JSON. */
function shown(got: unknown): string {
  if (got === undefined) return 'undefined';
  if (typeof got === 'number') return `number ${got}`;
  if (typeof got === 'string') return `"${got}"`;
  return JSON.stringify(got) ?? typeof got;
}

export const errors = defineErrors({
  /** A problem parameter (n, slow ranks and factors, pieces, list) is out of range or of the wrong type. */
  invalidArgument: [
    ErrorCodes.INVALID_ARGUMENT,
    (what: string, expected: string, got: unknown) => `${what} must be ${expected}, got ${shown(got)}`,
  ],
  /** A strategy option (strategy, exponent, chunk, calibrate) is out of range or of the wrong type. */
  invalidOption: [
    ErrorCodes.INVALID_OPTION,
    (what: string, expected: string, got: unknown) => `${what} must be ${expected}, got ${shown(got)}`,
  ],
  /** N is not an integer in [2, 2^53 - 1]. */
  invalidN: [
    ErrorCodes.INVALID_ARGUMENT,
    (what: string, n: unknown) =>
      `${what} must be an integer in [2, 2^53 - 1] (find the primes in [2, N]), got ${typeof n === 'number' ? `number ${n}` : n === undefined ? 'undefined' : `${typeof n} ${JSON.stringify(n)}`}`,
  ],
  /** A host-side strategy (piscina's task queue) asked for inside a cluster program. */
  hostStrategyInCluster: [
    ErrorCodes.INVALID_OPTION,
    (strategy: string) =>
      `strategy "${strategy}" runs on the host with piscina's task queue (runSieve or the CLI), not inside a cluster program; expected one of static, cyclic, functional, calibrated, observed, self, steal`,
  ],
});
