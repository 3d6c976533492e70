import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { markCounts, meshwork, meshworkJson, readSvg, tempDir } from "./helpers.js";
describe("meshwork topo", () => {
  it("describes a torus and draws every rank and link (wrap-around links as two stubs)", () => {
    const dir = tempDir();
    const t = meshworkJson(["topo", "torus:3x4", "--out", "t.svg"], dir);
    expect(t.size).toBe(12);
    expect(t.diameter).toBe(3);
    expect(t.maxDegree).toBe(4);
    expect(t.edges).toBe(24);
    expect(t.ranks.every((r) => r.neighbours.length === 4)).toBe(true);
    expect(t.matchings.flat().length).toBe(24);
    for (const m of t.matchings) expect(new Set(m.flat()).size).toBe(m.length * 2);
    expect(t.svg).toBe(join(dir, "t.svg"));
    const marks = markCounts(readSvg(t.svg));
    expect(marks.get("symbol")).toBe(12);
    expect(marks.get("text")).toBe(12);
    expect(marks.get("rule")).toBe(24 + 7);
  });
  it("prints neighbours, colouring and diameter of a hypercube, and writes the default SVG", () => {
    const dir = tempDir();
    const r = meshwork(["topo", "hypercube:3"], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("hypercube(3): 8 ranks");
    expect(r.stdout).toContain("diameter 3");
    expect(r.stdout).toContain("edge colouring: 3 colours");
    expect(r.stdout).toContain("colour 2: 0-4 1-5 2-6 3-7");
    expect(r.stdout).toMatch(/rank +0 \(0,0,0\): 1 2 4/);
    const svg = join(dir, "topology-hypercube-3.svg");
    expect(existsSync(svg)).toBe(true);
    const marks = markCounts(readSvg(svg));
    expect(marks.get("symbol")).toBe(8);
    expect(marks.get("rule")).toBe(12);
  });
  it("draws a ring and a chain with one line per link; --no-out writes nothing", () => {
    const dir = tempDir();
    for (const [shape, links] of [
      ["ring:5", 5],
      ["chain:4", 3]
    ]) {
      const t = meshworkJson(["topo", shape, "--out", `${shape.replace(":", "-")}.svg`], dir);
      expect(t.edges).toBe(links);
      expect(markCounts(readSvg(t.svg)).get("rule")).toBe(links);
    }
    const none = meshworkJson(["topo", "mesh:2x2", "--no-out"], tempDir());
    expect(none.svg).toBeUndefined();
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC90b3BvLnRlc3QudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbImltcG9ydCB7IGV4aXN0c1N5bmMgfSBmcm9tICdub2RlOmZzJztcbmltcG9ydCB7IGpvaW4gfSBmcm9tICdub2RlOnBhdGgnO1xuaW1wb3J0IHsgZGVzY3JpYmUsIGV4cGVjdCwgaXQgfSBmcm9tICd2aXRlc3QnO1xuaW1wb3J0IHsgbWFya0NvdW50cywgbWVzaHdvcmssIG1lc2h3b3JrSnNvbiwgcmVhZFN2ZywgdGVtcERpciB9IGZyb20gJy4vaGVscGVycy5qcyc7XG5cbmludGVyZmFjZSBUb3BvSnNvbiB7XG4gIHNpemU6IG51bWJlcjtcbiAgZGlhbWV0ZXI6IG51bWJlcjtcbiAgbWF4RGVncmVlOiBudW1iZXI7XG4gIGVkZ2VzOiBudW1iZXI7XG4gIGNvbG91cnM6IG51bWJlcjtcbiAgbWF0Y2hpbmdzOiBbbnVtYmVyLCBudW1iZXJdW11bXTtcbiAgcmFua3M6IHsgcmFuazogbnVtYmVyOyBuZWlnaGJvdXJzOiBudW1iZXJbXSB9W107XG4gIHN2Zzogc3RyaW5nO1xufVxuXG5kZXNjcmliZSgnbWVzaHdvcmsgdG9wbycsICgpID0+IHtcbiAgaXQoJ2Rlc2NyaWJlcyBhIHRvcnVzIGFuZCBkcmF3cyBldmVyeSByYW5rIGFuZCBsaW5rICh3cmFwLWFyb3VuZCBsaW5rcyBhcyB0d28gc3R1YnMpJywgKCkgPT4ge1xuICAgIGNvbnN0IGRpciA9IHRlbXBEaXIoKTtcbiAgICBjb25zdCB0ID0gbWVzaHdvcmtKc29uPFRvcG9Kc29uPihbJ3RvcG8nLCAndG9ydXM6M3g0JywgJy0tb3V0JywgJ3Quc3ZnJ10sIGRpcik7XG4gICAgZXhwZWN0KHQuc2l6ZSkudG9CZSgxMik7XG4gICAgZXhwZWN0KHQuZGlhbWV0ZXIpLnRvQmUoMyk7XG4gICAgZXhwZWN0KHQubWF4RGVncmVlKS50b0JlKDQpO1xuICAgIGV4cGVjdCh0LmVkZ2VzKS50b0JlKDI0KTtcbiAgICBleHBlY3QodC5yYW5rcy5ldmVyeSgocikgPT4gci5uZWlnaGJvdXJzLmxlbmd0aCA9PT0gNCkpLnRvQmUodHJ1ZSk7XG4gICAgLy8gYSBwcm9wZXIgY29sb3VyaW5nOiBldmVyeSBsaW5rIG9uY2UsIG5vIHJhbmsgdHdpY2UgaW4gb25lIGNvbG91clxuICAgIGV4cGVjdCh0Lm1hdGNoaW5ncy5mbGF0KCkubGVuZ3RoKS50b0JlKDI0KTtcbiAgICBmb3IgKGNvbnN0IG0gb2YgdC5tYXRjaGluZ3MpIGV4cGVjdChuZXcgU2V0KG0uZmxhdCgpKS5zaXplKS50b0JlKG0ubGVuZ3RoICogMik7XG4gICAgZXhwZWN0KHQuc3ZnKS50b0JlKGpvaW4oZGlyLCAndC5zdmcnKSk7XG4gICAgY29uc3QgbWFya3MgPSBtYXJrQ291bnRzKHJlYWRTdmcodC5zdmcpKTtcbiAgICBleHBlY3QobWFya3MuZ2V0KCdzeW1ib2wnKSkudG9CZSgxMik7XG4gICAgZXhwZWN0KG1hcmtzLmdldCgndGV4dCcpKS50b0JlKDEyKTtcbiAgICAvLyAyNCBsaW5rcywgb2Ygd2hpY2ggMyArIDQgd3JhcCBhcm91bmQgKGVhY2ggZHJhd24gYXMgdHdvIHN0dWJzKVxuICAgIGV4cGVjdChtYXJrcy5nZXQoJ3J1bGUnKSkudG9CZSgyNCArIDcpO1xuICB9KTtcblxuICBpdCgncHJpbnRzIG5laWdoYm91cnMsIGNvbG91cmluZyBhbmQgZGlhbWV0ZXIgb2YgYSBoeXBlcmN1YmUsIGFuZCB3cml0ZXMgdGhlIGRlZmF1bHQgU1ZHJywgKCkgPT4ge1xuICAgIGNvbnN0IGRpciA9IHRlbXBEaXIoKTtcbiAgICBjb25zdCByID0gbWVzaHdvcmsoWyd0b3BvJywgJ2h5cGVyY3ViZTozJ10sIGRpcik7XG4gICAgZXhwZWN0KHIuY29kZSkudG9CZSgwKTtcbiAgICBleHBlY3Qoci5zdGRvdXQpLnRvQ29udGFpbignaHlwZXJjdWJlKDMpOiA4IHJhbmtzJyk7XG4gICAgZXhwZWN0KHIuc3Rkb3V0KS50b0NvbnRhaW4oJ2RpYW1ldGVyIDMnKTtcbiAgICBleHBlY3Qoci5zdGRvdXQpLnRvQ29udGFpbignZWRnZSBjb2xvdXJpbmc6IDMgY29sb3VycycpO1xuICAgIGV4cGVjdChyLnN0ZG91dCkudG9Db250YWluKCdjb2xvdXIgMjogMC00IDEtNSAyLTYgMy03Jyk7XG4gICAgZXhwZWN0KHIuc3Rkb3V0KS50b01hdGNoKC9yYW5rICswIFxcKDAsMCwwXFwpOiAxIDIgNC8pO1xuICAgIGNvbnN0IHN2ZyA9IGpvaW4oZGlyLCAndG9wb2xvZ3ktaHlwZXJjdWJlLTMuc3ZnJyk7XG4gICAgZXhwZWN0KGV4aXN0c1N5bmMoc3ZnKSkudG9CZSh0cnVlKTtcbiAgICBjb25zdCBtYXJrcyA9IG1hcmtDb3VudHMocmVhZFN2ZyhzdmcpKTtcbiAgICBleHBlY3QobWFya3MuZ2V0KCdzeW1ib2wnKSkudG9CZSg4KTtcbiAgICBleHBlY3QobWFya3MuZ2V0KCdydWxlJykpLnRvQmUoMTIpO1xuICB9KTtcblxuICBpdCgnZHJhd3MgYSByaW5nIGFuZCBhIGNoYWluIHdpdGggb25lIGxpbmUgcGVyIGxpbms7IC0tbm8tb3V0IHdyaXRlcyBub3RoaW5nJywgKCkgPT4ge1xuICAgIGNvbnN0IGRpciA9IHRlbXBEaXIoKTtcbiAgICBmb3IgKGNvbnN0IFtzaGFwZSwgbGlua3NdIG9mIFtcbiAgICAgIFsncmluZzo1JywgNV0sXG4gICAgICBbJ2NoYWluOjQnLCAzXSxcbiAgICBdIGFzIGNvbnN0KSB7XG4gICAgICBjb25zdCB0ID0gbWVzaHdvcmtKc29uPFRvcG9Kc29uPihbJ3RvcG8nLCBzaGFwZSwgJy0tb3V0JywgYCR7c2hhcGUucmVwbGFjZSgnOicsICctJyl9LnN2Z2BdLCBkaXIpO1xuICAgICAgZXhwZWN0KHQuZWRnZXMpLnRvQmUobGlua3MpO1xuICAgICAgZXhwZWN0KG1hcmtDb3VudHMocmVhZFN2Zyh0LnN2ZykpLmdldCgncnVsZScpKS50b0JlKGxpbmtzKTtcbiAgICB9XG4gICAgY29uc3Qgbm9uZSA9IG1lc2h3b3JrSnNvbjxUb3BvSnNvbj4oWyd0b3BvJywgJ21lc2g6MngyJywgJy0tbm8tb3V0J10sIHRlbXBEaXIoKSk7XG4gICAgZXhwZWN0KG5vbmUuc3ZnKS50b0JlVW5kZWZpbmVkKCk7XG4gIH0pO1xufSk7XG4iXSwKICAibWFwcGluZ3MiOiAiQUFBQSxTQUFTLGtCQUFrQjtBQUMzQixTQUFTLFlBQVk7QUFDckIsU0FBUyxVQUFVLFFBQVEsVUFBVTtBQUNyQyxTQUFTLFlBQVksVUFBVSxjQUFjLFNBQVMsZUFBZTtBQWFyRSxTQUFTLGlCQUFpQixNQUFNO0FBQzlCLEtBQUcsb0ZBQW9GLE1BQU07QUFDM0YsVUFBTSxNQUFNLFFBQVE7QUFDcEIsVUFBTSxJQUFJLGFBQXVCLENBQUMsUUFBUSxhQUFhLFNBQVMsT0FBTyxHQUFHLEdBQUc7QUFDN0UsV0FBTyxFQUFFLElBQUksRUFBRSxLQUFLLEVBQUU7QUFDdEIsV0FBTyxFQUFFLFFBQVEsRUFBRSxLQUFLLENBQUM7QUFDekIsV0FBTyxFQUFFLFNBQVMsRUFBRSxLQUFLLENBQUM7QUFDMUIsV0FBTyxFQUFFLEtBQUssRUFBRSxLQUFLLEVBQUU7QUFDdkIsV0FBTyxFQUFFLE1BQU0sTUFBTSxDQUFDLE1BQU0sRUFBRSxXQUFXLFdBQVcsQ0FBQyxDQUFDLEVBQUUsS0FBSyxJQUFJO0FBRWpFLFdBQU8sRUFBRSxVQUFVLEtBQUssRUFBRSxNQUFNLEVBQUUsS0FBSyxFQUFFO0FBQ3pDLGVBQVcsS0FBSyxFQUFFLFVBQVcsUUFBTyxJQUFJLElBQUksRUFBRSxLQUFLLENBQUMsRUFBRSxJQUFJLEVBQUUsS0FBSyxFQUFFLFNBQVMsQ0FBQztBQUM3RSxXQUFPLEVBQUUsR0FBRyxFQUFFLEtBQUssS0FBSyxLQUFLLE9BQU8sQ0FBQztBQUNyQyxVQUFNLFFBQVEsV0FBVyxRQUFRLEVBQUUsR0FBRyxDQUFDO0FBQ3ZDLFdBQU8sTUFBTSxJQUFJLFFBQVEsQ0FBQyxFQUFFLEtBQUssRUFBRTtBQUNuQyxXQUFPLE1BQU0sSUFBSSxNQUFNLENBQUMsRUFBRSxLQUFLLEVBQUU7QUFFakMsV0FBTyxNQUFNLElBQUksTUFBTSxDQUFDLEVBQUUsS0FBSyxLQUFLLENBQUM7QUFBQSxFQUN2QyxDQUFDO0FBRUQsS0FBRyx3RkFBd0YsTUFBTTtBQUMvRixVQUFNLE1BQU0sUUFBUTtBQUNwQixVQUFNLElBQUksU0FBUyxDQUFDLFFBQVEsYUFBYSxHQUFHLEdBQUc7QUFDL0MsV0FBTyxFQUFFLElBQUksRUFBRSxLQUFLLENBQUM7QUFDckIsV0FBTyxFQUFFLE1BQU0sRUFBRSxVQUFVLHVCQUF1QjtBQUNsRCxXQUFPLEVBQUUsTUFBTSxFQUFFLFVBQVUsWUFBWTtBQUN2QyxXQUFPLEVBQUUsTUFBTSxFQUFFLFVBQVUsMkJBQTJCO0FBQ3RELFdBQU8sRUFBRSxNQUFNLEVBQUUsVUFBVSwyQkFBMkI7QUFDdEQsV0FBTyxFQUFFLE1BQU0sRUFBRSxRQUFRLDBCQUEwQjtBQUNuRCxVQUFNLE1BQU0sS0FBSyxLQUFLLDBCQUEwQjtBQUNoRCxXQUFPLFdBQVcsR0FBRyxDQUFDLEVBQUUsS0FBSyxJQUFJO0FBQ2pDLFVBQU0sUUFBUSxXQUFXLFFBQVEsR0FBRyxDQUFDO0FBQ3JDLFdBQU8sTUFBTSxJQUFJLFFBQVEsQ0FBQyxFQUFFLEtBQUssQ0FBQztBQUNsQyxXQUFPLE1BQU0sSUFBSSxNQUFNLENBQUMsRUFBRSxLQUFLLEVBQUU7QUFBQSxFQUNuQyxDQUFDO0FBRUQsS0FBRyw0RUFBNEUsTUFBTTtBQUNuRixVQUFNLE1BQU0sUUFBUTtBQUNwQixlQUFXLENBQUMsT0FBTyxLQUFLLEtBQUs7QUFBQSxNQUMzQixDQUFDLFVBQVUsQ0FBQztBQUFBLE1BQ1osQ0FBQyxXQUFXLENBQUM7QUFBQSxJQUNmLEdBQVk7QUFDVixZQUFNLElBQUksYUFBdUIsQ0FBQyxRQUFRLE9BQU8sU0FBUyxHQUFHLE1BQU0sUUFBUSxLQUFLLEdBQUcsQ0FBQyxNQUFNLEdBQUcsR0FBRztBQUNoRyxhQUFPLEVBQUUsS0FBSyxFQUFFLEtBQUssS0FBSztBQUMxQixhQUFPLFdBQVcsUUFBUSxFQUFFLEdBQUcsQ0FBQyxFQUFFLElBQUksTUFBTSxDQUFDLEVBQUUsS0FBSyxLQUFLO0FBQUEsSUFDM0Q7QUFDQSxVQUFNLE9BQU8sYUFBdUIsQ0FBQyxRQUFRLFlBQVksVUFBVSxHQUFHLFFBQVEsQ0FBQztBQUMvRSxXQUFPLEtBQUssR0FBRyxFQUFFLGNBQWM7QUFBQSxFQUNqQyxDQUFDO0FBQ0gsQ0FBQzsiLAogICJuYW1lcyI6IFtdCn0K
