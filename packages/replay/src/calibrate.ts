/**
 * A calibration run: what a look and a balance really cost a program at a traced size on this
 * machine, measured on a few real balances rather than extrapolated from a static trace's parts.
 *
 * A static trace knows what its steps computed and what a sample gather cost, but not what a
 * balance costs the program: a distributed grid's remap copies the whole tile it keeps into new
 * storage whatever moves, and the program rebuilds what the new cuts invalidate (its
 * `Balancing.charge`, part of each recorded balance's cost). So the app runs once more, recorded,
 * at the same size and topology, with a balancer that balances every phase (the app's default
 * where it is among the replayed ones): its warm balances (the cold first left out) give the
 * balance cost model's samples, and its gathers, one per phase after a phase of compute, what a
 * synchronous look costs (./looks.ts), and its measured time what neither accounts for: replayed
 * from the static trace through its own configuration, with those costs, it predicts less than it
 * measured by what the phases after a balance pay besides (compute on storage the remap just
 * wrote, the collector, a partner late from its own balance), charged per balance
 * (`ReplayModel.afterBalanceMs`, ./engine.ts).
 *
 * Then a second recorded run, the same with the `sweep` balancer every phase (packages/balancers
 * src/sweep.ts: cuts stepped 0, 1, 8, 32, 128 planes about the block cuts): an app's own balancer
 * settles and then moves a plane at a time (gde on thinning: 37 of 123 balances moved, 1 plane
 * each after the first), so its balances cannot tell a cost per plane moved (the program
 * rescanning the rows it gained) from the cost of any balance that moves; the sweep's can. The
 * model is fitted from both runs' warm balances (./cost.ts). Kept per machine and Node version
 * (./cost.ts's key), program (the trace's phase names) and shape (topology, decomposition, bytes
 * per plane) in the cache folder, so `meshwork replay` of a static trace of the same program and
 * shape finds it; the cache file's version 6 holds the sweep's balances, the other balancers'
 * runs, the spaced run and each run's passes (a file of an earlier version, without them, with
 * times not yet taken without their recording, or measured before a remap kept a row strip's
 * cells in place, is measured again).
 *
 * And one recorded run, every phase, of each other balancer replayed (`others` of
 * `calibrationRun`): what a balance of that balancer costs beyond its decision besides what it
 * moves (its own sync points and messages), its decision as the ranks time it, and what the
 * phases after its balances pay. Without them every balancer was charged the app's default
 * balancer's fixed cost: thinning's central every phase measured 71 ms where gde's 41.5 and the
 * replay predicted 36.4 for both.
 *
 * Every run whose time prices something (the default balancer's, each other balancer's and the
 * spaced one; not the sweep's, whose time is not used) runs {@link CALIBRATION_PASSES} times, the
 * passes after the first in an order rotated by pass, and each is priced from the median of its
 * passes (its balances from all of them). One run of a balancer balancing every phase on fresh
 * threads is one draw: diffusion 512 x 80 iterations at 2 ranks, eight recorded runs of each
 * against eight unrecorded ones (2026-11-28), a run over its unrecorded partner spread by a standard
 * deviation of 0.14-0.23 in log terms, and one run had priced central's and functional's every
 * row 1.42-1.66x its measured time (docs/replay-validation.md).
 */
import { join } from 'node:path';
import { type App, median, type RunSettings } from '@meshwork/harness';
import { ensureDirectory, type MetricsTrace, readRegularFile, type TraceLoads, writeFileReplacing } from '@meshwork/runtime';
import { invalidArgument } from '@meshwork/runtime/plugin';
import { type BalanceSample, balanceSamples, defaultCacheDir, MIN_SAMPLES, machineKey, recordedDecisionMs } from './cost.ts';
import { max } from './fit.ts';
import { keptOf } from './kept.ts';
import { gatherCosts } from './looks.ts';
import type { ReplayConfig } from './types.ts';

