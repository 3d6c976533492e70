/**
 * The loop app's errors, as one table (`defineErrors` of `@meshwork/runtime`): each row names a
 * builder, its code and its message template. Add a row here, never a message inline elsewhere.
 */
import { defineErrors, ErrorCodes } from '@meshwork/runtime';

export const errors = defineErrors({
  /** A workload parameter (rows, cols, F, d, mu, seed, at) is out of range or of the wrong type. */
  invalidWorkload: [
    ErrorCodes.INVALID_ARGUMENT,
    (what: string, expected: string, got: unknown) =>
      `${what} must be ${expected}, got ${typeof got === 'number' ? `number ${got}` : got === undefined ? 'undefined' : (JSON.stringify(got) ?? String(got))}`,
  ],
  /** The program options are not an object. */
  notAnObject: [ErrorCodes.INVALID_ARGUMENT, (got: unknown) => `loop options must be an object, got ${String(got)}`],
  /** A strategy option (degree, chunk, timing) is out of range or of the wrong type. */
  invalidOption: [
    ErrorCodes.INVALID_OPTION,
    (what: string, expected: string, got: unknown) =>
      `${what} must be ${expected}, got ${typeof got === 'number' ? `number ${got}` : JSON.stringify(got)}`,
  ],
  /** A strategy no loop scheduler has. */
  unknownStrategy: [
    ErrorCodes.INVALID_OPTION,
    (known: readonly string[], got: unknown) =>
      `strategy must be one of ${known.join(', ')}, got ${typeof got === 'string' ? `"${got}"` : (JSON.stringify(got) ?? String(got))}`,
  ],
  /** `central` runs on the host's pool, not inside a cluster program. */
  centralInCluster: [
    ErrorCodes.INVALID_OPTION,
    () =>
      'strategy "central" runs on the host with piscina\'s task queue (runLoop or the CLI), not inside a cluster program; expected static, replicate, self or steal',
  ],
  /** A scheduler handed a rank iterations whose values it does not hold. */
  iterationsNotHeld: [
    ErrorCodes.PROTOCOL,
    (rank: number, lo: number, hi: number, held: string) => `rank ${rank} was handed iterations [${lo}, ${hi}) but holds only ${held}`,
  ],
});
