/**
 * The runtime's error table (src/errors.ts) builds the errors the runtime has always thrown: the same
 * class, code, message and details. Messages are behaviour (tests, docs and users quote them), so
 * the texts of the builders with the most logic are pinned here word for word.
 */
import { describe, expect, it } from 'vitest';
import {
  asError,
  deadlineExceeded,
  defineErrors,
  ErrorCodes,
  hostLost,
  isErrorCode,
  MeshworkError,
  manifestEntry,
  memoryBudgetExceeded,
  ranksStuck,
  reviveError,
  taskFailed,
  unknownBalancer,
  unknownOption,
} from '../src/errors.ts';

describe('runtime error builders', () => {
  it('keeps the texts word for word', () => {
    const cases: [MeshworkError, string, string, number | undefined][] = [
      [
        deadlineExceeded('recv from rank 1', 10, 'rank 1 at a barrier'),
        ErrorCodes.DEADLINE_EXCEEDED,
        'recv from rank 1 did not complete within 10 ms; expected the peer to respond before the deadline; rank 1 at a barrier',
        undefined,
      ],
      [
        unknownOption('gde', 'kk', []),
        ErrorCodes.INVALID_OPTION,
        'gde: unknown option "kk"; expected one of the known options (none)',
        undefined,
      ],
      [
        unknownBalancer('balancer', 5, ['gde', 'sdlb']),
        ErrorCodes.UNKNOWN_BALANCER,
        'unknown balancer number 5; expected one of: gde, sdlb',
        undefined,
      ],
      [
        memoryBudgetExceeded(2, 'grid storage', 1 << 20, 3 << 20, 8 << 20),
        ErrorCodes.MEMORY_BUDGET,
        'rank 2: grid storage needs 1048576 bytes (1.0 MiB) while the rank holds 3145728 bytes (3.0 MiB) of its memory budget of 8388608 bytes (8.0 MiB) (memoryBudgetMb); expected at most 5242880 bytes (5.0 MiB) more',
        2,
      ],
      [
        taskFailed(
          3,
          Array.from({ length: 20 }, (_, i) => i),
          new Error('inner'),
        ),
        ErrorCodes.TASK_FAILED,
        'task [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, ...] threw on rank 3: inner; expected every task to complete',
        3,
      ],
      [
        ranksStuck('prog.ts', 500, 1, '2', 'rank 2 computing'),
        ErrorCodes.STUCK,
        'run of prog.ts: no rank passed a wait for 500 ms while rank 2 ran outside any wait (a CPU loop?); where the ranks were: rank 2 computing; expected some rank to reach a receive, send, barrier or collective within stuckMs (raise stuckMs, or pass stuckMs: false for phases that compute this long without meeting)',
        undefined,
      ],
      [
        hostLost(4, undefined, '', 'socket closed'),
        ErrorCodes.HOST_LOST,
        'run #4: the transport between hosts was lost: socket closed; expected every host process of the job to stay connected until the run ends',
        undefined,
      ],
      [
        manifestEntry('manifest-3.json', 1, 'rank-1.img', 64, { rank: 2 }),
        ErrorCodes.CHECKPOINT_CORRUPT,
        'manifest-3.json file entry 1 must be { rank: 1, file: "rank-1.img", bytes >= 64, sha256 }, got {"rank":2}',
        undefined,
      ],
    ];
    for (const [e, code, message, rank] of cases) {
      expect([e.name, e.code, e.message, e.rank]).toEqual(['MeshworkError', code, message, rank]);
    }
  });

  it('a cause is kept when given, absent when not', () => {
    const cause = new Error('socket reset');
    expect(hostLost(1, 2, '4-7', 'gone', cause).cause).toBe(cause);
    expect('cause' in hostLost(1, 2, '4-7', 'gone')).toBe(false);
  });
});

describe('errors that travel as data', () => {
  it("reviveError: a Meshwork code gives a MeshworkError, another code an Error with the program's name and code", () => {
    const m = reviveError('MeshworkError', ErrorCodes.PATH, 'bad path', { rank: 3 });
    expect(m).toBeInstanceOf(MeshworkError);
    expect([(m as MeshworkError).code, m.message, (m as MeshworkError).rank]).toEqual(['MW_PATH', 'bad path', 3]);
    const own = reviveError('ImageError', 'IMAGE_CORRUPT', 'x.pbm: truncated');
    expect(own).not.toBeInstanceOf(MeshworkError);
    expect([own.name, (own as { code?: string }).code, own.message]).toEqual(['ImageError', 'IMAGE_CORRUPT', 'x.pbm: truncated']);
  });

  it('asError: an Error as itself, anything else as an Error with its text', () => {
    const e = new Error('x');
    expect(asError(e)).toBe(e);
    expect(asError(42).message).toBe('42');
  });
});

describe("another package's table of MeshworkErrors", () => {
  it("makes its codes Meshwork's: an error of it that travels as data comes back a MeshworkError", () => {
    expect(isErrorCode('MW_TABLE_TEST_THING')).toBe(false);
    expect(reviveError('MeshworkError', 'MW_TABLE_TEST_THING', 'm')).not.toBeInstanceOf(MeshworkError);
    const table = defineErrors({ thing: ['MW_TABLE_TEST_THING', (n: number) => `thing ${n}`] });
    const err = table.thing(3);
    expect(err).toBeInstanceOf(MeshworkError);
    expect([err.code, err.message]).toEqual(['MW_TABLE_TEST_THING', 'thing 3']);
    expect(isErrorCode('MW_TABLE_TEST_THING')).toBe(true);
    const back = reviveError('MeshworkError', err.code, err.message);
    expect(back).toBeInstanceOf(MeshworkError);
    expect((back as MeshworkError).code).toBe('MW_TABLE_TEST_THING');
  });

  it("an app's own class keeps its codes to itself", () => {
    class AppError extends Error {
      readonly code: string;
      constructor(code: string, message: string) {
        super(message);
        this.name = 'AppError';
        this.code = code;
      }
    }
    const table = defineErrors({ bad: ['TABLE_TEST_BAD', () => 'bad'] }, (code: 'TABLE_TEST_BAD', message) => new AppError(code, message));
    expect(table.bad()).toBeInstanceOf(AppError);
    expect(isErrorCode('TABLE_TEST_BAD')).toBe(false);
    const back = reviveError('AppError', 'TABLE_TEST_BAD', 'bad');
    expect(back).not.toBeInstanceOf(MeshworkError);
    expect([back.name, (back as { code?: string }).code]).toEqual(['AppError', 'TABLE_TEST_BAD']);
  });
});
