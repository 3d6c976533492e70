/**
 * Bad input to createCluster, run and the collectives: a MeshworkError with a stable code and a
 * message that names the option and shows what came. No thread is started by any of these.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Collectives } from '../src/comm/collectives.ts';
import { LinkCollectives } from '../src/comm/collectives-links.ts';
import { ShmCollectives } from '../src/comm/collectives-shm.ts';
import { allocateBuffers } from '../src/comm/layout.ts';
import { RingLinks } from '../src/comm/links.ts';
import { Waiter } from '../src/comm/waiter.ts';
import { type Cluster, type ClusterOptions, chain, createCluster, ErrorCodes, MeshworkError, mesh, type Topology } from '../src/index.ts';
import { createWaitPolicy } from '../src/shm/wait.ts';

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

describe('createCluster rejects bad options', () => {
  const cases: [string, unknown, string, string[]][] = [
    ['bad topology kind', { topology: 'blob:3' }, ErrorCodes.INVALID_TOPOLOGY, ['blob:3']],
    ['bad topology size', { topology: 'ring:1' }, ErrorCodes.INVALID_TOPOLOGY, ['ring', '1']],
    ['bad topology dims', { topology: 'mesh:2xx' }, ErrorCodes.INVALID_TOPOLOGY, ['mesh:2xx']],
    ['missing topology', {}, ErrorCodes.INVALID_TOPOLOGY, ['undefined']],
    ['options not an object', null, ErrorCodes.INVALID_ARGUMENT, ['null']],
    ['linkBytes not a power of two', { topology: 'ring:4', linkBytes: 1000 }, ErrorCodes.INVALID_ARGUMENT, ['linkBytes', '1000']],
    ['linkBytes too small', { topology: 'ring:4', linkBytes: 32 }, ErrorCodes.INVALID_ARGUMENT, ['linkBytes', '32']],
    ['linkBytes a string', { topology: 'ring:4', linkBytes: '4096' }, ErrorCodes.INVALID_ARGUMENT, ['linkBytes', 'string "4096"']],
    ['collectives mode', { topology: 'ring:4', collectives: 'fast' }, ErrorCodes.INVALID_ARGUMENT, ['collectives', '"fast"']],
    ['linkCost not an object', { topology: 'ring:4', linkCost: 'slow' }, ErrorCodes.INVALID_ARGUMENT, ['linkCost', '"slow"']],
    [
      'linkCost negative latency',
      { topology: 'ring:4', linkCost: { latencyUs: -1 } },
      ErrorCodes.INVALID_ARGUMENT,
      ['linkCost.latencyUs', '-1'],
    ],
    [
      'linkCost zero bandwidth',
      { topology: 'ring:4', linkCost: { bandwidthBytesPerSec: 0 } },
      ErrorCodes.INVALID_ARGUMENT,
      ['linkCost.bandwidthBytesPerSec', '0'],
    ],
    ['waitTimeoutMs', { topology: 'ring:4', waitTimeoutMs: 0 }, ErrorCodes.INVALID_ARGUMENT, ['waitTimeoutMs', '0']],
    ['collectiveBytes', { topology: 'ring:4', collectiveBytes: 10 }, ErrorCodes.INVALID_ARGUMENT, ['collectiveBytes', '10']],
    ['spin', { topology: 'ring:4', spin: 'yes' }, ErrorCodes.INVALID_ARGUMENT, ['spin', '"yes"']],
    ['cores', { topology: 'ring:4', cores: 0 }, ErrorCodes.INVALID_ARGUMENT, ['cores', '0']],
    ['execArgv', { topology: 'ring:4', execArgv: '--inspect' }, ErrorCodes.INVALID_ARGUMENT, ['execArgv', '--inspect']],
  ];

  it.each(cases)('%s', (_name, options, code, parts) => {
    const err = thrown(() => createCluster(options as ClusterOptions));
    expect(err.code).toBe(code);
    for (const part of parts) expect(err.message).toContain(part);
  });

  it('accepts a valid linkCost, topology object and spec', () => {
    for (const options of [
      { topology: 'chain:2', linkCost: { latencyUs: 3, bandwidthBytesPerSec: 1e9 } },
      { topology: mesh([2, 2]) },
      { topology: { kind: 'torus', dims: [2, 4] } },
    ] as ClusterOptions[]) {
      const c = createCluster(options);
      expect(c.threadCount).toBe(0);
    }
  });
});

describe('run rejects bad arguments before starting threads', () => {
  const cluster: Cluster = createCluster({ topology: 'chain:2' });
  const url = new URL('./programs/failure.ts', import.meta.url);

  afterAll(async () => {
    await cluster.close();
  });

  it.each([
    ['empty program URL', () => cluster.run(''), ErrorCodes.INVALID_ARGUMENT, ['programUrl']],
    [
      'collectives override',
      () => cluster.run(url, {}, { collectives: 'x' as 'shm' }),
      ErrorCodes.INVALID_ARGUMENT,
      ['collectives', '"x"'],
    ],
    ['timeoutMs', () => cluster.run(url, {}, { timeoutMs: -5 }), ErrorCodes.INVALID_ARGUMENT, ['timeoutMs', '-5']],
  ] as const)('%s', async (_name, start, code, parts) => {
    const err = await start().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(MeshworkError);
    expect((err as MeshworkError).code).toBe(code);
    for (const part of parts) expect((err as MeshworkError).message).toContain(part);
    expect(cluster.threadCount).toBe(0);
  });
});

/** Both collective implementations for a single rank, in this thread (no partner needed). */
function soloCollectives(topology: Topology): Collectives[] {
  const buffers = allocateBuffers(topology, 64, 1024);
  const control = new Int32Array(buffers.control);
  const waiter = new Waiter(control, 0, createWaitPolicy({ timeoutMs: 1000 }));
  const links = new RingLinks({ topology, rank: 0, out: [], in: [], waiter });
  const shm = new ShmCollectives({
    topology,
    rank: 0,
    control,
    scratch: buffers.scratch,
    slotBytes: buffers.slotBytes,
    waiter,
    progress: () => links.progress(),
  });
  return [shm, new LinkCollectives(links)];
}

