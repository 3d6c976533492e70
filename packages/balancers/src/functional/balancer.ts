/**
 * `functional`: the remap balancer of functional-load-balancing-sieve.txt. Given a cumulative cost
 * model t(x) of the balanced axis, each rank solves its OWN bounds x_i and x_{i+1} from
 * t(x_i) = t(x_0) + TT * (cumulative speed share of i) with guarded Newton (`solveBoundary`):
 * deciding needs no communication. The runtime wants the whole cut list on every rank, so the
 * ranks then exchange their two integer cuts in one allgather (`exchange: 'allgather'`)
 * and check that neighbours agree: each boundary is computed by two ranks (as upper and lower
 * bound) from the same function of the same shared inputs, so they agree bit for bit unless
 * something is wrong, and a disagreement throws. With `exchange: 'none'` every rank solves all P-1
 * interior bounds itself (no communication at all; P-1 root findings instead of 2). With
 * `exchange: 'snapshot'` (default) the same happens from the runtime's per-phase load gather
 * (`solve`), so the `observed` model's totals need no allgather of their own either.
 *
 * Integer cuts: the nearest index boundary of each real bound (partial rows are the paper's
 * "perfection complex"), then every part is made at least `domain.minExtent` wide.
 *
 * Grids: one axis is balanced (`axis`, default the first decomposed one); its coordinate is
 * x = offset + index * scale. When several axes are decomposed, all ranks of a processor
 * hyperplane share a slab, and that slab's speed is the slowest of its ranks' speeds.
 *
 * Models (JSON options; functions cannot travel in options, see `createFunctionalWithModel`):
 * - `linear`: constant cost per index (with `speeds`: the speed-weighted linear split).
 * - `sieve`: equation (4), `exponent` (default 1.43). For the numbers [lo, hi] use a range of
 *   n = hi - lo + 1 indices and `offset: lo`.
 * - `calibrated`: from `samples` [[x, t(x)], ...] of cumulative cost: `fit: 'pwl'` (default,
 *   monotone piecewise-linear interpolation), `'power'` (least squares on log t for A, e) or
 *   `'sieve'` (the same for equation (4) with a free exponent).
 * - `density`: section 5's row split for rho(x, y) = sum c * x^px * y^py, `terms` [[c, px, py]],
 *   rows of `width` (default: the extent of the other axis of a 2-D grid, times `scale`).
 * - `observed`: fitted from the loads just measured: one allgather of the totals gives the
 *   cumulative cost at the current cuts; `fit` as for `calibrated` (pwl by default). Totals are
 *   taken as work (speed-independent) units.
 */
import type { MeshworkError } from '@meshwork/runtime';
import {
  type BalanceContext,
  type BalanceDecision,
  type Factory,
  invalidArgument,
  invalidOption,
  type LoadSnapshot,
  OptionReader,
  type RemapBalancer,
} from '@meshwork/runtime/plugin';
import { enforceMinExtent, procCoordsByRank } from '../central.ts';
import { errors } from '../errors.ts';
import {
  type CostModel,
  type DensityTerm,
  type FitForm,
  fitPowerLaw,
  fittedModel,
  linearModel,
  piecewiseLinearModel,
  polynomialDensityModel,
  type Sample,
  sieveModel,
} from './models.ts';
import { type BoundProblem, checkSpeeds, cutOf, predictParts, solveBoundary } from './plan.ts';
import type { SolveMethod, SolveOptions } from './solve.ts';

export type FunctionalModelName = 'linear' | 'sieve' | 'calibrated' | 'density' | 'observed';

export interface FunctionalSettings {
  /** Relative speed of each RANK (default all 1). */
  readonly speeds?: readonly number[];
  /** Axis to balance (default: the first with more than one part). */
  readonly axis?: number;
  /** Coordinate of index 0 (default 0). */
  readonly offset?: number;
  /** Coordinate step per index (default 1). */
  readonly scale?: number;
  readonly tol?: number;
  readonly maxIter?: number;
  /**
   * How ranks learn the other ranks' cuts: 'snapshot' (default) every rank solves every bound from
   * the runtime's per-phase load gather, no message of its own; 'allgather' each solves its own two
   * and they exchange them (the paper's way); 'none' each solves all bounds inside `decide`.
   */
  readonly exchange?: 'snapshot' | 'allgather' | 'none';
}

