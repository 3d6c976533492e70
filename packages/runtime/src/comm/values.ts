/**
 * Which values can travel, checked before they do, so nothing is lost silently:
 *
 * - over links (msgpack records, ./codec.ts): `inspectLinkValue` finds what a link cannot carry
 *   exactly (functions, symbols, SharedArrayBuffers, circular references, boxed primitives,
 *   promises and weak collections, strings with lone surrogates) and whether the value holds a `-0` (carried exactly by an extension of the codec);
 * - to and from worker threads (structured clone: run options, a program's return value):
 *   `inspectCloneValue` finds functions, symbols, promises, weak collections and other objects
 *   structured clone refuses.
 *
 * The walks visit containers only (typed arrays and buffers are leaves), so they cost little
 * next to encoding or cloning the same value.
 */

/** What cannot be carried: where (`at`, e.g. "value.a[2]"), what it is, and what to do instead. */
export interface Uncarried {
  readonly got: string;
  readonly hint?: string;
}

type Path = (string | number)[];

/**
 * Deepest nesting a value may have (containers inside containers). The walks below, msgpack and
 * structured clone all recurse: a value nested 200 000 deep would overflow the stack with a bare
 * RangeError. Data nests far less than this.
 */
export const MAX_DEPTH = 1000;

function tooDeep(root: string, path: Path): Uncarried {
  return {
    got: `a value nested deeper than ${MAX_DEPTH} levels at ${pathText(root, path.slice(0, 8))}...`,
    hint: 'flatten it (e.g. an array of records with parent indices)',
  };
}

/**
 * True for a typed array or DataView whose buffer was transferred (detached): it reads as empty,
 * and copying it throws a bare TypeError. Costs a builtin call only for empty views.
 */
export function detachedView(v: ArrayBufferView): boolean {
  return v.byteLength === 0 && detachedBuffer(v.buffer);
}

/** True for an ArrayBuffer that was transferred (Node 20 has no `detached` getter yet). */
export function detachedBuffer(b: ArrayBufferLike): boolean {
  if (b.byteLength !== 0 || b instanceof SharedArrayBuffer) return false;
  try {
    new Uint8Array(b);
    return false;
  } catch {
    return true;
  }
}

const DETACHED_HINT = 'its buffer was transferred (postMessage transfer list, structuredClone transfer): send a copy made before';

function pathText(root: string, path: Path): string {
  let s = root;
  for (const p of path) s += typeof p === 'number' ? `[${p}]` : /^[A-Za-z_$][\w$]*$/.test(p) ? `.${p}` : `[${JSON.stringify(p)}]`;
  return s;
}

const WEAK_OR_ASYNC: readonly (abstract new (...args: never[]) => unknown)[] = [Promise, WeakMap, WeakSet, WeakRef, FinalizationRegistry];

function weakOrAsync(v: object): string | undefined {
  for (const C of WEAK_OR_ASYNC) if (v instanceof C) return `a ${C.name}`;
  return undefined;
}

function boxed(v: object): boolean {
  return v instanceof Number || v instanceof String || v instanceof Boolean || v instanceof BigInt || v instanceof Symbol;
}

/** True for a string that UTF-8 (msgpack) cannot hold exactly (a lone surrogate). */
function illFormed(s: string): boolean {
  return !(s as string & { isWellFormed(): boolean }).isWellFormed();
}

export interface LinkInspection {
  readonly problem: Uncarried | undefined;
  /** The value holds a -0 somewhere (msgpack would turn it into 0; the codec marks it). */
  readonly negativeZero: boolean;
}

/** Check a value sent over a link as a msgpack record (not a numeric typed array). */
export function inspectLinkValue(value: unknown, root = 'value'): LinkInspection {
  const path: Path = [];
  const ancestors = new Set<object>();
  let negativeZero = false;
  const visit = (v: unknown): Uncarried | undefined => {
    switch (typeof v) {
      case 'number':
        if (v === 0 && 1 / v < 0) negativeZero = true;
        return undefined;
      case 'string':
        return illFormed(v)
          ? { got: `a string with a lone surrogate at ${pathText(root, path)}`, hint: 'links carry strings as UTF-8' }
          : undefined;
      case 'function':
        return { got: `a function at ${pathText(root, path)}`, hint: 'links carry data, not code' };
      case 'symbol':
        return { got: `a symbol at ${pathText(root, path)}`, hint: 'symbols cannot leave their thread' };
      case 'object':
        break;
      default:
        return undefined; // boolean, bigint, undefined inside a container
    }
    if (v === null || v instanceof Date || v instanceof RegExp) return undefined;
    const at = () => pathText(root, path);
    if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer) {
      const gone = ArrayBuffer.isView(v) ? detachedView(v) : detachedBuffer(v);
      return gone ? { got: `a detached ${v.constructor.name} at ${at()}`, hint: DETACHED_HINT } : undefined;
    }
    if (path.length >= MAX_DEPTH) return tooDeep(root, path);
    if (v instanceof SharedArrayBuffer) {
      return {
        got: `a SharedArrayBuffer at ${at()}`,
        hint: 'a link would deliver a copy, not shared memory: share it with ctx.shareBuffer',
      };
    }
    if (boxed(v))
      return { got: `a boxed primitive (${Object.prototype.toString.call(v).slice(8, -1)} object) at ${at()}`, hint: 'send the primitive' };
    const weak = weakOrAsync(v);
    if (weak !== undefined) return { got: `${weak} at ${at()}`, hint: 'it would arrive as an empty object' };
    if (ancestors.has(v)) return { got: `a circular reference at ${at()}`, hint: 'msgpack records are trees: break the cycle' };
    ancestors.add(v);
    let found: Uncarried | undefined;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length && found === undefined; i++) {
        path.push(i);
        found = visit(v[i]);
        path.pop();
      }
    } else if (v instanceof Map) {
      let i = 0;
      for (const [k, x] of v) {
        path.push(`<key ${i}>`);
        found = visit(k);
        path.pop();
        if (found !== undefined) break;
        path.push(typeof k === 'string' || typeof k === 'number' ? k : `<value ${i}>`);
        found = visit(x);
        path.pop();
        if (found !== undefined) break;
        i++;
      }
    } else if (v instanceof Set) {
      let i = 0;
      for (const x of v) {
        path.push(`<element ${i++}>`);
        found = visit(x);
        path.pop();
        if (found !== undefined) break;
      }
    } else if (v instanceof Error) {
      // msgpack carries an Error's name, message and cause.
      if ('cause' in v) {
        path.push('cause');
        found = visit(v.cause);
        path.pop();
      }
    } else {
      for (const key in v) {
        if (illFormed(key)) {
          found = { got: `a key with a lone surrogate at ${at()}`, hint: 'links carry strings as UTF-8' };
          break;
        }
        path.push(key);
        found = visit((v as Record<string, unknown>)[key]);
        path.pop();
        if (found !== undefined) break;
      }
    }
    ancestors.delete(v);
    return found;
  };
  const problem = visit(value);
  return { problem, negativeZero };
}

