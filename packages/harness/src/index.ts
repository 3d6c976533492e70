/**
 * @meshwork/harness: `defineApp` and the one harness every Meshwork app runs in. An app describes
 * itself once (options, reference, program, check, figures, bench cases, paper rows); its
 * `meshwork run <app>` subcommand, standalone command, help, JSON report and bench rows come from it.
 */
export { intArg, intListArg, jsonArg, numberArg, sizeArg, sizeOption, spinArg } from './args.ts';
export { summarizeReports } from './balance-summary.ts';
export type { BalancingChoice, BalancingFlags } from './balancing.ts';
export { balancingFromFlags } from './balancing.ts';
export type { BenchRow, BenchSettings } from './bench.ts';
export { benchApp } from './bench.ts';
export type {
  AppBench,
  BenchOption,
  BenchOptions,
  BenchValue,
  BenchValues,
  ChoiceBenchOption,
  FloatBenchOption,
  IntBenchOption,
  ListBenchOption,
  NamesBenchOption,
  SpinBenchOption,
  TextBenchOption,
} from './bench-options.ts';
export { defineBench } from './bench-options.ts';
export type { RunExtension } from './command.ts';
export { configureAppCommand } from './command.ts';
export type { CoresUsed } from './cores-used.ts';
export { BUSY_BELOW, coresUsedOf, formatCores, JUDGED_MS_PER_RUN } from './cores-used.ts';
export type { CriticalPath, PathOfRun, RankUsage, RunUsage } from './critical-path.ts';
export { criticalPathOf, formatCriticalPath, summarizeCriticalPath, usageOf } from './critical-path.ts';
export type {
  App,
  AppFigures,
  AppOutcome,
  AppRecording,
  AppReplay,
  AppSpec,
  BalanceSummary,
  BenchCase,
  PaperChart,
  PaperContext,
  PaperReproduction,
  PaperRow,
  Prepared,
  RunHooks,
  RunSettings,
} from './define.ts';
export { defineApp, EVERY_TOPOLOGY_KIND, sideBySide } from './define.ts';
export type { UsageErrorCode } from './errors.ts';
export {
  classify,
  EXIT_FAILED,
  EXIT_OK,
  EXIT_USAGE,
  fail,
  failFor,
  report,
  UsageError,
  UsageErrorCodes,
  usageError,
  usageErrors,
} from './errors.ts';
export { meshFor, moduleUrl, requireStatic, runFigures, sameArray, singlePhaseTrace } from './figures.ts';
export { hostsInUse, refuseOnHosts, useHosts } from './hosts.ts';
export type { MachineCheck, MachineCheckOptions } from './machine-check.ts';
export { formatMachineCheck, givesTwoCores, machineCheckField, machineCheckOf, runMachineCheck, TWO_CORES } from './machine-check.ts';
export type { CommandResult } from './main.ts';
export { appMain, refuseUnsupportedNode, runProgram, tryAppCommand } from './main.ts';
export type { ClusterJob, Measured, Measurement, ParallelSide, RoundsRule } from './measure.ts';
export { clusterSide, mapSide, measure, measureSides } from './measure.ts';
export { checkRanksFit } from './memory.ts';
export type { Defaulted, OptionSchema, OptionSpec, OptionValues } from './options.ts';
export { addSchemaOptions, choice, flag, flagOf, int, json, num, schemaValues, size, text } from './options.ts';
export type { CapturedOutput, Output } from './output.ts';
export { captureOutput, processOutput, writeJson } from './output.ts';
export type { AutoRounds, AutoRoundsResult, BootstrapInterval, PairedComparison, PairedOptions, Verdict } from './paired.ts';
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
} from './paired.ts';
export { fx, pct, range, signed, spinArgs } from './paper-format.ts';
export type { FixedPoolOptions } from './pool.ts';
export { fixedPoolOptions, poolSide } from './pool.ts';
export type { LoadedProgram, ProgramFileApp, ProgramFileDetails } from './program-file.ts';
export {
  BALANCING_KEY,
  driversBalance,
  isProgramPath,
  loadProgramFile,
  PROGRAM_EXTENSIONS,
  programFileApp,
  programOptions,
} from './program-file.ts';
export type { Progress } from './progress.ts';
export { createProgress } from './progress.ts';
export { QUIET_HOST_MAX_MS, quietHost } from './quiet-host.ts';
export type { CommonFlags, RunFlags } from './run-settings.ts';
export { balancingOf, runSettings } from './run-settings.ts';
export type { ScriptRun } from './script.ts';
export { runScript } from './script.ts';
export type { Spread } from './stats.ts';
export { median, spread } from './stats.ts';
export { incompleteBeta, lnGamma, studentT, studentTCdf } from './student-t.ts';
export type { RunHeader, RunSummary } from './summary.ts';
export { formatComparison, formatSummary, summarizeRun, waitsLine } from './summary.ts';

/** The JSON report type of an app's run (`--json`). */
export type ReportOf<A> = A extends import('./define.ts').App<object, infer D extends object>
  ? import('./summary.ts').RunSummary<D>
  : never;
