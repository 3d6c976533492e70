import { lstatSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { meshwork, tempDir } from "./helpers.js";
function writeTrace(dir) {
  const phases = [];
  for (let k = 0; k < 2; k++) phases.push({ name: "compute", index: k, busyNs: [1e6, 2e6], workUnits: [10, 20] });
  const file = join(dir, "trace.json");
  writeFileSync(
    file,
    JSON.stringify({ version: 1, ranks: 2, clock: "wall", phases, meta: { app: "demo", topology: "chain:2", balancer: "static" } })
  );
  return file;
}
const VICTIM_TEXT = "precious\n";
describe("meshwork report does not write through a planted symlink", () => {
  it.each(["report.md", "load-heatmap.svg", "utilization.svg", "rank-totals.svg"])(
    "a symlink at out/%s is replaced, its target untouched",
    (name) => {
      const dir = tempDir();
      const file = writeTrace(dir);
      const victim = join(dir, "victim.txt");
      writeFileSync(victim, VICTIM_TEXT);
      const out = join(dir, "out");
      mkdirSync(out);
      symlinkSync(victim, join(out, name));
      const r = meshwork(["report", file, "--out", out], dir);
      expect(r.code).toBe(0);
      expect(readFileSync(victim, "utf8")).toBe(VICTIM_TEXT);
      const st = lstatSync(join(out, name));
      expect(st.isSymbolicLink()).toBe(false);
      expect(st.isFile()).toBe(true);
      expect(readFileSync(join(out, name), "utf8")).not.toBe(VICTIM_TEXT);
    }
  );
  it("a dangling symlink at out/report.md is replaced, nothing created at its target", () => {
    const dir = tempDir();
    const file = writeTrace(dir);
    const out = join(dir, "out");
    mkdirSync(out);
    const target = join(dir, "created-through-link.md");
    symlinkSync(target, join(out, "report.md"));
    expect(meshwork(["report", file, "--out", out], dir).code).toBe(0);
    expect(lstatSync(target, { throwIfNoEntry: false })).toBeUndefined();
    expect(lstatSync(join(out, "report.md")).isFile()).toBe(true);
  });
  it("a directory at out/report.md: MW_PATH, exit 2, one line", () => {
    const dir = tempDir();
    const file = writeTrace(dir);
    const out = join(dir, "out");
    mkdirSync(join(out, "report.md"), { recursive: true });
    const r = meshwork(["report", file, "--out", out], dir);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(
      /\[MW_PATH\] report ".*report\.md": expected a file name in a folder where files can be written, got .*report\.md is a directory/
    );
  });
  it("run --trace onto a symlink replaces the link, its target untouched", () => {
    const dir = tempDir();
    const victim = join(dir, "victim.txt");
    writeFileSync(victim, VICTIM_TEXT);
    const trace = join(dir, "t.json");
    symlinkSync(victim, trace);
    const r = meshwork(["run", "wator", "--quick", "--ranks", "2", "--trace", trace], dir, 18e4);
    expect(r.code).toBe(0);
    expect(readFileSync(victim, "utf8")).toBe(VICTIM_TEXT);
    expect(lstatSync(trace).isFile()).toBe(true);
    expect(JSON.parse(readFileSync(trace, "utf8")).ranks).toBe(2);
  }, 18e4);
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9yZXBvcnQtc3ltbGluay50ZXN0LnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKipcbiAqIElzc3VlIDI0IGl0ZW0gMTI6IGZpbGVzIHRoZSBDTEkgd3JpdGVzIGludG8gYSB1c2VyJ3MgZm9sZGVyIChyZXBvcnQubWQsIHRoZSBjaGFydHMsIGEgLS10cmFjZVxuICogZmlsZSkgbmV2ZXIgZm9sbG93IGEgc3ltbGluayBwbGFudGVkIGF0IHRoZWlyIG5hbWU6IHRoZSBsaW5rIGlzIHJlcGxhY2VkIGJ5IHRoZSBuZXcgZmlsZSBhbmRcbiAqIGl0cyB0YXJnZXQgaXMgbGVmdCBhbG9uZSAod3JpdGVGaWxlUmVwbGFjaW5nOiBleGNsdXNpdmUgdGVtcCBmaWxlICsgcmVuYW1lKS4gQSBkaXJlY3RvcnkgYXQgYVxuICogZmlsZSdzIG5hbWUgaXMgTVdfUEFUSCwgZXhpdCAyLCBvbmUgbGluZS5cbiAqL1xuaW1wb3J0IHsgbHN0YXRTeW5jLCBta2RpclN5bmMsIHJlYWRGaWxlU3luYywgc3ltbGlua1N5bmMsIHdyaXRlRmlsZVN5bmMgfSBmcm9tICdub2RlOmZzJztcbmltcG9ydCB7IGpvaW4gfSBmcm9tICdub2RlOnBhdGgnO1xuaW1wb3J0IHsgZGVzY3JpYmUsIGV4cGVjdCwgaXQgfSBmcm9tICd2aXRlc3QnO1xuaW1wb3J0IHsgbWVzaHdvcmssIHRlbXBEaXIgfSBmcm9tICcuL2hlbHBlcnMuanMnO1xuXG5mdW5jdGlvbiB3cml0ZVRyYWNlKGRpcjogc3RyaW5nKTogc3RyaW5nIHtcbiAgY29uc3QgcGhhc2VzID0gW107XG4gIGZvciAobGV0IGsgPSAwOyBrIDwgMjsgaysrKSBwaGFzZXMucHVzaCh7IG5hbWU6ICdjb21wdXRlJywgaW5kZXg6IGssIGJ1c3lOczogWzFlNiwgMmU2XSwgd29ya1VuaXRzOiBbMTAsIDIwXSB9KTtcbiAgY29uc3QgZmlsZSA9IGpvaW4oZGlyLCAndHJhY2UuanNvbicpO1xuICB3cml0ZUZpbGVTeW5jKFxuICAgIGZpbGUsXG4gICAgSlNPTi5zdHJpbmdpZnkoeyB2ZXJzaW9uOiAxLCByYW5rczogMiwgY2xvY2s6ICd3YWxsJywgcGhhc2VzLCBtZXRhOiB7IGFwcDogJ2RlbW8nLCB0b3BvbG9neTogJ2NoYWluOjInLCBiYWxhbmNlcjogJ3N0YXRpYycgfSB9KSxcbiAgKTtcbiAgcmV0dXJuIGZpbGU7XG59XG5cbmNvbnN0IFZJQ1RJTV9URVhUID0gJ3ByZWNpb3VzXFxuJztcblxuZGVzY3JpYmUoJ21lc2h3b3JrIHJlcG9ydCBkb2VzIG5vdCB3cml0ZSB0aHJvdWdoIGEgcGxhbnRlZCBzeW1saW5rJywgKCkgPT4ge1xuICBpdC5lYWNoKFsncmVwb3J0Lm1kJywgJ2xvYWQtaGVhdG1hcC5zdmcnLCAndXRpbGl6YXRpb24uc3ZnJywgJ3JhbmstdG90YWxzLnN2ZyddKShcbiAgICAnYSBzeW1saW5rIGF0IG91dC8lcyBpcyByZXBsYWNlZCwgaXRzIHRhcmdldCB1bnRvdWNoZWQnLFxuICAgIChuYW1lKSA9PiB7XG4gICAgICBjb25zdCBkaXIgPSB0ZW1wRGlyKCk7XG4gICAgICBjb25zdCBmaWxlID0gd3JpdGVUcmFjZShkaXIpO1xuICAgICAgY29uc3QgdmljdGltID0gam9pbihkaXIsICd2aWN0aW0udHh0Jyk7XG4gICAgICB3cml0ZUZpbGVTeW5jKHZpY3RpbSwgVklDVElNX1RFWFQpO1xuICAgICAgY29uc3Qgb3V0ID0gam9pbihkaXIsICdvdXQnKTtcbiAgICAgIG1rZGlyU3luYyhvdXQpO1xuICAgICAgc3ltbGlua1N5bmModmljdGltLCBqb2luKG91dCwgbmFtZSkpO1xuICAgICAgY29uc3QgciA9IG1lc2h3b3JrKFsncmVwb3J0JywgZmlsZSwgJy0tb3V0Jywgb3V0XSwgZGlyKTtcbiAgICAgIGV4cGVjdChyLmNvZGUpLnRvQmUoMCk7XG4gICAgICBleHBlY3QocmVhZEZpbGVTeW5jKHZpY3RpbSwgJ3V0ZjgnKSkudG9CZShWSUNUSU1fVEVYVCk7XG4gICAgICBjb25zdCBzdCA9IGxzdGF0U3luYyhqb2luKG91dCwgbmFtZSkpO1xuICAgICAgZXhwZWN0KHN0LmlzU3ltYm9saWNMaW5rKCkpLnRvQmUoZmFsc2UpO1xuICAgICAgZXhwZWN0KHN0LmlzRmlsZSgpKS50b0JlKHRydWUpO1xuICAgICAgZXhwZWN0KHJlYWRGaWxlU3luYyhqb2luKG91dCwgbmFtZSksICd1dGY4JykpLm5vdC50b0JlKFZJQ1RJTV9URVhUKTtcbiAgICB9LFxuICApO1xuXG4gIGl0KCdhIGRhbmdsaW5nIHN5bWxpbmsgYXQgb3V0L3JlcG9ydC5tZCBpcyByZXBsYWNlZCwgbm90aGluZyBjcmVhdGVkIGF0IGl0cyB0YXJnZXQnLCAoKSA9PiB7XG4gICAgY29uc3QgZGlyID0gdGVtcERpcigpO1xuICAgIGNvbnN0IGZpbGUgPSB3cml0ZVRyYWNlKGRpcik7XG4gICAgY29uc3Qgb3V0ID0gam9pbihkaXIsICdvdXQnKTtcbiAgICBta2RpclN5bmMob3V0KTtcbiAgICBjb25zdCB0YXJnZXQgPSBqb2luKGRpciwgJ2NyZWF0ZWQtdGhyb3VnaC1saW5rLm1kJyk7XG4gICAgc3ltbGlua1N5bmModGFyZ2V0LCBqb2luKG91dCwgJ3JlcG9ydC5tZCcpKTtcbiAgICBleHBlY3QobWVzaHdvcmsoWydyZXBvcnQnLCBmaWxlLCAnLS1vdXQnLCBvdXRdLCBkaXIpLmNvZGUpLnRvQmUoMCk7XG4gICAgZXhwZWN0KGxzdGF0U3luYyh0YXJnZXQsIHsgdGhyb3dJZk5vRW50cnk6IGZhbHNlIH0pKS50b0JlVW5kZWZpbmVkKCk7XG4gICAgZXhwZWN0KGxzdGF0U3luYyhqb2luKG91dCwgJ3JlcG9ydC5tZCcpKS5pc0ZpbGUoKSkudG9CZSh0cnVlKTtcbiAgfSk7XG5cbiAgaXQoJ2EgZGlyZWN0b3J5IGF0IG91dC9yZXBvcnQubWQ6IE1XX1BBVEgsIGV4aXQgMiwgb25lIGxpbmUnLCAoKSA9PiB7XG4gICAgY29uc3QgZGlyID0gdGVtcERpcigpO1xuICAgIGNvbnN0IGZpbGUgPSB3cml0ZVRyYWNlKGRpcik7XG4gICAgY29uc3Qgb3V0ID0gam9pbihkaXIsICdvdXQnKTtcbiAgICBta2RpclN5bmMoam9pbihvdXQsICdyZXBvcnQubWQnKSwgeyByZWN1cnNpdmU6IHRydWUgfSk7XG4gICAgY29uc3QgciA9IG1lc2h3b3JrKFsncmVwb3J0JywgZmlsZSwgJy0tb3V0Jywgb3V0XSwgZGlyKTtcbiAgICBleHBlY3Qoci5jb2RlKS50b0JlKDIpO1xuICAgIGV4cGVjdChyLnN0ZGVyci50cmltKCkuc3BsaXQoJ1xcbicpKS50b0hhdmVMZW5ndGgoMSk7XG4gICAgZXhwZWN0KHIuc3RkZXJyKS50b01hdGNoKFxuICAgICAgL1xcW01XX1BBVEhcXF0gcmVwb3J0IFwiLipyZXBvcnRcXC5tZFwiOiBleHBlY3RlZCBhIGZpbGUgbmFtZSBpbiBhIGZvbGRlciB3aGVyZSBmaWxlcyBjYW4gYmUgd3JpdHRlbiwgZ290IC4qcmVwb3J0XFwubWQgaXMgYSBkaXJlY3RvcnkvLFxuICAgICk7XG4gIH0pO1xuXG4gIGl0KCdydW4gLS10cmFjZSBvbnRvIGEgc3ltbGluayByZXBsYWNlcyB0aGUgbGluaywgaXRzIHRhcmdldCB1bnRvdWNoZWQnLCAoKSA9PiB7XG4gICAgY29uc3QgZGlyID0gdGVtcERpcigpO1xuICAgIGNvbnN0IHZpY3RpbSA9IGpvaW4oZGlyLCAndmljdGltLnR4dCcpO1xuICAgIHdyaXRlRmlsZVN5bmModmljdGltLCBWSUNUSU1fVEVYVCk7XG4gICAgY29uc3QgdHJhY2UgPSBqb2luKGRpciwgJ3QuanNvbicpO1xuICAgIHN5bWxpbmtTeW5jKHZpY3RpbSwgdHJhY2UpO1xuICAgIGNvbnN0IHIgPSBtZXNod29yayhbJ3J1bicsICd3YXRvcicsICctLXF1aWNrJywgJy0tcmFua3MnLCAnMicsICctLXRyYWNlJywgdHJhY2VdLCBkaXIsIDE4MF8wMDApO1xuICAgIGV4cGVjdChyLmNvZGUpLnRvQmUoMCk7XG4gICAgZXhwZWN0KHJlYWRGaWxlU3luYyh2aWN0aW0sICd1dGY4JykpLnRvQmUoVklDVElNX1RFWFQpO1xuICAgIGV4cGVjdChsc3RhdFN5bmModHJhY2UpLmlzRmlsZSgpKS50b0JlKHRydWUpO1xuICAgIGV4cGVjdChKU09OLnBhcnNlKHJlYWRGaWxlU3luYyh0cmFjZSwgJ3V0ZjgnKSkucmFua3MpLnRvQmUoMik7XG4gIH0sIDE4MF8wMDApO1xufSk7XG4iXSwKICAibWFwcGluZ3MiOiAiQUFNQSxTQUFTLFdBQVcsV0FBVyxjQUFjLGFBQWEscUJBQXFCO0FBQy9FLFNBQVMsWUFBWTtBQUNyQixTQUFTLFVBQVUsUUFBUSxVQUFVO0FBQ3JDLFNBQVMsVUFBVSxlQUFlO0FBRWxDLFNBQVMsV0FBVyxLQUFxQjtBQUN2QyxRQUFNLFNBQVMsQ0FBQztBQUNoQixXQUFTLElBQUksR0FBRyxJQUFJLEdBQUcsSUFBSyxRQUFPLEtBQUssRUFBRSxNQUFNLFdBQVcsT0FBTyxHQUFHLFFBQVEsQ0FBQyxLQUFLLEdBQUcsR0FBRyxXQUFXLENBQUMsSUFBSSxFQUFFLEVBQUUsQ0FBQztBQUM5RyxRQUFNLE9BQU8sS0FBSyxLQUFLLFlBQVk7QUFDbkM7QUFBQSxJQUNFO0FBQUEsSUFDQSxLQUFLLFVBQVUsRUFBRSxTQUFTLEdBQUcsT0FBTyxHQUFHLE9BQU8sUUFBUSxRQUFRLE1BQU0sRUFBRSxLQUFLLFFBQVEsVUFBVSxXQUFXLFVBQVUsU0FBUyxFQUFFLENBQUM7QUFBQSxFQUNoSTtBQUNBLFNBQU87QUFDVDtBQUVBLE1BQU0sY0FBYztBQUVwQixTQUFTLDREQUE0RCxNQUFNO0FBQ3pFLEtBQUcsS0FBSyxDQUFDLGFBQWEsb0JBQW9CLG1CQUFtQixpQkFBaUIsQ0FBQztBQUFBLElBQzdFO0FBQUEsSUFDQSxDQUFDLFNBQVM7QUFDUixZQUFNLE1BQU0sUUFBUTtBQUNwQixZQUFNLE9BQU8sV0FBVyxHQUFHO0FBQzNCLFlBQU0sU0FBUyxLQUFLLEtBQUssWUFBWTtBQUNyQyxvQkFBYyxRQUFRLFdBQVc7QUFDakMsWUFBTSxNQUFNLEtBQUssS0FBSyxLQUFLO0FBQzNCLGdCQUFVLEdBQUc7QUFDYixrQkFBWSxRQUFRLEtBQUssS0FBSyxJQUFJLENBQUM7QUFDbkMsWUFBTSxJQUFJLFNBQVMsQ0FBQyxVQUFVLE1BQU0sU0FBUyxHQUFHLEdBQUcsR0FBRztBQUN0RCxhQUFPLEVBQUUsSUFBSSxFQUFFLEtBQUssQ0FBQztBQUNyQixhQUFPLGFBQWEsUUFBUSxNQUFNLENBQUMsRUFBRSxLQUFLLFdBQVc7QUFDckQsWUFBTSxLQUFLLFVBQVUsS0FBSyxLQUFLLElBQUksQ0FBQztBQUNwQyxhQUFPLEdBQUcsZUFBZSxDQUFDLEVBQUUsS0FBSyxLQUFLO0FBQ3RDLGFBQU8sR0FBRyxPQUFPLENBQUMsRUFBRSxLQUFLLElBQUk7QUFDN0IsYUFBTyxhQUFhLEtBQUssS0FBSyxJQUFJLEdBQUcsTUFBTSxDQUFDLEVBQUUsSUFBSSxLQUFLLFdBQVc7QUFBQSxJQUNwRTtBQUFBLEVBQ0Y7QUFFQSxLQUFHLGtGQUFrRixNQUFNO0FBQ3pGLFVBQU0sTUFBTSxRQUFRO0FBQ3BCLFVBQU0sT0FBTyxXQUFXLEdBQUc7QUFDM0IsVUFBTSxNQUFNLEtBQUssS0FBSyxLQUFLO0FBQzNCLGNBQVUsR0FBRztBQUNiLFVBQU0sU0FBUyxLQUFLLEtBQUsseUJBQXlCO0FBQ2xELGdCQUFZLFFBQVEsS0FBSyxLQUFLLFdBQVcsQ0FBQztBQUMxQyxXQUFPLFNBQVMsQ0FBQyxVQUFVLE1BQU0sU0FBUyxHQUFHLEdBQUcsR0FBRyxFQUFFLElBQUksRUFBRSxLQUFLLENBQUM7QUFDakUsV0FBTyxVQUFVLFFBQVEsRUFBRSxnQkFBZ0IsTUFBTSxDQUFDLENBQUMsRUFBRSxjQUFjO0FBQ25FLFdBQU8sVUFBVSxLQUFLLEtBQUssV0FBVyxDQUFDLEVBQUUsT0FBTyxDQUFDLEVBQUUsS0FBSyxJQUFJO0FBQUEsRUFDOUQsQ0FBQztBQUVELEtBQUcsMkRBQTJELE1BQU07QUFDbEUsVUFBTSxNQUFNLFFBQVE7QUFDcEIsVUFBTSxPQUFPLFdBQVcsR0FBRztBQUMzQixVQUFNLE1BQU0sS0FBSyxLQUFLLEtBQUs7QUFDM0IsY0FBVSxLQUFLLEtBQUssV0FBVyxHQUFHLEVBQUUsV0FBVyxLQUFLLENBQUM7QUFDckQsVUFBTSxJQUFJLFNBQVMsQ0FBQyxVQUFVLE1BQU0sU0FBUyxHQUFHLEdBQUcsR0FBRztBQUN0RCxXQUFPLEVBQUUsSUFBSSxFQUFFLEtBQUssQ0FBQztBQUNyQixXQUFPLEVBQUUsT0FBTyxLQUFLLEVBQUUsTUFBTSxJQUFJLENBQUMsRUFBRSxhQUFhLENBQUM7QUFDbEQsV0FBTyxFQUFFLE1BQU0sRUFBRTtBQUFBLE1BQ2Y7QUFBQSxJQUNGO0FBQUEsRUFDRixDQUFDO0FBRUQsS0FBRyxzRUFBc0UsTUFBTTtBQUM3RSxVQUFNLE1BQU0sUUFBUTtBQUNwQixVQUFNLFNBQVMsS0FBSyxLQUFLLFlBQVk7QUFDckMsa0JBQWMsUUFBUSxXQUFXO0FBQ2pDLFVBQU0sUUFBUSxLQUFLLEtBQUssUUFBUTtBQUNoQyxnQkFBWSxRQUFRLEtBQUs7QUFDekIsVUFBTSxJQUFJLFNBQVMsQ0FBQyxPQUFPLFNBQVMsV0FBVyxXQUFXLEtBQUssV0FBVyxLQUFLLEdBQUcsS0FBSyxJQUFPO0FBQzlGLFdBQU8sRUFBRSxJQUFJLEVBQUUsS0FBSyxDQUFDO0FBQ3JCLFdBQU8sYUFBYSxRQUFRLE1BQU0sQ0FBQyxFQUFFLEtBQUssV0FBVztBQUNyRCxXQUFPLFVBQVUsS0FBSyxFQUFFLE9BQU8sQ0FBQyxFQUFFLEtBQUssSUFBSTtBQUMzQyxXQUFPLEtBQUssTUFBTSxhQUFhLE9BQU8sTUFBTSxDQUFDLEVBQUUsS0FBSyxFQUFFLEtBQUssQ0FBQztBQUFBLEVBQzlELEdBQUcsSUFBTztBQUNaLENBQUM7IiwKICAibmFtZXMiOiBbXQp9Cg==
