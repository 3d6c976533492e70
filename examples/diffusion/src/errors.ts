/**
 * The diffusion app's errors, as one table (`defineErrors` of `@meshwork/runtime`): each row names
 * a builder, its code (`DIFFUSION_*`) and its message template; every one is a `DiffusionError`.
 * Add a row here, never a message inline elsewhere.
 */
import { defineErrors } from '@meshwork/runtime';

export const DiffusionErrorCodes = {
  /** The input PNG does not exist (or is not a readable file). */
  IMAGE_NOT_FOUND: 'DIFFUSION_IMAGE_NOT_FOUND',
  /** The input is not a decodable PNG (bad structure, pixel data shorter or longer than its header says). */
  IMAGE_CORRUPT: 'DIFFUSION_IMAGE_CORRUPT',
  /** The input PNG has more pixels than the limit (`maxPixels`, `--max-pixels`; default 2^24). */
  IMAGE_TOO_LARGE: 'DIFFUSION_IMAGE_TOO_LARGE',
  /** The image has fewer rows or columns than the rank grid has parts along that axis. */
  IMAGE_TOO_SMALL: 'DIFFUSION_IMAGE_TOO_SMALL',
  /** A parameter (K, lambda, epsilon, iterations, size, dtype, ...) is out of range. */
  INVALID_PARAMETER: 'DIFFUSION_INVALID_PARAMETER',
} as const;

export type DiffusionErrorCode = (typeof DiffusionErrorCodes)[keyof typeof DiffusionErrorCodes];

export class DiffusionError extends Error {
  readonly code: DiffusionErrorCode;

  constructor(code: DiffusionErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DiffusionError';
    this.code = code;
  }
}

function show(v: unknown): string {
  if (typeof v === 'number') return Number.isNaN(v) ? 'NaN' : `number ${v}`;
  if (typeof v === 'string') return `string ${JSON.stringify(v)}`;
  if (v === undefined) return 'undefined';
  if (v === null) return 'null';
  return typeof v;
}

const D = DiffusionErrorCodes;

export const errors = defineErrors(
  {
    /** A parameter is out of range or of the wrong type. */
    invalidParameter: [
      D.INVALID_PARAMETER,
      (what: string, expected: string, got: unknown) => `${what} must be ${expected}, got ${show(got)}`,
    ],
    /** `maxPixels` is not an integer >= 1. */
    badMaxPixels: [
      D.INVALID_PARAMETER,
      (got: unknown) => `maxPixels must be an integer >= 1, got ${typeof got === 'number' ? `number ${got}` : typeof got}`,
    ],
    /** The file cannot be read (missing, not a regular file, too large). */
    imageNotFound: [
      D.IMAGE_NOT_FOUND,
      (path: string, cause: unknown) => ({
        message: `cannot read image ${JSON.stringify(path)}: ${(cause as { cause?: { code?: string } }).cause?.code === 'ENOENT' ? 'no such file' : (cause as Error).message}`,
        cause,
      }),
    ],
    /** The bytes are not a PNG this reader decodes; `what` says where it broke. */
    notAPng: [
      D.IMAGE_CORRUPT,
      (name: string, what: string, cause?: unknown) => ({ message: `${name} is not a valid PNG: ${what}`, cause }),
    ],
    /** The PNG decodes to fewer bytes than its pixels need. */
    shortPixels: [
      D.IMAGE_CORRUPT,
      (name: string, cols: number, rows: number, bytes: number) => `${name} decodes to ${cols}x${rows} pixels with ${bytes} bytes of data`,
    ],
    /** The PNG has more pixels than the limit. */
    tooLarge: [
      D.IMAGE_TOO_LARGE,
      (name: string, width: number, height: number, maxPixels: number) =>
        `${name} is ${width}x${height} = ${width * height} pixels, more than the limit of ${maxPixels}; expected at most ${maxPixels} pixels (raise the limit with --max-pixels)`,
    ],
    /** The image has fewer rows or columns than the rank grid has parts. */
    tooSmall: [
      D.IMAGE_TOO_SMALL,
      (rows: number, cols: number, pr: number, pc: number) =>
        `a ${rows}x${cols} image cannot be cut into ${pr}x${pc} tiles of at least one pixel; expected at least ${pr} rows and ${pc} columns`,
    ],
  },
  (code: DiffusionErrorCode, message, details) =>
    new DiffusionError(code, message, details.cause === undefined ? undefined : { cause: details.cause }),
);

export const { invalidParameter } = errors;
