/**
 * Rank 0 sends one value per case to rank 1 (a neighbour) with `send` or `sendTo`; a value that
 * is refused is replaced by a marker so rank 1 still receives one message per case. Rank 0
 * reports each refusal (code, message), rank 1 what arrived, described exactly (-0, types).
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
  | 'map-set-date';

export interface LinkValuesOptions {
  readonly cases: readonly LinkValueCase[];
}

/** What a rank reports per case. */
export type CaseOutcome =
  | { readonly refused: true; readonly code: string | undefined; readonly message: string }
  | { readonly refused: false; readonly arrived: string };

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
  }
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

export default defineProgram((ctx, { cases }: LinkValuesOptions) => {
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
    for (const _ of cases) {
      const got = ctx.links.recv(0);
      out.push(got === MARKER ? { refused: true, code: undefined, message: '' } : { refused: false, arrived: describeExact(got) });
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
