import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deserialize } from "node:v8";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNatsServer } from "./helpers.js";
import { deterministic, exampleProgram, HOST_SCRIPT, oneHost } from "./hybrid-helpers.js";
const mpirun = spawnSync("mpirun", ["--version"], { encoding: "utf8" });
const hasMpirun = mpirun.status === 0;
if (!hasMpirun) process.stdout.write("mpirun.test.ts: skipped, mpirun is not installed (Debian: apt-get install openmpi-bin)\n");
let server;
beforeAll(async () => {
  if (hasMpirun) server = await startNatsServer();
});
afterAll(async () => {
  await server?.stop();
});
function mpiEnv() {
  const env = { ...process.env, MESHWORK_NATS: server?.url };
  for (const k of Object.keys(env)) if (/^(MESHWORK_(HOST|HOSTS|JOB)|PMI_|SLURM_)/.test(k)) delete env[k];
  return env;
}
describe.skipIf(!hasMpirun)("mpirun -np 2 node hybrid-host.mjs", () => {
  it("wator with gde across 2 processes launched by mpirun equals the one-host run bit for bit", async () => {
    const outDir = mkdtempSync(join(tmpdir(), "mw-mpirun-"));
    try {
      const spec = {
        topology: "ring:2",
        program: exampleProgram("wator"),
        options: {
          ...{ rows: 40, cols: 20, steps: 10, seed: 77, minnowBreed: 3, sharkBreed: 6, starve: 3 },
          ...{ minnowDensity: 0.4, sharkDensity: 0.1, storage: "distributed", balancer: "gde", every: 2, gather: true }
        },
        outDir
      };
      const expected = deterministic(await oneHost(spec));
      execFileSync(
        "mpirun",
        [
          ...["--allow-run-as-root", "--oversubscribe", "-np", "2", "-x", "MESHWORK_NATS"],
          ...[process.execPath, HOST_SCRIPT, JSON.stringify(spec)]
        ],
        { env: mpiEnv(), encoding: "utf8", timeout: 12e4 }
      );
      for (const h of [0, 1]) {
        const line = readFileSync(join(outDir, `host-${h}.txt`), "utf8").trim();
        expect(line.startsWith("result "), line).toBe(true);
        const out = deserialize(Buffer.from(line.slice(7), "base64"));
        expect(out.host).toBe(h);
        expect(out.placement).toContain("on 2 hosts");
        expect(deterministic(out.results)).toEqual(expected);
      }
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 18e4);
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9tcGlydW4udGVzdC50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqXG4gKiBPcGVuIE1QSSBsYXVuY2hlcyBob3N0IHByb2Nlc3NlcyB3aXRoIG5vIE1QSSBiaW5kaW5nOiBlYWNoIGxlYXJucyBpdHMgcGxhY2UgZnJvbSBPTVBJXyogKHRoZVxuICogTkFUUyBzZXJ2ZXIgZnJvbSBNRVNIV09SS19OQVRTOyB0aGUgam9iIGlkIGRlcml2ZXMgZnJvbSBPcGVuIE1QSSdzKS4gVHdvIHByb2Nlc3NlcyBydW4gd2F0b3Igd2l0aFxuICogZ2RlIG9uIGEgaHlicmlkIGNsdXN0ZXIsIGJpdC1pZGVudGljYWwgdG8gdGhlIG9uZS1ob3N0IHJ1bi5cbiAqL1xuaW1wb3J0IHsgZXhlY0ZpbGVTeW5jLCBzcGF3blN5bmMgfSBmcm9tICdub2RlOmNoaWxkX3Byb2Nlc3MnO1xuaW1wb3J0IHsgbWtkdGVtcFN5bmMsIHJlYWRGaWxlU3luYywgcm1TeW5jIH0gZnJvbSAnbm9kZTpmcyc7XG5pbXBvcnQgeyB0bXBkaXIgfSBmcm9tICdub2RlOm9zJztcbmltcG9ydCB7IGpvaW4gfSBmcm9tICdub2RlOnBhdGgnO1xuaW1wb3J0IHsgZGVzZXJpYWxpemUgfSBmcm9tICdub2RlOnY4JztcbmltcG9ydCB7IGFmdGVyQWxsLCBiZWZvcmVBbGwsIGRlc2NyaWJlLCBleHBlY3QsIGl0IH0gZnJvbSAndml0ZXN0JztcbmltcG9ydCB7IHR5cGUgTmF0c1NlcnZlciwgc3RhcnROYXRzU2VydmVyIH0gZnJvbSAnLi9oZWxwZXJzLmpzJztcbmltcG9ydCB7IGRldGVybWluaXN0aWMsIGV4YW1wbGVQcm9ncmFtLCBIT1NUX1NDUklQVCwgdHlwZSBIb3N0T3V0cHV0LCB0eXBlIEh5YnJpZFNwZWMsIG9uZUhvc3QgfSBmcm9tICcuL2h5YnJpZC1oZWxwZXJzLmpzJztcblxuY29uc3QgbXBpcnVuID0gc3Bhd25TeW5jKCdtcGlydW4nLCBbJy0tdmVyc2lvbiddLCB7IGVuY29kaW5nOiAndXRmOCcgfSk7XG5jb25zdCBoYXNNcGlydW4gPSBtcGlydW4uc3RhdHVzID09PSAwO1xuaWYgKCFoYXNNcGlydW4pIHByb2Nlc3Muc3Rkb3V0LndyaXRlKCdtcGlydW4udGVzdC50czogc2tpcHBlZCwgbXBpcnVuIGlzIG5vdCBpbnN0YWxsZWQgKERlYmlhbjogYXB0LWdldCBpbnN0YWxsIG9wZW5tcGktYmluKVxcbicpO1xuXG5sZXQgc2VydmVyOiBOYXRzU2VydmVyIHwgdW5kZWZpbmVkO1xuYmVmb3JlQWxsKGFzeW5jICgpID0+IHtcbiAgaWYgKGhhc01waXJ1bikgc2VydmVyID0gYXdhaXQgc3RhcnROYXRzU2VydmVyKCk7XG59KTtcbmFmdGVyQWxsKGFzeW5jICgpID0+IHtcbiAgYXdhaXQgc2VydmVyPy5zdG9wKCk7XG59KTtcblxuLyoqIFRoaXMgZW52aXJvbm1lbnQgbWludXMgZXZlcnkgb3RoZXIgbGF1bmNoIHZhcmlhYmxlLCB3aXRoIE1FU0hXT1JLX05BVFM6IG1waXJ1biBtdXN0IHN1cHBseSB0aGUgcmVzdC4gKi9cbmZ1bmN0aW9uIG1waUVudigpOiBSZWNvcmQ8c3RyaW5nLCBzdHJpbmcgfCB1bmRlZmluZWQ+IHtcbiAgY29uc3QgZW52OiBSZWNvcmQ8c3RyaW5nLCBzdHJpbmcgfCB1bmRlZmluZWQ+ID0geyAuLi5wcm9jZXNzLmVudiwgTUVTSFdPUktfTkFUUzogc2VydmVyPy51cmwgfTtcbiAgZm9yIChjb25zdCBrIG9mIE9iamVjdC5rZXlzKGVudikpIGlmICgvXihNRVNIV09SS18oSE9TVHxIT1NUU3xKT0IpfFBNSV98U0xVUk1fKS8udGVzdChrKSkgZGVsZXRlIGVudltrXTtcbiAgcmV0dXJuIGVudjtcbn1cblxuZGVzY3JpYmUuc2tpcElmKCFoYXNNcGlydW4pKCdtcGlydW4gLW5wIDIgbm9kZSBoeWJyaWQtaG9zdC5tanMnLCAoKSA9PiB7XG4gIGl0KCd3YXRvciB3aXRoIGdkZSBhY3Jvc3MgMiBwcm9jZXNzZXMgbGF1bmNoZWQgYnkgbXBpcnVuIGVxdWFscyB0aGUgb25lLWhvc3QgcnVuIGJpdCBmb3IgYml0JywgYXN5bmMgKCkgPT4ge1xuICAgIGNvbnN0IG91dERpciA9IG1rZHRlbXBTeW5jKGpvaW4odG1wZGlyKCksICdtdy1tcGlydW4tJykpO1xuICAgIHRyeSB7XG4gICAgICBjb25zdCBzcGVjOiBIeWJyaWRTcGVjID0ge1xuICAgICAgICB0b3BvbG9neTogJ3Jpbmc6MicsXG4gICAgICAgIHByb2dyYW06IGV4YW1wbGVQcm9ncmFtKCd3YXRvcicpLFxuICAgICAgICBvcHRpb25zOiB7XG4gICAgICAgICAgLi4ueyByb3dzOiA0MCwgY29sczogMjAsIHN0ZXBzOiAxMCwgc2VlZDogNzcsIG1pbm5vd0JyZWVkOiAzLCBzaGFya0JyZWVkOiA2LCBzdGFydmU6IDMgfSxcbiAgICAgICAgICAuLi57IG1pbm5vd0RlbnNpdHk6IDAuNCwgc2hhcmtEZW5zaXR5OiAwLjEsIHN0b3JhZ2U6ICdkaXN0cmlidXRlZCcsIGJhbGFuY2VyOiAnZ2RlJywgZXZlcnk6IDIsIGdhdGhlcjogdHJ1ZSB9LFxuICAgICAgICB9LFxuICAgICAgICBvdXREaXIsXG4gICAgICB9O1xuICAgICAgY29uc3QgZXhwZWN0ZWQgPSBkZXRlcm1pbmlzdGljKGF3YWl0IG9uZUhvc3Qoc3BlYykpO1xuICAgICAgZXhlY0ZpbGVTeW5jKFxuICAgICAgICAnbXBpcnVuJyxcbiAgICAgICAgW1xuICAgICAgICAgIC4uLlsnLS1hbGxvdy1ydW4tYXMtcm9vdCcsICctLW92ZXJzdWJzY3JpYmUnLCAnLW5wJywgJzInLCAnLXgnLCAnTUVTSFdPUktfTkFUUyddLFxuICAgICAgICAgIC4uLltwcm9jZXNzLmV4ZWNQYXRoLCBIT1NUX1NDUklQVCwgSlNPTi5zdHJpbmdpZnkoc3BlYyldLFxuICAgICAgICBdLFxuICAgICAgICB7IGVudjogbXBpRW52KCksIGVuY29kaW5nOiAndXRmOCcsIHRpbWVvdXQ6IDEyMF8wMDAgfSxcbiAgICAgICk7XG4gICAgICBmb3IgKGNvbnN0IGggb2YgWzAsIDFdKSB7XG4gICAgICAgIGNvbnN0IGxpbmUgPSByZWFkRmlsZVN5bmMoam9pbihvdXREaXIsIGBob3N0LSR7aH0udHh0YCksICd1dGY4JykudHJpbSgpO1xuICAgICAgICBleHBlY3QobGluZS5zdGFydHNXaXRoKCdyZXN1bHQgJyksIGxpbmUpLnRvQmUodHJ1ZSk7XG4gICAgICAgIGNvbnN0IG91dCA9IGRlc2VyaWFsaXplKEJ1ZmZlci5mcm9tKGxpbmUuc2xpY2UoNyksICdiYXNlNjQnKSkgYXMgSG9zdE91dHB1dDtcbiAgICAgICAgZXhwZWN0KG91dC5ob3N0KS50b0JlKGgpO1xuICAgICAgICBleHBlY3Qob3V0LnBsYWNlbWVudCkudG9Db250YWluKCdvbiAyIGhvc3RzJyk7XG4gICAgICAgIGV4cGVjdChkZXRlcm1pbmlzdGljKG91dC5yZXN1bHRzKSkudG9FcXVhbChleHBlY3RlZCk7XG4gICAgICB9XG4gICAgfSBmaW5hbGx5IHtcbiAgICAgIHJtU3luYyhvdXREaXIsIHsgcmVjdXJzaXZlOiB0cnVlLCBmb3JjZTogdHJ1ZSB9KTtcbiAgICB9XG4gIH0sIDE4MF8wMDApO1xufSk7XG4iXSwKICAibWFwcGluZ3MiOiAiQUFLQSxTQUFTLGNBQWMsaUJBQWlCO0FBQ3hDLFNBQVMsYUFBYSxjQUFjLGNBQWM7QUFDbEQsU0FBUyxjQUFjO0FBQ3ZCLFNBQVMsWUFBWTtBQUNyQixTQUFTLG1CQUFtQjtBQUM1QixTQUFTLFVBQVUsV0FBVyxVQUFVLFFBQVEsVUFBVTtBQUMxRCxTQUEwQix1QkFBdUI7QUFDakQsU0FBUyxlQUFlLGdCQUFnQixhQUErQyxlQUFlO0FBRXRHLE1BQU0sU0FBUyxVQUFVLFVBQVUsQ0FBQyxXQUFXLEdBQUcsRUFBRSxVQUFVLE9BQU8sQ0FBQztBQUN0RSxNQUFNLFlBQVksT0FBTyxXQUFXO0FBQ3BDLElBQUksQ0FBQyxVQUFXLFNBQVEsT0FBTyxNQUFNLDBGQUEwRjtBQUUvSCxJQUFJO0FBQ0osVUFBVSxZQUFZO0FBQ3BCLE1BQUksVUFBVyxVQUFTLE1BQU0sZ0JBQWdCO0FBQ2hELENBQUM7QUFDRCxTQUFTLFlBQVk7QUFDbkIsUUFBTSxRQUFRLEtBQUs7QUFDckIsQ0FBQztBQUdELFNBQVMsU0FBNkM7QUFDcEQsUUFBTSxNQUEwQyxFQUFFLEdBQUcsUUFBUSxLQUFLLGVBQWUsUUFBUSxJQUFJO0FBQzdGLGFBQVcsS0FBSyxPQUFPLEtBQUssR0FBRyxFQUFHLEtBQUksMkNBQTJDLEtBQUssQ0FBQyxFQUFHLFFBQU8sSUFBSSxDQUFDO0FBQ3RHLFNBQU87QUFDVDtBQUVBLFNBQVMsT0FBTyxDQUFDLFNBQVMsRUFBRSxxQ0FBcUMsTUFBTTtBQUNyRSxLQUFHLDRGQUE0RixZQUFZO0FBQ3pHLFVBQU0sU0FBUyxZQUFZLEtBQUssT0FBTyxHQUFHLFlBQVksQ0FBQztBQUN2RCxRQUFJO0FBQ0YsWUFBTSxPQUFtQjtBQUFBLFFBQ3ZCLFVBQVU7QUFBQSxRQUNWLFNBQVMsZUFBZSxPQUFPO0FBQUEsUUFDL0IsU0FBUztBQUFBLFVBQ1AsR0FBRyxFQUFFLE1BQU0sSUFBSSxNQUFNLElBQUksT0FBTyxJQUFJLE1BQU0sSUFBSSxhQUFhLEdBQUcsWUFBWSxHQUFHLFFBQVEsRUFBRTtBQUFBLFVBQ3ZGLEdBQUcsRUFBRSxlQUFlLEtBQUssY0FBYyxLQUFLLFNBQVMsZUFBZSxVQUFVLE9BQU8sT0FBTyxHQUFHLFFBQVEsS0FBSztBQUFBLFFBQzlHO0FBQUEsUUFDQTtBQUFBLE1BQ0Y7QUFDQSxZQUFNLFdBQVcsY0FBYyxNQUFNLFFBQVEsSUFBSSxDQUFDO0FBQ2xEO0FBQUEsUUFDRTtBQUFBLFFBQ0E7QUFBQSxVQUNFLEdBQUcsQ0FBQyx1QkFBdUIsbUJBQW1CLE9BQU8sS0FBSyxNQUFNLGVBQWU7QUFBQSxVQUMvRSxHQUFHLENBQUMsUUFBUSxVQUFVLGFBQWEsS0FBSyxVQUFVLElBQUksQ0FBQztBQUFBLFFBQ3pEO0FBQUEsUUFDQSxFQUFFLEtBQUssT0FBTyxHQUFHLFVBQVUsUUFBUSxTQUFTLEtBQVE7QUFBQSxNQUN0RDtBQUNBLGlCQUFXLEtBQUssQ0FBQyxHQUFHLENBQUMsR0FBRztBQUN0QixjQUFNLE9BQU8sYUFBYSxLQUFLLFFBQVEsUUFBUSxDQUFDLE1BQU0sR0FBRyxNQUFNLEVBQUUsS0FBSztBQUN0RSxlQUFPLEtBQUssV0FBVyxTQUFTLEdBQUcsSUFBSSxFQUFFLEtBQUssSUFBSTtBQUNsRCxjQUFNLE1BQU0sWUFBWSxPQUFPLEtBQUssS0FBSyxNQUFNLENBQUMsR0FBRyxRQUFRLENBQUM7QUFDNUQsZUFBTyxJQUFJLElBQUksRUFBRSxLQUFLLENBQUM7QUFDdkIsZUFBTyxJQUFJLFNBQVMsRUFBRSxVQUFVLFlBQVk7QUFDNUMsZUFBTyxjQUFjLElBQUksT0FBTyxDQUFDLEVBQUUsUUFBUSxRQUFRO0FBQUEsTUFDckQ7QUFBQSxJQUNGLFVBQUU7QUFDQSxhQUFPLFFBQVEsRUFBRSxXQUFXLE1BQU0sT0FBTyxLQUFLLENBQUM7QUFBQSxJQUNqRDtBQUFBLEVBQ0YsR0FBRyxJQUFPO0FBQ1osQ0FBQzsiLAogICJuYW1lcyI6IFtdCn0K
