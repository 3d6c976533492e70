/**
 * What a balance costs, measured rather than extrapolated from one sample:
 *
 *   cost = decision + fixedMs + msPerRemap * (1 if anything moves) + msPerItem * (planes or indices
 *          changing owner) + msPerByte * (bytes moved)
 *
 * The decision is the balancer's own (timed per balancer, see engine.ts); the rest is fitted by
 * non-negative least squares from the balances a trace recorded (their cost minus their decision),
 * leaving out the first one, which runs cold (the balance path not compiled yet). The remap term is
 * what a balance that moves anything pays whatever it moves: a grid in distributed storage copies
 * the whole tile it keeps into new storage, and a program rebuilds what the new cuts invalidate
 * (`Balancing.charge`, part of a recorded balance's cost). A trace with fewer than
 * {@link MIN_SAMPLES} warm balances (a static trace) is fitted from a calibration run's balances
 * when one is given (./calibrate.ts: the app itself balancing every phase at the traced size on
 * this machine, cached per machine, Node version, program and shape); without one it is calibrated
 * from parts: the fixed part is one sync point of that very run (its median measured load gather),
 * the per-byte part a micro run of the copies a remap makes (into a shared ring and out of it) on
 * this machine, cached per machine and Node version, and the remap and per-item parts (the
 * program's own work) are left at 0: they are known only from balances that ran.
 */
import { cpus, homedir, totalmem } from 'node:os';
import { join } from 'node:path';
import { ensureDirectory, readRegularFile, type TraceLoads, writeFileReplacing } from '@meshwork/runtime';

/** Warm recorded balances needed to fit the model from a trace (else: calibration). */
export const MIN_SAMPLES = 3;

/** One recorded balance: what it moved and what it cost beyond its decision. */
export interface BalanceSample {
  readonly items: number;
  readonly bytes: number;
  readonly ms: number;
}

export interface BalanceCostModel {
  /** Fixed ms per balance beyond its decision (its sync points, the program's work after any balance). */
  readonly fixedMs: number;
  /** ms more for a balance that moves anything (a distributed grid's copy of the tile it keeps, the program's rebuild). */
  readonly msPerRemap: number;
  /** ms per plane (grid) or index (range) changing owner. */
  readonly msPerItem: number;
  /** ms per byte moved. */
  readonly msPerByte: number;
  /** Where the coefficients come from: the trace's balances, a calibration run's, or the parts calibrated on this machine. */
  readonly source: 'trace' | 'calibration run' | 'calibration';
  /** Balances fitted (trace or calibration run), 0 for a calibration from parts. */
  readonly samples: number;
  /** Standard deviation of one balance's cost about the model, ms (fit residuals; a calibration: the sync points' spread). */
  readonly sdMs: number;
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? Number.NaN : s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/** Solve the k x k system a x = b (Gaussian elimination, partial pivoting); undefined when (nearly) singular. */
function solveSystem(a: number[][], b: number[]): number[] | undefined {
  const k = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < k; c++) {
    let p = c;
    for (let r = c + 1; r < k; r++) if (Math.abs((m[r] as number[])[c] as number) > Math.abs((m[p] as number[])[c] as number)) p = r;
    // the columns are scaled to unit norm: a pivot this small means one is a combination of the others
    if (Math.abs((m[p] as number[])[c] as number) <= 1e-9) return undefined;
    [m[c], m[p]] = [m[p] as number[], m[c] as number[]];
    const pivot = m[c] as number[];
    for (let r = 0; r < k; r++) {
      if (r === c) continue;
      const row = m[r] as number[];
      const f = (row[c] as number) / (pivot[c] as number);
      for (let j = c; j <= k; j++) row[j] = (row[j] as number) - f * (pivot[j] as number);
    }
  }
  return m.map((row, i) => (row[k] as number) / (row[i] as number));
}

type Coefficients = Omit<BalanceCostModel, 'source' | 'samples' | 'sdMs'>;

/** What the model charges a balance beyond its decision. */
export function balanceCostOf(m: Coefficients, items: number, bytes: number): number {
  return m.fixedMs + (items > 0 ? m.msPerRemap : 0) + m.msPerItem * items + m.msPerByte * bytes;
}

/**
 * Non-negative least squares of ms = fixed + perRemap * (items > 0) + perItem * items + perByte *
 * bytes over every subset of the four terms (the smallest residual with every coefficient >= 0; on
 * a tie the fewer terms, then the earlier: fixed before remap). Terms the samples cannot tell
 * apart (constant items, every balance moving, bytes proportional to items) fall out as singular
 * subsets, so the fit never invents a coefficient the data do not show.
 */
