/**
 * The replay package's errors, as one table (`defineErrors` of `@meshwork/runtime`): each row names
 * a builder, its code and its message template. Add a row here, never a message inline elsewhere.
 */
import { defineErrors, ErrorCodes } from '@meshwork/runtime';

export const replayErrors = defineErrors({
  /** The trace has no per-step load record to replay. */
  noLoads: [
    ErrorCodes.INVALID_ARGUMENT,
    () => 'trace holds no load record (trace version 2 or later, with loads); record one with `meshwork run <app> --trace FILE`',
  ],
  /** The trace's processor grid does not place its ranks. */
  gridMismatch: [
    ErrorCodes.NOT_REPLAYABLE,
    (procDims: readonly number[], placed: number, ranks: number) =>
      `the trace's processor grid ${procDims.join('x')} places ${placed} ranks, the trace has ${ranks}; record it again with meshwork run <app> --trace FILE`,
  ],
  /** A balancer's pure solve returned no decision from the recorded loads. */
  noDecision: [ErrorCodes.NOT_REPLAYABLE, (balancer: string) => `${balancer} cannot decide from the recorded loads (plane loads missing?)`],
  /** A balancer without a pure `solve` cannot run offline. */
  noPureSolve: [
    ErrorCodes.NOT_REPLAYABLE,
    (balancer: string) =>
      `${balancer} has no pure solve, so replay cannot run it offline; measure it instead: meshwork run <app> --balancer ${balancer} --compare static`,
  ],
  /** What `meshwork advise` cannot answer, and the measurement to make instead. */
  notAdvisable: [
    ErrorCodes.NOT_REPLAYABLE,
    (why: string, app: string) =>
      `${why}, so it cannot be advised; measure a balancer against static instead: meshwork run ${app} --balancer <name> --compare static`,
  ],
  /** An app that picks its split itself records no per-step loads. */
  ownSplit: [
    ErrorCodes.NOT_REPLAYABLE,
    (app: string, own: readonly string[]) =>
      `${app} picks its split itself (${own.join(', ')}) and records no per-step loads, so it cannot be advised; compare two of them by running both: meshwork run ${app} --balancer ${own[0] ?? '<a>'} --compare ${own[1] ?? '<b>'}`,
  ],
  /** An app that runs the static split only has nothing to advise. */
  staticOnly: [
    ErrorCodes.NOT_REPLAYABLE,
    (app: string) =>
      `${app} runs the static block split only and records no per-step loads, so there is nothing to advise; run it with meshwork run ${app}`,
  ],
});
