/** The `timeline` run option (`cluster.run(program, options, { timeline })`), checked before a run starts. */

import { checkInt } from '../checks.ts';
import { invalidArgument } from '../errors.ts';

/** Where and how a run's timeline is written (Chrome Trace Event format; docs/timelines.md). */
export interface TimelineOptions {
  /**
   * The file to write, JSON in the Chrome Trace Event format (Perfetto, chrome://tracing). Its
   * folder must exist; the file is replaced when the run ends (written beside it meanwhile). With
   * several host processes each writes its own, `run.host<k>.json` for `run.json`.
   */
  readonly path: string;
  /**
   * Most events in the file, an integer in [10 000, 10 000 000] (default 1 000 000; the file also
   * stops growing at about 100 bytes an event). Past it events are dropped and counted
   * (`otherData.droppedEvents`); a message's two arrow ends are kept or dropped together.
   */
  readonly maxEvents?: number;
  /**
   * Message arrows (flow events) of link messages: every message from one rank to another is
   * numbered, the first 64 and then every `flowEvery`-th are drawn (default 16; 1: every message,
   * within `maxEvents`; 0: none).
   */
  readonly flowEvery?: number;
  /**
   * Provenance written into the file's `otherData` beside what the runtime knows itself (version,
   * command line, machine, topology): e.g. `{ app: 'thinning', seed: 7, balancer: 'gde' }`.
   */
  readonly provenance?: Readonly<Record<string, string | number | boolean>>;
}

/** A checked `timeline` option. */
export interface TimelineSettings {
  readonly path: string;
  readonly maxEvents: number;
  readonly flowEvery: number;
  readonly provenance: Readonly<Record<string, string | number | boolean>>;
}

export const DEFAULT_MAX_EVENTS = 1_000_000;
export const DEFAULT_FLOW_EVERY = 16;
/** Messages of each (source, destination) pair that always get an arrow. */
export const FLOW_FIRST = 64;

const KEYS = ['path', 'maxEvents', 'flowEvery', 'provenance'];

/** `timeline`: a path, or `TimelineOptions`; undefined when absent. */
export function checkTimelineOption(value: unknown): TimelineSettings | undefined {
  if (value === undefined) return undefined;
  const expected = 'a file path, or { path, maxEvents?, flowEvery?, provenance? }';
  const o: Partial<TimelineOptions> = typeof value === 'string' ? { path: value } : (value as Partial<TimelineOptions>);
  if (typeof o !== 'object' || o === null || Array.isArray(o)) throw invalidArgument('timeline', expected, value);
  for (const key of Object.keys(o))
    if (!KEYS.includes(key)) throw invalidArgument(`timeline key ${JSON.stringify(key)}`, `one of ${KEYS.join(', ')}`, key);
  if (typeof o.path !== 'string' || o.path.trim() === '' || o.path.includes('\0'))
    throw invalidArgument('timeline.path', 'a non-empty file path', o.path);
  const maxEvents = checkInt('timeline.maxEvents', o.maxEvents ?? DEFAULT_MAX_EVENTS, 10_000, 10_000_000);
  const flowEvery = checkInt('timeline.flowEvery', o.flowEvery ?? DEFAULT_FLOW_EVERY, 0, 1 << 30);
  const provenance: Record<string, string | number | boolean> = {};
  if (o.provenance !== undefined) {
    const p: unknown = o.provenance;
    if (typeof p !== 'object' || p === null || Array.isArray(p))
      throw invalidArgument('timeline.provenance', 'an object of strings, numbers and booleans', p);
    for (const [k, v] of Object.entries(p)) {
      if (typeof v !== 'string' && typeof v !== 'boolean' && !(typeof v === 'number' && Number.isFinite(v)))
        throw invalidArgument(`timeline.provenance.${k}`, 'a string, a finite number or a boolean', v);
      provenance[k] = v;
    }
  }
  return { path: o.path, maxEvents, flowEvery, provenance };
}
