/**
 * @meshwork/harness: `defineApp` and the one harness every Meshwork app runs in. An app describes
 * itself once (options, reference, program, check, figures, bench cases, paper rows); its
 * `meshwork run <app>` subcommand, standalone command, help, JSON report and bench rows come from it.
 */
export { intArg, intListArg, jsonArg, numberArg, sizeArg, sizeOption, spinArg } from './args.js';
export { summarizeReports } from './balance-summary.js';
export type { Balancing, BalancingFlags } from './balancing.js';
export { balancingFromFlags } from './balancing.js';
export type { BenchRow, BenchSettings } from './bench.js';
export { benchApp } from './bench.js';
export type { CommonFlags, RunExtension, RunFlags } from './command.js';
export { balancingOf, configureAppCommand, runSettings } from './command.js';
export type {
  App,
  AppFigures,
  AppOutcome,
  AppSpec,
  BalanceSummary,
  BenchCase,
  PaperChart,
  PaperContext,
  PaperReproduction,
  PaperRow,
  Prepared,
  RunSettings,
} from './define.js';
export { defineApp, EVERY_TOPOLOGY_KIND, sideBySide } from './define.js';
export { classify, EXIT_FAILED, EXIT_OK, EXIT_USAGE, fail, failFor, report, UsageError } from './errors.js';
export { meshFor, moduleUrl, requireStatic, runFigures, sameArray, singlePhaseTrace } from './figures.js';
export type { MachineCheck, MachineCheckOptions } from './machine-check.js';
export { formatMachineCheck, givesTwoCores, machineCheckField, machineCheckOf, runMachineCheck, TWO_CORES } from './machine-check.js';
export type { CommandResult } from './main.js';
export { appMain, runProgram, tryAppCommand } from './main.js';
export type { ClusterJob, Measured, Measurement, ParallelSide, RoundsRule } from './measure.js';
export { clusterSide, mapSide, measure, measureSides } from './measure.js';
export { checkRanksFit } from './memory.js';
export type { Defaulted, OptionSchema, OptionSpec, OptionValues } from './options.js';
export { addSchemaOptions, choice, flag, flagOf, int, json, num, schemaValues, size, text } from './options.js';
export type { Output } from './output.js';
export { processOutput, writeJson } from './output.js';
export type { AutoRounds, AutoRoundsResult, BootstrapInterval, PairedComparison, PairedOptions, Verdict } from './paired.js';
export {
  AUTO_ROUNDS,
  autoRounds,
  autoRoundsRule,
  bootstrapMedian,
  CONFIDENCE,
  comparePaired,
  formatInterval,
  formatPaired,
  formatPairedCell,
  isPrecise,
  needsMoreRounds,
  verdictOf,
} from './paired.js';
export { fx, pct, range, signed, spinArgs } from './paper-format.js';
export type { FixedPoolOptions } from './pool.js';
export { fixedPoolOptions, poolSide } from './pool.js';
export type { Progress } from './progress.js';
export { createProgress } from './progress.js';
export type { ScriptRun } from './script.js';
export { runScript } from './script.js';
export type { Spread } from './stats.js';
export { median, spread } from './stats.js';
export { incompleteBeta, lnGamma, studentT, studentTCdf } from './student-t.js';
export type { RunHeader, RunSummary } from './summary.js';
export { formatComparison, formatSummary, summarizeRun, waitsLine } from './summary.js';

/** The JSON report type of an app's run (`--json`). */
export type ReportOf<A> = A extends import('./define.js').App<object, infer D extends object>
  ? import('./summary.js').RunSummary<D>
  : never;