/** What a calibration run measured. */
export interface BalanceCalibration {
  /** The configuration that ran (a balancer every phase). */
  readonly label: string;
  /** Its warm balances: planes moved, bytes moved, cost beyond the decision (ms). */
  readonly balances: readonly BalanceSample[];
  /** The sweep run's warm balances (the `sweep` balancer: 0 to 128 planes moved), when it ran. */
  readonly sweep?: readonly BalanceSample[] | undefined;
  /** The cost of each of its gathers (ms): one look each. */
  readonly looks: readonly number[];
  /**
   * The configuration that ran, its measured time (ms) and its balancer's median warm decision
   * (ms, measured on the ranks: what a replay charges that balancer's decisions), when known.
   */
  readonly run?: CalibratedRun | undefined;
  /**
   * Calibration runs of the other balancers replayed (each every phase, recorded): their warm
   * balances and their runs. A balancer's balances differ in more than what they move (central
   * gathers every load to one rank and sends the cuts back, sdlb exchanges with its neighbours
   * sweep after sweep), so each one's fixed cost is measured rather than taken from another's.
   */
  readonly others?: readonly OtherCalibration[] | undefined;
  /**
   * A run of the same balancer every SPACED_EVERY phases, recorded: what a balance after a gap
   * pays beyond one in a run that balances every phase (`ReplayModel.afterGapMs`).
   */
  readonly spaced?: CalibratedRun | undefined;
}

/**
 * Runs of each priced calibration configuration: the median of three is off by a slow run only
 * when two of them are.
 */
export const CALIBRATION_PASSES = 3;

/** The interval of the spaced calibration run. */
export const SPACED_EVERY = 5;

/** `config` (a balancer every phase) every SPACED_EVERY phases instead. */
export function spacedConfig(config: ReplayConfig): ReplayConfig {
  const k = SPACED_EVERY;
  return { ...config, label: `${config.balancer} every ${k}`, policy: 'every', policyOptions: { k }, every: k };
}

/**
 * A calibration run's configuration, its measured time (ms; the median of its passes) and its
 * balancer's median warm decision on the ranks (ms).
 */
export interface CalibratedRun {
  readonly config: ReplayConfig;
  readonly measuredMs: number;
  readonly decisionMs: number;
  /** Each pass's measured time (ms, without its recording), in the order they ran, when it ran more than once. */
  readonly passesMs?: readonly number[] | undefined;
}

/** The calibration run of one more balancer: its warm balances and the run. */
export interface OtherCalibration {
  readonly balances: readonly BalanceSample[];
  readonly run: CalibratedRun;
}

/** Samples kept per calibration (a run of a few hundred phases keeps them all). */
const MAX_SAMPLES = 512;
/** Most passes a cached run may list. */
const MAX_PASSES = 64;
/** Largest calibration cache file read. */
const CACHE_MAX_BYTES = 4 * 1024 * 1024;
const CACHE_FILE = 'replay-run-calibration.json';
const CACHE_VERSION = 6;

/** The calibration's second run: the `sweep` balancer (cuts stepped 0, 1, 8, 32, 128 planes) every phase. */
export const SWEEP_CONFIG: ReplayConfig = { label: 'sweep every 1', balancer: 'sweep', policy: 'every', policyOptions: { k: 1 }, every: 1 };

/** The program and shape a trace was recorded on (undefined without a load record). */
export function calibrationKey(trace: MetricsTrace): string | undefined {
  const L = trace.loads;
  if (L === undefined) return undefined;
  const d = L.decomposition;
  const phases = [...new Set(trace.phases.map((p) => p.name))].join(',');
  return `[${phases}] ${JSON.stringify(L.topology)} ${d.kind} ${d.shape.join('x')} procs ${d.procDims.join('x')} bytes/plane ${d.bytesPerPlane.join(',')}`;
}

/** A recorded run's warm balances (at most MAX_SAMPLES); undefined without a load record or with fewer than MIN_SAMPLES. */
function warmBalances(trace: MetricsTrace | undefined): BalanceSample[] | undefined {
  const L = trace?.loads;
  const balances = L === undefined ? [] : balanceSamples(L).slice(0, MAX_SAMPLES);
  return balances.length < MIN_SAMPLES ? undefined : balances;
}

/** The first pass's warm balances (undefined with fewer than MIN_SAMPLES), then the other passes' (at most MAX_SAMPLES in all). */
function pooledBalances(first: MetricsTrace | undefined, repeats: readonly RecordedPass[]): BalanceSample[] | undefined {
  const own = warmBalances(first);
  if (own === undefined) return undefined;
  const more = repeats.flatMap((r) => warmBalances(r.trace) ?? []);
  return [...own, ...more].slice(0, MAX_SAMPLES);
}

