/** @meshwork/cli: the `meshwork` command, and its pieces for other tools. */

export type { App, AppOutcome, BalanceSummary, RunSettings } from '@meshwork/harness';
export { APPS, findApp } from './apps/registry.ts';
export { loadHeatmap, rankTotalsChart, stepLoads, utilizationChart } from './charts/load.ts';
export type { ChartSpec } from './charts/render.ts';
export { renderSvg, writeSvg } from './charts/render.ts';
export { topologyChart } from './charts/topology.ts';
export { buildProgram, main } from './program.ts';
export type { Advice, AdviseOptions } from './replay/advise.ts';
export { advise } from './replay/advise.ts';
export { appBalancerOptions, REPLAY_BALANCERS, REPLAY_INTERVALS, replayConfigs } from './replay/configs.ts';
export type { ReplayConfig, ReplayModel, ReplayOptions, ReplayResult, ReplayRow } from './replay/engine.ts';
export { ReplayTrace, replayTrace } from './replay/engine.ts';
export { bestRow, intervalChart, replayTable } from './replay/format.ts';
export { describeTopology } from './topo/describe.ts';
export { parseTraceFile, readTraceFile, writeTraceFile } from './trace-file.ts';
