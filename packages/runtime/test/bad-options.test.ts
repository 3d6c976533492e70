/**
 * Issue 24, items 9 and 10: every createCluster and run option refuses unknown keys, wrong types
 * and out-of-range values with a typed error naming the option (a table per entry point, checked
 * to cover every key the runtime reads, so a new option cannot ship unchecked); and rank-side
 * calls that used to throw a bare RangeError or TypeError, or silently ignore a timeout, get
 * typed errors.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { CLUSTER_KEYS, RUN_KEYS } from '../src/cluster/options.ts';
import { type ClusterOptions, createCluster, ErrorCodes, MeshworkError, type RunOptions } from '../src/index.ts';
import type { BadCallsOptions, Probe, ProbeOutcome } from './programs/bad-calls.ts';
import type { ReliabilityOptions } from './programs/reliability.ts';

const RELIABILITY = new URL('./programs/reliability.ts', import.meta.url);
const BAD_CALLS = new URL('./programs/bad-calls.ts', import.meta.url);

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

/** [option key, description, the options, error code, text the message must contain] */
type Case = readonly [string, string, Record<string, unknown>, string, string];

const INVALID = ErrorCodes.INVALID_ARGUMENT;

const CLUSTER_CASES: readonly Case[] = [
  [
    '<unknown>',
    'waitTimeoutMS (misspelt)',
    { waitTimeoutMS: 5000 },
    INVALID,
    'createCluster option key "waitTimeoutMS" must be one of topology, linkBytes',
  ],
  ['<unknown>', 'ranks', { ranks: 4 }, INVALID, 'createCluster option key "ranks" must be one of'],
  ['topology', 'a number', { topology: 4 }, ErrorCodes.INVALID_TOPOLOGY, 'topology'],
  ['topology', 'a bad spec string', { topology: 'ring:0' }, ErrorCodes.INVALID_TOPOLOGY, ''],
  ['linkBytes', 'not a power of two', { linkBytes: 1000 }, INVALID, 'linkBytes must be a power of two'],
  ['linkBytes', 'a string', { linkBytes: '4096' }, INVALID, 'linkBytes must be'],
  ['collectiveBytes', 'below 256', { collectiveBytes: 100 }, INVALID, 'collectiveBytes must be an integer in [256'],
  ['collectiveBytes', 'NaN', { collectiveBytes: Number.NaN }, INVALID, 'collectiveBytes must be'],
  ['spin', 'a word', { spin: 'fast' }, INVALID, 'spin must be'],
  ['spin', 'negative', { spin: -1 }, INVALID, 'spin must be'],
  ['cores', 'zero', { cores: 0 }, INVALID, 'cores must be an integer >= 1'],
  ['cores', 'a fraction', { cores: 1.5 }, INVALID, 'cores must be'],
  ['waitTimeoutMs', 'NaN', { waitTimeoutMs: Number.NaN }, INVALID, 'waitTimeoutMs must be an integer in [1,'],
  ['waitTimeoutMs', 'zero', { waitTimeoutMs: 0 }, INVALID, 'waitTimeoutMs must be'],
  ['waitTimeoutMs', 'a string', { waitTimeoutMs: '5000' }, INVALID, 'waitTimeoutMs must be'],
  ['collectives', 'an unknown mode', { collectives: 'mpi' }, INVALID, "collectives must be 'shm' or 'links'"],
  [
    'linkCost',
    'an unknown key',
    { linkCost: { nonsense: 1 } },
    INVALID,
    'linkCost key "nonsense" must be one of latencyUs, bandwidthBytesPerSec',
  ],
  ['linkCost', 'a misspelt key', { linkCost: { latencyMs: 5 } }, INVALID, 'linkCost key "latencyMs"'],
  ['linkCost', 'a negative latency', { linkCost: { latencyUs: -1 } }, INVALID, 'linkCost.latencyUs must be a finite number >= 0'],
  ['linkCost', 'a zero bandwidth', { linkCost: { bandwidthBytesPerSec: 0 } }, INVALID, 'linkCost.bandwidthBytesPerSec must be'],
  ['linkCost', 'an array', { linkCost: [1, 2] }, INVALID, 'linkCost must be an object'],
  ['execArgv', 'a string', { execArgv: '--no-warnings' }, INVALID, 'execArgv must be an array of strings'],
  ['execArgv', 'a number inside', { execArgv: [1] }, INVALID, 'execArgv must be an array of strings'],
  ['resourceLimits', 'a number', { resourceLimits: 64 }, INVALID, 'resourceLimits must be an object'],
  ['resourceLimits', 'an unknown key', { resourceLimits: { heapMb: 64 } }, INVALID, 'resourceLimits key "heapMb"'],
  [
    'resourceLimits',
    'stackSizeMb 0.25 (overflows at start-up)',
    { resourceLimits: { stackSizeMb: 0.25 } },
    INVALID,
    'resourceLimits.stackSizeMb must be a finite number of MB >= 0.5',
  ],
  [
    'resourceLimits',
    'a NaN heap',
    { resourceLimits: { maxOldGenerationSizeMb: Number.NaN } },
    INVALID,
    'resourceLimits.maxOldGenerationSizeMb must be',
  ],
  ['memoryBudgetMb', 'a string', { memoryBudgetMb: '64' }, INVALID, 'memoryBudgetMb must be a finite number of MiB >= 1'],
  ['memoryBudgetMb', 'zero', { memoryBudgetMb: 0 }, INVALID, 'memoryBudgetMb must be a finite number of MiB >= 1'],
  ['memoryBudgetMb', 'NaN', { memoryBudgetMb: Number.NaN }, INVALID, 'memoryBudgetMb must be'],
  ['memoryBudgetMb', 'Infinity', { memoryBudgetMb: Number.POSITIVE_INFINITY }, INVALID, 'memoryBudgetMb must be'],
  ['memoryBudgetMb', 'negative', { memoryBudgetMb: -64 }, INVALID, 'memoryBudgetMb must be'],
  ['stuckMs', 'zero', { stuckMs: 0 }, INVALID, 'stuckMs must be an integer in [1,'],
  ['stuckMs', 'true', { stuckMs: true }, INVALID, 'stuckMs must be'],
  ['onLateFailure', 'a string', { onLateFailure: 'warn' }, INVALID, 'onLateFailure must be a function'],
  ['hosts', 'a number', { hosts: 2 }, INVALID, 'hosts must be a HostTransport'],
  ['hosts', 'an object without methods', { hosts: { host: 0, hosts: 2 } }, INVALID, 'hosts.send must be a function'],
];

