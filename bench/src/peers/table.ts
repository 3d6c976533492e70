/**
 * The peers table, from raw samples: every series holds one wall time per timed run, in run order;
 * run 0 is the FIRST timed run (right after one short warm-up job), runs 1.. are the warm runs
 * whose median, min and max the table reports. A row divides a subject series by a reference
 * series measured in the same rounds (interleaved), so the ratio is "x slower" (> 1: subject slower):
 * the paired ratio of the warm rounds (geometric mean of the per-round ratios) with its 95% interval
 * and verdict (`comparePaired`). Where a side recorded phases (a Meshwork side: series `${side}
 * path`), the row carries its critical path (per phase the slowest rank's busy time, summed) and the
 * table prints it next to the times.
 */
import { comparePaired, formatInterval, median, type PairedComparison } from '@meshwork/harness';

export interface Stats {
  readonly first: number;
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly runs: number;
}

export interface RowSpec {
  readonly group: string;
  readonly subject: string;
  readonly reference: string;
  /** Ratio the row must stay at or under (Meshwork vs a peer). */
  readonly target?: number;
  readonly note?: string;
}

export interface PeerRow extends RowSpec {
  readonly subjectStats: Stats;
  readonly referenceStats: Stats;
  /** The paired ratio of the warm runs (exp of the mean log ratio of each round): the row's figure. */
  readonly ratio: number;
  /** Its 95% interval, bootstrap and verdict (`slower`: the subject is slower). */
  readonly paired: PairedComparison;
  /** median(subject warm runs) / median(reference warm runs). */
  readonly medianRatio: number;
  /** The first timed runs' ratio. */
  readonly firstRatio: number;
  readonly met: boolean | undefined;
  /** The critical path of the subject's and the reference's side, ms (when the side recorded phases). */
  readonly subjectPath?: Stats;
  readonly referencePath?: Stats;
}

/** The critical-path series of the side a series belongs to: `meshwork shared compute` -> `meshwork shared path`. */
export function pathSeriesOf(series: string): string | undefined {
  const cut = series.lastIndexOf(' ');
  return cut <= 0 ? undefined : `${series.slice(0, cut)} path`;
}

export function stats(samples: readonly number[]): Stats {
  if (samples.length < 2) throw new RangeError(`peers table: a series needs a first and at least one warm run, got ${samples.length}`);
  const warm = samples.slice(1);
  return { first: samples[0] as number, median: median(warm), min: Math.min(...warm), max: Math.max(...warm), runs: warm.length };
}

export function buildRows(series: ReadonlyMap<string, readonly number[]>, specs: readonly RowSpec[]): PeerRow[] {
  const get = (name: string): readonly number[] => {
    const s = series.get(name);
    if (s === undefined) throw new RangeError(`peers table: no series named ${JSON.stringify(name)}`);
    return s;
  };
  return specs.map((spec) => {
    const subject = get(spec.subject);
    const reference = get(spec.reference);
    if (subject.length !== reference.length) {
      throw new RangeError(
        `peers table: ${spec.subject} has ${subject.length} runs, ${spec.reference} ${reference.length}; expected the same rounds`,
      );
    }
    const s = stats(subject);
    const r = stats(reference);
    const paired = comparePaired(subject.slice(1), reference.slice(1));
    const ratio = paired.ratio;
    const pathOf = (name: string): Stats | undefined => {
      const p = pathSeriesOf(name);
      const samples = p === undefined || p === name ? undefined : series.get(p);
      return samples === undefined || samples.length < 2 ? undefined : stats(samples);
    };
    const subjectPath = pathOf(spec.subject);
    const referencePath = pathOf(spec.reference);
    return {
      ...spec,
      subjectStats: s,
      referenceStats: r,
      ratio,
      paired,
      medianRatio: s.median / r.median,
      firstRatio: s.first / r.first,
      met: spec.target === undefined ? undefined : ratio <= spec.target,
      ...(subjectPath === undefined ? {} : { subjectPath }),
      ...(referencePath === undefined ? {} : { referencePath }),
    };
  });
}

const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
const spread = (s: Stats) => `${ms(s.median)} (${ms(s.min)}-${ms(s.max)})`;

const VERDICT = { faster: 'faster', slower: 'slower', 'no significant difference': 'no sig. diff.' } as const;

const pathCell = (r: PeerRow) =>
  r.subjectPath === undefined && r.referencePath === undefined
    ? '-'
    : `${r.subjectPath === undefined ? '-' : ms(r.subjectPath.median)} / ${r.referencePath === undefined ? '-' : ms(r.referencePath.median)}`;

/**
 * The human table: subject and reference (median, min-max ms), their critical paths (medians,
 * subject / reference; when some side recorded phases), paired ratio with its 95% interval and
 * verdict, first runs.
 */
export function formatRows(rows: readonly PeerRow[]): string {
  const paths = rows.some((r) => r.subjectPath !== undefined || r.referencePath !== undefined);
  const header = [
    'subject',
    'reference',
    'subject ms',
    'reference ms',
    ...(paths ? ['critical path ms'] : []),
    'ratio',
    '95% CI',
    'verdict',
    'first runs',
    'target',
  ];
  const right = paths ? 6 : 5;
  const body = rows.map((r) => [
    r.subject,
    r.reference,
    spread(r.subjectStats),
    spread(r.referenceStats),
    ...(paths ? [pathCell(r)] : []),
    `${r.ratio.toFixed(2)}x`,
    formatInterval(r.paired),
    VERDICT[r.paired.verdict],
    `${ms(r.subjectStats.first)} / ${ms(r.referenceStats.first)} = ${r.firstRatio.toFixed(2)}x`,
    r.target === undefined ? '' : `<= ${r.target}x ${r.met === true ? 'ok' : 'MISSED'}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] as string).length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i >= 2 && i <= right ? c.padStart(widths[i] as number) : c.padEnd(widths[i] as number)))
      .join('  ')
      .trimEnd();
  const out = [line(header), line(widths.map((w) => '-'.repeat(w)))];
  let group: string | undefined;
  for (const [i, b] of body.entries()) {
    const row = rows[i] as PeerRow;
    if (row.group !== group) {
      group = row.group;
      out.push(`# ${group}`);
    }
    out.push(line(b));
    if (row.note !== undefined) out.push(`  (${row.note})`);
  }
  return out.join('\n');
}
