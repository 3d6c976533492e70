/**
 * U_k and the time profile from busy wall time where the ranks' busy clock is the thread CPU clock
 * (more ranks than cores, pool threads): the phases' `wallBusyNs` is what the charts draw and say,
 * ahead of a load record's compute wall time; a trace without it keeps the old sources.
 */
import { createCluster, type MetricsTrace, summarize, toTrace } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { utilizationChart, utilizationData } from '../src/charts/load.ts';
import { busyMeasure, profileData, timeProfileChart } from '../src/charts/profile.ts';
import { renderSvg } from '../src/charts/render.ts';
import { binSteps, busyWall, stepLoads, WALL_BUSY } from '../src/charts/steps.ts';
import { traceCharts } from '../src/charts/trace-charts.ts';
import { traceFigures } from '../src/commands/report.ts';
import { reportPageData } from '../src/page/data.ts';

/**
 * Two ranks, thread CPU clock: every step's CPU busy is one 4 ms tick on rank 0 and 0 on rank 1
 * (the square wave), its work units level, and its busy wall ms `wall[step]`.
 */
function cpuTrace(wall: number[][] | undefined, computeMs?: number[][]): MetricsTrace {
  const steps = wall ?? (computeMs as number[][]);
  const t: MetricsTrace = {
    version: 2,
    ranks: 2,
    clock: 'schedstat',
    phases: steps.map((_, index) => ({
      name: 'sweep',
      index,
      workUnits: [5, 5],
      busyNs: [4e6, 0],
      ...(wall === undefined ? {} : { wallBusyNs: (wall[index] as number[]).map((ms) => ms * 1e6) }),
    })),
  };
  if (computeMs !== undefined)
    t.loads = {
      topology: { kind: 'chain', size: 2 },
      decomposition: { kind: 'range', shape: [2], procDims: [2], minExtent: [1], procCoords: [[0], [1]], axes: [0], bytesPerPlane: [0] },
      recorded: { balancer: 'static', policy: 'never', loadIsTime: false },
      steps: computeMs.map((c) => ({ cuts: [[0, 1, 2]], totals: [5, 5], planes: [[], []], computeMs: c, stepMs: c, syncMs: [0, 0] })),
    };
  return t;
}

const WALL = [
  [2, 1],
  [1.5, 1.5],
  [1, 3],
];

describe('U_k per step from the phases busy wall time', () => {
  it('the series is the U_k of wallBusyNs, step by step, named as busy wall time (never the CPU square wave)', () => {
    const data = utilizationData({ label: '', trace: cpuTrace(WALL) });
    expect(new Set(data.map((d) => d.series))).toEqual(new Set(['work units', WALL_BUSY]));
    const wall = data.filter((d) => d.series === WALL_BUSY);
    expect(wall.map((d) => d.step)).toEqual([0, 1, 2]);
    expect(wall.map((d) => d.u)).toEqual([3 / 4, 1, 4 / 6]);
  });

  it('ahead of the load record: the phases own busy wall time is the measure drawn', () => {
    const t = cpuTrace(WALL, [
      [9, 1],
      [9, 1],
      [9, 1],
    ]);
    expect(busyWall(t)?.source).toBe(WALL_BUSY);
    const series = new Set(utilizationData({ label: '', trace: t }).map((d) => d.series));
    expect(series.has('wall time of the compute phases')).toBe(false);
  });

  it('without wallBusyNs the load record is still used, and with neither there is no wall line', () => {
    const rec = cpuTrace(undefined, [
      [3, 1],
      [1, 1],
    ]);
    expect(busyWall(rec)?.source).toBe('wall time of the compute phases');
    const bare = cpuTrace(undefined, [[1, 1]]);
    delete bare.loads;
    expect(busyWall(bare)).toBeUndefined();
  });

  it('a step where one phase has no busy wall time: no wall line at all (no partial sums)', () => {
    const t = cpuTrace(WALL);
    t.phases.push({ name: 'exchange', index: 1, workUnits: [0, 0], busyNs: [0, 0] });
    expect(stepLoads(t)[1]?.wallBusyMs).toBeUndefined();
    expect(busyWall(t)).toBeUndefined();
  });

  it('binned steps sum their busy wall time', () => {
    const { k, bins } = binSteps(stepLoads(cpuTrace(WALL)), 2);
    expect(k).toBe(2);
    expect(bins.map((b) => b.wallBusyMs)).toEqual([
      [3.5, 2.5],
      [1, 3],
    ]);
  });

  it('the rendered chart names the measure in its legend', async () => {
    expect(await renderSvg(utilizationChart(cpuTrace(WALL), 'stencil'))).toContain(WALL_BUSY);
  });

  it('the report page draws it as a U_k series instead of the thread CPU clock', () => {
    const page = reportPageData({ trace: cpuTrace(WALL), title: 't', summary: [] });
    expect(page.utilization.map((s) => s.name)).toEqual(['work units', WALL_BUSY]);
    const series = page.utilization.find((s) => s.name === WALL_BUSY);
    expect(series?.points).toEqual([
      [0, 0.75],
      [1, 1],
      [2, 0.6667],
    ]);
  });
});

