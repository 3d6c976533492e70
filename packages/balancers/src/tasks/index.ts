export type { Place, PlacementName } from './placement.js';
export { PLACEMENTS, placement } from './placement.js';
export {
  createSteal,
  createTaskScheduler,
  graphLevelFactory,
  graphLocalFactory,
  nodeLevelFactory,
  stealFactory,
  taskSchedulerFactories,
} from './schedulers.js';
export type { StealMode, StealSettings } from './steal.js';
export { StealThief } from './steal.js';
