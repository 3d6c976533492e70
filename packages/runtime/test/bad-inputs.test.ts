/**
 * Issue 13, items 1, 4, 5 and the host-side part of 9: bad input to createCluster and run is
 * refused up front with a typed error saying what was expected and what came, and leaves nothing
 * open (no thread, no MessagePort).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { type ClusterOptions, createCluster, ErrorCodes, MeshworkError, type RunOptions, ring } from '../src/index.ts';
import type { ReliabilityOptions } from './programs/reliability.ts';

const PROGRAM = new URL('./programs/reliability.ts', import.meta.url);

function thrown(fn: () => unknown): MeshworkError {
  let caught: unknown;
  try {
    fn();
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(MeshworkError);
  return caught as MeshworkError;
}

async function rejection(p: Promise<unknown>): Promise<MeshworkError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MeshworkError);
  return err as MeshworkError;
}

const ports = () => process.getActiveResourcesInfo().filter((r) => r === 'MessagePort').length;

describe('item 1: topology objects must be real topologies', () => {
  it.each([
    ['{ neighbours: 1 }', { neighbours: 1 }],
    ['a neighbours function and a size', { neighbours: () => [], size: 2 }],
    ['a spec that does not match', { neighbours: () => [], size: 3, name: 'ring(3)', spec: { kind: 'ring', size: 4 } }],
  ])('%s: MW_INVALID_TOPOLOGY naming the keys, no thread', (_name, topology) => {
    const err = thrown(() => createCluster({ topology } as unknown as ClusterOptions));
    expect(err.code).toBe(ErrorCodes.INVALID_TOPOLOGY);
    expect(err.message).toContain("topology must be a string such as 'ring:8'");
    expect(err.message).toContain('with keys neighbours');
  });

  it('a topology from the factories, or one whose spec rebuilds it, is accepted', () => {
    const t = ring(3);
    expect(createCluster({ topology: t }).topology).toBe(t);
    const copy = { neighbours: t.neighbours.bind(t), size: 3, name: 'ring(3)', spec: { kind: 'ring', size: 3 } };
    expect(createCluster({ topology: copy } as unknown as ClusterOptions).topology.name).toBe('ring(3)');
  });
});

describe('item 4: deadlines beyond Node timers (2^31 ms and more) are refused', () => {
  const cluster = createCluster({ topology: 'chain:2', spin: false });
  afterAll(async () => {
    await cluster.close();
  });

  it.each([2 ** 31, 2 ** 40, Number.MAX_SAFE_INTEGER])('timeoutMs %d: MW_INVALID_ARGUMENT', async (timeoutMs) => {
    const err = await rejection(cluster.run(PROGRAM, { scenario: { kind: 'ok' } }, { timeoutMs }));
    expect(err.code).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(err.message).toContain(`timeoutMs must be an integer in [1, 2147483647]`);
    expect(err.message).toContain(`got number ${timeoutMs}`);
    expect(cluster.threadCount).toBe(0);
  });

  it('waitTimeoutMs 2^31: MW_INVALID_ARGUMENT', () => {
    const err = thrown(() => createCluster({ topology: 'chain:2', waitTimeoutMs: 2 ** 31 }));
    expect(err.code).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(err.message).toContain('waitTimeoutMs must be an integer in [1, 2147483647]');
  });

  it('timeoutMs 2^31 - 1 is a real deadline: the run completes', async () => {
    const res = await cluster.run<number, ReliabilityOptions>(PROGRAM, { scenario: { kind: 'ok' } }, { timeoutMs: 2 ** 31 - 1 });
    expect(res.results).toEqual([0, 10]);
  }, 120_000);
});

describe('item 5: a signal that is not an AbortSignal', () => {
  it.each([
    ['a plain object', { aborted: false }],
    ['a string', 'stop'],
    ['an AbortController', new AbortController()],
  ])('%s: MW_INVALID_ARGUMENT, no MessagePort left open', async (_name, signal) => {
    const cluster = createCluster({ topology: 'chain:2' });
    const before = ports();
    const err = await rejection(cluster.run(PROGRAM, { scenario: { kind: 'ok' } }, { signal } as unknown as RunOptions));
    expect(err.code).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(err.message).toContain('signal must be an AbortSignal');
    expect(ports()).toBe(before);
    expect(cluster.threadCount).toBe(0);
    await cluster.close();
  });
});

describe('item 9: bad run input gets a typed argument error, not MW_WORKER_EXITED', () => {
  const cluster = createCluster({ topology: 'chain:2', spin: false });
  afterAll(async () => {
    await cluster.close();
  });

  it.each([
    ['a function', { scenario: { kind: 'ok' }, callback: () => 1 }, 'a function at options.callback'],
    ['a symbol', { scenario: { kind: 'ok' }, tag: Symbol('x') }, 'a symbol at options.tag'],
    ['a promise', { scenario: { kind: 'ok' }, later: [Promise.resolve(1)] }, 'a Promise at options.later[0]'],
  ])('program options holding %s: MW_INVALID_ARGUMENT before any thread starts', async (_name, options, part) => {
    const err = await rejection(cluster.run(PROGRAM, options));
    expect(err.code).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(err.message).toContain('program options (the second argument of run) must be structured-cloneable data');
    expect(err.message).toContain(part);
    expect(cluster.threadCount).toBe(0);
  });

  it('run options that are not an object: MW_INVALID_ARGUMENT', async () => {
    const err = await rejection(cluster.run(PROGRAM, {}, 5 as unknown as RunOptions));
    expect(err.code).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(err.message).toContain('run options (third argument) must be an object');
  });

  it('an execArgv with a V8 flag is refused by createCluster, naming the flag', () => {
    const err = thrown(() => createCluster({ topology: 'chain:2', execArgv: ['--max-old-space-size=64'] }));
    expect(err.code).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(err.message).toContain('execArgv must be Node options that worker threads accept');
    expect(err.message).toContain('--max-old-space-size=64');
    expect(err.message).toContain('resourceLimits');
  });

  it('an execArgv that workers accept still works', async () => {
    const c = createCluster({ topology: 'chain:2', execArgv: ['--no-warnings'] });
    try {
      expect((await c.run<number, ReliabilityOptions>(PROGRAM, { scenario: { kind: 'ok' } })).results).toEqual([0, 10]);
    } finally {
      await c.close();
    }
  }, 120_000);

  it('a data: URL program runs as a module, not as a file path', async () => {
    const source = "export default { brand: 'meshwork.program/v1', main: (ctx) => ctx.rank * 7 };";
    const res = await cluster.run<number>(`data:text/javascript,${encodeURIComponent(source)}`);
    expect(res.results).toEqual([0, 7]);
  }, 120_000);
});

describe('resourceLimits (per-rank heap) on createCluster', () => {
  it.each([
    ['not an object', 64, 'resourceLimits must be an object'],
    ['an unknown key', { heapMb: 64 }, 'resourceLimits key "heapMb" must be one of maxOldGenerationSizeMb'],
    [
      'a negative heap',
      { maxOldGenerationSizeMb: -1 },
      'resourceLimits.maxOldGenerationSizeMb must be a finite number of MB >= 16, got number -1',
    ],
    ['a heap too small to start', { maxOldGenerationSizeMb: 4 }, 'got number 4'],
    ['a string', { stackSizeMb: '4' }, 'resourceLimits.stackSizeMb must be a finite number of MB >= 0.5, got string "4"'],
  ])('%s: MW_INVALID_ARGUMENT', (_name, resourceLimits, part) => {
    const err = thrown(() => createCluster({ topology: 'chain:2', resourceLimits } as unknown as ClusterOptions));
    expect(err.code).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(err.message).toContain(part);
  });
});
