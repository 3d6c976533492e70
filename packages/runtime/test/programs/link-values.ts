/**
 * Rank 0 sends one value per case to rank 1 (a neighbour) with `send` or `sendTo`; a value that
 * is refused is replaced by a marker so rank 1 still receives one message per case. Rank 0
 * reports each refusal (code, message), rank 1 what arrived, described exactly (-0, types), and
 * its shape (prototypes, holes) next to the shape structured clone gives the same value.
 *
 * A second mode (`collectives`) has every rank carry the cases through broadcast, gather and
 * allgather over both collective modes.
 */
import { defineProgram } from '@meshwork/runtime';

export type LinkValueCase =
  | 'function'
  | 'nested-function'
  | 'shared-array-buffer'
  | 'negative-zero'
  | 'nested-negative-zero'
  | 'symbol'
  | 'nested-symbol'
  | 'circular'
  | 'undefined-send'
  | 'undefined-sendTo'
  | 'lone-surrogate'
  | 'boxed-number'
  | 'promise'
  | 'plain'
  | 'shared-reference'
  | 'map-set-date'
  // issue 24 item 8: what structured clone delivers, or a typed refusal
  | 'proto-key'
  | 'nested-proto-key'
  | 'sparse-array'
  | 'empty-slots'
  | 'null-prototype'
  | 'class-instance'
  | 'array-subclass'
  | 'map-subclass'
  | 'set-subclass'
  | 'typed-array-subclass'
  | 'top-typed-array-subclass'
  | 'date-subclass'
  | 'inherited-enumerable';

export interface LinkValuesOptions {
  readonly cases: readonly LinkValueCase[];
  /** Carry every case through the collectives (every rank gives the same value) instead. */
  readonly collectives?: boolean;
}

/** What a rank reports per case. */
export type CaseOutcome =
  | { readonly refused: true; readonly code: string | undefined; readonly message: string }
  | { readonly refused: false; readonly arrived: string; readonly shape?: string; readonly cloned?: string };

class Point {
  x: number;
  y: number;
  constructor(x: number, y: number) {
    this.x = x;
    this.y = y;
  }
  get norm(): number {
    return Math.hypot(this.x, this.y);
  }
  /** msgpackr would encode an instance through this; structured clone ignores it. */
  toJSON(): string {
    return `Point(${this.x},${this.y})`;
  }
}
class Stack extends Array<number> {}
class Registry extends Map<number, string> {}
class Tags extends Set<string> {}
class Vec extends Float64Array {}
class Day extends Date {}

function valueFor(c: LinkValueCase): unknown {
  switch (c) {
    case 'function':
      return () => 1;
    case 'nested-function':
      return { a: [1, { f: () => 2 }] };
    case 'shared-array-buffer':
      return { grid: new SharedArrayBuffer(16) };
    case 'negative-zero':
      return -0;
    case 'nested-negative-zero':
      return { x: [1, -0, { y: -0 }], m: new Map([['k', -0]]) };
    case 'symbol':
      return Symbol('s');
    case 'nested-symbol':
      return { tag: Symbol('t') };
    case 'circular': {
      const o: Record<string, unknown> = { a: 1 };
      o.self = { back: o };
      return o;
    }
    case 'undefined-send':
    case 'undefined-sendTo':
      return undefined;
    case 'lone-surrogate':
      return { name: 'a\ud800b' };
    case 'boxed-number':
      return [new Number(3)];
    case 'promise':
      return { later: Promise.resolve(1) };
    case 'plain':
      return { n: 1.5, s: 'x', b: true, big: 12n, nil: null, list: [1, 'two', undefined], f64: Float64Array.of(-0, 2) };
    case 'shared-reference': {
      const shared = { v: 1 };
      return { a: shared, b: shared };
    }
    case 'map-set-date':
      return { m: new Map([[1, 'one']]), s: new Set(['a']), d: new Date(0), re: /x+/g };
    case 'proto-key':
      return JSON.parse('{"__proto__": 1, "a": 2}');
    case 'nested-proto-key':
      return { list: [JSON.parse('{"__proto__": {"x": 1}}')] };
    case 'sparse-array':
      // biome-ignore lint/suspicious/noSparseArray: the case under test
      return [1, , 3];
    case 'empty-slots':
      return { grid: new Array(2) };
    case 'null-prototype': {
      const o = Object.create(null) as Record<string, unknown>;
      o.a = 1;
      o.inner = Object.assign(Object.create(null) as object, { b: -0 });
      return o;
    }
    case 'class-instance':
      return { p: new Point(3, 4) };
    case 'array-subclass':
      return Stack.from([1, 2]);
    case 'map-subclass':
      return new Registry([[1, 'a']]);
    case 'set-subclass':
      return { tags: new Tags(['t']) };
    case 'typed-array-subclass':
      return { v: Vec.of(1, -0) };
    case 'top-typed-array-subclass':
      return Vec.of(2, 3);
    case 'date-subclass':
      return { d: new Day(0) };
    case 'inherited-enumerable': {
      const o = Object.create({ inherited: 1 }) as Record<string, unknown>;
      o.own = 2;
      return o;
    }
  }
}