export function fitBalanceCost(samples: readonly BalanceSample[]): Coefficients & { terms: number } {
  const cols = [
    (_: BalanceSample) => 1,
    (s: BalanceSample) => (s.items > 0 ? 1 : 0),
    (s: BalanceSample) => s.items,
    (s: BalanceSample) => s.bytes,
  ];
  let best = { fixedMs: 0, msPerRemap: 0, msPerItem: 0, msPerByte: 0, terms: 0 };
  let bestErr = samples.reduce((e, s) => e + s.ms * s.ms, 0);
  let bestSize = 0;
  for (let mask = 1; mask < 16; mask++) {
    const use = [0, 1, 2, 3].filter((i) => (mask >> i) & 1);
    const col = (i: number) => samples.map(cols[i] as (x: BalanceSample) => number);
    const x = use.map(col);
    // each column scaled to unit norm, so that bytes (millions) and the constant (1) compare
    const norms = x.map((c) => Math.sqrt(c.reduce((s, v) => s + v * v, 0)));
    if (norms.some((n) => n === 0)) continue;
    const a = use.map((_, i) =>
      use.map(
        (_, j) =>
          (x[i] as number[]).reduce((s, v, n) => s + v * ((x[j] as number[])[n] as number), 0) /
          ((norms[i] as number) * (norms[j] as number)),
      ),
    );
    const b = use.map((_, i) => (x[i] as number[]).reduce((s, v, n) => s + v * (samples[n] as BalanceSample).ms, 0) / (norms[i] as number));
    const z = solveSystem(a, b);
    if (z === undefined || z.some((v) => !(v >= 0))) continue;
    const coef = [0, 0, 0, 0];
    for (const [k, i] of use.entries()) coef[i] = (z[k] as number) / (norms[k] as number);
    const c = { fixedMs: coef[0] as number, msPerRemap: coef[1] as number, msPerItem: coef[2] as number, msPerByte: coef[3] as number };
    const err = samples.reduce((e, s) => e + (s.ms - balanceCostOf(c, s.items, s.bytes)) ** 2, 0);
    const tol = 1e-9 * Math.max(1, bestErr);
    if (err < bestErr - tol || (Math.abs(err - bestErr) <= tol && use.length < bestSize)) {
      best = { ...c, terms: use.length };
      bestErr = err;
      bestSize = use.length;
    }
  }
  return best;
}

/**
 * `base` with the fixed part of one balancer's own balances: moved by the median of what they
 * cost beyond `base` (never below 0), with their count and their spread about the result.
 */
export function ownFixedCost(base: BalanceCostModel, samples: readonly BalanceSample[]): BalanceCostModel {
  const fixedMs = Math.max(0, base.fixedMs + median(samples.map((b) => b.ms - balanceCostOf(base, b.items, b.bytes))));
  const own = { ...base, fixedMs };
  const sse = samples.reduce((e, b) => e + (b.ms - balanceCostOf(own, b.items, b.bytes)) ** 2, 0);
  return { ...own, samples: samples.length, sdMs: Math.sqrt(sse / Math.max(1, samples.length - 1)) };
}

/** The warm balances of a trace (the first one, cold, left out) as samples of the cost beyond the decision. */
export function balanceSamples(loads: TraceLoads): BalanceSample[] {
  const all = loads.steps.flatMap((st) => {
    const b = st.balance;
    if (b === undefined) return [];
    const dec = Math.max(...b.decisionMs);
    return [{ items: b.unitsMoved, bytes: b.bytesMoved, ms: Math.max(0, Math.max(...b.costMs) - dec) }];
  });
  return all.slice(1);
}

/** The recorded balancer's decision time: the median of its warm balances (undefined with none). */
export function recordedDecisionMs(loads: TraceLoads): number | undefined {
  const warm = loads.steps.flatMap((st) => (st.balance === undefined ? [] : [Math.max(...st.balance.decisionMs)])).slice(1);
  return warm.length === 0 ? undefined : median(warm);
}

export interface CalibrationOptions {
  /** Cache folder (default: MESHWORK_CACHE_DIR, else $XDG_CACHE_HOME/meshwork, else ~/.cache/meshwork). */
  readonly cacheDir?: string | undefined;
  /** Use this copy cost instead of measuring or reading the cache (deterministic replays). */
  readonly copyNsPerByte?: number | undefined;
  /** Warm balances of a calibration run (./calibrate.ts): fitted when the trace has too few of its own. */
  readonly calibration?: readonly BalanceSample[] | undefined;
}

