/**
 * The sieve command's own usage errors (a bad command line: one line, exit 2), as one table
 * (`defineErrors`, making the harness's `UsageError`). Apart from ./errors.ts because rank threads
 * load that table and never the harness. The mistakes every app command shares are the harness's
 * `usageErrors`.
 */
import { UsageErrorCodes, usageError } from '@meshwork/harness';
import { defineErrors } from '@meshwork/runtime';

export const usageErrors = defineErrors(
  {
    /** --slow with the central strategy, whose pool has no ranks to slow down. */
    slowCentral: [UsageErrorCodes.USAGE, () => 'strategy "central" supports no slow ranks (a pool has no ranks); drop --slow'],
  },
  usageError,
);
