/** @meshwork/cli: the `meshwork` command, and its pieces for other tools. */

export type { App, AppOutcome, BalanceSummary, RunSettings } from '@meshwork/harness';
export type { Advice, AdviseOptions, ReplayConfig, ReplayModel, ReplayOptions, ReplayResult, ReplayRow } from '@meshwork/replay';
export { appBalancerOptions, bestRow, REPLAY_BALANCERS, REPLAY_INTERVALS, ReplayTrace, replayConfigs, replayTrace } from '@meshwork/replay';
export { APPS, findApp } from './apps/registry.ts';
export { loadHeatmap, rankTotalsChart, utilizationChart } from './charts/load.ts';
export type { ChartSpec } from './charts/render.ts';
export { renderSvg, writeSvg } from './charts/render.ts';
export { stepLoads } from './charts/steps.ts';
export { topologyChart } from './charts/topology.ts';
export { adviseApp as advise } from './commands/advise.ts';
export { buildProgram, main } from './program.ts';
export { intervalChart, replayTable } from './replay/format.ts';
export { describeTopology } from './topo/describe.ts';
export { parseTraceFile, readTraceFile, writeTraceFile } from './trace-file.ts';
