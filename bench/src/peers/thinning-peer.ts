/** Host side of the thinning peer: pad the image into two SharedArrayBuffers, run the passes, copy the image out. */
import { type BinaryImage, layoutOf, unpadImage } from '@meshwork/example-thinning';
import type { PeerRun } from './stencil-peer.ts';
import { STEP_CONTROL_BYTES } from './tally.ts';
import { Team } from './team.ts';
import type { ThinningJob, ThinningThreadResult } from './thinning-worker.ts';

export interface ThinningPeerResult {
  /** The thinned image, row-major, 0/1. */
  readonly data: Uint8Array;
  readonly iterations: number;
  /** Pixels removed by each pass. */
  readonly removed: number[];
}

export class ThinningPeer {
  private readonly team: Team<ThinningJob, ThinningThreadResult>;

  private readonly spin: number;
  constructor(threads: number, spin: number, execArgv: readonly string[] = []) {
    this.spin = spin;
    this.team = new Team('thinning-worker', threads, execArgv);
  }

  /** Thin `img` (values 0/1) until a pass removes nothing, or for `maxIterations` passes. */
  async run(img: BinaryImage, maxIterations?: number): Promise<PeerRun<ThinningPeerResult>> {
    const { width: W, height: H } = img;
    const { stride, origin } = layoutOf(W);
    const bytes = (H + 3) * stride;
    const a = new SharedArrayBuffer(bytes);
    const b = new SharedArrayBuffer(bytes);
    const pa = new Uint8Array(a);
    for (let r = 0; r < H; r++) pa.set(img.data.subarray(r * W, (r + 1) * W), origin + r * stride);
    new Uint8Array(b).set(pa);
    const control = new SharedArrayBuffer(STEP_CONTROL_BYTES);
    const job: ThinningJob = {
      a,
      b,
      control,
      width: W,
      height: H,
      spin: this.spin,
      ...(maxIterations === undefined ? {} : { maxIterations }),
    };
    const results = await this.team.run(() => job);
    const r0 = results[0] as ThinningThreadResult;
    // pass k writes into buffer (k + 1) % 2: the last image is in a after an even number of passes
    const last = r0.removed.length % 2 === 0 ? pa : new Uint8Array(b);
    return { computeMs: r0.computeMs, result: { data: unpadImage(last, W, H).data, iterations: r0.removed.length, removed: r0.removed } };
  }

  close(): Promise<void> {
    return this.team.close();
  }
}
