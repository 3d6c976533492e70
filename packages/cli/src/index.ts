/** @meshwork/cli: the `meshwork` command, and its pieces for other tools. */

export type { App, AppOutcome, BalanceSummary, RunSettings } from '@meshwork/harness';
export { APPS, findApp } from './apps/registry.js';
export { loadHeatmap, rankTotalsChart, stepLoads, utilizationChart } from './charts/load.js';
export type { ChartSpec } from './charts/render.js';
export { renderSvg, writeSvg } from './charts/render.js';
export { topologyChart } from './charts/topology.js';
export { buildProgram, main } from './program.js';
export type { Advice, AdviseOptions } from './replay/advise.js';
export { advise } from './replay/advise.js';
export { appBalancerOptions, REPLAY_BALANCERS, REPLAY_INTERVALS, replayConfigs } from './replay/configs.js';
export type { ReplayConfig, ReplayModel, ReplayOptions, ReplayResult, ReplayRow } from './replay/engine.js';
export { ReplayTrace, replayTrace } from './replay/engine.js';
export { bestRow, intervalChart, replayTable } from './replay/format.js';
export { describeTopology } from './topo/describe.js';
export { parseTraceFile, readTraceFile, writeTraceFile } from './trace-file.js';