/** The shape of a value: prototypes (by constructor name; [null] for none), holes and -0 spelled out. */
export function describeShape(v: unknown): string {
  switch (typeof v) {
    case 'number':
      return Object.is(v, -0) ? '-0' : String(v);
    case 'bigint':
      return `${v}n`;
    case 'string':
      return JSON.stringify(v);
    case 'undefined':
      return 'undefined';
    case 'object':
      break;
    default:
      return String(v);
  }
  if (v === null) return 'null';
  const proto = Object.getPrototypeOf(v) as { constructor?: { name: string } } | null;
  const name = proto === null ? '[null]' : (proto.constructor?.name ?? '?');
  if (ArrayBuffer.isView(v)) return `${name}(${Array.from(v as unknown as ArrayLike<number>, describeShape).join(',')})`;
  if (v instanceof Date) return `${name}(${v.getTime()})`;
  if (v instanceof RegExp) return `${name}(${String(v)})`;
  if (Array.isArray(v)) {
    const items: string[] = [];
    for (let i = 0; i < v.length; i++) items.push(i in v ? describeShape(v[i]) : '<hole>');
    return `${name}[${items.join(',')}]`;
  }
  if (v instanceof Map) return `${name}{${[...v].map(([k, x]) => `${describeShape(k)}=>${describeShape(x)}`).join(',')}}`;
  if (v instanceof Set) return `${name}{${[...v].map(describeShape).join(',')}}`;
  const keys = Object.keys(v);
  return `${name}{${keys.map((k) => `${JSON.stringify(k)}:${describeShape((v as Record<string, unknown>)[k])}`).join(',')}}`;
}

/** An exact description of an arrived value: -0, bigint and typed arrays spelled out. */
function describeExact(v: unknown): string {
  return JSON.stringify(v, (_key, x: unknown) => {
    if (typeof x === 'number' && Object.is(x, -0)) return '-0';
    if (typeof x === 'bigint') return `${x}n`;
    if (x === undefined) return '<undefined>';
    if (x instanceof Float64Array) return { Float64Array: Array.from(x, (e) => (Object.is(e, -0) ? '-0' : e)) };
    if (x instanceof Map) return { Map: [...x] };
    if (x instanceof Set) return { Set: [...x] };
    if (x instanceof RegExp) return { RegExp: String(x) };
    return x;
  });
}

const MARKER = '<refused>';

function refusal(err: unknown): CaseOutcome {
  const e = err as { code?: string; message: string };
  return { refused: true, code: e.code, message: e.message };
}

/** Cases a link refuses: in the collectives mode only rank 0 tries them (a root's broadcast), last. */
const REFUSED_CASES: ReadonlySet<LinkValueCase> = new Set(['proto-key', 'nested-proto-key', 'sparse-array', 'empty-slots']);

