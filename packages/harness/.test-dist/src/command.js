import { resolve } from "node:path";
import { balancingNames } from "@meshwork/balancers";
import { checkFaultInjections, ensureDirectory, parseTopology } from "@meshwork/runtime";
import { Option } from "commander";
import { intArg, jsonArg, spinArg } from "./args.js";
import { balancingFromFlags } from "./balancing.js";
import { UsageError } from "./errors.js";
import { formatMachineCheck, runMachineCheck } from "./machine-check.js";
import { checkRanksFit } from "./memory.js";
import { writeJson } from "./output.js";
import { AUTO_ROUNDS, autoRoundsRule } from "./paired.js";
import { createProgress } from "./progress.js";
import { formatComparison, formatSummary, pairedComparisonOf, summarizeRun } from "./summary.js";
function addCommonOptions(cmd, app, ext) {
  const own = app.ownBalancers;
  const names = own ?? balancingNames().balancers;
  const balancing = (o) => cmd.addOption(app.staticOnly ? o.hideHelp() : o);
  cmd.option("--ranks <n>", `number of ranks (topology ${app.topologyFor(4).replace(/:.*/, "")} by default)`, intArg(1, 1024)).option("--force-ranks", "run even when the rank count looks larger than this host can hold").option("--topology <spec>", `rank graph: ${app.topologyKinds.join(", ")} (e.g. ${app.topologyFor(4)}; default ${app.topologyFor(2)})`);
  balancing(
    new Option(
      "--balancer <name>",
      `${names.join(", ")}${own === void 0 && ext.balancerWords !== void 0 ? `, or ${ext.balancerWords}` : ""} (default ${app.defaultBalancer})`
    )
  );
  const flag = (o) => own !== void 0 ? cmd.addOption(o.hideHelp()) : balancing(o);
  flag(new Option("--balancer-options <json>", "option block of the balancer").argParser(jsonArg));
  flag(
    new Option("--every <k>", "balance every k steps (0: never; default: the adaptive policy for any balancer but static)").argParser(
      intArg(0)
    )
  );
  flag(new Option("--policy <name>", `invocation policy instead of --every: ${balancingNames().policies.join(", ")} (default adaptive)`));
  flag(new Option("--policy-options <json>", "option block of the policy").argParser(jsonArg));
  cmd.addOption(
    own !== void 0 ? new Option("--storage <mode>").hideHelp() : new Option("--storage <mode>", "grid storage").choices(["shared", "distributed"]).default("distributed")
  );
  balancing(
    new Option("--compare <balancer>", `also run with this balancer on the same input and print the two side by side (e.g. ${names[0]})`)
  );
  balancing(
    new Option(
      "--rounds <mode>",
      `with --compare: auto runs ${AUTO_ROUNDS.pilot} rounds, then more until the 95% CI of the ratio is within +-${AUTO_ROUNDS.within * 100}% (at most ${AUTO_ROUNDS.cap}); replaces --repeat`
    ).choices(["auto"])
  );
  balancing(
    new Option(
      "--machine-check",
      "first time the hand-rolled 2-thread stencil against its plain loop (~2 s; default with --compare, not with --quick)"
    )
  );
  balancing(new Option("--no-machine-check", "skip the machine check of --compare"));
  cmd.option("--repeat <n>", "repetitions of each side, medians reported (--quick: 1)", intArg(1, 1e3), 3).option("--quick", "small sizes (a smoke run) for the options not given").addOption(
    new Option("--spin <mode>", "spin before sleeping in waits: auto (while ranks <= cores), on, off, or the longest spin in \xB5s").argParser(spinArg).default("auto", "auto")
  ).option("--json", "print the summary as JSON on stdout");
  const ckpt = (o) => cmd.addOption(app.checkpoints ? o : o.hideHelp());
  ckpt(
    new Option("--checkpoint-every <k>", "checkpoint the timed runs every k steps (in memory; see --max-restarts)").argParser(intArg(1))
  );
  ckpt(
    new Option("--max-restarts <n>", "go back to the newest checkpoint when a rank dies, at most n times (default 0: fail fast)").argParser(
      intArg(0, 1e3)
    )
  );
  ckpt(new Option("--checkpoint-dir <dir>", "also write every checkpoint to this directory (one file per rank and a manifest)"));
  cmd.addOption(
    new Option("--inject-faults <json>", 'testing aid: faults to inject, e.g. [{"rank":1,"kind":"exit","atStep":3}]').argParser(jsonArg).hideHelp()
  );
}
function recoveryOf(app, o, ranks) {
  const given = o.checkpointEvery !== void 0 || o.maxRestarts !== void 0 || o.checkpointDir !== void 0 || o.injectFaults !== void 0;
  if (!given) return void 0;
  if (!app.checkpoints)
    throw new UsageError(
      `${app.name} does not checkpoint its steps; --checkpoint-every, --max-restarts and --checkpoint-dir apply to stencil, wator and diffusion`
    );
  return {
    ...o.checkpointEvery === void 0 ? {} : { checkpointEvery: o.checkpointEvery },
    ...o.maxRestarts === void 0 ? {} : { maxRestarts: o.maxRestarts },
    // An impossible folder (under /proc, a file in the way) fails here, before any run (MW_PATH).
    ...o.checkpointDir === void 0 ? {} : { checkpointDir: ensureDirectory(resolve(o.checkpointDir), { what: "--checkpoint-dir", writable: true }) },
    ...o.injectFaults === void 0 ? {} : { faults: checkedFaults(o.injectFaults, ranks) }
  };
}
function checkedFaults(faults, ranks) {
  try {
    checkFaultInjections(faults, ranks);
  } catch (err) {
    throw new UsageError(`--inject-faults: ${err.message}`);
  }
  return faults;
}
function topologyOf(app, o) {
  if (o.ranks !== void 0 && o.topology !== void 0) throw new UsageError("give --ranks or --topology, not both");
  const spec = o.topology ?? app.topologyFor(o.ranks ?? 2);
  if (o.ranks !== void 0 && o.ranks < 2 && /^\s*ring\s*:/.test(spec)) {
    const chain = app.topologyKinds.includes("chain") ? "; for one rank use --topology chain:1" : "";
    throw new UsageError(`--ranks ${o.ranks}: ${app.name} runs on a ring by default and a ring needs at least 2 ranks${chain}`);
  }
  const t = parseTopology(spec);
  if (!app.topologyKinds.includes(t.kind))
    throw new UsageError(`${app.name} runs on ${app.topologyKinds.join(", ")} topologies, got "${spec}"`);
  return { spec: spec.trim(), ranks: t.size };
}
function balancingOf(app, o) {
  if (app.staticOnly) {
    const given = o.balancerOptions !== void 0 || o.every !== void 0 || o.policy !== void 0 || o.policyOptions !== void 0;
    if (given || o.balancer !== void 0 && o.balancer !== "static")
      throw new UsageError(`${app.name} runs the static block split only; --balancer, --compare, --every and --policy do not apply`);
    return { label: "static", balancer: "static", policy: "never" };
  }
  const own = app.ownBalancers;
  if (own === void 0) return balancingFromFlags(o, { balancer: app.defaultBalancer });
  const name = o.balancer ?? app.defaultBalancer;
  if (!own.includes(name)) throw new UsageError(`--balancer for ${app.name} must be one of ${own.join(", ")}, got "${name}"`);
  if (o.balancerOptions !== void 0 || o.policyOptions !== void 0) {
    const flag = o.balancerOptions !== void 0 ? "--balancer-options" : "--policy-options";
    throw new UsageError(
      `${app.name} takes no ${flag}: its strategies (${own.join(", ")}) have no option block; use the app's own options (meshwork run ${app.name} --help)`
    );
  }
  if (o.every !== void 0 || o.policy !== void 0)
    throw new UsageError(`${app.name} splits once before it starts; --every and --policy do not apply`);
  if (o.storage !== void 0) throw new UsageError(`${app.name} keeps no grid; --storage does not apply`);
  return { label: name, balancer: name, balancerOptions: o.balancerOptions, policy: "never" };
}
function compareBalancing(app, o, main) {
  const name = o.compare;
  let b;
  try {
    b = balancingOf(app, { repeat: o.repeat, spin: o.spin, balancer: name });
  } catch (err) {
    if (err instanceof UsageError) throw new UsageError(err.message.replace(/^--balancer\b/, "--compare"));
    throw err;
  }
  if (b.label === main.label) throw new UsageError(`--compare ${name} is the run's balancing already; name another balancer`);
  return b;
}
function runSettings(app, flags = {}) {
  const f = { repeat: 1, spin: "auto", ...flags };
  const { spec, ranks } = topologyOf(app, f);
  return {
    topology: spec,
    ranks,
    storage: f.storage ?? "distributed",
    balancing: balancingOf(app, f),
    repeat: f.repeat,
    spin: f.spin === "auto" || typeof f.spin === "number" ? f.spin : f.spin === "on",
    progress: flags.progress ?? createProgress({ stdout: () => {
    }, stderr: () => {
    }, tty: false }, false)
  };
}
async function runApp(app, flags, out, ext, name, isDefault) {
  const { spec, ranks } = topologyOf(app, flags);
  checkRanksFit(spec, flags.ranks !== void 0 ? `--ranks ${flags.ranks}` : `--topology ${spec}`, flags.forceRanks === true);
  const spin = flags.spin === "auto" || typeof flags.spin === "number" ? flags.spin : flags.spin === "on";
  if (app.staticOnly) balancingOf(app, flags);
  const o = ext.flags === void 0 ? flags : await ext.flags(app, flags, { topology: spec, spin, out });
  const balancing = balancingOf(app, o);
  const baseline = o.compare === void 0 ? void 0 : compareBalancing(app, o, balancing);
  if (o.rounds === "auto" && baseline === void 0)
    throw new UsageError("--rounds auto needs --compare: it runs rounds until the two sides are compared within +-5%");
  const options = app.values(o, o.quick === true, isDefault);
  const auto = o.rounds === "auto";
  const repeat = auto ? AUTO_ROUNDS.pilot : o.quick === true && isDefault("repeat") ? 1 : o.repeat;
  const recovery = recoveryOf(app, o, ranks);
  const settings = (b) => ({
    ...recovery === void 0 ? {} : { runOptions: recovery },
    topology: spec,
    ranks,
    storage: o.storage ?? "distributed",
    balancing: b,
    repeat,
    spin,
    progress: createProgress(out),
    // the sides run as [baseline, main]: main's times over the baseline's
    ...auto ? { rounds: autoRoundsRule(1, 0) } : {},
    ...ext.settings?.(o)
  });
  const rounds = (h, ran) => auto ? { ...h, repeat: ran.parallelMs.length } : h;
  const header = (b) => ({
    app: app.name,
    topology: spec,
    ranks,
    storage: app.ownBalancers === void 0 ? o.storage ?? "distributed" : void 0,
    balancing: b,
    repeat
  });
  let machineCheck;
  if (o.machineCheck ?? (baseline !== void 0 && o.quick !== true)) {
    createProgress(out).note("machine check: the hand-rolled 2-thread stencil against its plain loop");
    machineCheck = await runMachineCheck();
    if (o.json !== true) out.stdout(`${formatMachineCheck(machineCheck)}

`);
  }
  let compared;
  let outcome;
  if (baseline !== void 0) {
    const [base, main] = await app.runSides([settings(baseline), settings(balancing)], options);
    compared = summarizeRun(rounds(header(baseline), base), base, void 0, []);
    outcome = main;
  } else outcome = await app.run(settings(balancing), options);
  const files = await ext.after?.(app, o, outcome, { topology: spec, balancing }) ?? {};
  const own = summarizeRun(rounds(header(balancing), outcome), outcome, files.trace, files.charts ?? []);
  const comparison = compared === void 0 ? void 0 : pairedComparisonOf(own, compared);
  const summary = {
    ...own,
    ...comparison === void 0 ? {} : { comparison },
    ...machineCheck === void 0 ? {} : { machineCheck }
  };
  if (o.json === true) writeJson(out, compared === void 0 ? summary : { ...summary, compare: compared });
  else {
    if (compared !== void 0) out.stdout(`${formatSummary(compared, name)}
`);
    out.stdout(formatSummary(summary, name));
    if (compared !== void 0) out.stdout(formatComparison(summary, compared));
  }
  if (!outcome.correct || compared?.correct === false) process.exitCode = 1;
}
function configureAppCommand(cmd, app, out, ext = {}, name = `meshwork run ${app.name}`) {
  cmd.description(app.summary);
  addCommonOptions(cmd, app, ext);
  app.addOptions(cmd);
  ext.addOptions?.(cmd, app);
  cmd.action(
    async (flags, self) => runApp(app, flags, out, ext, name, (option) => self.getOptionValueSource(option) === "default")
  );
  return cmd;
}
export {
  balancingOf,
  configureAppCommand,
  runSettings
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL2NvbW1hbmQudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKlxuICogVGhlIHJ1biBjb21tYW5kIG9mIGFuIGFwcCwgYnVpbHQgZnJvbSBpdHMgZGVmaW5pdGlvbjogdGhlIGNvbW1vbiBvcHRpb25zIG9mIGV2ZXJ5IHJ1biAocmFua3MsXG4gKiB0b3BvbG9neSwgYmFsYW5jaW5nLCByZXBlYXRzLCBKU09OLCBgLS1jb21wYXJlYCwgYC0tcXVpY2tgKSwgdGhlIGFwcCdzIG93biBvcHRpb25zLCBhbmQgdGhlIHJ1blxuICogaXRzZWxmIHdpdGggaXRzIHN1bW1hcnkuIGBtZXNod29yayBydW4gPGFwcD5gIGFuZCBlYWNoIGV4YW1wbGUncyBvd24gY29tbWFuZCBhcmUgdGhpcyBvbmUgY29tbWFuZC5cbiAqL1xuaW1wb3J0IHsgcmVzb2x2ZSB9IGZyb20gJ25vZGU6cGF0aCc7XG5pbXBvcnQgeyBiYWxhbmNpbmdOYW1lcyB9IGZyb20gJ0BtZXNod29yay9iYWxhbmNlcnMnO1xuaW1wb3J0IHsgY2hlY2tGYXVsdEluamVjdGlvbnMsIGVuc3VyZURpcmVjdG9yeSwgcGFyc2VUb3BvbG9neSwgdHlwZSBSZWNvdmVyeU9wdGlvbnMsIHR5cGUgU3RvcmFnZSB9IGZyb20gJ0BtZXNod29yay9ydW50aW1lJztcbmltcG9ydCB7IHR5cGUgQ29tbWFuZCwgT3B0aW9uIH0gZnJvbSAnY29tbWFuZGVyJztcbmltcG9ydCB7IGludEFyZywganNvbkFyZywgc3BpbkFyZyB9IGZyb20gJy4vYXJncy5qcyc7XG5pbXBvcnQgeyB0eXBlIEJhbGFuY2luZywgYmFsYW5jaW5nRnJvbUZsYWdzIH0gZnJvbSAnLi9iYWxhbmNpbmcuanMnO1xuaW1wb3J0IHR5cGUgeyBBcHAsIEFwcE91dGNvbWUsIFJ1blNldHRpbmdzIH0gZnJvbSAnLi9kZWZpbmUuanMnO1xuaW1wb3J0IHsgVXNhZ2VFcnJvciB9IGZyb20gJy4vZXJyb3JzLmpzJztcbmltcG9ydCB7IGZvcm1hdE1hY2hpbmVDaGVjaywgdHlwZSBNYWNoaW5lQ2hlY2ssIHJ1bk1hY2hpbmVDaGVjayB9IGZyb20gJy4vbWFjaGluZS1jaGVjay5qcyc7XG5pbXBvcnQgeyBjaGVja1JhbmtzRml0IH0gZnJvbSAnLi9tZW1vcnkuanMnO1xuaW1wb3J0IHsgdHlwZSBPdXRwdXQsIHdyaXRlSnNvbiB9IGZyb20gJy4vb3V0cHV0LmpzJztcbmltcG9ydCB7IEFVVE9fUk9VTkRTLCBhdXRvUm91bmRzUnVsZSB9IGZyb20gJy4vcGFpcmVkLmpzJztcbmltcG9ydCB7IGNyZWF0ZVByb2dyZXNzLCB0eXBlIFByb2dyZXNzIH0gZnJvbSAnLi9wcm9ncmVzcy5qcyc7XG5pbXBvcnQgeyBmb3JtYXRDb21wYXJpc29uLCBmb3JtYXRTdW1tYXJ5LCBwYWlyZWRDb21wYXJpc29uT2YsIHR5cGUgUnVuSGVhZGVyLCB0eXBlIFJ1blN1bW1hcnksIHN1bW1hcml6ZVJ1biB9IGZyb20gJy4vc3VtbWFyeS5qcyc7XG5cbi8qKiBUaGUgY29tbW9uIGZsYWdzIG9mIGEgcnVuLCBhcyBjb21tYW5kZXIgcGFyc2VzIHRoZW0uICovXG5leHBvcnQgaW50ZXJmYWNlIENvbW1vbkZsYWdzIHtcbiAgcmVhZG9ubHkgcmFua3M/OiBudW1iZXI7XG4gIHJlYWRvbmx5IHRvcG9sb2d5Pzogc3RyaW5nO1xuICByZWFkb25seSBiYWxhbmNlcj86IHN0cmluZztcbiAgcmVhZG9ubHkgYmFsYW5jZXJPcHRpb25zPzogdW5rbm93bjtcbiAgcmVhZG9ubHkgZXZlcnk/OiBudW1iZXI7XG4gIHJlYWRvbmx5IHBvbGljeT86IHN0cmluZztcbiAgcmVhZG9ubHkgcG9saWN5T3B0aW9ucz86IHVua25vd247XG4gIHJlYWRvbmx5IHN0b3JhZ2U/OiBTdG9yYWdlO1xuICByZWFkb25seSByZXBlYXQ6IG51bWJlcjtcbiAgcmVhZG9ubHkgc3BpbjogJ2F1dG8nIHwgJ29uJyB8ICdvZmYnIHwgbnVtYmVyO1xuICByZWFkb25seSBqc29uPzogYm9vbGVhbjtcbiAgcmVhZG9ubHkgY29tcGFyZT86IHN0cmluZztcbiAgLyoqIGBhdXRvYDogd2l0aCAtLWNvbXBhcmUsIHJvdW5kcyB1bnRpbCB0aGUgcGFpcmVkIHJhdGlvJ3MgOTUlIENJIGlzIHdpdGhpbiArLTUlIChBVVRPX1JPVU5EUykuICovXG4gIHJlYWRvbmx5IHJvdW5kcz86ICdhdXRvJztcbiAgLyoqIFJ1biB0aGUgbWFjaGluZSBjaGVjayBmaXJzdCAodHJ1ZSksIHNraXAgaXQgKGZhbHNlKSwgb3IgZGVjaWRlICh1bmRlZmluZWQ6IHdpdGggLS1jb21wYXJlLCBub3QgLS1xdWljaykuICovXG4gIHJlYWRvbmx5IG1hY2hpbmVDaGVjaz86IGJvb2xlYW47XG4gIHJlYWRvbmx5IHF1aWNrPzogYm9vbGVhbjtcbiAgcmVhZG9ubHkgZm9yY2VSYW5rcz86IGJvb2xlYW47XG4gIHJlYWRvbmx5IGNoZWNrcG9pbnRFdmVyeT86IG51bWJlcjtcbiAgcmVhZG9ubHkgbWF4UmVzdGFydHM/OiBudW1iZXI7XG4gIHJlYWRvbmx5IGNoZWNrcG9pbnREaXI/OiBzdHJpbmc7XG4gIHJlYWRvbmx5IGluamVjdEZhdWx0cz86IHVua25vd247XG59XG5cbi8qKiBGbGFncyBvZiBhIHJ1bjogdGhlIGNvbW1vbiBvbmVzIGFuZCB0aGUgYXBwJ3Mgb3duIChhbmQgdGhvc2UgYW4gZXh0ZW5zaW9uIGFkZHMpLiAqL1xuZXhwb3J0IHR5cGUgUnVuRmxhZ3MgPSBDb21tb25GbGFncyAmIFJlYWRvbmx5PFJlY29yZDxzdHJpbmcsIHVua25vd24+PjtcblxuLyoqIFdoYXQgYSBjb21tYW5kIGFkZHMgdG8gdGhlIGhhcm5lc3MncyBydW4gKHRoZSBDTEk6IGAtLWJhbGFuY2VyIGF1dG9gLCBgLS10cmFjZWAsIGAtLWNoYXJ0c2ApLiAqL1xuZXhwb3J0IGludGVyZmFjZSBSdW5FeHRlbnNpb24ge1xuICAvKiogV29yZHMgZm9yIGAtLWJhbGFuY2VyYCBiZXNpZGVzIHRoZSBuYW1lcyAoZS5nLiBgYXV0b2ApLiAqL1xuICByZWFkb25seSBiYWxhbmNlcldvcmRzPzogc3RyaW5nO1xuICAvKiogQWRkIG9wdGlvbnMgdG8gdGhlIGFwcCdzIGNvbW1hbmQuICovXG4gIGFkZE9wdGlvbnM/KGNtZDogQ29tbWFuZCwgYXBwOiBBcHApOiB2b2lkO1xuICAvKiogUmV3cml0ZSB0aGUgZmxhZ3MgYmVmb3JlIHRoZSBydW4gKGUuZy4gcGljayBhIGJhbGFuY2VyIGZvciBgYXV0b2ApLiAqL1xuICBmbGFncz8oYXBwOiBBcHAsIGZsYWdzOiBSdW5GbGFncywgcnVuOiB7IHRvcG9sb2d5OiBzdHJpbmc7IHNwaW46IFJ1blNldHRpbmdzWydzcGluJ107IG91dDogT3V0cHV0IH0pOiBQcm9taXNlPFJ1bkZsYWdzPjtcbiAgLyoqIFNldHRpbmdzIHRoZSBydW4gbmVlZHMgZm9yIHRoZSBleHRlbnNpb24gKGUuZy4gYHJlY29yZGAgZm9yIGEgdHJhY2UpLiAqL1xuICBzZXR0aW5ncz8oZmxhZ3M6IFJ1bkZsYWdzKTogUGFydGlhbDxSdW5TZXR0aW5ncz47XG4gIC8qKiBBZnRlciB0aGUgcnVuOiBmaWxlcyB3cml0dGVuICh0cmFjZSwgY2hhcnRzKSBmb3IgdGhlIHN1bW1hcnkuICovXG4gIGFmdGVyPyhcbiAgICBhcHA6IEFwcCxcbiAgICBmbGFnczogUnVuRmxhZ3MsXG4gICAgb3V0Y29tZTogQXBwT3V0Y29tZSxcbiAgICBydW46IHsgdG9wb2xvZ3k6IHN0cmluZzsgYmFsYW5jaW5nOiBCYWxhbmNpbmcgfSxcbiAgKTogUHJvbWlzZTx7IHRyYWNlPzogc3RyaW5nOyBjaGFydHM/OiByZWFkb25seSBzdHJpbmdbXSB9Pjtcbn1cblxuLyoqIEFkZCB0aGUgY29tbW9uIG9wdGlvbnMgb2YgYSBydW4gb2YgYGFwcGAgdG8gYGNtZGAuICovXG5mdW5jdGlvbiBhZGRDb21tb25PcHRpb25zKGNtZDogQ29tbWFuZCwgYXBwOiBBcHAsIGV4dDogUnVuRXh0ZW5zaW9uKTogdm9pZCB7XG4gIGNvbnN0IG93biA9IGFwcC5vd25CYWxhbmNlcnM7XG4gIGNvbnN0IG5hbWVzID0gb3duID8/IGJhbGFuY2luZ05hbWVzKCkuYmFsYW5jZXJzO1xuICAvLyBBIHN0YXRpYy1vbmx5IGFwcCAodGhlIHN0ZW5jaWwpIHRha2VzIG5vIGJhbGFuY2luZyBmbGFnIGF0IGFsbDogdGhlIGhlbHAgZG9lcyBub3Qgb2ZmZXIgdGhlbS5cbiAgY29uc3QgYmFsYW5jaW5nID0gKG86IE9wdGlvbikgPT4gY21kLmFkZE9wdGlvbihhcHAuc3RhdGljT25seSA/IG8uaGlkZUhlbHAoKSA6IG8pO1xuICBjbWRcbiAgICAub3B0aW9uKCctLXJhbmtzIDxuPicsIGBudW1iZXIgb2YgcmFua3MgKHRvcG9sb2d5ICR7YXBwLnRvcG9sb2d5Rm9yKDQpLnJlcGxhY2UoLzouKi8sICcnKX0gYnkgZGVmYXVsdClgLCBpbnRBcmcoMSwgMTAyNCkpXG4gICAgLm9wdGlvbignLS1mb3JjZS1yYW5rcycsICdydW4gZXZlbiB3aGVuIHRoZSByYW5rIGNvdW50IGxvb2tzIGxhcmdlciB0aGFuIHRoaXMgaG9zdCBjYW4gaG9sZCcpXG4gICAgLm9wdGlvbignLS10b3BvbG9neSA8c3BlYz4nLCBgcmFuayBncmFwaDogJHthcHAudG9wb2xvZ3lLaW5kcy5qb2luKCcsICcpfSAoZS5nLiAke2FwcC50b3BvbG9neUZvcig0KX07IGRlZmF1bHQgJHthcHAudG9wb2xvZ3lGb3IoMil9KWApO1xuICBiYWxhbmNpbmcoXG4gICAgbmV3IE9wdGlvbihcbiAgICAgICctLWJhbGFuY2VyIDxuYW1lPicsXG4gICAgICBgJHtuYW1lcy5qb2luKCcsICcpfSR7b3duID09PSB1bmRlZmluZWQgJiYgZXh0LmJhbGFuY2VyV29yZHMgIT09IHVuZGVmaW5lZCA/IGAsIG9yICR7ZXh0LmJhbGFuY2VyV29yZHN9YCA6ICcnfSAoZGVmYXVsdCAke2FwcC5kZWZhdWx0QmFsYW5jZXJ9KWAsXG4gICAgKSxcbiAgKTtcbiAgLy8gQXBwcyB0aGF0IHNwbGl0IG9uY2UgYmVmb3JlIHRoZXkgc3RhcnQgKHNpZXZlLCBsb29wLCBrbmFyeSkgdGFrZSBubyBwb2xpY3ksIG5vIG9wdGlvbiBibG9ja1xuICAvLyBhbmQgbm8gZ3JpZCBzdG9yYWdlOiB0aGUgaGVscCBkb2VzIG5vdCBvZmZlciB0aG9zZSBmbGFncywgYW5kIGdpdmluZyBvbmUgc2F5cyB3aHkgaXQgZG9lcyBub3QgYXBwbHkuXG4gIGNvbnN0IGZsYWcgPSAobzogT3B0aW9uKSA9PiAob3duICE9PSB1bmRlZmluZWQgPyBjbWQuYWRkT3B0aW9uKG8uaGlkZUhlbHAoKSkgOiBiYWxhbmNpbmcobykpO1xuICBmbGFnKG5ldyBPcHRpb24oJy0tYmFsYW5jZXItb3B0aW9ucyA8anNvbj4nLCAnb3B0aW9uIGJsb2NrIG9mIHRoZSBiYWxhbmNlcicpLmFyZ1BhcnNlcihqc29uQXJnKSk7XG4gIGZsYWcoXG4gICAgbmV3IE9wdGlvbignLS1ldmVyeSA8az4nLCAnYmFsYW5jZSBldmVyeSBrIHN0ZXBzICgwOiBuZXZlcjsgZGVmYXVsdDogdGhlIGFkYXB0aXZlIHBvbGljeSBmb3IgYW55IGJhbGFuY2VyIGJ1dCBzdGF0aWMpJykuYXJnUGFyc2VyKFxuICAgICAgaW50QXJnKDApLFxuICAgICksXG4gICk7XG4gIGZsYWcobmV3IE9wdGlvbignLS1wb2xpY3kgPG5hbWU+JywgYGludm9jYXRpb24gcG9saWN5IGluc3RlYWQgb2YgLS1ldmVyeTogJHtiYWxhbmNpbmdOYW1lcygpLnBvbGljaWVzLmpvaW4oJywgJyl9IChkZWZhdWx0IGFkYXB0aXZlKWApKTtcbiAgZmxhZyhuZXcgT3B0aW9uKCctLXBvbGljeS1vcHRpb25zIDxqc29uPicsICdvcHRpb24gYmxvY2sgb2YgdGhlIHBvbGljeScpLmFyZ1BhcnNlcihqc29uQXJnKSk7XG4gIGNtZC5hZGRPcHRpb24oXG4gICAgb3duICE9PSB1bmRlZmluZWRcbiAgICAgID8gbmV3IE9wdGlvbignLS1zdG9yYWdlIDxtb2RlPicpLmhpZGVIZWxwKClcbiAgICAgIDogbmV3IE9wdGlvbignLS1zdG9yYWdlIDxtb2RlPicsICdncmlkIHN0b3JhZ2UnKS5jaG9pY2VzKFsnc2hhcmVkJywgJ2Rpc3RyaWJ1dGVkJ10pLmRlZmF1bHQoJ2Rpc3RyaWJ1dGVkJyksXG4gICk7XG4gIGJhbGFuY2luZyhcbiAgICBuZXcgT3B0aW9uKCctLWNvbXBhcmUgPGJhbGFuY2VyPicsIGBhbHNvIHJ1biB3aXRoIHRoaXMgYmFsYW5jZXIgb24gdGhlIHNhbWUgaW5wdXQgYW5kIHByaW50IHRoZSB0d28gc2lkZSBieSBzaWRlIChlLmcuICR7bmFtZXNbMF19KWApLFxuICApO1xuICBiYWxhbmNpbmcoXG4gICAgbmV3IE9wdGlvbihcbiAgICAgICctLXJvdW5kcyA8bW9kZT4nLFxuICAgICAgYHdpdGggLS1jb21wYXJlOiBhdXRvIHJ1bnMgJHtBVVRPX1JPVU5EUy5waWxvdH0gcm91bmRzLCB0aGVuIG1vcmUgdW50aWwgdGhlIDk1JSBDSSBvZiB0aGUgcmF0aW8gaXMgd2l0aGluICstJHtBVVRPX1JPVU5EUy53aXRoaW4gKiAxMDB9JSAoYXQgbW9zdCAke0FVVE9fUk9VTkRTLmNhcH0pOyByZXBsYWNlcyAtLXJlcGVhdGAsXG4gICAgKS5jaG9pY2VzKFsnYXV0byddKSxcbiAgKTtcbiAgYmFsYW5jaW5nKFxuICAgIG5ldyBPcHRpb24oXG4gICAgICAnLS1tYWNoaW5lLWNoZWNrJyxcbiAgICAgICdmaXJzdCB0aW1lIHRoZSBoYW5kLXJvbGxlZCAyLXRocmVhZCBzdGVuY2lsIGFnYWluc3QgaXRzIHBsYWluIGxvb3AgKH4yIHM7IGRlZmF1bHQgd2l0aCAtLWNvbXBhcmUsIG5vdCB3aXRoIC0tcXVpY2spJyxcbiAgICApLFxuICApO1xuICBiYWxhbmNpbmcobmV3IE9wdGlvbignLS1uby1tYWNoaW5lLWNoZWNrJywgJ3NraXAgdGhlIG1hY2hpbmUgY2hlY2sgb2YgLS1jb21wYXJlJykpO1xuICBjbWRcbiAgICAub3B0aW9uKCctLXJlcGVhdCA8bj4nLCAncmVwZXRpdGlvbnMgb2YgZWFjaCBzaWRlLCBtZWRpYW5zIHJlcG9ydGVkICgtLXF1aWNrOiAxKScsIGludEFyZygxLCAxMDAwKSwgMylcbiAgICAub3B0aW9uKCctLXF1aWNrJywgJ3NtYWxsIHNpemVzIChhIHNtb2tlIHJ1bikgZm9yIHRoZSBvcHRpb25zIG5vdCBnaXZlbicpXG4gICAgLmFkZE9wdGlvbihcbiAgICAgIG5ldyBPcHRpb24oJy0tc3BpbiA8bW9kZT4nLCAnc3BpbiBiZWZvcmUgc2xlZXBpbmcgaW4gd2FpdHM6IGF1dG8gKHdoaWxlIHJhbmtzIDw9IGNvcmVzKSwgb24sIG9mZiwgb3IgdGhlIGxvbmdlc3Qgc3BpbiBpbiBcdTAwQjVzJylcbiAgICAgICAgLmFyZ1BhcnNlcihzcGluQXJnKVxuICAgICAgICAuZGVmYXVsdCgnYXV0bycgYXMgY29uc3QsICdhdXRvJyksXG4gICAgKVxuICAgIC5vcHRpb24oJy0tanNvbicsICdwcmludCB0aGUgc3VtbWFyeSBhcyBKU09OIG9uIHN0ZG91dCcpO1xuICAvLyBDaGVja3BvaW50cyBhbmQgcmVzdGFydHM6IG9mZmVyZWQgYnkgdGhlIGFwcHMgd2hvc2UgcHJvZ3JhbSBjaGVja3BvaW50cyBpdHMgc3RlcHMuXG4gIGNvbnN0IGNrcHQgPSAobzogT3B0aW9uKSA9PiBjbWQuYWRkT3B0aW9uKGFwcC5jaGVja3BvaW50cyA/IG8gOiBvLmhpZGVIZWxwKCkpO1xuICBja3B0KFxuICAgIG5ldyBPcHRpb24oJy0tY2hlY2twb2ludC1ldmVyeSA8az4nLCAnY2hlY2twb2ludCB0aGUgdGltZWQgcnVucyBldmVyeSBrIHN0ZXBzIChpbiBtZW1vcnk7IHNlZSAtLW1heC1yZXN0YXJ0cyknKS5hcmdQYXJzZXIoaW50QXJnKDEpKSxcbiAgKTtcbiAgY2twdChcbiAgICBuZXcgT3B0aW9uKCctLW1heC1yZXN0YXJ0cyA8bj4nLCAnZ28gYmFjayB0byB0aGUgbmV3ZXN0IGNoZWNrcG9pbnQgd2hlbiBhIHJhbmsgZGllcywgYXQgbW9zdCBuIHRpbWVzIChkZWZhdWx0IDA6IGZhaWwgZmFzdCknKS5hcmdQYXJzZXIoXG4gICAgICBpbnRBcmcoMCwgMTAwMCksXG4gICAgKSxcbiAgKTtcbiAgY2twdChuZXcgT3B0aW9uKCctLWNoZWNrcG9pbnQtZGlyIDxkaXI+JywgJ2Fsc28gd3JpdGUgZXZlcnkgY2hlY2twb2ludCB0byB0aGlzIGRpcmVjdG9yeSAob25lIGZpbGUgcGVyIHJhbmsgYW5kIGEgbWFuaWZlc3QpJykpO1xuICBjbWQuYWRkT3B0aW9uKFxuICAgIG5ldyBPcHRpb24oJy0taW5qZWN0LWZhdWx0cyA8anNvbj4nLCAndGVzdGluZyBhaWQ6IGZhdWx0cyB0byBpbmplY3QsIGUuZy4gW3tcInJhbmtcIjoxLFwia2luZFwiOlwiZXhpdFwiLFwiYXRTdGVwXCI6M31dJylcbiAgICAgIC5hcmdQYXJzZXIoanNvbkFyZylcbiAgICAgIC5oaWRlSGVscCgpLFxuICApO1xufVxuXG4vKiogVGhlIHJ1biBvcHRpb25zIG9mIC0tY2hlY2twb2ludC1ldmVyeSwgLS1tYXgtcmVzdGFydHMsIC0tY2hlY2twb2ludC1kaXIgYW5kIC0taW5qZWN0LWZhdWx0cywgaWYgYW55IHdhcyBnaXZlbi4gKi9cbmZ1bmN0aW9uIHJlY292ZXJ5T2YoYXBwOiBBcHAsIG86IENvbW1vbkZsYWdzLCByYW5rczogbnVtYmVyKTogUmVjb3ZlcnlPcHRpb25zIHwgdW5kZWZpbmVkIHtcbiAgY29uc3QgZ2l2ZW4gPVxuICAgIG8uY2hlY2twb2ludEV2ZXJ5ICE9PSB1bmRlZmluZWQgfHwgby5tYXhSZXN0YXJ0cyAhPT0gdW5kZWZpbmVkIHx8IG8uY2hlY2twb2ludERpciAhPT0gdW5kZWZpbmVkIHx8IG8uaW5qZWN0RmF1bHRzICE9PSB1bmRlZmluZWQ7XG4gIGlmICghZ2l2ZW4pIHJldHVybiB1bmRlZmluZWQ7XG4gIGlmICghYXBwLmNoZWNrcG9pbnRzKVxuICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgYCR7YXBwLm5hbWV9IGRvZXMgbm90IGNoZWNrcG9pbnQgaXRzIHN0ZXBzOyAtLWNoZWNrcG9pbnQtZXZlcnksIC0tbWF4LXJlc3RhcnRzIGFuZCAtLWNoZWNrcG9pbnQtZGlyIGFwcGx5IHRvIHN0ZW5jaWwsIHdhdG9yIGFuZCBkaWZmdXNpb25gLFxuICAgICk7XG4gIHJldHVybiB7XG4gICAgLi4uKG8uY2hlY2twb2ludEV2ZXJ5ID09PSB1bmRlZmluZWQgPyB7fSA6IHsgY2hlY2twb2ludEV2ZXJ5OiBvLmNoZWNrcG9pbnRFdmVyeSB9KSxcbiAgICAuLi4oby5tYXhSZXN0YXJ0cyA9PT0gdW5kZWZpbmVkID8ge30gOiB7IG1heFJlc3RhcnRzOiBvLm1heFJlc3RhcnRzIH0pLFxuICAgIC8vIEFuIGltcG9zc2libGUgZm9sZGVyICh1bmRlciAvcHJvYywgYSBmaWxlIGluIHRoZSB3YXkpIGZhaWxzIGhlcmUsIGJlZm9yZSBhbnkgcnVuIChNV19QQVRIKS5cbiAgICAuLi4oby5jaGVja3BvaW50RGlyID09PSB1bmRlZmluZWRcbiAgICAgID8ge31cbiAgICAgIDogeyBjaGVja3BvaW50RGlyOiBlbnN1cmVEaXJlY3RvcnkocmVzb2x2ZShvLmNoZWNrcG9pbnREaXIpLCB7IHdoYXQ6ICctLWNoZWNrcG9pbnQtZGlyJywgd3JpdGFibGU6IHRydWUgfSkgfSksXG4gICAgLi4uKG8uaW5qZWN0RmF1bHRzID09PSB1bmRlZmluZWQgPyB7fSA6IHsgZmF1bHRzOiBjaGVja2VkRmF1bHRzKG8uaW5qZWN0RmF1bHRzLCByYW5rcykgfSksXG4gIH07XG59XG5cbi8qKiBgLS1pbmplY3QtZmF1bHRzYCwgY2hlY2tlZCBhZ2FpbnN0IHRoZSByYW5rIGNvdW50IGJlZm9yZSBhbnkgcnVuIChhIGJhZCBvbmUgdXNlZCB0byBmYWlsIGFmdGVyIHRoZSB0aW1lZCBydW5zKS4gKi9cbmZ1bmN0aW9uIGNoZWNrZWRGYXVsdHMoZmF1bHRzOiB1bmtub3duLCByYW5rczogbnVtYmVyKTogUmVjb3ZlcnlPcHRpb25zWydmYXVsdHMnXSB7XG4gIHRyeSB7XG4gICAgY2hlY2tGYXVsdEluamVjdGlvbnMoZmF1bHRzLCByYW5rcyk7XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIHRocm93IG5ldyBVc2FnZUVycm9yKGAtLWluamVjdC1mYXVsdHM6ICR7KGVyciBhcyBFcnJvcikubWVzc2FnZX1gKTtcbiAgfVxuICByZXR1cm4gZmF1bHRzIGFzIFJlY292ZXJ5T3B0aW9uc1snZmF1bHRzJ107XG59XG5cbmZ1bmN0aW9uIHRvcG9sb2d5T2YoYXBwOiBBcHAsIG86IENvbW1vbkZsYWdzKTogeyBzcGVjOiBzdHJpbmc7IHJhbmtzOiBudW1iZXIgfSB7XG4gIGlmIChvLnJhbmtzICE9PSB1bmRlZmluZWQgJiYgby50b3BvbG9neSAhPT0gdW5kZWZpbmVkKSB0aHJvdyBuZXcgVXNhZ2VFcnJvcignZ2l2ZSAtLXJhbmtzIG9yIC0tdG9wb2xvZ3ksIG5vdCBib3RoJyk7XG4gIGNvbnN0IHNwZWMgPSBvLnRvcG9sb2d5ID8/IGFwcC50b3BvbG9neUZvcihvLnJhbmtzID8/IDIpO1xuICBpZiAoby5yYW5rcyAhPT0gdW5kZWZpbmVkICYmIG8ucmFua3MgPCAyICYmIC9eXFxzKnJpbmdcXHMqOi8udGVzdChzcGVjKSkge1xuICAgIGNvbnN0IGNoYWluID0gYXBwLnRvcG9sb2d5S2luZHMuaW5jbHVkZXMoJ2NoYWluJykgPyAnOyBmb3Igb25lIHJhbmsgdXNlIC0tdG9wb2xvZ3kgY2hhaW46MScgOiAnJztcbiAgICB0aHJvdyBuZXcgVXNhZ2VFcnJvcihgLS1yYW5rcyAke28ucmFua3N9OiAke2FwcC5uYW1lfSBydW5zIG9uIGEgcmluZyBieSBkZWZhdWx0IGFuZCBhIHJpbmcgbmVlZHMgYXQgbGVhc3QgMiByYW5rcyR7Y2hhaW59YCk7XG4gIH1cbiAgY29uc3QgdCA9IHBhcnNlVG9wb2xvZ3koc3BlYyk7XG4gIGlmICghYXBwLnRvcG9sb2d5S2luZHMuaW5jbHVkZXModC5raW5kKSlcbiAgICB0aHJvdyBuZXcgVXNhZ2VFcnJvcihgJHthcHAubmFtZX0gcnVucyBvbiAke2FwcC50b3BvbG9neUtpbmRzLmpvaW4oJywgJyl9IHRvcG9sb2dpZXMsIGdvdCBcIiR7c3BlY31cImApO1xuICByZXR1cm4geyBzcGVjOiBzcGVjLnRyaW0oKSwgcmFua3M6IHQuc2l6ZSB9O1xufVxuXG4vKiogVGhlIGJhbGFuY2luZyBvZiBhIHJ1biBmcm9tIGl0cyBmbGFncyAoYW4gYXBwJ3Mgb3duIHN0cmF0ZWdpZXMsIG9yIGEgcmVnaXN0ZXJlZCBiYWxhbmNlciBhbmQgcG9saWN5KS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBiYWxhbmNpbmdPZihhcHA6IEFwcCwgbzogQ29tbW9uRmxhZ3MpOiBCYWxhbmNpbmcge1xuICBpZiAoYXBwLnN0YXRpY09ubHkpIHtcbiAgICBjb25zdCBnaXZlbiA9IG8uYmFsYW5jZXJPcHRpb25zICE9PSB1bmRlZmluZWQgfHwgby5ldmVyeSAhPT0gdW5kZWZpbmVkIHx8IG8ucG9saWN5ICE9PSB1bmRlZmluZWQgfHwgby5wb2xpY3lPcHRpb25zICE9PSB1bmRlZmluZWQ7XG4gICAgaWYgKGdpdmVuIHx8IChvLmJhbGFuY2VyICE9PSB1bmRlZmluZWQgJiYgby5iYWxhbmNlciAhPT0gJ3N0YXRpYycpKVxuICAgICAgdGhyb3cgbmV3IFVzYWdlRXJyb3IoYCR7YXBwLm5hbWV9IHJ1bnMgdGhlIHN0YXRpYyBibG9jayBzcGxpdCBvbmx5OyAtLWJhbGFuY2VyLCAtLWNvbXBhcmUsIC0tZXZlcnkgYW5kIC0tcG9saWN5IGRvIG5vdCBhcHBseWApO1xuICAgIHJldHVybiB7IGxhYmVsOiAnc3RhdGljJywgYmFsYW5jZXI6ICdzdGF0aWMnLCBwb2xpY3k6ICduZXZlcicgfTtcbiAgfVxuICBjb25zdCBvd24gPSBhcHAub3duQmFsYW5jZXJzO1xuICBpZiAob3duID09PSB1bmRlZmluZWQpIHJldHVybiBiYWxhbmNpbmdGcm9tRmxhZ3MobywgeyBiYWxhbmNlcjogYXBwLmRlZmF1bHRCYWxhbmNlciB9KTtcbiAgY29uc3QgbmFtZSA9IG8uYmFsYW5jZXIgPz8gYXBwLmRlZmF1bHRCYWxhbmNlcjtcbiAgaWYgKCFvd24uaW5jbHVkZXMobmFtZSkpIHRocm93IG5ldyBVc2FnZUVycm9yKGAtLWJhbGFuY2VyIGZvciAke2FwcC5uYW1lfSBtdXN0IGJlIG9uZSBvZiAke293bi5qb2luKCcsICcpfSwgZ290IFwiJHtuYW1lfVwiYCk7XG4gIGlmIChvLmJhbGFuY2VyT3B0aW9ucyAhPT0gdW5kZWZpbmVkIHx8IG8ucG9saWN5T3B0aW9ucyAhPT0gdW5kZWZpbmVkKSB7XG4gICAgY29uc3QgZmxhZyA9IG8uYmFsYW5jZXJPcHRpb25zICE9PSB1bmRlZmluZWQgPyAnLS1iYWxhbmNlci1vcHRpb25zJyA6ICctLXBvbGljeS1vcHRpb25zJztcbiAgICB0aHJvdyBuZXcgVXNhZ2VFcnJvcihcbiAgICAgIGAke2FwcC5uYW1lfSB0YWtlcyBubyAke2ZsYWd9OiBpdHMgc3RyYXRlZ2llcyAoJHtvd24uam9pbignLCAnKX0pIGhhdmUgbm8gb3B0aW9uIGJsb2NrOyB1c2UgdGhlIGFwcCdzIG93biBvcHRpb25zIChtZXNod29yayBydW4gJHthcHAubmFtZX0gLS1oZWxwKWAsXG4gICAgKTtcbiAgfVxuICBpZiAoby5ldmVyeSAhPT0gdW5kZWZpbmVkIHx8IG8ucG9saWN5ICE9PSB1bmRlZmluZWQpXG4gICAgdGhyb3cgbmV3IFVzYWdlRXJyb3IoYCR7YXBwLm5hbWV9IHNwbGl0cyBvbmNlIGJlZm9yZSBpdCBzdGFydHM7IC0tZXZlcnkgYW5kIC0tcG9saWN5IGRvIG5vdCBhcHBseWApO1xuICBpZiAoby5zdG9yYWdlICE9PSB1bmRlZmluZWQpIHRocm93IG5ldyBVc2FnZUVycm9yKGAke2FwcC5uYW1lfSBrZWVwcyBubyBncmlkOyAtLXN0b3JhZ2UgZG9lcyBub3QgYXBwbHlgKTtcbiAgcmV0dXJuIHsgbGFiZWw6IG5hbWUsIGJhbGFuY2VyOiBuYW1lLCBiYWxhbmNlck9wdGlvbnM6IG8uYmFsYW5jZXJPcHRpb25zLCBwb2xpY3k6ICduZXZlcicgfTtcbn1cblxuLyoqIFRoZSBiYWxhbmNpbmcgb2YgYC0tY29tcGFyZSBOQU1FYDogdGhhdCBiYWxhbmNlciB3aXRoIGl0cyBkZWZhdWx0IHBvbGljeSBhbmQgb3B0aW9ucy4gKi9cbmZ1bmN0aW9uIGNvbXBhcmVCYWxhbmNpbmcoYXBwOiBBcHAsIG86IENvbW1vbkZsYWdzLCBtYWluOiBCYWxhbmNpbmcpOiBCYWxhbmNpbmcge1xuICBjb25zdCBuYW1lID0gby5jb21wYXJlIGFzIHN0cmluZztcbiAgbGV0IGI6IEJhbGFuY2luZztcbiAgdHJ5IHtcbiAgICBiID0gYmFsYW5jaW5nT2YoYXBwLCB7IHJlcGVhdDogby5yZXBlYXQsIHNwaW46IG8uc3BpbiwgYmFsYW5jZXI6IG5hbWUgfSk7XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIC8vIHRoZSBuYW1lIGNhbWUgd2l0aCAtLWNvbXBhcmU6IHNheSBzb1xuICAgIGlmIChlcnIgaW5zdGFuY2VvZiBVc2FnZUVycm9yKSB0aHJvdyBuZXcgVXNhZ2VFcnJvcihlcnIubWVzc2FnZS5yZXBsYWNlKC9eLS1iYWxhbmNlclxcYi8sICctLWNvbXBhcmUnKSk7XG4gICAgdGhyb3cgZXJyO1xuICB9XG4gIGlmIChiLmxhYmVsID09PSBtYWluLmxhYmVsKSB0aHJvdyBuZXcgVXNhZ2VFcnJvcihgLS1jb21wYXJlICR7bmFtZX0gaXMgdGhlIHJ1bidzIGJhbGFuY2luZyBhbHJlYWR5OyBuYW1lIGFub3RoZXIgYmFsYW5jZXJgKTtcbiAgcmV0dXJuIGI7XG59XG5cbi8qKlxuICogVGhlIHNldHRpbmdzIG9mIGEgcnVuIGZyb20gZmxhZ3MsIGFzIHRoZSBjb21tYW5kIGxpbmUgd291bGQgbWFrZSB0aGVtOiB0b3BvbG9neSwgYmFsYW5jaW5nXG4gKiAoY2hlY2tlZCksIHJlcGVhdHMgYW5kIHNwaW47IHByb2dyZXNzIG9mZiB1bmxlc3MgZ2l2ZW4uIEZvciBwcm9ncmFtcywgdGVzdHMgYW5kIGJlbmNoIHN1aXRlcy5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJ1blNldHRpbmdzKGFwcDogQXBwLCBmbGFnczogUGFydGlhbDxDb21tb25GbGFncz4gJiB7IHJlYWRvbmx5IHByb2dyZXNzPzogUHJvZ3Jlc3MgfSA9IHt9KTogUnVuU2V0dGluZ3Mge1xuICBjb25zdCBmOiBDb21tb25GbGFncyA9IHsgcmVwZWF0OiAxLCBzcGluOiAnYXV0bycsIC4uLmZsYWdzIH07XG4gIGNvbnN0IHsgc3BlYywgcmFua3MgfSA9IHRvcG9sb2d5T2YoYXBwLCBmKTtcbiAgcmV0dXJuIHtcbiAgICB0b3BvbG9neTogc3BlYyxcbiAgICByYW5rcyxcbiAgICBzdG9yYWdlOiBmLnN0b3JhZ2UgPz8gJ2Rpc3RyaWJ1dGVkJyxcbiAgICBiYWxhbmNpbmc6IGJhbGFuY2luZ09mKGFwcCwgZiksXG4gICAgcmVwZWF0OiBmLnJlcGVhdCxcbiAgICBzcGluOiBmLnNwaW4gPT09ICdhdXRvJyB8fCB0eXBlb2YgZi5zcGluID09PSAnbnVtYmVyJyA/IGYuc3BpbiA6IGYuc3BpbiA9PT0gJ29uJyxcbiAgICBwcm9ncmVzczogZmxhZ3MucHJvZ3Jlc3MgPz8gY3JlYXRlUHJvZ3Jlc3MoeyBzdGRvdXQ6ICgpID0+IHt9LCBzdGRlcnI6ICgpID0+IHt9LCB0dHk6IGZhbHNlIH0sIGZhbHNlKSxcbiAgfTtcbn1cblxuYXN5bmMgZnVuY3Rpb24gcnVuQXBwKFxuICBhcHA6IEFwcCxcbiAgZmxhZ3M6IFJ1bkZsYWdzLFxuICBvdXQ6IE91dHB1dCxcbiAgZXh0OiBSdW5FeHRlbnNpb24sXG4gIG5hbWU6IHN0cmluZyxcbiAgaXNEZWZhdWx0OiAobmFtZTogc3RyaW5nKSA9PiBib29sZWFuLFxuKTogUHJvbWlzZTx2b2lkPiB7XG4gIGNvbnN0IHsgc3BlYywgcmFua3MgfSA9IHRvcG9sb2d5T2YoYXBwLCBmbGFncyk7XG4gIGNoZWNrUmFua3NGaXQoc3BlYywgZmxhZ3MucmFua3MgIT09IHVuZGVmaW5lZCA/IGAtLXJhbmtzICR7ZmxhZ3MucmFua3N9YCA6IGAtLXRvcG9sb2d5ICR7c3BlY31gLCBmbGFncy5mb3JjZVJhbmtzID09PSB0cnVlKTtcbiAgY29uc3Qgc3BpbiA9IGZsYWdzLnNwaW4gPT09ICdhdXRvJyB8fCB0eXBlb2YgZmxhZ3Muc3BpbiA9PT0gJ251bWJlcicgPyBmbGFncy5zcGluIDogZmxhZ3Muc3BpbiA9PT0gJ29uJztcbiAgLy8gQSBzdGF0aWMtb25seSBhcHAgcmVmdXNlcyBiYWxhbmNpbmcgZmxhZ3MgYmVmb3JlIGFuIGV4dGVuc2lvbiByZWFkcyB0aGVtIChgLS1iYWxhbmNlciBhdXRvYCkuXG4gIGlmIChhcHAuc3RhdGljT25seSkgYmFsYW5jaW5nT2YoYXBwLCBmbGFncyk7XG4gIGNvbnN0IG8gPSBleHQuZmxhZ3MgPT09IHVuZGVmaW5lZCA/IGZsYWdzIDogYXdhaXQgZXh0LmZsYWdzKGFwcCwgZmxhZ3MsIHsgdG9wb2xvZ3k6IHNwZWMsIHNwaW4sIG91dCB9KTtcbiAgY29uc3QgYmFsYW5jaW5nID0gYmFsYW5jaW5nT2YoYXBwLCBvKTtcbiAgY29uc3QgYmFzZWxpbmUgPSBvLmNvbXBhcmUgPT09IHVuZGVmaW5lZCA/IHVuZGVmaW5lZCA6IGNvbXBhcmVCYWxhbmNpbmcoYXBwLCBvLCBiYWxhbmNpbmcpO1xuICBpZiAoby5yb3VuZHMgPT09ICdhdXRvJyAmJiBiYXNlbGluZSA9PT0gdW5kZWZpbmVkKVxuICAgIHRocm93IG5ldyBVc2FnZUVycm9yKCctLXJvdW5kcyBhdXRvIG5lZWRzIC0tY29tcGFyZTogaXQgcnVucyByb3VuZHMgdW50aWwgdGhlIHR3byBzaWRlcyBhcmUgY29tcGFyZWQgd2l0aGluICstNSUnKTtcbiAgLy8gYC0tcXVpY2tgIHJlcGxhY2VzIHRoZSBkZWZhdWx0cyBjb21tYW5kZXIgZmlsbGVkIGluLCBub3QgdGhlIHZhbHVlcyB0aGUgdXNlciBnYXZlLlxuICBjb25zdCBvcHRpb25zID0gYXBwLnZhbHVlcyhvLCBvLnF1aWNrID09PSB0cnVlLCBpc0RlZmF1bHQpO1xuICAvLyBhIHNtb2tlIHJ1biB0aW1lcyBlYWNoIHNpZGUgb25jZTsgYSByZWFsIG9uZSByZXBvcnRzIG1lZGlhbnMgKG9uZSBydW4gb24gYSBWTSBjYW4gYmUgMnggb2ZmKVxuICBjb25zdCBhdXRvID0gby5yb3VuZHMgPT09ICdhdXRvJztcbiAgY29uc3QgcmVwZWF0ID0gYXV0byA/IEFVVE9fUk9VTkRTLnBpbG90IDogby5xdWljayA9PT0gdHJ1ZSAmJiBpc0RlZmF1bHQoJ3JlcGVhdCcpID8gMSA6IG8ucmVwZWF0O1xuICBjb25zdCByZWNvdmVyeSA9IHJlY292ZXJ5T2YoYXBwLCBvLCByYW5rcyk7XG4gIGNvbnN0IHNldHRpbmdzID0gKGI6IEJhbGFuY2luZyk6IFJ1blNldHRpbmdzID0+ICh7XG4gICAgLi4uKHJlY292ZXJ5ID09PSB1bmRlZmluZWQgPyB7fSA6IHsgcnVuT3B0aW9uczogcmVjb3ZlcnkgfSksXG4gICAgdG9wb2xvZ3k6IHNwZWMsXG4gICAgcmFua3MsXG4gICAgc3RvcmFnZTogby5zdG9yYWdlID8/ICdkaXN0cmlidXRlZCcsXG4gICAgYmFsYW5jaW5nOiBiLFxuICAgIHJlcGVhdCxcbiAgICBzcGluLFxuICAgIHByb2dyZXNzOiBjcmVhdGVQcm9ncmVzcyhvdXQpLFxuICAgIC8vIHRoZSBzaWRlcyBydW4gYXMgW2Jhc2VsaW5lLCBtYWluXTogbWFpbidzIHRpbWVzIG92ZXIgdGhlIGJhc2VsaW5lJ3NcbiAgICAuLi4oYXV0byA/IHsgcm91bmRzOiBhdXRvUm91bmRzUnVsZSgxLCAwKSB9IDoge30pLFxuICAgIC4uLmV4dC5zZXR0aW5ncz8uKG8pLFxuICB9KTtcbiAgLy8gYC0tcm91bmRzIGF1dG9gOiB0aGUgaGVhZGVyIHNheXMgaG93IG1hbnkgcm91bmRzIHJhblxuICBjb25zdCByb3VuZHMgPSAoaDogUnVuSGVhZGVyLCByYW46IEFwcE91dGNvbWUpOiBSdW5IZWFkZXIgPT4gKGF1dG8gPyB7IC4uLmgsIHJlcGVhdDogcmFuLnBhcmFsbGVsTXMubGVuZ3RoIH0gOiBoKTtcbiAgY29uc3QgaGVhZGVyID0gKGI6IEJhbGFuY2luZyk6IFJ1bkhlYWRlciA9PiAoe1xuICAgIGFwcDogYXBwLm5hbWUsXG4gICAgdG9wb2xvZ3k6IHNwZWMsXG4gICAgcmFua3MsXG4gICAgc3RvcmFnZTogYXBwLm93bkJhbGFuY2VycyA9PT0gdW5kZWZpbmVkID8gKG8uc3RvcmFnZSA/PyAnZGlzdHJpYnV0ZWQnKSA6IHVuZGVmaW5lZCxcbiAgICBiYWxhbmNpbmc6IGIsXG4gICAgcmVwZWF0LFxuICB9KTtcbiAgLy8gQSBjb21wYXJpc29uIGlzIHJlYWQgYmVzaWRlIHRoZSBtYWNoaW5lIGNoZWNrIG9mIHRoZSBzYW1lIHJ1biAoc2VlIHJ1bk1hY2hpbmVDaGVjaykuXG4gIGxldCBtYWNoaW5lQ2hlY2s6IE1hY2hpbmVDaGVjayB8IHVuZGVmaW5lZDtcbiAgaWYgKG8ubWFjaGluZUNoZWNrID8/IChiYXNlbGluZSAhPT0gdW5kZWZpbmVkICYmIG8ucXVpY2sgIT09IHRydWUpKSB7XG4gICAgY3JlYXRlUHJvZ3Jlc3Mob3V0KS5ub3RlKCdtYWNoaW5lIGNoZWNrOiB0aGUgaGFuZC1yb2xsZWQgMi10aHJlYWQgc3RlbmNpbCBhZ2FpbnN0IGl0cyBwbGFpbiBsb29wJyk7XG4gICAgbWFjaGluZUNoZWNrID0gYXdhaXQgcnVuTWFjaGluZUNoZWNrKCk7XG4gICAgaWYgKG8uanNvbiAhPT0gdHJ1ZSkgb3V0LnN0ZG91dChgJHtmb3JtYXRNYWNoaW5lQ2hlY2sobWFjaGluZUNoZWNrKX1cXG5cXG5gKTtcbiAgfVxuICBsZXQgY29tcGFyZWQ6IFJ1blN1bW1hcnkgfCB1bmRlZmluZWQ7XG4gIGxldCBvdXRjb21lOiBBcHBPdXRjb21lO1xuICBpZiAoYmFzZWxpbmUgIT09IHVuZGVmaW5lZCkge1xuICAgIC8vIEJvdGggc2lkZXMgaW4gb25lIGludGVybGVhdmVkIHNlcmllcyBuZXh0IHRvIG9uZSByZWZlcmVuY2UgKHNlZSBtZWFzdXJlU2lkZXMpLlxuICAgIGNvbnN0IFtiYXNlLCBtYWluXSA9IGF3YWl0IGFwcC5ydW5TaWRlcyhbc2V0dGluZ3MoYmFzZWxpbmUpLCBzZXR0aW5ncyhiYWxhbmNpbmcpXSwgb3B0aW9ucyk7XG4gICAgY29tcGFyZWQgPSBzdW1tYXJpemVSdW4ocm91bmRzKGhlYWRlcihiYXNlbGluZSksIGJhc2UgYXMgQXBwT3V0Y29tZSksIGJhc2UgYXMgQXBwT3V0Y29tZSwgdW5kZWZpbmVkLCBbXSk7XG4gICAgb3V0Y29tZSA9IG1haW4gYXMgQXBwT3V0Y29tZTtcbiAgfSBlbHNlIG91dGNvbWUgPSBhd2FpdCBhcHAucnVuKHNldHRpbmdzKGJhbGFuY2luZyksIG9wdGlvbnMpO1xuICBjb25zdCBmaWxlcyA9IChhd2FpdCBleHQuYWZ0ZXI/LihhcHAsIG8sIG91dGNvbWUsIHsgdG9wb2xvZ3k6IHNwZWMsIGJhbGFuY2luZyB9KSkgPz8ge307XG4gIGNvbnN0IG93biA9IHN1bW1hcml6ZVJ1bihyb3VuZHMoaGVhZGVyKGJhbGFuY2luZyksIG91dGNvbWUpLCBvdXRjb21lLCBmaWxlcy50cmFjZSwgZmlsZXMuY2hhcnRzID8/IFtdKTtcbiAgY29uc3QgY29tcGFyaXNvbiA9IGNvbXBhcmVkID09PSB1bmRlZmluZWQgPyB1bmRlZmluZWQgOiBwYWlyZWRDb21wYXJpc29uT2Yob3duLCBjb21wYXJlZCk7XG4gIGNvbnN0IHN1bW1hcnk6IFJ1blN1bW1hcnkgPSB7XG4gICAgLi4ub3duLFxuICAgIC4uLihjb21wYXJpc29uID09PSB1bmRlZmluZWQgPyB7fSA6IHsgY29tcGFyaXNvbiB9KSxcbiAgICAuLi4obWFjaGluZUNoZWNrID09PSB1bmRlZmluZWQgPyB7fSA6IHsgbWFjaGluZUNoZWNrIH0pLFxuICB9O1xuICBpZiAoby5qc29uID09PSB0cnVlKSB3cml0ZUpzb24ob3V0LCBjb21wYXJlZCA9PT0gdW5kZWZpbmVkID8gc3VtbWFyeSA6IHsgLi4uc3VtbWFyeSwgY29tcGFyZTogY29tcGFyZWQgfSk7XG4gIGVsc2Uge1xuICAgIGlmIChjb21wYXJlZCAhPT0gdW5kZWZpbmVkKSBvdXQuc3Rkb3V0KGAke2Zvcm1hdFN1bW1hcnkoY29tcGFyZWQsIG5hbWUpfVxcbmApO1xuICAgIG91dC5zdGRvdXQoZm9ybWF0U3VtbWFyeShzdW1tYXJ5LCBuYW1lKSk7XG4gICAgaWYgKGNvbXBhcmVkICE9PSB1bmRlZmluZWQpIG91dC5zdGRvdXQoZm9ybWF0Q29tcGFyaXNvbihzdW1tYXJ5LCBjb21wYXJlZCkpO1xuICB9XG4gIGlmICghb3V0Y29tZS5jb3JyZWN0IHx8IGNvbXBhcmVkPy5jb3JyZWN0ID09PSBmYWxzZSkgcHJvY2Vzcy5leGl0Q29kZSA9IDE7XG59XG5cbi8qKlxuICogTWFrZSBgY21kYCB0aGUgcnVuIGNvbW1hbmQgb2YgYGFwcGA6IGl0cyBkZXNjcmlwdGlvbiwgdGhlIGNvbW1vbiBhbmQgdGhlIGFwcCdzIG9wdGlvbnMsIGFuZCB0aGVcbiAqIGFjdGlvbi4gYG5hbWVgIGlzIGhvdyB0aGUgc3VtbWFyeSBuYW1lcyB0aGUgY29tbWFuZCAoYG1lc2h3b3JrIHJ1biBzaWV2ZWAsIGBtZXNod29yay1zaWV2ZWApLlxuICovXG5leHBvcnQgZnVuY3Rpb24gY29uZmlndXJlQXBwQ29tbWFuZChcbiAgY21kOiBDb21tYW5kLFxuICBhcHA6IEFwcCxcbiAgb3V0OiBPdXRwdXQsXG4gIGV4dDogUnVuRXh0ZW5zaW9uID0ge30sXG4gIG5hbWUgPSBgbWVzaHdvcmsgcnVuICR7YXBwLm5hbWV9YCxcbik6IENvbW1hbmQge1xuICBjbWQuZGVzY3JpcHRpb24oYXBwLnN1bW1hcnkpO1xuICBhZGRDb21tb25PcHRpb25zKGNtZCwgYXBwLCBleHQpO1xuICBhcHAuYWRkT3B0aW9ucyhjbWQpO1xuICBleHQuYWRkT3B0aW9ucz8uKGNtZCwgYXBwKTtcbiAgY21kLmFjdGlvbihhc3luYyAoZmxhZ3M6IFJ1bkZsYWdzLCBzZWxmOiBDb21tYW5kKSA9PlxuICAgIHJ1bkFwcChhcHAsIGZsYWdzLCBvdXQsIGV4dCwgbmFtZSwgKG9wdGlvbikgPT4gc2VsZi5nZXRPcHRpb25WYWx1ZVNvdXJjZShvcHRpb24pID09PSAnZGVmYXVsdCcpLFxuICApO1xuICByZXR1cm4gY21kO1xufVxuIl0sCiAgIm1hcHBpbmdzIjogIkFBS0EsU0FBUyxlQUFlO0FBQ3hCLFNBQVMsc0JBQXNCO0FBQy9CLFNBQVMsc0JBQXNCLGlCQUFpQixxQkFBeUQ7QUFDekcsU0FBdUIsY0FBYztBQUNyQyxTQUFTLFFBQVEsU0FBUyxlQUFlO0FBQ3pDLFNBQXlCLDBCQUEwQjtBQUVuRCxTQUFTLGtCQUFrQjtBQUMzQixTQUFTLG9CQUF1Qyx1QkFBdUI7QUFDdkUsU0FBUyxxQkFBcUI7QUFDOUIsU0FBc0IsaUJBQWlCO0FBQ3ZDLFNBQVMsYUFBYSxzQkFBc0I7QUFDNUMsU0FBUyxzQkFBcUM7QUFDOUMsU0FBUyxrQkFBa0IsZUFBZSxvQkFBcUQsb0JBQW9CO0FBbURuSCxTQUFTLGlCQUFpQixLQUFjLEtBQVUsS0FBeUI7QUFDekUsUUFBTSxNQUFNLElBQUk7QUFDaEIsUUFBTSxRQUFRLE9BQU8sZUFBZSxFQUFFO0FBRXRDLFFBQU0sWUFBWSxDQUFDLE1BQWMsSUFBSSxVQUFVLElBQUksYUFBYSxFQUFFLFNBQVMsSUFBSSxDQUFDO0FBQ2hGLE1BQ0csT0FBTyxlQUFlLDZCQUE2QixJQUFJLFlBQVksQ0FBQyxFQUFFLFFBQVEsT0FBTyxFQUFFLENBQUMsZ0JBQWdCLE9BQU8sR0FBRyxJQUFJLENBQUMsRUFDdkgsT0FBTyxpQkFBaUIsbUVBQW1FLEVBQzNGLE9BQU8scUJBQXFCLGVBQWUsSUFBSSxjQUFjLEtBQUssSUFBSSxDQUFDLFVBQVUsSUFBSSxZQUFZLENBQUMsQ0FBQyxhQUFhLElBQUksWUFBWSxDQUFDLENBQUMsR0FBRztBQUN4STtBQUFBLElBQ0UsSUFBSTtBQUFBLE1BQ0Y7QUFBQSxNQUNBLEdBQUcsTUFBTSxLQUFLLElBQUksQ0FBQyxHQUFHLFFBQVEsVUFBYSxJQUFJLGtCQUFrQixTQUFZLFFBQVEsSUFBSSxhQUFhLEtBQUssRUFBRSxhQUFhLElBQUksZUFBZTtBQUFBLElBQy9JO0FBQUEsRUFDRjtBQUdBLFFBQU0sT0FBTyxDQUFDLE1BQWUsUUFBUSxTQUFZLElBQUksVUFBVSxFQUFFLFNBQVMsQ0FBQyxJQUFJLFVBQVUsQ0FBQztBQUMxRixPQUFLLElBQUksT0FBTyw2QkFBNkIsOEJBQThCLEVBQUUsVUFBVSxPQUFPLENBQUM7QUFDL0Y7QUFBQSxJQUNFLElBQUksT0FBTyxlQUFlLDRGQUE0RixFQUFFO0FBQUEsTUFDdEgsT0FBTyxDQUFDO0FBQUEsSUFDVjtBQUFBLEVBQ0Y7QUFDQSxPQUFLLElBQUksT0FBTyxtQkFBbUIseUNBQXlDLGVBQWUsRUFBRSxTQUFTLEtBQUssSUFBSSxDQUFDLHFCQUFxQixDQUFDO0FBQ3RJLE9BQUssSUFBSSxPQUFPLDJCQUEyQiw0QkFBNEIsRUFBRSxVQUFVLE9BQU8sQ0FBQztBQUMzRixNQUFJO0FBQUEsSUFDRixRQUFRLFNBQ0osSUFBSSxPQUFPLGtCQUFrQixFQUFFLFNBQVMsSUFDeEMsSUFBSSxPQUFPLG9CQUFvQixjQUFjLEVBQUUsUUFBUSxDQUFDLFVBQVUsYUFBYSxDQUFDLEVBQUUsUUFBUSxhQUFhO0FBQUEsRUFDN0c7QUFDQTtBQUFBLElBQ0UsSUFBSSxPQUFPLHdCQUF3QixzRkFBc0YsTUFBTSxDQUFDLENBQUMsR0FBRztBQUFBLEVBQ3RJO0FBQ0E7QUFBQSxJQUNFLElBQUk7QUFBQSxNQUNGO0FBQUEsTUFDQSw2QkFBNkIsWUFBWSxLQUFLLGdFQUFnRSxZQUFZLFNBQVMsR0FBRyxjQUFjLFlBQVksR0FBRztBQUFBLElBQ3JLLEVBQUUsUUFBUSxDQUFDLE1BQU0sQ0FBQztBQUFBLEVBQ3BCO0FBQ0E7QUFBQSxJQUNFLElBQUk7QUFBQSxNQUNGO0FBQUEsTUFDQTtBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQ0EsWUFBVSxJQUFJLE9BQU8sc0JBQXNCLHFDQUFxQyxDQUFDO0FBQ2pGLE1BQ0csT0FBTyxnQkFBZ0IsMkRBQTJELE9BQU8sR0FBRyxHQUFJLEdBQUcsQ0FBQyxFQUNwRyxPQUFPLFdBQVcscURBQXFELEVBQ3ZFO0FBQUEsSUFDQyxJQUFJLE9BQU8saUJBQWlCLG1HQUFnRyxFQUN6SCxVQUFVLE9BQU8sRUFDakIsUUFBUSxRQUFpQixNQUFNO0FBQUEsRUFDcEMsRUFDQyxPQUFPLFVBQVUscUNBQXFDO0FBRXpELFFBQU0sT0FBTyxDQUFDLE1BQWMsSUFBSSxVQUFVLElBQUksY0FBYyxJQUFJLEVBQUUsU0FBUyxDQUFDO0FBQzVFO0FBQUEsSUFDRSxJQUFJLE9BQU8sMEJBQTBCLHlFQUF5RSxFQUFFLFVBQVUsT0FBTyxDQUFDLENBQUM7QUFBQSxFQUNySTtBQUNBO0FBQUEsSUFDRSxJQUFJLE9BQU8sc0JBQXNCLDJGQUEyRixFQUFFO0FBQUEsTUFDNUgsT0FBTyxHQUFHLEdBQUk7QUFBQSxJQUNoQjtBQUFBLEVBQ0Y7QUFDQSxPQUFLLElBQUksT0FBTywwQkFBMEIsa0ZBQWtGLENBQUM7QUFDN0gsTUFBSTtBQUFBLElBQ0YsSUFBSSxPQUFPLDBCQUEwQiwyRUFBMkUsRUFDN0csVUFBVSxPQUFPLEVBQ2pCLFNBQVM7QUFBQSxFQUNkO0FBQ0Y7QUFHQSxTQUFTLFdBQVcsS0FBVSxHQUFnQixPQUE0QztBQUN4RixRQUFNLFFBQ0osRUFBRSxvQkFBb0IsVUFBYSxFQUFFLGdCQUFnQixVQUFhLEVBQUUsa0JBQWtCLFVBQWEsRUFBRSxpQkFBaUI7QUFDeEgsTUFBSSxDQUFDLE1BQU8sUUFBTztBQUNuQixNQUFJLENBQUMsSUFBSTtBQUNQLFVBQU0sSUFBSTtBQUFBLE1BQ1IsR0FBRyxJQUFJLElBQUk7QUFBQSxJQUNiO0FBQ0YsU0FBTztBQUFBLElBQ0wsR0FBSSxFQUFFLG9CQUFvQixTQUFZLENBQUMsSUFBSSxFQUFFLGlCQUFpQixFQUFFLGdCQUFnQjtBQUFBLElBQ2hGLEdBQUksRUFBRSxnQkFBZ0IsU0FBWSxDQUFDLElBQUksRUFBRSxhQUFhLEVBQUUsWUFBWTtBQUFBO0FBQUEsSUFFcEUsR0FBSSxFQUFFLGtCQUFrQixTQUNwQixDQUFDLElBQ0QsRUFBRSxlQUFlLGdCQUFnQixRQUFRLEVBQUUsYUFBYSxHQUFHLEVBQUUsTUFBTSxvQkFBb0IsVUFBVSxLQUFLLENBQUMsRUFBRTtBQUFBLElBQzdHLEdBQUksRUFBRSxpQkFBaUIsU0FBWSxDQUFDLElBQUksRUFBRSxRQUFRLGNBQWMsRUFBRSxjQUFjLEtBQUssRUFBRTtBQUFBLEVBQ3pGO0FBQ0Y7QUFHQSxTQUFTLGNBQWMsUUFBaUIsT0FBMEM7QUFDaEYsTUFBSTtBQUNGLHlCQUFxQixRQUFRLEtBQUs7QUFBQSxFQUNwQyxTQUFTLEtBQUs7QUFDWixVQUFNLElBQUksV0FBVyxvQkFBcUIsSUFBYyxPQUFPLEVBQUU7QUFBQSxFQUNuRTtBQUNBLFNBQU87QUFDVDtBQUVBLFNBQVMsV0FBVyxLQUFVLEdBQWlEO0FBQzdFLE1BQUksRUFBRSxVQUFVLFVBQWEsRUFBRSxhQUFhLE9BQVcsT0FBTSxJQUFJLFdBQVcsc0NBQXNDO0FBQ2xILFFBQU0sT0FBTyxFQUFFLFlBQVksSUFBSSxZQUFZLEVBQUUsU0FBUyxDQUFDO0FBQ3ZELE1BQUksRUFBRSxVQUFVLFVBQWEsRUFBRSxRQUFRLEtBQUssZUFBZSxLQUFLLElBQUksR0FBRztBQUNyRSxVQUFNLFFBQVEsSUFBSSxjQUFjLFNBQVMsT0FBTyxJQUFJLDBDQUEwQztBQUM5RixVQUFNLElBQUksV0FBVyxXQUFXLEVBQUUsS0FBSyxLQUFLLElBQUksSUFBSSwrREFBK0QsS0FBSyxFQUFFO0FBQUEsRUFDNUg7QUFDQSxRQUFNLElBQUksY0FBYyxJQUFJO0FBQzVCLE1BQUksQ0FBQyxJQUFJLGNBQWMsU0FBUyxFQUFFLElBQUk7QUFDcEMsVUFBTSxJQUFJLFdBQVcsR0FBRyxJQUFJLElBQUksWUFBWSxJQUFJLGNBQWMsS0FBSyxJQUFJLENBQUMscUJBQXFCLElBQUksR0FBRztBQUN0RyxTQUFPLEVBQUUsTUFBTSxLQUFLLEtBQUssR0FBRyxPQUFPLEVBQUUsS0FBSztBQUM1QztBQUdPLFNBQVMsWUFBWSxLQUFVLEdBQTJCO0FBQy9ELE1BQUksSUFBSSxZQUFZO0FBQ2xCLFVBQU0sUUFBUSxFQUFFLG9CQUFvQixVQUFhLEVBQUUsVUFBVSxVQUFhLEVBQUUsV0FBVyxVQUFhLEVBQUUsa0JBQWtCO0FBQ3hILFFBQUksU0FBVSxFQUFFLGFBQWEsVUFBYSxFQUFFLGFBQWE7QUFDdkQsWUFBTSxJQUFJLFdBQVcsR0FBRyxJQUFJLElBQUksNkZBQTZGO0FBQy9ILFdBQU8sRUFBRSxPQUFPLFVBQVUsVUFBVSxVQUFVLFFBQVEsUUFBUTtBQUFBLEVBQ2hFO0FBQ0EsUUFBTSxNQUFNLElBQUk7QUFDaEIsTUFBSSxRQUFRLE9BQVcsUUFBTyxtQkFBbUIsR0FBRyxFQUFFLFVBQVUsSUFBSSxnQkFBZ0IsQ0FBQztBQUNyRixRQUFNLE9BQU8sRUFBRSxZQUFZLElBQUk7QUFDL0IsTUFBSSxDQUFDLElBQUksU0FBUyxJQUFJLEVBQUcsT0FBTSxJQUFJLFdBQVcsa0JBQWtCLElBQUksSUFBSSxtQkFBbUIsSUFBSSxLQUFLLElBQUksQ0FBQyxVQUFVLElBQUksR0FBRztBQUMxSCxNQUFJLEVBQUUsb0JBQW9CLFVBQWEsRUFBRSxrQkFBa0IsUUFBVztBQUNwRSxVQUFNLE9BQU8sRUFBRSxvQkFBb0IsU0FBWSx1QkFBdUI7QUFDdEUsVUFBTSxJQUFJO0FBQUEsTUFDUixHQUFHLElBQUksSUFBSSxhQUFhLElBQUkscUJBQXFCLElBQUksS0FBSyxJQUFJLENBQUMsbUVBQW1FLElBQUksSUFBSTtBQUFBLElBQzVJO0FBQUEsRUFDRjtBQUNBLE1BQUksRUFBRSxVQUFVLFVBQWEsRUFBRSxXQUFXO0FBQ3hDLFVBQU0sSUFBSSxXQUFXLEdBQUcsSUFBSSxJQUFJLGtFQUFrRTtBQUNwRyxNQUFJLEVBQUUsWUFBWSxPQUFXLE9BQU0sSUFBSSxXQUFXLEdBQUcsSUFBSSxJQUFJLDBDQUEwQztBQUN2RyxTQUFPLEVBQUUsT0FBTyxNQUFNLFVBQVUsTUFBTSxpQkFBaUIsRUFBRSxpQkFBaUIsUUFBUSxRQUFRO0FBQzVGO0FBR0EsU0FBUyxpQkFBaUIsS0FBVSxHQUFnQixNQUE0QjtBQUM5RSxRQUFNLE9BQU8sRUFBRTtBQUNmLE1BQUk7QUFDSixNQUFJO0FBQ0YsUUFBSSxZQUFZLEtBQUssRUFBRSxRQUFRLEVBQUUsUUFBUSxNQUFNLEVBQUUsTUFBTSxVQUFVLEtBQUssQ0FBQztBQUFBLEVBQ3pFLFNBQVMsS0FBSztBQUVaLFFBQUksZUFBZSxXQUFZLE9BQU0sSUFBSSxXQUFXLElBQUksUUFBUSxRQUFRLGlCQUFpQixXQUFXLENBQUM7QUFDckcsVUFBTTtBQUFBLEVBQ1I7QUFDQSxNQUFJLEVBQUUsVUFBVSxLQUFLLE1BQU8sT0FBTSxJQUFJLFdBQVcsYUFBYSxJQUFJLHdEQUF3RDtBQUMxSCxTQUFPO0FBQ1Q7QUFNTyxTQUFTLFlBQVksS0FBVSxRQUFpRSxDQUFDLEdBQWdCO0FBQ3RILFFBQU0sSUFBaUIsRUFBRSxRQUFRLEdBQUcsTUFBTSxRQUFRLEdBQUcsTUFBTTtBQUMzRCxRQUFNLEVBQUUsTUFBTSxNQUFNLElBQUksV0FBVyxLQUFLLENBQUM7QUFDekMsU0FBTztBQUFBLElBQ0wsVUFBVTtBQUFBLElBQ1Y7QUFBQSxJQUNBLFNBQVMsRUFBRSxXQUFXO0FBQUEsSUFDdEIsV0FBVyxZQUFZLEtBQUssQ0FBQztBQUFBLElBQzdCLFFBQVEsRUFBRTtBQUFBLElBQ1YsTUFBTSxFQUFFLFNBQVMsVUFBVSxPQUFPLEVBQUUsU0FBUyxXQUFXLEVBQUUsT0FBTyxFQUFFLFNBQVM7QUFBQSxJQUM1RSxVQUFVLE1BQU0sWUFBWSxlQUFlLEVBQUUsUUFBUSxNQUFNO0FBQUEsSUFBQyxHQUFHLFFBQVEsTUFBTTtBQUFBLElBQUMsR0FBRyxLQUFLLE1BQU0sR0FBRyxLQUFLO0FBQUEsRUFDdEc7QUFDRjtBQUVBLGVBQWUsT0FDYixLQUNBLE9BQ0EsS0FDQSxLQUNBLE1BQ0EsV0FDZTtBQUNmLFFBQU0sRUFBRSxNQUFNLE1BQU0sSUFBSSxXQUFXLEtBQUssS0FBSztBQUM3QyxnQkFBYyxNQUFNLE1BQU0sVUFBVSxTQUFZLFdBQVcsTUFBTSxLQUFLLEtBQUssY0FBYyxJQUFJLElBQUksTUFBTSxlQUFlLElBQUk7QUFDMUgsUUFBTSxPQUFPLE1BQU0sU0FBUyxVQUFVLE9BQU8sTUFBTSxTQUFTLFdBQVcsTUFBTSxPQUFPLE1BQU0sU0FBUztBQUVuRyxNQUFJLElBQUksV0FBWSxhQUFZLEtBQUssS0FBSztBQUMxQyxRQUFNLElBQUksSUFBSSxVQUFVLFNBQVksUUFBUSxNQUFNLElBQUksTUFBTSxLQUFLLE9BQU8sRUFBRSxVQUFVLE1BQU0sTUFBTSxJQUFJLENBQUM7QUFDckcsUUFBTSxZQUFZLFlBQVksS0FBSyxDQUFDO0FBQ3BDLFFBQU0sV0FBVyxFQUFFLFlBQVksU0FBWSxTQUFZLGlCQUFpQixLQUFLLEdBQUcsU0FBUztBQUN6RixNQUFJLEVBQUUsV0FBVyxVQUFVLGFBQWE7QUFDdEMsVUFBTSxJQUFJLFdBQVcsNEZBQTRGO0FBRW5ILFFBQU0sVUFBVSxJQUFJLE9BQU8sR0FBRyxFQUFFLFVBQVUsTUFBTSxTQUFTO0FBRXpELFFBQU0sT0FBTyxFQUFFLFdBQVc7QUFDMUIsUUFBTSxTQUFTLE9BQU8sWUFBWSxRQUFRLEVBQUUsVUFBVSxRQUFRLFVBQVUsUUFBUSxJQUFJLElBQUksRUFBRTtBQUMxRixRQUFNLFdBQVcsV0FBVyxLQUFLLEdBQUcsS0FBSztBQUN6QyxRQUFNLFdBQVcsQ0FBQyxPQUErQjtBQUFBLElBQy9DLEdBQUksYUFBYSxTQUFZLENBQUMsSUFBSSxFQUFFLFlBQVksU0FBUztBQUFBLElBQ3pELFVBQVU7QUFBQSxJQUNWO0FBQUEsSUFDQSxTQUFTLEVBQUUsV0FBVztBQUFBLElBQ3RCLFdBQVc7QUFBQSxJQUNYO0FBQUEsSUFDQTtBQUFBLElBQ0EsVUFBVSxlQUFlLEdBQUc7QUFBQTtBQUFBLElBRTVCLEdBQUksT0FBTyxFQUFFLFFBQVEsZUFBZSxHQUFHLENBQUMsRUFBRSxJQUFJLENBQUM7QUFBQSxJQUMvQyxHQUFHLElBQUksV0FBVyxDQUFDO0FBQUEsRUFDckI7QUFFQSxRQUFNLFNBQVMsQ0FBQyxHQUFjLFFBQWdDLE9BQU8sRUFBRSxHQUFHLEdBQUcsUUFBUSxJQUFJLFdBQVcsT0FBTyxJQUFJO0FBQy9HLFFBQU0sU0FBUyxDQUFDLE9BQTZCO0FBQUEsSUFDM0MsS0FBSyxJQUFJO0FBQUEsSUFDVCxVQUFVO0FBQUEsSUFDVjtBQUFBLElBQ0EsU0FBUyxJQUFJLGlCQUFpQixTQUFhLEVBQUUsV0FBVyxnQkFBaUI7QUFBQSxJQUN6RSxXQUFXO0FBQUEsSUFDWDtBQUFBLEVBQ0Y7QUFFQSxNQUFJO0FBQ0osTUFBSSxFQUFFLGlCQUFpQixhQUFhLFVBQWEsRUFBRSxVQUFVLE9BQU87QUFDbEUsbUJBQWUsR0FBRyxFQUFFLEtBQUssd0VBQXdFO0FBQ2pHLG1CQUFlLE1BQU0sZ0JBQWdCO0FBQ3JDLFFBQUksRUFBRSxTQUFTLEtBQU0sS0FBSSxPQUFPLEdBQUcsbUJBQW1CLFlBQVksQ0FBQztBQUFBO0FBQUEsQ0FBTTtBQUFBLEVBQzNFO0FBQ0EsTUFBSTtBQUNKLE1BQUk7QUFDSixNQUFJLGFBQWEsUUFBVztBQUUxQixVQUFNLENBQUMsTUFBTSxJQUFJLElBQUksTUFBTSxJQUFJLFNBQVMsQ0FBQyxTQUFTLFFBQVEsR0FBRyxTQUFTLFNBQVMsQ0FBQyxHQUFHLE9BQU87QUFDMUYsZUFBVyxhQUFhLE9BQU8sT0FBTyxRQUFRLEdBQUcsSUFBa0IsR0FBRyxNQUFvQixRQUFXLENBQUMsQ0FBQztBQUN2RyxjQUFVO0FBQUEsRUFDWixNQUFPLFdBQVUsTUFBTSxJQUFJLElBQUksU0FBUyxTQUFTLEdBQUcsT0FBTztBQUMzRCxRQUFNLFFBQVMsTUFBTSxJQUFJLFFBQVEsS0FBSyxHQUFHLFNBQVMsRUFBRSxVQUFVLE1BQU0sVUFBVSxDQUFDLEtBQU0sQ0FBQztBQUN0RixRQUFNLE1BQU0sYUFBYSxPQUFPLE9BQU8sU0FBUyxHQUFHLE9BQU8sR0FBRyxTQUFTLE1BQU0sT0FBTyxNQUFNLFVBQVUsQ0FBQyxDQUFDO0FBQ3JHLFFBQU0sYUFBYSxhQUFhLFNBQVksU0FBWSxtQkFBbUIsS0FBSyxRQUFRO0FBQ3hGLFFBQU0sVUFBc0I7QUFBQSxJQUMxQixHQUFHO0FBQUEsSUFDSCxHQUFJLGVBQWUsU0FBWSxDQUFDLElBQUksRUFBRSxXQUFXO0FBQUEsSUFDakQsR0FBSSxpQkFBaUIsU0FBWSxDQUFDLElBQUksRUFBRSxhQUFhO0FBQUEsRUFDdkQ7QUFDQSxNQUFJLEVBQUUsU0FBUyxLQUFNLFdBQVUsS0FBSyxhQUFhLFNBQVksVUFBVSxFQUFFLEdBQUcsU0FBUyxTQUFTLFNBQVMsQ0FBQztBQUFBLE9BQ25HO0FBQ0gsUUFBSSxhQUFhLE9BQVcsS0FBSSxPQUFPLEdBQUcsY0FBYyxVQUFVLElBQUksQ0FBQztBQUFBLENBQUk7QUFDM0UsUUFBSSxPQUFPLGNBQWMsU0FBUyxJQUFJLENBQUM7QUFDdkMsUUFBSSxhQUFhLE9BQVcsS0FBSSxPQUFPLGlCQUFpQixTQUFTLFFBQVEsQ0FBQztBQUFBLEVBQzVFO0FBQ0EsTUFBSSxDQUFDLFFBQVEsV0FBVyxVQUFVLFlBQVksTUFBTyxTQUFRLFdBQVc7QUFDMUU7QUFNTyxTQUFTLG9CQUNkLEtBQ0EsS0FDQSxLQUNBLE1BQW9CLENBQUMsR0FDckIsT0FBTyxnQkFBZ0IsSUFBSSxJQUFJLElBQ3RCO0FBQ1QsTUFBSSxZQUFZLElBQUksT0FBTztBQUMzQixtQkFBaUIsS0FBSyxLQUFLLEdBQUc7QUFDOUIsTUFBSSxXQUFXLEdBQUc7QUFDbEIsTUFBSSxhQUFhLEtBQUssR0FBRztBQUN6QixNQUFJO0FBQUEsSUFBTyxPQUFPLE9BQWlCLFNBQ2pDLE9BQU8sS0FBSyxPQUFPLEtBQUssS0FBSyxNQUFNLENBQUMsV0FBVyxLQUFLLHFCQUFxQixNQUFNLE1BQU0sU0FBUztBQUFBLEVBQ2hHO0FBQ0EsU0FBTztBQUNUOyIsCiAgIm5hbWVzIjogW10KfQo=
