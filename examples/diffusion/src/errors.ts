/** Typed errors of the diffusion example: every one carries a stable `code`. */

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

export function invalidParameter(what: string, expected: string, got: unknown): DiffusionError {
  return new DiffusionError(DiffusionErrorCodes.INVALID_PARAMETER, `${what} must be ${expected}, got ${show(got)}`);
}
