/**
 * StealThief against a scripted TaskEnv (no threads, deterministic): theft asks for light tasks
 * before heavy ones; inside an emulated node first, then exactly one remote victim per attempt;
 * in message mode at most one request is outstanding, a task reply is handed out by the next
 * acquire, and requests from other ranks are answered with a task or a denial. Under the
 * runtime's message engine (several hosts) the engine's pump reads the links, a stolen task goes
 * to `accept`, denials say whether the victim is busy, and shared-memory stealing refuses.
 */
import type { StealOutcome, TaskEnv } from '@meshwork/runtime/plugin';
import { describe, expect, it } from 'vitest';
import { StealThief } from '../src/tasks/index.ts';

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

describe('StealThief (message engine, several hosts)', () => {
  function engineEnv(s: Script, log: string[]): TaskEnv {
    const base = env(3, 1, s);
    let busy = true;
    return {
      ...base,
      hosts: 2,
      pump: () => log.push('pump'),
      accept: (r) => log.push(`accept ${Array.from(r).join(',')}`),
      busy: () => {
        const b = busy;
        busy = false;
        return b;
      },
      progressed: () => log.push('progressed'),
    };
  }

  it('lets the engine pump, hands a stolen task to accept, says busy in denials', () => {
    const s = script([0, 0, 0]);
    const log: string[] = [];
    const t = new StealThief(engineEnv(s, log), { mode: 'message', group: undefined, seed: 1, localTries: 1 });
    t.ready();
    expect(log).toEqual(['pump']);
    const out = new Int32Array(2);
    expect(t.acquire(out)).toBe(false);
    const [victim] = s.sent[0] as [number, number[]];
    t.receive(victim, new Int32Array([2, 42, 7]));
    expect(log).toContain('accept 42,7');
    expect(t.stats()).toMatchObject({ requestsSent: 1, remoteSteals: 1 });
    // Requests from rank 0: nothing to give, the first denial says busy, the second idle.
    t.receive(0, new Int32Array([1]));
    t.receive(0, new Int32Array([1]));
    expect(s.sent.filter(([to, m]) => to === 0 && m[0] === 3).map(([, m]) => m)).toEqual([
      [3, 1],
      [3, 0],
    ]);
    // A busy denial is a sign of progress for the thief's engine.
    expect(t.acquire(out)).toBe(false);
    const [again] = s.sent.at(-1) as [number, number[]];
    t.receive(again, new Int32Array([3, 1]));
    expect(log.at(-1)).toBe('progressed');
  });

  it.each([
    [{ mode: 'shm', group: undefined }, "steal mode 'shm'"],
    [{ mode: 'message', group: 2 }, 'steal group 2'],
  ] as const)('%j refuses with MW_SINGLE_HOST_ONLY', (o, named) => {
    let caught: unknown;
    try {
      new StealThief(engineEnv(script([0, 0, 0]), []), { ...o, seed: 1, localTries: 1 });
    } catch (err) {
      caught = err;
    }
    expect((caught as { code?: string }).code).toBe('MW_SINGLE_HOST_ONLY');
    expect((caught as Error).message).toContain(named);
  });
});
