/** The machine a benchmark ran on, for the report (figures are only comparable on one machine). */
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';

export interface Machine {
  readonly cpu: string;
  readonly cores: number;
  readonly memoryGiB: number;
  readonly node: string;
  readonly platform: string;
  /** 1-minute load average at the start and the end of the suite. */
  readonly loadavg: [number, number];
}

export function machineAtStart(): { finish(): Machine } {
  const start = loadavg()[0] as number;
  return {
    finish: () => ({
      cpu: cpus()[0]?.model.trim() ?? 'unknown',
      cores: availableParallelism(),
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      loadavg: [Number(start.toFixed(2)), Number((loadavg()[0] as number).toFixed(2))],
    }),
  };
}

export function describeMachine(m: Machine): string {
  const busy = Math.max(...m.loadavg) > m.cores * 0.75;
  return `${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}; load average ${m.loadavg[0]} -> ${m.loadavg[1]}${busy ? ' (a loaded machine: times and speedups are pessimistic; work-unit figures are exact)' : ''}`;
}