describe.each(soloCollectives(chain(1)).map((c) => [c.mode, c] as const))('%s collectives reject bad arguments', (_mode, comm) => {
  it('a working call first (one rank: the value itself)', () => {
    expect(comm.allreduce(2.5, 'sum')).toBe(2.5);
    expect(comm.scan(Float64Array.of(1, 2), 'max', { exclusive: true })).toEqual(
      Float64Array.of(Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY),
    );
    expect(comm.broadcast('x', 0)).toBe('x');
  });

  const cases: [string, () => unknown, string, string[]][] = [
    ['allreduce with op "avg"', () => comm.allreduce(1, 'avg' as 'sum'), ErrorCodes.INVALID_ARGUMENT, ['reduction op', 'string "avg"']],
    [
      'allreduce with op undefined',
      () => comm.allreduce(1, undefined as unknown as 'sum'),
      ErrorCodes.INVALID_ARGUMENT,
      ['reduction op', 'undefined'],
    ],
    [
      'allreduce of a string',
      () => comm.allreduce('7' as unknown as number, 'sum'),
      ErrorCodes.INVALID_ARGUMENT,
      ['reduction value', 'string "7"'],
    ],
    [
      'allreduce of a plain array',
      () => comm.allreduce([1, 2] as unknown as number, 'sum'),
      ErrorCodes.INVALID_ARGUMENT,
      ['reduction value', 'an array of length 2'],
    ],
    ['allreduce over axis 3', () => comm.allreduce(1, 'sum', { axes: [3] }), ErrorCodes.INVALID_ARGUMENT, ['axis', 'number 3']],
    ['allreduce over a repeated axis', () => comm.allreduce(1, 'sum', { axes: [0, 0] }), ErrorCodes.INVALID_ARGUMENT, ['axes']],
    ['scan along axis -1', () => comm.scan(1, 'sum', { axis: -1 }), ErrorCodes.INVALID_ARGUMENT, ['axis', 'number -1']],
    ['scan with op "prod"', () => comm.scan(1, 'prod' as 'sum'), ErrorCodes.INVALID_ARGUMENT, ['reduction op', '"prod"']],
    ['broadcast from rank 5', () => comm.broadcast(1, 5), ErrorCodes.INVALID_RANK, ['rank', 'number 5']],
    ['gather to rank -1', () => comm.gather(1, -1), ErrorCodes.INVALID_RANK, ['rank', 'number -1']],
    ['reduce to rank 1.5', () => comm.reduce(1, 'sum', 1.5), ErrorCodes.INVALID_RANK, ['rank', 'number 1.5']],
  ];

  it.each(cases)('%s', (_name, call, code, parts) => {
    const err = thrown(call);
    expect(err.code).toBe(code);
    for (const part of parts) expect(err.message).toContain(part);
  });
});
