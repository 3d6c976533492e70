/**
 * Edge-directed (Perona-Malik) diffusion with an active-pixel worklist: the oracle and the
 * speedup baseline. The SPMD program runs the very same kernel functions on its tile, so the
 * arithmetic of every pixel is the same expression in the same order wherever it runs.
 *
 *   u'(p) = u(p) + lambda * sum_{q in N4(p)} g(|u(q) - u(p)|) * (u(q) - u(p))
 *   g(d) = 1 / (1 + (d/K)^2)   (conductance 'rational', Perona-Malik's g2)
 *   g(d) = exp(-(d/K)^2)       (conductance 'exponential', Perona-Malik's g1)
 *
 * Neighbours outside the image contribute nothing (zero flux, Neumann boundary). A pixel is
 * updated only if |u' - u| >= epsilon and the stored value changes (so float32 storage cannot
 * loop on a value it cannot represent); otherwise it has reached its fixed point. Only ACTIVE
 * pixels are evaluated: those that changed in the previous iteration and their 4-neighbours (in
 * the first iteration, every pixel). Updates are Jacobi: every pixel of an iteration reads the
 * previous iterate; new values are buffered and written after all reads (`apply`). The run stops
 * when an iteration changes nothing (then nothing is active) or after `maxIterations`.
 *
 * The kernel (worklist, activation, evaluation, writes, layout) is ./kernel.ts.
 */
import { invalidParameter } from './errors.ts';

export type Conductance = 'rational' | 'exponential';
export type ValueType = 'float64' | 'float32';
export type Values = Float64Array | Float32Array;

export interface DiffusionParams {
  /** Edge threshold K (grey levels), > 0. */
  readonly K: number;
  /** Step, in (0, 0.25]. */
  readonly lambda: number;
  /** Fixed-point threshold, >= 0. */
  readonly epsilon: number;
  readonly maxIterations: number;
  readonly conductance: Conductance;
  /** Storage type of the values (the arithmetic is always double precision). */
  readonly dtype: ValueType;
}

export const DEFAULT_PARAMS: DiffusionParams = {
  K: 12,
  lambda: 0.2,
  epsilon: 0.5,
  maxIterations: 1000,
  conductance: 'rational',
  dtype: 'float64',
};

/** A grey image, row-major, values in grey levels (0..255 for 8-bit inputs). */
export interface GreyImage {
  readonly rows: number;
  readonly cols: number;
  readonly data: Float64Array;
}

/** Validate parameters (typed DiffusionError, code DIFFUSION_INVALID_PARAMETER); fills defaults. */
export function checkParams(p: Partial<DiffusionParams> | undefined): DiffusionParams {
  const q = { ...DEFAULT_PARAMS, ...(p ?? {}) };
  if (typeof q.K !== 'number' || !Number.isFinite(q.K) || q.K <= 0) throw invalidParameter('K', 'a finite number > 0', q.K);
  if (typeof q.lambda !== 'number' || !(q.lambda > 0 && q.lambda <= 0.25))
    throw invalidParameter('lambda', 'a number in (0, 0.25]', q.lambda);
  if (typeof q.epsilon !== 'number' || !Number.isFinite(q.epsilon) || q.epsilon < 0)
    throw invalidParameter('epsilon', 'a finite number >= 0', q.epsilon);
  if (typeof q.maxIterations !== 'number' || !Number.isInteger(q.maxIterations) || q.maxIterations < 1)
    throw invalidParameter('maxIterations', 'an integer >= 1', q.maxIterations);
  if (q.conductance !== 'rational' && q.conductance !== 'exponential')
    throw invalidParameter('conductance', '"rational" or "exponential"', q.conductance);
  if (q.dtype !== 'float64' && q.dtype !== 'float32') throw invalidParameter('dtype', '"float64" or "float32"', q.dtype);
  return { K: q.K, lambda: q.lambda, epsilon: q.epsilon, maxIterations: q.maxIterations, conductance: q.conductance, dtype: q.dtype };
}

