import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createCluster } from "../src/index.js";
import { outcomeOf, runRestart } from "./helpers/restart.js";
describe("resumeFrom a checkpoint directory (ring:3)", () => {
  const dir = mkdtempSync(join(tmpdir(), "meshwork-ckpt-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it("a fresh cluster resumes from the newest checkpoint with the identical result", async () => {
    const first = createCluster({ topology: "ring:3" });
    let plain;
    try {
      plain = await runRestart(first, {});
      await expect(
        runRestart(first, {}, { checkpointEvery: 4, checkpointDir: dir, faults: [{ rank: 1, kind: "exit", atStep: 9 }] })
      ).rejects.toThrow(/MW_WORKER_EXITED|worker thread/);
    } finally {
      await first.close();
    }
    const files = readdirSync(dir).sort();
    expect(files).toEqual([
      "epoch-00000001.manifest.json",
      "epoch-00000001.rank-0.mwck",
      "epoch-00000001.rank-1.mwck",
      "epoch-00000001.rank-2.mwck",
      "epoch-00000002.manifest.json",
      "epoch-00000002.rank-0.mwck",
      "epoch-00000002.rank-1.mwck",
      "epoch-00000002.rank-2.mwck"
    ]);
    const manifest = JSON.parse(readFileSync(join(dir, "epoch-00000002.manifest.json"), "utf8"));
    expect(manifest).toMatchObject({ format: "meshwork-checkpoint", version: 2, epoch: 2, step: 8, ranks: 3, topology: "ring(3)" });
    expect(manifest.files.map((f) => f.sha256)).toEqual(
      manifest.files.map(() => expect.stringMatching(/^[0-9a-f]{64}$/))
    );
    const fresh = createCluster({ topology: "ring:3" });
    try {
      const res = await runRestart(fresh, {}, { resumeFrom: dir });
      expect(outcomeOf(res)).toEqual(outcomeOf(plain));
      expect(res.results.every((r) => r.resumed)).toBe(true);
      expect(res.metrics.recovery).toMatchObject({ restarts: 0, rejected: [], resumedFrom: { epoch: 2, step: 8, source: "directory" } });
    } finally {
      await fresh.close();
    }
  }, 18e4);
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9yZXN0YXJ0LXJlc3VtZS1kaXIudGVzdC50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqXG4gKiBDaGVja3BvaW50cyB3cml0dGVuIHRvIGEgZGlyZWN0b3J5IChjaGVja3BvaW50RGlyOiBvbmUgZmlsZSBwZXIgcmFuayBwbHVzIGEgbWFuaWZlc3Qgd2l0aFxuICogc2hhMjU2IHBlciBmaWxlLCB0aGUgdHdvIG5ld2VzdCBlcG9jaHMga2VwdCkgbGV0IGEgZnJlc2ggY2x1c3RlciBnbyBvbiBhZnRlciB0aGUgd2hvbGUgcHJvY2Vzc1xuICogZGllZDogYHJlc3VtZUZyb21gIGdpdmVzIHRoZSByZXN1bHQgb2YgdGhlIHVuZGlzdHVyYmVkIHJ1biwgYml0IGZvciBiaXQuXG4gKi9cbmltcG9ydCB7IG1rZHRlbXBTeW5jLCByZWFkZGlyU3luYywgcmVhZEZpbGVTeW5jLCBybVN5bmMgfSBmcm9tICdub2RlOmZzJztcbmltcG9ydCB7IHRtcGRpciB9IGZyb20gJ25vZGU6b3MnO1xuaW1wb3J0IHsgam9pbiB9IGZyb20gJ25vZGU6cGF0aCc7XG5pbXBvcnQgeyBhZnRlckFsbCwgZGVzY3JpYmUsIGV4cGVjdCwgaXQgfSBmcm9tICd2aXRlc3QnO1xuaW1wb3J0IHsgY3JlYXRlQ2x1c3RlciB9IGZyb20gJy4uL3NyYy9pbmRleC5qcyc7XG5pbXBvcnQgeyBvdXRjb21lT2YsIHJ1blJlc3RhcnQgfSBmcm9tICcuL2hlbHBlcnMvcmVzdGFydC5qcyc7XG5cbmRlc2NyaWJlKCdyZXN1bWVGcm9tIGEgY2hlY2twb2ludCBkaXJlY3RvcnkgKHJpbmc6MyknLCAoKSA9PiB7XG4gIGNvbnN0IGRpciA9IG1rZHRlbXBTeW5jKGpvaW4odG1wZGlyKCksICdtZXNod29yay1ja3B0LScpKTtcbiAgYWZ0ZXJBbGwoKCkgPT4gcm1TeW5jKGRpciwgeyByZWN1cnNpdmU6IHRydWUsIGZvcmNlOiB0cnVlIH0pKTtcblxuICBpdCgnYSBmcmVzaCBjbHVzdGVyIHJlc3VtZXMgZnJvbSB0aGUgbmV3ZXN0IGNoZWNrcG9pbnQgd2l0aCB0aGUgaWRlbnRpY2FsIHJlc3VsdCcsIGFzeW5jICgpID0+IHtcbiAgICBjb25zdCBmaXJzdCA9IGNyZWF0ZUNsdXN0ZXIoeyB0b3BvbG9neTogJ3Jpbmc6MycgfSk7XG4gICAgbGV0IHBsYWluOiBBd2FpdGVkPFJldHVyblR5cGU8dHlwZW9mIHJ1blJlc3RhcnQ+PjtcbiAgICB0cnkge1xuICAgICAgcGxhaW4gPSBhd2FpdCBydW5SZXN0YXJ0KGZpcnN0LCB7fSk7XG4gICAgICAvLyBUaGUgd2hvbGUgcHJvY2VzcyBcImRpZXNcIiBhZnRlciBlcG9jaCAyIChzdGVwIDgpOiBhIGZhdWx0IHdpdGggbm8gcmVzdGFydCBhbGxvd2VkIGVuZHMgdGhlIHJ1bi5cbiAgICAgIGF3YWl0IGV4cGVjdChcbiAgICAgICAgcnVuUmVzdGFydChmaXJzdCwge30sIHsgY2hlY2twb2ludEV2ZXJ5OiA0LCBjaGVja3BvaW50RGlyOiBkaXIsIGZhdWx0czogW3sgcmFuazogMSwga2luZDogJ2V4aXQnLCBhdFN0ZXA6IDkgfV0gfSksXG4gICAgICApLnJlamVjdHMudG9UaHJvdygvTVdfV09SS0VSX0VYSVRFRHx3b3JrZXIgdGhyZWFkLyk7XG4gICAgfSBmaW5hbGx5IHtcbiAgICAgIGF3YWl0IGZpcnN0LmNsb3NlKCk7XG4gICAgfVxuICAgIGNvbnN0IGZpbGVzID0gcmVhZGRpclN5bmMoZGlyKS5zb3J0KCk7XG4gICAgZXhwZWN0KGZpbGVzKS50b0VxdWFsKFtcbiAgICAgICdlcG9jaC0wMDAwMDAwMS5tYW5pZmVzdC5qc29uJyxcbiAgICAgICdlcG9jaC0wMDAwMDAwMS5yYW5rLTAubXdjaycsXG4gICAgICAnZXBvY2gtMDAwMDAwMDEucmFuay0xLm13Y2snLFxuICAgICAgJ2Vwb2NoLTAwMDAwMDAxLnJhbmstMi5td2NrJyxcbiAgICAgICdlcG9jaC0wMDAwMDAwMi5tYW5pZmVzdC5qc29uJyxcbiAgICAgICdlcG9jaC0wMDAwMDAwMi5yYW5rLTAubXdjaycsXG4gICAgICAnZXBvY2gtMDAwMDAwMDIucmFuay0xLm13Y2snLFxuICAgICAgJ2Vwb2NoLTAwMDAwMDAyLnJhbmstMi5td2NrJyxcbiAgICBdKTtcbiAgICBjb25zdCBtYW5pZmVzdCA9IEpTT04ucGFyc2UocmVhZEZpbGVTeW5jKGpvaW4oZGlyLCAnZXBvY2gtMDAwMDAwMDIubWFuaWZlc3QuanNvbicpLCAndXRmOCcpKTtcbiAgICBleHBlY3QobWFuaWZlc3QpLnRvTWF0Y2hPYmplY3QoeyBmb3JtYXQ6ICdtZXNod29yay1jaGVja3BvaW50JywgdmVyc2lvbjogMiwgZXBvY2g6IDIsIHN0ZXA6IDgsIHJhbmtzOiAzLCB0b3BvbG9neTogJ3JpbmcoMyknIH0pO1xuICAgIGV4cGVjdChtYW5pZmVzdC5maWxlcy5tYXAoKGY6IHsgc2hhMjU2OiBzdHJpbmcgfSkgPT4gZi5zaGEyNTYpKS50b0VxdWFsKFxuICAgICAgbWFuaWZlc3QuZmlsZXMubWFwKCgpID0+IGV4cGVjdC5zdHJpbmdNYXRjaGluZygvXlswLTlhLWZdezY0fSQvKSksXG4gICAgKTtcblxuICAgIGNvbnN0IGZyZXNoID0gY3JlYXRlQ2x1c3Rlcih7IHRvcG9sb2d5OiAncmluZzozJyB9KTtcbiAgICB0cnkge1xuICAgICAgY29uc3QgcmVzID0gYXdhaXQgcnVuUmVzdGFydChmcmVzaCwge30sIHsgcmVzdW1lRnJvbTogZGlyIH0pO1xuICAgICAgZXhwZWN0KG91dGNvbWVPZihyZXMpKS50b0VxdWFsKG91dGNvbWVPZihwbGFpbikpO1xuICAgICAgZXhwZWN0KHJlcy5yZXN1bHRzLmV2ZXJ5KChyKSA9PiByLnJlc3VtZWQpKS50b0JlKHRydWUpO1xuICAgICAgZXhwZWN0KHJlcy5tZXRyaWNzLnJlY292ZXJ5KS50b01hdGNoT2JqZWN0KHsgcmVzdGFydHM6IDAsIHJlamVjdGVkOiBbXSwgcmVzdW1lZEZyb206IHsgZXBvY2g6IDIsIHN0ZXA6IDgsIHNvdXJjZTogJ2RpcmVjdG9yeScgfSB9KTtcbiAgICB9IGZpbmFsbHkge1xuICAgICAgYXdhaXQgZnJlc2guY2xvc2UoKTtcbiAgICB9XG4gIH0sIDE4MF8wMDApO1xufSk7XG4iXSwKICAibWFwcGluZ3MiOiAiQUFLQSxTQUFTLGFBQWEsYUFBYSxjQUFjLGNBQWM7QUFDL0QsU0FBUyxjQUFjO0FBQ3ZCLFNBQVMsWUFBWTtBQUNyQixTQUFTLFVBQVUsVUFBVSxRQUFRLFVBQVU7QUFDL0MsU0FBUyxxQkFBcUI7QUFDOUIsU0FBUyxXQUFXLGtCQUFrQjtBQUV0QyxTQUFTLDhDQUE4QyxNQUFNO0FBQzNELFFBQU0sTUFBTSxZQUFZLEtBQUssT0FBTyxHQUFHLGdCQUFnQixDQUFDO0FBQ3hELFdBQVMsTUFBTSxPQUFPLEtBQUssRUFBRSxXQUFXLE1BQU0sT0FBTyxLQUFLLENBQUMsQ0FBQztBQUU1RCxLQUFHLGdGQUFnRixZQUFZO0FBQzdGLFVBQU0sUUFBUSxjQUFjLEVBQUUsVUFBVSxTQUFTLENBQUM7QUFDbEQsUUFBSTtBQUNKLFFBQUk7QUFDRixjQUFRLE1BQU0sV0FBVyxPQUFPLENBQUMsQ0FBQztBQUVsQyxZQUFNO0FBQUEsUUFDSixXQUFXLE9BQU8sQ0FBQyxHQUFHLEVBQUUsaUJBQWlCLEdBQUcsZUFBZSxLQUFLLFFBQVEsQ0FBQyxFQUFFLE1BQU0sR0FBRyxNQUFNLFFBQVEsUUFBUSxFQUFFLENBQUMsRUFBRSxDQUFDO0FBQUEsTUFDbEgsRUFBRSxRQUFRLFFBQVEsZ0NBQWdDO0FBQUEsSUFDcEQsVUFBRTtBQUNBLFlBQU0sTUFBTSxNQUFNO0FBQUEsSUFDcEI7QUFDQSxVQUFNLFFBQVEsWUFBWSxHQUFHLEVBQUUsS0FBSztBQUNwQyxXQUFPLEtBQUssRUFBRSxRQUFRO0FBQUEsTUFDcEI7QUFBQSxNQUNBO0FBQUEsTUFDQTtBQUFBLE1BQ0E7QUFBQSxNQUNBO0FBQUEsTUFDQTtBQUFBLE1BQ0E7QUFBQSxNQUNBO0FBQUEsSUFDRixDQUFDO0FBQ0QsVUFBTSxXQUFXLEtBQUssTUFBTSxhQUFhLEtBQUssS0FBSyw4QkFBOEIsR0FBRyxNQUFNLENBQUM7QUFDM0YsV0FBTyxRQUFRLEVBQUUsY0FBYyxFQUFFLFFBQVEsdUJBQXVCLFNBQVMsR0FBRyxPQUFPLEdBQUcsTUFBTSxHQUFHLE9BQU8sR0FBRyxVQUFVLFVBQVUsQ0FBQztBQUM5SCxXQUFPLFNBQVMsTUFBTSxJQUFJLENBQUMsTUFBMEIsRUFBRSxNQUFNLENBQUMsRUFBRTtBQUFBLE1BQzlELFNBQVMsTUFBTSxJQUFJLE1BQU0sT0FBTyxlQUFlLGdCQUFnQixDQUFDO0FBQUEsSUFDbEU7QUFFQSxVQUFNLFFBQVEsY0FBYyxFQUFFLFVBQVUsU0FBUyxDQUFDO0FBQ2xELFFBQUk7QUFDRixZQUFNLE1BQU0sTUFBTSxXQUFXLE9BQU8sQ0FBQyxHQUFHLEVBQUUsWUFBWSxJQUFJLENBQUM7QUFDM0QsYUFBTyxVQUFVLEdBQUcsQ0FBQyxFQUFFLFFBQVEsVUFBVSxLQUFLLENBQUM7QUFDL0MsYUFBTyxJQUFJLFFBQVEsTUFBTSxDQUFDLE1BQU0sRUFBRSxPQUFPLENBQUMsRUFBRSxLQUFLLElBQUk7QUFDckQsYUFBTyxJQUFJLFFBQVEsUUFBUSxFQUFFLGNBQWMsRUFBRSxVQUFVLEdBQUcsVUFBVSxDQUFDLEdBQUcsYUFBYSxFQUFFLE9BQU8sR0FBRyxNQUFNLEdBQUcsUUFBUSxZQUFZLEVBQUUsQ0FBQztBQUFBLElBQ25JLFVBQUU7QUFDQSxZQUFNLE1BQU0sTUFBTTtBQUFBLElBQ3BCO0FBQUEsRUFDRixHQUFHLElBQU87QUFDWixDQUFDOyIsCiAgIm5hbWVzIjogW10KfQo=
