/**
 * The shape of a timeline file, checked from the JSON alone (docs/timelines.md): every event has
 * the fields its phase type needs, names from the documented set, no pid 0, `X` slices on one
 * thread nested or disjoint, every flow `s` with one `f` of the same id, a `thread_name` "rank r"
 * for every rank, process metadata and provenance. Returns the problems found (none: a good file)
 * and the events, so tests can both assert the shape and look inside.
 */

/** The documented names, by `ph` (written out here, apart from the runtime's own table). */
const NAMES: Readonly<Record<string, readonly string[]>> = {
  X: ['compute', 'wait', 'balance', 'remap', 'checkpoint'],
  C: ['load', 'imbalance'],
  s: ['message'],
  f: ['message'],
  M: ['process_name', 'process_sort_index', 'thread_name', 'thread_sort_index'],
};

export interface TraceEvent {
  readonly ph: string;
  readonly name: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts?: number;
  readonly dur?: number;
  readonly id?: number;
  readonly cat?: string;
  readonly bp?: string;
  readonly args?: Record<string, unknown>;
}

export interface TimelineShape {
  readonly problems: string[];
  readonly events: TraceEvent[];
  readonly otherData: Record<string, unknown>;
  /** Events of each `ph:name`. */
  count(ph: string, name: string): number;
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;
/** µs in the file to integer ns (the writer's unit): exact comparisons, no float slack. */
const ns = (us: number) => Math.round(us * 1000);

/** Check the text of a timeline of a run of the ranks `ranks` (all of them on one host). */
export function checkTimelineShape(text: string, ranks: readonly number[]): TimelineShape {
  const problems: string[] = [];
  const bad = (m: string) => {
    if (problems.length < 50) problems.push(m);
  };
  let doc: { traceEvents?: unknown; otherData?: unknown };
  try {
    doc = JSON.parse(text) as typeof doc;
  } catch (err) {
    return { problems: [`not JSON: ${(err as Error).message}`], events: [], otherData: {}, count: () => 0 };
  }
  const events = Array.isArray(doc.traceEvents) ? (doc.traceEvents as TraceEvent[]) : [];
  if (!Array.isArray(doc.traceEvents)) bad('traceEvents is not an array');
  const otherData = (typeof doc.otherData === 'object' && doc.otherData !== null ? doc.otherData : {}) as Record<string, unknown>;
  if (typeof doc.otherData !== 'object' || doc.otherData === null) bad('otherData is missing');
  const counts = new Map<string, number>();
  const slices = new Map<string, { start: number; end: number; name: string }[]>();
  const starts = new Map<number, TraceEvent>();
  const finishes = new Map<number, TraceEvent[]>();
  const threadNames = new Map<number, unknown>();
  let processNames = 0;
  for (const [i, e] of events.entries()) {
    const at = `event ${i} (${JSON.stringify(e).slice(0, 120)})`;
    if (typeof e !== 'object' || e === null) {
      bad(`${at}: not an object`);
      continue;
    }
    const names = NAMES[e.ph];
    if (names === undefined) {
      bad(`${at}: ph ${JSON.stringify(e.ph)} is not one of X, C, s, f, M`);
      continue;
    }
    if (!names.includes(e.name)) bad(`${at}: name ${JSON.stringify(e.name)} is not a documented ${e.ph} name`);
    counts.set(`${e.ph}:${e.name}`, (counts.get(`${e.ph}:${e.name}`) ?? 0) + 1);
    if (!isInt(e.pid) || e.pid <= 0) bad(`${at}: pid must be an integer >= 1`);
    if (!isInt(e.tid) || e.tid < 0) bad(`${at}: tid must be an integer >= 0`);
    const onRank = e.ph === 'X' || e.ph === 's' || e.ph === 'f' || e.name === 'thread_name' || e.name === 'thread_sort_index';
    if (onRank && !ranks.includes(e.tid - 1)) bad(`${at}: tid ${e.tid} is not a rank's thread (rank + 1)`);
    if (e.ph !== 'M' && !isTime(e.ts)) bad(`${at}: ts must be a time >= 0`);
    if (e.args !== undefined && (typeof e.args !== 'object' || e.args === null)) bad(`${at}: args must be an object`);
    switch (e.ph) {
      case 'X': {
        if (!isTime(e.dur)) bad(`${at}: dur must be a time >= 0`);
        else if (isTime(e.ts)) {
          const key = `${e.pid}/${e.tid}`;
          const list = slices.get(key) ?? [];
          list.push({ start: ns(e.ts), end: ns(e.ts) + ns(e.dur), name: e.name });
          slices.set(key, list);
        }
        break;
      }
      case 'C': {
        const values = Object.values(e.args ?? {});
        if (values.length === 0 || values.some((v) => typeof v !== 'number' || !Number.isFinite(v)))
          bad(`${at}: a counter needs args of finite numbers`);
        break;
      }
      case 's':
      case 'f': {
        // integer ids: a host's own arrows; strings ("src>dst#n"): arrows between hosts, joined by a merge
        if (!isInt(e.id) && !(typeof e.id === 'string' && /^\d+>\d+#\d+$/.test(e.id)))
          bad(`${at}: a flow event needs an integer id or "src>dst#n"`);
        if (typeof e.cat !== 'string' || e.cat === '') bad(`${at}: a flow event needs a cat`);
        if (e.bp !== 'e') bad(`${at}: a flow event must bind to its enclosing slice ("bp": "e")`);
        if (!isInt(e.id)) break;
        if (e.ph === 's') {
          if (starts.has(e.id)) bad(`${at}: flow id ${e.id} starts twice`);
          starts.set(e.id, e);
        } else finishes.set(e.id, [...(finishes.get(e.id) ?? []), e]);
        break;
      }
      case 'M': {
        if (typeof e.args !== 'object' || e.args === null) bad(`${at}: metadata needs args`);
        if (e.name === 'process_name') {
          processNames++;
          if (typeof e.args?.name !== 'string' || e.args.name === '') bad(`${at}: process_name needs args.name`);
        }
        if (e.name === 'thread_name') threadNames.set(e.tid - 1, e.args?.name);
        if ((e.name === 'thread_sort_index' || e.name === 'process_sort_index') && !isInt(e.args?.sort_index))
          bad(`${at}: ${e.name} needs an integer args.sort_index`);
        break;
      }
    }
  }
  if (processNames === 0) bad('no process_name metadata');
  for (const r of ranks)
    if (threadNames.get(r) !== `rank ${r}`) bad(`rank ${r}: thread_name is ${JSON.stringify(threadNames.get(r))}, not "rank ${r}"`);
  // every s has exactly one f with its id, name and cat, no earlier than the s; every f has its s
  for (const [id, s] of starts) {
    const fs = finishes.get(id) ?? [];
    if (fs.length !== 1) {
      bad(`flow ${id}: ${fs.length} f events, expected 1`);
      continue;
    }
    const f = fs[0] as TraceEvent;
    if (f.name !== s.name || f.cat !== s.cat) bad(`flow ${id}: s and f differ in name or cat`);
    if (isTime(f.ts) && isTime(s.ts) && ns(f.ts) < ns(s.ts)) bad(`flow ${id}: f is before its s`);
  }
  for (const id of finishes.keys()) if (!starts.has(id)) bad(`flow ${id}: an f without its s`);
  // X slices of one thread: sorted by start (longer first), each one inside the open one or after it
  for (const [key, list] of slices) {
    list.sort((a, b) => a.start - b.start || b.end - a.end);
    const open: { start: number; end: number; name: string }[] = [];
    for (const x of list) {
      while (open.length > 0 && (open[open.length - 1] as { end: number }).end <= x.start) open.pop();
      const top = open[open.length - 1];
      if (top !== undefined && x.end > top.end)
        bad(`thread ${key}: ${x.name} [${x.start}, ${x.end}] ns overlaps ${top.name} [${top.start}, ${top.end}] ns partly`);
      open.push(x);
    }
  }
  for (const key of ['meshwork', 'commandLine', 'seed', 'balancer', 'machine']) if (!(key in otherData)) bad(`otherData.${key} is missing`);
  const machine = otherData.machine as Record<string, unknown> | undefined;
  if (typeof machine?.cpu !== 'string' || !isInt(machine?.cores) || typeof machine?.node !== 'string')
    bad('otherData.machine needs cpu, cores and node');
  return { problems, events, otherData, count: (ph, name) => counts.get(`${ph}:${name}`) ?? 0 };
}
