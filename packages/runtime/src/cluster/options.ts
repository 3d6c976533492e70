/**
 * The options of `createCluster` and `cluster.run`, checked and resolved once, before any thread
 * starts: every bad value is a typed error (MW_INVALID_ARGUMENT and kin) naming what was expected
 * and what came. The cluster and its run attempts read only the resolved settings.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { checkInt, checkTimerMs, MAX_TIMER_MS } from '../checks.ts';
import type { CollectiveMode } from '../comm/collectives.ts';
import { checkLinkCost, type LinkCost } from '../comm/cost.ts';
import { inspectCloneValue } from '../comm/values.ts';
import { aborted, foreignTopology, invalidArgument, invalidExecArgv, type MeshworkError, uncarriedValue } from '../errors.ts';
import { checkTransport, HostSession } from '../hosts/session.ts';
import { checkNodeVersion } from '../node-version.ts';
import { SpscRing } from '../shm/ring.ts';
import { type SpinRule, spinRuleFor } from '../shm/wait.ts';
import { checkTimelineOption, type TimelineSettings } from '../timeline/options.ts';
import { parseTopology, topologyFromSpec } from '../topology/index.ts';
import { GridTopology } from '../topology/topology.ts';
import type { Topology, TopologySpec } from '../topology/types.ts';
import { type ClusterOptions, DEFAULT_LINK_BYTES, type RunOptions } from './types.ts';

/** Every key `createCluster` reads (an unknown one, e.g. a misspelt `waitTimeoutMS`, is refused; tests read it too). */
export const CLUSTER_KEYS: readonly string[] = [
  'topology',
  'linkBytes',
  'collectiveBytes',
  'spin',
  'cores',
  'waitTimeoutMs',
  'collectives',
  'linkCost',
  'execArgv',
  'resourceLimits',
  'memoryBudgetMb',
  'stuckMs',
  'onLateFailure',
  'hosts',
];
/** Every key `cluster.run` reads in its run options (tests read it too). */
export const RUN_KEYS: readonly string[] = [
  'signal',
  'timeoutMs',
  'collectives',
  'stuckMs',
  'checkpointEvery',
  'checkpointDir',
  'maxRestarts',
  'resumeFrom',
  'faults',
  'timeline',
];

/** Refuse a key that is not one of `known`: it would be silently ignored (`waitTimeoutMS`, `ranks`). */
function checkKeys(what: string, value: object, known: readonly string[]): void {
  for (const key of Object.keys(value))
    if (!known.includes(key)) throw invalidArgument(`${what} key ${JSON.stringify(key)}`, `one of ${known.join(', ')}`, key);
}

const LIMITS = ['maxOldGenerationSizeMb', 'maxYoungGenerationSizeMb', 'codeRangeSizeMb', 'stackSizeMb'] as const;
/**
 * Smallest value of each limit a rank can start with (MB). Stack: Node keeps 192 KiB of a worker's
 * stack for itself; at 0.25 MB a trivial program overflows while the rank starts (measured on
 * Node 20: 0.25 fails, 0.26 runs a small program), so 0.5 leaves the runtime and a program room.
 */
const LIMIT_MIN: Readonly<Record<(typeof LIMITS)[number], number>> = {
  maxOldGenerationSizeMb: 16,
  maxYoungGenerationSizeMb: 1,
  codeRangeSizeMb: 1,
  stackSizeMb: 0.5,
};

function checkResourceLimits(value: unknown): ResourceLimits | undefined {
  if (value === undefined) return undefined;
  const expected = `an object with some of ${LIMITS.join(', ')} (MB)`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidArgument('resourceLimits', expected, value);
  const out: Record<string, number> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!(LIMITS as readonly string[]).includes(key))
      throw invalidArgument(`resourceLimits key ${JSON.stringify(key)}`, `one of ${LIMITS.join(', ')}`, key);
    const min = LIMIT_MIN[key as (typeof LIMITS)[number]];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min)
      throw invalidArgument(`resourceLimits.${key}`, `a finite number of MB >= ${min}`, v);
    out[key] = v;
  }
  return Object.freeze(out);
}

/** `memoryBudgetMb`: undefined (none) or a finite number of MiB >= 1; the budget in bytes. */
function checkMemoryBudget(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1)
    throw invalidArgument(
      'memoryBudgetMb',
      'a finite number of MiB >= 1 (the ArrayBuffer memory the runtime allocates for one rank)',
      value,
    );
  return Math.floor(value * 2 ** 20);
}

