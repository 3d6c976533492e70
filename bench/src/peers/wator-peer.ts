/** Host side of the WaTor peer: allocate and fill the padded oceans, run the steps, copy the ocean out. */
import { HALO_ROWS, type WatorOptions } from '@meshwork/example-wator';
import type { PeerRun } from './stencil-peer.ts';
import { Team } from './team.ts';
import type { WatorJob, WatorThreadResult } from './wator-worker.ts';

export interface WatorPeerResult {
  readonly cells: Int32Array;
  /** Population after each step (index 0 = after step 1). */
  readonly minnows: Int32Array;
  readonly sharks: Int32Array;
}

export class WatorPeer {
  private readonly team: Team<WatorJob, WatorThreadResult>;

  private readonly spin: number;
  constructor(threads: number, spin: number, execArgv: readonly string[] = []) {
    this.spin = spin;
    this.team = new Team('wator-worker', threads, execArgv);
  }

  async run(rules: WatorOptions, initial: Int32Array): Promise<PeerRun<WatorPeerResult>> {
    const { rows: H, cols: W } = rules;
    const bytes = (H + 2 * HALO_ROWS) * W * 4;
    const a = new SharedArrayBuffer(bytes);
    const b = new SharedArrayBuffer(bytes);
    const ocean = new Int32Array(a);
    ocean.set(initial, HALO_ROWS * W);
    ocean.copyWithin(0, H * W, (H + HALO_ROWS) * W);
    ocean.copyWithin((H + HALO_ROWS) * W, HALO_ROWS * W, 2 * HALO_ROWS * W);
    const control = new SharedArrayBuffer(8);
    const results = await this.team.run(() => ({ a, b, control, rules, spin: this.spin }));
    const minnows = new Int32Array(rules.steps);
    const sharks = new Int32Array(rules.steps);
    for (const r of results) {
      for (let t = 0; t < rules.steps; t++) {
        minnows[t] = (minnows[t] as number) + (r.minnows[t] as number);
        sharks[t] = (sharks[t] as number) + (r.sharks[t] as number);
      }
    }
    const cells = ocean.slice(HALO_ROWS * W, (H + HALO_ROWS) * W);
    return { computeMs: (results[0] as WatorThreadResult).computeMs, result: { cells, minnows, sharks } };
  }

  close(): Promise<void> {
    return this.team.close();
  }
}
