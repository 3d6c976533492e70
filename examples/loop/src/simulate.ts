/**
 * The schedules in virtual time, for rank counts the machine cannot run side by side (P = 16, 64
 * on two cores): time is work units, a chunk costs the sum of its values, and a message takes
 * T_comm / 2 units one way (T_comm is the round trip of eq. 6-9). Each scheduler follows the same
 * rules as its threaded version:
 * - `static`: the block split; completion = the largest block.
 * - `self` (gss, tss, fac2, fixed): the next free rank takes the next chunk of the rule's sequence
 *   from a shared counter (no cost: shared memory).
 * - `central`: the same with fixed chunks, each taken through a master queue (one round trip).
 * - `steal`: block chunks of s iterations; the owner pops from its end, an idle rank steals the far
 *   end of a random victim's deque (an attempt costs T_comm / 10: shared memory, not a message).
 * - `replicate`: the partial-replication protocol of the balancers' `replicate` (replica layout,
 *   THRESHOLD 10 -> 2, round-robin requests to the owners of secondaries, GIVE / REFUSE / DONE),
 *   messages handled between chunks, one request outstanding.
 * Returns the completion time (the last rank's finish) in work units.
 */
import { ChunkSequence, currentThreshold, initialThreshold, parseChunkRule, ReplicaLayout } from '@meshwork/balancers';
import { hash32 } from '@meshwork/runtime';
import { blockCuts, bug } from '@meshwork/runtime/plugin';

export interface SimOptions {
  readonly P: number;
  /** Round-trip message time in work units. */
  readonly tComm: number;
  /** Chunk size of steal / replicate / central (iterations). */
  readonly chunk: number;
  readonly m?: number;
  readonly rule?: string;
  readonly seed?: number;
}

/** Prefix sums of the values: cost of [lo, hi) is S[hi] - S[lo]. */
function prefix(values: Int32Array): Float64Array {
  const S = new Float64Array(values.length + 1);
  for (let i = 0; i < values.length; i++) S[i + 1] = (S[i] as number) + (values[i] as number);
  return S;
}

function argmin(t: Float64Array): number {
  let best = 0;
  for (let p = 1; p < t.length; p++) if ((t[p] as number) < (t[best] as number)) best = p;
  return best;
}

export function simulateStatic(values: Int32Array, o: SimOptions): number {
  const S = prefix(values);
  const cuts = blockCuts(values.length, o.P);
  return Math.max(...cuts.slice(1).map((hi, p) => (S[hi] as number) - (S[cuts[p] as number] as number)));
}

export function simulateSelf(values: Int32Array, o: SimOptions, access = 0): number {
  const S = prefix(values);
  const seq = new ChunkSequence(parseChunkRule(o.rule ?? 'gss'), values.length, o.P);
  const t = new Float64Array(o.P);
  for (let k = 0; k < seq.count; k++) {
    const p = argmin(t);
    t[p] = (t[p] as number) + access + (S[seq.end(k)] as number) - (S[seq.start(k)] as number);
  }
  return Math.max(...t);
}

export function simulateCentral(values: Int32Array, o: SimOptions): number {
  return simulateSelf(values, { ...o, rule: `fixed:${o.chunk}` }, o.tComm);
}

export function simulateSteal(values: Int32Array, o: SimOptions): number {
  const S = prefix(values);
  const cuts = blockCuts(values.length, o.P);
  // deque p: chunk indices [head, tail) of its block; the owner pops the head, thieves the tail
  const head = cuts.slice(0, o.P).map(() => 0);
  const tail = cuts.slice(1).map((hi, p) => Math.ceil((hi - (cuts[p] as number)) / o.chunk));
  const t = new Float64Array(o.P);
  const done = new Float64Array(o.P).fill(-1);
  let left = tail.reduce((a, b) => a + b, 0);
  const cost = (p: number, k: number) => {
    const lo = (cuts[p] as number) + k * o.chunk;
    return (S[Math.min(cuts[p + 1] as number, lo + o.chunk)] as number) - (S[lo] as number);
  };
  let attempt = 0;
  while (left > 0) {
    const p = argmin(t);
    if ((head[p] as number) < (tail[p] as number)) {
      t[p] = (t[p] as number) + cost(p, head[p] as number);
      head[p] = (head[p] as number) + 1;
      left--;
      continue;
    }
    const victim = (p + 1 + (hash32(o.seed ?? 1, p, attempt++) % Math.max(1, o.P - 1))) % o.P;
    t[p] = (t[p] as number) + o.tComm / 10;
    if (victim !== p && (head[victim] as number) < (tail[victim] as number)) {
      tail[victim] = (tail[victim] as number) - 1;
      t[p] = (t[p] as number) + cost(victim, tail[victim] as number);
      left--;
    } else if (left > 0 && tail.every((x, q) => x === head[q])) {
      // nothing queued anywhere: this rank is done; the others finish what they run
      done[p] = t[p] as number;
      t[p] = Number.POSITIVE_INFINITY;
    }
  }
  for (let p = 0; p < o.P; p++) if ((t[p] as number) === Number.POSITIVE_INFINITY) t[p] = done[p] as number;
  return Math.max(...t);
}

