/**
 * A run's settings from its flags, checked before any thread starts: the common flags of every app
 * command (`CommonFlags`, as commander parses them; ./command.ts defines the options), the topology,
 * the balancing and `--compare`'s, checkpoints and restarts, the timeline; `runSettings` makes them
 * as the command line would, for programs, tests and bench suites.
 */
import { resolve } from 'node:path';
import {
  checkFaultInjections,
  checkRecoveryOptions,
  ensureDirectory,
  parseTopology,
  type RecoveryOptions,
  type Storage,
  type TimelineOptions,
} from '@meshwork/runtime';
import { type BalancingChoice, balancingFromFlags } from './balancing.ts';
import type { App, RunSettings } from './define.ts';
import { UsageError, usageErrors } from './errors.ts';
import { createProgress, type Progress } from './progress.ts';

/** The common flags of a run, as commander parses them. */
export interface CommonFlags {
  readonly ranks?: number;
  readonly topology?: string;
  readonly balancer?: string;
  readonly balancerOptions?: unknown;
  readonly every?: number;
  readonly policy?: string;
  readonly policyOptions?: unknown;
  readonly storage?: Storage;
  readonly repeat: number;
  /** Warm-up runs of each side before the timed ones (default 1). */
  readonly warmup?: number;
  readonly spin: 'auto' | 'on' | 'off' | number;
  readonly json?: boolean;
  readonly compare?: string;
  /** `auto`: with --compare, rounds until the paired ratio's 95% CI is within +-5% (AUTO_ROUNDS). */
  readonly rounds?: 'auto';
  /** Run the machine check first (true), skip it (false), or decide (undefined: with --compare, not --quick). */
  readonly machineCheck?: boolean;
  readonly quick?: boolean;
  readonly forceRanks?: boolean;
  readonly checkpointEvery?: number;
  readonly maxRestarts?: number;
  readonly checkpointDir?: string;
  readonly injectFaults?: unknown;
  /** `--timeline <file>`: the timeline of the last timed run (Chrome Trace Event JSON). */
  readonly timeline?: string;
}

/** Flags of a run: the common ones and the app's own (and those an extension adds). */
export type RunFlags = CommonFlags & Readonly<Record<string, unknown>>;

/** The run options of --checkpoint-every, --max-restarts, --checkpoint-dir and --inject-faults, if any was given. */
export function recoveryOf(app: App, o: CommonFlags, ranks: number): RecoveryOptions | undefined {
  const given =
    o.checkpointEvery !== undefined || o.maxRestarts !== undefined || o.checkpointDir !== undefined || o.injectFaults !== undefined;
  if (!given) return undefined;
  if (!app.checkpoints) throw usageErrors.noCheckpoints(app.name);
  if (o.checkpointDir !== undefined && o.checkpointEvery === undefined) throw usageErrors.checkpointDirAlone();
  const options: RecoveryOptions = {
    ...(o.checkpointEvery === undefined ? {} : { checkpointEvery: o.checkpointEvery }),
    ...(o.maxRestarts === undefined ? {} : { maxRestarts: o.maxRestarts }),
    ...(o.checkpointDir === undefined ? {} : { checkpointDir: resolve(o.checkpointDir) }),
    ...(o.injectFaults === undefined ? {} : { faults: checkedFaults(o.injectFaults, ranks) }),
  };
  // What cluster.run checks, checked now: a refusal there would come after the warm-up and timed runs.
  checkRecoveryOptions(options, ranks);
  // An impossible folder (under /proc, a file in the way) fails here, before any run (MW_PATH).
  if (options.checkpointDir !== undefined) ensureDirectory(options.checkpointDir, { what: '--checkpoint-dir', writable: true });
  return options;
}

/**
 * `--timeline FILE` as the run option of the timed runs: the folder checked (created) before any
 * run, the file's provenance (app, balancing, topology, seed) beside what the runtime adds itself.
 */
export function timelineOf(
  app: App,
  o: CommonFlags,
  topology: string,
  balancing: BalancingChoice,
  options: object,
): TimelineOptions | undefined {
  if (o.timeline === undefined) return undefined;
  const path = resolve(o.timeline);
  const seed = (options as { seed?: unknown }).seed;
  return {
    path,
    provenance: {
      app: app.name,
      topology,
      balancer: balancing.label,
      ...(typeof seed === 'number' ? { seed } : {}),
    },
  };
}

