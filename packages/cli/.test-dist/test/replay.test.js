import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { appBalancerOptions } from "../src/replay/configs.js";
import { replayTrace } from "../src/replay/engine.js";
import { parseTraceFile } from "../src/trace-file.js";
import { markCounts, meshwork, meshworkJson, readSvg, tempDir } from "./helpers.js";
function record(app, args) {
  const dir = tempDir("meshwork-replay-");
  const file = join(dir, "trace.json");
  const r = meshwork(["run", app, ...args, "--trace", file], dir, 18e4);
  if (r.code !== 0) throw new Error(`meshwork run ${app} ${args.join(" ")} exited ${r.code}: ${r.stderr}`);
  const { trace, meta } = parseTraceFile(readFileSync(file, "utf8"));
  return { trace, meta, file, dir };
}
function recordedCuts(trace) {
  return (trace.loads?.steps ?? []).flatMap((s, step) => s.balance === void 0 ? [] : [{ step, cuts: s.balance.cuts }]);
}
function replaySame(rec, balancer, policy, policyOptions) {
  const balancerOptions = appBalancerOptions(rec.meta.app, balancer, rec.trace, rec.meta.options);
  const [row] = replayTrace(rec.trace, [{ label: "same", balancer, balancerOptions, policy, policyOptions }], { decisionMs: 0 }).rows;
  if (row === void 0) throw new Error("no row");
  expect(row.error).toBeUndefined();
  return row;
}
const WATOR = ["--ranks", "2", "--size", "48x24", "--steps", "16", "--minnows", "0.35", "--sharks", "0.08"];
describe("meshwork replay reproduces recorded runs", () => {
  for (const [balancer, k] of [
    ["gde", 2],
    ["sdlb", 3],
    ["central", 1],
    ["functional", 4]
  ]) {
    it(`wator recorded with ${balancer} every ${k}: the replay of ${balancer} every ${k} moves the same cuts`, () => {
      const rec = record("wator", [...WATOR, "--balancer", balancer, "--every", String(k)]);
      const loads = rec.trace.loads;
      expect(loads?.recorded).toMatchObject({ balancer, policy: "every", policyOptions: { k } });
      expect(loads?.steps.length).toBe(15);
      const recorded = recordedCuts(rec.trace);
      expect(recorded.length).toBe(Math.floor(15 / k));
      const row = replaySame(rec, balancer, "every", { k });
      expect(row.cuts).toEqual(recorded);
      expect(row.balances).toBe(recorded.length);
    });
  }
  it("thinning recorded with gde every 2 and diffusion with sdlb every 3: same cuts", () => {
    const thin = record("thinning", ["--ranks", "2", "--size", "64x64", "--balancer", "gde", "--every", "2"]);
    expect(replaySame(thin, "gde", "every", { k: 2 }).cuts).toEqual(recordedCuts(thin.trace));
    const diff = record("diffusion", ["--ranks", "2", "--size", "48", "--max-iterations", "24", "--balancer", "sdlb", "--every", "3"]);
    expect(recordedCuts(diff.trace).length).toBeGreaterThan(0);
    expect(replaySame(diff, "sdlb", "every", { k: 3 }).cuts).toEqual(recordedCuts(diff.trace));
  });
  it("a recorded adaptive run replays to the same balances (recorded costs and step times where the cuts agree)", () => {
    const rec = record("wator", [...WATOR, "--balancer", "gde", "--policy", "adaptive"]);
    const row = replaySame(rec, "gde", "adaptive");
    expect(row.cuts).toEqual(recordedCuts(rec.trace));
  });
});
describe("meshwork replay command", () => {
  it("a static trace: a table row per configuration next to the recorded run, JSON, and the interval chart", () => {
    const rec = record("wator", [...WATOR, "--balancer", "static"]);
    expect(rec.trace.version).toBe(2);
    expect(rec.trace.loads?.recorded).toMatchObject({ balancer: "static", policy: "never" });
    expect(rec.meta.measuredMs).toBeGreaterThan(0);
    const args = ["replay", rec.file, "--balancer", "gde,sdlb", "--every", "1,4", "--policy", "adaptive"];
    const r = meshwork(args, rec.dir);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.split("\n");
    const header = lines.findIndex((l) => /^\s+configuration\s+predicted ms\s+vs static\s+LE %\s+U_k\s+balances/.test(l));
    expect(header).toBeGreaterThan(0);
    const rows = lines.slice(header + 1, header + 9).map((l) => l.trim().split(/\s{2,}/));
    expect(rows.map((c) => c[0].replace(/ \*$/, ""))).toEqual([
      "recorded: static",
      "static",
      "gde every 1",
      "gde every 4",
      "gde adaptive",
      "sdlb every 1",
      "sdlb every 4",
      "sdlb adaptive"
    ]);
    for (const c of rows) {
      expect(c.length).toBe(10);
      expect(Number(c[1])).toBeGreaterThan(0);
      expect(Number(c[3])).toBeGreaterThan(0);
      expect(Number(c[3])).toBeLessThanOrEqual(100);
    }
    expect(rows[1]?.[2]).toBe("1");
    expect(Number(rows[2]?.[5])).toBe(15);
    expect(Number(rows[3]?.[5])).toBe(3);
    expect(rows.filter((c) => c[0]?.endsWith(" *")).length).toBe(1);
    expect(r.stdout).toMatch(/^best: .+ \(\d+\.\d ms predicted\)$/m);
    const chart = /^chart: (.+)$/m.exec(r.stdout)?.[1];
    const marks = markCounts(readSvg(chart));
    expect(marks.get("symbol")).toBe(4);
    const j = meshworkJson(args, rec.dir);
    expect(j.model).toMatchObject({ steps: 15, ranks: 2 });
    expect(j.recorded.label).toBe("recorded: static");
    expect(j.rows.map((x) => x.label)).toEqual(rows.slice(1).map((c) => c[0].replace(/ \*$/, "")));
    expect(j.rows.map((x) => x.label)).toContain(j.best);
  });
  it("option blocks a named balancer or policy refuses are usage errors before any replay (exit 2)", () => {
    const rec = record("thinning", ["--quick", "--ranks", "2", "--balancer", "gde", "--every", "2"]);
    const cases = [
      [["--balancer", "gde", "--balancer-options", '{"nope":1}'], /--balancer-options for gde: .*unknown option "nope"/],
      [
        ["--balancer", "gde", "--policy", "adaptive", "--policy-options", '{"nope":1}'],
        /--policy-options for adaptive: .*unknown option "nope"/
      ]
    ];
    for (const [args, message] of cases) {
      const r = meshwork(["replay", rec.file, ...args, "--chart", join(rec.dir, "x.svg")], rec.dir);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).not.toMatch(/best:/);
    }
  });
  it("typed errors: unknown version, truncated, malformed, no load record", () => {
    const dir = tempDir("meshwork-replay-");
    const good = JSON.stringify({ version: 1, ranks: 2, phases: [{ name: "x", index: 0, busyNs: [1, 2], workUnits: [1, 2] }] });
    const cases = [
      ["v9.json", good.replace('"version":1', '"version":9'), /\[MW_TRACE_VERSION\] trace\.version must be one of 1, 2/],
      ["cut.json", good.slice(0, 40), /\[MW_TRACE_TRUNCATED\]/],
      ["bad.json", good.replace("[1,2]}", "[1]}"), /\[MW_TRACE_MALFORMED\] trace\.phases\[0\]\.workUnits\.length/],
      ["v1.json", good, /holds no load record/]
    ];
    for (const [name, text, message] of cases) {
      const file = join(dir, name);
      writeFileSync(file, text);
      const r = meshwork(["replay", file], dir);
      expect(r.code, name).toBe(2);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toMatch(message);
    }
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9yZXBsYXkudGVzdC50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqXG4gKiBtZXNod29yayByZXBsYXk6IGEgdHJhY2UgcmVjb3JkZWQgd2l0aCBiYWxhbmNlciBYIGFuZCBpbnRlcnZhbCBrLCByZXBsYXllZCB0aHJvdWdoIFggYW5kIGssXG4gKiBnaXZlcyBiYWNrIHRoZSByZWNvcmRlZCBjdXRzIGV4YWN0bHk7IHRoZSByZXBsYXkgdGFibGUgYW5kIEpTT04gcGFyc2U7IGJhZCB0cmFjZXMgZmFpbCB0eXBlZC5cbiAqIERldGVybWluaXN0aWM6IG5vIGFzc2VydGlvbiBvbiB0aW1lcy5cbiAqL1xuaW1wb3J0IHsgcmVhZEZpbGVTeW5jLCB3cml0ZUZpbGVTeW5jIH0gZnJvbSAnbm9kZTpmcyc7XG5pbXBvcnQgeyBqb2luIH0gZnJvbSAnbm9kZTpwYXRoJztcbmltcG9ydCB0eXBlIHsgTWV0cmljc1RyYWNlIH0gZnJvbSAnQG1lc2h3b3JrL3J1bnRpbWUnO1xuaW1wb3J0IHsgZGVzY3JpYmUsIGV4cGVjdCwgaXQgfSBmcm9tICd2aXRlc3QnO1xuaW1wb3J0IHsgYXBwQmFsYW5jZXJPcHRpb25zIH0gZnJvbSAnLi4vc3JjL3JlcGxheS9jb25maWdzLmpzJztcbmltcG9ydCB7IHJlcGxheVRyYWNlIH0gZnJvbSAnLi4vc3JjL3JlcGxheS9lbmdpbmUuanMnO1xuaW1wb3J0IHsgcGFyc2VUcmFjZUZpbGUgfSBmcm9tICcuLi9zcmMvdHJhY2UtZmlsZS5qcyc7XG5pbXBvcnQgeyBtYXJrQ291bnRzLCBtZXNod29yaywgbWVzaHdvcmtKc29uLCByZWFkU3ZnLCB0ZW1wRGlyIH0gZnJvbSAnLi9oZWxwZXJzLmpzJztcblxuaW50ZXJmYWNlIFJlY29yZGVkIHtcbiAgcmVhZG9ubHkgdHJhY2U6IE1ldHJpY3NUcmFjZTtcbiAgcmVhZG9ubHkgbWV0YTogUmV0dXJuVHlwZTx0eXBlb2YgcGFyc2VUcmFjZUZpbGU+WydtZXRhJ107XG4gIHJlYWRvbmx5IGZpbGU6IHN0cmluZztcbiAgcmVhZG9ubHkgZGlyOiBzdHJpbmc7XG59XG5cbmZ1bmN0aW9uIHJlY29yZChhcHA6IHN0cmluZywgYXJnczogcmVhZG9ubHkgc3RyaW5nW10pOiBSZWNvcmRlZCB7XG4gIGNvbnN0IGRpciA9IHRlbXBEaXIoJ21lc2h3b3JrLXJlcGxheS0nKTtcbiAgY29uc3QgZmlsZSA9IGpvaW4oZGlyLCAndHJhY2UuanNvbicpO1xuICBjb25zdCByID0gbWVzaHdvcmsoWydydW4nLCBhcHAsIC4uLmFyZ3MsICctLXRyYWNlJywgZmlsZV0sIGRpciwgMTgwXzAwMCk7XG4gIGlmIChyLmNvZGUgIT09IDApIHRocm93IG5ldyBFcnJvcihgbWVzaHdvcmsgcnVuICR7YXBwfSAke2FyZ3Muam9pbignICcpfSBleGl0ZWQgJHtyLmNvZGV9OiAke3Iuc3RkZXJyfWApO1xuICBjb25zdCB7IHRyYWNlLCBtZXRhIH0gPSBwYXJzZVRyYWNlRmlsZShyZWFkRmlsZVN5bmMoZmlsZSwgJ3V0ZjgnKSk7XG4gIHJldHVybiB7IHRyYWNlLCBtZXRhLCBmaWxlLCBkaXIgfTtcbn1cblxuLyoqIFRoZSByZWNvcmRlZCBiYWxhbmNlczogc3RlcCBhbmQgY3V0cyBhZnRlci4gKi9cbmZ1bmN0aW9uIHJlY29yZGVkQ3V0cyh0cmFjZTogTWV0cmljc1RyYWNlKTogeyBzdGVwOiBudW1iZXI7IGN1dHM6IG51bWJlcltdW10gfVtdIHtcbiAgcmV0dXJuICh0cmFjZS5sb2Fkcz8uc3RlcHMgPz8gW10pLmZsYXRNYXAoKHMsIHN0ZXApID0+IChzLmJhbGFuY2UgPT09IHVuZGVmaW5lZCA/IFtdIDogW3sgc3RlcCwgY3V0czogcy5iYWxhbmNlLmN1dHMgfV0pKTtcbn1cblxuZnVuY3Rpb24gcmVwbGF5U2FtZShyZWM6IFJlY29yZGVkLCBiYWxhbmNlcjogc3RyaW5nLCBwb2xpY3k6IHN0cmluZywgcG9saWN5T3B0aW9ucz86IHVua25vd24pIHtcbiAgY29uc3QgYmFsYW5jZXJPcHRpb25zID0gYXBwQmFsYW5jZXJPcHRpb25zKHJlYy5tZXRhLmFwcCwgYmFsYW5jZXIsIHJlYy50cmFjZSwgcmVjLm1ldGEub3B0aW9ucyk7XG4gIGNvbnN0IFtyb3ddID0gcmVwbGF5VHJhY2UocmVjLnRyYWNlLCBbeyBsYWJlbDogJ3NhbWUnLCBiYWxhbmNlciwgYmFsYW5jZXJPcHRpb25zLCBwb2xpY3ksIHBvbGljeU9wdGlvbnMgfV0sIHsgZGVjaXNpb25NczogMCB9KS5yb3dzO1xuICBpZiAocm93ID09PSB1bmRlZmluZWQpIHRocm93IG5ldyBFcnJvcignbm8gcm93Jyk7XG4gIGV4cGVjdChyb3cuZXJyb3IpLnRvQmVVbmRlZmluZWQoKTtcbiAgcmV0dXJuIHJvdztcbn1cblxuY29uc3QgV0FUT1IgPSBbJy0tcmFua3MnLCAnMicsICctLXNpemUnLCAnNDh4MjQnLCAnLS1zdGVwcycsICcxNicsICctLW1pbm5vd3MnLCAnMC4zNScsICctLXNoYXJrcycsICcwLjA4J107XG5cbmRlc2NyaWJlKCdtZXNod29yayByZXBsYXkgcmVwcm9kdWNlcyByZWNvcmRlZCBydW5zJywgKCkgPT4ge1xuICBmb3IgKGNvbnN0IFtiYWxhbmNlciwga10gb2YgW1xuICAgIFsnZ2RlJywgMl0sXG4gICAgWydzZGxiJywgM10sXG4gICAgWydjZW50cmFsJywgMV0sXG4gICAgWydmdW5jdGlvbmFsJywgNF0sXG4gIF0gYXMgY29uc3QpIHtcbiAgICBpdChgd2F0b3IgcmVjb3JkZWQgd2l0aCAke2JhbGFuY2VyfSBldmVyeSAke2t9OiB0aGUgcmVwbGF5IG9mICR7YmFsYW5jZXJ9IGV2ZXJ5ICR7a30gbW92ZXMgdGhlIHNhbWUgY3V0c2AsICgpID0+IHtcbiAgICAgIGNvbnN0IHJlYyA9IHJlY29yZCgnd2F0b3InLCBbLi4uV0FUT1IsICctLWJhbGFuY2VyJywgYmFsYW5jZXIsICctLWV2ZXJ5JywgU3RyaW5nKGspXSk7XG4gICAgICBjb25zdCBsb2FkcyA9IHJlYy50cmFjZS5sb2FkcztcbiAgICAgIGV4cGVjdChsb2Fkcz8ucmVjb3JkZWQpLnRvTWF0Y2hPYmplY3QoeyBiYWxhbmNlciwgcG9saWN5OiAnZXZlcnknLCBwb2xpY3lPcHRpb25zOiB7IGsgfSB9KTtcbiAgICAgIGV4cGVjdChsb2Fkcz8uc3RlcHMubGVuZ3RoKS50b0JlKDE1KTsgLy8gdGhlIGRyaXZlciBydW5zIGFmdGVyIGV2ZXJ5IHN0ZXAgYnV0IHRoZSBsYXN0XG4gICAgICBjb25zdCByZWNvcmRlZCA9IHJlY29yZGVkQ3V0cyhyZWMudHJhY2UpO1xuICAgICAgZXhwZWN0KHJlY29yZGVkLmxlbmd0aCkudG9CZShNYXRoLmZsb29yKDE1IC8gaykpO1xuICAgICAgY29uc3Qgcm93ID0gcmVwbGF5U2FtZShyZWMsIGJhbGFuY2VyLCAnZXZlcnknLCB7IGsgfSk7XG4gICAgICBleHBlY3Qocm93LmN1dHMpLnRvRXF1YWwocmVjb3JkZWQpO1xuICAgICAgZXhwZWN0KHJvdy5iYWxhbmNlcykudG9CZShyZWNvcmRlZC5sZW5ndGgpO1xuICAgIH0pO1xuICB9XG5cbiAgaXQoJ3RoaW5uaW5nIHJlY29yZGVkIHdpdGggZ2RlIGV2ZXJ5IDIgYW5kIGRpZmZ1c2lvbiB3aXRoIHNkbGIgZXZlcnkgMzogc2FtZSBjdXRzJywgKCkgPT4ge1xuICAgIGNvbnN0IHRoaW4gPSByZWNvcmQoJ3RoaW5uaW5nJywgWyctLXJhbmtzJywgJzInLCAnLS1zaXplJywgJzY0eDY0JywgJy0tYmFsYW5jZXInLCAnZ2RlJywgJy0tZXZlcnknLCAnMiddKTtcbiAgICBleHBlY3QocmVwbGF5U2FtZSh0aGluLCAnZ2RlJywgJ2V2ZXJ5JywgeyBrOiAyIH0pLmN1dHMpLnRvRXF1YWwocmVjb3JkZWRDdXRzKHRoaW4udHJhY2UpKTtcbiAgICBjb25zdCBkaWZmID0gcmVjb3JkKCdkaWZmdXNpb24nLCBbJy0tcmFua3MnLCAnMicsICctLXNpemUnLCAnNDgnLCAnLS1tYXgtaXRlcmF0aW9ucycsICcyNCcsICctLWJhbGFuY2VyJywgJ3NkbGInLCAnLS1ldmVyeScsICczJ10pO1xuICAgIGV4cGVjdChyZWNvcmRlZEN1dHMoZGlmZi50cmFjZSkubGVuZ3RoKS50b0JlR3JlYXRlclRoYW4oMCk7XG4gICAgZXhwZWN0KHJlcGxheVNhbWUoZGlmZiwgJ3NkbGInLCAnZXZlcnknLCB7IGs6IDMgfSkuY3V0cykudG9FcXVhbChyZWNvcmRlZEN1dHMoZGlmZi50cmFjZSkpO1xuICB9KTtcblxuICBpdCgnYSByZWNvcmRlZCBhZGFwdGl2ZSBydW4gcmVwbGF5cyB0byB0aGUgc2FtZSBiYWxhbmNlcyAocmVjb3JkZWQgY29zdHMgYW5kIHN0ZXAgdGltZXMgd2hlcmUgdGhlIGN1dHMgYWdyZWUpJywgKCkgPT4ge1xuICAgIGNvbnN0IHJlYyA9IHJlY29yZCgnd2F0b3InLCBbLi4uV0FUT1IsICctLWJhbGFuY2VyJywgJ2dkZScsICctLXBvbGljeScsICdhZGFwdGl2ZSddKTtcbiAgICBjb25zdCByb3cgPSByZXBsYXlTYW1lKHJlYywgJ2dkZScsICdhZGFwdGl2ZScpO1xuICAgIGV4cGVjdChyb3cuY3V0cykudG9FcXVhbChyZWNvcmRlZEN1dHMocmVjLnRyYWNlKSk7XG4gIH0pO1xufSk7XG5cbmRlc2NyaWJlKCdtZXNod29yayByZXBsYXkgY29tbWFuZCcsICgpID0+IHtcbiAgaXQoJ2Egc3RhdGljIHRyYWNlOiBhIHRhYmxlIHJvdyBwZXIgY29uZmlndXJhdGlvbiBuZXh0IHRvIHRoZSByZWNvcmRlZCBydW4sIEpTT04sIGFuZCB0aGUgaW50ZXJ2YWwgY2hhcnQnLCAoKSA9PiB7XG4gICAgY29uc3QgcmVjID0gcmVjb3JkKCd3YXRvcicsIFsuLi5XQVRPUiwgJy0tYmFsYW5jZXInLCAnc3RhdGljJ10pO1xuICAgIGV4cGVjdChyZWMudHJhY2UudmVyc2lvbikudG9CZSgyKTtcbiAgICBleHBlY3QocmVjLnRyYWNlLmxvYWRzPy5yZWNvcmRlZCkudG9NYXRjaE9iamVjdCh7IGJhbGFuY2VyOiAnc3RhdGljJywgcG9saWN5OiAnbmV2ZXInIH0pO1xuICAgIGV4cGVjdChyZWMubWV0YS5tZWFzdXJlZE1zKS50b0JlR3JlYXRlclRoYW4oMCk7XG4gICAgY29uc3QgYXJncyA9IFsncmVwbGF5JywgcmVjLmZpbGUsICctLWJhbGFuY2VyJywgJ2dkZSxzZGxiJywgJy0tZXZlcnknLCAnMSw0JywgJy0tcG9saWN5JywgJ2FkYXB0aXZlJ107XG4gICAgY29uc3QgciA9IG1lc2h3b3JrKGFyZ3MsIHJlYy5kaXIpO1xuICAgIGV4cGVjdChyLmNvZGUsIHIuc3RkZXJyKS50b0JlKDApO1xuICAgIC8vIHRoZSB0YWJsZTogdGl0bGUsIGhlYWRlciwgdGhlIHJlY29yZGVkIHJ1biwgc3RhdGljLCB0aGVuIHBlciBiYWxhbmNlciBldmVyeSAxLCBldmVyeSA0LCBhZGFwdGl2ZVxuICAgIGNvbnN0IGxpbmVzID0gci5zdGRvdXQuc3BsaXQoJ1xcbicpO1xuICAgIGNvbnN0IGhlYWRlciA9IGxpbmVzLmZpbmRJbmRleCgobCkgPT4gL15cXHMrY29uZmlndXJhdGlvblxccytwcmVkaWN0ZWQgbXNcXHMrdnMgc3RhdGljXFxzK0xFICVcXHMrVV9rXFxzK2JhbGFuY2VzLy50ZXN0KGwpKTtcbiAgICBleHBlY3QoaGVhZGVyKS50b0JlR3JlYXRlclRoYW4oMCk7XG4gICAgY29uc3Qgcm93cyA9IGxpbmVzLnNsaWNlKGhlYWRlciArIDEsIGhlYWRlciArIDkpLm1hcCgobCkgPT4gbC50cmltKCkuc3BsaXQoL1xcc3syLH0vKSk7XG4gICAgZXhwZWN0KHJvd3MubWFwKChjKSA9PiAoY1swXSBhcyBzdHJpbmcpLnJlcGxhY2UoLyBcXCokLywgJycpKSkudG9FcXVhbChbXG4gICAgICAncmVjb3JkZWQ6IHN0YXRpYycsXG4gICAgICAnc3RhdGljJyxcbiAgICAgICdnZGUgZXZlcnkgMScsXG4gICAgICAnZ2RlIGV2ZXJ5IDQnLFxuICAgICAgJ2dkZSBhZGFwdGl2ZScsXG4gICAgICAnc2RsYiBldmVyeSAxJyxcbiAgICAgICdzZGxiIGV2ZXJ5IDQnLFxuICAgICAgJ3NkbGIgYWRhcHRpdmUnLFxuICAgIF0pO1xuICAgIGZvciAoY29uc3QgYyBvZiByb3dzKSB7XG4gICAgICBleHBlY3QoYy5sZW5ndGgpLnRvQmUoMTApO1xuICAgICAgZXhwZWN0KE51bWJlcihjWzFdKSkudG9CZUdyZWF0ZXJUaGFuKDApOyAvLyBwcmVkaWN0ZWQgbXNcbiAgICAgIGV4cGVjdChOdW1iZXIoY1szXSkpLnRvQmVHcmVhdGVyVGhhbigwKTsgLy8gTEUgJVxuICAgICAgZXhwZWN0KE51bWJlcihjWzNdKSkudG9CZUxlc3NUaGFuT3JFcXVhbCgxMDApO1xuICAgIH1cbiAgICBleHBlY3Qocm93c1sxXT8uWzJdKS50b0JlKCcxJyk7IC8vIHN0YXRpYyB2cyBzdGF0aWNcbiAgICBleHBlY3QoTnVtYmVyKHJvd3NbMl0/Lls1XSkpLnRvQmUoMTUpOyAvLyBnZGUgZXZlcnkgMTogYSBiYWxhbmNlIGFmdGVyIGVhY2ggb2YgdGhlIDE1IHJlY29yZGVkIHN0ZXBzXG4gICAgZXhwZWN0KE51bWJlcihyb3dzWzNdPy5bNV0pKS50b0JlKDMpOyAvLyBnZGUgZXZlcnkgNDogYWZ0ZXIgc3RlcHMgMywgNywgMTFcbiAgICBleHBlY3Qocm93cy5maWx0ZXIoKGMpID0+IGNbMF0/LmVuZHNXaXRoKCcgKicpKS5sZW5ndGgpLnRvQmUoMSk7XG4gICAgZXhwZWN0KHIuc3Rkb3V0KS50b01hdGNoKC9eYmVzdDogLisgXFwoXFxkK1xcLlxcZCBtcyBwcmVkaWN0ZWRcXCkkL20pO1xuICAgIGNvbnN0IGNoYXJ0ID0gL15jaGFydDogKC4rKSQvbS5leGVjKHIuc3Rkb3V0KT8uWzFdIGFzIHN0cmluZztcbiAgICBjb25zdCBtYXJrcyA9IG1hcmtDb3VudHMocmVhZFN2ZyhjaGFydCkpO1xuICAgIGV4cGVjdChtYXJrcy5nZXQoJ3N5bWJvbCcpKS50b0JlKDQpOyAvLyAyIGJhbGFuY2VycyB4IDIgaW50ZXJ2YWxzXG5cbiAgICBjb25zdCBqID0gbWVzaHdvcmtKc29uPHtcbiAgICAgIHJvd3M6IHsgbGFiZWw6IHN0cmluZzsgcHJlZGljdGVkTXM6IG51bWJlcjsgYmFsYW5jZXM6IG51bWJlcjsgbGU6IG51bWJlciB9W107XG4gICAgICByZWNvcmRlZDogeyBsYWJlbDogc3RyaW5nIH07XG4gICAgICBiZXN0OiBzdHJpbmc7XG4gICAgICBtb2RlbDogeyBzdGVwczogbnVtYmVyOyByYW5rczogbnVtYmVyIH07XG4gICAgfT4oYXJncywgcmVjLmRpcik7XG4gICAgZXhwZWN0KGoubW9kZWwpLnRvTWF0Y2hPYmplY3QoeyBzdGVwczogMTUsIHJhbmtzOiAyIH0pO1xuICAgIGV4cGVjdChqLnJlY29yZGVkLmxhYmVsKS50b0JlKCdyZWNvcmRlZDogc3RhdGljJyk7XG4gICAgZXhwZWN0KGoucm93cy5tYXAoKHgpID0+IHgubGFiZWwpKS50b0VxdWFsKHJvd3Muc2xpY2UoMSkubWFwKChjKSA9PiAoY1swXSBhcyBzdHJpbmcpLnJlcGxhY2UoLyBcXCokLywgJycpKSk7XG4gICAgZXhwZWN0KGoucm93cy5tYXAoKHgpID0+IHgubGFiZWwpKS50b0NvbnRhaW4oai5iZXN0KTtcbiAgfSk7XG5cbiAgaXQoJ29wdGlvbiBibG9ja3MgYSBuYW1lZCBiYWxhbmNlciBvciBwb2xpY3kgcmVmdXNlcyBhcmUgdXNhZ2UgZXJyb3JzIGJlZm9yZSBhbnkgcmVwbGF5IChleGl0IDIpJywgKCkgPT4ge1xuICAgIGNvbnN0IHJlYyA9IHJlY29yZCgndGhpbm5pbmcnLCBbJy0tcXVpY2snLCAnLS1yYW5rcycsICcyJywgJy0tYmFsYW5jZXInLCAnZ2RlJywgJy0tZXZlcnknLCAnMiddKTtcbiAgICBjb25zdCBjYXNlczogW3N0cmluZ1tdLCBSZWdFeHBdW10gPSBbXG4gICAgICBbWyctLWJhbGFuY2VyJywgJ2dkZScsICctLWJhbGFuY2VyLW9wdGlvbnMnLCAne1wibm9wZVwiOjF9J10sIC8tLWJhbGFuY2VyLW9wdGlvbnMgZm9yIGdkZTogLip1bmtub3duIG9wdGlvbiBcIm5vcGVcIi9dLFxuICAgICAgW1xuICAgICAgICBbJy0tYmFsYW5jZXInLCAnZ2RlJywgJy0tcG9saWN5JywgJ2FkYXB0aXZlJywgJy0tcG9saWN5LW9wdGlvbnMnLCAne1wibm9wZVwiOjF9J10sXG4gICAgICAgIC8tLXBvbGljeS1vcHRpb25zIGZvciBhZGFwdGl2ZTogLip1bmtub3duIG9wdGlvbiBcIm5vcGVcIi8sXG4gICAgICBdLFxuICAgIF07XG4gICAgZm9yIChjb25zdCBbYXJncywgbWVzc2FnZV0gb2YgY2FzZXMpIHtcbiAgICAgIGNvbnN0IHIgPSBtZXNod29yayhbJ3JlcGxheScsIHJlYy5maWxlLCAuLi5hcmdzLCAnLS1jaGFydCcsIGpvaW4ocmVjLmRpciwgJ3guc3ZnJyldLCByZWMuZGlyKTtcbiAgICAgIGV4cGVjdChyLmNvZGUsIGFyZ3Muam9pbignICcpKS50b0JlKDIpO1xuICAgICAgZXhwZWN0KHIuc3RkZXJyLnRyaW0oKS5zcGxpdCgnXFxuJykpLnRvSGF2ZUxlbmd0aCgxKTtcbiAgICAgIGV4cGVjdChyLnN0ZGVycikudG9NYXRjaChtZXNzYWdlKTtcbiAgICAgIGV4cGVjdChyLnN0ZG91dCkubm90LnRvTWF0Y2goL2Jlc3Q6Lyk7XG4gICAgfVxuICB9KTtcblxuICBpdCgndHlwZWQgZXJyb3JzOiB1bmtub3duIHZlcnNpb24sIHRydW5jYXRlZCwgbWFsZm9ybWVkLCBubyBsb2FkIHJlY29yZCcsICgpID0+IHtcbiAgICBjb25zdCBkaXIgPSB0ZW1wRGlyKCdtZXNod29yay1yZXBsYXktJyk7XG4gICAgY29uc3QgZ29vZCA9IEpTT04uc3RyaW5naWZ5KHsgdmVyc2lvbjogMSwgcmFua3M6IDIsIHBoYXNlczogW3sgbmFtZTogJ3gnLCBpbmRleDogMCwgYnVzeU5zOiBbMSwgMl0sIHdvcmtVbml0czogWzEsIDJdIH1dIH0pO1xuICAgIGNvbnN0IGNhc2VzOiBbc3RyaW5nLCBzdHJpbmcsIFJlZ0V4cF1bXSA9IFtcbiAgICAgIFsndjkuanNvbicsIGdvb2QucmVwbGFjZSgnXCJ2ZXJzaW9uXCI6MScsICdcInZlcnNpb25cIjo5JyksIC9cXFtNV19UUkFDRV9WRVJTSU9OXFxdIHRyYWNlXFwudmVyc2lvbiBtdXN0IGJlIG9uZSBvZiAxLCAyL10sXG4gICAgICBbJ2N1dC5qc29uJywgZ29vZC5zbGljZSgwLCA0MCksIC9cXFtNV19UUkFDRV9UUlVOQ0FURURcXF0vXSxcbiAgICAgIFsnYmFkLmpzb24nLCBnb29kLnJlcGxhY2UoJ1sxLDJdfScsICdbMV19JyksIC9cXFtNV19UUkFDRV9NQUxGT1JNRURcXF0gdHJhY2VcXC5waGFzZXNcXFswXFxdXFwud29ya1VuaXRzXFwubGVuZ3RoL10sXG4gICAgICBbJ3YxLmpzb24nLCBnb29kLCAvaG9sZHMgbm8gbG9hZCByZWNvcmQvXSxcbiAgICBdO1xuICAgIGZvciAoY29uc3QgW25hbWUsIHRleHQsIG1lc3NhZ2VdIG9mIGNhc2VzKSB7XG4gICAgICBjb25zdCBmaWxlID0gam9pbihkaXIsIG5hbWUpO1xuICAgICAgd3JpdGVGaWxlU3luYyhmaWxlLCB0ZXh0KTtcbiAgICAgIGNvbnN0IHIgPSBtZXNod29yayhbJ3JlcGxheScsIGZpbGVdLCBkaXIpO1xuICAgICAgZXhwZWN0KHIuY29kZSwgbmFtZSkudG9CZSgyKTtcbiAgICAgIGV4cGVjdChyLnN0ZGVyci50cmltKCkuc3BsaXQoJ1xcbicpKS50b0hhdmVMZW5ndGgoMSk7XG4gICAgICBleHBlY3Qoci5zdGRlcnIpLnRvTWF0Y2gobWVzc2FnZSk7XG4gICAgfVxuICB9KTtcbn0pO1xuIl0sCiAgIm1hcHBpbmdzIjogIkFBS0EsU0FBUyxjQUFjLHFCQUFxQjtBQUM1QyxTQUFTLFlBQVk7QUFFckIsU0FBUyxVQUFVLFFBQVEsVUFBVTtBQUNyQyxTQUFTLDBCQUEwQjtBQUNuQyxTQUFTLG1CQUFtQjtBQUM1QixTQUFTLHNCQUFzQjtBQUMvQixTQUFTLFlBQVksVUFBVSxjQUFjLFNBQVMsZUFBZTtBQVNyRSxTQUFTLE9BQU8sS0FBYSxNQUFtQztBQUM5RCxRQUFNLE1BQU0sUUFBUSxrQkFBa0I7QUFDdEMsUUFBTSxPQUFPLEtBQUssS0FBSyxZQUFZO0FBQ25DLFFBQU0sSUFBSSxTQUFTLENBQUMsT0FBTyxLQUFLLEdBQUcsTUFBTSxXQUFXLElBQUksR0FBRyxLQUFLLElBQU87QUFDdkUsTUFBSSxFQUFFLFNBQVMsRUFBRyxPQUFNLElBQUksTUFBTSxnQkFBZ0IsR0FBRyxJQUFJLEtBQUssS0FBSyxHQUFHLENBQUMsV0FBVyxFQUFFLElBQUksS0FBSyxFQUFFLE1BQU0sRUFBRTtBQUN2RyxRQUFNLEVBQUUsT0FBTyxLQUFLLElBQUksZUFBZSxhQUFhLE1BQU0sTUFBTSxDQUFDO0FBQ2pFLFNBQU8sRUFBRSxPQUFPLE1BQU0sTUFBTSxJQUFJO0FBQ2xDO0FBR0EsU0FBUyxhQUFhLE9BQTJEO0FBQy9FLFVBQVEsTUFBTSxPQUFPLFNBQVMsQ0FBQyxHQUFHLFFBQVEsQ0FBQyxHQUFHLFNBQVUsRUFBRSxZQUFZLFNBQVksQ0FBQyxJQUFJLENBQUMsRUFBRSxNQUFNLE1BQU0sRUFBRSxRQUFRLEtBQUssQ0FBQyxDQUFFO0FBQzFIO0FBRUEsU0FBUyxXQUFXLEtBQWUsVUFBa0IsUUFBZ0IsZUFBeUI7QUFDNUYsUUFBTSxrQkFBa0IsbUJBQW1CLElBQUksS0FBSyxLQUFLLFVBQVUsSUFBSSxPQUFPLElBQUksS0FBSyxPQUFPO0FBQzlGLFFBQU0sQ0FBQyxHQUFHLElBQUksWUFBWSxJQUFJLE9BQU8sQ0FBQyxFQUFFLE9BQU8sUUFBUSxVQUFVLGlCQUFpQixRQUFRLGNBQWMsQ0FBQyxHQUFHLEVBQUUsWUFBWSxFQUFFLENBQUMsRUFBRTtBQUMvSCxNQUFJLFFBQVEsT0FBVyxPQUFNLElBQUksTUFBTSxRQUFRO0FBQy9DLFNBQU8sSUFBSSxLQUFLLEVBQUUsY0FBYztBQUNoQyxTQUFPO0FBQ1Q7QUFFQSxNQUFNLFFBQVEsQ0FBQyxXQUFXLEtBQUssVUFBVSxTQUFTLFdBQVcsTUFBTSxhQUFhLFFBQVEsWUFBWSxNQUFNO0FBRTFHLFNBQVMsNENBQTRDLE1BQU07QUFDekQsYUFBVyxDQUFDLFVBQVUsQ0FBQyxLQUFLO0FBQUEsSUFDMUIsQ0FBQyxPQUFPLENBQUM7QUFBQSxJQUNULENBQUMsUUFBUSxDQUFDO0FBQUEsSUFDVixDQUFDLFdBQVcsQ0FBQztBQUFBLElBQ2IsQ0FBQyxjQUFjLENBQUM7QUFBQSxFQUNsQixHQUFZO0FBQ1YsT0FBRyx1QkFBdUIsUUFBUSxVQUFVLENBQUMsbUJBQW1CLFFBQVEsVUFBVSxDQUFDLHdCQUF3QixNQUFNO0FBQy9HLFlBQU0sTUFBTSxPQUFPLFNBQVMsQ0FBQyxHQUFHLE9BQU8sY0FBYyxVQUFVLFdBQVcsT0FBTyxDQUFDLENBQUMsQ0FBQztBQUNwRixZQUFNLFFBQVEsSUFBSSxNQUFNO0FBQ3hCLGFBQU8sT0FBTyxRQUFRLEVBQUUsY0FBYyxFQUFFLFVBQVUsUUFBUSxTQUFTLGVBQWUsRUFBRSxFQUFFLEVBQUUsQ0FBQztBQUN6RixhQUFPLE9BQU8sTUFBTSxNQUFNLEVBQUUsS0FBSyxFQUFFO0FBQ25DLFlBQU0sV0FBVyxhQUFhLElBQUksS0FBSztBQUN2QyxhQUFPLFNBQVMsTUFBTSxFQUFFLEtBQUssS0FBSyxNQUFNLEtBQUssQ0FBQyxDQUFDO0FBQy9DLFlBQU0sTUFBTSxXQUFXLEtBQUssVUFBVSxTQUFTLEVBQUUsRUFBRSxDQUFDO0FBQ3BELGFBQU8sSUFBSSxJQUFJLEVBQUUsUUFBUSxRQUFRO0FBQ2pDLGFBQU8sSUFBSSxRQUFRLEVBQUUsS0FBSyxTQUFTLE1BQU07QUFBQSxJQUMzQyxDQUFDO0FBQUEsRUFDSDtBQUVBLEtBQUcsaUZBQWlGLE1BQU07QUFDeEYsVUFBTSxPQUFPLE9BQU8sWUFBWSxDQUFDLFdBQVcsS0FBSyxVQUFVLFNBQVMsY0FBYyxPQUFPLFdBQVcsR0FBRyxDQUFDO0FBQ3hHLFdBQU8sV0FBVyxNQUFNLE9BQU8sU0FBUyxFQUFFLEdBQUcsRUFBRSxDQUFDLEVBQUUsSUFBSSxFQUFFLFFBQVEsYUFBYSxLQUFLLEtBQUssQ0FBQztBQUN4RixVQUFNLE9BQU8sT0FBTyxhQUFhLENBQUMsV0FBVyxLQUFLLFVBQVUsTUFBTSxvQkFBb0IsTUFBTSxjQUFjLFFBQVEsV0FBVyxHQUFHLENBQUM7QUFDakksV0FBTyxhQUFhLEtBQUssS0FBSyxFQUFFLE1BQU0sRUFBRSxnQkFBZ0IsQ0FBQztBQUN6RCxXQUFPLFdBQVcsTUFBTSxRQUFRLFNBQVMsRUFBRSxHQUFHLEVBQUUsQ0FBQyxFQUFFLElBQUksRUFBRSxRQUFRLGFBQWEsS0FBSyxLQUFLLENBQUM7QUFBQSxFQUMzRixDQUFDO0FBRUQsS0FBRyw2R0FBNkcsTUFBTTtBQUNwSCxVQUFNLE1BQU0sT0FBTyxTQUFTLENBQUMsR0FBRyxPQUFPLGNBQWMsT0FBTyxZQUFZLFVBQVUsQ0FBQztBQUNuRixVQUFNLE1BQU0sV0FBVyxLQUFLLE9BQU8sVUFBVTtBQUM3QyxXQUFPLElBQUksSUFBSSxFQUFFLFFBQVEsYUFBYSxJQUFJLEtBQUssQ0FBQztBQUFBLEVBQ2xELENBQUM7QUFDSCxDQUFDO0FBRUQsU0FBUywyQkFBMkIsTUFBTTtBQUN4QyxLQUFHLHdHQUF3RyxNQUFNO0FBQy9HLFVBQU0sTUFBTSxPQUFPLFNBQVMsQ0FBQyxHQUFHLE9BQU8sY0FBYyxRQUFRLENBQUM7QUFDOUQsV0FBTyxJQUFJLE1BQU0sT0FBTyxFQUFFLEtBQUssQ0FBQztBQUNoQyxXQUFPLElBQUksTUFBTSxPQUFPLFFBQVEsRUFBRSxjQUFjLEVBQUUsVUFBVSxVQUFVLFFBQVEsUUFBUSxDQUFDO0FBQ3ZGLFdBQU8sSUFBSSxLQUFLLFVBQVUsRUFBRSxnQkFBZ0IsQ0FBQztBQUM3QyxVQUFNLE9BQU8sQ0FBQyxVQUFVLElBQUksTUFBTSxjQUFjLFlBQVksV0FBVyxPQUFPLFlBQVksVUFBVTtBQUNwRyxVQUFNLElBQUksU0FBUyxNQUFNLElBQUksR0FBRztBQUNoQyxXQUFPLEVBQUUsTUFBTSxFQUFFLE1BQU0sRUFBRSxLQUFLLENBQUM7QUFFL0IsVUFBTSxRQUFRLEVBQUUsT0FBTyxNQUFNLElBQUk7QUFDakMsVUFBTSxTQUFTLE1BQU0sVUFBVSxDQUFDLE1BQU0sdUVBQXVFLEtBQUssQ0FBQyxDQUFDO0FBQ3BILFdBQU8sTUFBTSxFQUFFLGdCQUFnQixDQUFDO0FBQ2hDLFVBQU0sT0FBTyxNQUFNLE1BQU0sU0FBUyxHQUFHLFNBQVMsQ0FBQyxFQUFFLElBQUksQ0FBQyxNQUFNLEVBQUUsS0FBSyxFQUFFLE1BQU0sUUFBUSxDQUFDO0FBQ3BGLFdBQU8sS0FBSyxJQUFJLENBQUMsTUFBTyxFQUFFLENBQUMsRUFBYSxRQUFRLFFBQVEsRUFBRSxDQUFDLENBQUMsRUFBRSxRQUFRO0FBQUEsTUFDcEU7QUFBQSxNQUNBO0FBQUEsTUFDQTtBQUFBLE1BQ0E7QUFBQSxNQUNBO0FBQUEsTUFDQTtBQUFBLE1BQ0E7QUFBQSxNQUNBO0FBQUEsSUFDRixDQUFDO0FBQ0QsZUFBVyxLQUFLLE1BQU07QUFDcEIsYUFBTyxFQUFFLE1BQU0sRUFBRSxLQUFLLEVBQUU7QUFDeEIsYUFBTyxPQUFPLEVBQUUsQ0FBQyxDQUFDLENBQUMsRUFBRSxnQkFBZ0IsQ0FBQztBQUN0QyxhQUFPLE9BQU8sRUFBRSxDQUFDLENBQUMsQ0FBQyxFQUFFLGdCQUFnQixDQUFDO0FBQ3RDLGFBQU8sT0FBTyxFQUFFLENBQUMsQ0FBQyxDQUFDLEVBQUUsb0JBQW9CLEdBQUc7QUFBQSxJQUM5QztBQUNBLFdBQU8sS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFDLEVBQUUsS0FBSyxHQUFHO0FBQzdCLFdBQU8sT0FBTyxLQUFLLENBQUMsSUFBSSxDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUssRUFBRTtBQUNwQyxXQUFPLE9BQU8sS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDbkMsV0FBTyxLQUFLLE9BQU8sQ0FBQyxNQUFNLEVBQUUsQ0FBQyxHQUFHLFNBQVMsSUFBSSxDQUFDLEVBQUUsTUFBTSxFQUFFLEtBQUssQ0FBQztBQUM5RCxXQUFPLEVBQUUsTUFBTSxFQUFFLFFBQVEsc0NBQXNDO0FBQy9ELFVBQU0sUUFBUSxpQkFBaUIsS0FBSyxFQUFFLE1BQU0sSUFBSSxDQUFDO0FBQ2pELFVBQU0sUUFBUSxXQUFXLFFBQVEsS0FBSyxDQUFDO0FBQ3ZDLFdBQU8sTUFBTSxJQUFJLFFBQVEsQ0FBQyxFQUFFLEtBQUssQ0FBQztBQUVsQyxVQUFNLElBQUksYUFLUCxNQUFNLElBQUksR0FBRztBQUNoQixXQUFPLEVBQUUsS0FBSyxFQUFFLGNBQWMsRUFBRSxPQUFPLElBQUksT0FBTyxFQUFFLENBQUM7QUFDckQsV0FBTyxFQUFFLFNBQVMsS0FBSyxFQUFFLEtBQUssa0JBQWtCO0FBQ2hELFdBQU8sRUFBRSxLQUFLLElBQUksQ0FBQyxNQUFNLEVBQUUsS0FBSyxDQUFDLEVBQUUsUUFBUSxLQUFLLE1BQU0sQ0FBQyxFQUFFLElBQUksQ0FBQyxNQUFPLEVBQUUsQ0FBQyxFQUFhLFFBQVEsUUFBUSxFQUFFLENBQUMsQ0FBQztBQUN6RyxXQUFPLEVBQUUsS0FBSyxJQUFJLENBQUMsTUFBTSxFQUFFLEtBQUssQ0FBQyxFQUFFLFVBQVUsRUFBRSxJQUFJO0FBQUEsRUFDckQsQ0FBQztBQUVELEtBQUcsZ0dBQWdHLE1BQU07QUFDdkcsVUFBTSxNQUFNLE9BQU8sWUFBWSxDQUFDLFdBQVcsV0FBVyxLQUFLLGNBQWMsT0FBTyxXQUFXLEdBQUcsQ0FBQztBQUMvRixVQUFNLFFBQThCO0FBQUEsTUFDbEMsQ0FBQyxDQUFDLGNBQWMsT0FBTyxzQkFBc0IsWUFBWSxHQUFHLHFEQUFxRDtBQUFBLE1BQ2pIO0FBQUEsUUFDRSxDQUFDLGNBQWMsT0FBTyxZQUFZLFlBQVksb0JBQW9CLFlBQVk7QUFBQSxRQUM5RTtBQUFBLE1BQ0Y7QUFBQSxJQUNGO0FBQ0EsZUFBVyxDQUFDLE1BQU0sT0FBTyxLQUFLLE9BQU87QUFDbkMsWUFBTSxJQUFJLFNBQVMsQ0FBQyxVQUFVLElBQUksTUFBTSxHQUFHLE1BQU0sV0FBVyxLQUFLLElBQUksS0FBSyxPQUFPLENBQUMsR0FBRyxJQUFJLEdBQUc7QUFDNUYsYUFBTyxFQUFFLE1BQU0sS0FBSyxLQUFLLEdBQUcsQ0FBQyxFQUFFLEtBQUssQ0FBQztBQUNyQyxhQUFPLEVBQUUsT0FBTyxLQUFLLEVBQUUsTUFBTSxJQUFJLENBQUMsRUFBRSxhQUFhLENBQUM7QUFDbEQsYUFBTyxFQUFFLE1BQU0sRUFBRSxRQUFRLE9BQU87QUFDaEMsYUFBTyxFQUFFLE1BQU0sRUFBRSxJQUFJLFFBQVEsT0FBTztBQUFBLElBQ3RDO0FBQUEsRUFDRixDQUFDO0FBRUQsS0FBRyx1RUFBdUUsTUFBTTtBQUM5RSxVQUFNLE1BQU0sUUFBUSxrQkFBa0I7QUFDdEMsVUFBTSxPQUFPLEtBQUssVUFBVSxFQUFFLFNBQVMsR0FBRyxPQUFPLEdBQUcsUUFBUSxDQUFDLEVBQUUsTUFBTSxLQUFLLE9BQU8sR0FBRyxRQUFRLENBQUMsR0FBRyxDQUFDLEdBQUcsV0FBVyxDQUFDLEdBQUcsQ0FBQyxFQUFFLENBQUMsRUFBRSxDQUFDO0FBQzFILFVBQU0sUUFBb0M7QUFBQSxNQUN4QyxDQUFDLFdBQVcsS0FBSyxRQUFRLGVBQWUsYUFBYSxHQUFHLHlEQUF5RDtBQUFBLE1BQ2pILENBQUMsWUFBWSxLQUFLLE1BQU0sR0FBRyxFQUFFLEdBQUcsd0JBQXdCO0FBQUEsTUFDeEQsQ0FBQyxZQUFZLEtBQUssUUFBUSxVQUFVLE1BQU0sR0FBRyw4REFBOEQ7QUFBQSxNQUMzRyxDQUFDLFdBQVcsTUFBTSxzQkFBc0I7QUFBQSxJQUMxQztBQUNBLGVBQVcsQ0FBQyxNQUFNLE1BQU0sT0FBTyxLQUFLLE9BQU87QUFDekMsWUFBTSxPQUFPLEtBQUssS0FBSyxJQUFJO0FBQzNCLG9CQUFjLE1BQU0sSUFBSTtBQUN4QixZQUFNLElBQUksU0FBUyxDQUFDLFVBQVUsSUFBSSxHQUFHLEdBQUc7QUFDeEMsYUFBTyxFQUFFLE1BQU0sSUFBSSxFQUFFLEtBQUssQ0FBQztBQUMzQixhQUFPLEVBQUUsT0FBTyxLQUFLLEVBQUUsTUFBTSxJQUFJLENBQUMsRUFBRSxhQUFhLENBQUM7QUFDbEQsYUFBTyxFQUFFLE1BQU0sRUFBRSxRQUFRLE9BQU87QUFBQSxJQUNsQztBQUFBLEVBQ0YsQ0FBQztBQUNILENBQUM7IiwKICAibmFtZXMiOiBbXQp9Cg==
