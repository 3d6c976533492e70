import { describe, expect, it } from "vitest";
import { fulfilled, runOnHosts, runOnOne } from "./helpers/hosts-run.js";
const PROGRAM = new URL("./programs/hosts.ts", import.meta.url);
const WATOR = new URL("../../../examples/wator/src/program.ts", import.meta.url);
describe("grids across hosts", () => {
  it("halos and remaps on chain:4 over 2 hosts equal one host", async () => {
    const opts = { scenario: "grid", seed: 3, rounds: 4 };
    const cluster = { topology: "chain:4", waitTimeoutMs: 2e4 };
    const one = await runOnOne(cluster, PROGRAM, opts);
    const many = fulfilled(await runOnHosts(2, cluster, PROGRAM, opts));
    for (const run of many) expect(run.results).toEqual(one.results);
  }, 12e4);
  it("wator with gde every 2 steps on ring:4 over 2 hosts equals one host", async () => {
    const opts = {
      rows: 40,
      cols: 24,
      steps: 12,
      seed: 77,
      minnowBreed: 3,
      sharkBreed: 6,
      starve: 3,
      minnowDensity: 0.4,
      sharkDensity: 0.1,
      storage: "distributed",
      balancer: "gde",
      every: 2,
      gather: true
    };
    const cluster = { topology: "ring:4", waitTimeoutMs: 2e4 };
    const strip = (r) => {
      const { computeMs: _c, decisionMs: _d, reports: _r, ...rest } = r;
      return rest;
    };
    const one = await runOnOne(cluster, WATOR, opts);
    const many = fulfilled(await runOnHosts(2, cluster, WATOR, opts));
    for (const run of many) expect(run.results.map(strip)).toEqual(one.results.map(strip));
  }, 12e4);
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9ob3N0cy1ncmlkLnRlc3QudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKlxuICogRGlzdHJpYnV0ZWQgZ3JpZHMgYWNyb3NzIGhvc3QgcHJvY2Vzc2VzIChpbi1wcm9jZXNzIHRyYW5zcG9ydCk6IGhhbG8gZXhjaGFuZ2VzIGFuZCByZW1hcHNcbiAqIHdob3NlIGRhdGEgY3Jvc3NlcyBob3N0cyBlbmQgd2l0aCB0aGUgc2FtZSBmaWVsZCwgYml0IGZvciBiaXQsIGFzIG9uIG9uZSBob3N0OyBhbmQgV2FUb3Igd2l0aFxuICogdGhlIGdkZSByZW1hcCBiYWxhbmNlciAoZXhhbXBsZXMvd2F0b3IpIGVxdWFscyBpdHMgb25lLWhvc3QgcnVuLlxuICovXG5pbXBvcnQgeyBkZXNjcmliZSwgZXhwZWN0LCBpdCB9IGZyb20gJ3ZpdGVzdCc7XG5pbXBvcnQgeyBmdWxmaWxsZWQsIHJ1bk9uSG9zdHMsIHJ1bk9uT25lIH0gZnJvbSAnLi9oZWxwZXJzL2hvc3RzLXJ1bi5qcyc7XG5pbXBvcnQgdHlwZSB7IEhvc3RzT3B0aW9ucyB9IGZyb20gJy4vcHJvZ3JhbXMvaG9zdHMuanMnO1xuXG5jb25zdCBQUk9HUkFNID0gbmV3IFVSTCgnLi9wcm9ncmFtcy9ob3N0cy50cycsIGltcG9ydC5tZXRhLnVybCk7XG5jb25zdCBXQVRPUiA9IG5ldyBVUkwoJy4uLy4uLy4uL2V4YW1wbGVzL3dhdG9yL3NyYy9wcm9ncmFtLnRzJywgaW1wb3J0Lm1ldGEudXJsKTtcblxuZGVzY3JpYmUoJ2dyaWRzIGFjcm9zcyBob3N0cycsICgpID0+IHtcbiAgaXQoJ2hhbG9zIGFuZCByZW1hcHMgb24gY2hhaW46NCBvdmVyIDIgaG9zdHMgZXF1YWwgb25lIGhvc3QnLCBhc3luYyAoKSA9PiB7XG4gICAgY29uc3Qgb3B0czogSG9zdHNPcHRpb25zID0geyBzY2VuYXJpbzogJ2dyaWQnLCBzZWVkOiAzLCByb3VuZHM6IDQgfTtcbiAgICBjb25zdCBjbHVzdGVyID0geyB0b3BvbG9neTogJ2NoYWluOjQnLCB3YWl0VGltZW91dE1zOiAyMF8wMDAgfTtcbiAgICBjb25zdCBvbmUgPSBhd2FpdCBydW5Pbk9uZTx1bmtub3duPihjbHVzdGVyLCBQUk9HUkFNLCBvcHRzKTtcbiAgICBjb25zdCBtYW55ID0gZnVsZmlsbGVkKGF3YWl0IHJ1bk9uSG9zdHM8dW5rbm93bj4oMiwgY2x1c3RlciwgUFJPR1JBTSwgb3B0cykpO1xuICAgIGZvciAoY29uc3QgcnVuIG9mIG1hbnkpIGV4cGVjdChydW4ucmVzdWx0cykudG9FcXVhbChvbmUucmVzdWx0cyk7XG4gIH0sIDEyMF8wMDApO1xuXG4gIGl0KCd3YXRvciB3aXRoIGdkZSBldmVyeSAyIHN0ZXBzIG9uIHJpbmc6NCBvdmVyIDIgaG9zdHMgZXF1YWxzIG9uZSBob3N0JywgYXN5bmMgKCkgPT4ge1xuICAgIGNvbnN0IG9wdHMgPSB7XG4gICAgICByb3dzOiA0MCxcbiAgICAgIGNvbHM6IDI0LFxuICAgICAgc3RlcHM6IDEyLFxuICAgICAgc2VlZDogNzcsXG4gICAgICBtaW5ub3dCcmVlZDogMyxcbiAgICAgIHNoYXJrQnJlZWQ6IDYsXG4gICAgICBzdGFydmU6IDMsXG4gICAgICBtaW5ub3dEZW5zaXR5OiAwLjQsXG4gICAgICBzaGFya0RlbnNpdHk6IDAuMSxcbiAgICAgIHN0b3JhZ2U6ICdkaXN0cmlidXRlZCcsXG4gICAgICBiYWxhbmNlcjogJ2dkZScsXG4gICAgICBldmVyeTogMixcbiAgICAgIGdhdGhlcjogdHJ1ZSxcbiAgICB9O1xuICAgIGNvbnN0IGNsdXN0ZXIgPSB7IHRvcG9sb2d5OiAncmluZzo0Jywgd2FpdFRpbWVvdXRNczogMjBfMDAwIH07XG4gICAgY29uc3Qgc3RyaXAgPSAocjogdW5rbm93bikgPT4ge1xuICAgICAgY29uc3QgeyBjb21wdXRlTXM6IF9jLCBkZWNpc2lvbk1zOiBfZCwgcmVwb3J0czogX3IsIC4uLnJlc3QgfSA9IHIgYXMgUmVjb3JkPHN0cmluZywgdW5rbm93bj47XG4gICAgICByZXR1cm4gcmVzdDtcbiAgICB9O1xuICAgIGNvbnN0IG9uZSA9IGF3YWl0IHJ1bk9uT25lPHVua25vd24+KGNsdXN0ZXIsIFdBVE9SLCBvcHRzKTtcbiAgICBjb25zdCBtYW55ID0gZnVsZmlsbGVkKGF3YWl0IHJ1bk9uSG9zdHM8dW5rbm93bj4oMiwgY2x1c3RlciwgV0FUT1IsIG9wdHMpKTtcbiAgICBmb3IgKGNvbnN0IHJ1biBvZiBtYW55KSBleHBlY3QocnVuLnJlc3VsdHMubWFwKHN0cmlwKSkudG9FcXVhbChvbmUucmVzdWx0cy5tYXAoc3RyaXApKTtcbiAgfSwgMTIwXzAwMCk7XG59KTtcbiJdLAogICJtYXBwaW5ncyI6ICJBQUtBLFNBQVMsVUFBVSxRQUFRLFVBQVU7QUFDckMsU0FBUyxXQUFXLFlBQVksZ0JBQWdCO0FBR2hELE1BQU0sVUFBVSxJQUFJLElBQUksdUJBQXVCLFlBQVksR0FBRztBQUM5RCxNQUFNLFFBQVEsSUFBSSxJQUFJLDBDQUEwQyxZQUFZLEdBQUc7QUFFL0UsU0FBUyxzQkFBc0IsTUFBTTtBQUNuQyxLQUFHLDJEQUEyRCxZQUFZO0FBQ3hFLFVBQU0sT0FBcUIsRUFBRSxVQUFVLFFBQVEsTUFBTSxHQUFHLFFBQVEsRUFBRTtBQUNsRSxVQUFNLFVBQVUsRUFBRSxVQUFVLFdBQVcsZUFBZSxJQUFPO0FBQzdELFVBQU0sTUFBTSxNQUFNLFNBQWtCLFNBQVMsU0FBUyxJQUFJO0FBQzFELFVBQU0sT0FBTyxVQUFVLE1BQU0sV0FBb0IsR0FBRyxTQUFTLFNBQVMsSUFBSSxDQUFDO0FBQzNFLGVBQVcsT0FBTyxLQUFNLFFBQU8sSUFBSSxPQUFPLEVBQUUsUUFBUSxJQUFJLE9BQU87QUFBQSxFQUNqRSxHQUFHLElBQU87QUFFVixLQUFHLHVFQUF1RSxZQUFZO0FBQ3BGLFVBQU0sT0FBTztBQUFBLE1BQ1gsTUFBTTtBQUFBLE1BQ04sTUFBTTtBQUFBLE1BQ04sT0FBTztBQUFBLE1BQ1AsTUFBTTtBQUFBLE1BQ04sYUFBYTtBQUFBLE1BQ2IsWUFBWTtBQUFBLE1BQ1osUUFBUTtBQUFBLE1BQ1IsZUFBZTtBQUFBLE1BQ2YsY0FBYztBQUFBLE1BQ2QsU0FBUztBQUFBLE1BQ1QsVUFBVTtBQUFBLE1BQ1YsT0FBTztBQUFBLE1BQ1AsUUFBUTtBQUFBLElBQ1Y7QUFDQSxVQUFNLFVBQVUsRUFBRSxVQUFVLFVBQVUsZUFBZSxJQUFPO0FBQzVELFVBQU0sUUFBUSxDQUFDLE1BQWU7QUFDNUIsWUFBTSxFQUFFLFdBQVcsSUFBSSxZQUFZLElBQUksU0FBUyxJQUFJLEdBQUcsS0FBSyxJQUFJO0FBQ2hFLGFBQU87QUFBQSxJQUNUO0FBQ0EsVUFBTSxNQUFNLE1BQU0sU0FBa0IsU0FBUyxPQUFPLElBQUk7QUFDeEQsVUFBTSxPQUFPLFVBQVUsTUFBTSxXQUFvQixHQUFHLFNBQVMsT0FBTyxJQUFJLENBQUM7QUFDekUsZUFBVyxPQUFPLEtBQU0sUUFBTyxJQUFJLFFBQVEsSUFBSSxLQUFLLENBQUMsRUFBRSxRQUFRLElBQUksUUFBUSxJQUFJLEtBQUssQ0FBQztBQUFBLEVBQ3ZGLEdBQUcsSUFBTztBQUNaLENBQUM7IiwKICAibmFtZXMiOiBbXQp9Cg==
