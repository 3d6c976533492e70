import { barChart } from "../charts/bench.js";
import { ratioTable, runRatioScript, withRatios } from "./ratio-suite.js";
async function hostsSuite(ctx) {
  const data = await runRatioScript(ctx, "hosts suite (bench/src/hosts)", "hosts/run.js", 9e5);
  const ratios = withRatios(data.rows);
  return {
    suite: "hosts",
    title: "Hosts suite: host processes over a local nats-server, each figure next to its raw baseline, measured in one run",
    quick: ctx.quick,
    tables: [
      ratioTable(
        "Across hosts (median, min, max over the trials; ratio = row vs its reference in the same run)",
        data.rows,
        "time rows: ratio = x slower than the reference; bandwidth rows: the fraction of the reference reached"
      )
    ],
    charts: [
      {
        file: "hosts-ratios.svg",
        title: "Ratio of each cross-host row to its reference",
        spec: barChart(
          ratios.map((r) => ({ row: r.name, ratio: r.ratio, kind: r.unit === "MB/s" ? "bandwidth (fraction)" : "time (x slower)" })),
          { title: "Hosts: ratio to the reference", x: "row", y: "ratio", group: "kind", xTitle: "row", yTitle: "ratio" }
        )
      }
    ],
    data
  };
}
export {
  hostsSuite
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL2JlbmNoL2hvc3RzLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKiogSG9zdHMgc3VpdGU6IGJlbmNoL3NyYy9ob3N0cyAoaG9zdCBwcm9jZXNzZXMgb3ZlciBhIGxvY2FsIG5hdHMtc2VydmVyKSwgZXZlcnkgY3Jvc3MtaG9zdCBmaWd1cmUgbmV4dCB0byBpdHMgcmF3IE5BVFMgYmFzZWxpbmUuICovXG5pbXBvcnQgeyBiYXJDaGFydCB9IGZyb20gJy4uL2NoYXJ0cy9iZW5jaC5qcyc7XG5pbXBvcnQgeyB0eXBlIFJhdGlvUm93LCByYXRpb1RhYmxlLCBydW5SYXRpb1NjcmlwdCwgd2l0aFJhdGlvcyB9IGZyb20gJy4vcmF0aW8tc3VpdGUuanMnO1xuaW1wb3J0IHR5cGUgeyBTdWl0ZUNvbnRleHQsIFN1aXRlUmVzdWx0IH0gZnJvbSAnLi9zdWl0ZS5qcyc7XG5cbmludGVyZmFjZSBIb3N0c0pzb24ge1xuICByZWFkb25seSBlbnY6IFJlY29yZDxzdHJpbmcsIHVua25vd24+O1xuICByZWFkb25seSByb3dzOiBSYXRpb1JvdzwndXMnIHwgJ01CL3MnIHwgJ21zJz5bXTtcbn1cblxuLyoqIGBtZXNod29yayBiZW5jaCAtLXN1aXRlIGhvc3RzYDogY3Jvc3MtaG9zdCBsaW5rcywgYmFuZHdpZHRoLCBhbGxyZWR1Y2UgYW5kIGFwcHMgdnMgcmF3IE5BVFMgYW5kIG9uZSBob3N0LCBpbiBvbmUgcnVuLiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIGhvc3RzU3VpdGUoY3R4OiBTdWl0ZUNvbnRleHQpOiBQcm9taXNlPFN1aXRlUmVzdWx0PiB7XG4gIGNvbnN0IGRhdGEgPSBhd2FpdCBydW5SYXRpb1NjcmlwdDxIb3N0c0pzb24+KGN0eCwgJ2hvc3RzIHN1aXRlIChiZW5jaC9zcmMvaG9zdHMpJywgJ2hvc3RzL3J1bi5qcycsIDkwMF8wMDApO1xuICBjb25zdCByYXRpb3MgPSB3aXRoUmF0aW9zKGRhdGEucm93cyk7XG4gIHJldHVybiB7XG4gICAgc3VpdGU6ICdob3N0cycsXG4gICAgdGl0bGU6ICdIb3N0cyBzdWl0ZTogaG9zdCBwcm9jZXNzZXMgb3ZlciBhIGxvY2FsIG5hdHMtc2VydmVyLCBlYWNoIGZpZ3VyZSBuZXh0IHRvIGl0cyByYXcgYmFzZWxpbmUsIG1lYXN1cmVkIGluIG9uZSBydW4nLFxuICAgIHF1aWNrOiBjdHgucXVpY2ssXG4gICAgdGFibGVzOiBbXG4gICAgICByYXRpb1RhYmxlKFxuICAgICAgICAnQWNyb3NzIGhvc3RzIChtZWRpYW4sIG1pbiwgbWF4IG92ZXIgdGhlIHRyaWFsczsgcmF0aW8gPSByb3cgdnMgaXRzIHJlZmVyZW5jZSBpbiB0aGUgc2FtZSBydW4pJyxcbiAgICAgICAgZGF0YS5yb3dzLFxuICAgICAgICAndGltZSByb3dzOiByYXRpbyA9IHggc2xvd2VyIHRoYW4gdGhlIHJlZmVyZW5jZTsgYmFuZHdpZHRoIHJvd3M6IHRoZSBmcmFjdGlvbiBvZiB0aGUgcmVmZXJlbmNlIHJlYWNoZWQnLFxuICAgICAgKSxcbiAgICBdLFxuICAgIGNoYXJ0czogW1xuICAgICAge1xuICAgICAgICBmaWxlOiAnaG9zdHMtcmF0aW9zLnN2ZycsXG4gICAgICAgIHRpdGxlOiAnUmF0aW8gb2YgZWFjaCBjcm9zcy1ob3N0IHJvdyB0byBpdHMgcmVmZXJlbmNlJyxcbiAgICAgICAgc3BlYzogYmFyQ2hhcnQoXG4gICAgICAgICAgcmF0aW9zLm1hcCgocikgPT4gKHsgcm93OiByLm5hbWUsIHJhdGlvOiByLnJhdGlvLCBraW5kOiByLnVuaXQgPT09ICdNQi9zJyA/ICdiYW5kd2lkdGggKGZyYWN0aW9uKScgOiAndGltZSAoeCBzbG93ZXIpJyB9KSksXG4gICAgICAgICAgeyB0aXRsZTogJ0hvc3RzOiByYXRpbyB0byB0aGUgcmVmZXJlbmNlJywgeDogJ3JvdycsIHk6ICdyYXRpbycsIGdyb3VwOiAna2luZCcsIHhUaXRsZTogJ3JvdycsIHlUaXRsZTogJ3JhdGlvJyB9LFxuICAgICAgICApLFxuICAgICAgfSxcbiAgICBdLFxuICAgIGRhdGEsXG4gIH07XG59XG4iXSwKICAibWFwcGluZ3MiOiAiQUFDQSxTQUFTLGdCQUFnQjtBQUN6QixTQUF3QixZQUFZLGdCQUFnQixrQkFBa0I7QUFTdEUsZUFBc0IsV0FBVyxLQUF5QztBQUN4RSxRQUFNLE9BQU8sTUFBTSxlQUEwQixLQUFLLGlDQUFpQyxnQkFBZ0IsR0FBTztBQUMxRyxRQUFNLFNBQVMsV0FBVyxLQUFLLElBQUk7QUFDbkMsU0FBTztBQUFBLElBQ0wsT0FBTztBQUFBLElBQ1AsT0FBTztBQUFBLElBQ1AsT0FBTyxJQUFJO0FBQUEsSUFDWCxRQUFRO0FBQUEsTUFDTjtBQUFBLFFBQ0U7QUFBQSxRQUNBLEtBQUs7QUFBQSxRQUNMO0FBQUEsTUFDRjtBQUFBLElBQ0Y7QUFBQSxJQUNBLFFBQVE7QUFBQSxNQUNOO0FBQUEsUUFDRSxNQUFNO0FBQUEsUUFDTixPQUFPO0FBQUEsUUFDUCxNQUFNO0FBQUEsVUFDSixPQUFPLElBQUksQ0FBQyxPQUFPLEVBQUUsS0FBSyxFQUFFLE1BQU0sT0FBTyxFQUFFLE9BQU8sTUFBTSxFQUFFLFNBQVMsU0FBUyx5QkFBeUIsa0JBQWtCLEVBQUU7QUFBQSxVQUN6SCxFQUFFLE9BQU8saUNBQWlDLEdBQUcsT0FBTyxHQUFHLFNBQVMsT0FBTyxRQUFRLFFBQVEsT0FBTyxRQUFRLFFBQVE7QUFBQSxRQUNoSDtBQUFBLE1BQ0Y7QUFBQSxJQUNGO0FBQUEsSUFDQTtBQUFBLEVBQ0Y7QUFDRjsiLAogICJuYW1lcyI6IFtdCn0K
