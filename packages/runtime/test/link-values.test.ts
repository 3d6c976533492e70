/**
 * Issue 24 item 8: links (and the collectives that carry data) deliver what structured clone
 * would, as it would: own "__proto__" keys and array holes are refused (msgpack would rename or
 * fill them); null-prototype objects, class instances and subclasses of built-ins arrive in
 * structured clone's shape.
 *
 * Issue 13, items 6, 7 and 9 (send('1')): what links carry. Values msgpack would lose (functions,
 * SharedArrayBuffers, symbols, circular objects, boxed primitives, promises, lone surrogates) are
 * refused at the send with MW_INVALID_ARGUMENT naming where they sit; -0 arrives as -0;
 * `send`/`sendTo`/`recvInto` with undefined get typed errors; `send('1')` is refused like
 * `sendTo('1')`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, createCluster, ErrorCodes, MeshworkError } from '../src/index.ts';
import type { CaseOutcome, LinkValueCase, LinkValuesOptions } from './programs/link-values.ts';
import type { ReliabilityOptions } from './programs/reliability.ts';

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
  // issue 24 item 8: msgpack renames an own "__proto__" key and fills holes; structured clone does neither
  ['proto-key', ['an own "__proto__" key at value', 'a Map']],
  ['nested-proto-key', ['an own "__proto__" key at value.list[0]']],
  ['sparse-array', ['an array with a hole at value[1]', 'fill it']],
  ['empty-slots', ['an array with a hole at value.grid[0]']],
];

const CARRIED: [LinkValueCase, string][] = [
  ['negative-zero', '"-0"'],
  ['nested-negative-zero', '{"x":[1,"-0",{"y":"-0"}],"m":{"Map":[["k","-0"]]}}'],
  ['plain', '{"n":1.5,"s":"x","b":true,"big":"12n","nil":null,"list":[1,"two","<undefined>"],"f64":{"Float64Array":["-0",2]}}'],
  ['shared-reference', '{"a":{"v":1},"b":{"v":1}}'],
  ['map-set-date', '{"m":{"Map":[[1,"one"]]},"s":{"Set":["a"]},"d":"1970-01-01T00:00:00.000Z","re":{"RegExp":"/x+/g"}}'],
];

/**
 * Issue 24 item 8: values structured clone reshapes arrive in the shape it gives them (the
 * program compares with `structuredClone` of the same value; the shapes are spelled out here too).
 */
const RESHAPED: [LinkValueCase, string][] = [
  ['null-prototype', 'Object{"a":1,"inner":Object{"b":-0}}'],
  ['class-instance', 'Object{"p":Object{"x":3,"y":4}}'],
  ['array-subclass', 'Array[1,2]'],
  ['map-subclass', 'Map{1=>"a"}'],
  ['set-subclass', 'Object{"tags":Set{"t"}}'],
  ['typed-array-subclass', 'Object{"v":Float64Array(1,-0)}'],
  ['top-typed-array-subclass', 'Float64Array(2,3)'],
  ['date-subclass', 'Object{"d":Date(0)}'],
  ['inherited-enumerable', 'Object{"own":2}'],
];

describe('values over links (chain:2)', () => {
  let cluster: Cluster;
  let sender: CaseOutcome[];
  let receiver: CaseOutcome[];
  const cases = [...REFUSED.map(([c]) => c), ...CARRIED.map(([c]) => c), ...RESHAPED.map(([c]) => c)];

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
    expect(receiver[i]).toMatchObject({ refused: false, arrived });
  });

  it.each([...CARRIED.map(([c]) => c), ...RESHAPED.map(([c]) => c)])('%s arrives as structured clone delivers it', (c) => {
    const o = receiver[cases.indexOf(c)] as CaseOutcome;
    expect(o.refused).toBe(false);
    if (o.refused) return;
    expect(o.shape).toBe(o.cloned);
  });

  it.each(RESHAPED)('%s arrives as %s', (c, shape) => {
    const i = cases.indexOf(c);
    expect(sender[i]).toEqual({ refused: false, arrived: '' });
    expect(receiver[i]).toMatchObject({ refused: false, shape, cloned: shape });
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

describe('values through the collectives that carry data (broadcast, gather, allgather; links and shm; ring:3)', () => {
  let cluster: Cluster;
  let results: CaseOutcome[][];
  const carried = RESHAPED.map(([c]) => c);
  const refused: LinkValueCase[] = ['proto-key', 'nested-proto-key', 'sparse-array', 'empty-slots'];

  beforeAll(async () => {
    cluster = createCluster({ topology: 'ring:3', spin: false });
    const res = await cluster.run<CaseOutcome[], LinkValuesOptions>(
      VALUES,
      { cases: [...carried, ...refused], collectives: true },
      { timeoutMs: 60_000 },
    );
    results = res.results as CaseOutcome[][];
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
  });

  const CALLS = ['links broadcast', 'links gather', 'links allgather', 'shm broadcast', 'shm gather', 'shm allgather'];

  it.each(RESHAPED)('%s arrives on every rank as structured clone delivers it (%s)', (c, shape) => {
    const at = carried.indexOf(c) * CALLS.length;
    for (const [rank, out] of results.entries()) {
      for (const [k, call] of CALLS.entries()) {
        // The root's broadcast and a non-root's gather deliver nothing from another rank.
        const nothing = (rank === 0 && call.endsWith(' broadcast')) || (rank !== 0 && call.endsWith(' gather'));
        expect({ rank, o: out[at + k] }).toEqual({
          rank,
          o: { refused: false, arrived: call, shape: nothing ? '<nothing>' : shape, cloned: shape },
        });
      }
    }
  });

  it.each(refused)("%s is refused at the root's broadcast with MW_INVALID_ARGUMENT (links and shm)", (c) => {
    const at = carried.length * CALLS.length + refused.indexOf(c) * 2;
    for (const [k, mode] of ['links', 'shm'].entries()) {
      const o = (results[0] as CaseOutcome[])[at + k] as CaseOutcome;
      expect(o.refused).toBe(true);
      if (!o.refused) return;
      expect(o.code).toBe(ErrorCodes.INVALID_ARGUMENT);
      expect(o.message).toMatch(new RegExp(`^${mode} broadcast: .*(own "__proto__" key|an array with a hole)`));
    }
  });
});
