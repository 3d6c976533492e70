/**
 * Task schedulers by name (registered in the runtime's `taskSchedulers`):
 *
 *   steal        random work stealing; options mode 'shm' | 'message', group (ranks per emulated
 *                node), seed, localTries, placement (initial placement, default 'local')
 *   node-level   node-level mapping (path product mod P); option steal: false | true | {steal options}
 *   graph-level  graph-level mapping (whole subgraphs together); same options
 *   graph-local  graph-level mapping with local non-statics; same options
 */
import { type Factory, OptionReader, type TaskScheduler } from '@meshwork/runtime/plugin';
import { PLACEMENTS, type PlacementName, placement } from './placement.ts';
import { type StealSettings, StealThief } from './steal.ts';

function readSteal(r: OptionReader): StealSettings {
  const group = r.optionalNumber('group', { min: 1, integer: true });
  return {
    mode: r.oneOf('mode', ['shm', 'message'] as const, 'shm'),
    group,
    seed: r.number('seed', { default: 1, min: 0, max: 2 ** 32 - 1, integer: true }),
    localTries: r.number('localTries', { default: 4, min: 1, max: 1024, integer: true }),
  };
}

export function createTaskScheduler(
  name: string,
  place: PlacementName,
  steal: StealSettings | undefined,
  options: Record<string, unknown>,
): TaskScheduler {
  const where = placement(place);
  const scheduler: TaskScheduler = {
    name,
    options,
    place: where,
    // 'local' never reads the path keys: the engine and the jobs skip computing them.
    usesKeys: place !== 'local',
  };
  if (steal === undefined) return scheduler;
  return { ...scheduler, thief: (env) => new StealThief(env, steal) };
}

/** `steal`: work stealing over an initial placement (default: everything starts on rank 0). */
export function createSteal(options?: unknown): TaskScheduler {
  const r = new OptionReader('steal', options);
  const place = r.oneOf('placement', PLACEMENTS, 'local');
  const s = readSteal(r);
  const used = {
    ...r.done(),
    placement: place,
    mode: s.mode,
    seed: s.seed,
    localTries: s.localTries,
    ...(s.group === undefined ? {} : { group: s.group }),
  };
  return createTaskScheduler('steal', place, s, used);
}

function mappingFactory(name: string, place: PlacementName, summary: string): Factory<TaskScheduler> {
  return {
    name,
    summary,
    create(options?: unknown): TaskScheduler {
      const r = new OptionReader(name, options);
      const raw = r.raw('steal');
      let steal: StealSettings | undefined;
      if (raw === true) steal = readSteal(new OptionReader(`${name}.steal`, {}));
      else if (raw !== undefined && raw !== false) steal = readSteal(new OptionReader(`${name}.steal`, raw));
      const used = { ...r.done(), steal: steal === undefined ? false : { ...steal } };
      return createTaskScheduler(steal === undefined ? name : `${name}+steal`, place, steal, used);
    },
  };
}

export const stealFactory: Factory<TaskScheduler> = {
  name: 'steal',
  summary: 'random work stealing: mode shm|message, group (ranks per emulated node), seed, placement local|node|graph|graph-local',
  create: createSteal,
};
export const nodeLevelFactory = mappingFactory(
  'node-level',
  'node',
  'node-level mapping (path product mod P, prime ids); steal: false|true|{...}',
);
export const graphLevelFactory = mappingFactory(
  'graph-level',
  'graph',
  'graph-level mapping (whole subgraphs together); steal: false|true|{...}',
);
export const graphLocalFactory = mappingFactory(
  'graph-local',
  'graph-local',
  'graph-level mapping with local non-statics; steal: false|true|{...}',
);

export const taskSchedulerFactories: readonly Factory<TaskScheduler>[] = [
  stealFactory,
  nodeLevelFactory,
  graphLevelFactory,
  graphLocalFactory,
];
