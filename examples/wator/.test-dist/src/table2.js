#!/usr/bin/env node
import { addSchemaOptions, choice, int, processOutput, runProgram, size, text, UsageError, writeJson } from "@meshwork/harness";
import { balancers, parseTopology } from "@meshwork/runtime";
import { Command } from "commander";
import { watorApp } from "./app.js";
import { DEFAULT_BALANCER_OPTIONS } from "./program.js";
import { checkOptions, DEFAULTS } from "./rules.js";
import { runTable2 } from "./run.js";
const OPTIONS = {
  size: size("ocean rows x columns", { default: [DEFAULTS.rows, DEFAULTS.cols] }),
  ranks: int("ring of P ranks", { min: 2, max: 1024, default: 16 }),
  every: int("remap once after this many steps", { min: 1, default: 30 }),
  balancer: text("the balancer of the remapping", { arg: "<name>", default: "gde" }),
  seed: int("initial population and every random draw", { min: 0, default: DEFAULTS.seed }),
  storage: choice("grid storage", ["distributed", "shared"], { default: "distributed" }),
  json: { help: "machine-readable output" }
};
function printTable2(t) {
  const c = t.config;
  const head = `Remapping instance after ${t.at} steps: ${t.balancer} on ${c.topology}, ocean ${c.rows}x${c.cols}, seed ${c.seed}, ${c.storage} storage`;
  const rows = t.rows.map(
    (r) => [
      String(r.rank + 1).padStart(3),
      String(r.fishPre).padStart(6),
      String(r.workPre).padStart(6),
      r.updateMsPre.toFixed(2).padStart(7),
      `(${r.sweeps}, ${r.decisionMs.toFixed(2)})`.padStart(13),
      `(${r.fishUp}, ${r.fishDown})`.padStart(13),
      `(${r.rowsUp}, ${r.rowsDown})`.padStart(9),
      String(r.fishPost).padStart(6),
      r.updateMsPost.toFixed(2).padStart(7),
      `[${r.rowsBefore[0]},${r.rowsBefore[1]}) -> [${r.rowsAfter[0]},${r.rowsAfter[1]})`
    ].join("  ")
  );
  const rep = t.report;
  process.stdout.write(
    [
      head,
      "  p_i  f_pre   work  t_upd  (NS, t_dec ms)   (f_up, f_down)  (rows)  f_post  t_upd  strip rows",
      ...rows,
      `  fish LE ${t.leFishBefore.toFixed(2)}% -> ${t.leFishAfter.toFixed(2)}%; fish conserved: ${t.conserved ? "yes" : "NO"}; rows moved ${rep.unitsMoved}, bytes moved ${rep.bytesMoved}${rep.skipped !== void 0 ? `; skipped: ${rep.skipped}` : ""}`,
      "  (f_up/f_down: fish taken > 0 or given < 0 across the boundary with rank p-1 / p+1; t_upd: wall ms of the Update phases of the step before / after, inflated by time slicing when ranks > cores; the paper has 16 transputers, its rank 1 also trades over the wrap-around link, which strips here never cross: row 0 stays a cut)",
      ""
    ].join("\n")
  );
}
const program = new Command("meshwork-wator-table2").description("one remapping instance like the paper Table 2");
addSchemaOptions(program, OPTIONS);
program.action(
  async (o) => {
    if (!balancers.has(o.balancer)) throw new UsageError(`--balancer must be one of ${balancers.names().join(", ")}, got "${o.balancer}"`);
    const [rows, cols] = o.size;
    const topology = `ring:${o.ranks}`;
    parseTopology(topology);
    const rules = checkOptions({ ...DEFAULTS, rows, cols, seed: o.seed, steps: o.every + 1 });
    const t = await runTable2(
      {
        ...rules,
        topology,
        storage: o.storage,
        balancer: o.balancer,
        balancerOptions: DEFAULT_BALANCER_OPTIONS[o.balancer],
        every: o.every,
        repeat: 1
      },
      watorApp.programUrl,
      o.every
    );
    if (o.json === true) writeJson(processOutput, t);
    else printTable2(t);
    if (!t.conserved) process.exitCode = 1;
  }
);
process.exitCode = await runProgram(program, process.argv.slice(2), processOutput, "meshwork-wator-table2");
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3RhYmxlMi50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiIyEvdXNyL2Jpbi9lbnYgbm9kZVxuLyoqXG4gKiBgbWVzaHdvcmstd2F0b3ItdGFibGUyIFstLXJhbmtzIDE2XSBbLS1zaXplIDI1Nl0gWy0tZXZlcnkgMzBdIFstLWJhbGFuY2VyIGdkZV0gWy0tanNvbl1gOiBvbmVcbiAqIHJlbWFwcGluZyBpbnN0YW5jZSBsaWtlIHRoZSBwYXBlcidzIFRhYmxlIDIgKHNpbXVsYXRlLCByZW1hcCBvbmNlLCBzaW11bGF0ZSBvbmUgbW9yZSBzdGVwKS5cbiAqL1xuaW1wb3J0IHsgYWRkU2NoZW1hT3B0aW9ucywgY2hvaWNlLCBpbnQsIHByb2Nlc3NPdXRwdXQsIHJ1blByb2dyYW0sIHNpemUsIHRleHQsIFVzYWdlRXJyb3IsIHdyaXRlSnNvbiB9IGZyb20gJ0BtZXNod29yay9oYXJuZXNzJztcbmltcG9ydCB7IGJhbGFuY2VycywgcGFyc2VUb3BvbG9neSwgdHlwZSBTdG9yYWdlIH0gZnJvbSAnQG1lc2h3b3JrL3J1bnRpbWUnO1xuaW1wb3J0IHsgQ29tbWFuZCB9IGZyb20gJ2NvbW1hbmRlcic7XG5pbXBvcnQgeyB3YXRvckFwcCB9IGZyb20gJy4vYXBwLmpzJztcbmltcG9ydCB7IERFRkFVTFRfQkFMQU5DRVJfT1BUSU9OUyB9IGZyb20gJy4vcHJvZ3JhbS5qcyc7XG5pbXBvcnQgeyBjaGVja09wdGlvbnMsIERFRkFVTFRTIH0gZnJvbSAnLi9ydWxlcy5qcyc7XG5pbXBvcnQgeyBydW5UYWJsZTIsIHR5cGUgVGFibGUyUmVwb3J0IH0gZnJvbSAnLi9ydW4uanMnO1xuXG5jb25zdCBPUFRJT05TID0ge1xuICBzaXplOiBzaXplKCdvY2VhbiByb3dzIHggY29sdW1ucycsIHsgZGVmYXVsdDogW0RFRkFVTFRTLnJvd3MsIERFRkFVTFRTLmNvbHNdIH0pLFxuICByYW5rczogaW50KCdyaW5nIG9mIFAgcmFua3MnLCB7IG1pbjogMiwgbWF4OiAxMDI0LCBkZWZhdWx0OiAxNiB9KSxcbiAgZXZlcnk6IGludCgncmVtYXAgb25jZSBhZnRlciB0aGlzIG1hbnkgc3RlcHMnLCB7IG1pbjogMSwgZGVmYXVsdDogMzAgfSksXG4gIGJhbGFuY2VyOiB0ZXh0KCd0aGUgYmFsYW5jZXIgb2YgdGhlIHJlbWFwcGluZycsIHsgYXJnOiAnPG5hbWU+JywgZGVmYXVsdDogJ2dkZScgfSksXG4gIHNlZWQ6IGludCgnaW5pdGlhbCBwb3B1bGF0aW9uIGFuZCBldmVyeSByYW5kb20gZHJhdycsIHsgbWluOiAwLCBkZWZhdWx0OiBERUZBVUxUUy5zZWVkIH0pLFxuICBzdG9yYWdlOiBjaG9pY2U8U3RvcmFnZT4oJ2dyaWQgc3RvcmFnZScsIFsnZGlzdHJpYnV0ZWQnLCAnc2hhcmVkJ10sIHsgZGVmYXVsdDogJ2Rpc3RyaWJ1dGVkJyB9KSxcbiAganNvbjogeyBoZWxwOiAnbWFjaGluZS1yZWFkYWJsZSBvdXRwdXQnIH0sXG59O1xuXG5mdW5jdGlvbiBwcmludFRhYmxlMih0OiBUYWJsZTJSZXBvcnQpOiB2b2lkIHtcbiAgY29uc3QgYyA9IHQuY29uZmlnO1xuICBjb25zdCBoZWFkID0gYFJlbWFwcGluZyBpbnN0YW5jZSBhZnRlciAke3QuYXR9IHN0ZXBzOiAke3QuYmFsYW5jZXJ9IG9uICR7Yy50b3BvbG9neX0sIG9jZWFuICR7Yy5yb3dzfXgke2MuY29sc30sIHNlZWQgJHtjLnNlZWR9LCAke2Muc3RvcmFnZX0gc3RvcmFnZWA7XG4gIGNvbnN0IHJvd3MgPSB0LnJvd3MubWFwKChyKSA9PlxuICAgIFtcbiAgICAgIFN0cmluZyhyLnJhbmsgKyAxKS5wYWRTdGFydCgzKSxcbiAgICAgIFN0cmluZyhyLmZpc2hQcmUpLnBhZFN0YXJ0KDYpLFxuICAgICAgU3RyaW5nKHIud29ya1ByZSkucGFkU3RhcnQoNiksXG4gICAgICByLnVwZGF0ZU1zUHJlLnRvRml4ZWQoMikucGFkU3RhcnQoNyksXG4gICAgICBgKCR7ci5zd2VlcHN9LCAke3IuZGVjaXNpb25Ncy50b0ZpeGVkKDIpfSlgLnBhZFN0YXJ0KDEzKSxcbiAgICAgIGAoJHtyLmZpc2hVcH0sICR7ci5maXNoRG93bn0pYC5wYWRTdGFydCgxMyksXG4gICAgICBgKCR7ci5yb3dzVXB9LCAke3Iucm93c0Rvd259KWAucGFkU3RhcnQoOSksXG4gICAgICBTdHJpbmcoci5maXNoUG9zdCkucGFkU3RhcnQoNiksXG4gICAgICByLnVwZGF0ZU1zUG9zdC50b0ZpeGVkKDIpLnBhZFN0YXJ0KDcpLFxuICAgICAgYFske3Iucm93c0JlZm9yZVswXX0sJHtyLnJvd3NCZWZvcmVbMV19KSAtPiBbJHtyLnJvd3NBZnRlclswXX0sJHtyLnJvd3NBZnRlclsxXX0pYCxcbiAgICBdLmpvaW4oJyAgJyksXG4gICk7XG4gIGNvbnN0IHJlcCA9IHQucmVwb3J0O1xuICBwcm9jZXNzLnN0ZG91dC53cml0ZShcbiAgICBbXG4gICAgICBoZWFkLFxuICAgICAgJyAgcF9pICBmX3ByZSAgIHdvcmsgIHRfdXBkICAoTlMsIHRfZGVjIG1zKSAgIChmX3VwLCBmX2Rvd24pICAocm93cykgIGZfcG9zdCAgdF91cGQgIHN0cmlwIHJvd3MnLFxuICAgICAgLi4ucm93cyxcbiAgICAgIGAgIGZpc2ggTEUgJHt0LmxlRmlzaEJlZm9yZS50b0ZpeGVkKDIpfSUgLT4gJHt0LmxlRmlzaEFmdGVyLnRvRml4ZWQoMil9JTsgZmlzaCBjb25zZXJ2ZWQ6ICR7dC5jb25zZXJ2ZWQgPyAneWVzJyA6ICdOTyd9OyByb3dzIG1vdmVkICR7cmVwLnVuaXRzTW92ZWR9LCBieXRlcyBtb3ZlZCAke3JlcC5ieXRlc01vdmVkfSR7cmVwLnNraXBwZWQgIT09IHVuZGVmaW5lZCA/IGA7IHNraXBwZWQ6ICR7cmVwLnNraXBwZWR9YCA6ICcnfWAsXG4gICAgICAnICAoZl91cC9mX2Rvd246IGZpc2ggdGFrZW4gPiAwIG9yIGdpdmVuIDwgMCBhY3Jvc3MgdGhlIGJvdW5kYXJ5IHdpdGggcmFuayBwLTEgLyBwKzE7IHRfdXBkOiB3YWxsIG1zIG9mIHRoZSBVcGRhdGUgcGhhc2VzIG9mIHRoZSBzdGVwIGJlZm9yZSAvIGFmdGVyLCBpbmZsYXRlZCBieSB0aW1lIHNsaWNpbmcgd2hlbiByYW5rcyA+IGNvcmVzOyB0aGUgcGFwZXIgaGFzIDE2IHRyYW5zcHV0ZXJzLCBpdHMgcmFuayAxIGFsc28gdHJhZGVzIG92ZXIgdGhlIHdyYXAtYXJvdW5kIGxpbmssIHdoaWNoIHN0cmlwcyBoZXJlIG5ldmVyIGNyb3NzOiByb3cgMCBzdGF5cyBhIGN1dCknLFxuICAgICAgJycsXG4gICAgXS5qb2luKCdcXG4nKSxcbiAgKTtcbn1cblxuY29uc3QgcHJvZ3JhbSA9IG5ldyBDb21tYW5kKCdtZXNod29yay13YXRvci10YWJsZTInKS5kZXNjcmlwdGlvbignb25lIHJlbWFwcGluZyBpbnN0YW5jZSBsaWtlIHRoZSBwYXBlciBUYWJsZSAyJyk7XG5hZGRTY2hlbWFPcHRpb25zKHByb2dyYW0sIE9QVElPTlMpO1xucHJvZ3JhbS5hY3Rpb24oXG4gIGFzeW5jIChvOiB7IHNpemU6IFtudW1iZXIsIG51bWJlcl07IHJhbmtzOiBudW1iZXI7IGV2ZXJ5OiBudW1iZXI7IGJhbGFuY2VyOiBzdHJpbmc7IHNlZWQ6IG51bWJlcjsgc3RvcmFnZTogU3RvcmFnZTsganNvbj86IGJvb2xlYW4gfSkgPT4ge1xuICAgIGlmICghYmFsYW5jZXJzLmhhcyhvLmJhbGFuY2VyKSkgdGhyb3cgbmV3IFVzYWdlRXJyb3IoYC0tYmFsYW5jZXIgbXVzdCBiZSBvbmUgb2YgJHtiYWxhbmNlcnMubmFtZXMoKS5qb2luKCcsICcpfSwgZ290IFwiJHtvLmJhbGFuY2VyfVwiYCk7XG4gICAgY29uc3QgW3Jvd3MsIGNvbHNdID0gby5zaXplO1xuICAgIGNvbnN0IHRvcG9sb2d5ID0gYHJpbmc6JHtvLnJhbmtzfWA7XG4gICAgcGFyc2VUb3BvbG9neSh0b3BvbG9neSk7XG4gICAgY29uc3QgcnVsZXMgPSBjaGVja09wdGlvbnMoeyAuLi5ERUZBVUxUUywgcm93cywgY29scywgc2VlZDogby5zZWVkLCBzdGVwczogby5ldmVyeSArIDEgfSk7XG4gICAgY29uc3QgdCA9IGF3YWl0IHJ1blRhYmxlMihcbiAgICAgIHtcbiAgICAgICAgLi4ucnVsZXMsXG4gICAgICAgIHRvcG9sb2d5LFxuICAgICAgICBzdG9yYWdlOiBvLnN0b3JhZ2UsXG4gICAgICAgIGJhbGFuY2VyOiBvLmJhbGFuY2VyLFxuICAgICAgICBiYWxhbmNlck9wdGlvbnM6IERFRkFVTFRfQkFMQU5DRVJfT1BUSU9OU1tvLmJhbGFuY2VyXSxcbiAgICAgICAgZXZlcnk6IG8uZXZlcnksXG4gICAgICAgIHJlcGVhdDogMSxcbiAgICAgIH0sXG4gICAgICB3YXRvckFwcC5wcm9ncmFtVXJsLFxuICAgICAgby5ldmVyeSxcbiAgICApO1xuICAgIGlmIChvLmpzb24gPT09IHRydWUpIHdyaXRlSnNvbihwcm9jZXNzT3V0cHV0LCB0KTtcbiAgICBlbHNlIHByaW50VGFibGUyKHQpO1xuICAgIGlmICghdC5jb25zZXJ2ZWQpIHByb2Nlc3MuZXhpdENvZGUgPSAxO1xuICB9LFxuKTtcbnByb2Nlc3MuZXhpdENvZGUgPSBhd2FpdCBydW5Qcm9ncmFtKHByb2dyYW0sIHByb2Nlc3MuYXJndi5zbGljZSgyKSwgcHJvY2Vzc091dHB1dCwgJ21lc2h3b3JrLXdhdG9yLXRhYmxlMicpO1xuIl0sCiAgIm1hcHBpbmdzIjogIjtBQUtBLFNBQVMsa0JBQWtCLFFBQVEsS0FBSyxlQUFlLFlBQVksTUFBTSxNQUFNLFlBQVksaUJBQWlCO0FBQzVHLFNBQVMsV0FBVyxxQkFBbUM7QUFDdkQsU0FBUyxlQUFlO0FBQ3hCLFNBQVMsZ0JBQWdCO0FBQ3pCLFNBQVMsZ0NBQWdDO0FBQ3pDLFNBQVMsY0FBYyxnQkFBZ0I7QUFDdkMsU0FBUyxpQkFBb0M7QUFFN0MsTUFBTSxVQUFVO0FBQUEsRUFDZCxNQUFNLEtBQUssd0JBQXdCLEVBQUUsU0FBUyxDQUFDLFNBQVMsTUFBTSxTQUFTLElBQUksRUFBRSxDQUFDO0FBQUEsRUFDOUUsT0FBTyxJQUFJLG1CQUFtQixFQUFFLEtBQUssR0FBRyxLQUFLLE1BQU0sU0FBUyxHQUFHLENBQUM7QUFBQSxFQUNoRSxPQUFPLElBQUksb0NBQW9DLEVBQUUsS0FBSyxHQUFHLFNBQVMsR0FBRyxDQUFDO0FBQUEsRUFDdEUsVUFBVSxLQUFLLGlDQUFpQyxFQUFFLEtBQUssVUFBVSxTQUFTLE1BQU0sQ0FBQztBQUFBLEVBQ2pGLE1BQU0sSUFBSSw0Q0FBNEMsRUFBRSxLQUFLLEdBQUcsU0FBUyxTQUFTLEtBQUssQ0FBQztBQUFBLEVBQ3hGLFNBQVMsT0FBZ0IsZ0JBQWdCLENBQUMsZUFBZSxRQUFRLEdBQUcsRUFBRSxTQUFTLGNBQWMsQ0FBQztBQUFBLEVBQzlGLE1BQU0sRUFBRSxNQUFNLDBCQUEwQjtBQUMxQztBQUVBLFNBQVMsWUFBWSxHQUF1QjtBQUMxQyxRQUFNLElBQUksRUFBRTtBQUNaLFFBQU0sT0FBTyw0QkFBNEIsRUFBRSxFQUFFLFdBQVcsRUFBRSxRQUFRLE9BQU8sRUFBRSxRQUFRLFdBQVcsRUFBRSxJQUFJLElBQUksRUFBRSxJQUFJLFVBQVUsRUFBRSxJQUFJLEtBQUssRUFBRSxPQUFPO0FBQzVJLFFBQU0sT0FBTyxFQUFFLEtBQUs7QUFBQSxJQUFJLENBQUMsTUFDdkI7QUFBQSxNQUNFLE9BQU8sRUFBRSxPQUFPLENBQUMsRUFBRSxTQUFTLENBQUM7QUFBQSxNQUM3QixPQUFPLEVBQUUsT0FBTyxFQUFFLFNBQVMsQ0FBQztBQUFBLE1BQzVCLE9BQU8sRUFBRSxPQUFPLEVBQUUsU0FBUyxDQUFDO0FBQUEsTUFDNUIsRUFBRSxZQUFZLFFBQVEsQ0FBQyxFQUFFLFNBQVMsQ0FBQztBQUFBLE1BQ25DLElBQUksRUFBRSxNQUFNLEtBQUssRUFBRSxXQUFXLFFBQVEsQ0FBQyxDQUFDLElBQUksU0FBUyxFQUFFO0FBQUEsTUFDdkQsSUFBSSxFQUFFLE1BQU0sS0FBSyxFQUFFLFFBQVEsSUFBSSxTQUFTLEVBQUU7QUFBQSxNQUMxQyxJQUFJLEVBQUUsTUFBTSxLQUFLLEVBQUUsUUFBUSxJQUFJLFNBQVMsQ0FBQztBQUFBLE1BQ3pDLE9BQU8sRUFBRSxRQUFRLEVBQUUsU0FBUyxDQUFDO0FBQUEsTUFDN0IsRUFBRSxhQUFhLFFBQVEsQ0FBQyxFQUFFLFNBQVMsQ0FBQztBQUFBLE1BQ3BDLElBQUksRUFBRSxXQUFXLENBQUMsQ0FBQyxJQUFJLEVBQUUsV0FBVyxDQUFDLENBQUMsU0FBUyxFQUFFLFVBQVUsQ0FBQyxDQUFDLElBQUksRUFBRSxVQUFVLENBQUMsQ0FBQztBQUFBLElBQ2pGLEVBQUUsS0FBSyxJQUFJO0FBQUEsRUFDYjtBQUNBLFFBQU0sTUFBTSxFQUFFO0FBQ2QsVUFBUSxPQUFPO0FBQUEsSUFDYjtBQUFBLE1BQ0U7QUFBQSxNQUNBO0FBQUEsTUFDQSxHQUFHO0FBQUEsTUFDSCxhQUFhLEVBQUUsYUFBYSxRQUFRLENBQUMsQ0FBQyxRQUFRLEVBQUUsWUFBWSxRQUFRLENBQUMsQ0FBQyxzQkFBc0IsRUFBRSxZQUFZLFFBQVEsSUFBSSxnQkFBZ0IsSUFBSSxVQUFVLGlCQUFpQixJQUFJLFVBQVUsR0FBRyxJQUFJLFlBQVksU0FBWSxjQUFjLElBQUksT0FBTyxLQUFLLEVBQUU7QUFBQSxNQUNsUDtBQUFBLE1BQ0E7QUFBQSxJQUNGLEVBQUUsS0FBSyxJQUFJO0FBQUEsRUFDYjtBQUNGO0FBRUEsTUFBTSxVQUFVLElBQUksUUFBUSx1QkFBdUIsRUFBRSxZQUFZLCtDQUErQztBQUNoSCxpQkFBaUIsU0FBUyxPQUFPO0FBQ2pDLFFBQVE7QUFBQSxFQUNOLE9BQU8sTUFBa0k7QUFDdkksUUFBSSxDQUFDLFVBQVUsSUFBSSxFQUFFLFFBQVEsRUFBRyxPQUFNLElBQUksV0FBVyw2QkFBNkIsVUFBVSxNQUFNLEVBQUUsS0FBSyxJQUFJLENBQUMsVUFBVSxFQUFFLFFBQVEsR0FBRztBQUNySSxVQUFNLENBQUMsTUFBTSxJQUFJLElBQUksRUFBRTtBQUN2QixVQUFNLFdBQVcsUUFBUSxFQUFFLEtBQUs7QUFDaEMsa0JBQWMsUUFBUTtBQUN0QixVQUFNLFFBQVEsYUFBYSxFQUFFLEdBQUcsVUFBVSxNQUFNLE1BQU0sTUFBTSxFQUFFLE1BQU0sT0FBTyxFQUFFLFFBQVEsRUFBRSxDQUFDO0FBQ3hGLFVBQU0sSUFBSSxNQUFNO0FBQUEsTUFDZDtBQUFBLFFBQ0UsR0FBRztBQUFBLFFBQ0g7QUFBQSxRQUNBLFNBQVMsRUFBRTtBQUFBLFFBQ1gsVUFBVSxFQUFFO0FBQUEsUUFDWixpQkFBaUIseUJBQXlCLEVBQUUsUUFBUTtBQUFBLFFBQ3BELE9BQU8sRUFBRTtBQUFBLFFBQ1QsUUFBUTtBQUFBLE1BQ1Y7QUFBQSxNQUNBLFNBQVM7QUFBQSxNQUNULEVBQUU7QUFBQSxJQUNKO0FBQ0EsUUFBSSxFQUFFLFNBQVMsS0FBTSxXQUFVLGVBQWUsQ0FBQztBQUFBLFFBQzFDLGFBQVksQ0FBQztBQUNsQixRQUFJLENBQUMsRUFBRSxVQUFXLFNBQVEsV0FBVztBQUFBLEVBQ3ZDO0FBQ0Y7QUFDQSxRQUFRLFdBQVcsTUFBTSxXQUFXLFNBQVMsUUFBUSxLQUFLLE1BQU0sQ0FBQyxHQUFHLGVBQWUsdUJBQXVCOyIsCiAgIm5hbWVzIjogW10KfQo=
