export type { Box, Decomposition } from './decomposition.js';
export {
  blockCuts,
  blockDecomposition,
  checkCuts,
  flowCuts,
  intersect,
  procCoords,
  procIndex,
  shiftCuts,
  tileBox,
  volume,
} from './decomposition.js';
export type { GridEnv, GridOptions, HaloSpec, RemapStats, Storage } from './grid.js';
export { createGrid, Grid } from './grid.js';
export type { RangeOptions } from './range.js';
export { RangeDomain } from './range.js';
export { copyBox, fillBox, packBox, rowMajorStrides, unpackBox } from './strided.js';
