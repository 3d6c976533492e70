/**
 * The wator command's own usage errors (a bad command line: one line, exit 2), as one table
 * (`defineErrors`, making the harness's `UsageError`). Apart from ./errors.ts because rank threads
 * load that table and never the harness. The mistakes every app command shares are the harness's
 * `usageErrors`.
 */
import { UsageErrorCodes, usageError } from '@meshwork/harness';
import { defineErrors } from '@meshwork/runtime';

export const usageErrors = defineErrors(
  {
    /** An ocean too small for a strip of at least the halo's rows on every rank. */
    tooFewRows: [
      UsageErrorCodes.USAGE,
      (rows: number, ranks: number, haloRows: number) => `--size: ${rows} rows cannot make ${ranks} strips of at least ${haloRows} rows`,
    ],
  },
  usageError,
);
