/**
 * StealThief against a scripted TaskEnv (no threads, deterministic): theft asks for light tasks
 * before heavy ones; inside an emulated node first, then exactly one remote victim per attempt;
 * in message mode at most one request is outstanding, a task reply is handed out by the next
 * acquire, and requests from other ranks are answered with a task or a denial.
 */
import type { StealOutcome, TaskEnv } from '@meshwork/runtime/plugin';
import { describe, expect, it } from 'vitest';
import { StealThief } from '../src/tasks/index.js';

interface Script {
  queued: number[];
  /** steal(victim, queue) outcomes, consumed in order per "victim:queue"; default 'empty'. */
  outcomes: Record<string, StealOutcome[]>;
  calls: string[];
  sent: [number, number[]][];
  inbox: Map<number, Int32Array[]>;
  own: number[][];
}

function env(size: number, rank: number, s: Script): TaskEnv {
  const links = {
    sendTo: (to: number, v: Int32Array) => s.sent.push([to, Array.from(v)]),
    ready: (from: number) => (s.inbox.get(from)?.length ?? 0) > 0,
    recv: (from: number) => s.inbox.get(from)?.shift(),
  };
  return {
    rank,
    size,
    recordWords: 2,
    links: links as unknown as TaskEnv['links'],
    commShm: {} as TaskEnv['commShm'],
    policy: { spinIterations: 0, sliceMs: 20, timeoutMs: 1000 },
    steal(victim, queue, out) {
      s.calls.push(`${victim}:${queue}`);
      const r = s.outcomes[`${victim}:${queue}`]?.shift() ?? 'empty';
      if (r === 'ok') out.set([victim, queue === 'heavy' ? 1 : 0]);
      return r;
    },
    queued: (v) => s.queued[v] ?? 0,
    giveAway(out) {
      const t = s.own.shift();
      if (t === undefined) return false;
      out.set(t);
      return true;
    },
    wake: () => {},
  };
}

const script = (queued: number[]): Script => ({ queued, outcomes: {}, calls: [], sent: [], inbox: new Map(), own: [] });

describe('StealThief (shm)', () => {
  it('takes a light task before a heavy one, retrying a lost race on the same queue', () => {
    const s = script([0, 3]);
    s.outcomes['1:light'] = ['retry', 'empty'];
    s.outcomes['1:heavy'] = ['ok'];
    const t = new StealThief(env(2, 0, s), { mode: 'shm', group: undefined, seed: 1, localTries: 1 });
    const out = new Int32Array(2);
    expect(t.acquire(out)).toBe(true);
    expect(s.calls).toEqual(['1:light', '1:light', '1:heavy']);
    expect(Array.from(out)).toEqual([1, 1]);
    expect(t.stats()).toMatchObject({ localSteals: 1, retries: 1, heavyStolen: 1 });
  });

  it('steals inside its emulated node first and never goes remote when that works', () => {
    const s = script([0, 4, 9, 9]);
    s.outcomes['1:light'] = ['ok', 'ok', 'ok'];
    const t = new StealThief(env(4, 0, s), { mode: 'shm', group: 2, seed: 7, localTries: 2 });
    const out = new Int32Array(2);
    for (let i = 0; i < 3; i++) expect(t.acquire(out)).toBe(true);
    expect(new Set(s.calls.map((c) => c.split(':')[0]))).toEqual(new Set(['1']));
  });

  it('with nothing in its node, makes exactly one remote attempt per acquire, outside the node', () => {
    const s = script([0, 0, 5, 5]);
    const t = new StealThief(env(4, 0, s), { mode: 'shm', group: 2, seed: 3, localTries: 4 });
    const out = new Int32Array(2);
    for (let i = 0; i < 20; i++) {
      s.calls.length = 0;
      expect(t.acquire(out)).toBe(false);
      const victims = new Set(s.calls.map((c) => Number(c.split(':')[0])));
      expect(victims.size).toBe(1);
      expect([2, 3]).toContain([...victims][0]);
    }
  });
});

describe('StealThief (message)', () => {
  it('keeps at most one request outstanding and hands out the task that comes back', () => {
    const s = script([0, 0, 0, 0]);
    const t = new StealThief(env(4, 0, s), { mode: 'message', group: undefined, seed: 5, localTries: 4 });
    const out = new Int32Array(2);
    expect(t.acquire(out)).toBe(false);
    expect(t.acquire(out)).toBe(false);
    expect(s.sent).toHaveLength(1);
    const [victim, msg] = s.sent[0] as [number, number[]];
    expect(victim).not.toBe(0);
    expect(msg).toEqual([1]);
    // The victim answers with a task: [TASK, record...].
    s.inbox.set(victim, [new Int32Array([2, 42, 7])]);
    expect(t.ready()).toBe(true);
    expect(t.acquire(out)).toBe(true);
    expect(Array.from(out)).toEqual([42, 7]);
    expect(t.stats()).toMatchObject({ requestsSent: 1, remoteSteals: 1 });
  });

  it('answers requests from other ranks with one of its tasks, then with a denial', () => {
    const s = script([0, 0, 0]);
    s.own.push([11, 12]);
    s.inbox.set(2, [new Int32Array([1]), new Int32Array([1])]);
    const t = new StealThief(env(3, 1, s), { mode: 'message', group: undefined, seed: 1, localTries: 1 });
    t.ready();
    expect(s.sent.filter(([to]) => to === 2).map(([, m]) => m)).toEqual([[2, 11, 12], [3]]);
    expect(t.stats()).toMatchObject({ requestsServed: 1 });
  });
});
