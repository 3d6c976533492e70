/**
 * Rank-side bad calls (issue 24, items 9 and 10): each probe runs on rank 0 and reports the error
 * it threw (name, code, message) instead of failing the run, so one run checks many probes. Rank 1
 * only waits for rank 0 at the end (a barrier).
 */
import { defineProgram } from '@meshwork/runtime';

export type Probe =
  | 'grid-2^31x2^31'
  | 'grid-too-large'
  | 'send-detached'
  | 'send-detached-nested'
  | 'sendTo-detached'
  | 'send-deep'
  | 'broadcast-deep'
  | 'recv-timeout-string'
  | 'recv-timeout-nan'
  | 'recv-timeout-negative'
  | 'recvInto-timeout-nan'
  | 'idle-timeout-nan'
  | 'allreduce-detached-shm'
  | 'allreduce-detached-links'
  | 'broadcast-detached-links';

export interface BadCallsOptions {
  readonly probes: readonly Probe[];
}

export interface ProbeOutcome {
  readonly probe: Probe;
  readonly name: string | undefined;
  readonly code: string | undefined;
  readonly message: string;
}

function detached(): Float64Array {
  const a = new Float64Array(4);
  structuredClone(a.buffer, { transfer: [a.buffer] });
  return a;
}

function deep(levels: number): unknown {
  let v: unknown = [];
  for (let i = 0; i < levels; i++) v = [v];
  return v;
}

export default defineProgram(async (ctx, o: BadCallsOptions): Promise<ProbeOutcome[]> => {
  const out: ProbeOutcome[] = [];
  if (ctx.rank === 0) {
    const peer = 1;
    const calls: Record<Probe, () => unknown> = {
      'grid-2^31x2^31': () => ctx.grid({ shape: [2 ** 31, 2 ** 31] }),
      'grid-too-large': () => ctx.grid({ shape: [2 ** 31, 64] }),
      'send-detached': () => ctx.links.send(peer, detached()),
      'send-detached-nested': () => ctx.links.send(peer, { a: detached() }),
      'sendTo-detached': () => ctx.links.sendTo(peer, detached()),
      'send-deep': () => ctx.links.send(peer, deep(200_000)),
      'broadcast-deep': () => ctx.commLinks.broadcast(deep(200_000), 0),
      'recv-timeout-string': () => ctx.links.recv(peer, 'x' as unknown as number),
      'recv-timeout-nan': () => ctx.links.recv(peer, Number.NaN),
      'recv-timeout-negative': () => ctx.links.recv(peer, -1),
      'recvInto-timeout-nan': () => ctx.links.recvInto(peer, new Float64Array(1), Number.NaN),
      'idle-timeout-nan': () => ctx.idle(() => false, 'nothing', Number.NaN),
      // Refused before the rank communicates, so rank 1 (not calling it) is not waited for.
      'allreduce-detached-shm': () => ctx.commShm.allreduce(detached(), 'sum'),
      'allreduce-detached-links': () => ctx.commLinks.allreduce(detached(), 'sum'),
      'broadcast-detached-links': () => ctx.commLinks.broadcast(detached(), 0),
    };
    for (const probe of o.probes) {
      try {
        await calls[probe]();
        out.push({ probe, name: undefined, code: undefined, message: 'no error' });
      } catch (err) {
        const e = err as { name?: string; code?: string; message?: string };
        out.push({ probe, name: e?.name, code: e?.code, message: String(e?.message) });
      }
    }
  }
  ctx.comm.barrier();
  return out;
});
