/**
 * The `meshwork` command's own usage errors, as one table (`defineErrors` of `@meshwork/runtime`,
 * making the harness's `UsageError`): each row names a builder, its code and its message template.
 * The mistakes every app command shares are the harness's (`usageErrors`); add a row here, never a
 * message inline elsewhere in this package.
 */
import { UsageErrorCodes, usageError } from '@meshwork/harness';
import { defineErrors } from '@meshwork/runtime';

const U = UsageErrorCodes.USAGE;

/** "a run on N host processes has one cluster", the reason both launched-job refusals give. */
const oneCluster = (hosts: number) => `a run on ${hosts} host processes has one cluster`;

/** The CLI's usage errors: builder name -> [code, message template]. */
export const cliErrors = defineErrors(
  {
    /** --compare in a job of several host processes. */
    compareOnHosts: [
      U,
      (hosts: number) => `--compare runs two clusters side by side; ${oneCluster(hosts)}: run each balancer as a job of its own`,
    ],
    /** --balancer auto in a job of several host processes. */
    autoOnHosts: [U, (hosts: number) => `--balancer auto runs a traced run first; ${oneCluster(hosts)}: name a balancer`],
    /** --trace for an app that records no per-phase loads. */
    noPhaseLoads: [U, (app: string) => `${app} reports no per-phase loads; drop --trace`],
    /** --balancer auto for a program file. */
    autoBuiltInOnly: [
      U,
      (balancers: readonly string[]) => `--balancer auto applies to the built-in apps; name a balancer (${balancers.join(', ')})`,
    ],
    /** --rounds with another suite than wall. */
    roundsWallOnly: [U, (rounds: string) => `--rounds ${rounds} applies to --suite wall only`],
    /** `bench --warmup` with a suite other than wall. */
    warmupWallOnly: [U, (warmup: number) => `--warmup ${warmup} applies to --suite wall only`],
    /** `report --timeline` without --html. */
    timelineNeedsHtml: [U, () => '--timeline names the timeline the page links to: add --html'],
    /** A replay option block its balancer or policy refuses; `reason` is the refusal's message. */
    replayBlock: [U, (flag: string, name: string, reason: string) => `${flag} for ${name}: ${reason}`],
    /** A replay name that is not a known balancer or policy. */
    replayName: [U, (what: string, known: readonly string[], got: string) => `--${what} must name ${known.join(', ')}; got "${got}"`],
    /** A trace without a load record. */
    noLoadRecord: [
      U,
      (file: string, version: number) =>
        `${file} holds no load record (trace version ${version}); record one with meshwork run <app> --trace FILE`,
    ],
    /** `meshwork launch` without a command. */
    launchCommand: [U, () => 'launch needs a command after --, e.g. meshwork launch --hosts 2 -- node host.js'],
    /** `advise` of an app `meshwork run` does not know. */
    unknownApp: [U, (app: string) => `unknown app "${app}"`],
    /** --balancer auto for an app that picks its split itself. */
    autoOwnSplit: [U, (app: string) => `${app} picks its split itself; --balancer auto does not apply`],
    /** --balancer auto with balancing flags of its own. */
    autoAlone: [U, () => '--balancer auto picks the balancer and its interval; drop --every, --policy and --balancer-options'],
  },
  usageError,
);
