/**
 * The errors a run ends with, rebuilt on the host: a rank's failure (its error travelled as plain
 * data, ../worker/task.ts `RankFailure`) as MW_RANK_FAILED or MW_WORKER_EXITED with the rank's own
 * error as `cause`, and the run that `close()` ended.
 */
import { type ErrorCode, ErrorCodes, MeshworkError } from '../errors.ts';
import type { RankFailure } from '../worker/task.ts';

/** The error of a run that `close()` ended (or that was to restart after close()). */
export function closedDuringRun(cause?: unknown): MeshworkError {
  return new MeshworkError(
    ErrorCodes.CLUSTER_STATE,
    'cluster was closed while this run was in progress; expected close() after the run settled (the run is stopped, not restarted)',
    cause === undefined ? {} : { cause },
  );
}

export function isAbortCause(err: MeshworkError): boolean {
  return (err.cause as { code?: string } | undefined)?.code === ErrorCodes.ABORTED;
}

const CODES: ReadonlySet<string> = new Set(Object.values(ErrorCodes));

/**
 * A rank's error rebuilt on the host: a MeshworkError when it carried a Meshwork code (so
 * `instanceof MeshworkError` and `code` work on `cause`), else an Error with its name and code.
 */
export function causeOf(f: RankFailure, rank?: number): Error {
  const cause =
    f.code !== undefined && CODES.has(f.code)
      ? new MeshworkError(f.code as ErrorCode, f.message, { rank, phase: f.phase })
      : Object.assign(new Error(f.message), { code: f.code });
  if (!(cause instanceof MeshworkError)) cause.name = f.name;
  if (f.stack !== undefined) cause.stack = f.stack;
  return cause;
}

export function rankError(rank: number, f: RankFailure, url: string): MeshworkError {
  const cause = causeOf(f, rank);
  if (f.code === ErrorCodes.WORKER_EXITED) {
    return new MeshworkError(ErrorCodes.WORKER_EXITED, `rank ${rank}${f.phase === undefined ? '' : ` (phase ${f.phase})`}: ${f.message}`, {
      rank,
      phase: f.phase,
      cause,
    });
  }
  const where = f.phase === undefined ? '' : ` in phase "${f.phase}"`;
  return new MeshworkError(
    ErrorCodes.RANK_FAILED,
    `rank ${rank} failed${where} running ${url}: ${f.code === undefined ? '' : `[${f.code}] `}${f.message}`,
    {
      rank,
      phase: f.phase,
      cause,
    },
  );
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
