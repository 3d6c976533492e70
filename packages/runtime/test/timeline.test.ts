/**
 * Timelines of real runs (the `timeline` run option): the file has the documented shape (fields
 * per phase type, names, nesting, flow pairs, no pid 0, a "rank r" thread per rank, provenance);
 * it holds what the run did (a compute slice per phase, a wait slice per wait the rank's wait
 * statistics booked, balances with their remaps, checkpoints, load and imbalance counters, an
 * arrow per link message); waits say what they waited for; budgets cap a run that sends more; a bad
 * option or a path that cannot be written is refused before any rank starts.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCluster, ErrorCodes, type RunResult, TIMELINE_NAMES } from '../src/index.ts';
import { checkTimelineShape, type TimelineShape, type TraceEvent } from './helpers/timeline-shape.ts';
import type { TimelineProgramOptions, TimelineProgramResult } from './programs/timeline.ts';

const PROGRAM = new URL('./programs/timeline.ts', import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'meshwork-timeline-'));
const cluster = createCluster({ topology: 'chain:3' });
afterAll(async () => {
  await cluster.close();
  rmSync(dir, { recursive: true, force: true });
});

const PHASES = 4;
const RANKS = [0, 1, 2];

describe('a timeline of a run with phases, messages, balances and checkpoints', () => {
  const path = join(dir, 'run.json');
  let run: RunResult<TimelineProgramResult>;
  let shape: TimelineShape;
  beforeAll(async () => {
    run = await cluster.run<TimelineProgramResult, TimelineProgramOptions>(
      PROGRAM,
      { phases: PHASES, slow: 3 },
      { timeoutMs: 60_000, checkpointEvery: 2, timeline: { path, flowEvery: 1, provenance: { seed: 7, app: 'test' } } },
    );
    shape = checkTimelineShape(readFileSync(path, 'utf8'), RANKS);
  });
  const on = (rank: number, name: string) => shape.events.filter((e) => e.ph === 'X' && e.tid === rank + 1 && e.name === name);

  it('has the documented shape', () => {
    expect(shape.problems).toEqual([]);
    expect(run.timeline).toBe(path);
    // the writer's names are the documented ones
    for (const [ph, names] of Object.entries(TIMELINE_NAMES))
      for (const e of shape.events.filter((x) => x.ph === ph)) expect(names).toContain(e.name);
  });

  it('a compute slice per phase on every rank, with its work units', () => {
    for (const r of RANKS) {
      const compute = on(r, 'compute');
      expect(compute).toHaveLength(PHASES);
      expect(compute.map((e) => e.args?.index).sort()).toEqual([0, 1, 2, 3]);
      for (const e of compute) {
        expect(e.args?.phase).toBe('step');
        expect(e.args?.units).toBe(r + 1);
      }
    }
  });

  it('a wait slice for every wait the rank booked in its wait statistics', () => {
    const waits = run.metrics.waits ?? [];
    expect(waits).toHaveLength(3);
    for (const r of RANKS) expect(on(r, 'wait')).toHaveLength((waits[r] as { blocked: number }).blocked);
  });

  it('waits name whom they waited for: a receive from rank 0, an allreduce, the end of the run', () => {
    const waits = on(1, 'wait').map((e) => e.args ?? {});
    expect(waits.some((a) => a.for === 'receive' && a.peer === 0)).toBe(true);
    expect(waits.some((a) => a.for === 'collective' && a.collective === 'allreduce')).toBe(true);
    expect(on(2, 'wait').some((e) => e.args?.collective === 'end of run')).toBe(true);
    for (const r of RANKS)
      for (const e of on(r, 'wait')) {
        const a = e.args ?? {};
        if (a.for === 'receive' || a.for === 'send') expect(RANKS).toContain(a.peer);
        else expect(a.for).toBe('collective');
      }
  });

  it('a balance slice per balance, each holding its remap', () => {
    for (const r of RANKS) {
      const results = run.results[r] as TimelineProgramResult;
      const balances = on(r, 'balance');
      const remaps = on(r, 'remap');
      expect(balances).toHaveLength(results.balances);
      expect(results.balances).toBe(PHASES);
      expect(remaps).toHaveLength(balances.length);
      for (const b of balances) expect(b.args?.balancer).toBe('shift');
      const inside = (x: TraceEvent, y: TraceEvent) =>
        (x.ts as number) >= (y.ts as number) && (x.ts as number) + (x.dur as number) <= (y.ts as number) + (y.dur as number);
      for (const m of remaps) expect(balances.some((b) => inside(m, b))).toBe(true);
    }
  });

  it('a checkpoint slice per checkpoint saved', () => {
    for (const r of RANKS) {
      const saved = (run.results[r] as TimelineProgramResult).checkpoints;
      expect(saved).toBe(PHASES / 2);
      expect(on(r, 'checkpoint').map((e) => e.args)).toEqual([
        { step: 2, op: 'save' },
        { step: 4, op: 'save' },
      ]);
    }
  });

  it('load and imbalance counters per phase: the work units of every rank, max/avg', () => {
    const loads = shape.events.filter((e) => e.ph === 'C' && e.name === 'load');
    expect(loads).toHaveLength(PHASES);
    for (const e of loads) expect(e.args).toEqual({ 'rank 0': 1, 'rank 1': 2, 'rank 2': 3 });
    const imbalance = shape.events.filter((e) => e.ph === 'C' && e.name === 'imbalance');
    expect(imbalance.map((e) => e.args?.['max/avg'])).toEqual(new Array(PHASES).fill(1.5));
  });

  it('an arrow for every link message (flowEvery 1), from sender to receiver', () => {
    let sent = 0;
    for (const stats of run.links) for (const s of stats) sent += s.sentMessages;
    expect(sent).toBeGreaterThan(0);
    expect(shape.count('s', 'message')).toBe(sent);
    expect(shape.otherData.unpairedMessageEnds).toBe(0);
    const byId = new Map<number, TraceEvent>();
    for (const e of shape.events) if (e.ph === 's') byId.set(e.id as number, e);
    for (const f of shape.events.filter((e) => e.ph === 'f')) {
      const s = byId.get(f.id as number) as TraceEvent;
      expect(s.args?.to).toBe(f.tid - 1);
      expect(s.tid).not.toBe(f.tid);
    }
  });

  it('provenance in otherData', () => {
    const o = shape.otherData;
    expect(o.seed).toBe(7);
    expect(o.app).toBe('test');
    expect(o.balancer).toBe('shift');
    expect(o.ranks).toBe(3);
    expect(o.topology).toBe(cluster.topology.name);
    expect(o.outcome).toBe('ok');
    expect(o.program).toBe(PROGRAM.href);
    expect(o.droppedEvents).toBe(0);
    expect(o.events).toBe(shape.events.length);
    expect((o.machine as { node: string }).node).toBe(process.version);
  });

  it('no file of its own left beside the timeline', () => {
    expect(readdirSync(dir).filter((f) => f.includes('run.json'))).toEqual(['run.json']);
  });
});

describe('budgets', () => {
  it('a run sending more than maxEvents allows: capped, counted, still well formed', async () => {
    const path = join(dir, 'capped.json');
    const burst = 20_000;
    await cluster.run(PROGRAM, { phases: 2, slow: 0, burst }, { timeoutMs: 60_000, timeline: { path, maxEvents: 10_000, flowEvery: 1 } });
    const shape = checkTimelineShape(readFileSync(path, 'utf8'), RANKS);
    expect(shape.problems).toEqual([]);
    expect(shape.events.length).toBeLessThanOrEqual(10_000);
    expect(shape.otherData.events).toBe(shape.events.length);
    // rank 0 sent burst messages to rank 1, each a sampled end on both: more than the budgets hold
    expect(shape.otherData.droppedEvents as number).toBeGreaterThan(0);
    expect(shape.count('s', 'message')).toBeGreaterThan(0);
    expect(shape.count('s', 'message')).toBeLessThan(burst);
  });
});

describe('refusals before any rank starts', () => {
  it.each<[string, unknown, string]>([
    ['a number', 42, ErrorCodes.INVALID_ARGUMENT],
    ['an empty path', '', ErrorCodes.INVALID_ARGUMENT],
    ['an unknown key', { path: 'x.json', maxEvent: 5 }, ErrorCodes.INVALID_ARGUMENT],
    ['maxEvents out of range', { path: 'x.json', maxEvents: 5 }, ErrorCodes.INVALID_ARGUMENT],
    ['a negative flowEvery', { path: 'x.json', flowEvery: -1 }, ErrorCodes.INVALID_ARGUMENT],
    ['provenance of an object', { path: 'x.json', provenance: { seed: { a: 1 } } }, ErrorCodes.INVALID_ARGUMENT],
    ['a folder that does not exist', join(dir, 'no', 'such', 'run.json'), ErrorCodes.PATH],
    ['a directory at the path', dir, ErrorCodes.PATH],
  ])('%s', async (_name, timeline, code) => {
    const fresh = createCluster({ topology: 'chain:2' });
    try {
      await expect(fresh.run(PROGRAM, { phases: 1, slow: 0 }, { timeline } as never)).rejects.toMatchObject({ code });
      expect(fresh.threadCount).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
