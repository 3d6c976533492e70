export type { Place, PlacementName } from './placement.ts';
export { PLACEMENTS, placement } from './placement.ts';
export {
  createSteal,
  createTaskScheduler,
  graphLevelFactory,
  graphLocalFactory,
  nodeLevelFactory,
  stealFactory,
  taskSchedulerFactories,
} from './schedulers.ts';
export type { StealMode, StealSettings } from './steal.ts';
export { StealThief } from './steal.ts';
