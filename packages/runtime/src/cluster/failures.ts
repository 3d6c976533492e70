/**
 * The errors a run ends with, rebuilt on the host: a rank's failure (its error travelled as plain
 * data, ../worker/task.ts `RankFailure`) as MW_RANK_FAILED or MW_WORKER_EXITED with the rank's own
 * error as `cause`.
 */
import { ErrorCodes, type MeshworkError, rankFailed, reviveError, workerExited } from '../errors.ts';
import type { RankFailure } from '../worker/task.ts';

export function isAbortCause(err: MeshworkError): boolean {
  return (err.cause as { code?: string } | undefined)?.code === ErrorCodes.ABORTED;
}

/**
 * A rank's error rebuilt on the host: a MeshworkError when it carried a Meshwork code (so
 * `instanceof MeshworkError` and `code` work on `cause`), else an Error with its name and code.
 */
export function causeOf(f: RankFailure, rank?: number): Error {
  const cause = reviveError(f.name, f.code, f.message, { rank, phase: f.phase });
  if (f.stack !== undefined) cause.stack = f.stack;
  return cause;
}

export function rankError(rank: number, f: RankFailure, url: string): MeshworkError {
  const cause = causeOf(f, rank);
  if (f.code === ErrorCodes.WORKER_EXITED) {
    return workerExited(rank, f.phase, f.message, cause);
  }
  return rankFailed(rank, url, f.phase, f.code, f.message, cause);
}

/** A rank whose worker thread ended (or was never started) before its program finished: the pool's error as a failure. */
export function threadEnded(rank: number, cause: Error): RankFailure {
  return {
    name: 'WorkerExit',
    code: ErrorCodes.WORKER_EXITED,
    message: `worker thread of rank ${rank} ended before its program finished: ${cause.message}`,
    stack: cause.stack,
    phase: undefined,
    fault: (cause as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'oom' : 'exit',
  };
}