/** The model fitted from `samples` (at least {@link MIN_SAMPLES}), with its residual spread. */
function fitted(samples: readonly BalanceSample[], source: 'trace' | 'calibration run'): BalanceCostModel {
  const { terms, ...f } = fitBalanceCost(samples);
  const sse = samples.reduce((e, s) => e + (s.ms - balanceCostOf(f, s.items, s.bytes)) ** 2, 0);
  const dof = Math.max(1, samples.length - terms);
  return { ...f, source, samples: samples.length, sdMs: Math.sqrt(sse / dof) };
}

/** The balance cost model of a trace: fitted from its balances, else calibrated on this machine. */
export function balanceCostModel(
  loads: TraceLoads,
  sync: { readonly medianMs: number; readonly sdMs: number },
  o: CalibrationOptions = {},
): BalanceCostModel {
  const samples = balanceSamples(loads);
  if (samples.length >= MIN_SAMPLES) return fitted(samples, 'trace');
  if (o.calibration !== undefined && o.calibration.length >= MIN_SAMPLES) return fitted(o.calibration, 'calibration run');
  const nsPerByte = o.copyNsPerByte ?? copyCost(o.cacheDir);
  return {
    fixedMs: sync.medianMs,
    msPerRemap: 0,
    msPerItem: 0,
    msPerByte: nsPerByte / 1e6,
    source: 'calibration',
    samples: 0,
    sdMs: sync.sdMs,
  };
}

/** Largest calibration cache file read (it holds a few numbers per machine and Node version). */
const CACHE_MAX_BYTES = 64 * 1024;
const CACHE_FILE = 'replay-calibration.json';

export function defaultCacheDir(): string {
  const env = process.env.MESHWORK_CACHE_DIR;
  if (env !== undefined && env !== '') return env;
  const xdg = process.env.XDG_CACHE_HOME;
  return join(xdg !== undefined && xdg !== '' ? xdg : join(homedir(), '.cache'), 'meshwork');
}

/** The key of this machine and Node version in the cache. */
export function machineKey(): string {
  const c = cpus();
  return `${c[0]?.model.trim() ?? 'cpu'} x${c.length}, ${Math.round(totalmem() / 2 ** 20)} MiB, node ${process.version}`;
}

interface CacheFile {
  version: 1;
  entries: Record<string, { copyNsPerByte: number; measuredAt: string }>;
}

function readCache(file: string): CacheFile {
  try {
    const raw = JSON.parse(
      readRegularFile(file, { what: 'replay calibration cache', maxBytes: CACHE_MAX_BYTES }).toString('utf8'),
    ) as unknown;
    const c = raw as Partial<CacheFile>;
    if (c.version === 1 && typeof c.entries === 'object' && c.entries !== null) return c as CacheFile;
  } catch {
    // absent, too large, unreadable or malformed: measured again and rewritten
  }
  return { version: 1, entries: {} };
}

/** Copy cost of a remap on this machine, ns per byte: from the cache, else measured and cached. */
export function copyCost(cacheDir = defaultCacheDir()): number {
  const file = join(cacheDir, CACHE_FILE);
  const cache = readCache(file);
  const key = machineKey();
  const hit = cache.entries[key]?.copyNsPerByte;
  if (typeof hit === 'number' && Number.isFinite(hit) && hit >= 0) return hit;
  const ns = measureCopyNsPerByte();
  cache.entries[key] = { copyNsPerByte: ns, measuredAt: new Date().toISOString() };
  try {
    ensureDirectory(cacheDir, { what: 'replay calibration cache folder' });
    writeFileReplacing(file, `${JSON.stringify(cache)}\n`, { what: 'replay calibration cache' });
  } catch {
    // a cache that cannot be written costs a measurement next time, nothing else
  }
  return ns;
}

/**
 * The copies a remap makes for each byte (into a shared ring, out of it), timed at 1 and 4 MiB:
 * the slope between the two sizes (the fastest of several rounds each, after a warm-up), so the
 * fixed cost of a call does not count per byte.
 */
export function measureCopyNsPerByte(): number {
  const time = (bytes: number): number => {
    const src = new Uint8Array(bytes).fill(7);
    const ring = new Uint8Array(new SharedArrayBuffer(bytes));
    const dst = new Uint8Array(bytes);
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 8; i++) {
      const t0 = performance.now();
      ring.set(src);
      dst.set(ring);
      const ms = performance.now() - t0;
      if (i > 0 && ms < best) best = ms;
    }
    return best;
  };
  const small = time(1 << 20);
  const large = time(4 << 20);
  return Math.max(0, ((large - small) * 1e6) / (3 << 20));
}
