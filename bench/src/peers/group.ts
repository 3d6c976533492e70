/** What a group of the peers bench returns, and the settings every group shares. */
import type { RowSpec } from './table.ts';

export interface GroupSettings {
  /** Threads (ranks) on both sides. */
  readonly threads: number;
  /** Spin iterations of the peers' barriers before sleeping. */
  readonly spin: number;
  /** Timed runs per side (first + warm). */
  readonly runs: number;
  /** Untimed whole runs of each side before the timed ones (`--warmup`; default 0). */
  readonly warmups?: number;
  /** Smaller problems (tests, smoke runs). */
  readonly quick: boolean;
  /** Node flags for the threads of both sides (e.g. --cpu-prof). */
  readonly execArgv: readonly string[];
  readonly log: (line: string) => void;
}

export interface GroupResult {
  readonly id: string;
  readonly title: string;
  readonly series: Map<string, number[]>;
  readonly rows: RowSpec[];
}

/** A compute row (Meshwork vs peer, target 1.05x) and the matching job row. */
export function pairRows(group: string, meshwork: string, peer: string, note?: string): RowSpec[] {
  return [
    { group, subject: `${meshwork} compute`, reference: `${peer} compute`, target: 1.05, ...(note === undefined ? {} : { note }) },
    { group, subject: `${meshwork} job`, reference: `${peer} job` },
  ];
}

export const sameArray = (a: ArrayLike<number> | undefined, b: ArrayLike<number>): boolean => {
  if (a === undefined || a.length !== b.length) return false;
  for (let i = 0; i < b.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
};