/**
 * Every carried case through broadcast, gather and allgather of both modes (each rank gives the
 * same value), then every refused case as rank 0's broadcast in both modes: refused before
 * anything is sent, so no other rank waits for it.
 */
function throughCollectives(ctx: Parameters<Parameters<typeof defineProgram>[0]>[0], cases: readonly LinkValueCase[]): CaseOutcome[] {
  const out: CaseOutcome[] = [];
  for (const c of cases.filter((x) => !REFUSED_CASES.has(x))) {
    const cloned = describeShape(structuredClone(valueFor(c)));
    for (const [mode, comm] of [
      ['links', ctx.commLinks],
      ['shm', ctx.commShm],
    ] as const) {
      // What each call delivers from another rank; '<nothing>' where it delivers nothing from
      // another rank (the root's broadcast returns its own value, a non-root's gather undefined).
      const NOTHING = '<nothing>';
      const next = (ctx.rank + 1) % ctx.size;
      const calls: [string, () => unknown][] = [
        [
          'broadcast',
          () => {
            const got = comm.broadcast(valueFor(c), 0);
            return ctx.rank === 0 ? NOTHING : got;
          },
        ],
        [
          'gather',
          () => {
            const got = comm.gather(valueFor(c), 0);
            return ctx.rank === 0 ? got?.[1] : NOTHING;
          },
        ],
        ['allgather', () => comm.allgather(valueFor(c))[next]],
      ];
      for (const [name, call] of calls) {
        try {
          const got = call();
          const shape = got === NOTHING ? NOTHING : describeShape(got);
          out.push({ refused: false, arrived: `${mode} ${name}`, shape, cloned });
        } catch (err) {
          const r = refusal(err);
          out.push(r.refused ? { ...r, message: `${mode} ${name}: ${r.message}` } : r);
        }
      }
    }
  }
  // Every rank is done reading the last shm slots before rank 0 writes its header again.
  ctx.commShm.barrier();
  for (const c of cases.filter((x) => REFUSED_CASES.has(x))) {
    if (ctx.rank !== 0) continue;
    for (const [mode, comm] of [
      ['links', ctx.commLinks],
      ['shm', ctx.commShm],
    ] as const) {
      try {
        comm.broadcast(valueFor(c), 0);
        out.push({ refused: false, arrived: `${mode} broadcast` });
      } catch (err) {
        const r = refusal(err);
        out.push(r.refused ? { ...r, message: `${mode} broadcast: ${r.message}` } : r);
      }
    }
  }
  return out;
}

export default defineProgram((ctx, { cases, collectives }: LinkValuesOptions) => {
  if (collectives === true) return throughCollectives(ctx, cases);
  const out: CaseOutcome[] = [];
  if (ctx.rank === 0) {
    for (const c of cases) {
      try {
        if (c === 'undefined-sendTo') ctx.links.sendTo(1, valueFor(c));
        else ctx.links.send(1, valueFor(c));
        out.push({ refused: false, arrived: '' });
      } catch (err) {
        const e = err as { code?: string; message: string };
        out.push({ refused: true, code: e.code, message: e.message });
        ctx.links.send(1, MARKER);
      }
    }
  } else if (ctx.rank === 1) {
    for (const c of cases) {
      const got = ctx.links.recv(0);
      out.push(
        got === MARKER
          ? { refused: true, code: undefined, message: '' }
          : { refused: false, arrived: describeExact(got), shape: describeShape(got), cloned: describeShape(structuredClone(valueFor(c))) },
      );
    }
    // recvInto with an undefined target: a typed error, not a TypeError.
    try {
      ctx.links.recvInto(0, undefined as unknown as Float64Array);
      out.push({ refused: false, arrived: 'recvInto accepted undefined' });
    } catch (err) {
      const e = err as { code?: string; message: string };
      out.push({ refused: true, code: e.code, message: e.message });
    }
  }
  return out;
});