/**
 * What a run of `config` that balanced measured, from its trace and its measured time (ms: the
 * run's wall time as the static trace's `measuredMs` is taken), with the sweep run's trace when
 * it ran (its balances kept when it recorded at least MIN_SAMPLES warm ones); undefined with fewer
 * than MIN_SAMPLES warm balances of `config`. `repeats`: the later passes of `config`
 * (CALIBRATION_PASSES), whose balances are pooled with its own and whose times give the median.
 */
export function calibrationOf(
  trace: MetricsTrace,
  config: ReplayConfig,
  measuredMs?: number,
  sweepTrace?: MetricsTrace,
  others: readonly RecordedRun[] = [],
  spaced?: RecordedRun,
  repeats: readonly RecordedPass[] = [],
): BalanceCalibration | undefined {
  const L = trace.loads;
  const balances = pooledBalances(trace, repeats);
  if (L === undefined || balances === undefined) return undefined;
  const run = calibratedRun([{ trace, measuredMs }, ...repeats], config);
  const sweep = warmBalances(sweepTrace);
  const other = others.flatMap((o): OtherCalibration[] => {
    const b = pooledBalances(o.trace, o.repeats ?? []);
    const r = runOf(o);
    return b === undefined || r === undefined ? [] : [{ balances: b, run: r }];
  });
  const spacedRun = spaced === undefined ? undefined : runOf(spaced);
  return {
    label: config.label,
    balances,
    ...(sweep === undefined ? {} : { sweep }),
    looks: gatherCosts(L.steps).slice(0, MAX_SAMPLES),
    ...(run === undefined ? {} : { run }),
    ...(other.length === 0 ? {} : { others: other }),
    ...(spacedRun === undefined ? {} : { spaced: spacedRun }),
  };
}

/** The run of a recorded calibration run, over its passes (undefined without a load record or a measured time). */
function runOf(r: RecordedRun): CalibratedRun | undefined {
  return calibratedRun([r, ...(r.repeats ?? [])], r.config);
}

/** One recorded run of a calibration configuration: its trace and measured time (ms). */
export interface RecordedPass {
  readonly trace: MetricsTrace | undefined;
  readonly measuredMs: number | undefined;
}

/** A recorded calibration run of `config`: its trace and measured time (ms), and its later passes. */
export interface RecordedRun extends RecordedPass {
  readonly config: ReplayConfig;
  readonly trace: MetricsTrace;
  /** The same configuration's later passes (CALIBRATION_PASSES): their times give the median, their balances samples. */
  readonly repeats?: readonly RecordedPass[] | undefined;
}

/**
 * The passes of `config` with a load record and a measured time, each without what its recording
 * cost: the median time, the median of their balancer's warm decisions; undefined with none.
 */
function calibratedRun(passes: readonly RecordedPass[], config: ReplayConfig): CalibratedRun | undefined {
  const nets: number[] = [];
  const decisions: number[] = [];
  for (const p of passes) {
    const L = p.trace?.loads;
    const ms = p.measuredMs;
    if (L === undefined || ms === undefined || !Number.isFinite(ms) || ms <= 0) continue;
    nets.push(Math.max(0, ms - recordingMs(L)));
    const d = recordedDecisionMs(L);
    if (d !== undefined) decisions.push(d);
  }
  if (nets.length === 0) return undefined;
  return {
    config,
    measuredMs: median(nets),
    decisionMs: decisions.length === 0 ? 0 : median(decisions),
    ...(nets.length > 1 ? { passesMs: nets } : {}),
  };
}

/**
 * What recording cost a recorded run beyond the same run unrecorded (ms): the recorder's own time
 * (`recordMs`) and the program's load tallies on the steps whose loads its policy did not read (a
 * recording driver wants them every step; the steps a look read carry its gather's `syncMs`). A
 * calibration run is recorded; its measured time without this is what the replay's predictions,
 * made for unrecorded runs, are compared with.
 */
export function recordingMs(L: TraceLoads): number {
  let ms = 0;
  for (const st of L.steps) {
    if (st.recordMs !== undefined) ms += max(st.recordMs);
    if (st.tallyMs !== undefined && st.syncMs === undefined) ms += max(st.tallyMs);
  }
  return ms;
}

