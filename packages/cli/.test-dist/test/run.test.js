import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fromTrace } from "@meshwork/runtime";
import { describe, expect, it } from "vitest";
import { markCounts, meshwork, meshworkJson, readSvg, tempDir } from "./helpers.js";
function checkCommon(r, app, ranks) {
  expect(r.app).toBe(app);
  expect(r.ranks).toBe(ranks);
  expect(r.correct).toBe(true);
  expect(r.sequentialMs.length).toBe(3);
  expect(r.parallelMs.length).toBe(3);
  expect(r.speedup).toBeGreaterThan(0);
  expect(r.leWork).toBeGreaterThan(0);
  expect(r.leWork).toBeLessThanOrEqual(100);
}
describe("meshwork run", () => {
  it("stencil: a static mesh run, checked against the sequential reference", () => {
    const r = meshworkJson(["run", "stencil", "--ranks", "2", "--size", "32", "--iterations", "4"], tempDir());
    checkCommon(r, "stencil", 2);
    expect(r.topology).toBe("mesh:2x1");
    expect(r.balancing.label).toBe("static");
    expect(r.leWork).toBe(100);
    expect(r.balance).toBeUndefined();
  });
  it("wator with gde every 2: balances, a trace and charts with one cell per rank and step", () => {
    const dir = tempDir();
    const steps = 8;
    const r = meshworkJson(
      [
        "run",
        "wator",
        "--ranks",
        "3",
        "--size",
        "24x16",
        "--steps",
        String(steps),
        "--every",
        "2",
        "--trace",
        "t.json",
        "--charts",
        "charts"
      ],
      dir
    );
    checkCommon(r, "wator", 3);
    expect(r.topology).toBe("ring:3");
    expect(r.balancing.label).toBe("gde every 2");
    expect(r.balance?.balances).toBeGreaterThan(0);
    expect(r.result).toMatch(/minnows, \d+ sharks after 8 steps/);
    const trace = fromTrace(readFileSync(join(dir, "t.json"), "utf8"));
    expect(trace.ranks).toBe(3);
    expect(r.charts.map((c) => c.replace(/.*[\\/]/, ""))).toEqual(["load-heatmap.svg", "utilization.svg", "rank-totals.svg"]);
    const heat = markCounts(readSvg(join(dir, "charts", "load-heatmap.svg")));
    expect(heat.get("rect")).toBe(3 * steps);
    const bars = markCounts(readSvg(join(dir, "charts", "rank-totals.svg")));
    expect(bars.get("rect")).toBe(3);
  });
  it("thinning writes the skeleton as a PBM image", () => {
    const dir = tempDir();
    const r = meshworkJson(["run", "thinning", "--ranks", "2", "--size", "48", "--out", "skeleton.pbm"], dir);
    checkCommon(r, "thinning", 2);
    expect(r.topology).toBe("chain:2");
    expect(r.files).toEqual([join(dir, "skeleton.pbm")]);
    expect(readFileSync(join(dir, "skeleton.pbm")).subarray(0, 2).toString()).toBe("P4");
  });
  it("diffusion with sdlb every 3 writes a PNG", () => {
    const dir = tempDir();
    const r = meshworkJson(
      [
        "run",
        "diffusion",
        "--topology",
        "mesh:2x1",
        "--size",
        "32",
        "--max-iterations",
        "12",
        "--balancer",
        "sdlb",
        "--every",
        "3",
        "--out",
        "d.png"
      ],
      dir
    );
    checkCommon(r, "diffusion", 2);
    expect(r.balancing.label).toBe("sdlb every 3");
    expect(r.balance?.balances).toBeGreaterThanOrEqual(3);
    expect([...readFileSync(join(dir, "d.png")).subarray(1, 4)].map((c) => String.fromCharCode(c)).join("")).toBe("PNG");
  });
  it("sieve with the cyclic split counts the primes", () => {
    const dir = tempDir();
    const r = meshworkJson(["run", "sieve", "--ranks", "2", "--n", "10000", "--balancer", "cyclic", "--trace", "s.json"], dir);
    checkCommon(r, "sieve", 2);
    expect(r.result).toBe("1229 primes in [2, 10000]");
    expect(fromTrace(readFileSync(join(dir, "s.json"), "utf8")).phases.length).toBe(1);
  });
  it("loop: static leaves the off-centre band on one rank (work units); steal gives the same checksum", () => {
    const args = ["run", "loop", "--ranks", "2", "--rows", "64", "--cols", "64", "--F", "5", "--d", "0.1", "--at", "0.25"];
    const fixed = meshworkJson([...args, "--balancer", "static"], tempDir());
    const stolen = meshworkJson([...args, "--balancer", "steal"], tempDir());
    checkCommon(fixed, "loop", 2);
    checkCommon(stolen, "loop", 2);
    expect(stolen.details.checksum).toBe(fixed.details.checksum);
    expect(fixed.details.checksum).toBe(fixed.details.expected);
    expect(fixed.leWork).toBeLessThan(80);
    expect(stolen.details.strategy).toBe("steal");
  });
  it("knary: every scheduler, central included, gives the reference node count and checksum", () => {
    const args = ["run", "knary", "--ranks", "2", "--h", "4", "--d", "3", "--s", "1", "--iters", "10"];
    const checksums = /* @__PURE__ */ new Set();
    for (const b of ["steal", "graph-level", "central"]) {
      const r = meshworkJson([...args, "--balancer", b], tempDir());
      checkCommon(r, "knary", 2);
      expect(r.result).toMatch(/^40 nodes, checksum \d+/);
      expect(r.details.perRank.reduce((x, y) => x + y, 0)).toBe(40);
      checksums.add(/checksum \d+/.exec(r.result)?.[0]);
      expect(r.result).toMatch(/reached \d+% of it$/);
    }
    expect(checksums.size).toBe(1);
  }, 4e5);
  it("prints a summary table and plain progress lines when not on a terminal", () => {
    const r = meshwork(["run", "wator", "--ranks", "2", "--size", "16", "--steps", "3", "--balancer", "central"], tempDir());
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("meshwork run wator: ring:2 (2 ranks), distributed storage, central adaptive, 3 repeats");
    for (const row of ["result", "correct", "sequential", "parallel", "speedup", "LE work units", "LE busy time", "balancer"]) {
      expect(r.stdout).toMatch(new RegExp(`^  ${row} +: `, "m"));
    }
    expect(r.stdout).toMatch(/correct +: yes/);
    expect(r.stderr).toMatch(/\[7\/7\] parallel run 3\/3/);
    expect(r.stderr).not.toContain("\r");
    expect(existsSync(join(tempDir(), "x"))).toBe(false);
  });
  it("--quick times each side once unless --repeat is given", () => {
    const quick = meshworkJson(["run", "sieve", "--quick"], tempDir());
    expect(quick.parallelMs).toHaveLength(1);
    const two = meshworkJson(["run", "sieve", "--quick", "--repeat", "2"], tempDir());
    expect(two.parallelMs).toHaveLength(2);
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9ydW4udGVzdC50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiaW1wb3J0IHsgZXhpc3RzU3luYywgcmVhZEZpbGVTeW5jIH0gZnJvbSAnbm9kZTpmcyc7XG5pbXBvcnQgeyBqb2luIH0gZnJvbSAnbm9kZTpwYXRoJztcbmltcG9ydCB7IGZyb21UcmFjZSB9IGZyb20gJ0BtZXNod29yay9ydW50aW1lJztcbmltcG9ydCB7IGRlc2NyaWJlLCBleHBlY3QsIGl0IH0gZnJvbSAndml0ZXN0JztcbmltcG9ydCB7IG1hcmtDb3VudHMsIG1lc2h3b3JrLCBtZXNod29ya0pzb24sIHJlYWRTdmcsIHRlbXBEaXIgfSBmcm9tICcuL2hlbHBlcnMuanMnO1xuXG5pbnRlcmZhY2UgUnVuSnNvbiB7XG4gIGFwcDogc3RyaW5nO1xuICB0b3BvbG9neTogc3RyaW5nO1xuICByYW5rczogbnVtYmVyO1xuICBiYWxhbmNpbmc6IHsgbGFiZWw6IHN0cmluZzsgYmFsYW5jZXI6IHN0cmluZzsgcG9saWN5OiBzdHJpbmcgfTtcbiAgcmVzdWx0OiBzdHJpbmc7XG4gIGNvcnJlY3Q6IGJvb2xlYW47XG4gIHNlcXVlbnRpYWxNczogbnVtYmVyW107XG4gIHBhcmFsbGVsTXM6IG51bWJlcltdO1xuICBzcGVlZHVwOiBudW1iZXI7XG4gIGxlV29yazogbnVtYmVyO1xuICBsZUJ1c3k6IG51bWJlciB8IG51bGw7XG4gIGJhbGFuY2U6IHsgYmFsYW5jZXM6IG51bWJlcjsgdW5pdHNNb3ZlZDogbnVtYmVyIH0gfCB1bmRlZmluZWQ7XG4gIGZpbGVzOiBzdHJpbmdbXTtcbiAgdHJhY2U/OiBzdHJpbmc7XG4gIGNoYXJ0czogc3RyaW5nW107XG4gIGRldGFpbHM6IFJlY29yZDxzdHJpbmcsIHVua25vd24+O1xufVxuXG5mdW5jdGlvbiBjaGVja0NvbW1vbihyOiBSdW5Kc29uLCBhcHA6IHN0cmluZywgcmFua3M6IG51bWJlcik6IHZvaWQge1xuICBleHBlY3Qoci5hcHApLnRvQmUoYXBwKTtcbiAgZXhwZWN0KHIucmFua3MpLnRvQmUocmFua3MpO1xuICBleHBlY3Qoci5jb3JyZWN0KS50b0JlKHRydWUpO1xuICAvLyB0aGUgZGVmYXVsdCAtLXJlcGVhdDogZWFjaCBzaWRlIHRpbWVkIHRocmVlIHRpbWVzLCBtZWRpYW5zIHJlcG9ydGVkXG4gIGV4cGVjdChyLnNlcXVlbnRpYWxNcy5sZW5ndGgpLnRvQmUoMyk7XG4gIGV4cGVjdChyLnBhcmFsbGVsTXMubGVuZ3RoKS50b0JlKDMpO1xuICBleHBlY3Qoci5zcGVlZHVwKS50b0JlR3JlYXRlclRoYW4oMCk7XG4gIGV4cGVjdChyLmxlV29yaykudG9CZUdyZWF0ZXJUaGFuKDApO1xuICBleHBlY3Qoci5sZVdvcmspLnRvQmVMZXNzVGhhbk9yRXF1YWwoMTAwKTtcbn1cblxuZGVzY3JpYmUoJ21lc2h3b3JrIHJ1bicsICgpID0+IHtcbiAgaXQoJ3N0ZW5jaWw6IGEgc3RhdGljIG1lc2ggcnVuLCBjaGVja2VkIGFnYWluc3QgdGhlIHNlcXVlbnRpYWwgcmVmZXJlbmNlJywgKCkgPT4ge1xuICAgIGNvbnN0IHIgPSBtZXNod29ya0pzb248UnVuSnNvbj4oWydydW4nLCAnc3RlbmNpbCcsICctLXJhbmtzJywgJzInLCAnLS1zaXplJywgJzMyJywgJy0taXRlcmF0aW9ucycsICc0J10sIHRlbXBEaXIoKSk7XG4gICAgY2hlY2tDb21tb24ociwgJ3N0ZW5jaWwnLCAyKTtcbiAgICBleHBlY3Qoci50b3BvbG9neSkudG9CZSgnbWVzaDoyeDEnKTtcbiAgICBleHBlY3Qoci5iYWxhbmNpbmcubGFiZWwpLnRvQmUoJ3N0YXRpYycpO1xuICAgIGV4cGVjdChyLmxlV29yaykudG9CZSgxMDApOyAvLyBlcXVhbCB0aWxlcywgZXF1YWwgd29yayB1bml0c1xuICAgIGV4cGVjdChyLmJhbGFuY2UpLnRvQmVVbmRlZmluZWQoKTtcbiAgfSk7XG5cbiAgaXQoJ3dhdG9yIHdpdGggZ2RlIGV2ZXJ5IDI6IGJhbGFuY2VzLCBhIHRyYWNlIGFuZCBjaGFydHMgd2l0aCBvbmUgY2VsbCBwZXIgcmFuayBhbmQgc3RlcCcsICgpID0+IHtcbiAgICBjb25zdCBkaXIgPSB0ZW1wRGlyKCk7XG4gICAgY29uc3Qgc3RlcHMgPSA4O1xuICAgIGNvbnN0IHIgPSBtZXNod29ya0pzb248UnVuSnNvbj4oXG4gICAgICBbXG4gICAgICAgICdydW4nLFxuICAgICAgICAnd2F0b3InLFxuICAgICAgICAnLS1yYW5rcycsXG4gICAgICAgICczJyxcbiAgICAgICAgJy0tc2l6ZScsXG4gICAgICAgICcyNHgxNicsXG4gICAgICAgICctLXN0ZXBzJyxcbiAgICAgICAgU3RyaW5nKHN0ZXBzKSxcbiAgICAgICAgJy0tZXZlcnknLFxuICAgICAgICAnMicsXG4gICAgICAgICctLXRyYWNlJyxcbiAgICAgICAgJ3QuanNvbicsXG4gICAgICAgICctLWNoYXJ0cycsXG4gICAgICAgICdjaGFydHMnLFxuICAgICAgXSxcbiAgICAgIGRpcixcbiAgICApO1xuICAgIGNoZWNrQ29tbW9uKHIsICd3YXRvcicsIDMpO1xuICAgIGV4cGVjdChyLnRvcG9sb2d5KS50b0JlKCdyaW5nOjMnKTtcbiAgICBleHBlY3Qoci5iYWxhbmNpbmcubGFiZWwpLnRvQmUoJ2dkZSBldmVyeSAyJyk7XG4gICAgZXhwZWN0KHIuYmFsYW5jZT8uYmFsYW5jZXMpLnRvQmVHcmVhdGVyVGhhbigwKTtcbiAgICBleHBlY3Qoci5yZXN1bHQpLnRvTWF0Y2goL21pbm5vd3MsIFxcZCsgc2hhcmtzIGFmdGVyIDggc3RlcHMvKTtcbiAgICBjb25zdCB0cmFjZSA9IGZyb21UcmFjZShyZWFkRmlsZVN5bmMoam9pbihkaXIsICd0Lmpzb24nKSwgJ3V0ZjgnKSk7XG4gICAgZXhwZWN0KHRyYWNlLnJhbmtzKS50b0JlKDMpO1xuICAgIGV4cGVjdChyLmNoYXJ0cy5tYXAoKGMpID0+IGMucmVwbGFjZSgvLipbXFxcXC9dLywgJycpKSkudG9FcXVhbChbJ2xvYWQtaGVhdG1hcC5zdmcnLCAndXRpbGl6YXRpb24uc3ZnJywgJ3JhbmstdG90YWxzLnN2ZyddKTtcbiAgICBjb25zdCBoZWF0ID0gbWFya0NvdW50cyhyZWFkU3ZnKGpvaW4oZGlyLCAnY2hhcnRzJywgJ2xvYWQtaGVhdG1hcC5zdmcnKSkpO1xuICAgIGV4cGVjdChoZWF0LmdldCgncmVjdCcpKS50b0JlKDMgKiBzdGVwcyk7XG4gICAgY29uc3QgYmFycyA9IG1hcmtDb3VudHMocmVhZFN2Zyhqb2luKGRpciwgJ2NoYXJ0cycsICdyYW5rLXRvdGFscy5zdmcnKSkpO1xuICAgIGV4cGVjdChiYXJzLmdldCgncmVjdCcpKS50b0JlKDMpO1xuICB9KTtcblxuICBpdCgndGhpbm5pbmcgd3JpdGVzIHRoZSBza2VsZXRvbiBhcyBhIFBCTSBpbWFnZScsICgpID0+IHtcbiAgICBjb25zdCBkaXIgPSB0ZW1wRGlyKCk7XG4gICAgY29uc3QgciA9IG1lc2h3b3JrSnNvbjxSdW5Kc29uPihbJ3J1bicsICd0aGlubmluZycsICctLXJhbmtzJywgJzInLCAnLS1zaXplJywgJzQ4JywgJy0tb3V0JywgJ3NrZWxldG9uLnBibSddLCBkaXIpO1xuICAgIGNoZWNrQ29tbW9uKHIsICd0aGlubmluZycsIDIpO1xuICAgIGV4cGVjdChyLnRvcG9sb2d5KS50b0JlKCdjaGFpbjoyJyk7XG4gICAgZXhwZWN0KHIuZmlsZXMpLnRvRXF1YWwoW2pvaW4oZGlyLCAnc2tlbGV0b24ucGJtJyldKTtcbiAgICBleHBlY3QocmVhZEZpbGVTeW5jKGpvaW4oZGlyLCAnc2tlbGV0b24ucGJtJykpLnN1YmFycmF5KDAsIDIpLnRvU3RyaW5nKCkpLnRvQmUoJ1A0Jyk7XG4gIH0pO1xuXG4gIGl0KCdkaWZmdXNpb24gd2l0aCBzZGxiIGV2ZXJ5IDMgd3JpdGVzIGEgUE5HJywgKCkgPT4ge1xuICAgIGNvbnN0IGRpciA9IHRlbXBEaXIoKTtcbiAgICBjb25zdCByID0gbWVzaHdvcmtKc29uPFJ1bkpzb24+KFxuICAgICAgW1xuICAgICAgICAncnVuJyxcbiAgICAgICAgJ2RpZmZ1c2lvbicsXG4gICAgICAgICctLXRvcG9sb2d5JyxcbiAgICAgICAgJ21lc2g6MngxJyxcbiAgICAgICAgJy0tc2l6ZScsXG4gICAgICAgICczMicsXG4gICAgICAgICctLW1heC1pdGVyYXRpb25zJyxcbiAgICAgICAgJzEyJyxcbiAgICAgICAgJy0tYmFsYW5jZXInLFxuICAgICAgICAnc2RsYicsXG4gICAgICAgICctLWV2ZXJ5JyxcbiAgICAgICAgJzMnLFxuICAgICAgICAnLS1vdXQnLFxuICAgICAgICAnZC5wbmcnLFxuICAgICAgXSxcbiAgICAgIGRpcixcbiAgICApO1xuICAgIGNoZWNrQ29tbW9uKHIsICdkaWZmdXNpb24nLCAyKTtcbiAgICBleHBlY3Qoci5iYWxhbmNpbmcubGFiZWwpLnRvQmUoJ3NkbGIgZXZlcnkgMycpO1xuICAgIGV4cGVjdChyLmJhbGFuY2U/LmJhbGFuY2VzKS50b0JlR3JlYXRlclRoYW5PckVxdWFsKDMpO1xuICAgIGV4cGVjdChbLi4ucmVhZEZpbGVTeW5jKGpvaW4oZGlyLCAnZC5wbmcnKSkuc3ViYXJyYXkoMSwgNCldLm1hcCgoYykgPT4gU3RyaW5nLmZyb21DaGFyQ29kZShjKSkuam9pbignJykpLnRvQmUoJ1BORycpO1xuICB9KTtcblxuICBpdCgnc2lldmUgd2l0aCB0aGUgY3ljbGljIHNwbGl0IGNvdW50cyB0aGUgcHJpbWVzJywgKCkgPT4ge1xuICAgIGNvbnN0IGRpciA9IHRlbXBEaXIoKTtcbiAgICBjb25zdCByID0gbWVzaHdvcmtKc29uPFJ1bkpzb24+KFsncnVuJywgJ3NpZXZlJywgJy0tcmFua3MnLCAnMicsICctLW4nLCAnMTAwMDAnLCAnLS1iYWxhbmNlcicsICdjeWNsaWMnLCAnLS10cmFjZScsICdzLmpzb24nXSwgZGlyKTtcbiAgICBjaGVja0NvbW1vbihyLCAnc2lldmUnLCAyKTtcbiAgICBleHBlY3Qoci5yZXN1bHQpLnRvQmUoJzEyMjkgcHJpbWVzIGluIFsyLCAxMDAwMF0nKTtcbiAgICBleHBlY3QoZnJvbVRyYWNlKHJlYWRGaWxlU3luYyhqb2luKGRpciwgJ3MuanNvbicpLCAndXRmOCcpKS5waGFzZXMubGVuZ3RoKS50b0JlKDEpO1xuICB9KTtcblxuICBpdCgnbG9vcDogc3RhdGljIGxlYXZlcyB0aGUgb2ZmLWNlbnRyZSBiYW5kIG9uIG9uZSByYW5rICh3b3JrIHVuaXRzKTsgc3RlYWwgZ2l2ZXMgdGhlIHNhbWUgY2hlY2tzdW0nLCAoKSA9PiB7XG4gICAgY29uc3QgYXJncyA9IFsncnVuJywgJ2xvb3AnLCAnLS1yYW5rcycsICcyJywgJy0tcm93cycsICc2NCcsICctLWNvbHMnLCAnNjQnLCAnLS1GJywgJzUnLCAnLS1kJywgJzAuMScsICctLWF0JywgJzAuMjUnXTtcbiAgICBjb25zdCBmaXhlZCA9IG1lc2h3b3JrSnNvbjxSdW5Kc29uPihbLi4uYXJncywgJy0tYmFsYW5jZXInLCAnc3RhdGljJ10sIHRlbXBEaXIoKSk7XG4gICAgY29uc3Qgc3RvbGVuID0gbWVzaHdvcmtKc29uPFJ1bkpzb24+KFsuLi5hcmdzLCAnLS1iYWxhbmNlcicsICdzdGVhbCddLCB0ZW1wRGlyKCkpO1xuICAgIGNoZWNrQ29tbW9uKGZpeGVkLCAnbG9vcCcsIDIpO1xuICAgIGNoZWNrQ29tbW9uKHN0b2xlbiwgJ2xvb3AnLCAyKTtcbiAgICAvLyBUaGUgc2FtZSBsb29wIGdpdmVzIHRoZSBzYW1lIGNoZWNrc3VtIHdoYXRldmVyIHRoZSBzY2hlZHVsZS5cbiAgICBleHBlY3Qoc3RvbGVuLmRldGFpbHMuY2hlY2tzdW0pLnRvQmUoZml4ZWQuZGV0YWlscy5jaGVja3N1bSk7XG4gICAgZXhwZWN0KGZpeGVkLmRldGFpbHMuY2hlY2tzdW0pLnRvQmUoZml4ZWQuZGV0YWlscy5leHBlY3RlZCk7XG4gICAgLy8gRGV0ZXJtaW5pc3RpYzogdGhlIGJhbmQgb2YgRiA9IDUgb3ZlciAxMCUgb2YgdGhlIGxvb3Agc2l0cyBpbiByYW5rIDAncyBoYWxmLlxuICAgIGV4cGVjdChmaXhlZC5sZVdvcmspLnRvQmVMZXNzVGhhbig4MCk7XG4gICAgZXhwZWN0KHN0b2xlbi5kZXRhaWxzLnN0cmF0ZWd5KS50b0JlKCdzdGVhbCcpO1xuICB9KTtcblxuICBpdCgna25hcnk6IGV2ZXJ5IHNjaGVkdWxlciwgY2VudHJhbCBpbmNsdWRlZCwgZ2l2ZXMgdGhlIHJlZmVyZW5jZSBub2RlIGNvdW50IGFuZCBjaGVja3N1bScsICgpID0+IHtcbiAgICBjb25zdCBhcmdzID0gWydydW4nLCAna25hcnknLCAnLS1yYW5rcycsICcyJywgJy0taCcsICc0JywgJy0tZCcsICczJywgJy0tcycsICcxJywgJy0taXRlcnMnLCAnMTAnXTtcbiAgICBjb25zdCBjaGVja3N1bXMgPSBuZXcgU2V0PHVua25vd24+KCk7XG4gICAgZm9yIChjb25zdCBiIG9mIFsnc3RlYWwnLCAnZ3JhcGgtbGV2ZWwnLCAnY2VudHJhbCddKSB7XG4gICAgICBjb25zdCByID0gbWVzaHdvcmtKc29uPFJ1bkpzb24+KFsuLi5hcmdzLCAnLS1iYWxhbmNlcicsIGJdLCB0ZW1wRGlyKCkpO1xuICAgICAgY2hlY2tDb21tb24ociwgJ2tuYXJ5JywgMik7XG4gICAgICBleHBlY3Qoci5yZXN1bHQpLnRvTWF0Y2goL140MCBub2RlcywgY2hlY2tzdW0gXFxkKy8pO1xuICAgICAgZXhwZWN0KChyLmRldGFpbHMucGVyUmFuayBhcyBudW1iZXJbXSkucmVkdWNlKCh4LCB5KSA9PiB4ICsgeSwgMCkpLnRvQmUoNDApO1xuICAgICAgY2hlY2tzdW1zLmFkZCgvY2hlY2tzdW0gXFxkKy8uZXhlYyhyLnJlc3VsdCk/LlswXSk7XG4gICAgICBleHBlY3Qoci5yZXN1bHQpLnRvTWF0Y2goL3JlYWNoZWQgXFxkKyUgb2YgaXQkLyk7XG4gICAgfVxuICAgIGV4cGVjdChjaGVja3N1bXMuc2l6ZSkudG9CZSgxKTtcbiAgICAvLyBUaHJlZSBjb21tYW5kcywgZWFjaCB3aXRoIGl0cyBvd24gMTIwIHMgbGltaXQ6IGEgbG9hZGVkIGhvc3QgbmVlZHMgbW9yZSB0aGFuIHRoZSBkZWZhdWx0LlxuICB9LCA0MDBfMDAwKTtcblxuICBpdCgncHJpbnRzIGEgc3VtbWFyeSB0YWJsZSBhbmQgcGxhaW4gcHJvZ3Jlc3MgbGluZXMgd2hlbiBub3Qgb24gYSB0ZXJtaW5hbCcsICgpID0+IHtcbiAgICBjb25zdCByID0gbWVzaHdvcmsoWydydW4nLCAnd2F0b3InLCAnLS1yYW5rcycsICcyJywgJy0tc2l6ZScsICcxNicsICctLXN0ZXBzJywgJzMnLCAnLS1iYWxhbmNlcicsICdjZW50cmFsJ10sIHRlbXBEaXIoKSk7XG4gICAgZXhwZWN0KHIuY29kZSkudG9CZSgwKTtcbiAgICBleHBlY3Qoci5zdGRvdXQpLnRvQ29udGFpbignbWVzaHdvcmsgcnVuIHdhdG9yOiByaW5nOjIgKDIgcmFua3MpLCBkaXN0cmlidXRlZCBzdG9yYWdlLCBjZW50cmFsIGFkYXB0aXZlLCAzIHJlcGVhdHMnKTtcbiAgICBmb3IgKGNvbnN0IHJvdyBvZiBbJ3Jlc3VsdCcsICdjb3JyZWN0JywgJ3NlcXVlbnRpYWwnLCAncGFyYWxsZWwnLCAnc3BlZWR1cCcsICdMRSB3b3JrIHVuaXRzJywgJ0xFIGJ1c3kgdGltZScsICdiYWxhbmNlciddKSB7XG4gICAgICBleHBlY3Qoci5zdGRvdXQpLnRvTWF0Y2gobmV3IFJlZ0V4cChgXiAgJHtyb3d9ICs6IGAsICdtJykpO1xuICAgIH1cbiAgICBleHBlY3Qoci5zdGRvdXQpLnRvTWF0Y2goL2NvcnJlY3QgKzogeWVzLyk7XG4gICAgLy8gd2FybS11cCwgdGhlbiByZWZlcmVuY2UgYW5kIHBhcmFsbGVsIHJ1biBpbnRlcmxlYXZlZCB0aHJlZSB0aW1lc1xuICAgIGV4cGVjdChyLnN0ZGVycikudG9NYXRjaCgvXFxbN1xcLzdcXF0gcGFyYWxsZWwgcnVuIDNcXC8zLyk7XG4gICAgZXhwZWN0KHIuc3RkZXJyKS5ub3QudG9Db250YWluKCdcXHInKTtcbiAgICBleHBlY3QoZXhpc3RzU3luYyhqb2luKHRlbXBEaXIoKSwgJ3gnKSkpLnRvQmUoZmFsc2UpO1xuICB9KTtcblxuICBpdCgnLS1xdWljayB0aW1lcyBlYWNoIHNpZGUgb25jZSB1bmxlc3MgLS1yZXBlYXQgaXMgZ2l2ZW4nLCAoKSA9PiB7XG4gICAgY29uc3QgcXVpY2sgPSBtZXNod29ya0pzb248UnVuSnNvbj4oWydydW4nLCAnc2lldmUnLCAnLS1xdWljayddLCB0ZW1wRGlyKCkpO1xuICAgIGV4cGVjdChxdWljay5wYXJhbGxlbE1zKS50b0hhdmVMZW5ndGgoMSk7XG4gICAgY29uc3QgdHdvID0gbWVzaHdvcmtKc29uPFJ1bkpzb24+KFsncnVuJywgJ3NpZXZlJywgJy0tcXVpY2snLCAnLS1yZXBlYXQnLCAnMiddLCB0ZW1wRGlyKCkpO1xuICAgIGV4cGVjdCh0d28ucGFyYWxsZWxNcykudG9IYXZlTGVuZ3RoKDIpO1xuICB9KTtcbn0pO1xuIl0sCiAgIm1hcHBpbmdzIjogIkFBQUEsU0FBUyxZQUFZLG9CQUFvQjtBQUN6QyxTQUFTLFlBQVk7QUFDckIsU0FBUyxpQkFBaUI7QUFDMUIsU0FBUyxVQUFVLFFBQVEsVUFBVTtBQUNyQyxTQUFTLFlBQVksVUFBVSxjQUFjLFNBQVMsZUFBZTtBQXFCckUsU0FBUyxZQUFZLEdBQVksS0FBYSxPQUFxQjtBQUNqRSxTQUFPLEVBQUUsR0FBRyxFQUFFLEtBQUssR0FBRztBQUN0QixTQUFPLEVBQUUsS0FBSyxFQUFFLEtBQUssS0FBSztBQUMxQixTQUFPLEVBQUUsT0FBTyxFQUFFLEtBQUssSUFBSTtBQUUzQixTQUFPLEVBQUUsYUFBYSxNQUFNLEVBQUUsS0FBSyxDQUFDO0FBQ3BDLFNBQU8sRUFBRSxXQUFXLE1BQU0sRUFBRSxLQUFLLENBQUM7QUFDbEMsU0FBTyxFQUFFLE9BQU8sRUFBRSxnQkFBZ0IsQ0FBQztBQUNuQyxTQUFPLEVBQUUsTUFBTSxFQUFFLGdCQUFnQixDQUFDO0FBQ2xDLFNBQU8sRUFBRSxNQUFNLEVBQUUsb0JBQW9CLEdBQUc7QUFDMUM7QUFFQSxTQUFTLGdCQUFnQixNQUFNO0FBQzdCLEtBQUcsd0VBQXdFLE1BQU07QUFDL0UsVUFBTSxJQUFJLGFBQXNCLENBQUMsT0FBTyxXQUFXLFdBQVcsS0FBSyxVQUFVLE1BQU0sZ0JBQWdCLEdBQUcsR0FBRyxRQUFRLENBQUM7QUFDbEgsZ0JBQVksR0FBRyxXQUFXLENBQUM7QUFDM0IsV0FBTyxFQUFFLFFBQVEsRUFBRSxLQUFLLFVBQVU7QUFDbEMsV0FBTyxFQUFFLFVBQVUsS0FBSyxFQUFFLEtBQUssUUFBUTtBQUN2QyxXQUFPLEVBQUUsTUFBTSxFQUFFLEtBQUssR0FBRztBQUN6QixXQUFPLEVBQUUsT0FBTyxFQUFFLGNBQWM7QUFBQSxFQUNsQyxDQUFDO0FBRUQsS0FBRyx3RkFBd0YsTUFBTTtBQUMvRixVQUFNLE1BQU0sUUFBUTtBQUNwQixVQUFNLFFBQVE7QUFDZCxVQUFNLElBQUk7QUFBQSxNQUNSO0FBQUEsUUFDRTtBQUFBLFFBQ0E7QUFBQSxRQUNBO0FBQUEsUUFDQTtBQUFBLFFBQ0E7QUFBQSxRQUNBO0FBQUEsUUFDQTtBQUFBLFFBQ0EsT0FBTyxLQUFLO0FBQUEsUUFDWjtBQUFBLFFBQ0E7QUFBQSxRQUNBO0FBQUEsUUFDQTtBQUFBLFFBQ0E7QUFBQSxRQUNBO0FBQUEsTUFDRjtBQUFBLE1BQ0E7QUFBQSxJQUNGO0FBQ0EsZ0JBQVksR0FBRyxTQUFTLENBQUM7QUFDekIsV0FBTyxFQUFFLFFBQVEsRUFBRSxLQUFLLFFBQVE7QUFDaEMsV0FBTyxFQUFFLFVBQVUsS0FBSyxFQUFFLEtBQUssYUFBYTtBQUM1QyxXQUFPLEVBQUUsU0FBUyxRQUFRLEVBQUUsZ0JBQWdCLENBQUM7QUFDN0MsV0FBTyxFQUFFLE1BQU0sRUFBRSxRQUFRLG1DQUFtQztBQUM1RCxVQUFNLFFBQVEsVUFBVSxhQUFhLEtBQUssS0FBSyxRQUFRLEdBQUcsTUFBTSxDQUFDO0FBQ2pFLFdBQU8sTUFBTSxLQUFLLEVBQUUsS0FBSyxDQUFDO0FBQzFCLFdBQU8sRUFBRSxPQUFPLElBQUksQ0FBQyxNQUFNLEVBQUUsUUFBUSxXQUFXLEVBQUUsQ0FBQyxDQUFDLEVBQUUsUUFBUSxDQUFDLG9CQUFvQixtQkFBbUIsaUJBQWlCLENBQUM7QUFDeEgsVUFBTSxPQUFPLFdBQVcsUUFBUSxLQUFLLEtBQUssVUFBVSxrQkFBa0IsQ0FBQyxDQUFDO0FBQ3hFLFdBQU8sS0FBSyxJQUFJLE1BQU0sQ0FBQyxFQUFFLEtBQUssSUFBSSxLQUFLO0FBQ3ZDLFVBQU0sT0FBTyxXQUFXLFFBQVEsS0FBSyxLQUFLLFVBQVUsaUJBQWlCLENBQUMsQ0FBQztBQUN2RSxXQUFPLEtBQUssSUFBSSxNQUFNLENBQUMsRUFBRSxLQUFLLENBQUM7QUFBQSxFQUNqQyxDQUFDO0FBRUQsS0FBRywrQ0FBK0MsTUFBTTtBQUN0RCxVQUFNLE1BQU0sUUFBUTtBQUNwQixVQUFNLElBQUksYUFBc0IsQ0FBQyxPQUFPLFlBQVksV0FBVyxLQUFLLFVBQVUsTUFBTSxTQUFTLGNBQWMsR0FBRyxHQUFHO0FBQ2pILGdCQUFZLEdBQUcsWUFBWSxDQUFDO0FBQzVCLFdBQU8sRUFBRSxRQUFRLEVBQUUsS0FBSyxTQUFTO0FBQ2pDLFdBQU8sRUFBRSxLQUFLLEVBQUUsUUFBUSxDQUFDLEtBQUssS0FBSyxjQUFjLENBQUMsQ0FBQztBQUNuRCxXQUFPLGFBQWEsS0FBSyxLQUFLLGNBQWMsQ0FBQyxFQUFFLFNBQVMsR0FBRyxDQUFDLEVBQUUsU0FBUyxDQUFDLEVBQUUsS0FBSyxJQUFJO0FBQUEsRUFDckYsQ0FBQztBQUVELEtBQUcsNENBQTRDLE1BQU07QUFDbkQsVUFBTSxNQUFNLFFBQVE7QUFDcEIsVUFBTSxJQUFJO0FBQUEsTUFDUjtBQUFBLFFBQ0U7QUFBQSxRQUNBO0FBQUEsUUFDQTtBQUFBLFFBQ0E7QUFBQSxRQUNBO0FBQUEsUUFDQTtBQUFBLFFBQ0E7QUFBQSxRQUNBO0FBQUEsUUFDQTtBQUFBLFFBQ0E7QUFBQSxRQUNBO0FBQUEsUUFDQTtBQUFBLFFBQ0E7QUFBQSxRQUNBO0FBQUEsTUFDRjtBQUFBLE1BQ0E7QUFBQSxJQUNGO0FBQ0EsZ0JBQVksR0FBRyxhQUFhLENBQUM7QUFDN0IsV0FBTyxFQUFFLFVBQVUsS0FBSyxFQUFFLEtBQUssY0FBYztBQUM3QyxXQUFPLEVBQUUsU0FBUyxRQUFRLEVBQUUsdUJBQXVCLENBQUM7QUFDcEQsV0FBTyxDQUFDLEdBQUcsYUFBYSxLQUFLLEtBQUssT0FBTyxDQUFDLEVBQUUsU0FBUyxHQUFHLENBQUMsQ0FBQyxFQUFFLElBQUksQ0FBQyxNQUFNLE9BQU8sYUFBYSxDQUFDLENBQUMsRUFBRSxLQUFLLEVBQUUsQ0FBQyxFQUFFLEtBQUssS0FBSztBQUFBLEVBQ3JILENBQUM7QUFFRCxLQUFHLGlEQUFpRCxNQUFNO0FBQ3hELFVBQU0sTUFBTSxRQUFRO0FBQ3BCLFVBQU0sSUFBSSxhQUFzQixDQUFDLE9BQU8sU0FBUyxXQUFXLEtBQUssT0FBTyxTQUFTLGNBQWMsVUFBVSxXQUFXLFFBQVEsR0FBRyxHQUFHO0FBQ2xJLGdCQUFZLEdBQUcsU0FBUyxDQUFDO0FBQ3pCLFdBQU8sRUFBRSxNQUFNLEVBQUUsS0FBSywyQkFBMkI7QUFDakQsV0FBTyxVQUFVLGFBQWEsS0FBSyxLQUFLLFFBQVEsR0FBRyxNQUFNLENBQUMsRUFBRSxPQUFPLE1BQU0sRUFBRSxLQUFLLENBQUM7QUFBQSxFQUNuRixDQUFDO0FBRUQsS0FBRyxtR0FBbUcsTUFBTTtBQUMxRyxVQUFNLE9BQU8sQ0FBQyxPQUFPLFFBQVEsV0FBVyxLQUFLLFVBQVUsTUFBTSxVQUFVLE1BQU0sT0FBTyxLQUFLLE9BQU8sT0FBTyxRQUFRLE1BQU07QUFDckgsVUFBTSxRQUFRLGFBQXNCLENBQUMsR0FBRyxNQUFNLGNBQWMsUUFBUSxHQUFHLFFBQVEsQ0FBQztBQUNoRixVQUFNLFNBQVMsYUFBc0IsQ0FBQyxHQUFHLE1BQU0sY0FBYyxPQUFPLEdBQUcsUUFBUSxDQUFDO0FBQ2hGLGdCQUFZLE9BQU8sUUFBUSxDQUFDO0FBQzVCLGdCQUFZLFFBQVEsUUFBUSxDQUFDO0FBRTdCLFdBQU8sT0FBTyxRQUFRLFFBQVEsRUFBRSxLQUFLLE1BQU0sUUFBUSxRQUFRO0FBQzNELFdBQU8sTUFBTSxRQUFRLFFBQVEsRUFBRSxLQUFLLE1BQU0sUUFBUSxRQUFRO0FBRTFELFdBQU8sTUFBTSxNQUFNLEVBQUUsYUFBYSxFQUFFO0FBQ3BDLFdBQU8sT0FBTyxRQUFRLFFBQVEsRUFBRSxLQUFLLE9BQU87QUFBQSxFQUM5QyxDQUFDO0FBRUQsS0FBRyx5RkFBeUYsTUFBTTtBQUNoRyxVQUFNLE9BQU8sQ0FBQyxPQUFPLFNBQVMsV0FBVyxLQUFLLE9BQU8sS0FBSyxPQUFPLEtBQUssT0FBTyxLQUFLLFdBQVcsSUFBSTtBQUNqRyxVQUFNLFlBQVksb0JBQUksSUFBYTtBQUNuQyxlQUFXLEtBQUssQ0FBQyxTQUFTLGVBQWUsU0FBUyxHQUFHO0FBQ25ELFlBQU0sSUFBSSxhQUFzQixDQUFDLEdBQUcsTUFBTSxjQUFjLENBQUMsR0FBRyxRQUFRLENBQUM7QUFDckUsa0JBQVksR0FBRyxTQUFTLENBQUM7QUFDekIsYUFBTyxFQUFFLE1BQU0sRUFBRSxRQUFRLHlCQUF5QjtBQUNsRCxhQUFRLEVBQUUsUUFBUSxRQUFxQixPQUFPLENBQUMsR0FBRyxNQUFNLElBQUksR0FBRyxDQUFDLENBQUMsRUFBRSxLQUFLLEVBQUU7QUFDMUUsZ0JBQVUsSUFBSSxlQUFlLEtBQUssRUFBRSxNQUFNLElBQUksQ0FBQyxDQUFDO0FBQ2hELGFBQU8sRUFBRSxNQUFNLEVBQUUsUUFBUSxxQkFBcUI7QUFBQSxJQUNoRDtBQUNBLFdBQU8sVUFBVSxJQUFJLEVBQUUsS0FBSyxDQUFDO0FBQUEsRUFFL0IsR0FBRyxHQUFPO0FBRVYsS0FBRywwRUFBMEUsTUFBTTtBQUNqRixVQUFNLElBQUksU0FBUyxDQUFDLE9BQU8sU0FBUyxXQUFXLEtBQUssVUFBVSxNQUFNLFdBQVcsS0FBSyxjQUFjLFNBQVMsR0FBRyxRQUFRLENBQUM7QUFDdkgsV0FBTyxFQUFFLElBQUksRUFBRSxLQUFLLENBQUM7QUFDckIsV0FBTyxFQUFFLE1BQU0sRUFBRSxVQUFVLHdGQUF3RjtBQUNuSCxlQUFXLE9BQU8sQ0FBQyxVQUFVLFdBQVcsY0FBYyxZQUFZLFdBQVcsaUJBQWlCLGdCQUFnQixVQUFVLEdBQUc7QUFDekgsYUFBTyxFQUFFLE1BQU0sRUFBRSxRQUFRLElBQUksT0FBTyxNQUFNLEdBQUcsUUFBUSxHQUFHLENBQUM7QUFBQSxJQUMzRDtBQUNBLFdBQU8sRUFBRSxNQUFNLEVBQUUsUUFBUSxnQkFBZ0I7QUFFekMsV0FBTyxFQUFFLE1BQU0sRUFBRSxRQUFRLDRCQUE0QjtBQUNyRCxXQUFPLEVBQUUsTUFBTSxFQUFFLElBQUksVUFBVSxJQUFJO0FBQ25DLFdBQU8sV0FBVyxLQUFLLFFBQVEsR0FBRyxHQUFHLENBQUMsQ0FBQyxFQUFFLEtBQUssS0FBSztBQUFBLEVBQ3JELENBQUM7QUFFRCxLQUFHLHlEQUF5RCxNQUFNO0FBQ2hFLFVBQU0sUUFBUSxhQUFzQixDQUFDLE9BQU8sU0FBUyxTQUFTLEdBQUcsUUFBUSxDQUFDO0FBQzFFLFdBQU8sTUFBTSxVQUFVLEVBQUUsYUFBYSxDQUFDO0FBQ3ZDLFVBQU0sTUFBTSxhQUFzQixDQUFDLE9BQU8sU0FBUyxXQUFXLFlBQVksR0FBRyxHQUFHLFFBQVEsQ0FBQztBQUN6RixXQUFPLElBQUksVUFBVSxFQUFFLGFBQWEsQ0FBQztBQUFBLEVBQ3ZDLENBQUM7QUFDSCxDQUFDOyIsCiAgIm5hbWVzIjogW10KfQo=
