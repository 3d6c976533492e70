/** Host side of the diffusion peer: pad the image into two SharedArrayBuffers, run the iterations, copy the values out. */
import type { DiffusionParams, GreyImage, Values } from '@meshwork/example-diffusion';
import type { DiffusionJob, DiffusionThreadResult } from './diffusion-worker.ts';
import type { PeerRun } from './stencil-peer.ts';
import { STEP_CONTROL_BYTES } from './tally.ts';
import { Team } from './team.ts';

export interface DiffusionPeerResult {
  /** The values, row-major, in the parameters' dtype. */
  readonly data: Values;
  readonly iterations: number;
  /** True when the last iteration changed nothing. */
  readonly converged: boolean;
  /** Pixels changed by each iteration. */
  readonly changed: number[];
}

export class DiffusionPeer {
  private readonly team: Team<DiffusionJob, DiffusionThreadResult>;

  private readonly spin: number;
  constructor(threads: number, spin: number, execArgv: readonly string[] = []) {
    this.spin = spin;
    this.team = new Team('diffusion-worker', threads, execArgv);
  }

  /** Diffuse `img` with `params` (complete: DEFAULT_PARAMS and the run's changes). */
  async run(img: GreyImage, params: DiffusionParams): Promise<PeerRun<DiffusionPeerResult>> {
    const { rows: H, cols: W } = img;
    const stride = W + 2;
    const f32 = params.dtype === 'float32';
    const bytes = (H + 2) * stride * (f32 ? 4 : 8);
    const a = new SharedArrayBuffer(bytes);
    const b = new SharedArrayBuffer(bytes);
    const view = (sab: SharedArrayBuffer): Values => (f32 ? new Float32Array(sab) : new Float64Array(sab));
    const ua = view(a);
    for (let i = 0; i < H; i++) ua.set(img.data.subarray(i * W, (i + 1) * W), (i + 1) * stride + 1);
    view(b).set(ua);
    const control = new SharedArrayBuffer(STEP_CONTROL_BYTES);
    const job: DiffusionJob = { a, b, control, rows: H, cols: W, params, spin: this.spin };
    const results = await this.team.run(() => job);
    const r0 = results[0] as DiffusionThreadResult;
    const iterations = r0.changed.length;
    // iteration t writes into buffer (t + 1) % 2: the last iterate is in a after an even number
    const last = iterations % 2 === 0 ? ua : view(b);
    const data = f32 ? new Float32Array(H * W) : new Float64Array(H * W);
    for (let i = 0; i < H; i++) data.set(last.subarray((i + 1) * stride + 1, (i + 1) * stride + 1 + W), i * W);
    return { computeMs: r0.computeMs, result: { data, iterations, converged: r0.changed[iterations - 1] === 0, changed: r0.changed } };
  }

  close(): Promise<void> {
    return this.team.close();
  }
}
