/** What the hosts benchmark measures, shared by the orchestrator (run.ts) and the host processes (host.ts). */
import { exampleProgramUrl } from '../peers/meshwork.ts';

/** One host process job: the rows it measures, how often and how long. */
export interface HostPlan {
  /** Small app sizes (the --quick run). */
  readonly quick: boolean;
  /** Trials per row (the rows of one trial run back to back, so subject and reference see the same machine). */
  readonly trials: number;
  /** Round trips per trial (raw request/reply and link ping-pong). */
  readonly rtt: number;
  /** 1 MiB messages per bandwidth trial. */
  readonly bw: number;
  /** Allreduces per trial. */
  readonly allreduce: number;
  /** Measure the raw NATS and link rows (the 2-host job) or only the allreduce (the 4-host job). */
  readonly full: boolean;
}

/** Per row, one figure per trial (µs per operation, or ms per app run). */
export type Samples = Record<string, number[]>;

/** Row names. */
export const ROW = {
  rawRtt: 'raw NATS request/reply 8 B',
  linkRtt: 'cross-host link round trip 8 B',
  rawBw: 'raw NATS publish 1 MiB',
  linkBw: 'cross-host link 1 MiB',
  allreduce: (hosts: number) => `allreduce (scalar sum) on ${hosts} hosts x 1 rank`,
  app: (app: string, where: string) => `${app} on ${where}`,
} as const;

export const MiB = 1 << 20;

/** The apps compared on 2 hosts x 1 rank and 1 host x 2 ranks (both chain:2), with their options. */
export function apps(quick: boolean): { name: string; program: string; options: unknown }[] {
  return [
    {
      name: 'stencil',
      program: exampleProgramUrl(import.meta.resolve('@meshwork/example-stencil')).href,
      options: {
        rows: quick ? 128 : 512,
        cols: quick ? 128 : 512,
        iterations: quick ? 10 : 100,
        boundary: 1,
        seed: 3,
        storage: 'distributed',
      },
    },
    {
      name: 'wator',
      program: exampleProgramUrl(import.meta.resolve('@meshwork/example-wator')).href,
      options: {
        ...{ rows: quick ? 64 : 200, cols: quick ? 64 : 200, steps: quick ? 5 : 50, seed: 1234, minnowBreed: 3, sharkBreed: 6, starve: 3 },
        ...{ minnowDensity: 0.4, sharkDensity: 0.1, storage: 'distributed' },
      },
    },
  ];
}
