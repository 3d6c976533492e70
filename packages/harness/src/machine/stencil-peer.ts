/**
 * Host side of the stencil peer: allocate the two padded grids, load the initial field, run the
 * sweeps on the team, copy the interior out (what the example's grids do with load and gather).
 * Also the plain sequential loop it is measured against.
 */
import type { StencilJob, StencilThreadResult } from './stencil-worker.ts';
import { machineWorkerUrl, Team } from './team.ts';

export interface StencilPeerOptions {
  readonly rows: number;
  readonly cols: number;
  readonly iterations: number;
  readonly boundary: number;
}

export interface PeerRun<T> {
  /** Thread 0's wall ms of the compute, between two barriers. */
  readonly computeMs: number;
  readonly result: T;
}

export interface PlainRun<T> {
  readonly ms: number;
  readonly result: T;
}

export class StencilPeer {
  private readonly team: Team<StencilJob, StencilThreadResult>;

  private readonly spin: number;
  constructor(threads: number, spin: number, execArgv: readonly string[] = []) {
    this.spin = spin;
    this.team = new Team(machineWorkerUrl('stencil-worker'), threads, execArgv);
  }

  /** Sweep `initial` (rows x cols, row-major) and return the final interior. */
  async run(o: StencilPeerOptions, initial: Float64Array): Promise<PeerRun<Float64Array>> {
    const stride = o.cols + 2;
    const bytes = (o.rows + 2) * stride * 8;
    const a = new SharedArrayBuffer(bytes);
    const b = new SharedArrayBuffer(bytes);
    const fa = new Float64Array(a).fill(o.boundary);
    const fb = new Float64Array(b).fill(o.boundary);
    for (let i = 0; i < o.rows; i++) fa.set(initial.subarray(i * o.cols, (i + 1) * o.cols), (i + 1) * stride + 1);
    const control = new SharedArrayBuffer(8);
    const job = { a, b, control, rows: o.rows, cols: o.cols, iterations: o.iterations, spin: this.spin };
    const results = await this.team.run(() => job);
    const r0 = results[0] as StencilThreadResult;
    const src = r0.last === 0 ? fa : fb;
    const out = new Float64Array(o.rows * o.cols);
    for (let i = 0; i < o.rows; i++) out.set(src.subarray((i + 1) * stride + 1, (i + 1) * stride + 1 + o.cols), i * o.cols);
    return { computeMs: r0.computeMs, result: out };
  }

  close(): Promise<void> {
    return this.team.close();
  }
}

/** Jacobi sweeps on two padded arrays, one thread (the example's sweep, written out); times the sweeps only, returns the interior. */
export function plainStencil(o: StencilPeerOptions, initial: Float64Array): PlainRun<Float64Array> {
  const { rows, cols } = o;
  const stride = cols + 2;
  let a = new Float64Array((rows + 2) * stride).fill(o.boundary);
  let b = new Float64Array((rows + 2) * stride).fill(o.boundary);
  for (let i = 0; i < rows; i++) a.set(initial.subarray(i * cols, (i + 1) * cols), (i + 1) * stride + 1);
  const t0 = performance.now();
  for (let t = 0; t < o.iterations; t++) {
    for (let i = 1; i <= rows; i++) {
      let c = i * stride + 1;
      const end = c + cols;
      let left = a[c - 1] as number;
      let centre = a[c] as number;
      for (; c < end; c++) {
        const right = a[c + 1] as number;
        b[c] = 0.25 * ((a[c - stride] as number) + (a[c + stride] as number) + left + right);
        left = centre;
        centre = right;
      }
    }
    const s = a;
    a = b;
    b = s;
  }
  const ms = performance.now() - t0;
  const out = new Float64Array(rows * cols);
  for (let i = 0; i < rows; i++) out.set(a.subarray((i + 1) * stride + 1, (i + 1) * stride + 1 + cols), i * cols);
  return { ms, result: out };
}
