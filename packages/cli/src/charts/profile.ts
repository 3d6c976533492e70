/**
 * Charts of a run that is one step (the range and task apps: sieve, loop, knary split once and run
 * one phase): a heatmap or a U_k line of one column says nothing, so these runs get the load per
 * rank as bars ({@link rankTotalsChart}) and a time profile: each rank busy for its busy time,
 * then idle until the slowest rank ends, as in the usage profiles of Charm++ Projections.
 */
import { summarize } from '@meshwork/runtime';
import { sideColours } from './load.ts';
import type { ChartSpec } from './render.ts';
import { type ChartSide, stepLoads, WALL_BUSY } from './steps.ts';

/** A run whose trace is a single step (or none): the per-rank charts fit it, the over-steps ones do not. */
export function isOneStep(side: ChartSide): boolean {
  return stepLoads(side.trace).length <= 1;
}

/** Whether the busy times drawn are the busy wall times beside a thread CPU clock (`wallBusyNs`). */
function drawsWallBusy(side: ChartSide): boolean {
  const { clock, phases } = side.trace;
  return clock !== 'active' && clock !== 'wall' && phases.length > 0 && phases.every((p) => p.wallBusyNs !== undefined);
}

/** Each rank's busy ms over the run (busy wall time where the trace has it) and its idle ms until the slowest rank ends. */
export function profileData(side: ChartSide): { side: string; rank: number; state: 'busy' | 'idle'; from: number; to: number }[] {
  const busy = new Array<number>(side.trace.ranks).fill(0);
  const wall = drawsWallBusy(side);
  for (const s of stepLoads(side.trace)) {
    const ms = wall ? (s.wallBusyMs as number[]) : s.busyMs;
    for (let r = 0; r < busy.length; r++) busy[r] = (busy[r] as number) + (ms[r] as number);
  }
  const end = Math.max(0, ...busy);
  return busy.flatMap((ms, rank) => [
    { side: side.label, rank, state: 'busy' as const, from: 0, to: ms },
    { side: side.label, rank, state: 'idle' as const, from: ms, to: end },
  ]);
}

/**
 * What the busy times drawn measure, for the axis: wall time when the ranks measured it so, or the
 * busy wall time beside a thread CPU clock (ranks outnumbering cores; a pool thread's tasks);
 * otherwise the thread CPU clock, which moves in scheduler ticks, so that a run this short may read
 * 0 or a whole tick: the axis says so.
 */
export function busyMeasure(side: ChartSide): string {
  const clock = side.trace.clock;
  if (clock === 'active') return 'busy wall time (outside waits)';
  if (clock === 'wall') return 'phase wall time';
  if (drawsWallBusy(side)) return WALL_BUSY;
  return 'busy time (thread CPU time, in scheduler ticks)';
}

function profilePanel(side: ChartSide, title: string, colour: string, xMax: number): object {
  const data = profileData(side);
  const busy = data.filter((d) => d.state === 'busy').map((d) => d.to);
  // all zero: nothing was measured, which is no U of 1
  const u = busy.some((b) => b > 0) ? `U = ${summarize(busy).utilization.toFixed(3)}` : 'no busy time measured';
  return {
    title: `${title}${title === '' ? '' : ': '}${u}`,
    width: 480,
    height: Math.min(480, Math.max(60, side.trace.ranks * 22)),
    data: { values: data },
    mark: { type: 'bar' },
    encoding: {
      y: { field: 'rank', type: 'ordinal', title: 'rank' },
      x: {
        field: 'from',
        type: 'quantitative',
        title: `ms: ${busyMeasure(side)}, then idle until the slowest rank ends`,
        scale: { domain: [0, xMax], nice: false },
      },
      x2: { field: 'to' },
      color: {
        field: 'state',
        type: 'nominal',
        title: 'rank is',
        scale: { domain: ['busy', 'idle'], range: [colour, '#E4E4E4'] },
      },
    },
  };
}

/**
 * The time profile of one-step runs: per rank a bar busy (its busy time) then idle (until the
 * slowest rank is done); U = sum of busy / (P x slowest). Two sides: one panel each, on one time axis.
 */
export function timeProfileChart(sides: readonly ChartSide[], title: string): ChartSpec {
  const colours = sideColours(sides.length);
  const xMax = Math.max(0, ...sides.flatMap((s) => profileData(s).map((d) => d.to)));
  const heading = `${title}: time profile per rank (busy, then idle until the slowest rank ends)`;
  if (sides.length === 1) return profilePanel(sides[0] as ChartSide, heading, colours[0] as string, xMax) as ChartSpec;
  return {
    title: heading,
    vconcat: sides.map((s, i) => profilePanel(s, s.label, colours[i] as string, xMax)),
    resolve: { scale: { x: 'shared', color: 'independent' } },
  } as ChartSpec;
}
