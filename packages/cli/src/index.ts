/** @meshwork/cli: the `meshwork` command, and its pieces for other tools. */

export { APPS, findApp } from './apps/registry.js';
export type { AppAdapter, AppOutcome, BalanceSummary, RunSettings } from './apps/types.js';
export { loadHeatmap, rankTotalsChart, stepLoads, utilizationChart } from './charts/load.js';
export type { ChartSpec } from './charts/render.js';
export { renderSvg, writeSvg } from './charts/render.js';
export { topologyChart } from './charts/topology.js';
export { buildProgram, main } from './program.js';
export { describeTopology } from './topo/describe.js';