/** `stuckMs`: false (off) or an interval in [1, 2^31 - 1] ms. */
function checkStuckMs(value: unknown): number | false {
  return value === false ? false : checkTimerMs('stuckMs', value);
}

/**
 * The topology option: a string, a spec, or a Topology. A Topology object must be one the
 * factories made (ranks rebuild it from its `spec`): anything else with a `neighbours` key is refused.
 */
export function topologyOption(t: unknown): Topology {
  if (typeof t === 'string') return parseTopology(t);
  if (t instanceof GridTopology) return t;
  if (t !== null && typeof t === 'object' && 'neighbours' in t) {
    // A Topology from another copy of the runtime: accepted when its spec rebuilds the same graph.
    const claimed = t as { spec?: unknown; size?: unknown; name?: unknown };
    let rebuilt: Topology;
    try {
      rebuilt = topologyFromSpec(claimed.spec as TopologySpec);
    } catch {
      throw foreignTopology(t);
    }
    if (rebuilt.size !== claimed.size || rebuilt.name !== claimed.name) throw foreignTopology(t);
    return rebuilt;
  }
  return topologyFromSpec(t as TopologySpec);
}

/** Start one thread with `execArgv` (the constructor checks the flags), then end it. */
function checkExecArgv(execArgv: readonly string[]): void {
  if (execArgv.length === 0) return;
  let probe: Worker;
  try {
    probe = new Worker('', { eval: true, execArgv: [...execArgv] });
  } catch (err) {
    throw invalidExecArgv(execArgv, (err as Error).message);
  }
  probe.unref();
  void probe.terminate();
}

/** The spin budget the `spin` option asks for (ClusterOptions.spin). */
function spinRule(spin: unknown, ranks: number, cores: number): SpinRule {
  if (spin === 'auto') return spinRuleFor(ranks, cores);
  if (spin === true) return spinRuleFor(1, 1);
  if (spin === false || spin === 0) return { iterations: 0, micros: 0, maxMicros: 0, freeMicros: 0 };
  if (typeof spin === 'number' && Number.isFinite(spin) && spin > 0)
    return { iterations: Number.MAX_SAFE_INTEGER, micros: spin, maxMicros: spin, freeMicros: 0 };
  throw invalidArgument('spin', "'auto', a boolean or a spin time in µs (a finite number >= 0)", spin);
}

/** A cluster's options, checked, with the defaults filled in. */
export interface ClusterSettings {
  readonly topology: Topology;
  /** Multi-host clusters: this host's part (placement, host protocol). */
  readonly session: HostSession | undefined;
  /** The ranks this process runs (every rank, unless the cluster spans hosts). */
  readonly localRanks: readonly number[];
  readonly spin: SpinRule;
  readonly cores: number;
  readonly linkBytes: number;
  readonly collectiveBytes: number;
  readonly waitTimeoutMs: number;
  readonly collectives: CollectiveMode;
  readonly linkCost: LinkCost | undefined;
  readonly execArgv: readonly string[];
  readonly resourceLimits: ResourceLimits | undefined;
  /** The per-rank memory budget in bytes (undefined: none). */
  readonly memoryBudgetBytes: number | undefined;
  readonly onLateFailure: ((error: MeshworkError) => void) | undefined;
  readonly stuckMs: number | false;
}

