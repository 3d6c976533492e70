/** Value parsers for commander options: each throws InvalidArgumentError with what was expected. */
import { InvalidArgumentError, Option } from 'commander';

export function intArg(min: number, max = Number.MAX_SAFE_INTEGER): (text: string) => number {
  return (text) => {
    const v = Number(text);
    if (!/^[+-]?\d+$/.test(text.trim()) || !Number.isSafeInteger(v) || v < min || v > max) {
      throw new InvalidArgumentError(
        max === Number.MAX_SAFE_INTEGER ? `expected an integer >= ${min}` : `expected an integer in [${min}, ${max}]`,
      );
    }
    return v;
  };
}

export function numberArg(min = Number.NEGATIVE_INFINITY): (text: string) => number {
  return (text) => {
    const v = Number(text);
    if (text.trim() === '' || !Number.isFinite(v) || v < min) {
      throw new InvalidArgumentError(min === Number.NEGATIVE_INFINITY ? 'expected a number' : `expected a number >= ${min}`);
    }
    return v;
  };
}

/** `--spin`: auto, on, off, or the longest spin of a wait in µs (a number >= 0). */
export function spinArg(text: string): 'auto' | 'on' | 'off' | number {
  const t = text.trim();
  if (t === 'auto' || t === 'on' || t === 'off') return t;
  const v = Number(t);
  if (t === '' || !Number.isFinite(v) || v < 0)
    throw new InvalidArgumentError('expected auto, on, off or a spin time in µs (a number >= 0)');
  return v;
}

export function jsonArg(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InvalidArgumentError('expected JSON, e.g. \'{"mode":"1d"}\'');
  }
}

/** `N` or `RxC` (rows x columns). */
export function sizeArg(text: string): [number, number] {
  const m = /^(\d+)(?:x(\d+))?$/.exec(text.trim());
  if (m === null) throw new InvalidArgumentError('expected N or RxC, e.g. 128 or 64x256');
  const r = Number(m[1]);
  const c = m[2] === undefined ? r : Number(m[2]);
  if (r < 1 || c < 1 || r > 1 << 15 || c > 1 << 15) throw new InvalidArgumentError('expected sides in [1, 32768]');
  return [r, c];
}

/** A comma-separated list of integers >= min. */
export function intListArg(min: number): (text: string) => number[] {
  const one = intArg(min);
  return (text) => text.split(',').map((s) => one(s.trim()));
}

/** A `--size` option whose default prints as `RxC` in the help (not as a JSON array). */
export function sizeOption(flags: string, description: string, fallback: readonly [number, number]): Option {
  const [r, c] = fallback;
  return new Option(flags, description).argParser(sizeArg).default([r, c], r === c ? String(r) : `${r}x${c}`);
}
