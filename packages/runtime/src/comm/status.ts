/**
 * What each rank is doing, in four Int32 words on its own bell line (./layout.ts), to blame the
 * right ranks when a wait or a run fails and for the host's stuck-rank watchdog:
 *
 *   BEAT      bumped whenever the rank passes a receive, a barrier or a wait (progress)
 *   OP, ARG   the wait the rank sleeps in (OP_NONE while it runs or spins) and its peer/generation
 *   FINISHED  1 once the rank's program has returned (it is in the end-of-run barrier)
 *
 * Only the rank writes its words, with plain stores: OP and ARG only on the sleeping path of a
 * wait (next to the store of its sleeping flag), BEAT once per receive, barrier or slow wait.
 * Readers (a rank explaining its failed wait, the host) use Atomics.load.
 */
import { ranksIn, statusIndex } from './layout.ts';

export const BEAT = 0;
export const OP = 1;
export const ARG = 2;
export const FINISHED = 3;

/** Running its program, or spinning in a wait (not published: spins are short). */
export const OP_NONE = 0;
/** Sleeping in a receive; ARG: the source rank. */
export const OP_RECV = 1;
/** Sleeping in a send because the link is full; ARG: the next rank on the way. */
export const OP_SEND = 2;
/** Sleeping in the shm barrier (every shm collective and the end of a run); ARG: its generation. */
export const OP_BARRIER = 3;
/** Sleeping in a caller's wait (`ctx.idle`, the task engine). */
export const OP_WAIT = 4;
/** Waiting for a buffer shared by another rank (`ctx.shareBuffer`); ARG: the root. */
export const OP_SHARE = 5;

function readable(control: Int32Array, r: number): boolean {
  return r >= 0 && r < ranksIn(control.length);
}

/** The beat of rank `r` (0 when the control array has no line for it). */
export function beatOf(control: Int32Array, r: number): number {
  return readable(control, r) ? Atomics.load(control, statusIndex(r) + BEAT) : 0;
}

/** True while rank `r` sleeps in a wait of the runtime. */
export function inWait(control: Int32Array, r: number): boolean {
  return readable(control, r) && Atomics.load(control, statusIndex(r) + OP) !== OP_NONE;
}

export function finished(control: Int32Array, r: number): boolean {
  return readable(control, r) && Atomics.load(control, statusIndex(r) + FINISHED) !== 0;
}

/** Where rank `r` is, e.g. "in a receive from rank 2", "running outside any wait". */
export function describeRank(control: Int32Array, r: number): string {
  if (!readable(control, r)) return 'in an unknown state';
  const at = statusIndex(r);
  const op = Atomics.load(control, at + OP);
  const arg = Atomics.load(control, at + ARG);
  const done = Atomics.load(control, at + FINISHED) !== 0;
  switch (op) {
    case OP_RECV:
      return `in a receive from rank ${arg}`;
    case OP_SEND:
      return `in a send to rank ${arg} (link full)`;
    case OP_BARRIER:
      return done ? 'in the end-of-run barrier (its program returned)' : 'in a barrier or shm collective';
    case OP_WAIT:
      return 'in a wait (ctx.idle or the task engine)';
    case OP_SHARE:
      return `waiting for the buffer shared by rank ${arg}`;
    default:
      if (done) return 'past the end of its program';
      // The beat is 1 once the program is loaded and starts (`RankContext.markStarted`).
      return Atomics.load(control, at + BEAT) === 0 ? 'starting (its program has not begun)' : 'running outside any wait';
  }
}

/** Most ranks listed per state (a cluster of 1000 ranks must not make a 1000-entry message). */
const LISTED = 12;

/** "0, 1, 2" or "0, 1, ..., 11 and 88 more". */
export function rankList(ranks: readonly number[]): string {
  if (ranks.length <= LISTED) return ranks.join(', ');
  return `${ranks.slice(0, LISTED).join(', ')} and ${ranks.length - LISTED} more`;
}

/**
 * Where `ranks` are, grouped by state in order of first appearance: "0, 1 (in the end-of-run
 * barrier (its program returned)); 2 (in a receive from rank 0)".
 */
export function describeRanks(control: Int32Array, ranks: readonly number[]): string {
  const groups = new Map<string, number[]>();
  for (const r of ranks) {
    const where = describeRank(control, r);
    const group = groups.get(where);
    if (group === undefined) groups.set(where, [r]);
    else group.push(r);
  }
  return [...groups].map(([where, rs]) => `${rankList(rs)} (${where})`).join('; ');
}

/**
 * The ranks in [0, parties) other than `self` that have not arrived at the barrier of
 * `generation`, with where each is: "rank that never arrived: 2 (running outside any wait)".
 * Empty when every rank is there.
 */
export function barrierBlame(control: Int32Array, parties: number, generation: number, self: number): string {
  const missing: number[] = [];
  for (let r = 0; r < parties && readable(control, r); r++) {
    if (r === self) continue;
    const at = statusIndex(r);
    if (Atomics.load(control, at + OP) === OP_BARRIER && Atomics.load(control, at + ARG) === generation) continue;
    missing.push(r);
  }
  if (missing.length === 0) return '';
  return `rank${missing.length === 1 ? '' : 's'} that never arrived: ${describeRanks(control, missing)}`;
}

/**
 * Follow the waits from rank `from` (the rank `self` waits for): "rank 1 in a receive from rank
 * 2 -> rank 2 running outside any wait", or a cycle back to a rank already named (deadlock).
 */
export function chainBlame(control: Int32Array, self: number, from: number): string {
  const seen = new Set<number>([self]);
  const parts: string[] = [];
  let r = from;
  for (let hops = 0; hops < 16 && readable(control, r); hops++) {
    parts.push(`rank ${r} ${describeRank(control, r)}`);
    const at = statusIndex(r);
    const op = Atomics.load(control, at + OP);
    if (op !== OP_RECV && op !== OP_SEND && op !== OP_SHARE) break;
    seen.add(r);
    const next = Atomics.load(control, at + ARG);
    if (seen.has(next)) {
      parts.push(`rank ${next} (a cycle of waits: deadlock)`);
      break;
    }
    r = next;
  }
  return parts.length === 0 ? '' : `where it waited: ${parts.join(' -> ')}`;
}
