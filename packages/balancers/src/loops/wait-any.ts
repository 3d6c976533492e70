/**
 * Waiting for a message from any of several ranks. `Links.recv` blocks on one source; a scheduler
 * that must keep answering every partner needs "any". Each rank has a bell word in a shared
 * SharedArrayBuffer; a sender rings the receiver's bell after `sendTo`, and the receiver sleeps on
 * its own bell with `waitFor` (Atomics.wait in slices, so a routed frame forwarded later by a rank
 * on the way, which does not ring this bell, is still seen within one slice).
 */
import { MeshworkError, type RankContext } from '@meshwork/runtime';
import { createWaitPolicy, type WaitPolicy, waitFor } from '@meshwork/runtime/internal';
import { pluginContext } from '@meshwork/runtime/plugin';
import { errors } from '../errors.ts';

export class Bells {
  private readonly policy: WaitPolicy;

  private readonly ctx: RankContext;
  readonly words: Int32Array;
  private constructor(ctx: RankContext, words: Int32Array, timeoutMs: number) {
    this.ctx = ctx;
    this.words = words;
    // The rank's abort word: when another rank fails, this wait ends at once with MW_ABORTED.
    const rank = pluginContext(ctx);
    const { abort, abortIndex } = rank.waitPolicy;
    this.policy = createWaitPolicy({ spinIterations: rank.spinning ? 2000 : 0, sliceMs: 1, timeoutMs, abort, abortIndex });
  }

  /** Collective: one bell per rank, allocated on rank 0. */
  static async create(ctx: RankContext, timeoutMs: number): Promise<Bells> {
    const buffer = ctx.rank === 0 ? new SharedArrayBuffer(4 * ctx.size) : undefined;
    return new Bells(ctx, new Int32Array(await ctx.shareBuffer(buffer, 0)), timeoutMs);
  }

  /** Send `value` to `to` (routed when not a neighbour) and ring its bell. */
  send(to: number, value: Int32Array): void {
    this.ctx.links.sendTo(to, value);
    Atomics.add(this.words, to, 1);
    Atomics.notify(this.words, to, 1);
  }

  /** Block until a message from one of `from` can be received; `what` names the wait in errors. */
  waitAny(from: readonly number[], what: string): void {
    const links = this.ctx.links;
    const ready = () => {
      for (const r of from) if (links.ready(r)) return true;
      return false;
    };
    try {
      waitFor(this.words, this.ctx.rank, ready, this.policy, what, this.policy.timeoutMs, () => links.progress());
    } catch (err) {
      if (err instanceof MeshworkError) throw err;
      throw errors.waitFailed(what, err);
    }
  }
}