const METHODS: readonly SolveMethod[] = ['endpoint', 'newton', 'secant', 'bisection'];

function optionError(key: string, expected: string, got: unknown): MeshworkError {
  return invalidOption('functional', key, expected, got);
}

/** Build the model for a domain (the density's default width and observed loads need it). */
type ModelSource = (env: ModelEnv, axis: number, span: { offset: number; scale: number }) => CostModel;

/** What a model source may look at: the domain and, for `observed`, every rank's load total. */
interface ModelEnv {
  readonly size: number;
  readonly domain: BalanceContext['domain'];
  totals(): number[];
}

function makeBalancer(source: ModelSource, settings: FunctionalSettings, used: Record<string, unknown>, label: string): RemapBalancer {
  const offset = settings.offset ?? 0;
  const scale = settings.scale ?? 1;
  const exchange = settings.exchange ?? 'snapshot';
  const solve: SolveOptions = {
    ...(settings.tol === undefined ? {} : { tol: settings.tol }),
    ...(settings.maxIter === undefined ? {} : { maxIter: settings.maxIter }),
  };
  if (settings.speeds !== undefined) checkSpeeds(settings.speeds);
  const balancer = {
    name: 'functional',
    options: used,
    decide(ctx: BalanceContext): BalanceDecision {
      const env: ModelEnv = { size: ctx.size, domain: ctx.domain, totals: () => ctx.comm.allgather(ctx.load.total) as number[] };
      return plan(env, exchange, (problem, P) => {
        if (exchange !== 'allgather') return solveAll(problem, P);
        const me = ctx.domain.procCoords[problem.axis] as number;
        const lo = solveBoundary(problem, me, solve);
        const hi = solveBoundary(problem, me + 1, solve);
        const mine = Float64Array.of(me, lo.x, hi.x, lo.iterations, hi.iterations, METHODS.indexOf(lo.method), METHODS.indexOf(hi.method));
        const all = ctx.comm.allgather(mine);
        const reals = new Array<number>(P + 1).fill(Number.NaN);
        const iters = new Array<number>(P + 1).fill(0);
        const methods = new Array<SolveMethod>(P + 1).fill('endpoint');
        for (const v of all) {
          const p = v[0] as number;
          for (const [j, i] of [p, p + 1].entries()) {
            const x = v[1 + j] as number;
            const seen = reals[i] as number;
            if (!Number.isNaN(seen) && seen !== x) {
              throw errors.functionalDisagree(i, seen, x);
            }
            reals[i] = x;
            iters[i] = v[3 + j] as number;
            methods[i] = METHODS[v[5 + j] as number] ?? 'endpoint';
          }
        }
        return { reals, iters, methods };
      });
    },
    /** Every rank solves all P - 1 interior bounds itself (as `exchange: 'none'`): no message. */
    solve(snap: LoadSnapshot): BalanceDecision {
      const env: ModelEnv = { size: snap.size, domain: snap.domain, totals: () => Array.from(snap.totals) };
      return plan(env, 'snapshot', solveAll);
    },
  };
  if (exchange === 'snapshot') return balancer;
  const { solve: _snapshot, ...collective } = balancer;
  return collective;

  function solveAll(problem: BoundProblem & { axis: number }, P: number): Bounds {
    const all = Array.from({ length: P + 1 }, (_, i) => solveBoundary(problem, i, solve));
    return { reals: all.map((r) => r.x), iters: all.map((r) => r.iterations), methods: all.map((r) => r.method) };
  }

  function plan(env: ModelEnv, how: string, bounds: (problem: BoundProblem & { axis: number }, P: number) => Bounds): BalanceDecision {
    const d = env.domain;
    const k = d.shape.length;
    const axis =
      settings.axis ??
      Math.max(
        0,
        d.procDims.findIndex((p) => p > 1),
      );
    if (axis >= k) throw optionError('axis', `an axis of the ${k}-D domain (< ${k})`, axis);
    const P = d.procDims[axis] as number;
    const n = d.shape[axis] as number;
    const current = d.cuts.map((c) => c.slice());
    if (P <= 1) return { cuts: current, sweeps: 0, skipped: 'a single part along the balanced axis' };
    if (settings.speeds !== undefined && settings.speeds.length !== env.size) {
      throw optionError('speeds', `one speed per rank (${env.size})`, settings.speeds);
    }
    const pcs = settings.speeds === undefined ? undefined : procCoordsByRank(env);
    const partSpeeds = Array.from({ length: P }, (_, p) => {
      if (settings.speeds === undefined || pcs === undefined) return 1;
      let s = Number.POSITIVE_INFINITY;
      for (const [rank, pc] of pcs.entries()) if (pc[axis] === p) s = Math.min(s, settings.speeds[rank] as number);
      return s;
    });
    const span = { offset, scale };
    const model = source(env, axis, span);
    const problem = { model, x0: offset, x1: offset + n * scale, speeds: partSpeeds, axis };
    const { reals, iters, methods } = bounds(problem, P);
    const raw = reals.map((x) => cutOf(x, n, span));
    raw[0] = 0;
    raw[P] = n;
    const cuts = current.slice();
    cuts[axis] = enforceMinExtent(raw, n, d.minExtent[axis] ?? 1);
    const predicted = predictParts(model, cuts[axis] as number[], partSpeeds, span);
    return {
      cuts,
      sweeps: Math.max(...iters),
      details: {
        model: model.name,
        label,
        params: model.params,
        axis,
        exchange: how,
        bounds: reals,
        iterations: iters,
        methods,
        speeds: partSpeeds,
        predictedTimes: predicted.times,
        predictedLE: predicted.le,
        predictedMaxOverAvg: predicted.maxOverAvg,
      },
    };
  }
}

