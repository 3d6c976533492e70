import { basename, join, relative, resolve } from "node:path";
import { writeJson } from "@meshwork/harness";
import { ensureDirectory, summarize, writeFileReplacing } from "@meshwork/runtime";
import { stepLoads } from "../charts/load.js";
import { writeTraceCharts } from "../charts/trace-charts.js";
import { readTraceFile } from "../trace-file.js";
function traceFigures(trace) {
  const steps = stepLoads(trace);
  const work = new Array(trace.ranks).fill(0);
  const busy = new Array(trace.ranks).fill(0);
  for (const s of steps) {
    for (let r = 0; r < trace.ranks; r++) {
      work[r] = work[r] + s.work[r];
      busy[r] = busy[r] + s.busyMs[r];
    }
  }
  const mean = (xs) => xs.length === 0 ? Number.NaN : xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    ranks: trace.ranks,
    phases: trace.phases.length,
    steps: steps.length,
    phaseNames: [...new Set(trace.phases.map((p) => p.name))],
    leWork: summarize(work).le,
    leBusy: summarize(busy).le,
    meanUWork: mean(steps.map((s) => summarize(s.work).utilization)),
    meanUBusy: mean(steps.map((s) => summarize(s.busyMs).utilization)),
    workPerRank: work,
    busyMsPerRank: busy
  };
}
function markdown(file, meta, f, charts, dir) {
  const what = [meta.app, meta.topology, meta.balancer].filter((x) => x !== void 0).join(", ");
  return [
    `# Trace report: ${basename(file)}`,
    "",
    what === "" ? "" : `Run: ${what}.`,
    "",
    "| figure | value |",
    "|---|---|",
    `| ranks | ${f.ranks} |`,
    `| steps (phase occurrences) | ${f.steps} (${f.phases}) |`,
    `| phases | ${f.phaseNames.join(", ")} |`,
    `| LE over the run, work units | ${f.leWork.toFixed(1)}% |`,
    `| LE over the run, busy time | ${f.leBusy.toFixed(1)}% |`,
    `| mean U_k, work units / busy time | ${f.meanUWork.toFixed(3)} / ${f.meanUBusy.toFixed(3)} |`,
    "",
    ...charts.flatMap((c) => [`## ${c.title}`, "", `![${c.title}](${relative(dir, c.file)})`, ""])
  ].join("\n");
}
function registerReport(program, out) {
  program.command("report").description("charts and figures from a saved trace (written by meshwork run --trace FILE)").argument("<file>", "trace JSON file").option("--out <dir>", "folder for the SVG charts and report.md (default <file>-report)").option("--json", "print the figures as JSON", false).action(async (file, opts) => {
    const { trace, meta } = readTraceFile(file);
    const dir = resolve(opts.out ?? `${file.replace(/\.json$/, "")}-report`);
    ensureDirectory(dir, { what: "report --out", writable: true });
    const figures = traceFigures(trace);
    const title = meta.app === void 0 ? basename(file) : `${meta.app} on ${meta.topology ?? "?"}`;
    const charts = await writeTraceCharts(dir, trace, title);
    const md = join(dir, "report.md");
    writeFileReplacing(md, markdown(file, meta, figures, charts, dir), { what: "report" });
    if (opts.json) {
      writeJson(out, { file: resolve(file), meta, ...figures, charts: charts.map((c) => c.file), report: md });
      return;
    }
    out.stdout(
      [
        `trace ${file}${meta.app === void 0 ? "" : `: ${meta.app} on ${meta.topology}, ${meta.balancer}`}`,
        `  ranks ${figures.ranks}, steps ${figures.steps}, phases ${figures.phaseNames.join(", ")}`,
        `  LE over the run: ${figures.leWork.toFixed(1)}% (work units), ${figures.leBusy.toFixed(1)}% (busy time)`,
        `  mean U_k: ${figures.meanUWork.toFixed(3)} (work units), ${figures.meanUBusy.toFixed(3)} (busy time)`,
        ...charts.map((c) => `  chart: ${c.file}`),
        `  report: ${md}`,
        ""
      ].join("\n")
    );
  });
}
export {
  registerReport,
  traceFigures
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL2NvbW1hbmRzL3JlcG9ydC50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqIGBtZXNod29yayByZXBvcnQgRklMRWA6IGZpZ3VyZXMgYW5kIGNoYXJ0cyBmcm9tIGEgc2F2ZWQgdHJhY2UgKGBtZXNod29yayBydW4gLi4uIC0tdHJhY2UgRklMRWApLiAqL1xuaW1wb3J0IHsgYmFzZW5hbWUsIGpvaW4sIHJlbGF0aXZlLCByZXNvbHZlIH0gZnJvbSAnbm9kZTpwYXRoJztcbmltcG9ydCB7IHR5cGUgT3V0cHV0LCB3cml0ZUpzb24gfSBmcm9tICdAbWVzaHdvcmsvaGFybmVzcyc7XG5pbXBvcnQgeyBlbnN1cmVEaXJlY3RvcnksIHR5cGUgTWV0cmljc1RyYWNlLCBzdW1tYXJpemUsIHdyaXRlRmlsZVJlcGxhY2luZyB9IGZyb20gJ0BtZXNod29yay9ydW50aW1lJztcbmltcG9ydCB0eXBlIHsgQ29tbWFuZCB9IGZyb20gJ2NvbW1hbmRlcic7XG5pbXBvcnQgeyBzdGVwTG9hZHMgfSBmcm9tICcuLi9jaGFydHMvbG9hZC5qcyc7XG5pbXBvcnQgeyB3cml0ZVRyYWNlQ2hhcnRzIH0gZnJvbSAnLi4vY2hhcnRzL3RyYWNlLWNoYXJ0cy5qcyc7XG5pbXBvcnQgeyByZWFkVHJhY2VGaWxlLCB0eXBlIFRyYWNlTWV0YSB9IGZyb20gJy4uL3RyYWNlLWZpbGUuanMnO1xuXG5leHBvcnQgaW50ZXJmYWNlIFRyYWNlRmlndXJlcyB7XG4gIHJlYWRvbmx5IHJhbmtzOiBudW1iZXI7XG4gIHJlYWRvbmx5IHBoYXNlczogbnVtYmVyO1xuICByZWFkb25seSBzdGVwczogbnVtYmVyO1xuICByZWFkb25seSBwaGFzZU5hbWVzOiBzdHJpbmdbXTtcbiAgLyoqIE92ZXIgdGhlIHdob2xlIHJ1biAocGVyLXJhbmsgdG90YWxzKS4gKi9cbiAgcmVhZG9ubHkgbGVXb3JrOiBudW1iZXI7XG4gIHJlYWRvbmx5IGxlQnVzeTogbnVtYmVyO1xuICAvKiogTWVhbiBvdmVyIHN0ZXBzIG9mIFVfayAod29yayB1bml0czsgYnVzeSB0aW1lKS4gKi9cbiAgcmVhZG9ubHkgbWVhblVXb3JrOiBudW1iZXI7XG4gIHJlYWRvbmx5IG1lYW5VQnVzeTogbnVtYmVyO1xuICByZWFkb25seSB3b3JrUGVyUmFuazogbnVtYmVyW107XG4gIHJlYWRvbmx5IGJ1c3lNc1BlclJhbms6IG51bWJlcltdO1xufVxuXG5leHBvcnQgZnVuY3Rpb24gdHJhY2VGaWd1cmVzKHRyYWNlOiBNZXRyaWNzVHJhY2UpOiBUcmFjZUZpZ3VyZXMge1xuICBjb25zdCBzdGVwcyA9IHN0ZXBMb2Fkcyh0cmFjZSk7XG4gIGNvbnN0IHdvcmsgPSBuZXcgQXJyYXk8bnVtYmVyPih0cmFjZS5yYW5rcykuZmlsbCgwKTtcbiAgY29uc3QgYnVzeSA9IG5ldyBBcnJheTxudW1iZXI+KHRyYWNlLnJhbmtzKS5maWxsKDApO1xuICBmb3IgKGNvbnN0IHMgb2Ygc3RlcHMpIHtcbiAgICBmb3IgKGxldCByID0gMDsgciA8IHRyYWNlLnJhbmtzOyByKyspIHtcbiAgICAgIHdvcmtbcl0gPSAod29ya1tyXSBhcyBudW1iZXIpICsgKHMud29ya1tyXSBhcyBudW1iZXIpO1xuICAgICAgYnVzeVtyXSA9IChidXN5W3JdIGFzIG51bWJlcikgKyAocy5idXN5TXNbcl0gYXMgbnVtYmVyKTtcbiAgICB9XG4gIH1cbiAgY29uc3QgbWVhbiA9ICh4czogbnVtYmVyW10pID0+ICh4cy5sZW5ndGggPT09IDAgPyBOdW1iZXIuTmFOIDogeHMucmVkdWNlKChhLCBiKSA9PiBhICsgYiwgMCkgLyB4cy5sZW5ndGgpO1xuICByZXR1cm4ge1xuICAgIHJhbmtzOiB0cmFjZS5yYW5rcyxcbiAgICBwaGFzZXM6IHRyYWNlLnBoYXNlcy5sZW5ndGgsXG4gICAgc3RlcHM6IHN0ZXBzLmxlbmd0aCxcbiAgICBwaGFzZU5hbWVzOiBbLi4ubmV3IFNldCh0cmFjZS5waGFzZXMubWFwKChwKSA9PiBwLm5hbWUpKV0sXG4gICAgbGVXb3JrOiBzdW1tYXJpemUod29yaykubGUsXG4gICAgbGVCdXN5OiBzdW1tYXJpemUoYnVzeSkubGUsXG4gICAgbWVhblVXb3JrOiBtZWFuKHN0ZXBzLm1hcCgocykgPT4gc3VtbWFyaXplKHMud29yaykudXRpbGl6YXRpb24pKSxcbiAgICBtZWFuVUJ1c3k6IG1lYW4oc3RlcHMubWFwKChzKSA9PiBzdW1tYXJpemUocy5idXN5TXMpLnV0aWxpemF0aW9uKSksXG4gICAgd29ya1BlclJhbms6IHdvcmssXG4gICAgYnVzeU1zUGVyUmFuazogYnVzeSxcbiAgfTtcbn1cblxuZnVuY3Rpb24gbWFya2Rvd24oZmlsZTogc3RyaW5nLCBtZXRhOiBUcmFjZU1ldGEsIGY6IFRyYWNlRmlndXJlcywgY2hhcnRzOiB7IGZpbGU6IHN0cmluZzsgdGl0bGU6IHN0cmluZyB9W10sIGRpcjogc3RyaW5nKTogc3RyaW5nIHtcbiAgY29uc3Qgd2hhdCA9IFttZXRhLmFwcCwgbWV0YS50b3BvbG9neSwgbWV0YS5iYWxhbmNlcl0uZmlsdGVyKCh4KSA9PiB4ICE9PSB1bmRlZmluZWQpLmpvaW4oJywgJyk7XG4gIHJldHVybiBbXG4gICAgYCMgVHJhY2UgcmVwb3J0OiAke2Jhc2VuYW1lKGZpbGUpfWAsXG4gICAgJycsXG4gICAgd2hhdCA9PT0gJycgPyAnJyA6IGBSdW46ICR7d2hhdH0uYCxcbiAgICAnJyxcbiAgICAnfCBmaWd1cmUgfCB2YWx1ZSB8JyxcbiAgICAnfC0tLXwtLS18JyxcbiAgICBgfCByYW5rcyB8ICR7Zi5yYW5rc30gfGAsXG4gICAgYHwgc3RlcHMgKHBoYXNlIG9jY3VycmVuY2VzKSB8ICR7Zi5zdGVwc30gKCR7Zi5waGFzZXN9KSB8YCxcbiAgICBgfCBwaGFzZXMgfCAke2YucGhhc2VOYW1lcy5qb2luKCcsICcpfSB8YCxcbiAgICBgfCBMRSBvdmVyIHRoZSBydW4sIHdvcmsgdW5pdHMgfCAke2YubGVXb3JrLnRvRml4ZWQoMSl9JSB8YCxcbiAgICBgfCBMRSBvdmVyIHRoZSBydW4sIGJ1c3kgdGltZSB8ICR7Zi5sZUJ1c3kudG9GaXhlZCgxKX0lIHxgLFxuICAgIGB8IG1lYW4gVV9rLCB3b3JrIHVuaXRzIC8gYnVzeSB0aW1lIHwgJHtmLm1lYW5VV29yay50b0ZpeGVkKDMpfSAvICR7Zi5tZWFuVUJ1c3kudG9GaXhlZCgzKX0gfGAsXG4gICAgJycsXG4gICAgLi4uY2hhcnRzLmZsYXRNYXAoKGMpID0+IFtgIyMgJHtjLnRpdGxlfWAsICcnLCBgIVske2MudGl0bGV9XSgke3JlbGF0aXZlKGRpciwgYy5maWxlKX0pYCwgJyddKSxcbiAgXS5qb2luKCdcXG4nKTtcbn1cblxuZXhwb3J0IGZ1bmN0aW9uIHJlZ2lzdGVyUmVwb3J0KHByb2dyYW06IENvbW1hbmQsIG91dDogT3V0cHV0KTogdm9pZCB7XG4gIHByb2dyYW1cbiAgICAuY29tbWFuZCgncmVwb3J0JylcbiAgICAuZGVzY3JpcHRpb24oJ2NoYXJ0cyBhbmQgZmlndXJlcyBmcm9tIGEgc2F2ZWQgdHJhY2UgKHdyaXR0ZW4gYnkgbWVzaHdvcmsgcnVuIC0tdHJhY2UgRklMRSknKVxuICAgIC5hcmd1bWVudCgnPGZpbGU+JywgJ3RyYWNlIEpTT04gZmlsZScpXG4gICAgLm9wdGlvbignLS1vdXQgPGRpcj4nLCAnZm9sZGVyIGZvciB0aGUgU1ZHIGNoYXJ0cyBhbmQgcmVwb3J0Lm1kIChkZWZhdWx0IDxmaWxlPi1yZXBvcnQpJylcbiAgICAub3B0aW9uKCctLWpzb24nLCAncHJpbnQgdGhlIGZpZ3VyZXMgYXMgSlNPTicsIGZhbHNlKVxuICAgIC5hY3Rpb24oYXN5bmMgKGZpbGU6IHN0cmluZywgb3B0czogeyBvdXQ/OiBzdHJpbmc7IGpzb246IGJvb2xlYW4gfSkgPT4ge1xuICAgICAgY29uc3QgeyB0cmFjZSwgbWV0YSB9ID0gcmVhZFRyYWNlRmlsZShmaWxlKTtcbiAgICAgIGNvbnN0IGRpciA9IHJlc29sdmUob3B0cy5vdXQgPz8gYCR7ZmlsZS5yZXBsYWNlKC9cXC5qc29uJC8sICcnKX0tcmVwb3J0YCk7XG4gICAgICAvLyBDcmVhdGVkIGxldmVsIGJ5IGxldmVsOiBhbiBpbXBvc3NpYmxlIGZvbGRlciAodW5kZXIgL3Byb2MpIGlzIE1XX1BBVEggYXQgb25jZSwgbmV2ZXIgYSBsb29wLlxuICAgICAgZW5zdXJlRGlyZWN0b3J5KGRpciwgeyB3aGF0OiAncmVwb3J0IC0tb3V0Jywgd3JpdGFibGU6IHRydWUgfSk7XG4gICAgICBjb25zdCBmaWd1cmVzID0gdHJhY2VGaWd1cmVzKHRyYWNlKTtcbiAgICAgIGNvbnN0IHRpdGxlID0gbWV0YS5hcHAgPT09IHVuZGVmaW5lZCA/IGJhc2VuYW1lKGZpbGUpIDogYCR7bWV0YS5hcHB9IG9uICR7bWV0YS50b3BvbG9neSA/PyAnPyd9YDtcbiAgICAgIGNvbnN0IGNoYXJ0cyA9IGF3YWl0IHdyaXRlVHJhY2VDaGFydHMoZGlyLCB0cmFjZSwgdGl0bGUpO1xuICAgICAgY29uc3QgbWQgPSBqb2luKGRpciwgJ3JlcG9ydC5tZCcpO1xuICAgICAgd3JpdGVGaWxlUmVwbGFjaW5nKG1kLCBtYXJrZG93bihmaWxlLCBtZXRhLCBmaWd1cmVzLCBjaGFydHMsIGRpciksIHsgd2hhdDogJ3JlcG9ydCcgfSk7XG4gICAgICBpZiAob3B0cy5qc29uKSB7XG4gICAgICAgIHdyaXRlSnNvbihvdXQsIHsgZmlsZTogcmVzb2x2ZShmaWxlKSwgbWV0YSwgLi4uZmlndXJlcywgY2hhcnRzOiBjaGFydHMubWFwKChjKSA9PiBjLmZpbGUpLCByZXBvcnQ6IG1kIH0pO1xuICAgICAgICByZXR1cm47XG4gICAgICB9XG4gICAgICBvdXQuc3Rkb3V0KFxuICAgICAgICBbXG4gICAgICAgICAgYHRyYWNlICR7ZmlsZX0ke21ldGEuYXBwID09PSB1bmRlZmluZWQgPyAnJyA6IGA6ICR7bWV0YS5hcHB9IG9uICR7bWV0YS50b3BvbG9neX0sICR7bWV0YS5iYWxhbmNlcn1gfWAsXG4gICAgICAgICAgYCAgcmFua3MgJHtmaWd1cmVzLnJhbmtzfSwgc3RlcHMgJHtmaWd1cmVzLnN0ZXBzfSwgcGhhc2VzICR7ZmlndXJlcy5waGFzZU5hbWVzLmpvaW4oJywgJyl9YCxcbiAgICAgICAgICBgICBMRSBvdmVyIHRoZSBydW46ICR7ZmlndXJlcy5sZVdvcmsudG9GaXhlZCgxKX0lICh3b3JrIHVuaXRzKSwgJHtmaWd1cmVzLmxlQnVzeS50b0ZpeGVkKDEpfSUgKGJ1c3kgdGltZSlgLFxuICAgICAgICAgIGAgIG1lYW4gVV9rOiAke2ZpZ3VyZXMubWVhblVXb3JrLnRvRml4ZWQoMyl9ICh3b3JrIHVuaXRzKSwgJHtmaWd1cmVzLm1lYW5VQnVzeS50b0ZpeGVkKDMpfSAoYnVzeSB0aW1lKWAsXG4gICAgICAgICAgLi4uY2hhcnRzLm1hcCgoYykgPT4gYCAgY2hhcnQ6ICR7Yy5maWxlfWApLFxuICAgICAgICAgIGAgIHJlcG9ydDogJHttZH1gLFxuICAgICAgICAgICcnLFxuICAgICAgICBdLmpvaW4oJ1xcbicpLFxuICAgICAgKTtcbiAgICB9KTtcbn1cbiJdLAogICJtYXBwaW5ncyI6ICJBQUNBLFNBQVMsVUFBVSxNQUFNLFVBQVUsZUFBZTtBQUNsRCxTQUFzQixpQkFBaUI7QUFDdkMsU0FBUyxpQkFBb0MsV0FBVywwQkFBMEI7QUFFbEYsU0FBUyxpQkFBaUI7QUFDMUIsU0FBUyx3QkFBd0I7QUFDakMsU0FBUyxxQkFBcUM7QUFpQnZDLFNBQVMsYUFBYSxPQUFtQztBQUM5RCxRQUFNLFFBQVEsVUFBVSxLQUFLO0FBQzdCLFFBQU0sT0FBTyxJQUFJLE1BQWMsTUFBTSxLQUFLLEVBQUUsS0FBSyxDQUFDO0FBQ2xELFFBQU0sT0FBTyxJQUFJLE1BQWMsTUFBTSxLQUFLLEVBQUUsS0FBSyxDQUFDO0FBQ2xELGFBQVcsS0FBSyxPQUFPO0FBQ3JCLGFBQVMsSUFBSSxHQUFHLElBQUksTUFBTSxPQUFPLEtBQUs7QUFDcEMsV0FBSyxDQUFDLElBQUssS0FBSyxDQUFDLElBQWdCLEVBQUUsS0FBSyxDQUFDO0FBQ3pDLFdBQUssQ0FBQyxJQUFLLEtBQUssQ0FBQyxJQUFnQixFQUFFLE9BQU8sQ0FBQztBQUFBLElBQzdDO0FBQUEsRUFDRjtBQUNBLFFBQU0sT0FBTyxDQUFDLE9BQWtCLEdBQUcsV0FBVyxJQUFJLE9BQU8sTUFBTSxHQUFHLE9BQU8sQ0FBQyxHQUFHLE1BQU0sSUFBSSxHQUFHLENBQUMsSUFBSSxHQUFHO0FBQ2xHLFNBQU87QUFBQSxJQUNMLE9BQU8sTUFBTTtBQUFBLElBQ2IsUUFBUSxNQUFNLE9BQU87QUFBQSxJQUNyQixPQUFPLE1BQU07QUFBQSxJQUNiLFlBQVksQ0FBQyxHQUFHLElBQUksSUFBSSxNQUFNLE9BQU8sSUFBSSxDQUFDLE1BQU0sRUFBRSxJQUFJLENBQUMsQ0FBQztBQUFBLElBQ3hELFFBQVEsVUFBVSxJQUFJLEVBQUU7QUFBQSxJQUN4QixRQUFRLFVBQVUsSUFBSSxFQUFFO0FBQUEsSUFDeEIsV0FBVyxLQUFLLE1BQU0sSUFBSSxDQUFDLE1BQU0sVUFBVSxFQUFFLElBQUksRUFBRSxXQUFXLENBQUM7QUFBQSxJQUMvRCxXQUFXLEtBQUssTUFBTSxJQUFJLENBQUMsTUFBTSxVQUFVLEVBQUUsTUFBTSxFQUFFLFdBQVcsQ0FBQztBQUFBLElBQ2pFLGFBQWE7QUFBQSxJQUNiLGVBQWU7QUFBQSxFQUNqQjtBQUNGO0FBRUEsU0FBUyxTQUFTLE1BQWMsTUFBaUIsR0FBaUIsUUFBMkMsS0FBcUI7QUFDaEksUUFBTSxPQUFPLENBQUMsS0FBSyxLQUFLLEtBQUssVUFBVSxLQUFLLFFBQVEsRUFBRSxPQUFPLENBQUMsTUFBTSxNQUFNLE1BQVMsRUFBRSxLQUFLLElBQUk7QUFDOUYsU0FBTztBQUFBLElBQ0wsbUJBQW1CLFNBQVMsSUFBSSxDQUFDO0FBQUEsSUFDakM7QUFBQSxJQUNBLFNBQVMsS0FBSyxLQUFLLFFBQVEsSUFBSTtBQUFBLElBQy9CO0FBQUEsSUFDQTtBQUFBLElBQ0E7QUFBQSxJQUNBLGFBQWEsRUFBRSxLQUFLO0FBQUEsSUFDcEIsaUNBQWlDLEVBQUUsS0FBSyxLQUFLLEVBQUUsTUFBTTtBQUFBLElBQ3JELGNBQWMsRUFBRSxXQUFXLEtBQUssSUFBSSxDQUFDO0FBQUEsSUFDckMsbUNBQW1DLEVBQUUsT0FBTyxRQUFRLENBQUMsQ0FBQztBQUFBLElBQ3RELGtDQUFrQyxFQUFFLE9BQU8sUUFBUSxDQUFDLENBQUM7QUFBQSxJQUNyRCx3Q0FBd0MsRUFBRSxVQUFVLFFBQVEsQ0FBQyxDQUFDLE1BQU0sRUFBRSxVQUFVLFFBQVEsQ0FBQyxDQUFDO0FBQUEsSUFDMUY7QUFBQSxJQUNBLEdBQUcsT0FBTyxRQUFRLENBQUMsTUFBTSxDQUFDLE1BQU0sRUFBRSxLQUFLLElBQUksSUFBSSxLQUFLLEVBQUUsS0FBSyxLQUFLLFNBQVMsS0FBSyxFQUFFLElBQUksQ0FBQyxLQUFLLEVBQUUsQ0FBQztBQUFBLEVBQy9GLEVBQUUsS0FBSyxJQUFJO0FBQ2I7QUFFTyxTQUFTLGVBQWUsU0FBa0IsS0FBbUI7QUFDbEUsVUFDRyxRQUFRLFFBQVEsRUFDaEIsWUFBWSw4RUFBOEUsRUFDMUYsU0FBUyxVQUFVLGlCQUFpQixFQUNwQyxPQUFPLGVBQWUsaUVBQWlFLEVBQ3ZGLE9BQU8sVUFBVSw2QkFBNkIsS0FBSyxFQUNuRCxPQUFPLE9BQU8sTUFBYyxTQUEwQztBQUNyRSxVQUFNLEVBQUUsT0FBTyxLQUFLLElBQUksY0FBYyxJQUFJO0FBQzFDLFVBQU0sTUFBTSxRQUFRLEtBQUssT0FBTyxHQUFHLEtBQUssUUFBUSxXQUFXLEVBQUUsQ0FBQyxTQUFTO0FBRXZFLG9CQUFnQixLQUFLLEVBQUUsTUFBTSxnQkFBZ0IsVUFBVSxLQUFLLENBQUM7QUFDN0QsVUFBTSxVQUFVLGFBQWEsS0FBSztBQUNsQyxVQUFNLFFBQVEsS0FBSyxRQUFRLFNBQVksU0FBUyxJQUFJLElBQUksR0FBRyxLQUFLLEdBQUcsT0FBTyxLQUFLLFlBQVksR0FBRztBQUM5RixVQUFNLFNBQVMsTUFBTSxpQkFBaUIsS0FBSyxPQUFPLEtBQUs7QUFDdkQsVUFBTSxLQUFLLEtBQUssS0FBSyxXQUFXO0FBQ2hDLHVCQUFtQixJQUFJLFNBQVMsTUFBTSxNQUFNLFNBQVMsUUFBUSxHQUFHLEdBQUcsRUFBRSxNQUFNLFNBQVMsQ0FBQztBQUNyRixRQUFJLEtBQUssTUFBTTtBQUNiLGdCQUFVLEtBQUssRUFBRSxNQUFNLFFBQVEsSUFBSSxHQUFHLE1BQU0sR0FBRyxTQUFTLFFBQVEsT0FBTyxJQUFJLENBQUMsTUFBTSxFQUFFLElBQUksR0FBRyxRQUFRLEdBQUcsQ0FBQztBQUN2RztBQUFBLElBQ0Y7QUFDQSxRQUFJO0FBQUEsTUFDRjtBQUFBLFFBQ0UsU0FBUyxJQUFJLEdBQUcsS0FBSyxRQUFRLFNBQVksS0FBSyxLQUFLLEtBQUssR0FBRyxPQUFPLEtBQUssUUFBUSxLQUFLLEtBQUssUUFBUSxFQUFFO0FBQUEsUUFDbkcsV0FBVyxRQUFRLEtBQUssV0FBVyxRQUFRLEtBQUssWUFBWSxRQUFRLFdBQVcsS0FBSyxJQUFJLENBQUM7QUFBQSxRQUN6RixzQkFBc0IsUUFBUSxPQUFPLFFBQVEsQ0FBQyxDQUFDLG1CQUFtQixRQUFRLE9BQU8sUUFBUSxDQUFDLENBQUM7QUFBQSxRQUMzRixlQUFlLFFBQVEsVUFBVSxRQUFRLENBQUMsQ0FBQyxrQkFBa0IsUUFBUSxVQUFVLFFBQVEsQ0FBQyxDQUFDO0FBQUEsUUFDekYsR0FBRyxPQUFPLElBQUksQ0FBQyxNQUFNLFlBQVksRUFBRSxJQUFJLEVBQUU7QUFBQSxRQUN6QyxhQUFhLEVBQUU7QUFBQSxRQUNmO0FBQUEsTUFDRixFQUFFLEtBQUssSUFBSTtBQUFBLElBQ2I7QUFBQSxFQUNGLENBQUM7QUFDTDsiLAogICJuYW1lcyI6IFtdCn0K