/** Every balance sample of a calibration: its balancer's, then the sweep's. */
export function calibrationSamples(cal: BalanceCalibration): BalanceSample[] {
  return [...cal.balances, ...(cal.sweep ?? [])];
}

/** The configuration a calibration runs: the app's default balancer every phase, else the first balancer every phase. */
export function calibrationConfig(configs: readonly ReplayConfig[], defaultBalancer: string | undefined): ReplayConfig | undefined {
  const every1 = configs.filter((c) => c.policy === 'every' && c.every === 1 && c.balancer !== 'static');
  return every1.find((c) => c.balancer === defaultBalancer) ?? every1[0];
}

/**
 * Run the calibration: a recorded run of `app` with `settings` (the static run's: size, topology,
 * storage, waits) balancing as `config` says, then one with SWEEP_CONFIG, then the others and the
 * spaced one; `passes` times each but the sweep ({@link calibrationPasses}). Undefined when the
 * first recorded too few balances.
 */
export async function calibrationRun(
  app: App,
  settings: RunSettings,
  options: Readonly<Record<string, unknown>>,
  config: ReplayConfig,
  others: readonly ReplayConfig[] = [],
  passes = CALIBRATION_PASSES,
): Promise<BalanceCalibration | undefined> {
  const record = async (c: ReplayConfig): Promise<RecordedPass> => {
    const o = keptOf(await app.run({ ...settings, balancing: c, record: true }, options));
    return { trace: o.trace, measuredMs: o.ms };
  };
  return await calibrationPasses(record, config, others, passes);
}

/**
 * The calibration's runs, each made by `record` (a recorded run of a configuration, timed as the
 * static run is): `config`, then SWEEP_CONFIG, then each of `others`, then `config` every
 * SPACED_EVERY phases; then `passes - 1` more passes over those but the sweep, each pass in an
 * order rotated by one more place, so a slow spell of the machine falls on each configuration
 * alike. Undefined when `config`'s first run recorded too few balances (nothing more runs).
 */
export async function calibrationPasses(
  record: (config: ReplayConfig) => Promise<RecordedPass>,
  config: ReplayConfig,
  others: readonly ReplayConfig[] = [],
  passes = CALIBRATION_PASSES,
): Promise<BalanceCalibration | undefined> {
  if (!Number.isInteger(passes) || passes < 1) throw invalidArgument('calibration passes', 'an integer >= 1', passes);
  const first = await record(config);
  if (first.trace === undefined || warmBalances(first.trace) === undefined) return undefined;
  const sweep = await record(SWEEP_CONFIG);
  const timed = [config, ...others, spacedConfig(config)];
  const runs: RecordedPass[][] = timed.map((_, i) => (i === 0 ? [first] : []));
  for (let i = 1; i < timed.length; i++) (runs[i] as RecordedPass[]).push(await record(timed[i] as ReplayConfig));
  for (let p = 1; p < passes; p++) {
    for (let j = 0; j < timed.length; j++) {
      const i = (j + p) % timed.length;
      (runs[i] as RecordedPass[]).push(await record(timed[i] as ReplayConfig));
    }
  }
  const recorded = (i: number): RecordedRun | undefined => {
    const got = (runs[i] as RecordedPass[]).filter((r) => r.trace !== undefined);
    const head = got[0];
    return head?.trace === undefined
      ? undefined
      : { config: timed[i] as ReplayConfig, trace: head.trace, measuredMs: head.measuredMs, repeats: got.slice(1) };
  };
  const rest = others.flatMap((_, k) => recorded(k + 1) ?? []);
  const main = recorded(0) as RecordedRun;
  return calibrationOf(first.trace, config, first.measuredMs, sweep.trace, rest, recorded(timed.length - 1), main.repeats ?? []);
}

/**
 * The other balancers' calibration configurations: every phase, one per balancer of `configs`
 * (not static, not `calibrated`'s balancer), as `configs` gives its options.
 */
export function otherCalibrationConfigs(configs: readonly ReplayConfig[], calibrated: ReplayConfig): ReplayConfig[] {
  const seen = new Set([calibrated.balancer, 'static']);
  return configs.filter((c) => {
    if (c.policy !== 'every' || c.every !== 1 || seen.has(c.balancer)) return false;
    seen.add(c.balancer);
    return true;
  });
}