interface Msg {
  at: number;
  from: number;
  type: 'REQ' | 'GIVE' | 'REFUSE' | 'DONE' | 'BYE';
  lo: number;
  hi: number;
  idle: boolean;
}

export function simulateReplicate(values: Int32Array, o: SimOptions): number {
  const S = prefix(values);
  const P = o.P;
  const L = new ReplicaLayout(values.length, P, o.m ?? Math.min(P, 2));
  const s = o.chunk;
  const t0 = initialThreshold();
  const lat = o.tComm / 2;
  const st = Array.from({ length: P }, (_, p) => {
    const [lo, hi] = L.block(p);
    return {
      lo,
      hi,
      head: 0,
      tail: Math.ceil((hi - lo) / s),
      qr: [] as [number, number][],
      out: -1,
      rr: 0,
      loaded: false,
      doneSent: false,
      partners: L.partners(p),
      requesters: L.requesters(p),
      active: new Set(L.partners(p)),
      bye: new Set<number>(),
      inbox: [] as Msg[],
      t: 0,
      finished: false,
    };
  });
  const send = (from: number, to: number, at: number, type: Msg['type'], lo = 0, hi = 0, idle = false) => {
    const box = (st[to] as (typeof st)[number]).inbox;
    const msg: Msg = { at: at + lat, from, type, lo, hi, idle };
    let i = box.length;
    while (i > 0 && (box[i - 1] as Msg).at > msg.at) i--;
    box.splice(i, 0, msg);
  };
  for (;;) {
    // the rank with the earliest next event: its clock if it can work, else its next message
    let p = -1;
    let when = Number.POSITIVE_INFINITY;
    for (let q = 0; q < P; q++) {
      const x = st[q] as (typeof st)[number];
      if (x.finished) continue;
      const idle = x.out < 0 && x.active.size === 0;
      const ready =
        x.head < x.tail ||
        x.qr.length > 0 ||
        (x.out < 0 && x.active.size > 0) ||
        (idle && x.bye.size === x.requesters.length && x.inbox.length === 0);
      const next = ready ? x.t : Math.max(x.t, x.inbox[0]?.at ?? Number.POSITIVE_INFINITY);
      if (next < when) {
        when = next;
        p = q;
      }
    }
    if (p < 0) {
      if (st.every((y) => y.finished)) break;
      throw bug('replicate simulation: every unfinished rank waits for a message nobody sends');
    }
    const x = st[p] as (typeof st)[number];
    x.t = Math.max(x.t, when);
    const load = () => x.tail - x.head + x.qr.length;
    const threshold = () => currentThreshold(t0, x.qr.length, x.loaded);
    const maybeDone = () => {
      if (x.doneSent || x.tail - x.head > 1) return;
      x.doneSent = true;
      for (const r of x.requesters) send(p, r, x.t, 'DONE');
    };
    maybeDone();
    while (x.inbox.length > 0 && (x.inbox[0] as Msg).at <= x.t) {
      const msg = x.inbox.shift() as Msg;
      if (msg.type === 'REQ') {
        const q = x.tail - x.head;
        if (!x.doneSent && q > 0 && (load() > threshold() || (msg.idle && q >= 2))) {
          const lo = x.lo + x.head * s;
          x.head++;
          send(p, msg.from, x.t, 'GIVE', lo, Math.min(x.hi, lo + s));
          maybeDone();
        } else send(p, msg.from, x.t, 'REFUSE');
      } else if (msg.type === 'GIVE') {
        x.qr.push([msg.lo, msg.hi]);
        x.out = -1;
      } else if (msg.type === 'REFUSE') x.out = -1;
      else if (msg.type === 'DONE') {
        x.active.delete(msg.from);
        x.loaded = true;
        send(p, msg.from, x.t, 'BYE');
      } else x.bye.add(msg.from);
    }
    if (x.out < 0 && x.active.size > 0 && load() < threshold()) {
      for (let i = 0; i < x.partners.length; i++) {
        const cand = x.partners[(x.rr + i) % x.partners.length] as number;
        if (x.active.has(cand)) {
          x.rr = (x.rr + i + 1) % x.partners.length;
          x.out = cand;
          send(p, cand, x.t, 'REQ', 0, 0, load() === 0);
          break;
        }
      }
    }
    let chunk: [number, number] | undefined;
    if (x.head < x.tail) {
      const lo = x.lo + x.head * s;
      x.head++;
      chunk = [lo, Math.min(x.hi, lo + s)];
      maybeDone();
    } else chunk = x.qr.shift();
    if (chunk !== undefined) x.t += (S[chunk[1]] as number) - (S[chunk[0]] as number);
    else if (x.out < 0 && x.active.size === 0 && x.bye.size === x.requesters.length && x.inbox.length === 0) x.finished = true;
  }
  return Math.max(...st.map((x) => x.t));
}