const RUN_CASES: readonly Case[] = [
  ['<unknown>', 'timeoutMS (misspelt)', { timeoutMS: 5000 }, INVALID, 'run option key "timeoutMS" must be one of signal, timeoutMs'],
  ['<unknown>', 'retries', { retries: 2 }, INVALID, 'run option key "retries"'],
  ['signal', 'a plain object', { signal: { aborted: false } }, INVALID, 'signal must be an AbortSignal'],
  ['timeoutMs', 'NaN', { timeoutMs: Number.NaN }, INVALID, 'timeoutMs must be an integer in [1,'],
  ['timeoutMs', 'a fraction', { timeoutMs: 1.5 }, INVALID, 'timeoutMs must be'],
  ['timeoutMs', 'a string', { timeoutMs: '100' }, INVALID, 'timeoutMs must be'],
  ['collectives', 'an unknown mode', { collectives: 'mpi' }, INVALID, "collectives must be 'shm' or 'links'"],
  ['stuckMs', 'negative', { stuckMs: -5 }, INVALID, 'stuckMs must be'],
  ['checkpointEvery', 'negative', { checkpointEvery: -1 }, INVALID, 'checkpointEvery must be an integer >= 0'],
  ['checkpointEvery', 'a string', { checkpointEvery: '2' }, INVALID, 'checkpointEvery must be'],
  ['checkpointDir', 'empty', { checkpointEvery: 1, checkpointDir: '' }, INVALID, 'checkpointDir must be a directory path'],
  [
    'checkpointDir',
    'without checkpointEvery',
    { checkpointDir: 'x.ckpt' },
    INVALID,
    'checkpointDir must be given together with checkpointEvery',
  ],
  ['maxRestarts', 'above 1000', { maxRestarts: 1001 }, INVALID, 'maxRestarts must be an integer in [0, 1000]'],
  ['maxRestarts', 'NaN', { maxRestarts: Number.NaN }, INVALID, 'maxRestarts must be'],
  ['resumeFrom', 'a number', { resumeFrom: 5 }, INVALID, 'resumeFrom must be a directory path'],
  ['faults', 'not an array', { faults: 'exit' }, INVALID, 'faults must be an array'],
  ['faults', 'a rank out of range', { faults: [{ rank: 9, kind: 'exit' }] }, INVALID, 'faults[0].rank must be an integer in [0, 1]'],
  ['faults', 'a misspelt key', { faults: [{ rank: 0, kind: 'exit', atstep: 1 }] }, INVALID, 'faults[0] key "atstep"'],
  ['timeline', 'a number', { timeline: 7 }, INVALID, 'timeline must be a file path, or { path'],
  ['timeline', 'a misspelt key', { timeline: { path: 't.json', maxevents: 10 } }, INVALID, 'timeline key "maxevents"'],
  ['timeline', 'in a folder that does not exist', { timeline: '/nonexistent-meshwork-folder/t.json' }, ErrorCodes.PATH, 'timeline "'],
];

