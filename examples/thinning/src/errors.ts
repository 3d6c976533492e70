/**
 * The thinning app's errors, as one table (`defineErrors` of `@meshwork/runtime`): image files and
 * generator arguments fail with an `ImageError` and its own code (`IMAGE_*`), run settings with a
 * `MeshworkError`. Each row names a builder, its code and its message template; add a row here,
 * never a message inline elsewhere.
 */
import { defineErrors, ErrorCodes } from '@meshwork/runtime';

/** The codes of image errors. */
export const ImageErrorCodes = {
  /** The image file does not exist. */
  NOT_FOUND: 'IMAGE_NOT_FOUND',
  /** The image file exists but cannot be read. */
  UNREADABLE: 'IMAGE_UNREADABLE',
  /** Not a netpbm image, or larger than the pixel limit. */
  UNSUPPORTED: 'IMAGE_UNSUPPORTED',
  /** A netpbm header or raster that does not decode (truncated, a bad number, a sample above maxval). */
  CORRUPT: 'IMAGE_CORRUPT',
  /** Invalid reading or generator arguments (threshold, size, generator, seed). */
  INVALID: 'IMAGE_INVALID',
} as const;

export type ImageErrorCode = (typeof ImageErrorCodes)[keyof typeof ImageErrorCodes];

/** A missing, unreadable, unsupported or corrupt image, or invalid generator arguments. */
export class ImageError extends Error {
  readonly code: ImageErrorCode;
  readonly path: string | undefined;

  constructor(code: ImageErrorCode, message: string, path?: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ImageError';
    this.code = code;
    this.path = path;
  }
}

/** `err` (an image's bytes that did not parse) as the error of the file at `path`. */
export function imageErrorAt(err: ImageError, path: string): ImageError {
  return new ImageError(err.code, err.message, path, err.cause);
}

const I = ImageErrorCodes;

/** The image errors: builder name -> [code, message template]. */
export const imageErrors = defineErrors(
  {
    notANumber: [
      I.CORRUPT,
      (where: string, what: string, at: number, got: string) => `${where}: expected ${what} (a decimal number) at byte ${at}, got ${got}`,
    ],
    outOfRange: [
      I.CORRUPT,
      (where: string, what: string, min: number, max: number, got: number) =>
        `${where}: ${what} must be between ${min} and ${max}, got ${got}`,
    ],
    notABit: [
      I.CORRUPT,
      (where: string, what: string, at: number, got: string) => `${where}: expected ${what} ('0' or '1') at byte ${at}, got ${got}`,
    ],
    noHeaderEnd: [I.CORRUPT, (where: string, at: number) => `${where}: expected one whitespace byte after the header at byte ${at}`],
    truncated: [
      I.CORRUPT,
      (where: string, kind: number, need: number, got: number) => `${where}: truncated P${kind} raster: expected ${need} bytes, got ${got}`,
    ],
    sampleAboveMax: [
      I.CORRUPT,
      (where: string, v: number, at: number, maxval: number) => `${where}: sample ${v} at byte ${at} exceeds maxval ${maxval}`,
    ],
    notNetpbm: [
      I.UNSUPPORTED,
      (where: string, head: string) => `${where}: not a netpbm image (expected magic P1 to P6, got ${JSON.stringify(head)})`,
    ],
    tooLarge: [
      I.UNSUPPORTED,
      (where: string, width: number, height: number, max: number) => `${where}: ${width}x${height} is larger than ${max} pixels`,
    ],
    notFound: [I.NOT_FOUND, (path: string, cause: unknown) => ({ message: `${path}: no such file`, path, cause })],
    unreadable: [
      I.UNREADABLE,
      (path: string, cause: unknown) => ({ message: `${path}: cannot read (${(cause as Error).message})`, path, cause }),
    ],
    badThreshold: [I.INVALID, (got: number) => `threshold must be a number >= 0, got ${got}`],
    badSize: [I.INVALID, (what: string, max: number, got: number) => `${what} must be an integer between 1 and ${max}, got ${got}`],
    badGenerator: [
      I.INVALID,
      (known: readonly string[], got: unknown) => `generator must be one of ${known.join(', ')}, got ${JSON.stringify(got)}`,
    ],
    badSeed: [I.INVALID, (got: number) => `seed must be an integer >= 0, got ${got}`],
  },
  (code: ImageErrorCode, message, details) => new ImageError(code, message, details.path as string | undefined, details.cause),
);

/** The run settings' errors. */
export const errors = defineErrors({
  badCase: [
    ErrorCodes.INVALID_ARGUMENT,
    (known: readonly string[], got: unknown) => `case must be one of ${known.join(', ')}, got ${JSON.stringify(got)}`,
  ],
  tooFewRows: [
    ErrorCodes.INVALID_DECOMPOSITION,
    (ranks: number, height: number) =>
      `image height must be at least ${2 * ranks} rows for ${ranks} row strips of at least 2 rows (the south halo is 2 rows), got ${height}`,
  ],
});
