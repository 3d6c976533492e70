#!/usr/bin/env node
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { failFor, median } from "@meshwork/harness";
import { createCluster, MeshworkError } from "@meshwork/runtime";
import { Piscina } from "piscina";
import { blockSplit, calibratedSplit, cyclicUnits, leOf, observedSplit, oddCosts, partUnits, sieveSplit, speedupOf } from "./analysis.js";
import { threadCpuNs } from "./cpu.js";
import { balancerSummary, loadFigures } from "./run.js";
import { lowPrimes, sieveSequential } from "./sequential.js";
const fail = failFor("sieve bench");
function integer(name, text, fallback, min) {
  if (text === void 0) return fallback;
  const v = Number(text.replaceAll("_", ""));
  if (text.trim() === "" || !Number.isInteger(v) || v < min) fail(`--${name} must be an integer >= ${min}, got ${JSON.stringify(text)}`);
  return v;
}
function newCase(label) {
  return { label, ms: [], cpuMs: [], leWork: [], leBusy: [], correct: [], decisionMs: [], decisionMsMin: [] };
}
function stats(xs) {
  return xs.length === 0 ? { median: Number.NaN, min: Number.NaN, max: Number.NaN } : { median: median(xs), min: Math.min(...xs), max: Math.max(...xs) };
}
async function main() {
  let values;
  try {
    const argv = process.argv.slice(2);
    values = parseArgs({
      // `pnpm bench -- --n 1e6` passes the `--` through: drop one leading `--`.
      args: argv[0] === "--" ? argv.slice(1) : argv,
      options: {
        n: { type: "string" },
        repeat: { type: "string" },
        "paper-n": { type: "string" },
        chunks: { type: "string" },
        "slow-factor": { type: "string" },
        json: { type: "boolean", default: false },
        help: { type: "boolean", default: false }
      }
    }).values;
  } catch (err) {
    fail(err.message.split("\n")[0]);
  }
  if (values.help === true) {
    process.stdout.write("usage: sieve bench [--n 1e7] [--repeat 5] [--paper-n 32e6] [--chunks 64] [--slow-factor 2] [--json]\n");
    return;
  }
  const N = integer("n", values.n, 1e7, 1e3);
  const repeat = integer("repeat", values.repeat, 5, 1);
  const paperN = integer("paper-n", values["paper-n"], 32e6, 1e3);
  const chunks = integer("chunks", values.chunks, 64, 2);
  const factor = integer("slow-factor", values["slow-factor"], 2, 2);
  const json = values.json === true;
  const P = 2;
  const log = (s) => {
    if (!json) process.stderr.write(`${s}
`);
  };
  const programUrl = new URL("./program.js", import.meta.url);
  const cluster = createCluster({ topology: `chain:${P}` });
  const pool = new Piscina({
    filename: new URL("./pool-worker.js", import.meta.url).href,
    minThreads: P,
    maxThreads: P,
    idleTimeout: Number.POSITIVE_INFINITY
  });
  const slow = { ranks: [1], factor };
  const meshCases = [
    { key: "static", opts: { n: N, strategy: "static" }, c: newCase("meshwork static (block)") },
    { key: "cyclic", opts: { n: N, strategy: "cyclic" }, c: newCase("meshwork cyclic") },
    { key: "functional", opts: { n: N, strategy: "functional" }, c: newCase("meshwork functional (eq. 4, e = 1.43)") },
    { key: "calibrated", opts: { n: N, strategy: "calibrated" }, c: newCase("meshwork calibrated (1% sample)") },
    { key: "observed", opts: { n: N, strategy: "observed" }, c: newCase("meshwork observed (1% sample)") },
    { key: "self-gss", opts: { n: N, strategy: "self", rule: "gss" }, c: newCase("meshwork self gss") },
    { key: "self-tss", opts: { n: N, strategy: "self", rule: "tss" }, c: newCase("meshwork self tss") },
    { key: "self-fac2", opts: { n: N, strategy: "self", rule: "fac2" }, c: newCase("meshwork self fac2") },
    { key: "steal", opts: { n: N, strategy: "steal" }, c: newCase("meshwork steal") },
    { key: "slow-static", opts: { n: N, strategy: "static", slow }, c: newCase(`hetero static (rank 1 x${factor} slower)`) },
    { key: "slow-functional", opts: { n: N, strategy: "functional", slow }, c: newCase(`hetero functional + speeds`) }
  ];
  const seq = newCase("sequential reference");
  const poolEqual = newCase(`piscina equal split (${P} tasks)`);
  const poolChunks = newCase(`central: piscina queue, ${chunks} chunks`);
  const bounds = (parts) => blockSplit(N, parts);
  async function runPool(c, parts, expected) {
    const cuts = bounds(parts);
    const t0 = performance.now();
    const rs = await Promise.all(cuts.slice(1).map((hi, p) => pool.run({ n: N, lo: cuts[p], hi })));
    c.ms.push(performance.now() - t0);
    const byThread = /* @__PURE__ */ new Map();
    for (const r of rs) {
      const t = byThread.get(r.thread) ?? { units: 0, start: r.cpuStartNs, end: r.cpuEndNs };
      byThread.set(r.thread, { units: t.units + r.units, start: Math.min(t.start, r.cpuStartNs), end: Math.max(t.end, r.cpuEndNs) });
    }
    const loads = [...byThread.values()].map((t) => ({ units: t.units, cpuNs: t.end - t.start }));
    while (loads.length < P) loads.push({ units: 0, cpuNs: 0 });
    c.leWork.push(leOf(loads.map((l) => l.units)));
    c.leBusy.push(leOf(loads.map((l) => l.cpuNs)));
    c.cpuMs.push(Math.max(...loads.map((l) => l.cpuNs)) / 1e6);
    c.correct.push(rs.reduce((s, r) => s + r.count, 0) === expected);
  }
  try {
    log(`warming up (N = ${N}) ...`);
    const reference = sieveSequential(N);
    for (const m of meshCases) await cluster.run(programUrl, { ...m.opts, n: Math.min(N, 2e5) });
    await runPool(newCase("warm"), chunks, reference.count);
    for (let r = 0; r < repeat; r++) {
      log(`repeat ${r + 1}/${repeat}`);
      const c0 = threadCpuNs();
      const t0 = performance.now();
      const s = sieveSequential(N);
      seq.ms.push(performance.now() - t0);
      seq.cpuMs.push((threadCpuNs() - c0) / 1e6);
      seq.correct.push(s.count === reference.count);
      for (const m of meshCases) {
        const t1 = performance.now();
        const run = await cluster.run(programUrl, m.opts);
        m.c.ms.push(performance.now() - t1);
        const f = loadFigures(run);
        m.c.leWork.push(f.leWork);
        m.c.leBusy.push(f.leBusy);
        m.c.cpuMs.push(Math.max(...run.metrics.totals.busyNs) / 1e6);
        m.c.correct.push(run.results[0]?.total === reference.count);
        const b = balancerSummary(run.results);
        if (b !== void 0) {
          m.c.decisionMs.push(b.decisionMs);
          m.c.decisionMsMin.push(b.decisionMsMin);
        }
        m.c.extra = {
          cuts: run.results[0]?.cuts,
          workUnits: f.workUnits,
          ...b === void 0 ? {} : { sweeps: b.sweeps },
          ...run.results[0]?.calibration === void 0 ? {} : { calibration: run.results[0]?.calibration }
        };
      }
      await runPool(poolEqual, P, reference.count);
      await runPool(poolChunks, chunks, reference.count);
    }
  } finally {
    await cluster.close();
    await pool.destroy();
  }
  log(`counting trial divisions of [2, ${paperN}] for the 32-part comparison ...`);
  const primes = lowPrimes(paperN);
  const costs = oddCosts(paperN, primes);
  const equal = (k) => new Array(k).fill(1);
  const s32 = equal(32);
  const block32 = blockSplit(paperN, 32);
  const cal32 = calibratedSplit(paperN, s32, {}, primes);
  const obs32 = observedSplit(paperN, s32, {}, primes);
  const paper32 = [
    { split: "block (linear distribution)", le: leOf(partUnits(costs, block32)), paper: "71.44% (32 nodes, MAXN = 32e6, T3D timings)" },
    { split: "cyclic (odd candidates in turn)", le: leOf(cyclicUnits(costs, 32)), paper: "-" },
    {
      split: "functional, eq. 4, e = 1.43",
      le: leOf(partUnits(costs, sieveSplit(paperN, s32))),
      paper: "99.07% (16 PEs, x_max = 2^28, T3D timings)"
    },
    { split: `calibrated, fitted e = ${cal32.exponent.toFixed(4)}`, le: leOf(partUnits(costs, cal32.cuts)), paper: "-" },
    { split: `observed (fit ${obs32.fit})`, le: leOf(partUnits(costs, obs32.cuts)), paper: "-" }
  ];
  const hetero = [...equal(7), 3, 3, 3, 3];
  const calH = calibratedSplit(paperN, hetero, {}, primes);
  const section4 = [
    { split: "block, speeds ignored", speedup: speedupOf(partUnits(costs, blockSplit(paperN, 11)), hetero) },
    { split: "functional e = 1.43 + speeds", speedup: speedupOf(partUnits(costs, sieveSplit(paperN, hetero)), hetero) },
    { split: `calibrated e = ${calH.exponent.toFixed(4)} + speeds`, speedup: speedupOf(partUnits(costs, calH.cuts), hetero) }
  ];
  const fn = meshCases.find((m) => m.key === "functional")?.c;
  const fnMs = median(fn.ms);
  const seqMs = median(seq.ms);
  const fnCpu = median(fn.cpuMs);
  const seqCpu = median(seq.cpuMs);
  const rows = [seq, ...meshCases.slice(0, 9).map((m) => m.c), poolEqual, poolChunks, ...meshCases.slice(9).map((m) => m.c)].map((c) => ({
    label: c.label,
    ms: stats(c.ms),
    speedup: seqMs / median(c.ms),
    overFunctional: median(c.ms) / fnMs,
    cpuMs: stats(c.cpuMs),
    cpuSpeedup: seqCpu / median(c.cpuMs),
    cpuOverFunctional: median(c.cpuMs) / fnCpu,
    leWork: c.leWork.length === 0 ? void 0 : median(c.leWork),
    leBusy: c.leBusy.length === 0 ? void 0 : stats(c.leBusy),
    correct: c.correct.every(Boolean),
    ...c.decisionMs.length === 0 ? {} : { decisionMs: stats(c.decisionMs), decisionMsMin: stats(c.decisionMsMin) },
    ...c.extra === void 0 ? {} : { extra: c.extra }
  }));
  const out = {
    n: N,
    ranks: P,
    repeat,
    cores: availableParallelism(),
    node: process.version,
    chunks,
    slowFactor: factor,
    rows,
    paper32: { n: paperN, rows: paper32 },
    section4: { n: paperN, speeds: hetero, ideal: 19, paper: 19, rows: section4 }
  };
  const typed = out;
  if (json) {
    process.stdout.write(`${JSON.stringify(typed, null, 2)}
`);
    return;
  }
  const f1 = (x) => x.toFixed(1);
  const pad = (s, w) => s.padEnd(w);
  const lines = [
    `Prime sieve bench: [2, ${N}] on chain:${P}, ${repeat} repeats (median, min-max), ${out.cores} cores, Node ${process.version}`,
    "wall = host wall time of the whole run; cpu = CPU ms of the busiest thread (the critical path with a core each, robust to other load)",
    `${pad("case", 40)}${pad("wall ms", 24)}${pad("speedup", 9)}${pad("/fn", 6)}${pad("cpu ms", 24)}${pad("speedup", 9)}${pad("/fn", 6)}${pad("LE work", 9)}${pad("LE CPU", 8)}ok`
  ];
  const range = (x) => `${f1(x.median)} (${f1(x.min)}-${f1(x.max)})`;
  for (const r of rows) {
    lines.push(
      `${pad(r.label, 40)}${pad(range(r.ms), 24)}${pad(`${r.speedup.toFixed(2)}x`, 9)}${pad(r.overFunctional.toFixed(2), 6)}${pad(range(r.cpuMs), 24)}${pad(`${r.cpuSpeedup.toFixed(2)}x`, 9)}${pad(r.cpuOverFunctional.toFixed(2), 6)}${pad(r.leWork === void 0 ? "-" : `${r.leWork.toFixed(2)}%`, 9)}${pad(r.leBusy === void 0 ? "-" : `${r.leBusy.median.toFixed(1)}%`, 8)}${r.correct ? "yes" : "NO"}`
    );
  }
  const dec = fn.decisionMs;
  const decMin = fn.decisionMsMin;
  lines.push(
    `functional split ${JSON.stringify(fn.extra?.cuts)}, Newton iterations ${String(fn.extra?.sweeps)}, decision median ${f1(stats(decMin).median * 1e3)} us fastest rank, ${f1(stats(dec).median * 1e3)} us slowest (allgather wait included)`,
    "",
    `Paper, section 3: LE of 32 parts of [2, ${paperN}] from trial divisions (no threads)`,
    ...paper32.map((r) => `  ${pad(r.split, 36)}${pad(`${r.le.toFixed(2)}%`, 10)}paper: ${r.paper}`),
    `  (calibration tested ${cal32.tested} numbers, ${(100 * cal32.tested / paperN).toFixed(2)}% of the range)`,
    "",
    `Paper, section 4: 7 nodes + 4 nodes 3x faster on [2, ${paperN}], speedup over one slow node (ideal N1 + N2*R = 19; paper 19.0)`,
    ...section4.map((r) => `  ${pad(r.split, 36)}${r.speedup.toFixed(2)}`),
    ""
  );
  process.stdout.write(lines.join("\n"));
  if (!rows.every((r) => r.correct)) process.exit(1);
}
main().catch((err) => {
  if (err instanceof MeshworkError) fail(`[${err.code}] ${err.message.split("\n")[0]}`);
  throw err;
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL2JlbmNoLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIjIS91c3IvYmluL2VudiBub2RlXG4vKipcbiAqIGBwbnBtIC0tZmlsdGVyIEBtZXNod29yay9leGFtcGxlLXNpZXZlIGJlbmNoIFstLSAtLW4gMWU3IC0tcmVwZWF0IDUgLS1wYXBlci1uIDMyZTYgLS1jaHVua3MgNjQgLS1qc29uXWBcbiAqXG4gKiBJbiBvbmUgcnVuLCBldmVyeSBmaWd1cmUgYSByYXRpbyBtZWFzdXJlZCBzaWRlIGJ5IHNpZGUgKHNwZWMvYmVuY2gubWQpOlxuICogMS4gdGhlIHNlcXVlbnRpYWwgcmVmZXJlbmNlOyBNZXNod29yayBvbiAyIHJlYWwgdGhyZWFkcyAoY2hhaW46Mikgd2l0aCBldmVyeSBzdHJhdGVneSAodGhlXG4gKiAgICBzcGxpdHMsIGFuZCB0aGUgdGFzayBzdHJhdGVnaWVzIHNlbGYgZ3NzL3Rzcy9mYWMyIGFuZCBzdGVhbCk7IHBpc2NpbmEgdXNlZCB0aGUgd2F5IGEgcG9vbFxuICogICAgdXNlciB3b3VsZCAoYW4gZXF1YWwgc3BsaXQgaW50byAyIHRhc2tzLCBhbmQgYGNlbnRyYWxgOiBtYW55IHNtYWxsIGNodW5rcyk7IHRoZVxuICogICAgc2FtZSBoZXRlcm9nZW5lb3VzIGNhc2UgKHJhbmsgMSBzbG93ZWQpIHdpdGggdGhlIGJsb2NrIHNwbGl0IGFuZCB3aXRoIGZ1bmN0aW9uYWwgKyBzcGVlZHMuXG4gKiAgICBNZWRpYW5zIG92ZXIgYHJlcGVhdGAgcnVucyB3aXRoIG1pbiBhbmQgbWF4OyBzcGVlZHVwIG92ZXIgdGhlIHNlcXVlbnRpYWwgcmVmZXJlbmNlOyBMRSBmcm9tXG4gKiAgICB3b3JrIHVuaXRzIGFuZCBmcm9tIHRocmVhZCBDUFUgdGltZTsgdGltZSByYXRpb3MgYWdhaW5zdCBNZXNod29yayBgZnVuY3Rpb25hbGAuXG4gKiAyLiBUaGUgcGFwZXIncyBjb21wYXJpc29ucyBjb21wdXRlZCBmcm9tIHdvcmsgdW5pdHMgKG5vIHRocmVhZHMpOiBMRSBvZiAzMiBwYXJ0cyBvZlxuICogICAgWzIsIHBhcGVyLW5dIGZvciB0aGUgYmxvY2sgc3BsaXQgYW5kIHRoZSBmdW5jdGlvbmFsIG9uZXMsIGJlc2lkZSA3MS40NCUgLT4gOTkuMDclOyB0aGVcbiAqICAgIHNlY3Rpb24gNCBleGFtcGxlICg3IG5vZGVzICsgNCBub2RlcyAzeCBmYXN0ZXIsIHNwZWVkdXAgMTkuMCkuXG4gKi9cbmltcG9ydCB7IGF2YWlsYWJsZVBhcmFsbGVsaXNtIH0gZnJvbSAnbm9kZTpvcyc7XG5pbXBvcnQgeyBwYXJzZUFyZ3MgfSBmcm9tICdub2RlOnV0aWwnO1xuaW1wb3J0IHsgZmFpbEZvciwgbWVkaWFuIH0gZnJvbSAnQG1lc2h3b3JrL2hhcm5lc3MnO1xuaW1wb3J0IHsgY3JlYXRlQ2x1c3RlciwgTWVzaHdvcmtFcnJvciwgdHlwZSBSdW5SZXN1bHQgfSBmcm9tICdAbWVzaHdvcmsvcnVudGltZSc7XG5pbXBvcnQgeyBQaXNjaW5hIH0gZnJvbSAncGlzY2luYSc7XG5pbXBvcnQgeyBibG9ja1NwbGl0LCBjYWxpYnJhdGVkU3BsaXQsIGN5Y2xpY1VuaXRzLCBsZU9mLCBvYnNlcnZlZFNwbGl0LCBvZGRDb3N0cywgcGFydFVuaXRzLCBzaWV2ZVNwbGl0LCBzcGVlZHVwT2YgfSBmcm9tICcuL2FuYWx5c2lzLmpzJztcbmltcG9ydCB7IHRocmVhZENwdU5zIH0gZnJvbSAnLi9jcHUuanMnO1xuaW1wb3J0IHR5cGUgeyBTaWV2ZUJlbmNoSnNvbiB9IGZyb20gJy4vcGFwZXIuanMnO1xuaW1wb3J0IHR5cGUgeyBQb29sUmVzdWx0LCBQb29sVGFzayB9IGZyb20gJy4vcG9vbC13b3JrZXIuanMnO1xuaW1wb3J0IHR5cGUgeyBTaWV2ZVByb2dyYW1PcHRpb25zLCBTaWV2ZVJhbmtSZXN1bHQgfSBmcm9tICcuL3Byb2dyYW0uanMnO1xuaW1wb3J0IHsgYmFsYW5jZXJTdW1tYXJ5LCBsb2FkRmlndXJlcyB9IGZyb20gJy4vcnVuLmpzJztcbmltcG9ydCB7IGxvd1ByaW1lcywgc2lldmVTZXF1ZW50aWFsIH0gZnJvbSAnLi9zZXF1ZW50aWFsLmpzJztcblxuY29uc3QgZmFpbDogKG1lc3NhZ2U6IHN0cmluZykgPT4gbmV2ZXIgPSBmYWlsRm9yKCdzaWV2ZSBiZW5jaCcpO1xuXG5mdW5jdGlvbiBpbnRlZ2VyKG5hbWU6IHN0cmluZywgdGV4dDogc3RyaW5nIHwgdW5kZWZpbmVkLCBmYWxsYmFjazogbnVtYmVyLCBtaW46IG51bWJlcik6IG51bWJlciB7XG4gIGlmICh0ZXh0ID09PSB1bmRlZmluZWQpIHJldHVybiBmYWxsYmFjaztcbiAgY29uc3QgdiA9IE51bWJlcih0ZXh0LnJlcGxhY2VBbGwoJ18nLCAnJykpO1xuICBpZiAodGV4dC50cmltKCkgPT09ICcnIHx8ICFOdW1iZXIuaXNJbnRlZ2VyKHYpIHx8IHYgPCBtaW4pIGZhaWwoYC0tJHtuYW1lfSBtdXN0IGJlIGFuIGludGVnZXIgPj0gJHttaW59LCBnb3QgJHtKU09OLnN0cmluZ2lmeSh0ZXh0KX1gKTtcbiAgcmV0dXJuIHY7XG59XG5cbmludGVyZmFjZSBDYXNlIHtcbiAgcmVhZG9ubHkgbGFiZWw6IHN0cmluZztcbiAgcmVhZG9ubHkgbXM6IG51bWJlcltdO1xuICByZWFkb25seSBsZVdvcms6IG51bWJlcltdO1xuICByZWFkb25seSBsZUJ1c3k6IG51bWJlcltdO1xuICByZWFkb25seSBjb3JyZWN0OiBib29sZWFuW107XG4gIC8qKiBDcml0aWNhbCBwYXRoIGluIENQVSB0aW1lOiB0aGUgYnVzaWVzdCB0aHJlYWQncyBDUFUgbXMgKGxvYWQtcm9idXN0IGNvbXBhbmlvbiBvZiBgbXNgKS4gKi9cbiAgcmVhZG9ubHkgY3B1TXM6IG51bWJlcltdO1xuICAvKiogQmFsYW5jZXIgZGVjaXNpb24gbXMgcGVyIHJ1bjogc2xvd2VzdCBhbmQgZmFzdGVzdCByYW5rLiAqL1xuICByZWFkb25seSBkZWNpc2lvbk1zOiBudW1iZXJbXTtcbiAgcmVhZG9ubHkgZGVjaXNpb25Nc01pbjogbnVtYmVyW107XG4gIGV4dHJhPzogUmVjb3JkPHN0cmluZywgdW5rbm93bj47XG59XG5cbmZ1bmN0aW9uIG5ld0Nhc2UobGFiZWw6IHN0cmluZyk6IENhc2Uge1xuICByZXR1cm4geyBsYWJlbCwgbXM6IFtdLCBjcHVNczogW10sIGxlV29yazogW10sIGxlQnVzeTogW10sIGNvcnJlY3Q6IFtdLCBkZWNpc2lvbk1zOiBbXSwgZGVjaXNpb25Nc01pbjogW10gfTtcbn1cblxuZnVuY3Rpb24gc3RhdHMoeHM6IHJlYWRvbmx5IG51bWJlcltdKTogeyBtZWRpYW46IG51bWJlcjsgbWluOiBudW1iZXI7IG1heDogbnVtYmVyIH0ge1xuICByZXR1cm4geHMubGVuZ3RoID09PSAwXG4gICAgPyB7IG1lZGlhbjogTnVtYmVyLk5hTiwgbWluOiBOdW1iZXIuTmFOLCBtYXg6IE51bWJlci5OYU4gfVxuICAgIDogeyBtZWRpYW46IG1lZGlhbih4cyksIG1pbjogTWF0aC5taW4oLi4ueHMpLCBtYXg6IE1hdGgubWF4KC4uLnhzKSB9O1xufVxuXG5hc3luYyBmdW5jdGlvbiBtYWluKCk6IFByb21pc2U8dm9pZD4ge1xuICBsZXQgdmFsdWVzOiBSZWNvcmQ8c3RyaW5nLCBzdHJpbmcgfCBib29sZWFuIHwgdW5kZWZpbmVkPjtcbiAgdHJ5IHtcbiAgICBjb25zdCBhcmd2ID0gcHJvY2Vzcy5hcmd2LnNsaWNlKDIpO1xuICAgIHZhbHVlcyA9IHBhcnNlQXJncyh7XG4gICAgICAvLyBgcG5wbSBiZW5jaCAtLSAtLW4gMWU2YCBwYXNzZXMgdGhlIGAtLWAgdGhyb3VnaDogZHJvcCBvbmUgbGVhZGluZyBgLS1gLlxuICAgICAgYXJnczogYXJndlswXSA9PT0gJy0tJyA/IGFyZ3Yuc2xpY2UoMSkgOiBhcmd2LFxuICAgICAgb3B0aW9uczoge1xuICAgICAgICBuOiB7IHR5cGU6ICdzdHJpbmcnIH0sXG4gICAgICAgIHJlcGVhdDogeyB0eXBlOiAnc3RyaW5nJyB9LFxuICAgICAgICAncGFwZXItbic6IHsgdHlwZTogJ3N0cmluZycgfSxcbiAgICAgICAgY2h1bmtzOiB7IHR5cGU6ICdzdHJpbmcnIH0sXG4gICAgICAgICdzbG93LWZhY3Rvcic6IHsgdHlwZTogJ3N0cmluZycgfSxcbiAgICAgICAganNvbjogeyB0eXBlOiAnYm9vbGVhbicsIGRlZmF1bHQ6IGZhbHNlIH0sXG4gICAgICAgIGhlbHA6IHsgdHlwZTogJ2Jvb2xlYW4nLCBkZWZhdWx0OiBmYWxzZSB9LFxuICAgICAgfSxcbiAgICB9KS52YWx1ZXM7XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIGZhaWwoKGVyciBhcyBFcnJvcikubWVzc2FnZS5zcGxpdCgnXFxuJylbMF0gYXMgc3RyaW5nKTtcbiAgfVxuICBpZiAodmFsdWVzLmhlbHAgPT09IHRydWUpIHtcbiAgICBwcm9jZXNzLnN0ZG91dC53cml0ZSgndXNhZ2U6IHNpZXZlIGJlbmNoIFstLW4gMWU3XSBbLS1yZXBlYXQgNV0gWy0tcGFwZXItbiAzMmU2XSBbLS1jaHVua3MgNjRdIFstLXNsb3ctZmFjdG9yIDJdIFstLWpzb25dXFxuJyk7XG4gICAgcmV0dXJuO1xuICB9XG4gIGNvbnN0IE4gPSBpbnRlZ2VyKCduJywgdmFsdWVzLm4gYXMgc3RyaW5nIHwgdW5kZWZpbmVkLCAxMF8wMDBfMDAwLCAxMDAwKTtcbiAgY29uc3QgcmVwZWF0ID0gaW50ZWdlcigncmVwZWF0JywgdmFsdWVzLnJlcGVhdCBhcyBzdHJpbmcgfCB1bmRlZmluZWQsIDUsIDEpO1xuICBjb25zdCBwYXBlck4gPSBpbnRlZ2VyKCdwYXBlci1uJywgdmFsdWVzWydwYXBlci1uJ10gYXMgc3RyaW5nIHwgdW5kZWZpbmVkLCAzMl8wMDBfMDAwLCAxMDAwKTtcbiAgY29uc3QgY2h1bmtzID0gaW50ZWdlcignY2h1bmtzJywgdmFsdWVzLmNodW5rcyBhcyBzdHJpbmcgfCB1bmRlZmluZWQsIDY0LCAyKTtcbiAgY29uc3QgZmFjdG9yID0gaW50ZWdlcignc2xvdy1mYWN0b3InLCB2YWx1ZXNbJ3Nsb3ctZmFjdG9yJ10gYXMgc3RyaW5nIHwgdW5kZWZpbmVkLCAyLCAyKTtcbiAgY29uc3QganNvbiA9IHZhbHVlcy5qc29uID09PSB0cnVlO1xuICBjb25zdCBQID0gMjtcbiAgY29uc3QgbG9nID0gKHM6IHN0cmluZykgPT4ge1xuICAgIGlmICghanNvbikgcHJvY2Vzcy5zdGRlcnIud3JpdGUoYCR7c31cXG5gKTtcbiAgfTtcblxuICAvLyAtLS0tIDEuIHJlYWwgdGhyZWFkcyAtLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS1cbiAgY29uc3QgcHJvZ3JhbVVybCA9IG5ldyBVUkwoJy4vcHJvZ3JhbS5qcycsIGltcG9ydC5tZXRhLnVybCk7XG4gIGNvbnN0IGNsdXN0ZXIgPSBjcmVhdGVDbHVzdGVyKHsgdG9wb2xvZ3k6IGBjaGFpbjoke1B9YCB9KTtcbiAgY29uc3QgcG9vbCA9IG5ldyBQaXNjaW5hPFBvb2xUYXNrLCBQb29sUmVzdWx0Pih7XG4gICAgZmlsZW5hbWU6IG5ldyBVUkwoJy4vcG9vbC13b3JrZXIuanMnLCBpbXBvcnQubWV0YS51cmwpLmhyZWYsXG4gICAgbWluVGhyZWFkczogUCxcbiAgICBtYXhUaHJlYWRzOiBQLFxuICAgIGlkbGVUaW1lb3V0OiBOdW1iZXIuUE9TSVRJVkVfSU5GSU5JVFksXG4gIH0pO1xuICBjb25zdCBzbG93ID0geyByYW5rczogWzFdLCBmYWN0b3IgfTtcbiAgY29uc3QgbWVzaENhc2VzOiB7IGtleTogc3RyaW5nOyBvcHRzOiBTaWV2ZVByb2dyYW1PcHRpb25zOyBjOiBDYXNlIH1bXSA9IFtcbiAgICB7IGtleTogJ3N0YXRpYycsIG9wdHM6IHsgbjogTiwgc3RyYXRlZ3k6ICdzdGF0aWMnIH0sIGM6IG5ld0Nhc2UoJ21lc2h3b3JrIHN0YXRpYyAoYmxvY2spJykgfSxcbiAgICB7IGtleTogJ2N5Y2xpYycsIG9wdHM6IHsgbjogTiwgc3RyYXRlZ3k6ICdjeWNsaWMnIH0sIGM6IG5ld0Nhc2UoJ21lc2h3b3JrIGN5Y2xpYycpIH0sXG4gICAgeyBrZXk6ICdmdW5jdGlvbmFsJywgb3B0czogeyBuOiBOLCBzdHJhdGVneTogJ2Z1bmN0aW9uYWwnIH0sIGM6IG5ld0Nhc2UoJ21lc2h3b3JrIGZ1bmN0aW9uYWwgKGVxLiA0LCBlID0gMS40MyknKSB9LFxuICAgIHsga2V5OiAnY2FsaWJyYXRlZCcsIG9wdHM6IHsgbjogTiwgc3RyYXRlZ3k6ICdjYWxpYnJhdGVkJyB9LCBjOiBuZXdDYXNlKCdtZXNod29yayBjYWxpYnJhdGVkICgxJSBzYW1wbGUpJykgfSxcbiAgICB7IGtleTogJ29ic2VydmVkJywgb3B0czogeyBuOiBOLCBzdHJhdGVneTogJ29ic2VydmVkJyB9LCBjOiBuZXdDYXNlKCdtZXNod29yayBvYnNlcnZlZCAoMSUgc2FtcGxlKScpIH0sXG4gICAgeyBrZXk6ICdzZWxmLWdzcycsIG9wdHM6IHsgbjogTiwgc3RyYXRlZ3k6ICdzZWxmJywgcnVsZTogJ2dzcycgfSwgYzogbmV3Q2FzZSgnbWVzaHdvcmsgc2VsZiBnc3MnKSB9LFxuICAgIHsga2V5OiAnc2VsZi10c3MnLCBvcHRzOiB7IG46IE4sIHN0cmF0ZWd5OiAnc2VsZicsIHJ1bGU6ICd0c3MnIH0sIGM6IG5ld0Nhc2UoJ21lc2h3b3JrIHNlbGYgdHNzJykgfSxcbiAgICB7IGtleTogJ3NlbGYtZmFjMicsIG9wdHM6IHsgbjogTiwgc3RyYXRlZ3k6ICdzZWxmJywgcnVsZTogJ2ZhYzInIH0sIGM6IG5ld0Nhc2UoJ21lc2h3b3JrIHNlbGYgZmFjMicpIH0sXG4gICAgeyBrZXk6ICdzdGVhbCcsIG9wdHM6IHsgbjogTiwgc3RyYXRlZ3k6ICdzdGVhbCcgfSwgYzogbmV3Q2FzZSgnbWVzaHdvcmsgc3RlYWwnKSB9LFxuICAgIHsga2V5OiAnc2xvdy1zdGF0aWMnLCBvcHRzOiB7IG46IE4sIHN0cmF0ZWd5OiAnc3RhdGljJywgc2xvdyB9LCBjOiBuZXdDYXNlKGBoZXRlcm8gc3RhdGljIChyYW5rIDEgeCR7ZmFjdG9yfSBzbG93ZXIpYCkgfSxcbiAgICB7IGtleTogJ3Nsb3ctZnVuY3Rpb25hbCcsIG9wdHM6IHsgbjogTiwgc3RyYXRlZ3k6ICdmdW5jdGlvbmFsJywgc2xvdyB9LCBjOiBuZXdDYXNlKGBoZXRlcm8gZnVuY3Rpb25hbCArIHNwZWVkc2ApIH0sXG4gIF07XG4gIGNvbnN0IHNlcSA9IG5ld0Nhc2UoJ3NlcXVlbnRpYWwgcmVmZXJlbmNlJyk7XG4gIGNvbnN0IHBvb2xFcXVhbCA9IG5ld0Nhc2UoYHBpc2NpbmEgZXF1YWwgc3BsaXQgKCR7UH0gdGFza3MpYCk7XG4gIGNvbnN0IHBvb2xDaHVua3MgPSBuZXdDYXNlKGBjZW50cmFsOiBwaXNjaW5hIHF1ZXVlLCAke2NodW5rc30gY2h1bmtzYCk7XG4gIGNvbnN0IGJvdW5kcyA9IChwYXJ0czogbnVtYmVyKSA9PiBibG9ja1NwbGl0KE4sIHBhcnRzKTtcblxuICBhc3luYyBmdW5jdGlvbiBydW5Qb29sKGM6IENhc2UsIHBhcnRzOiBudW1iZXIsIGV4cGVjdGVkOiBudW1iZXIpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBjb25zdCBjdXRzID0gYm91bmRzKHBhcnRzKTtcbiAgICBjb25zdCB0MCA9IHBlcmZvcm1hbmNlLm5vdygpO1xuICAgIGNvbnN0IHJzID0gYXdhaXQgUHJvbWlzZS5hbGwoY3V0cy5zbGljZSgxKS5tYXAoKGhpLCBwKSA9PiBwb29sLnJ1bih7IG46IE4sIGxvOiBjdXRzW3BdIGFzIG51bWJlciwgaGkgfSkpKTtcbiAgICBjLm1zLnB1c2gocGVyZm9ybWFuY2Uubm93KCkgLSB0MCk7XG4gICAgY29uc3QgYnlUaHJlYWQgPSBuZXcgTWFwPG51bWJlciwgeyB1bml0czogbnVtYmVyOyBzdGFydDogbnVtYmVyOyBlbmQ6IG51bWJlciB9PigpO1xuICAgIGZvciAoY29uc3QgciBvZiBycykge1xuICAgICAgY29uc3QgdCA9IGJ5VGhyZWFkLmdldChyLnRocmVhZCkgPz8geyB1bml0czogMCwgc3RhcnQ6IHIuY3B1U3RhcnROcywgZW5kOiByLmNwdUVuZE5zIH07XG4gICAgICBieVRocmVhZC5zZXQoci50aHJlYWQsIHsgdW5pdHM6IHQudW5pdHMgKyByLnVuaXRzLCBzdGFydDogTWF0aC5taW4odC5zdGFydCwgci5jcHVTdGFydE5zKSwgZW5kOiBNYXRoLm1heCh0LmVuZCwgci5jcHVFbmROcykgfSk7XG4gICAgfVxuICAgIGNvbnN0IGxvYWRzID0gWy4uLmJ5VGhyZWFkLnZhbHVlcygpXS5tYXAoKHQpID0+ICh7IHVuaXRzOiB0LnVuaXRzLCBjcHVOczogdC5lbmQgLSB0LnN0YXJ0IH0pKTtcbiAgICB3aGlsZSAobG9hZHMubGVuZ3RoIDwgUCkgbG9hZHMucHVzaCh7IHVuaXRzOiAwLCBjcHVOczogMCB9KTtcbiAgICBjLmxlV29yay5wdXNoKGxlT2YobG9hZHMubWFwKChsKSA9PiBsLnVuaXRzKSkpO1xuICAgIGMubGVCdXN5LnB1c2gobGVPZihsb2Fkcy5tYXAoKGwpID0+IGwuY3B1TnMpKSk7XG4gICAgYy5jcHVNcy5wdXNoKE1hdGgubWF4KC4uLmxvYWRzLm1hcCgobCkgPT4gbC5jcHVOcykpIC8gMWU2KTtcbiAgICBjLmNvcnJlY3QucHVzaChycy5yZWR1Y2UoKHMsIHIpID0+IHMgKyByLmNvdW50LCAwKSA9PT0gZXhwZWN0ZWQpO1xuICB9XG5cbiAgdHJ5IHtcbiAgICBsb2coYHdhcm1pbmcgdXAgKE4gPSAke059KSAuLi5gKTtcbiAgICBjb25zdCByZWZlcmVuY2UgPSBzaWV2ZVNlcXVlbnRpYWwoTik7XG4gICAgZm9yIChjb25zdCBtIG9mIG1lc2hDYXNlcykgYXdhaXQgY2x1c3Rlci5ydW4ocHJvZ3JhbVVybCwgeyAuLi5tLm9wdHMsIG46IE1hdGgubWluKE4sIDIwMF8wMDApIH0pO1xuICAgIGF3YWl0IHJ1blBvb2wobmV3Q2FzZSgnd2FybScpLCBjaHVua3MsIHJlZmVyZW5jZS5jb3VudCk7XG4gICAgZm9yIChsZXQgciA9IDA7IHIgPCByZXBlYXQ7IHIrKykge1xuICAgICAgbG9nKGByZXBlYXQgJHtyICsgMX0vJHtyZXBlYXR9YCk7XG4gICAgICBjb25zdCBjMCA9IHRocmVhZENwdU5zKCk7XG4gICAgICBjb25zdCB0MCA9IHBlcmZvcm1hbmNlLm5vdygpO1xuICAgICAgY29uc3QgcyA9IHNpZXZlU2VxdWVudGlhbChOKTtcbiAgICAgIHNlcS5tcy5wdXNoKHBlcmZvcm1hbmNlLm5vdygpIC0gdDApO1xuICAgICAgc2VxLmNwdU1zLnB1c2goKHRocmVhZENwdU5zKCkgLSBjMCkgLyAxZTYpO1xuICAgICAgc2VxLmNvcnJlY3QucHVzaChzLmNvdW50ID09PSByZWZlcmVuY2UuY291bnQpO1xuICAgICAgZm9yIChjb25zdCBtIG9mIG1lc2hDYXNlcykge1xuICAgICAgICBjb25zdCB0MSA9IHBlcmZvcm1hbmNlLm5vdygpO1xuICAgICAgICBjb25zdCBydW46IFJ1blJlc3VsdDxTaWV2ZVJhbmtSZXN1bHQ+ID0gYXdhaXQgY2x1c3Rlci5ydW48U2lldmVSYW5rUmVzdWx0Pihwcm9ncmFtVXJsLCBtLm9wdHMpO1xuICAgICAgICBtLmMubXMucHVzaChwZXJmb3JtYW5jZS5ub3coKSAtIHQxKTtcbiAgICAgICAgY29uc3QgZiA9IGxvYWRGaWd1cmVzKHJ1bik7XG4gICAgICAgIG0uYy5sZVdvcmsucHVzaChmLmxlV29yayk7XG4gICAgICAgIG0uYy5sZUJ1c3kucHVzaChmLmxlQnVzeSk7XG4gICAgICAgIG0uYy5jcHVNcy5wdXNoKE1hdGgubWF4KC4uLnJ1bi5tZXRyaWNzLnRvdGFscy5idXN5TnMpIC8gMWU2KTtcbiAgICAgICAgbS5jLmNvcnJlY3QucHVzaChydW4ucmVzdWx0c1swXT8udG90YWwgPT09IHJlZmVyZW5jZS5jb3VudCk7XG4gICAgICAgIGNvbnN0IGIgPSBiYWxhbmNlclN1bW1hcnkocnVuLnJlc3VsdHMpO1xuICAgICAgICBpZiAoYiAhPT0gdW5kZWZpbmVkKSB7XG4gICAgICAgICAgbS5jLmRlY2lzaW9uTXMucHVzaChiLmRlY2lzaW9uTXMpO1xuICAgICAgICAgIG0uYy5kZWNpc2lvbk1zTWluLnB1c2goYi5kZWNpc2lvbk1zTWluKTtcbiAgICAgICAgfVxuICAgICAgICBtLmMuZXh0cmEgPSB7XG4gICAgICAgICAgY3V0czogcnVuLnJlc3VsdHNbMF0/LmN1dHMsXG4gICAgICAgICAgd29ya1VuaXRzOiBmLndvcmtVbml0cyxcbiAgICAgICAgICAuLi4oYiA9PT0gdW5kZWZpbmVkID8ge30gOiB7IHN3ZWVwczogYi5zd2VlcHMgfSksXG4gICAgICAgICAgLi4uKHJ1bi5yZXN1bHRzWzBdPy5jYWxpYnJhdGlvbiA9PT0gdW5kZWZpbmVkID8ge30gOiB7IGNhbGlicmF0aW9uOiBydW4ucmVzdWx0c1swXT8uY2FsaWJyYXRpb24gfSksXG4gICAgICAgIH07XG4gICAgICB9XG4gICAgICBhd2FpdCBydW5Qb29sKHBvb2xFcXVhbCwgUCwgcmVmZXJlbmNlLmNvdW50KTtcbiAgICAgIGF3YWl0IHJ1blBvb2wocG9vbENodW5rcywgY2h1bmtzLCByZWZlcmVuY2UuY291bnQpO1xuICAgIH1cbiAgfSBmaW5hbGx5IHtcbiAgICBhd2FpdCBjbHVzdGVyLmNsb3NlKCk7XG4gICAgYXdhaXQgcG9vbC5kZXN0cm95KCk7XG4gIH1cblxuICAvLyAtLS0tIDIuIHRoZSBwYXBlcidzIGZpZ3VyZXMgZnJvbSB3b3JrIHVuaXRzIC0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLVxuICBsb2coYGNvdW50aW5nIHRyaWFsIGRpdmlzaW9ucyBvZiBbMiwgJHtwYXBlck59XSBmb3IgdGhlIDMyLXBhcnQgY29tcGFyaXNvbiAuLi5gKTtcbiAgY29uc3QgcHJpbWVzID0gbG93UHJpbWVzKHBhcGVyTik7XG4gIGNvbnN0IGNvc3RzID0gb2RkQ29zdHMocGFwZXJOLCBwcmltZXMpO1xuICBjb25zdCBlcXVhbCA9IChrOiBudW1iZXIpID0+IG5ldyBBcnJheTxudW1iZXI+KGspLmZpbGwoMSk7XG4gIGNvbnN0IHMzMiA9IGVxdWFsKDMyKTtcbiAgY29uc3QgYmxvY2szMiA9IGJsb2NrU3BsaXQocGFwZXJOLCAzMik7XG4gIGNvbnN0IGNhbDMyID0gY2FsaWJyYXRlZFNwbGl0KHBhcGVyTiwgczMyLCB7fSwgcHJpbWVzKTtcbiAgY29uc3Qgb2JzMzIgPSBvYnNlcnZlZFNwbGl0KHBhcGVyTiwgczMyLCB7fSwgcHJpbWVzKTtcbiAgY29uc3QgcGFwZXIzMiA9IFtcbiAgICB7IHNwbGl0OiAnYmxvY2sgKGxpbmVhciBkaXN0cmlidXRpb24pJywgbGU6IGxlT2YocGFydFVuaXRzKGNvc3RzLCBibG9jazMyKSksIHBhcGVyOiAnNzEuNDQlICgzMiBub2RlcywgTUFYTiA9IDMyZTYsIFQzRCB0aW1pbmdzKScgfSxcbiAgICB7IHNwbGl0OiAnY3ljbGljIChvZGQgY2FuZGlkYXRlcyBpbiB0dXJuKScsIGxlOiBsZU9mKGN5Y2xpY1VuaXRzKGNvc3RzLCAzMikpLCBwYXBlcjogJy0nIH0sXG4gICAge1xuICAgICAgc3BsaXQ6ICdmdW5jdGlvbmFsLCBlcS4gNCwgZSA9IDEuNDMnLFxuICAgICAgbGU6IGxlT2YocGFydFVuaXRzKGNvc3RzLCBzaWV2ZVNwbGl0KHBhcGVyTiwgczMyKSkpLFxuICAgICAgcGFwZXI6ICc5OS4wNyUgKDE2IFBFcywgeF9tYXggPSAyXjI4LCBUM0QgdGltaW5ncyknLFxuICAgIH0sXG4gICAgeyBzcGxpdDogYGNhbGlicmF0ZWQsIGZpdHRlZCBlID0gJHtjYWwzMi5leHBvbmVudC50b0ZpeGVkKDQpfWAsIGxlOiBsZU9mKHBhcnRVbml0cyhjb3N0cywgY2FsMzIuY3V0cykpLCBwYXBlcjogJy0nIH0sXG4gICAgeyBzcGxpdDogYG9ic2VydmVkIChmaXQgJHtvYnMzMi5maXR9KWAsIGxlOiBsZU9mKHBhcnRVbml0cyhjb3N0cywgb2JzMzIuY3V0cykpLCBwYXBlcjogJy0nIH0sXG4gIF07XG4gIC8vIFNlY3Rpb24gNDogNyB0eXBlLTEgbm9kZXMsIHRoZW4gNCB0eXBlLTIgbm9kZXMgM3ggZmFzdGVyLlxuICBjb25zdCBoZXRlcm8gPSBbLi4uZXF1YWwoNyksIDMsIDMsIDMsIDNdO1xuICBjb25zdCBjYWxIID0gY2FsaWJyYXRlZFNwbGl0KHBhcGVyTiwgaGV0ZXJvLCB7fSwgcHJpbWVzKTtcbiAgY29uc3Qgc2VjdGlvbjQgPSBbXG4gICAgeyBzcGxpdDogJ2Jsb2NrLCBzcGVlZHMgaWdub3JlZCcsIHNwZWVkdXA6IHNwZWVkdXBPZihwYXJ0VW5pdHMoY29zdHMsIGJsb2NrU3BsaXQocGFwZXJOLCAxMSkpLCBoZXRlcm8pIH0sXG4gICAgeyBzcGxpdDogJ2Z1bmN0aW9uYWwgZSA9IDEuNDMgKyBzcGVlZHMnLCBzcGVlZHVwOiBzcGVlZHVwT2YocGFydFVuaXRzKGNvc3RzLCBzaWV2ZVNwbGl0KHBhcGVyTiwgaGV0ZXJvKSksIGhldGVybykgfSxcbiAgICB7IHNwbGl0OiBgY2FsaWJyYXRlZCBlID0gJHtjYWxILmV4cG9uZW50LnRvRml4ZWQoNCl9ICsgc3BlZWRzYCwgc3BlZWR1cDogc3BlZWR1cE9mKHBhcnRVbml0cyhjb3N0cywgY2FsSC5jdXRzKSwgaGV0ZXJvKSB9LFxuICBdO1xuXG4gIC8vIC0tLS0gcmVwb3J0IC0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLVxuICBjb25zdCBmbiA9IG1lc2hDYXNlcy5maW5kKChtKSA9PiBtLmtleSA9PT0gJ2Z1bmN0aW9uYWwnKT8uYyBhcyBDYXNlO1xuICBjb25zdCBmbk1zID0gbWVkaWFuKGZuLm1zKTtcbiAgY29uc3Qgc2VxTXMgPSBtZWRpYW4oc2VxLm1zKTtcbiAgY29uc3QgZm5DcHUgPSBtZWRpYW4oZm4uY3B1TXMpO1xuICBjb25zdCBzZXFDcHUgPSBtZWRpYW4oc2VxLmNwdU1zKTtcbiAgY29uc3Qgcm93cyA9IFtzZXEsIC4uLm1lc2hDYXNlcy5zbGljZSgwLCA5KS5tYXAoKG0pID0+IG0uYyksIHBvb2xFcXVhbCwgcG9vbENodW5rcywgLi4ubWVzaENhc2VzLnNsaWNlKDkpLm1hcCgobSkgPT4gbS5jKV0ubWFwKChjKSA9PiAoe1xuICAgIGxhYmVsOiBjLmxhYmVsLFxuICAgIG1zOiBzdGF0cyhjLm1zKSxcbiAgICBzcGVlZHVwOiBzZXFNcyAvIG1lZGlhbihjLm1zKSxcbiAgICBvdmVyRnVuY3Rpb25hbDogbWVkaWFuKGMubXMpIC8gZm5NcyxcbiAgICBjcHVNczogc3RhdHMoYy5jcHVNcyksXG4gICAgY3B1U3BlZWR1cDogc2VxQ3B1IC8gbWVkaWFuKGMuY3B1TXMpLFxuICAgIGNwdU92ZXJGdW5jdGlvbmFsOiBtZWRpYW4oYy5jcHVNcykgLyBmbkNwdSxcbiAgICBsZVdvcms6IGMubGVXb3JrLmxlbmd0aCA9PT0gMCA/IHVuZGVmaW5lZCA6IG1lZGlhbihjLmxlV29yayksXG4gICAgbGVCdXN5OiBjLmxlQnVzeS5sZW5ndGggPT09IDAgPyB1bmRlZmluZWQgOiBzdGF0cyhjLmxlQnVzeSksXG4gICAgY29ycmVjdDogYy5jb3JyZWN0LmV2ZXJ5KEJvb2xlYW4pLFxuICAgIC4uLihjLmRlY2lzaW9uTXMubGVuZ3RoID09PSAwID8ge30gOiB7IGRlY2lzaW9uTXM6IHN0YXRzKGMuZGVjaXNpb25NcyksIGRlY2lzaW9uTXNNaW46IHN0YXRzKGMuZGVjaXNpb25Nc01pbikgfSksXG4gICAgLi4uKGMuZXh0cmEgPT09IHVuZGVmaW5lZCA/IHt9IDogeyBleHRyYTogYy5leHRyYSB9KSxcbiAgfSkpO1xuICBjb25zdCBvdXQgPSB7XG4gICAgbjogTixcbiAgICByYW5rczogUCxcbiAgICByZXBlYXQsXG4gICAgY29yZXM6IGF2YWlsYWJsZVBhcmFsbGVsaXNtKCksXG4gICAgbm9kZTogcHJvY2Vzcy52ZXJzaW9uLFxuICAgIGNodW5rcyxcbiAgICBzbG93RmFjdG9yOiBmYWN0b3IsXG4gICAgcm93cyxcbiAgICBwYXBlcjMyOiB7IG46IHBhcGVyTiwgcm93czogcGFwZXIzMiB9LFxuICAgIHNlY3Rpb240OiB7IG46IHBhcGVyTiwgc3BlZWRzOiBoZXRlcm8sIGlkZWFsOiAxOSwgcGFwZXI6IDE5LjAsIHJvd3M6IHNlY3Rpb240IH0sXG4gIH07XG4gIC8vIHRoZSBwYXBlciByb3dzIHJlYWQgdGhpcyByZXBvcnQ6IHRoZSBjb21waWxlciBob2xkcyBpdCB0byB3aGF0IHRoZXkgcmVhZFxuICBjb25zdCB0eXBlZDogU2lldmVCZW5jaEpzb24gPSBvdXQ7XG4gIGlmIChqc29uKSB7XG4gICAgcHJvY2Vzcy5zdGRvdXQud3JpdGUoYCR7SlNPTi5zdHJpbmdpZnkodHlwZWQsIG51bGwsIDIpfVxcbmApO1xuICAgIHJldHVybjtcbiAgfVxuICBjb25zdCBmMSA9ICh4OiBudW1iZXIpID0+IHgudG9GaXhlZCgxKTtcbiAgY29uc3QgcGFkID0gKHM6IHN0cmluZywgdzogbnVtYmVyKSA9PiBzLnBhZEVuZCh3KTtcbiAgY29uc3QgbGluZXMgPSBbXG4gICAgYFByaW1lIHNpZXZlIGJlbmNoOiBbMiwgJHtOfV0gb24gY2hhaW46JHtQfSwgJHtyZXBlYXR9IHJlcGVhdHMgKG1lZGlhbiwgbWluLW1heCksICR7b3V0LmNvcmVzfSBjb3JlcywgTm9kZSAke3Byb2Nlc3MudmVyc2lvbn1gLFxuICAgICd3YWxsID0gaG9zdCB3YWxsIHRpbWUgb2YgdGhlIHdob2xlIHJ1bjsgY3B1ID0gQ1BVIG1zIG9mIHRoZSBidXNpZXN0IHRocmVhZCAodGhlIGNyaXRpY2FsIHBhdGggd2l0aCBhIGNvcmUgZWFjaCwgcm9idXN0IHRvIG90aGVyIGxvYWQpJyxcbiAgICBgJHtwYWQoJ2Nhc2UnLCA0MCl9JHtwYWQoJ3dhbGwgbXMnLCAyNCl9JHtwYWQoJ3NwZWVkdXAnLCA5KX0ke3BhZCgnL2ZuJywgNil9JHtwYWQoJ2NwdSBtcycsIDI0KX0ke3BhZCgnc3BlZWR1cCcsIDkpfSR7cGFkKCcvZm4nLCA2KX0ke3BhZCgnTEUgd29yaycsIDkpfSR7cGFkKCdMRSBDUFUnLCA4KX1va2AsXG4gIF07XG4gIGNvbnN0IHJhbmdlID0gKHg6IHsgbWVkaWFuOiBudW1iZXI7IG1pbjogbnVtYmVyOyBtYXg6IG51bWJlciB9KSA9PiBgJHtmMSh4Lm1lZGlhbil9ICgke2YxKHgubWluKX0tJHtmMSh4Lm1heCl9KWA7XG4gIGZvciAoY29uc3QgciBvZiByb3dzKSB7XG4gICAgbGluZXMucHVzaChcbiAgICAgIGAke3BhZChyLmxhYmVsLCA0MCl9JHtwYWQocmFuZ2Uoci5tcyksIDI0KX0ke3BhZChgJHtyLnNwZWVkdXAudG9GaXhlZCgyKX14YCwgOSl9JHtwYWQoci5vdmVyRnVuY3Rpb25hbC50b0ZpeGVkKDIpLCA2KX1gICtcbiAgICAgICAgYCR7cGFkKHJhbmdlKHIuY3B1TXMpLCAyNCl9JHtwYWQoYCR7ci5jcHVTcGVlZHVwLnRvRml4ZWQoMil9eGAsIDkpfSR7cGFkKHIuY3B1T3ZlckZ1bmN0aW9uYWwudG9GaXhlZCgyKSwgNil9YCArXG4gICAgICAgIGAke3BhZChyLmxlV29yayA9PT0gdW5kZWZpbmVkID8gJy0nIDogYCR7ci5sZVdvcmsudG9GaXhlZCgyKX0lYCwgOSl9JHtwYWQoci5sZUJ1c3kgPT09IHVuZGVmaW5lZCA/ICctJyA6IGAke3IubGVCdXN5Lm1lZGlhbi50b0ZpeGVkKDEpfSVgLCA4KX0ke3IuY29ycmVjdCA/ICd5ZXMnIDogJ05PJ31gLFxuICAgICk7XG4gIH1cbiAgY29uc3QgZGVjID0gZm4uZGVjaXNpb25NcztcbiAgY29uc3QgZGVjTWluID0gZm4uZGVjaXNpb25Nc01pbjtcbiAgbGluZXMucHVzaChcbiAgICBgZnVuY3Rpb25hbCBzcGxpdCAke0pTT04uc3RyaW5naWZ5KGZuLmV4dHJhPy5jdXRzKX0sIE5ld3RvbiBpdGVyYXRpb25zICR7U3RyaW5nKGZuLmV4dHJhPy5zd2VlcHMpfSwgYCArXG4gICAgICBgZGVjaXNpb24gbWVkaWFuICR7ZjEoc3RhdHMoZGVjTWluKS5tZWRpYW4gKiAxMDAwKX0gdXMgZmFzdGVzdCByYW5rLCAke2YxKHN0YXRzKGRlYykubWVkaWFuICogMTAwMCl9IHVzIHNsb3dlc3QgKGFsbGdhdGhlciB3YWl0IGluY2x1ZGVkKWAsXG4gICAgJycsXG4gICAgYFBhcGVyLCBzZWN0aW9uIDM6IExFIG9mIDMyIHBhcnRzIG9mIFsyLCAke3BhcGVyTn1dIGZyb20gdHJpYWwgZGl2aXNpb25zIChubyB0aHJlYWRzKWAsXG4gICAgLi4ucGFwZXIzMi5tYXAoKHIpID0+IGAgICR7cGFkKHIuc3BsaXQsIDM2KX0ke3BhZChgJHtyLmxlLnRvRml4ZWQoMil9JWAsIDEwKX1wYXBlcjogJHtyLnBhcGVyfWApLFxuICAgIGAgIChjYWxpYnJhdGlvbiB0ZXN0ZWQgJHtjYWwzMi50ZXN0ZWR9IG51bWJlcnMsICR7KCgxMDAgKiBjYWwzMi50ZXN0ZWQpIC8gcGFwZXJOKS50b0ZpeGVkKDIpfSUgb2YgdGhlIHJhbmdlKWAsXG4gICAgJycsXG4gICAgYFBhcGVyLCBzZWN0aW9uIDQ6IDcgbm9kZXMgKyA0IG5vZGVzIDN4IGZhc3RlciBvbiBbMiwgJHtwYXBlck59XSwgc3BlZWR1cCBvdmVyIG9uZSBzbG93IG5vZGUgKGlkZWFsIE4xICsgTjIqUiA9IDE5OyBwYXBlciAxOS4wKWAsXG4gICAgLi4uc2VjdGlvbjQubWFwKChyKSA9PiBgICAke3BhZChyLnNwbGl0LCAzNil9JHtyLnNwZWVkdXAudG9GaXhlZCgyKX1gKSxcbiAgICAnJyxcbiAgKTtcbiAgcHJvY2Vzcy5zdGRvdXQud3JpdGUobGluZXMuam9pbignXFxuJykpO1xuICBpZiAoIXJvd3MuZXZlcnkoKHIpID0+IHIuY29ycmVjdCkpIHByb2Nlc3MuZXhpdCgxKTtcbn1cblxubWFpbigpLmNhdGNoKChlcnI6IHVua25vd24pID0+IHtcbiAgaWYgKGVyciBpbnN0YW5jZW9mIE1lc2h3b3JrRXJyb3IpIGZhaWwoYFske2Vyci5jb2RlfV0gJHtlcnIubWVzc2FnZS5zcGxpdCgnXFxuJylbMF19YCk7XG4gIHRocm93IGVycjtcbn0pO1xuIl0sCiAgIm1hcHBpbmdzIjogIjtBQWVBLFNBQVMsNEJBQTRCO0FBQ3JDLFNBQVMsaUJBQWlCO0FBQzFCLFNBQVMsU0FBUyxjQUFjO0FBQ2hDLFNBQVMsZUFBZSxxQkFBcUM7QUFDN0QsU0FBUyxlQUFlO0FBQ3hCLFNBQVMsWUFBWSxpQkFBaUIsYUFBYSxNQUFNLGVBQWUsVUFBVSxXQUFXLFlBQVksaUJBQWlCO0FBQzFILFNBQVMsbUJBQW1CO0FBSTVCLFNBQVMsaUJBQWlCLG1CQUFtQjtBQUM3QyxTQUFTLFdBQVcsdUJBQXVCO0FBRTNDLE1BQU0sT0FBbUMsUUFBUSxhQUFhO0FBRTlELFNBQVMsUUFBUSxNQUFjLE1BQTBCLFVBQWtCLEtBQXFCO0FBQzlGLE1BQUksU0FBUyxPQUFXLFFBQU87QUFDL0IsUUFBTSxJQUFJLE9BQU8sS0FBSyxXQUFXLEtBQUssRUFBRSxDQUFDO0FBQ3pDLE1BQUksS0FBSyxLQUFLLE1BQU0sTUFBTSxDQUFDLE9BQU8sVUFBVSxDQUFDLEtBQUssSUFBSSxJQUFLLE1BQUssS0FBSyxJQUFJLDBCQUEwQixHQUFHLFNBQVMsS0FBSyxVQUFVLElBQUksQ0FBQyxFQUFFO0FBQ3JJLFNBQU87QUFDVDtBQWdCQSxTQUFTLFFBQVEsT0FBcUI7QUFDcEMsU0FBTyxFQUFFLE9BQU8sSUFBSSxDQUFDLEdBQUcsT0FBTyxDQUFDLEdBQUcsUUFBUSxDQUFDLEdBQUcsUUFBUSxDQUFDLEdBQUcsU0FBUyxDQUFDLEdBQUcsWUFBWSxDQUFDLEdBQUcsZUFBZSxDQUFDLEVBQUU7QUFDNUc7QUFFQSxTQUFTLE1BQU0sSUFBcUU7QUFDbEYsU0FBTyxHQUFHLFdBQVcsSUFDakIsRUFBRSxRQUFRLE9BQU8sS0FBSyxLQUFLLE9BQU8sS0FBSyxLQUFLLE9BQU8sSUFBSSxJQUN2RCxFQUFFLFFBQVEsT0FBTyxFQUFFLEdBQUcsS0FBSyxLQUFLLElBQUksR0FBRyxFQUFFLEdBQUcsS0FBSyxLQUFLLElBQUksR0FBRyxFQUFFLEVBQUU7QUFDdkU7QUFFQSxlQUFlLE9BQXNCO0FBQ25DLE1BQUk7QUFDSixNQUFJO0FBQ0YsVUFBTSxPQUFPLFFBQVEsS0FBSyxNQUFNLENBQUM7QUFDakMsYUFBUyxVQUFVO0FBQUE7QUFBQSxNQUVqQixNQUFNLEtBQUssQ0FBQyxNQUFNLE9BQU8sS0FBSyxNQUFNLENBQUMsSUFBSTtBQUFBLE1BQ3pDLFNBQVM7QUFBQSxRQUNQLEdBQUcsRUFBRSxNQUFNLFNBQVM7QUFBQSxRQUNwQixRQUFRLEVBQUUsTUFBTSxTQUFTO0FBQUEsUUFDekIsV0FBVyxFQUFFLE1BQU0sU0FBUztBQUFBLFFBQzVCLFFBQVEsRUFBRSxNQUFNLFNBQVM7QUFBQSxRQUN6QixlQUFlLEVBQUUsTUFBTSxTQUFTO0FBQUEsUUFDaEMsTUFBTSxFQUFFLE1BQU0sV0FBVyxTQUFTLE1BQU07QUFBQSxRQUN4QyxNQUFNLEVBQUUsTUFBTSxXQUFXLFNBQVMsTUFBTTtBQUFBLE1BQzFDO0FBQUEsSUFDRixDQUFDLEVBQUU7QUFBQSxFQUNMLFNBQVMsS0FBSztBQUNaLFNBQU0sSUFBYyxRQUFRLE1BQU0sSUFBSSxFQUFFLENBQUMsQ0FBVztBQUFBLEVBQ3REO0FBQ0EsTUFBSSxPQUFPLFNBQVMsTUFBTTtBQUN4QixZQUFRLE9BQU8sTUFBTSx1R0FBdUc7QUFDNUg7QUFBQSxFQUNGO0FBQ0EsUUFBTSxJQUFJLFFBQVEsS0FBSyxPQUFPLEdBQXlCLEtBQVksR0FBSTtBQUN2RSxRQUFNLFNBQVMsUUFBUSxVQUFVLE9BQU8sUUFBOEIsR0FBRyxDQUFDO0FBQzFFLFFBQU0sU0FBUyxRQUFRLFdBQVcsT0FBTyxTQUFTLEdBQXlCLE1BQVksR0FBSTtBQUMzRixRQUFNLFNBQVMsUUFBUSxVQUFVLE9BQU8sUUFBOEIsSUFBSSxDQUFDO0FBQzNFLFFBQU0sU0FBUyxRQUFRLGVBQWUsT0FBTyxhQUFhLEdBQXlCLEdBQUcsQ0FBQztBQUN2RixRQUFNLE9BQU8sT0FBTyxTQUFTO0FBQzdCLFFBQU0sSUFBSTtBQUNWLFFBQU0sTUFBTSxDQUFDLE1BQWM7QUFDekIsUUFBSSxDQUFDLEtBQU0sU0FBUSxPQUFPLE1BQU0sR0FBRyxDQUFDO0FBQUEsQ0FBSTtBQUFBLEVBQzFDO0FBR0EsUUFBTSxhQUFhLElBQUksSUFBSSxnQkFBZ0IsWUFBWSxHQUFHO0FBQzFELFFBQU0sVUFBVSxjQUFjLEVBQUUsVUFBVSxTQUFTLENBQUMsR0FBRyxDQUFDO0FBQ3hELFFBQU0sT0FBTyxJQUFJLFFBQThCO0FBQUEsSUFDN0MsVUFBVSxJQUFJLElBQUksb0JBQW9CLFlBQVksR0FBRyxFQUFFO0FBQUEsSUFDdkQsWUFBWTtBQUFBLElBQ1osWUFBWTtBQUFBLElBQ1osYUFBYSxPQUFPO0FBQUEsRUFDdEIsQ0FBQztBQUNELFFBQU0sT0FBTyxFQUFFLE9BQU8sQ0FBQyxDQUFDLEdBQUcsT0FBTztBQUNsQyxRQUFNLFlBQW1FO0FBQUEsSUFDdkUsRUFBRSxLQUFLLFVBQVUsTUFBTSxFQUFFLEdBQUcsR0FBRyxVQUFVLFNBQVMsR0FBRyxHQUFHLFFBQVEseUJBQXlCLEVBQUU7QUFBQSxJQUMzRixFQUFFLEtBQUssVUFBVSxNQUFNLEVBQUUsR0FBRyxHQUFHLFVBQVUsU0FBUyxHQUFHLEdBQUcsUUFBUSxpQkFBaUIsRUFBRTtBQUFBLElBQ25GLEVBQUUsS0FBSyxjQUFjLE1BQU0sRUFBRSxHQUFHLEdBQUcsVUFBVSxhQUFhLEdBQUcsR0FBRyxRQUFRLHVDQUF1QyxFQUFFO0FBQUEsSUFDakgsRUFBRSxLQUFLLGNBQWMsTUFBTSxFQUFFLEdBQUcsR0FBRyxVQUFVLGFBQWEsR0FBRyxHQUFHLFFBQVEsaUNBQWlDLEVBQUU7QUFBQSxJQUMzRyxFQUFFLEtBQUssWUFBWSxNQUFNLEVBQUUsR0FBRyxHQUFHLFVBQVUsV0FBVyxHQUFHLEdBQUcsUUFBUSwrQkFBK0IsRUFBRTtBQUFBLElBQ3JHLEVBQUUsS0FBSyxZQUFZLE1BQU0sRUFBRSxHQUFHLEdBQUcsVUFBVSxRQUFRLE1BQU0sTUFBTSxHQUFHLEdBQUcsUUFBUSxtQkFBbUIsRUFBRTtBQUFBLElBQ2xHLEVBQUUsS0FBSyxZQUFZLE1BQU0sRUFBRSxHQUFHLEdBQUcsVUFBVSxRQUFRLE1BQU0sTUFBTSxHQUFHLEdBQUcsUUFBUSxtQkFBbUIsRUFBRTtBQUFBLElBQ2xHLEVBQUUsS0FBSyxhQUFhLE1BQU0sRUFBRSxHQUFHLEdBQUcsVUFBVSxRQUFRLE1BQU0sT0FBTyxHQUFHLEdBQUcsUUFBUSxvQkFBb0IsRUFBRTtBQUFBLElBQ3JHLEVBQUUsS0FBSyxTQUFTLE1BQU0sRUFBRSxHQUFHLEdBQUcsVUFBVSxRQUFRLEdBQUcsR0FBRyxRQUFRLGdCQUFnQixFQUFFO0FBQUEsSUFDaEYsRUFBRSxLQUFLLGVBQWUsTUFBTSxFQUFFLEdBQUcsR0FBRyxVQUFVLFVBQVUsS0FBSyxHQUFHLEdBQUcsUUFBUSwwQkFBMEIsTUFBTSxVQUFVLEVBQUU7QUFBQSxJQUN2SCxFQUFFLEtBQUssbUJBQW1CLE1BQU0sRUFBRSxHQUFHLEdBQUcsVUFBVSxjQUFjLEtBQUssR0FBRyxHQUFHLFFBQVEsNEJBQTRCLEVBQUU7QUFBQSxFQUNuSDtBQUNBLFFBQU0sTUFBTSxRQUFRLHNCQUFzQjtBQUMxQyxRQUFNLFlBQVksUUFBUSx3QkFBd0IsQ0FBQyxTQUFTO0FBQzVELFFBQU0sYUFBYSxRQUFRLDJCQUEyQixNQUFNLFNBQVM7QUFDckUsUUFBTSxTQUFTLENBQUMsVUFBa0IsV0FBVyxHQUFHLEtBQUs7QUFFckQsaUJBQWUsUUFBUSxHQUFTLE9BQWUsVUFBaUM7QUFDOUUsVUFBTSxPQUFPLE9BQU8sS0FBSztBQUN6QixVQUFNLEtBQUssWUFBWSxJQUFJO0FBQzNCLFVBQU0sS0FBSyxNQUFNLFFBQVEsSUFBSSxLQUFLLE1BQU0sQ0FBQyxFQUFFLElBQUksQ0FBQyxJQUFJLE1BQU0sS0FBSyxJQUFJLEVBQUUsR0FBRyxHQUFHLElBQUksS0FBSyxDQUFDLEdBQWEsR0FBRyxDQUFDLENBQUMsQ0FBQztBQUN4RyxNQUFFLEdBQUcsS0FBSyxZQUFZLElBQUksSUFBSSxFQUFFO0FBQ2hDLFVBQU0sV0FBVyxvQkFBSSxJQUEyRDtBQUNoRixlQUFXLEtBQUssSUFBSTtBQUNsQixZQUFNLElBQUksU0FBUyxJQUFJLEVBQUUsTUFBTSxLQUFLLEVBQUUsT0FBTyxHQUFHLE9BQU8sRUFBRSxZQUFZLEtBQUssRUFBRSxTQUFTO0FBQ3JGLGVBQVMsSUFBSSxFQUFFLFFBQVEsRUFBRSxPQUFPLEVBQUUsUUFBUSxFQUFFLE9BQU8sT0FBTyxLQUFLLElBQUksRUFBRSxPQUFPLEVBQUUsVUFBVSxHQUFHLEtBQUssS0FBSyxJQUFJLEVBQUUsS0FBSyxFQUFFLFFBQVEsRUFBRSxDQUFDO0FBQUEsSUFDL0g7QUFDQSxVQUFNLFFBQVEsQ0FBQyxHQUFHLFNBQVMsT0FBTyxDQUFDLEVBQUUsSUFBSSxDQUFDLE9BQU8sRUFBRSxPQUFPLEVBQUUsT0FBTyxPQUFPLEVBQUUsTUFBTSxFQUFFLE1BQU0sRUFBRTtBQUM1RixXQUFPLE1BQU0sU0FBUyxFQUFHLE9BQU0sS0FBSyxFQUFFLE9BQU8sR0FBRyxPQUFPLEVBQUUsQ0FBQztBQUMxRCxNQUFFLE9BQU8sS0FBSyxLQUFLLE1BQU0sSUFBSSxDQUFDLE1BQU0sRUFBRSxLQUFLLENBQUMsQ0FBQztBQUM3QyxNQUFFLE9BQU8sS0FBSyxLQUFLLE1BQU0sSUFBSSxDQUFDLE1BQU0sRUFBRSxLQUFLLENBQUMsQ0FBQztBQUM3QyxNQUFFLE1BQU0sS0FBSyxLQUFLLElBQUksR0FBRyxNQUFNLElBQUksQ0FBQyxNQUFNLEVBQUUsS0FBSyxDQUFDLElBQUksR0FBRztBQUN6RCxNQUFFLFFBQVEsS0FBSyxHQUFHLE9BQU8sQ0FBQyxHQUFHLE1BQU0sSUFBSSxFQUFFLE9BQU8sQ0FBQyxNQUFNLFFBQVE7QUFBQSxFQUNqRTtBQUVBLE1BQUk7QUFDRixRQUFJLG1CQUFtQixDQUFDLE9BQU87QUFDL0IsVUFBTSxZQUFZLGdCQUFnQixDQUFDO0FBQ25DLGVBQVcsS0FBSyxVQUFXLE9BQU0sUUFBUSxJQUFJLFlBQVksRUFBRSxHQUFHLEVBQUUsTUFBTSxHQUFHLEtBQUssSUFBSSxHQUFHLEdBQU8sRUFBRSxDQUFDO0FBQy9GLFVBQU0sUUFBUSxRQUFRLE1BQU0sR0FBRyxRQUFRLFVBQVUsS0FBSztBQUN0RCxhQUFTLElBQUksR0FBRyxJQUFJLFFBQVEsS0FBSztBQUMvQixVQUFJLFVBQVUsSUFBSSxDQUFDLElBQUksTUFBTSxFQUFFO0FBQy9CLFlBQU0sS0FBSyxZQUFZO0FBQ3ZCLFlBQU0sS0FBSyxZQUFZLElBQUk7QUFDM0IsWUFBTSxJQUFJLGdCQUFnQixDQUFDO0FBQzNCLFVBQUksR0FBRyxLQUFLLFlBQVksSUFBSSxJQUFJLEVBQUU7QUFDbEMsVUFBSSxNQUFNLE1BQU0sWUFBWSxJQUFJLE1BQU0sR0FBRztBQUN6QyxVQUFJLFFBQVEsS0FBSyxFQUFFLFVBQVUsVUFBVSxLQUFLO0FBQzVDLGlCQUFXLEtBQUssV0FBVztBQUN6QixjQUFNLEtBQUssWUFBWSxJQUFJO0FBQzNCLGNBQU0sTUFBa0MsTUFBTSxRQUFRLElBQXFCLFlBQVksRUFBRSxJQUFJO0FBQzdGLFVBQUUsRUFBRSxHQUFHLEtBQUssWUFBWSxJQUFJLElBQUksRUFBRTtBQUNsQyxjQUFNLElBQUksWUFBWSxHQUFHO0FBQ3pCLFVBQUUsRUFBRSxPQUFPLEtBQUssRUFBRSxNQUFNO0FBQ3hCLFVBQUUsRUFBRSxPQUFPLEtBQUssRUFBRSxNQUFNO0FBQ3hCLFVBQUUsRUFBRSxNQUFNLEtBQUssS0FBSyxJQUFJLEdBQUcsSUFBSSxRQUFRLE9BQU8sTUFBTSxJQUFJLEdBQUc7QUFDM0QsVUFBRSxFQUFFLFFBQVEsS0FBSyxJQUFJLFFBQVEsQ0FBQyxHQUFHLFVBQVUsVUFBVSxLQUFLO0FBQzFELGNBQU0sSUFBSSxnQkFBZ0IsSUFBSSxPQUFPO0FBQ3JDLFlBQUksTUFBTSxRQUFXO0FBQ25CLFlBQUUsRUFBRSxXQUFXLEtBQUssRUFBRSxVQUFVO0FBQ2hDLFlBQUUsRUFBRSxjQUFjLEtBQUssRUFBRSxhQUFhO0FBQUEsUUFDeEM7QUFDQSxVQUFFLEVBQUUsUUFBUTtBQUFBLFVBQ1YsTUFBTSxJQUFJLFFBQVEsQ0FBQyxHQUFHO0FBQUEsVUFDdEIsV0FBVyxFQUFFO0FBQUEsVUFDYixHQUFJLE1BQU0sU0FBWSxDQUFDLElBQUksRUFBRSxRQUFRLEVBQUUsT0FBTztBQUFBLFVBQzlDLEdBQUksSUFBSSxRQUFRLENBQUMsR0FBRyxnQkFBZ0IsU0FBWSxDQUFDLElBQUksRUFBRSxhQUFhLElBQUksUUFBUSxDQUFDLEdBQUcsWUFBWTtBQUFBLFFBQ2xHO0FBQUEsTUFDRjtBQUNBLFlBQU0sUUFBUSxXQUFXLEdBQUcsVUFBVSxLQUFLO0FBQzNDLFlBQU0sUUFBUSxZQUFZLFFBQVEsVUFBVSxLQUFLO0FBQUEsSUFDbkQ7QUFBQSxFQUNGLFVBQUU7QUFDQSxVQUFNLFFBQVEsTUFBTTtBQUNwQixVQUFNLEtBQUssUUFBUTtBQUFBLEVBQ3JCO0FBR0EsTUFBSSxtQ0FBbUMsTUFBTSxrQ0FBa0M7QUFDL0UsUUFBTSxTQUFTLFVBQVUsTUFBTTtBQUMvQixRQUFNLFFBQVEsU0FBUyxRQUFRLE1BQU07QUFDckMsUUFBTSxRQUFRLENBQUMsTUFBYyxJQUFJLE1BQWMsQ0FBQyxFQUFFLEtBQUssQ0FBQztBQUN4RCxRQUFNLE1BQU0sTUFBTSxFQUFFO0FBQ3BCLFFBQU0sVUFBVSxXQUFXLFFBQVEsRUFBRTtBQUNyQyxRQUFNLFFBQVEsZ0JBQWdCLFFBQVEsS0FBSyxDQUFDLEdBQUcsTUFBTTtBQUNyRCxRQUFNLFFBQVEsY0FBYyxRQUFRLEtBQUssQ0FBQyxHQUFHLE1BQU07QUFDbkQsUUFBTSxVQUFVO0FBQUEsSUFDZCxFQUFFLE9BQU8sK0JBQStCLElBQUksS0FBSyxVQUFVLE9BQU8sT0FBTyxDQUFDLEdBQUcsT0FBTyw4Q0FBOEM7QUFBQSxJQUNsSSxFQUFFLE9BQU8sbUNBQW1DLElBQUksS0FBSyxZQUFZLE9BQU8sRUFBRSxDQUFDLEdBQUcsT0FBTyxJQUFJO0FBQUEsSUFDekY7QUFBQSxNQUNFLE9BQU87QUFBQSxNQUNQLElBQUksS0FBSyxVQUFVLE9BQU8sV0FBVyxRQUFRLEdBQUcsQ0FBQyxDQUFDO0FBQUEsTUFDbEQsT0FBTztBQUFBLElBQ1Q7QUFBQSxJQUNBLEVBQUUsT0FBTywwQkFBMEIsTUFBTSxTQUFTLFFBQVEsQ0FBQyxDQUFDLElBQUksSUFBSSxLQUFLLFVBQVUsT0FBTyxNQUFNLElBQUksQ0FBQyxHQUFHLE9BQU8sSUFBSTtBQUFBLElBQ25ILEVBQUUsT0FBTyxpQkFBaUIsTUFBTSxHQUFHLEtBQUssSUFBSSxLQUFLLFVBQVUsT0FBTyxNQUFNLElBQUksQ0FBQyxHQUFHLE9BQU8sSUFBSTtBQUFBLEVBQzdGO0FBRUEsUUFBTSxTQUFTLENBQUMsR0FBRyxNQUFNLENBQUMsR0FBRyxHQUFHLEdBQUcsR0FBRyxDQUFDO0FBQ3ZDLFFBQU0sT0FBTyxnQkFBZ0IsUUFBUSxRQUFRLENBQUMsR0FBRyxNQUFNO0FBQ3ZELFFBQU0sV0FBVztBQUFBLElBQ2YsRUFBRSxPQUFPLHlCQUF5QixTQUFTLFVBQVUsVUFBVSxPQUFPLFdBQVcsUUFBUSxFQUFFLENBQUMsR0FBRyxNQUFNLEVBQUU7QUFBQSxJQUN2RyxFQUFFLE9BQU8sZ0NBQWdDLFNBQVMsVUFBVSxVQUFVLE9BQU8sV0FBVyxRQUFRLE1BQU0sQ0FBQyxHQUFHLE1BQU0sRUFBRTtBQUFBLElBQ2xILEVBQUUsT0FBTyxrQkFBa0IsS0FBSyxTQUFTLFFBQVEsQ0FBQyxDQUFDLGFBQWEsU0FBUyxVQUFVLFVBQVUsT0FBTyxLQUFLLElBQUksR0FBRyxNQUFNLEVBQUU7QUFBQSxFQUMxSDtBQUdBLFFBQU0sS0FBSyxVQUFVLEtBQUssQ0FBQyxNQUFNLEVBQUUsUUFBUSxZQUFZLEdBQUc7QUFDMUQsUUFBTSxPQUFPLE9BQU8sR0FBRyxFQUFFO0FBQ3pCLFFBQU0sUUFBUSxPQUFPLElBQUksRUFBRTtBQUMzQixRQUFNLFFBQVEsT0FBTyxHQUFHLEtBQUs7QUFDN0IsUUFBTSxTQUFTLE9BQU8sSUFBSSxLQUFLO0FBQy9CLFFBQU0sT0FBTyxDQUFDLEtBQUssR0FBRyxVQUFVLE1BQU0sR0FBRyxDQUFDLEVBQUUsSUFBSSxDQUFDLE1BQU0sRUFBRSxDQUFDLEdBQUcsV0FBVyxZQUFZLEdBQUcsVUFBVSxNQUFNLENBQUMsRUFBRSxJQUFJLENBQUMsTUFBTSxFQUFFLENBQUMsQ0FBQyxFQUFFLElBQUksQ0FBQyxPQUFPO0FBQUEsSUFDckksT0FBTyxFQUFFO0FBQUEsSUFDVCxJQUFJLE1BQU0sRUFBRSxFQUFFO0FBQUEsSUFDZCxTQUFTLFFBQVEsT0FBTyxFQUFFLEVBQUU7QUFBQSxJQUM1QixnQkFBZ0IsT0FBTyxFQUFFLEVBQUUsSUFBSTtBQUFBLElBQy9CLE9BQU8sTUFBTSxFQUFFLEtBQUs7QUFBQSxJQUNwQixZQUFZLFNBQVMsT0FBTyxFQUFFLEtBQUs7QUFBQSxJQUNuQyxtQkFBbUIsT0FBTyxFQUFFLEtBQUssSUFBSTtBQUFBLElBQ3JDLFFBQVEsRUFBRSxPQUFPLFdBQVcsSUFBSSxTQUFZLE9BQU8sRUFBRSxNQUFNO0FBQUEsSUFDM0QsUUFBUSxFQUFFLE9BQU8sV0FBVyxJQUFJLFNBQVksTUFBTSxFQUFFLE1BQU07QUFBQSxJQUMxRCxTQUFTLEVBQUUsUUFBUSxNQUFNLE9BQU87QUFBQSxJQUNoQyxHQUFJLEVBQUUsV0FBVyxXQUFXLElBQUksQ0FBQyxJQUFJLEVBQUUsWUFBWSxNQUFNLEVBQUUsVUFBVSxHQUFHLGVBQWUsTUFBTSxFQUFFLGFBQWEsRUFBRTtBQUFBLElBQzlHLEdBQUksRUFBRSxVQUFVLFNBQVksQ0FBQyxJQUFJLEVBQUUsT0FBTyxFQUFFLE1BQU07QUFBQSxFQUNwRCxFQUFFO0FBQ0YsUUFBTSxNQUFNO0FBQUEsSUFDVixHQUFHO0FBQUEsSUFDSCxPQUFPO0FBQUEsSUFDUDtBQUFBLElBQ0EsT0FBTyxxQkFBcUI7QUFBQSxJQUM1QixNQUFNLFFBQVE7QUFBQSxJQUNkO0FBQUEsSUFDQSxZQUFZO0FBQUEsSUFDWjtBQUFBLElBQ0EsU0FBUyxFQUFFLEdBQUcsUUFBUSxNQUFNLFFBQVE7QUFBQSxJQUNwQyxVQUFVLEVBQUUsR0FBRyxRQUFRLFFBQVEsUUFBUSxPQUFPLElBQUksT0FBTyxJQUFNLE1BQU0sU0FBUztBQUFBLEVBQ2hGO0FBRUEsUUFBTSxRQUF3QjtBQUM5QixNQUFJLE1BQU07QUFDUixZQUFRLE9BQU8sTUFBTSxHQUFHLEtBQUssVUFBVSxPQUFPLE1BQU0sQ0FBQyxDQUFDO0FBQUEsQ0FBSTtBQUMxRDtBQUFBLEVBQ0Y7QUFDQSxRQUFNLEtBQUssQ0FBQyxNQUFjLEVBQUUsUUFBUSxDQUFDO0FBQ3JDLFFBQU0sTUFBTSxDQUFDLEdBQVcsTUFBYyxFQUFFLE9BQU8sQ0FBQztBQUNoRCxRQUFNLFFBQVE7QUFBQSxJQUNaLDBCQUEwQixDQUFDLGNBQWMsQ0FBQyxLQUFLLE1BQU0sK0JBQStCLElBQUksS0FBSyxnQkFBZ0IsUUFBUSxPQUFPO0FBQUEsSUFDNUg7QUFBQSxJQUNBLEdBQUcsSUFBSSxRQUFRLEVBQUUsQ0FBQyxHQUFHLElBQUksV0FBVyxFQUFFLENBQUMsR0FBRyxJQUFJLFdBQVcsQ0FBQyxDQUFDLEdBQUcsSUFBSSxPQUFPLENBQUMsQ0FBQyxHQUFHLElBQUksVUFBVSxFQUFFLENBQUMsR0FBRyxJQUFJLFdBQVcsQ0FBQyxDQUFDLEdBQUcsSUFBSSxPQUFPLENBQUMsQ0FBQyxHQUFHLElBQUksV0FBVyxDQUFDLENBQUMsR0FBRyxJQUFJLFVBQVUsQ0FBQyxDQUFDO0FBQUEsRUFDNUs7QUFDQSxRQUFNLFFBQVEsQ0FBQyxNQUFvRCxHQUFHLEdBQUcsRUFBRSxNQUFNLENBQUMsS0FBSyxHQUFHLEVBQUUsR0FBRyxDQUFDLElBQUksR0FBRyxFQUFFLEdBQUcsQ0FBQztBQUM3RyxhQUFXLEtBQUssTUFBTTtBQUNwQixVQUFNO0FBQUEsTUFDSixHQUFHLElBQUksRUFBRSxPQUFPLEVBQUUsQ0FBQyxHQUFHLElBQUksTUFBTSxFQUFFLEVBQUUsR0FBRyxFQUFFLENBQUMsR0FBRyxJQUFJLEdBQUcsRUFBRSxRQUFRLFFBQVEsQ0FBQyxDQUFDLEtBQUssQ0FBQyxDQUFDLEdBQUcsSUFBSSxFQUFFLGVBQWUsUUFBUSxDQUFDLEdBQUcsQ0FBQyxDQUFDLEdBQ2hILElBQUksTUFBTSxFQUFFLEtBQUssR0FBRyxFQUFFLENBQUMsR0FBRyxJQUFJLEdBQUcsRUFBRSxXQUFXLFFBQVEsQ0FBQyxDQUFDLEtBQUssQ0FBQyxDQUFDLEdBQUcsSUFBSSxFQUFFLGtCQUFrQixRQUFRLENBQUMsR0FBRyxDQUFDLENBQUMsR0FDeEcsSUFBSSxFQUFFLFdBQVcsU0FBWSxNQUFNLEdBQUcsRUFBRSxPQUFPLFFBQVEsQ0FBQyxDQUFDLEtBQUssQ0FBQyxDQUFDLEdBQUcsSUFBSSxFQUFFLFdBQVcsU0FBWSxNQUFNLEdBQUcsRUFBRSxPQUFPLE9BQU8sUUFBUSxDQUFDLENBQUMsS0FBSyxDQUFDLENBQUMsR0FBRyxFQUFFLFVBQVUsUUFBUSxJQUFJO0FBQUEsSUFDNUs7QUFBQSxFQUNGO0FBQ0EsUUFBTSxNQUFNLEdBQUc7QUFDZixRQUFNLFNBQVMsR0FBRztBQUNsQixRQUFNO0FBQUEsSUFDSixvQkFBb0IsS0FBSyxVQUFVLEdBQUcsT0FBTyxJQUFJLENBQUMsdUJBQXVCLE9BQU8sR0FBRyxPQUFPLE1BQU0sQ0FBQyxxQkFDNUUsR0FBRyxNQUFNLE1BQU0sRUFBRSxTQUFTLEdBQUksQ0FBQyxxQkFBcUIsR0FBRyxNQUFNLEdBQUcsRUFBRSxTQUFTLEdBQUksQ0FBQztBQUFBLElBQ3JHO0FBQUEsSUFDQSwyQ0FBMkMsTUFBTTtBQUFBLElBQ2pELEdBQUcsUUFBUSxJQUFJLENBQUMsTUFBTSxLQUFLLElBQUksRUFBRSxPQUFPLEVBQUUsQ0FBQyxHQUFHLElBQUksR0FBRyxFQUFFLEdBQUcsUUFBUSxDQUFDLENBQUMsS0FBSyxFQUFFLENBQUMsVUFBVSxFQUFFLEtBQUssRUFBRTtBQUFBLElBQy9GLHlCQUF5QixNQUFNLE1BQU0sY0FBZSxNQUFNLE1BQU0sU0FBVSxRQUFRLFFBQVEsQ0FBQyxDQUFDO0FBQUEsSUFDNUY7QUFBQSxJQUNBLHdEQUF3RCxNQUFNO0FBQUEsSUFDOUQsR0FBRyxTQUFTLElBQUksQ0FBQyxNQUFNLEtBQUssSUFBSSxFQUFFLE9BQU8sRUFBRSxDQUFDLEdBQUcsRUFBRSxRQUFRLFFBQVEsQ0FBQyxDQUFDLEVBQUU7QUFBQSxJQUNyRTtBQUFBLEVBQ0Y7QUFDQSxVQUFRLE9BQU8sTUFBTSxNQUFNLEtBQUssSUFBSSxDQUFDO0FBQ3JDLE1BQUksQ0FBQyxLQUFLLE1BQU0sQ0FBQyxNQUFNLEVBQUUsT0FBTyxFQUFHLFNBQVEsS0FBSyxDQUFDO0FBQ25EO0FBRUEsS0FBSyxFQUFFLE1BQU0sQ0FBQyxRQUFpQjtBQUM3QixNQUFJLGVBQWUsY0FBZSxNQUFLLElBQUksSUFBSSxJQUFJLEtBQUssSUFBSSxRQUFRLE1BQU0sSUFBSSxFQUFFLENBQUMsQ0FBQyxFQUFFO0FBQ3BGLFFBQU07QUFDUixDQUFDOyIsCiAgIm5hbWVzIjogW10KfQo=
