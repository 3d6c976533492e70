/**
 * Which values can travel, checked before they do, so nothing is lost silently:
 *
 * - over links (msgpack records, ./codec.ts): `inspectLinkValue` finds what a link cannot carry
 *   exactly (functions, symbols, SharedArrayBuffers, circular references, boxed primitives,
 *   promises and weak collections, strings with lone surrogates, own `__proto__` keys, arrays with
 *   holes), whether the value holds a `-0` (carried exactly by an extension of the codec) and
 *   whether it holds objects structured clone would reshape (null-prototype objects, class
 *   instances, subclasses of Array, Map, Set, Date, RegExp and typed arrays): `reshapeLinkValue`
 *   turns those into what structured clone delivers before msgpack sees them;
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
  /**
   * The value holds an object structured clone would deliver in another shape (a null-prototype
   * object or class instance as a plain object, a subclass of Array, Map, Set, Date, RegExp or a
   * typed array as its base class): `reshapeLinkValue` makes that shape before encoding.
   */
  readonly irregular: boolean;
}

const TYPED_ARRAY_PROTO: object = Object.getPrototypeOf(Uint8Array.prototype);

/** True for a view, buffer, Date or RegExp whose prototype is not its built-in class's own. */
function subclassed(v: object): boolean {
  const proto = Object.getPrototypeOf(v);
  if (ArrayBuffer.isView(v))
    return v instanceof DataView ? proto !== DataView.prototype : Object.getPrototypeOf(proto) !== TYPED_ARRAY_PROTO;
  if (v instanceof ArrayBuffer) return proto !== ArrayBuffer.prototype;
  if (v instanceof Date) return proto !== Date.prototype;
  return v instanceof RegExp && proto !== RegExp.prototype;
}

const PROTO_KEY_HINT = 'msgpack decoders rename an own "__proto__" key (it would arrive as "__proto_"): use another key, or a Map';

/** Check a value sent over a link as a msgpack record (not a numeric typed array). */
export function inspectLinkValue(value: unknown, root = 'value'): LinkInspection {
  const path: Path = [];
  const ancestors = new Set<object>();
  let negativeZero = false;
  let irregular = false;
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
    if (v === null) return undefined;
    if (v instanceof Date || v instanceof RegExp) {
      if (subclassed(v)) irregular = true;
      return undefined;
    }
    const at = () => pathText(root, path);
    if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer) {
      const gone = ArrayBuffer.isView(v) ? detachedView(v) : detachedBuffer(v);
      if (gone) return { got: `a detached ${v.constructor.name} at ${at()}`, hint: DETACHED_HINT };
      if (subclassed(v)) irregular = true;
      return undefined;
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
      if (Object.getPrototypeOf(v) !== Array.prototype) irregular = true;
      for (let i = 0; i < v.length && found === undefined; i++) {
        if (!(i in v)) {
          found = {
            got: `an array with a hole at ${at()}[${i}]`,
            hint: 'a msgpack array has no holes (it would arrive as undefined): fill it (e.g. with null), or send a Map of the entries',
          };
          break;
        }
        path.push(i);
        found = visit(v[i]);
        path.pop();
      }
    } else if (v instanceof Map) {
      if (Object.getPrototypeOf(v) !== Map.prototype) irregular = true;
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
      if (Object.getPrototypeOf(v) !== Set.prototype) irregular = true;
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
      // Own enumerable string keys, as structured clone reads them (a class instance's or a
      // null-prototype object's are copied into a plain object by reshapeLinkValue).
      const plain = Object.getPrototypeOf(v) === Object.prototype;
      if (!plain) irregular = true;
      const keys = plain ? undefined : Object.keys(v);
      const visitKey = (key: string): Uncarried | undefined => {
        if (key === '__proto__') return { got: `an own "__proto__" key at ${at()}`, hint: PROTO_KEY_HINT };
        if (illFormed(key)) return { got: `a key with a lone surrogate at ${at()}`, hint: 'links carry strings as UTF-8' };
        path.push(key);
        const f = visit((v as Record<string, unknown>)[key]);
        path.pop();
        return f;
      };
      if (keys === undefined) {
        for (const key in v) {
          found = visitKey(key);
          if (found !== undefined) break;
        }
      } else {
        for (const key of keys) {
          found = visitKey(key);
          if (found !== undefined) break;
        }
      }
    }
    ancestors.delete(v);
    return found;
  };
  const problem = visit(value);
  return { problem, negativeZero, irregular };
}

/** The built-in class a typed array (or subclass instance) belongs to. */
function typedArrayBase(v: ArrayBufferView): new (buffer: ArrayBufferLike, offset: number, length: number) => ArrayBufferView {
  let proto = Object.getPrototypeOf(v);
  while (Object.getPrototypeOf(proto) !== TYPED_ARRAY_PROTO) proto = Object.getPrototypeOf(proto);
  return proto.constructor;
}

/**
 * A copy of an inspected `value` as structured clone would deliver it, with every -0 replaced by
 * `mark` (called only when the inspection found a -0 or an irregular object): null-prototype
 * objects and class instances become plain objects of their own enumerable properties, subclasses
 * of Array, Map, Set, Date, RegExp, ArrayBuffer, DataView and typed arrays their base class
 * (views share the sender's buffer: msgpack copies the bytes anyway).
 */
export function reshapeLinkValue(value: unknown, mark: unknown): unknown {
  if (typeof value === 'number') return value === 0 && 1 / value < 0 ? mark : value;
  if (typeof value !== 'object' || value === null || value instanceof Error) return value;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer || value instanceof Date || value instanceof RegExp) {
    if (!subclassed(value)) return value;
    if (value instanceof Date) return new Date(value.getTime());
    if (value instanceof RegExp) return new RegExp(value.source, value.flags);
    if (value instanceof ArrayBuffer) return new Uint8Array(value).slice().buffer;
    if (value instanceof DataView) return new DataView(value.buffer, value.byteOffset, value.byteLength);
    const Base = typedArrayBase(value);
    return new Base(value.buffer, value.byteOffset, (value as unknown as { length: number }).length);
  }
  if (Array.isArray(value)) {
    // A loop, not map(): map on a subclass builds the subclass (Symbol.species).
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = reshapeLinkValue(value[i], mark);
    return out;
  }
  if (value instanceof Map) {
    const out = new Map<unknown, unknown>();
    for (const [k, x] of value) out.set(reshapeLinkValue(k, mark), reshapeLinkValue(x, mark));
    return out;
  }
  if (value instanceof Set) {
    const out = new Set<unknown>();
    for (const x of value) out.add(reshapeLinkValue(x, mark));
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = reshapeLinkValue((value as Record<string, unknown>)[key], mark);
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