describe('createCluster: every option refuses bad input with a typed error naming it', () => {
  it('the table covers every option createCluster reads', () => {
    const covered = new Set(CLUSTER_CASES.map((c) => c[0]));
    expect(CLUSTER_KEYS.filter((k) => !covered.has(k))).toEqual([]);
    expect(covered.has('<unknown>')).toBe(true);
  });

  it.each(CLUSTER_CASES)('%s: %s', (_key, _name, options, code, text) => {
    const err = thrown(() => createCluster({ topology: 'chain:2', ...options } as unknown as ClusterOptions));
    expect(err.code).toBe(code);
    expect(err.message).toContain(text);
  });
});

describe('cluster.run: every run option refuses bad input before any thread starts', () => {
  const cluster = createCluster({ topology: 'chain:2', spin: false });
  afterAll(async () => {
    await cluster.close();
  });

  it('the table covers every run option', () => {
    const covered = new Set(RUN_CASES.map((c) => c[0]));
    expect(RUN_KEYS.filter((k) => !covered.has(k))).toEqual([]);
  });

  it.each(RUN_CASES)('%s: %s', async (_key, _name, options, code, text) => {
    const err = await cluster.run(RELIABILITY, { scenario: { kind: 'ok' } }, options as RunOptions).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(MeshworkError);
    expect((err as MeshworkError).code).toBe(code);
    expect((err as MeshworkError).message).toContain(text);
    expect(cluster.threadCount).toBe(0);
  });
});

describe('resourceLimits.stackSizeMb: the smallest accepted value runs a program', () => {
  it('0.5 MB runs', async () => {
    const c = createCluster({ topology: 'chain:2', resourceLimits: { stackSizeMb: 0.5 } });
    try {
      const res = await c.run<number, ReliabilityOptions>(RELIABILITY, { scenario: { kind: 'ok' } }, { timeoutMs: 60_000 });
      expect(res.results).toEqual([0, 10]);
    } finally {
      await c.close();
    }
  }, 120_000);
});

describe('rank-side calls get typed errors (chain:2)', () => {
  // A short wait deadline: a receive that ignored a bad timeout would end here, not hang.
  const cluster = createCluster({ topology: 'chain:2', waitTimeoutMs: 5000 });
  afterAll(async () => {
    await cluster.close();
  });

  const CASES: readonly (readonly [Probe, string, string])[] = [
    ['grid-2^31x2^31', ErrorCodes.INVALID_DECOMPOSITION, 'grid shape [2147483648, 2147483648] must be at most 2^53 - 1 cells in all'],
    ['grid-too-large', INVALID, 'grid shape must be a grid whose tile (with its halo) this rank can allocate, got [2147483648, 64]'],
    ['send-detached', INVALID, 'send value must be a typed array or data to send, got a detached typed array'],
    ['sendTo-detached', INVALID, 'sendTo value must be a typed array or data to send, got a detached typed array'],
    ['send-detached-nested', INVALID, 'got a detached Float64Array at value.a'],
    ['send-deep', INVALID, 'got a value nested deeper than 1000 levels'],
    ['broadcast-deep', INVALID, 'got a value nested deeper than 1000 levels'],
    ['recv-timeout-string', INVALID, 'receive timeoutMs must be a number of ms in [0, 2147483647]'],
    ['recv-timeout-nan', INVALID, 'got NaN'],
    ['recv-timeout-negative', INVALID, 'got number -1'],
    ['recvInto-timeout-nan', INVALID, 'receive timeoutMs must be a number of ms'],
    ['idle-timeout-nan', INVALID, 'idle timeoutMs must be a number of ms'],
    ['allreduce-detached-shm', INVALID, 'reduction value must be a number or a numeric typed array, got a detached typed array'],
    ['allreduce-detached-links', INVALID, 'reduction value must be a number or a numeric typed array, got a detached typed array'],
    ['broadcast-detached-links', INVALID, 'collective value must be a typed array or data, got a detached typed array'],
  ];

  it('every probe throws a MeshworkError with its code and message', async () => {
    const probes = CASES.map((c) => c[0]);
    const res = await cluster.run<ProbeOutcome[], BadCallsOptions>(BAD_CALLS, { probes }, { timeoutMs: 60_000 });
    const got = res.results[0] as ProbeOutcome[];
    for (const [i, [probe, code, text]] of CASES.entries()) {
      const o = got[i] as ProbeOutcome;
      expect({ probe: o.probe, name: o.name, code: o.code }).toEqual({ probe, name: 'MeshworkError', code });
      expect(o.message).toContain(text);
    }
  }, 120_000);

  it('program options nested 200 000 deep: MW_INVALID_ARGUMENT before any thread starts', async () => {
    let deep: unknown = [];
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const fresh = createCluster({ topology: 'chain:2' });
    try {
      const err = await fresh.run(RELIABILITY, { scenario: { kind: 'ok' }, deep }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(MeshworkError);
      expect((err as MeshworkError).code).toBe(INVALID);
      expect((err as MeshworkError).message).toContain('nested deeper than 1000 levels');
      expect(fresh.threadCount).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
