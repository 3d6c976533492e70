/**
 * Issue 13, items 6, 7 and 9 (send('1')): what links carry. Values msgpack would lose (functions,
 * SharedArrayBuffers, symbols, circular objects, boxed primitives, promises, lone surrogates) are
 * refused at the send with MW_INVALID_ARGUMENT naming where they sit; -0 arrives as -0;
 * `send`/`sendTo`/`recvInto` with undefined get typed errors; `send('1')` is refused like
 * `sendTo('1')`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, createCluster, ErrorCodes, MeshworkError } from '../src/index.js';
import type { CaseOutcome, LinkValueCase, LinkValuesOptions } from './programs/link-values.js';
import type { ReliabilityOptions } from './programs/reliability.js';

const VALUES = new URL('./programs/link-values.ts', import.meta.url);
const RELIABILITY = new URL('./programs/reliability.ts', import.meta.url);

const REFUSED: [LinkValueCase, string[]][] = [
  ['function', ['send value', 'a function at value']],
  ['nested-function', ['a function at value.a[1].f']],
  ['shared-array-buffer', ['a SharedArrayBuffer at value.grid', 'ctx.shareBuffer']],
  ['symbol', ['a symbol at value']],
  ['nested-symbol', ['a symbol at value.tag']],
  ['circular', ['a circular reference at value.self.back']],
  ['undefined-send', ['send value', 'got undefined']],
  ['undefined-sendTo', ['sendTo value', 'got undefined']],
  ['lone-surrogate', ['lone surrogate at value.name']],
  ['boxed-number', ['boxed primitive', 'value[0]']],
  ['promise', ['a Promise at value.later']],
];

const CARRIED: [LinkValueCase, string][] = [
  ['negative-zero', '"-0"'],
  ['nested-negative-zero', '{"x":[1,"-0",{"y":"-0"}],"m":{"Map":[["k","-0"]]}}'],
  ['plain', '{"n":1.5,"s":"x","b":true,"big":"12n","nil":null,"list":[1,"two","<undefined>"],"f64":{"Float64Array":["-0",2]}}'],
  ['shared-reference', '{"a":{"v":1},"b":{"v":1}}'],
  ['map-set-date', '{"m":{"Map":[[1,"one"]]},"s":{"Set":["a"]},"d":"1970-01-01T00:00:00.000Z","re":{"RegExp":"/x+/g"}}'],
];

describe('values over links (chain:2)', () => {
  let cluster: Cluster;
  let sender: CaseOutcome[];
  let receiver: CaseOutcome[];
  const cases = [...REFUSED.map(([c]) => c), ...CARRIED.map(([c]) => c)];

  beforeAll(async () => {
    cluster = createCluster({ topology: 'chain:2', spin: false });
    const res = await cluster.run<CaseOutcome[], LinkValuesOptions>(VALUES, { cases });
    [sender, receiver] = res.results as [CaseOutcome[], CaseOutcome[]];
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
  });

  it.each(REFUSED)('%s is refused at the send with MW_INVALID_ARGUMENT saying where', (c, parts) => {
    const i = cases.indexOf(c);
    const o = sender[i] as CaseOutcome;
    expect(o.refused).toBe(true);
    if (!o.refused) return;
    expect(o.code).toBe(ErrorCodes.INVALID_ARGUMENT);
    for (const part of parts) expect(o.message).toContain(part);
    expect(o.message).toContain('must be');
    expect((receiver[i] as CaseOutcome).refused).toBe(true); // nothing but the marker arrived
  });

  it.each(CARRIED)('%s arrives exactly', (c, arrived) => {
    const i = cases.indexOf(c);
    expect(sender[i]).toEqual({ refused: false, arrived: '' });
    expect(receiver[i]).toEqual({ refused: false, arrived });
  });

  it('recvInto with an undefined target: MW_INVALID_ARGUMENT, not a TypeError', () => {
    const o = receiver[cases.length] as CaseOutcome;
    expect(o.refused).toBe(true);
    if (!o.refused) return;
    expect(o.code).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(o.message).toBe('recvInto target must be a numeric typed array, got undefined');
  });

  it('the collectives still broadcast undefined (links and shm)', async () => {
    const res = await cluster.run<boolean[], ReliabilityOptions>(RELIABILITY, { scenario: { kind: 'broadcast-undefined' } });
    expect(res.results).toEqual([
      [true, true],
      [true, true],
    ]);
  }, 120_000);

  it("send('1') is refused with MW_INVALID_RANK, like sendTo('1')", async () => {
    const err = await cluster.run<number, ReliabilityOptions>(RELIABILITY, { scenario: { kind: 'send-string-rank', rank: 0 } }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(MeshworkError);
    const e = err as MeshworkError;
    expect(e.code).toBe(ErrorCodes.RANK_FAILED);
    expect(e.message).toContain(`[${ErrorCodes.INVALID_RANK}] rank must be an integer in [0, 2), got string "1"`);
    expect(e.cause).toBeInstanceOf(MeshworkError);
    expect((e.cause as MeshworkError).code).toBe(ErrorCodes.INVALID_RANK);
  }, 120_000);
});
