import { barChart } from "../charts/bench.js";
import { ratioTable, runRatioScript, withRatios } from "./ratio-suite.js";
async function microSuite(ctx) {
  const data = await runRatioScript(ctx, "micro suite (bench/src/micro)", "micro/run.js", 6e5);
  const ratios = withRatios(data.rows);
  return {
    suite: "micro",
    title: "Micro suite: runtime primitives next to their raw limits, measured in one run",
    quick: ctx.quick,
    tables: [
      ratioTable("Micro benchmarks (median, min, max over the repeats; ratio = subject vs its reference in the same run)", data.rows)
    ],
    charts: [
      {
        file: "micro-ratios-time.svg",
        title: "Time of each row over its raw reference in the same run (x slower; 1 is the limit)",
        spec: barChart(
          ratios.filter((r) => r.unit === "us").map((r) => ({ row: r.name, ratio: r.ratio })),
          {
            title: "Micro: time over the raw limit",
            x: "row",
            y: "ratio",
            xTitle: "row",
            yTitle: "time / reference time (x slower, log scale)",
            horizontal: true,
            // the rows span 1x (a link round trip) to hundreds (a whole balance vs a barrier)
            log: true
          }
        )
      },
      {
        file: "micro-ratios-bandwidth.svg",
        title: "Bandwidth of each row as a fraction of its raw reference in the same run (1 is the limit)",
        spec: barChart(
          ratios.filter((r) => r.unit === "GB/s").map((r) => ({ row: r.name, ratio: r.ratio })),
          {
            title: "Micro: bandwidth as a fraction of the raw limit",
            x: "row",
            y: "ratio",
            xTitle: "row",
            yTitle: "bandwidth / reference bandwidth",
            horizontal: true
          }
        )
      }
    ],
    data
  };
}
export {
  microSuite
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL2JlbmNoL21pY3JvLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKiogTWljcm8gc3VpdGU6IGJlbmNoL3NyYy9taWNybyAodGlueWJlbmNoIGFuZCByYXcgQXRvbWljcyByZWZlcmVuY2VzKSwgZXZlcnkgcm93IGEgcmF0aW8gdG8gaXRzIGxpbWl0LiAqL1xuXG5pbXBvcnQgeyBiYXJDaGFydCB9IGZyb20gJy4uL2NoYXJ0cy9iZW5jaC5qcyc7XG5pbXBvcnQgeyB0eXBlIFJhdGlvUm93LCByYXRpb1RhYmxlLCBydW5SYXRpb1NjcmlwdCwgd2l0aFJhdGlvcyB9IGZyb20gJy4vcmF0aW8tc3VpdGUuanMnO1xuaW1wb3J0IHR5cGUgeyBTdWl0ZUNvbnRleHQsIFN1aXRlUmVzdWx0IH0gZnJvbSAnLi9zdWl0ZS5qcyc7XG5cbmludGVyZmFjZSBNaWNyb0pzb24ge1xuICByZWFkb25seSBlbnY6IFJlY29yZDxzdHJpbmcsIHVua25vd24+O1xuICByZWFkb25seSBncm91cHM6IHsgaWQ6IHN0cmluZzsgdGl0bGU6IHN0cmluZyB9W107XG4gIHJlYWRvbmx5IHJvd3M6IFJhdGlvUm93PCd1cycgfCAnR0Ivcyc+W107XG59XG5cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiBtaWNyb1N1aXRlKGN0eDogU3VpdGVDb250ZXh0KTogUHJvbWlzZTxTdWl0ZVJlc3VsdD4ge1xuICBjb25zdCBkYXRhID0gYXdhaXQgcnVuUmF0aW9TY3JpcHQ8TWljcm9Kc29uPihjdHgsICdtaWNybyBzdWl0ZSAoYmVuY2gvc3JjL21pY3JvKScsICdtaWNyby9ydW4uanMnLCA2MDBfMDAwKTtcbiAgY29uc3QgcmF0aW9zID0gd2l0aFJhdGlvcyhkYXRhLnJvd3MpO1xuICByZXR1cm4ge1xuICAgIHN1aXRlOiAnbWljcm8nLFxuICAgIHRpdGxlOiAnTWljcm8gc3VpdGU6IHJ1bnRpbWUgcHJpbWl0aXZlcyBuZXh0IHRvIHRoZWlyIHJhdyBsaW1pdHMsIG1lYXN1cmVkIGluIG9uZSBydW4nLFxuICAgIHF1aWNrOiBjdHgucXVpY2ssXG4gICAgdGFibGVzOiBbXG4gICAgICByYXRpb1RhYmxlKCdNaWNybyBiZW5jaG1hcmtzIChtZWRpYW4sIG1pbiwgbWF4IG92ZXIgdGhlIHJlcGVhdHM7IHJhdGlvID0gc3ViamVjdCB2cyBpdHMgcmVmZXJlbmNlIGluIHRoZSBzYW1lIHJ1biknLCBkYXRhLnJvd3MpLFxuICAgIF0sXG4gICAgY2hhcnRzOiBbXG4gICAgICB7XG4gICAgICAgIGZpbGU6ICdtaWNyby1yYXRpb3MtdGltZS5zdmcnLFxuICAgICAgICB0aXRsZTogJ1RpbWUgb2YgZWFjaCByb3cgb3ZlciBpdHMgcmF3IHJlZmVyZW5jZSBpbiB0aGUgc2FtZSBydW4gKHggc2xvd2VyOyAxIGlzIHRoZSBsaW1pdCknLFxuICAgICAgICBzcGVjOiBiYXJDaGFydChcbiAgICAgICAgICByYXRpb3MuZmlsdGVyKChyKSA9PiByLnVuaXQgPT09ICd1cycpLm1hcCgocikgPT4gKHsgcm93OiByLm5hbWUsIHJhdGlvOiByLnJhdGlvIH0pKSxcbiAgICAgICAgICB7XG4gICAgICAgICAgICB0aXRsZTogJ01pY3JvOiB0aW1lIG92ZXIgdGhlIHJhdyBsaW1pdCcsXG4gICAgICAgICAgICB4OiAncm93JyxcbiAgICAgICAgICAgIHk6ICdyYXRpbycsXG4gICAgICAgICAgICB4VGl0bGU6ICdyb3cnLFxuICAgICAgICAgICAgeVRpdGxlOiAndGltZSAvIHJlZmVyZW5jZSB0aW1lICh4IHNsb3dlciwgbG9nIHNjYWxlKScsXG4gICAgICAgICAgICBob3Jpem9udGFsOiB0cnVlLFxuICAgICAgICAgICAgLy8gdGhlIHJvd3Mgc3BhbiAxeCAoYSBsaW5rIHJvdW5kIHRyaXApIHRvIGh1bmRyZWRzIChhIHdob2xlIGJhbGFuY2UgdnMgYSBiYXJyaWVyKVxuICAgICAgICAgICAgbG9nOiB0cnVlLFxuICAgICAgICAgIH0sXG4gICAgICAgICksXG4gICAgICB9LFxuICAgICAge1xuICAgICAgICBmaWxlOiAnbWljcm8tcmF0aW9zLWJhbmR3aWR0aC5zdmcnLFxuICAgICAgICB0aXRsZTogJ0JhbmR3aWR0aCBvZiBlYWNoIHJvdyBhcyBhIGZyYWN0aW9uIG9mIGl0cyByYXcgcmVmZXJlbmNlIGluIHRoZSBzYW1lIHJ1biAoMSBpcyB0aGUgbGltaXQpJyxcbiAgICAgICAgc3BlYzogYmFyQ2hhcnQoXG4gICAgICAgICAgcmF0aW9zLmZpbHRlcigocikgPT4gci51bml0ID09PSAnR0IvcycpLm1hcCgocikgPT4gKHsgcm93OiByLm5hbWUsIHJhdGlvOiByLnJhdGlvIH0pKSxcbiAgICAgICAgICB7XG4gICAgICAgICAgICB0aXRsZTogJ01pY3JvOiBiYW5kd2lkdGggYXMgYSBmcmFjdGlvbiBvZiB0aGUgcmF3IGxpbWl0JyxcbiAgICAgICAgICAgIHg6ICdyb3cnLFxuICAgICAgICAgICAgeTogJ3JhdGlvJyxcbiAgICAgICAgICAgIHhUaXRsZTogJ3JvdycsXG4gICAgICAgICAgICB5VGl0bGU6ICdiYW5kd2lkdGggLyByZWZlcmVuY2UgYmFuZHdpZHRoJyxcbiAgICAgICAgICAgIGhvcml6b250YWw6IHRydWUsXG4gICAgICAgICAgfSxcbiAgICAgICAgKSxcbiAgICAgIH0sXG4gICAgXSxcbiAgICBkYXRhLFxuICB9O1xufVxuIl0sCiAgIm1hcHBpbmdzIjogIkFBRUEsU0FBUyxnQkFBZ0I7QUFDekIsU0FBd0IsWUFBWSxnQkFBZ0Isa0JBQWtCO0FBU3RFLGVBQXNCLFdBQVcsS0FBeUM7QUFDeEUsUUFBTSxPQUFPLE1BQU0sZUFBMEIsS0FBSyxpQ0FBaUMsZ0JBQWdCLEdBQU87QUFDMUcsUUFBTSxTQUFTLFdBQVcsS0FBSyxJQUFJO0FBQ25DLFNBQU87QUFBQSxJQUNMLE9BQU87QUFBQSxJQUNQLE9BQU87QUFBQSxJQUNQLE9BQU8sSUFBSTtBQUFBLElBQ1gsUUFBUTtBQUFBLE1BQ04sV0FBVywwR0FBMEcsS0FBSyxJQUFJO0FBQUEsSUFDaEk7QUFBQSxJQUNBLFFBQVE7QUFBQSxNQUNOO0FBQUEsUUFDRSxNQUFNO0FBQUEsUUFDTixPQUFPO0FBQUEsUUFDUCxNQUFNO0FBQUEsVUFDSixPQUFPLE9BQU8sQ0FBQyxNQUFNLEVBQUUsU0FBUyxJQUFJLEVBQUUsSUFBSSxDQUFDLE9BQU8sRUFBRSxLQUFLLEVBQUUsTUFBTSxPQUFPLEVBQUUsTUFBTSxFQUFFO0FBQUEsVUFDbEY7QUFBQSxZQUNFLE9BQU87QUFBQSxZQUNQLEdBQUc7QUFBQSxZQUNILEdBQUc7QUFBQSxZQUNILFFBQVE7QUFBQSxZQUNSLFFBQVE7QUFBQSxZQUNSLFlBQVk7QUFBQTtBQUFBLFlBRVosS0FBSztBQUFBLFVBQ1A7QUFBQSxRQUNGO0FBQUEsTUFDRjtBQUFBLE1BQ0E7QUFBQSxRQUNFLE1BQU07QUFBQSxRQUNOLE9BQU87QUFBQSxRQUNQLE1BQU07QUFBQSxVQUNKLE9BQU8sT0FBTyxDQUFDLE1BQU0sRUFBRSxTQUFTLE1BQU0sRUFBRSxJQUFJLENBQUMsT0FBTyxFQUFFLEtBQUssRUFBRSxNQUFNLE9BQU8sRUFBRSxNQUFNLEVBQUU7QUFBQSxVQUNwRjtBQUFBLFlBQ0UsT0FBTztBQUFBLFlBQ1AsR0FBRztBQUFBLFlBQ0gsR0FBRztBQUFBLFlBQ0gsUUFBUTtBQUFBLFlBQ1IsUUFBUTtBQUFBLFlBQ1IsWUFBWTtBQUFBLFVBQ2Q7QUFBQSxRQUNGO0FBQUEsTUFDRjtBQUFBLElBQ0Y7QUFBQSxJQUNBO0FBQUEsRUFDRjtBQUNGOyIsCiAgIm5hbWVzIjogW10KfQo=
