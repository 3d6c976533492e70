import { resolve } from "node:path";
import { writeJson } from "@meshwork/harness";
import { writeSvg } from "../charts/render.js";
import { topologyChart } from "../charts/topology.js";
import { describeTopology } from "../topo/describe.js";
function defaultSvgName(spec) {
  return `topology-${spec.trim().replace(/[^A-Za-z0-9]+/g, "-")}.svg`;
}
function formatTopology(d) {
  const lines = [
    `${d.name}: ${d.size} ranks, dims ${d.dims.join("x")}${d.periodic.some(Boolean) ? " (wrap-around)" : ""}, diameter ${d.diameter}, max degree ${d.maxDegree}, ${d.edges} links`,
    `edge colouring: ${d.colours} colours (each a matching: links of one colour can all exchange at once)`,
    ...d.matchings.map((m, c) => `  colour ${c}: ${m.map(([a, b]) => `${a}-${b}`).join(" ")}`),
    "neighbours (in port order):",
    ...d.ranks.map((r) => `  rank ${String(r.rank).padStart(3)} (${r.coords.join(",")}): ${r.neighbours.join(" ")}`)
  ];
  return `${lines.join("\n")}
`;
}
function registerTopo(program, out) {
  program.command("topo").description("describe a topology: neighbours, edge colouring, diameter, and an SVG picture").argument("<shape>", "chain:N | ring:N | mesh:RxC[x...] | torus:RxC[x...] | hypercube:D").option("--out <file>", "where to write the SVG (default topology-<shape>.svg)").option("--no-out", "do not write an SVG").option("--json", "print the description as JSON", false).action(async (shape, opts) => {
    const { topology, description } = describeTopology(shape);
    let svg;
    if (opts.out !== false) svg = await writeSvg(resolve(opts.out ?? defaultSvgName(shape)), topologyChart(topology));
    if (opts.json) writeJson(out, { ...description, svg });
    else out.stdout(`${formatTopology(description)}${svg === void 0 ? "" : `picture: ${svg}
`}`);
  });
}
export {
  defaultSvgName,
  formatTopology,
  registerTopo
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL2NvbW1hbmRzL3RvcG8udHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKiBgbWVzaHdvcmsgdG9wbyA8c2hhcGU+YDogbmVpZ2hib3VycywgZWRnZSBjb2xvdXJpbmcsIGRpYW1ldGVyLCBhbmQgYW4gU1ZHIHBpY3R1cmUuICovXG5pbXBvcnQgeyByZXNvbHZlIH0gZnJvbSAnbm9kZTpwYXRoJztcbmltcG9ydCB7IHR5cGUgT3V0cHV0LCB3cml0ZUpzb24gfSBmcm9tICdAbWVzaHdvcmsvaGFybmVzcyc7XG5pbXBvcnQgdHlwZSB7IENvbW1hbmQgfSBmcm9tICdjb21tYW5kZXInO1xuaW1wb3J0IHsgd3JpdGVTdmcgfSBmcm9tICcuLi9jaGFydHMvcmVuZGVyLmpzJztcbmltcG9ydCB7IHRvcG9sb2d5Q2hhcnQgfSBmcm9tICcuLi9jaGFydHMvdG9wb2xvZ3kuanMnO1xuaW1wb3J0IHsgZGVzY3JpYmVUb3BvbG9neSwgdHlwZSBUb3BvbG9neURlc2NyaXB0aW9uIH0gZnJvbSAnLi4vdG9wby9kZXNjcmliZS5qcyc7XG5cbmludGVyZmFjZSBUb3BvT3B0aW9ucyB7XG4gIHJlYWRvbmx5IG91dDogc3RyaW5nIHwgZmFsc2U7XG4gIHJlYWRvbmx5IGpzb246IGJvb2xlYW47XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBkZWZhdWx0U3ZnTmFtZShzcGVjOiBzdHJpbmcpOiBzdHJpbmcge1xuICByZXR1cm4gYHRvcG9sb2d5LSR7c3BlYy50cmltKCkucmVwbGFjZSgvW15BLVphLXowLTldKy9nLCAnLScpfS5zdmdgO1xufVxuXG5leHBvcnQgZnVuY3Rpb24gZm9ybWF0VG9wb2xvZ3koZDogVG9wb2xvZ3lEZXNjcmlwdGlvbik6IHN0cmluZyB7XG4gIGNvbnN0IGxpbmVzID0gW1xuICAgIGAke2QubmFtZX06ICR7ZC5zaXplfSByYW5rcywgZGltcyAke2QuZGltcy5qb2luKCd4Jyl9JHtkLnBlcmlvZGljLnNvbWUoQm9vbGVhbikgPyAnICh3cmFwLWFyb3VuZCknIDogJyd9LCBkaWFtZXRlciAke2QuZGlhbWV0ZXJ9LCBtYXggZGVncmVlICR7ZC5tYXhEZWdyZWV9LCAke2QuZWRnZXN9IGxpbmtzYCxcbiAgICBgZWRnZSBjb2xvdXJpbmc6ICR7ZC5jb2xvdXJzfSBjb2xvdXJzIChlYWNoIGEgbWF0Y2hpbmc6IGxpbmtzIG9mIG9uZSBjb2xvdXIgY2FuIGFsbCBleGNoYW5nZSBhdCBvbmNlKWAsXG4gICAgLi4uZC5tYXRjaGluZ3MubWFwKChtLCBjKSA9PiBgICBjb2xvdXIgJHtjfTogJHttLm1hcCgoW2EsIGJdKSA9PiBgJHthfS0ke2J9YCkuam9pbignICcpfWApLFxuICAgICduZWlnaGJvdXJzIChpbiBwb3J0IG9yZGVyKTonLFxuICAgIC4uLmQucmFua3MubWFwKChyKSA9PiBgICByYW5rICR7U3RyaW5nKHIucmFuaykucGFkU3RhcnQoMyl9ICgke3IuY29vcmRzLmpvaW4oJywnKX0pOiAke3IubmVpZ2hib3Vycy5qb2luKCcgJyl9YCksXG4gIF07XG4gIHJldHVybiBgJHtsaW5lcy5qb2luKCdcXG4nKX1cXG5gO1xufVxuXG5leHBvcnQgZnVuY3Rpb24gcmVnaXN0ZXJUb3BvKHByb2dyYW06IENvbW1hbmQsIG91dDogT3V0cHV0KTogdm9pZCB7XG4gIHByb2dyYW1cbiAgICAuY29tbWFuZCgndG9wbycpXG4gICAgLmRlc2NyaXB0aW9uKCdkZXNjcmliZSBhIHRvcG9sb2d5OiBuZWlnaGJvdXJzLCBlZGdlIGNvbG91cmluZywgZGlhbWV0ZXIsIGFuZCBhbiBTVkcgcGljdHVyZScpXG4gICAgLmFyZ3VtZW50KCc8c2hhcGU+JywgJ2NoYWluOk4gfCByaW5nOk4gfCBtZXNoOlJ4Q1t4Li4uXSB8IHRvcnVzOlJ4Q1t4Li4uXSB8IGh5cGVyY3ViZTpEJylcbiAgICAub3B0aW9uKCctLW91dCA8ZmlsZT4nLCAnd2hlcmUgdG8gd3JpdGUgdGhlIFNWRyAoZGVmYXVsdCB0b3BvbG9neS08c2hhcGU+LnN2ZyknKVxuICAgIC5vcHRpb24oJy0tbm8tb3V0JywgJ2RvIG5vdCB3cml0ZSBhbiBTVkcnKVxuICAgIC5vcHRpb24oJy0tanNvbicsICdwcmludCB0aGUgZGVzY3JpcHRpb24gYXMgSlNPTicsIGZhbHNlKVxuICAgIC5hY3Rpb24oYXN5bmMgKHNoYXBlOiBzdHJpbmcsIG9wdHM6IFRvcG9PcHRpb25zKSA9PiB7XG4gICAgICBjb25zdCB7IHRvcG9sb2d5LCBkZXNjcmlwdGlvbiB9ID0gZGVzY3JpYmVUb3BvbG9neShzaGFwZSk7XG4gICAgICBsZXQgc3ZnOiBzdHJpbmcgfCB1bmRlZmluZWQ7XG4gICAgICBpZiAob3B0cy5vdXQgIT09IGZhbHNlKSBzdmcgPSBhd2FpdCB3cml0ZVN2ZyhyZXNvbHZlKG9wdHMub3V0ID8/IGRlZmF1bHRTdmdOYW1lKHNoYXBlKSksIHRvcG9sb2d5Q2hhcnQodG9wb2xvZ3kpKTtcbiAgICAgIGlmIChvcHRzLmpzb24pIHdyaXRlSnNvbihvdXQsIHsgLi4uZGVzY3JpcHRpb24sIHN2ZyB9KTtcbiAgICAgIGVsc2Ugb3V0LnN0ZG91dChgJHtmb3JtYXRUb3BvbG9neShkZXNjcmlwdGlvbil9JHtzdmcgPT09IHVuZGVmaW5lZCA/ICcnIDogYHBpY3R1cmU6ICR7c3ZnfVxcbmB9YCk7XG4gICAgfSk7XG59XG4iXSwKICAibWFwcGluZ3MiOiAiQUFDQSxTQUFTLGVBQWU7QUFDeEIsU0FBc0IsaUJBQWlCO0FBRXZDLFNBQVMsZ0JBQWdCO0FBQ3pCLFNBQVMscUJBQXFCO0FBQzlCLFNBQVMsd0JBQWtEO0FBT3BELFNBQVMsZUFBZSxNQUFzQjtBQUNuRCxTQUFPLFlBQVksS0FBSyxLQUFLLEVBQUUsUUFBUSxrQkFBa0IsR0FBRyxDQUFDO0FBQy9EO0FBRU8sU0FBUyxlQUFlLEdBQWdDO0FBQzdELFFBQU0sUUFBUTtBQUFBLElBQ1osR0FBRyxFQUFFLElBQUksS0FBSyxFQUFFLElBQUksZ0JBQWdCLEVBQUUsS0FBSyxLQUFLLEdBQUcsQ0FBQyxHQUFHLEVBQUUsU0FBUyxLQUFLLE9BQU8sSUFBSSxtQkFBbUIsRUFBRSxjQUFjLEVBQUUsUUFBUSxnQkFBZ0IsRUFBRSxTQUFTLEtBQUssRUFBRSxLQUFLO0FBQUEsSUFDdEssbUJBQW1CLEVBQUUsT0FBTztBQUFBLElBQzVCLEdBQUcsRUFBRSxVQUFVLElBQUksQ0FBQyxHQUFHLE1BQU0sWUFBWSxDQUFDLEtBQUssRUFBRSxJQUFJLENBQUMsQ0FBQyxHQUFHLENBQUMsTUFBTSxHQUFHLENBQUMsSUFBSSxDQUFDLEVBQUUsRUFBRSxLQUFLLEdBQUcsQ0FBQyxFQUFFO0FBQUEsSUFDekY7QUFBQSxJQUNBLEdBQUcsRUFBRSxNQUFNLElBQUksQ0FBQyxNQUFNLFVBQVUsT0FBTyxFQUFFLElBQUksRUFBRSxTQUFTLENBQUMsQ0FBQyxLQUFLLEVBQUUsT0FBTyxLQUFLLEdBQUcsQ0FBQyxNQUFNLEVBQUUsV0FBVyxLQUFLLEdBQUcsQ0FBQyxFQUFFO0FBQUEsRUFDakg7QUFDQSxTQUFPLEdBQUcsTUFBTSxLQUFLLElBQUksQ0FBQztBQUFBO0FBQzVCO0FBRU8sU0FBUyxhQUFhLFNBQWtCLEtBQW1CO0FBQ2hFLFVBQ0csUUFBUSxNQUFNLEVBQ2QsWUFBWSwrRUFBK0UsRUFDM0YsU0FBUyxXQUFXLG1FQUFtRSxFQUN2RixPQUFPLGdCQUFnQix1REFBdUQsRUFDOUUsT0FBTyxZQUFZLHFCQUFxQixFQUN4QyxPQUFPLFVBQVUsaUNBQWlDLEtBQUssRUFDdkQsT0FBTyxPQUFPLE9BQWUsU0FBc0I7QUFDbEQsVUFBTSxFQUFFLFVBQVUsWUFBWSxJQUFJLGlCQUFpQixLQUFLO0FBQ3hELFFBQUk7QUFDSixRQUFJLEtBQUssUUFBUSxNQUFPLE9BQU0sTUFBTSxTQUFTLFFBQVEsS0FBSyxPQUFPLGVBQWUsS0FBSyxDQUFDLEdBQUcsY0FBYyxRQUFRLENBQUM7QUFDaEgsUUFBSSxLQUFLLEtBQU0sV0FBVSxLQUFLLEVBQUUsR0FBRyxhQUFhLElBQUksQ0FBQztBQUFBLFFBQ2hELEtBQUksT0FBTyxHQUFHLGVBQWUsV0FBVyxDQUFDLEdBQUcsUUFBUSxTQUFZLEtBQUssWUFBWSxHQUFHO0FBQUEsQ0FBSSxFQUFFO0FBQUEsRUFDakcsQ0FBQztBQUNMOyIsCiAgIm5hbWVzIjogW10KfQo=
