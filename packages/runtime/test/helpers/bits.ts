/** Host-side: a value with every float replaced by its exact bit pattern and typed arrays tagged with their type. */
export function bits(v: unknown): unknown {
  if (typeof v === 'number') return `f64:${new BigUint64Array(Float64Array.of(v).buffer)[0]?.toString(16)}`;
  if (typeof v === 'bigint') return `bigint:${v}`;
  if (v instanceof Float64Array) return { Float64Array: Array.from(new BigUint64Array(v.slice().buffer), (x) => x.toString(16)) };
  if (v instanceof Float32Array) return { Float32Array: Array.from(new Uint32Array(v.slice().buffer), (x) => x.toString(16)) };
  if (ArrayBuffer.isView(v)) return { [v.constructor.name]: Array.from(v as unknown as ArrayLike<unknown>, String) };
  if (Array.isArray(v)) return v.map(bits);
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([key, x]) => [key, bits(x)]));
  return v;
}