/** Check an image's shape and values (typed errors). */
export function checkImage(img: GreyImage): GreyImage {
  if (typeof img !== 'object' || img === null) throw invalidParameter('image', 'an object { rows, cols, data }', img);
  if (!Number.isInteger(img.rows) || img.rows < 1) throw invalidParameter('image rows', 'an integer >= 1', img.rows);
  if (!Number.isInteger(img.cols) || img.cols < 1) throw invalidParameter('image cols', 'an integer >= 1', img.cols);
  if (!(img.data instanceof Float64Array) || img.data.length !== img.rows * img.cols)
    throw invalidParameter('image data', `a Float64Array of ${img.rows * img.cols} values`, img.data);
  return img;
}

import { activate, apply, type Coefficients, coefficients, collectChanged, evaluate, type TileFrame, Worklist } from './kernel.ts';

export interface DiffusionResult {
  readonly rows: number;
  readonly cols: number;
  readonly data: Values;
  readonly iterations: number;
  /** True when the last iteration changed nothing (a fixed point everywhere). */
  readonly converged: boolean;
  /** Active pixels evaluated, per iteration. */
  readonly activePerIteration: number[];
  /** Pixels changed, per iteration. */
  readonly changedPerIteration: number[];
}

/** The sequential diffusion as a stepper (tests inspect every iterate). */
export class SequentialDiffusion {
  readonly frame: TileFrame;
  readonly u: Values;
  readonly stamp: Int32Array;
  readonly params: DiffusionParams;
  private readonly k: Coefficients;
  private readonly w: Worklist;
  iteration = 0;
  converged = false;
  readonly activePerIteration: number[] = [];
  readonly changedPerIteration: number[] = [];

  constructor(image: GreyImage, params?: Partial<DiffusionParams>) {
    checkImage(image);
    this.params = checkParams(params);
    this.k = coefficients(this.params);
    const { rows: H, cols: W } = image;
    const stride = W + 2;
    const length = (H + 2) * stride;
    this.frame = { stride, origin: stride + 1, rows: H, cols: W, r0: 0, c0: 0, H, W };
    this.u = this.params.dtype === 'float32' ? new Float32Array(length) : new Float64Array(length);
    for (let i = 0; i < H; i++) this.u.set(image.data.subarray(i * W, (i + 1) * W), (i + 1) * stride + 1);
    this.stamp = new Int32Array(length);
    this.w = new Worklist(length, H, W);
    collectChanged(this.w, this.frame, this.stamp, -1);
  }

  get done(): boolean {
    return this.converged || this.iteration >= this.params.maxIterations;
  }

  /** One iteration; returns the pixels it evaluated and changed. */
  step(): { active: number; changed: number } {
    const t = this.iteration;
    const active = activate(this.w, this.frame, this.u, this.stamp, t);
    const changed = evaluate(this.w, this.frame, this.u, this.k);
    apply(this.w, this.frame, this.u, this.stamp, t);
    this.iteration = t + 1;
    this.activePerIteration.push(active);
    this.changedPerIteration.push(changed);
    if (changed === 0) this.converged = true;
    return { active, changed };
  }

  /** The values without the ghost frame, row-major. */
  values(): Values {
    const { rows, cols, stride } = this.frame;
    const out = this.params.dtype === 'float32' ? new Float32Array(rows * cols) : new Float64Array(rows * cols);
    for (let i = 0; i < rows; i++) out.set(this.u.subarray((i + 1) * stride + 1, (i + 1) * stride + 1 + cols), i * cols);
    return out;
  }

  run(): DiffusionResult {
    while (!this.done) this.step();
    return {
      rows: this.frame.rows,
      cols: this.frame.cols,
      data: this.values(),
      iterations: this.iteration,
      converged: this.converged,
      activePerIteration: this.activePerIteration,
      changedPerIteration: this.changedPerIteration,
    };
  }
}

/** Run the diffusion to its fixed point (or `maxIterations`) on one thread. */
export function diffuseSequential(image: GreyImage, params?: Partial<DiffusionParams>): DiffusionResult {
  return new SequentialDiffusion(image, params).run();
}
