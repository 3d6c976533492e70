/**
 * Compute slices of a timeline with more ranks than cores: their `busyMs` is each phase's busy
 * wall time (`PhaseRecord.wallBusyNs`, what the run summary, U_k and the report page use), marked
 * `clock: "wall-busy"`, not the thread CPU clock's ticks; with a core per rank they are as before
 * (the run's busy clock, no `clock`).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCluster, type RunResult } from '../src/index.ts';
import { checkTimelineShape, type TimelineShape } from './helpers/timeline-shape.ts';

const PROGRAM = new URL('./programs/busy-wall.ts', import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'meshwork-timeline-wall-busy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const STEPS = 3;
/** The writer's rounding of ms to 6 decimals. */
const ms6 = (ns: number) => Math.round((ns / 1e6) * 1e6) / 1e6;

async function runWith(cores: number): Promise<{ run: RunResult<number>; shape: TimelineShape }> {
  const path = join(dir, `cores${cores}.json`);
  const cluster = createCluster({ topology: 'chain:2', cores });
  try {
    const run = await cluster.run<number>(PROGRAM, { steps: STEPS }, { timeoutMs: 30_000, timeline: path });
    return { run, shape: checkTimelineShape(readFileSync(path, 'utf8'), [0, 1]) };
  } finally {
    await cluster.close();
  }
}

/** Each rank's compute slices by `name#index`: their args. */
function slices(shape: TimelineShape, rank: number): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const e of shape.events)
    if (e.ph === 'X' && e.name === 'compute' && e.tid === rank + 1) out.set(`${e.args?.phase}#${e.args?.index}`, e.args ?? {});
  return out;
}

describe('compute slices and the busy clock', () => {
  it('2 ranks on 1 core: busyMs is every phase busy wall time, clock "wall-busy"; the load counter of a phase without units too', async () => {
    const { run, shape } = await runWith(1);
    expect(shape.problems).toEqual([]);
    expect(run.metrics.clock).not.toBe('active');
    for (const rank of run.ranks) {
      const byPhase = slices(shape, rank.rank);
      expect(byPhase.size).toBe(2 * STEPS);
      for (const p of rank.phases) {
        const args = byPhase.get(`${p.name}#${p.index}`);
        expect(args, `rank ${rank.rank} ${p.name}#${p.index}`).toMatchObject({ clock: 'wall-busy', busyMs: ms6(p.wallBusyNs as number) });
      }
    }
    // the sync phases report no units: their load counters are the ranks' busy wall ms
    const loads = shape.events.filter((e) => e.ph === 'C' && e.name === 'load').map((e) => e.args);
    for (let i = 0; i < STEPS; i++) {
      const want = Object.fromEntries(
        run.ranks.map((r) => {
          const p = r.phases.find((x) => x.name === 'sync' && x.index === i);
          return [`rank ${r.rank}`, ms6(p?.wallBusyNs as number)];
        }),
      );
      expect(loads).toContainEqual(want);
    }
  });

  it('2 ranks on 2 cores: busyMs is the run busy clock (wall time outside waits), no clock named', async () => {
    const { run, shape } = await runWith(2);
    expect(shape.problems).toEqual([]);
    expect(run.metrics.clock).toBe('active');
    for (const rank of run.ranks) {
      const byPhase = slices(shape, rank.rank);
      for (const p of rank.phases) {
        const args = byPhase.get(`${p.name}#${p.index}`) ?? {};
        expect('clock' in args).toBe(false);
        expect(args.busyMs).toBe(ms6(p.busyNs));
      }
    }
  });
});
