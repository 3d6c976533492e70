/** Numeric typed arrays that links carry as raw bytes, with stable wire codes. */
import { invalidArgument } from '../errors.ts';

export type NumericArray =
  | Int8Array
  | Uint8Array
  | Uint8ClampedArray
  | Int16Array
  | Uint16Array
  | Int32Array
  | Uint32Array
  | Float32Array
  | Float64Array
  | BigInt64Array
  | BigUint64Array;

export type DType =
  | 'int8'
  | 'uint8'
  | 'uint8c'
  | 'int16'
  | 'uint16'
  | 'int32'
  | 'uint32'
  | 'float32'
  | 'float64'
  | 'bigint64'
  | 'biguint64';

/** The typed array of each dtype: `ArrayOf<'float64'>` is `Float64Array`. */
export interface DTypeArrays {
  int8: Int8Array;
  uint8: Uint8Array;
  uint8c: Uint8ClampedArray;
  int16: Int16Array;
  uint16: Uint16Array;
  int32: Int32Array;
  uint32: Uint32Array;
  float32: Float32Array;
  float64: Float64Array;
  bigint64: BigInt64Array;
  biguint64: BigUint64Array;
}

/** The typed array of dtype `D` (the union of all of them for `DType`). */
export type ArrayOf<D extends DType> = DTypeArrays[D];

type Ctor = {
  new (buffer: ArrayBufferLike, byteOffset?: number, length?: number): NumericArray;
  new (length: number): NumericArray;
  readonly BYTES_PER_ELEMENT: number;
};

const CTORS: readonly (readonly [DType, Ctor])[] = [
  ['int8', Int8Array],
  ['uint8', Uint8Array],
  ['uint8c', Uint8ClampedArray],
  ['int16', Int16Array],
  ['uint16', Uint16Array],
  ['int32', Int32Array],
  ['uint32', Uint32Array],
  ['float32', Float32Array],
  ['float64', Float64Array],
  ['bigint64', BigInt64Array as unknown as Ctor],
  ['biguint64', BigUint64Array as unknown as Ctor],
];

export const DTYPES: readonly DType[] = CTORS.map(([d]) => d);
const CODE = new Map<DType, number>(DTYPES.map((d, i) => [d, i + 1]));
const BY_CTOR = new Map<unknown, DType>(CTORS.map(([d, c]) => [c, d]));

/** Wire code of a dtype (1-based; 0 means "not a typed array"). */
export function dtypeCode(dtype: DType): number {
  return CODE.get(dtype) ?? 0;
}

export function dtypeOfCode(code: number): DType {
  const d = DTYPES[code - 1];
  if (d === undefined) throw invalidArgument('dtype code', `an integer in [1, ${DTYPES.length}]`, code);
  return d;
}

const BY_CODE: readonly Ctor[] = CTORS.map(([, c]) => c);

/** Constructor of a wire code (1-based), for the receive path. */
export function ctorOfCode(code: number): Ctor {
  const c = BY_CODE[code - 1];
  if (c === undefined) throw invalidArgument('dtype code', `an integer in [1, ${DTYPES.length}]`, code);
  return c;
}

export function ctorOf(dtype: DType): Ctor {
  const entry = CTORS.find(([d]) => d === dtype);
  if (entry === undefined) throw invalidArgument('dtype', `one of ${DTYPES.join(', ')}`, dtype);
  return entry[1];
}

/** dtype of a typed array, or undefined for anything else (DataView included). */
export function dtypeOf(value: unknown): DType | undefined {
  if (!ArrayBuffer.isView(value)) return undefined;
  return BY_CTOR.get(value.constructor);
}

export function checkDType(dtype: unknown): DType {
  if (typeof dtype !== 'string' || !DTYPES.includes(dtype as DType)) {
    throw invalidArgument('dtype', `one of ${DTYPES.join(', ')}`, dtype);
  }
  return dtype as DType;
}

export function bytesOf(view: NumericArray): Uint8Array {
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
}

export function expectNumericArray(what: string, value: unknown): NumericArray {
  if (dtypeOf(value) === undefined) throw invalidArgument(what, 'a numeric typed array', value);
  return value as NumericArray;
}
