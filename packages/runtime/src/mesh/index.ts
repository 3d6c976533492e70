export type { Box, Decomposition } from './decomposition.ts';
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
} from './decomposition.ts';
export type { Grid, GridEnv, GridOptions, GridStats, HaloSpec, RemapStats, Storage } from './grid.ts';
export { createGrid, RankGrid } from './grid.ts';
export type { RangeOptions } from './range.ts';
export { RangeDomain } from './range.ts';
export { copyBox, fillBox, packBox, rowMajorStrides, unpackBox } from './strided.ts';