interface Bounds {
  readonly reals: number[];
  readonly iters: number[];
  readonly methods: SolveMethod[];
}

function readSamples(raw: unknown): Sample[] {
  if (!Array.isArray(raw) || raw.length < 2) throw optionError('samples', 'an array of at least 2 [x, t] pairs', raw);
  return raw.map((s: unknown, i) => {
    if (!Array.isArray(s) || s.length !== 2 || !s.every((v) => typeof v === 'number' && Number.isFinite(v))) {
      throw optionError(`samples[${i}]`, 'a pair [x, t] of finite numbers', s);
    }
    return [s[0], s[1]] as Sample;
  });
}

function readTerms(raw: unknown): DensityTerm[] {
  if (!Array.isArray(raw) || raw.length === 0)
    throw optionError('terms', 'a non-empty array of [c, px, py] (rho = sum c * x^px * y^py)', raw);
  return raw.map((t: unknown, i) => {
    if (!Array.isArray(t) || t.length !== 3 || !t.every((v) => typeof v === 'number' && Number.isFinite(v)) || t[1] < 0 || t[2] < 0) {
      throw optionError(`terms[${i}]`, 'a triple [c, px, py] of finite numbers with px, py >= 0', t);
    }
    return [t[0], t[1], t[2]] as DensityTerm;
  });
}

function modelFromSamples(samples: readonly Sample[], fit: 'pwl' | FitForm): CostModel {
  return fit === 'pwl' ? piecewiseLinearModel(samples, 'calibrated-pwl') : fittedModel(fitPowerLaw(samples, fit));
}