/** Check `createCluster` options (this Node first), in the order their errors take precedence. */
export function resolveClusterOptions(options: ClusterOptions): ClusterSettings {
  checkNodeVersion();
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw invalidArgument('createCluster options', 'an object', options);
  checkKeys('createCluster option', options, CLUSTER_KEYS);
  const topology = topologyOption(options.topology);
  const linkBytes = options.linkBytes ?? DEFAULT_LINK_BYTES;
  try {
    SpscRing.checkCapacity(linkBytes);
  } catch {
    throw invalidArgument('linkBytes', 'a power of two in [256, 2^30] (bytes of each link ring)', linkBytes);
  }
  const collectiveBytes = checkInt('collectiveBytes', options.collectiveBytes ?? 1 << 16, 256, 1 << 28);
  const cores = checkInt('cores', options.cores ?? availableParallelism(), 1);
  const waitTimeoutMs = checkTimerMs('waitTimeoutMs', options.waitTimeoutMs ?? 30_000);
  const transport = options.hosts === undefined ? undefined : checkTransport(options.hosts);
  const session = transport === undefined || transport.hosts === 1 ? undefined : new HostSession(transport, topology, waitTimeoutMs);
  const localRanks = session?.localRanks ?? Array.from({ length: topology.size }, (_, r) => r);
  const spin = spinRule(options.spin ?? 'auto', localRanks.length, cores);
  const collectives = options.collectives ?? 'shm';
  if (collectives !== 'shm' && collectives !== 'links') throw invalidArgument('collectives', "'shm' or 'links'", collectives);
  const execArgv = options.execArgv ?? [];
  if (!Array.isArray(execArgv) || execArgv.some((a) => typeof a !== 'string'))
    throw invalidArgument('execArgv', 'an array of strings', execArgv);
  const resourceLimits = checkResourceLimits(options.resourceLimits);
  const memoryBudgetBytes = checkMemoryBudget(options.memoryBudgetMb);
  const onLateFailure = options.onLateFailure;
  if (onLateFailure !== undefined && typeof onLateFailure !== 'function')
    throw invalidArgument('onLateFailure', 'a function (error) => void', onLateFailure);
  const stuckMs = options.stuckMs === undefined ? Math.min(2 * waitTimeoutMs, MAX_TIMER_MS) : checkStuckMs(options.stuckMs);
  const linkCost = checkLinkCost(options.linkCost);
  checkExecArgv(execArgv);
  return {
    topology,
    session,
    localRanks,
    spin,
    cores,
    linkBytes,
    collectiveBytes: collectiveBytes & ~7,
    waitTimeoutMs,
    collectives,
    linkCost,
    execArgv,
    resourceLimits,
    memoryBudgetBytes,
    onLateFailure,
    stuckMs,
  };
}

/** A run's program, options and run options, checked. */
export interface RunSettings {
  /** The program module's URL (a plain path resolved from the current directory). */
  readonly href: string;
  readonly collectives: CollectiveMode;
  readonly stuckMs: number | false;
  readonly timeline: TimelineSettings | undefined;
}

/**
 * Check the arguments of `cluster.run` (`defaults`: the cluster's collectives and stuck-rank
 * interval), in the order their errors take precedence.
 */
export function resolveRunOptions(
  programUrl: unknown,
  options: unknown,
  runOptions: RunOptions,
  defaults: { readonly collectives: CollectiveMode; readonly stuckMs: number | false },
): RunSettings {
  const url = programUrl instanceof URL ? programUrl.href : programUrl;
  if (typeof url !== 'string' || url.length === 0) throw invalidArgument('programUrl', 'a module URL or path', programUrl);
  if (typeof runOptions !== 'object' || runOptions === null)
    throw invalidArgument('run options (third argument)', 'an object such as { timeoutMs, signal }', runOptions);
  checkKeys('run option', runOptions, RUN_KEYS);
  const collectives = runOptions.collectives ?? defaults.collectives;
  if (collectives !== 'shm' && collectives !== 'links') throw invalidArgument('collectives', "'shm' or 'links'", collectives);
  if (runOptions.timeoutMs !== undefined) checkTimerMs('timeoutMs', runOptions.timeoutMs);
  const stuckMs = runOptions.stuckMs === undefined ? defaults.stuckMs : checkStuckMs(runOptions.stuckMs);
  const signal: unknown = runOptions.signal;
  if (signal !== undefined && !(signal instanceof AbortSignal))
    throw invalidArgument('signal', 'an AbortSignal (from an AbortController, or AbortSignal.timeout(ms))', signal);
  const bad = inspectCloneValue(options, 'options');
  if (bad !== undefined)
    throw uncarriedValue('program options (the second argument of run)', 'structured-cloneable data (every rank gets a copy)', bad.got);
  if (runOptions.signal?.aborted === true) throw aborted(`the signal was already aborted: ${String(runOptions.signal.reason)}`);
  const timeline = checkTimelineOption(runOptions.timeline);
  // A plain path (relative paths from the current directory) becomes a file URL; any URL
  // (file:, data:, http:...) stays as it is. One letter before ':' is a Windows drive.
  const href = /^[a-z][a-z0-9+.-]+:/i.test(url) ? url : pathToFileURL(resolve(url)).href;
  return { href, collectives, stuckMs, timeline };
}