/** A copy of `value` with every -0 replaced by `mark(…)` (only called when there is one). */
export function replaceNegativeZeros(value: unknown, mark: unknown): unknown {
  if (typeof value === 'number') return value === 0 && 1 / value < 0 ? mark : value;
  if (typeof value !== 'object' || value === null) return value;
  if (
    ArrayBuffer.isView(value) ||
    value instanceof ArrayBuffer ||
    value instanceof Date ||
    value instanceof RegExp ||
    value instanceof Error
  ) {
    return value;
  }
  if (Array.isArray(value)) return value.map((x) => replaceNegativeZeros(x, mark));
  if (value instanceof Map) return new Map([...value].map(([k, x]) => [k, replaceNegativeZeros(x, mark)]));
  if (value instanceof Set) return new Set([...value].map((x) => replaceNegativeZeros(x, mark)));
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = replaceNegativeZeros((value as Record<string, unknown>)[key], mark);
  return out;
}

/**
 * Check a value handed to or from a worker thread (structured clone). Cycles and shared buffers
 * are fine there; objects of classes the walk does not know are tried with `structuredClone`.
 */
export function inspectCloneValue(value: unknown, root: string): Uncarried | undefined {
  const path: Path = [];
  const seen = new Set<object>();
  const visit = (v: unknown): Uncarried | undefined => {
    if (typeof v === 'function') return { got: `a function at ${pathText(root, path)}` };
    if (typeof v === 'symbol') return { got: `a symbol at ${pathText(root, path)}` };
    if (typeof v !== 'object' || v === null || seen.has(v)) return undefined;
    seen.add(v);
    if ((ArrayBuffer.isView(v) && detachedView(v)) || (v instanceof ArrayBuffer && detachedBuffer(v)))
      return { got: `a detached ${v.constructor.name} at ${pathText(root, path)}`, hint: DETACHED_HINT };
    if (path.length >= MAX_DEPTH) return tooDeep(root, path);
    if (
      ArrayBuffer.isView(v) ||
      v instanceof ArrayBuffer ||
      v instanceof SharedArrayBuffer ||
      v instanceof Date ||
      v instanceof RegExp ||
      boxed(v)
    ) {
      return undefined;
    }
    const weak = weakOrAsync(v);
    if (weak !== undefined) return { got: `${weak} at ${pathText(root, path)}` };
    const step = (key: string | number, x: unknown): Uncarried | undefined => {
      path.push(key);
      const found = visit(x);
      path.pop();
      return found;
    };
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const found = step(i, v[i]);
        if (found !== undefined) return found;
      }
      return undefined;
    }
    if (v instanceof Map) {
      let i = 0;
      for (const [k, x] of v) {
        const found = step(`<key ${i}>`, k) ?? step(typeof k === 'string' || typeof k === 'number' ? k : `<value ${i}>`, x);
        if (found !== undefined) return found;
        i++;
      }
      return undefined;
    }
    if (v instanceof Set) {
      let i = 0;
      for (const x of v) {
        const found = step(`<element ${i++}>`, x);
        if (found !== undefined) return found;
      }
      return undefined;
    }
    if (v instanceof Error) return 'cause' in v ? step('cause', v.cause) : undefined;
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) {
      // A class instance or a host object: structured clone decides.
      try {
        structuredClone(v);
      } catch (err) {
        return { got: `an object structured clone refuses at ${pathText(root, path)} (${(err as Error).message})` };
      }
      return undefined;
    }
    for (const key of Object.keys(v)) {
      const found = step(key, (v as Record<string, unknown>)[key]);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return visit(value);
}
