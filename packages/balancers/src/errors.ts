/**
 * The balancers package's errors, as one table (`defineErrors` of `@meshwork/runtime`): each row
 * names a builder, its code and its message template. Option checks use the runtime's builders
 * (`invalidOption`, `invalidArgument` of `@meshwork/runtime/plugin`); add a row here for any other
 * message, never a message inline elsewhere.
 */
import { defineErrors, ErrorCodes } from '@meshwork/runtime';

export const errors = defineErrors({
  /** The functional balancer's ranks computed different bounds from the same loads. */
  functionalDisagree: [
    ErrorCodes.COLLECTIVE_MISMATCH,
    (bound: number, seen: number, got: number) =>
      `functional: ranks disagree on bound ${bound} (${seen} vs ${got}); expected every rank to use the same model and options`,
  ],
  /** sdlb decides from plane loads, and the program gave none. */
  sdlbNeedsPlanes: [
    ErrorCodes.INVALID_ARGUMENT,
    () => 'sdlb: load.planes must be given (the plane loads of the tile along every axis), got undefined',
  ],
  /** The GDE simulator's ranks left the diffusion in different sweeps. */
  gdeSweeps: [
    ErrorCodes.PROTOCOL,
    (sweeps: number) => `gde simulator: ranks terminated in different sweeps (sweep ${sweeps}); expected simultaneous termination`,
  ],
  /** Two neighbouring parts of an axis reported different boundaries to the GDE relay. */
  gdeBoundary: [
    ErrorCodes.PROTOCOL,
    (axis: number, part: number, hiBelow: number, loAbove: number) =>
      `expected parts ${part - 1} and ${part} of axis ${axis} to agree on their boundary, got ${hiBelow} and ${loAbove}`,
  ],
  /** A task came in after the steal scheduler's termination. */
  stolenAfterTermination: [
    ErrorCodes.PROTOCOL,
    (rank: number) => `rank ${rank}: expected no task in flight after termination, got a stolen task`,
  ],
  /** A loop scheduler's wait for any message failed with something else than a MeshworkError. */
  waitFailed: [ErrorCodes.PROTOCOL, (what: string, cause: unknown) => `${what}: ${String(cause)}`],
});
