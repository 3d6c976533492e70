/**
 * TaskDeque across real threads: one owner pushes and pops seeded bursts of 3-word records into a
 * small deque (so it fills, wraps and pushes fail), 1 to 7 thieves steal; over many rounds every
 * record is executed exactly once, no record is torn, and thieves see 'empty' at the end of every
 * round ('retry' is exercised deterministically in deque.test.ts). Rounds are separated by handshakes on shared words, not sleeps.
 */
import { describe, expect, it } from 'vitest';
import { TaskDeque } from '../src/shm/deque.ts';
import { resultOf, runThread } from './helpers/threads.ts';

// control words: [0] START (round + 1 once the owner reset the deque), [1] DONE (round + 1 once the
// owner pushed everything and found the deque empty), [2] ACK (thieves finished with the round).
const COMMON = `
const { TaskDeque } = load('shm/deque.ts');
const ctrl = new Int32Array(data.ctrl);
const counts = new Int32Array(data.counts);
const deque = new TaskDeque(data.sab, 0, data.capacity, 3);
const out = new Int32Array(3);
let bad = 0;
function run(rec) {
  const id = rec[0];
  if (rec[1] !== Math.imul(id, 0x9e3779b1) || rec[2] !== ~id) bad++;
  else Atomics.add(counts, id, 1);
}
function waitUntil(index, value) {
  while (Atomics.load(ctrl, index) < value) Atomics.wait(ctrl, index, Atomics.load(ctrl, index), 50);
}`;

const OWNER = `${COMMON}
const rnd = mulberry32(data.seed);
let fullPushes = 0, pops = 0;
for (let round = 0; round < data.rounds; round++) {
  if (round > 0) waitUntil(2, round * data.thieves);
  deque.reset();
  Atomics.store(ctrl, 0, round + 1);
  Atomics.notify(ctrl, 0);
  let next = 0;
  const rec = new Int32Array(3);
  while (next < data.tasks) {
    const burst = 1 + Math.floor(rnd() * 12);
    for (let k = 0; k < burst && next < data.tasks; k++) {
      rec[0] = next; rec[1] = Math.imul(next, 0x9e3779b1); rec[2] = ~next;
      if (deque.push(rec)) next++;
      else { fullPushes++; break; }
    }
    const popsNow = Math.floor(rnd() * 8);
    for (let k = 0; k < popsNow; k++) if (deque.pop(out)) { pops++; run(out); }
  }
  while (deque.pop(out)) { pops++; run(out); }
  if (deque.size() !== 0) bad++;
  Atomics.store(ctrl, 1, round + 1);
  Atomics.notify(ctrl, 1);
}
waitUntil(2, data.rounds * data.thieves);
return { bad, fullPushes, pops };`;

const THIEF = `${COMMON}
let ok = 0, empty = 0, retry = 0;
for (let round = 0; round < data.rounds; round++) {
  waitUntil(0, round + 1);
  let idle = 0;
  for (;;) {
    const r = deque.steal(out);
    if (r === 'ok') { ok++; idle = 0; run(out); continue; }
    if (r === 'retry') { retry++; continue; }
    empty++;
    if (Atomics.load(ctrl, 1) === round + 1 && deque.size() === 0) break;
    if (++idle > 256) { idle = 0; Atomics.wait(ctrl, 1, round, 1); }
  }
  Atomics.add(ctrl, 2, 1);
  Atomics.notify(ctrl, 2);
}
return { bad, ok, empty, retry };`;

interface OwnerResult {
  bad: number;
  fullPushes: number;
  pops: number;
}
interface ThiefResult {
  bad: number;
  ok: number;
  empty: number;
  retry: number;
}

describe('TaskDeque across threads', () => {
  it.each([
    { threads: 2, capacity: 8, seed: 1 },
    { threads: 3, capacity: 16, seed: 2 },
    { threads: 4, capacity: 4, seed: 3 },
    { threads: 6, capacity: 32, seed: 4 },
    { threads: 8, capacity: 8, seed: 5 },
  ])(
    'owner + $threads - 1 thieves, capacity $capacity, seed $seed: every record runs exactly once, untorn',
    async ({ threads, capacity, seed }) => {
      const rounds = 12;
      const tasks = 1500;
      const thieves = threads - 1;
      const data = {
        sab: new SharedArrayBuffer(TaskDeque.byteLength(capacity, 3)),
        ctrl: new SharedArrayBuffer(12),
        counts: new SharedArrayBuffer(4 * tasks),
        capacity,
        rounds,
        tasks,
        thieves,
        seed,
      };
      const runs = [runThread<OwnerResult>(OWNER, data), ...Array.from({ length: thieves }, () => runThread<ThiefResult>(THIEF, data))];
      const [owner, ...rest] = await Promise.all(runs);
      const o = resultOf(owner as Awaited<(typeof runs)[0]>) as OwnerResult;
      const t = rest.map((x) => resultOf(x) as ThiefResult);
      const counts = new Int32Array(data.counts);
      const wrong = Array.from(counts).flatMap((c, id) => (c === rounds ? [] : [`${id}: ${c}`]));
      expect(wrong, 'tasks not executed exactly once per round').toEqual([]);
      expect(o.bad + t.reduce((s, x) => s + x.bad, 0), 'torn or corrupted records').toBe(0);
      expect(o.pops + t.reduce((s, x) => s + x.ok, 0)).toBe(rounds * tasks);
      // Every thief ended every round on an 'empty'.
      for (const x of t) expect(x.empty).toBeGreaterThanOrEqual(rounds);
    },
  );
});