/** `--inject-faults`, checked against the rank count before any run (a bad one used to fail after the timed runs). */
function checkedFaults(faults: unknown, ranks: number): RecoveryOptions['faults'] {
  try {
    checkFaultInjections(faults, ranks);
  } catch (err) {
    throw usageErrors.badFaults((err as Error).message);
  }
  return faults as RecoveryOptions['faults'];
}

export function topologyOf(app: App, o: CommonFlags): { spec: string; ranks: number } {
  if (o.ranks !== undefined && o.topology !== undefined) throw usageErrors.notBoth('--ranks', '--topology');
  const spec = o.topology ?? app.topologyFor(o.ranks ?? 2);
  if (o.ranks !== undefined && o.ranks < 2 && /^\s*ring\s*:/.test(spec)) {
    throw usageErrors.ringTooSmall(o.ranks, app.name, app.topologyKinds.includes('chain'));
  }
  const t = parseTopology(spec);
  if (!app.topologyKinds.includes(t.kind)) throw usageErrors.topologyKind(app.name, app.topologyKinds, spec);
  return { spec: spec.trim(), ranks: t.size };
}

/** The balancing of a run from its flags (an app's own strategies, or a registered balancer and policy). */
export function balancingOf(app: App, o: CommonFlags): BalancingChoice {
  if (app.staticOnly) {
    const given = o.balancerOptions !== undefined || o.every !== undefined || o.policy !== undefined || o.policyOptions !== undefined;
    if (given || (o.balancer !== undefined && o.balancer !== 'static')) throw usageErrors.staticOnly(app.name);
    return { label: 'static', balancer: 'static', policy: 'never' };
  }
  const own = app.ownBalancers;
  if (app.noStorage && o.storage !== undefined) throw usageErrors.ownStorage(app.name);
  if (own === undefined) return balancingFromFlags(o, { balancer: app.defaultBalancer });
  const name = o.balancer ?? app.defaultBalancer;
  if (!own.includes(name)) throw usageErrors.ownBalancer(app.name, own, name);
  if (o.balancerOptions !== undefined || o.policyOptions !== undefined) {
    const flag = o.balancerOptions !== undefined ? '--balancer-options' : '--policy-options';
    throw usageErrors.noOptionBlock(app.name, flag, own);
  }
  if (o.every !== undefined || o.policy !== undefined) throw usageErrors.splitsOnce(app.name);
  if (o.storage !== undefined) throw usageErrors.noGrid(app.name);
  return { label: name, balancer: name, balancerOptions: o.balancerOptions, policy: 'never' };
}

/**
 * The balancing of `--compare NAME`: that balancer with its default policy and options; it must
 * differ from the run's own (`main`, when known: `--balancer auto` learns it from the advice).
 */
export function compareBalancing(app: App, o: CommonFlags, main: BalancingChoice | undefined): BalancingChoice {
  const name = o.compare as string;
  let b: BalancingChoice;
  try {
    b = balancingOf(app, { repeat: o.repeat, spin: o.spin, balancer: name });
  } catch (err) {
    // the name came with --compare: say so
    if (err instanceof UsageError) throw usageErrors.compareAs(err.message);
    throw err;
  }
  if (b.label === main?.label) throw usageErrors.compareSame(name);
  return b;
}

/**
 * The settings of a run from flags, as the command line would make them: topology, balancing
 * (checked), repeats and spin; progress off unless given. For programs, tests and bench suites.
 */
export function runSettings(app: App, flags: Partial<CommonFlags> & { readonly progress?: Progress } = {}): RunSettings {
  const f: CommonFlags = { repeat: 1, spin: 'auto', ...flags };
  const { spec, ranks } = topologyOf(app, f);
  return {
    topology: spec,
    ranks,
    storage: f.storage ?? 'distributed',
    balancing: balancingOf(app, f),
    repeat: f.repeat,
    spin: f.spin === 'auto' || typeof f.spin === 'number' ? f.spin : f.spin === 'on',
    progress: flags.progress ?? createProgress({ stdout: () => {}, stderr: () => {}, tty: false }, false),
  };
}
