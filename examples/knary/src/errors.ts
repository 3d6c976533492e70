/**
 * The knary app's errors, as one table (`defineErrors` of `@meshwork/runtime`): each row names a
 * builder, its code and its message template. Add a row here, never a message inline elsewhere.
 */
import { defineErrors, ErrorCodes } from '@meshwork/runtime';

/** A value as the messages show it: `number 3`, `undefined`, else its type and JSON. */
function shown(got: unknown): string {
  return typeof got === 'number' ? `number ${got}` : got === undefined ? 'undefined' : `${typeof got} ${JSON.stringify(got)}`;
}

export const errors = defineErrors({
  /** A tree or program option is out of range or of the wrong type. */
  invalidOption: [
    ErrorCodes.INVALID_ARGUMENT,
    (what: string, expected: string, got: unknown) => `knary: ${what} must be ${expected}, got ${shown(got)}`,
  ],
  /** The task at node `failAt` throws, as asked (a test of failing tasks): the run fails with MW_TASK_FAILED naming it. */
  failedOnPurpose: [ErrorCodes.RANK_FAILED, (id: number) => `knary node ${id} failed on purpose (failAt)`],
});