/** Validate JSON options (MW_INVALID_OPTION) and build the balancer. */
export function createFunctional(options?: unknown): RemapBalancer {
  const r = new OptionReader('functional', options);
  const model = r.oneOf<FunctionalModelName>('model', ['linear', 'sieve', 'calibrated', 'density', 'observed'], 'linear');
  let source: ModelSource;
  if (model === 'linear') {
    const m = linearModel();
    source = () => m;
  } else if (model === 'sieve') {
    const m = sieveModel({ exponent: r.number('exponent', { default: 1.43, min: 0, exclusiveMin: true }) });
    source = () => m;
  } else if (model === 'calibrated') {
    const fit = r.oneOf<'pwl' | FitForm>('fit', ['pwl', 'power', 'sieve'], 'pwl');
    const samples = readSamples(r.raw('samples'));
    let m: CostModel;
    try {
      m = modelFromSamples(samples, fit);
    } catch (err) {
      throw optionError('samples', `samples a ${fit} fit can use (${(err as Error).message})`, samples);
    }
    source = () => m;
  } else if (model === 'density') {
    const terms = readTerms(r.raw('terms'));
    const width = r.optionalNumber('width', { min: 0, exclusiveMin: true });
    source = (env, axis, span) => {
      let w = width;
      if (w === undefined) {
        if (env.domain.shape.length !== 2) throw optionError('width', 'given unless the domain is a 2-D grid', undefined);
        w = (env.domain.shape[1 - axis] as number) * span.scale;
      }
      return polynomialDensityModel(terms, w);
    };
  } else {
    const fit = r.oneOf<'pwl' | FitForm>('fit', ['pwl', 'power', 'sieve'], 'pwl');
    source = (env, axis, span) => {
      const totals = env.totals();
      const P = env.domain.procDims[axis] as number;
      const pcs = procCoordsByRank(env);
      const partLoads = new Array<number>(P).fill(0);
      for (const [rank, pc] of pcs.entries())
        partLoads[pc[axis] as number] = (partLoads[pc[axis] as number] as number) + (totals[rank] as number);
      const c = env.domain.cuts[axis] as number[];
      const samples: Sample[] = [[span.offset, 0]];
      let acc = 0;
      for (let p = 0; p < P; p++) {
        acc += partLoads[p] as number;
        samples.push([span.offset + (c[p + 1] as number) * span.scale, acc]);
      }
      // Empty parts give repeated x (merged); with no load at all the split stays linear.
      if (!(acc > 0)) return { ...linearModel(), name: 'observed-none' };
      const m = modelFromSamples(samples, fit);
      return { ...m, name: `observed-${fit}` };
    };
  }
  const speedsRaw = r.numbers('speeds', { min: 0 });
  if (speedsRaw !== undefined && (speedsRaw.length === 0 || speedsRaw.some((s) => !(s > 0)))) {
    throw optionError('speeds', 'a non-empty array of numbers > 0 (one per rank)', speedsRaw);
  }
  const settings: FunctionalSettings = {
    ...(speedsRaw === undefined ? {} : { speeds: speedsRaw }),
    ...optional('axis', r.optionalNumber('axis', { min: 0, integer: true })),
    offset: r.number('offset', { default: 0 }),
    scale: r.number('scale', { default: 1, min: 0, exclusiveMin: true }),
    ...optional('tol', r.optionalNumber('tol', { min: 0, exclusiveMin: true })),
    maxIter: r.number('maxIter', { default: 100, min: 1, integer: true }),
    exchange: r.oneOf<'snapshot' | 'allgather' | 'none'>('exchange', ['snapshot', 'allgather', 'none'], 'snapshot'),
  };
  const used = r.done();
  return makeBalancer(source, settings, used, model);
}

function optional<K extends string>(key: K, v: number | undefined): { [P in K]?: number } {
  return (v === undefined ? {} : { [key]: v }) as { [P in K]?: number };
}

/**
 * Programmatic constructor for models that are functions (analytic t and dt, a density closure,
 * a fitted model built by the caller). Not registrable by name: options must be JSON.
 */
export function createFunctionalWithModel(model: CostModel, settings: FunctionalSettings = {}): RemapBalancer {
  if (typeof model !== 'object' || model === null || typeof model.t !== 'function') {
    throw invalidArgument('functional model', 'an object { t(x), dt?(x) }', model);
  }
  const used: Record<string, unknown> = { model: model.name, ...(model.params === undefined ? {} : { params: model.params }) };
  for (const [k, v] of Object.entries(settings)) if (v !== undefined) used[k] = v;
  return makeBalancer(() => model, settings, used, 'programmatic');
}

export const functionalFactory: Factory<RemapBalancer> = {
  name: 'functional',
  summary:
    'functional balancing: each rank solves its own bounds of a cumulative cost model t(x) with guarded Newton (sieve, linear, calibrated, density, observed)',
  create: createFunctional,
};