interface CacheFile {
  version: typeof CACHE_VERSION;
  entries: Record<string, BalanceCalibration & { measuredAt: string }>;
}

const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;
const isSample = (b: Partial<BalanceSample>) => typeof b === 'object' && b !== null && finite(b.items) && finite(b.bytes) && finite(b.ms);

function isCalibration(x: unknown): x is BalanceCalibration {
  const c = x as Partial<BalanceCalibration> | undefined;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.label === 'string' &&
    Array.isArray(c.balances) &&
    c.balances.length >= MIN_SAMPLES &&
    c.balances.every(isSample) &&
    (c.sweep === undefined || (Array.isArray(c.sweep) && c.sweep.length <= MAX_SAMPLES && c.sweep.every(isSample))) &&
    Array.isArray(c.looks) &&
    c.looks.every(finite) &&
    (c.run === undefined || isRun(c.run)) &&
    (c.spaced === undefined || isRun(c.spaced)) &&
    (c.others === undefined ||
      (Array.isArray(c.others) &&
        c.others.every(
          (o: Partial<OtherCalibration>) =>
            typeof o === 'object' &&
            o !== null &&
            Array.isArray(o.balances) &&
            o.balances.length >= MIN_SAMPLES &&
            o.balances.length <= MAX_SAMPLES &&
            o.balances.every(isSample) &&
            isRun(o.run),
        )))
  );
}

function isRun(r: Partial<CalibratedRun> | undefined): r is CalibratedRun {
  return (
    typeof r === 'object' &&
    r !== null &&
    finite(r.measuredMs) &&
    finite(r.decisionMs) &&
    (r.passesMs === undefined || (Array.isArray(r.passesMs) && r.passesMs.length <= MAX_PASSES && r.passesMs.every(finite))) &&
    typeof r.config === 'object' &&
    r.config !== null &&
    typeof r.config.label === 'string' &&
    typeof r.config.balancer === 'string' &&
    typeof r.config.policy === 'string'
  );
}

function readCache(file: string): CacheFile {
  try {
    const raw = JSON.parse(
      readRegularFile(file, { what: 'replay calibration runs', maxBytes: CACHE_MAX_BYTES }).toString('utf8'),
    ) as unknown;
    const c = raw as Partial<CacheFile>;
    if (c.version === CACHE_VERSION && typeof c.entries === 'object' && c.entries !== null && !Array.isArray(c.entries))
      return c as CacheFile;
  } catch {
    // absent, too large, unreadable, malformed or of another version: no calibration known
  }
  return { version: CACHE_VERSION, entries: {} };
}

/** The cached calibration of this trace's program and shape on this machine and Node version, if any (one bounded read). */
export function cachedCalibration(trace: MetricsTrace, cacheDir = defaultCacheDir()): BalanceCalibration | undefined {
  const key = calibrationKey(trace);
  if (key === undefined) return undefined;
  const hit = readCache(join(cacheDir, CACHE_FILE)).entries[`${key} on ${machineKey()}`];
  if (!isCalibration(hit)) return undefined;
  return {
    label: hit.label,
    balances: hit.balances,
    ...(hit.sweep === undefined ? {} : { sweep: hit.sweep }),
    looks: hit.looks,
    ...(hit.run === undefined ? {} : { run: hit.run }),
    ...(hit.others === undefined ? {} : { others: hit.others }),
    ...(hit.spaced === undefined ? {} : { spaced: hit.spaced }),
  };
}

/** Keep `cal` as the calibration of `trace`'s program and shape on this machine (a cache that cannot be written is left alone). */
export function storeCalibration(trace: MetricsTrace, cal: BalanceCalibration, cacheDir = defaultCacheDir()): void {
  const key = calibrationKey(trace);
  if (key === undefined) return;
  const file = join(cacheDir, CACHE_FILE);
  const cache = readCache(file);
  cache.entries[`${key} on ${machineKey()}`] = { ...cal, measuredAt: new Date().toISOString() };
  try {
    ensureDirectory(cacheDir, { what: 'replay calibration cache folder' });
    writeFileReplacing(file, `${JSON.stringify(cache)}\n`, { what: 'replay calibration runs' });
  } catch {
    // an unwritable cache costs a calibration run next time, nothing else
  }
}
