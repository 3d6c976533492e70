import { join } from "node:path";
import { formatMachineCheck } from "@meshwork/harness";
import { ensureDirectory, writeFileReplacing } from "@meshwork/runtime";
import { writeSvg } from "../charts/render.js";
import { describeMachine } from "./machine.js";
import { markdownTable } from "./suite.js";
async function writeReport(dir, r) {
  ensureDirectory(dir, { what: "bench --out", writable: true });
  const charts = [];
  for (const c of r.charts) charts.push(await writeSvg(join(dir, c.file), c.spec));
  const lines = [
    `# meshwork bench --suite ${r.suite}${r.quick ? " --quick" : ""}`,
    "",
    r.title,
    "",
    `Machine: ${describeMachine(r.machine)}. Ranks ${r.spin === "off" ? "slept in their waits (spin off: the machine was busy)" : "spun while ranks <= cores (spin auto)"}. Suite time ${r.seconds.toFixed(1)} s.`,
    "",
    ...r.machineCheck === void 0 ? [] : [`${formatMachineCheck(r.machineCheck)}.`, ""],
    ...r.tables.flatMap((t) => [`## ${t.title}`, "", markdownTable(t), "", ...t.note === void 0 ? [] : [t.note, ""]]),
    "## Charts",
    "",
    ...r.charts.flatMap((c) => [`### ${c.title}`, "", `![${c.title}](${c.file})`, ""])
  ];
  const markdown = join(dir, "README.md");
  writeFileReplacing(markdown, `${lines.join("\n")}
`, { what: "bench report" });
  writeFileReplacing(
    join(dir, "results.json"),
    `${JSON.stringify({ ...r, charts: r.charts.map((c) => ({ file: c.file, title: c.title })) }, null, 1)}
`,
    { what: "bench results" }
  );
  return { markdown, charts };
}
export {
  writeReport
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL2JlbmNoL21hcmtkb3duLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKiogVGhlIE1hcmtkb3duIHJlcG9ydCBvZiBhIGJlbmNoIHJ1bjogbWFjaGluZSwgdGFibGVzLCBhbmQgdGhlIFNWRyBjaGFydHMgaXQgbGlua3MuICovXG5pbXBvcnQgeyBqb2luIH0gZnJvbSAnbm9kZTpwYXRoJztcbmltcG9ydCB7IGZvcm1hdE1hY2hpbmVDaGVjayB9IGZyb20gJ0BtZXNod29yay9oYXJuZXNzJztcbmltcG9ydCB7IGVuc3VyZURpcmVjdG9yeSwgd3JpdGVGaWxlUmVwbGFjaW5nIH0gZnJvbSAnQG1lc2h3b3JrL3J1bnRpbWUnO1xuaW1wb3J0IHsgd3JpdGVTdmcgfSBmcm9tICcuLi9jaGFydHMvcmVuZGVyLmpzJztcbmltcG9ydCB7IGRlc2NyaWJlTWFjaGluZSB9IGZyb20gJy4vbWFjaGluZS5qcyc7XG5pbXBvcnQgeyB0eXBlIEJlbmNoUmVwb3J0LCBtYXJrZG93blRhYmxlIH0gZnJvbSAnLi9zdWl0ZS5qcyc7XG5cbmV4cG9ydCBpbnRlcmZhY2UgV3JpdHRlblJlcG9ydCB7XG4gIHJlYWRvbmx5IG1hcmtkb3duOiBzdHJpbmc7XG4gIHJlYWRvbmx5IGNoYXJ0czogc3RyaW5nW107XG59XG5cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiB3cml0ZVJlcG9ydChkaXI6IHN0cmluZywgcjogQmVuY2hSZXBvcnQpOiBQcm9taXNlPFdyaXR0ZW5SZXBvcnQ+IHtcbiAgZW5zdXJlRGlyZWN0b3J5KGRpciwgeyB3aGF0OiAnYmVuY2ggLS1vdXQnLCB3cml0YWJsZTogdHJ1ZSB9KTtcbiAgY29uc3QgY2hhcnRzOiBzdHJpbmdbXSA9IFtdO1xuICBmb3IgKGNvbnN0IGMgb2Ygci5jaGFydHMpIGNoYXJ0cy5wdXNoKGF3YWl0IHdyaXRlU3ZnKGpvaW4oZGlyLCBjLmZpbGUpLCBjLnNwZWMpKTtcbiAgY29uc3QgbGluZXMgPSBbXG4gICAgYCMgbWVzaHdvcmsgYmVuY2ggLS1zdWl0ZSAke3Iuc3VpdGV9JHtyLnF1aWNrID8gJyAtLXF1aWNrJyA6ICcnfWAsXG4gICAgJycsXG4gICAgci50aXRsZSxcbiAgICAnJyxcbiAgICBgTWFjaGluZTogJHtkZXNjcmliZU1hY2hpbmUoci5tYWNoaW5lKX0uIFJhbmtzICR7ci5zcGluID09PSAnb2ZmJyA/ICdzbGVwdCBpbiB0aGVpciB3YWl0cyAoc3BpbiBvZmY6IHRoZSBtYWNoaW5lIHdhcyBidXN5KScgOiAnc3B1biB3aGlsZSByYW5rcyA8PSBjb3JlcyAoc3BpbiBhdXRvKSd9LiBTdWl0ZSB0aW1lICR7ci5zZWNvbmRzLnRvRml4ZWQoMSl9IHMuYCxcbiAgICAnJyxcbiAgICAuLi4oci5tYWNoaW5lQ2hlY2sgPT09IHVuZGVmaW5lZCA/IFtdIDogW2Ake2Zvcm1hdE1hY2hpbmVDaGVjayhyLm1hY2hpbmVDaGVjayl9LmAsICcnXSksXG4gICAgLi4uci50YWJsZXMuZmxhdE1hcCgodCkgPT4gW2AjIyAke3QudGl0bGV9YCwgJycsIG1hcmtkb3duVGFibGUodCksICcnLCAuLi4odC5ub3RlID09PSB1bmRlZmluZWQgPyBbXSA6IFt0Lm5vdGUsICcnXSldKSxcbiAgICAnIyMgQ2hhcnRzJyxcbiAgICAnJyxcbiAgICAuLi5yLmNoYXJ0cy5mbGF0TWFwKChjKSA9PiBbYCMjIyAke2MudGl0bGV9YCwgJycsIGAhWyR7Yy50aXRsZX1dKCR7Yy5maWxlfSlgLCAnJ10pLFxuICBdO1xuICBjb25zdCBtYXJrZG93biA9IGpvaW4oZGlyLCAnUkVBRE1FLm1kJyk7XG4gIHdyaXRlRmlsZVJlcGxhY2luZyhtYXJrZG93biwgYCR7bGluZXMuam9pbignXFxuJyl9XFxuYCwgeyB3aGF0OiAnYmVuY2ggcmVwb3J0JyB9KTtcbiAgd3JpdGVGaWxlUmVwbGFjaW5nKFxuICAgIGpvaW4oZGlyLCAncmVzdWx0cy5qc29uJyksXG4gICAgYCR7SlNPTi5zdHJpbmdpZnkoeyAuLi5yLCBjaGFydHM6IHIuY2hhcnRzLm1hcCgoYykgPT4gKHsgZmlsZTogYy5maWxlLCB0aXRsZTogYy50aXRsZSB9KSkgfSwgbnVsbCwgMSl9XFxuYCxcbiAgICB7IHdoYXQ6ICdiZW5jaCByZXN1bHRzJyB9LFxuICApO1xuICByZXR1cm4geyBtYXJrZG93biwgY2hhcnRzIH07XG59XG4iXSwKICAibWFwcGluZ3MiOiAiQUFDQSxTQUFTLFlBQVk7QUFDckIsU0FBUywwQkFBMEI7QUFDbkMsU0FBUyxpQkFBaUIsMEJBQTBCO0FBQ3BELFNBQVMsZ0JBQWdCO0FBQ3pCLFNBQVMsdUJBQXVCO0FBQ2hDLFNBQTJCLHFCQUFxQjtBQU9oRCxlQUFzQixZQUFZLEtBQWEsR0FBd0M7QUFDckYsa0JBQWdCLEtBQUssRUFBRSxNQUFNLGVBQWUsVUFBVSxLQUFLLENBQUM7QUFDNUQsUUFBTSxTQUFtQixDQUFDO0FBQzFCLGFBQVcsS0FBSyxFQUFFLE9BQVEsUUFBTyxLQUFLLE1BQU0sU0FBUyxLQUFLLEtBQUssRUFBRSxJQUFJLEdBQUcsRUFBRSxJQUFJLENBQUM7QUFDL0UsUUFBTSxRQUFRO0FBQUEsSUFDWiw0QkFBNEIsRUFBRSxLQUFLLEdBQUcsRUFBRSxRQUFRLGFBQWEsRUFBRTtBQUFBLElBQy9EO0FBQUEsSUFDQSxFQUFFO0FBQUEsSUFDRjtBQUFBLElBQ0EsWUFBWSxnQkFBZ0IsRUFBRSxPQUFPLENBQUMsV0FBVyxFQUFFLFNBQVMsUUFBUSwwREFBMEQsdUNBQXVDLGdCQUFnQixFQUFFLFFBQVEsUUFBUSxDQUFDLENBQUM7QUFBQSxJQUN6TTtBQUFBLElBQ0EsR0FBSSxFQUFFLGlCQUFpQixTQUFZLENBQUMsSUFBSSxDQUFDLEdBQUcsbUJBQW1CLEVBQUUsWUFBWSxDQUFDLEtBQUssRUFBRTtBQUFBLElBQ3JGLEdBQUcsRUFBRSxPQUFPLFFBQVEsQ0FBQyxNQUFNLENBQUMsTUFBTSxFQUFFLEtBQUssSUFBSSxJQUFJLGNBQWMsQ0FBQyxHQUFHLElBQUksR0FBSSxFQUFFLFNBQVMsU0FBWSxDQUFDLElBQUksQ0FBQyxFQUFFLE1BQU0sRUFBRSxDQUFFLENBQUM7QUFBQSxJQUNySDtBQUFBLElBQ0E7QUFBQSxJQUNBLEdBQUcsRUFBRSxPQUFPLFFBQVEsQ0FBQyxNQUFNLENBQUMsT0FBTyxFQUFFLEtBQUssSUFBSSxJQUFJLEtBQUssRUFBRSxLQUFLLEtBQUssRUFBRSxJQUFJLEtBQUssRUFBRSxDQUFDO0FBQUEsRUFDbkY7QUFDQSxRQUFNLFdBQVcsS0FBSyxLQUFLLFdBQVc7QUFDdEMscUJBQW1CLFVBQVUsR0FBRyxNQUFNLEtBQUssSUFBSSxDQUFDO0FBQUEsR0FBTSxFQUFFLE1BQU0sZUFBZSxDQUFDO0FBQzlFO0FBQUEsSUFDRSxLQUFLLEtBQUssY0FBYztBQUFBLElBQ3hCLEdBQUcsS0FBSyxVQUFVLEVBQUUsR0FBRyxHQUFHLFFBQVEsRUFBRSxPQUFPLElBQUksQ0FBQyxPQUFPLEVBQUUsTUFBTSxFQUFFLE1BQU0sT0FBTyxFQUFFLE1BQU0sRUFBRSxFQUFFLEdBQUcsTUFBTSxDQUFDLENBQUM7QUFBQTtBQUFBLElBQ3JHLEVBQUUsTUFBTSxnQkFBZ0I7QUFBQSxFQUMxQjtBQUNBLFNBQU8sRUFBRSxVQUFVLE9BQU87QUFDNUI7IiwKICAibmFtZXMiOiBbXQp9Cg==