describe("the report's figures", () => {
  it('busy LE and mean U_k come from the busy wall time where the phases carry it (not 100% from CPU zeros)', () => {
    // CPU busy: rank 0 one tick per step, rank 1 none; wall busy per rank over the run: 4.5 and 5.5
    const f = traceFigures(cpuTrace(WALL));
    expect(f.busyMsPerRank).toEqual([4.5, 5.5]);
    expect(f.leBusy).toBeCloseTo(5 / 5.5, 10);
    expect(f.meanUBusy).toBeCloseTo((3 / 4 + 1 + 4 / 6) / 3, 10);
    const cpu = cpuTrace(undefined, [[1, 1]]);
    expect(traceFigures(cpu).busyMsPerRank).toEqual([4, 0]);
  });
});

describe('the time profile of a one-step trace with busy wall time', () => {
  const pool: MetricsTrace = {
    version: 1,
    ranks: 3,
    phases: [{ name: 'sieve', index: 0, workUnits: [10, 10, 10], busyNs: [0, 4e6, 0], wallBusyNs: [3e6, 6e6, 4.5e6] }],
  };
  it('draws the busy wall times, and its axis says so', async () => {
    const side = { label: 'central', trace: pool };
    expect(busyMeasure(side)).toBe(WALL_BUSY);
    expect(
      profileData(side)
        .filter((d) => d.state === 'busy')
        .map((d) => d.to),
    ).toEqual([3, 6, 4.5]);
    const svg = await renderSvg(timeProfileChart([side], 'sieve'));
    expect(svg).toContain(`ms: ${WALL_BUSY}, then idle`);
    expect(svg).toContain('U = 0.750');
  });
  it('is drawn even when the CPU clock read no busy time at all', () => {
    const zero = { ...pool, phases: [{ ...(pool.phases[0] as MetricsTrace['phases'][number]), busyNs: [0, 0, 0] }] };
    expect(traceCharts([{ label: 'central', trace: zero }], 'sieve').map(([f]) => f)).toEqual(['rank-totals.svg', 'time-profile.svg']);
  });
});

describe('the stencil at more ranks than cores (real threads)', () => {
  it('its U_k line is the U_k of each sweep phase busy wall time, not the thread CPU clock', async () => {
    const program = new URL('../../../examples/stencil/src/program.ts', import.meta.url);
    const cluster = createCluster({ topology: 'mesh:2x2', cores: 1 });
    let trace: MetricsTrace;
    try {
      const options = { rows: 32, cols: 32, iterations: 6, seed: 1, boundary: 0, storage: 'distributed', gather: false };
      const run = await cluster.run(program, options, { timeoutMs: 30_000 });
      trace = toTrace(run.metrics, run.ranks);
    } finally {
      await cluster.close();
    }
    expect(trace.clock).not.toBe('active');
    // no balancing driver: no load record to fall back on
    expect(trace.loads).toBeUndefined();
    expect(trace.phases).toHaveLength(6);
    const wall = utilizationData({ label: '', trace }).filter((d) => d.series === WALL_BUSY);
    expect(wall.map((d) => d.step)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(wall.map((d) => d.u)).toEqual(trace.phases.map((p) => summarize((p.wallBusyNs as number[]).map((ns) => ns / 1e6)).utilization));
  });
});
