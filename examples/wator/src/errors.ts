/**
 * The wator app's errors, as one table (`defineErrors` of `@meshwork/runtime`): each row names a
 * builder, its code and its message template. Add a row here, never a message inline elsewhere.
 */
import { defineErrors, ErrorCodes } from '@meshwork/runtime';

/** A value as the messages show it: `number 3`, `string "x"`, else its text. */
function shown(got: unknown): string {
  return typeof got === 'number' ? `number ${got}` : typeof got === 'string' ? `string ${JSON.stringify(got)}` : String(got);
}

export const errors = defineErrors({
  /** An option of the model is out of range or of the wrong type. */
  invalidOption: [
    ErrorCodes.INVALID_ARGUMENT,
    (what: string, expected: string, got: unknown) => `wator: ${what} must be ${expected}, got ${shown(got)}`,
  ],
  /** A scenario's initial ocean does not have one cell per grid point. */
  badOcean: [
    ErrorCodes.INVALID_ARGUMENT,
    (cells: number, got: unknown) => `wator: initial ocean must be an Int32Array of ${cells} cells, got ${String(got)}`,
  ],
});
