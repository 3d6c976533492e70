import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createCluster, ErrorCodes, MeshworkError } from "../src/index.js";
import { runRestart } from "./helpers/restart.js";
async function failure(p) {
  const err = await p.then(
    () => void 0,
    (e) => e
  );
  expect(err).toBeInstanceOf(MeshworkError);
  return err;
}
describe("checkpoint misuse (chain:2)", () => {
  const cluster = createCluster({ topology: "chain:2" });
  const dir = mkdtempSync(join(tmpdir(), "meshwork-misuse-"));
  const file = join(dir, "a-file");
  writeFileSync(file, "not a directory");
  const empty = join(dir, "empty");
  mkdirSync(empty);
  const foreign = join(dir, "foreign");
  mkdirSync(foreign);
  const files = [0, 1, 2].map((rank) => ({ rank, file: `epoch-00000001.rank-${rank}.mwck`, bytes: 64, sha256: "0".repeat(64) }));
  const run = { id: "ab", program: "x", options: "0".repeat(64), optionsText: "{}", topology: "ring(3)", ranks: 3 };
  const manifest = {
    format: "meshwork-checkpoint",
    version: 2,
    epoch: 1,
    step: 4,
    ranks: 3,
    topology: "ring(3)",
    program: "x",
    run,
    files
  };
  writeFileSync(join(foreign, "epoch-00000001.manifest.json"), JSON.stringify(manifest));
  afterAll(async () => {
    await cluster.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const bad = [
    ["checkpointEvery negative", { checkpointEvery: -1 }, ["checkpointEvery", "-1"]],
    ["maxRestarts not an integer", { maxRestarts: 1.5 }, ["maxRestarts", "1.5"]],
    ["checkpointDir without checkpointEvery", { checkpointDir: "ckpt" }, ["checkpointDir", "checkpointEvery"]],
    ["faults not an array", { faults: "exit" }, ["faults", 'string "exit"']],
    ["fault rank out of range", { faults: [{ rank: 2, kind: "exit" }] }, ["faults[0].rank", "[0, 1]", "2"]],
    [
      "fault kind unknown",
      { faults: [{ rank: 0, kind: "segfault" }] },
      ["faults[0].kind", "exit, throw-outside, oom", "segfault"]
    ],
    ["oom fault without a heap limit", { faults: [{ rank: 0, kind: "oom" }] }, ["resourceLimits.maxOldGenerationSizeMb", "undefined"]],
    ["resumeFrom a missing directory", { resumeFrom: "no-such-checkpoint-dir" }, ["resumeFrom", "no-such-checkpoint-dir"]],
    ["maxRestarts above 1000", { maxRestarts: 1001 }, ["maxRestarts", "[0, 1000]", "1001"]],
    ["checkpointDir empty", { checkpointEvery: 1, checkpointDir: "" }, ["checkpointDir", "a directory path"]],
    ["checkpointDir not a string", { checkpointEvery: 1, checkpointDir: 42 }, ["checkpointDir", "number 42"]],
    ["checkpointDir under a file", { checkpointEvery: 1, checkpointDir: join(file, "ckpt") }, ["checkpointDir", "can be created"]],
    ["resumeFrom not a string", { resumeFrom: [] }, ["resumeFrom", "a directory path"]],
    ["a fault that is not an object", { faults: [null] }, ["faults[0]", "an object"]],
    ["a fault step below 0", { faults: [{ rank: 0, kind: "exit", atStep: -1 }] }, ["faults[0].atStep", ">= 0", "-1"]],
    ["a fault attempt not an integer", { faults: [{ rank: 0, kind: "exit", attempt: 0.5 }] }, ["faults[0].attempt", "0.5"]],
    [
      "a fault with a misspelt key",
      { faults: [{ rank: 0, kind: "exit", atstep: 3 }] },
      ['faults[0] key "atstep"', "rank, kind, atStep, phase, attempt"]
    ],
    ["resumeFrom a directory of another topology", { resumeFrom: foreign }, ["ring(3) (3 ranks)", "chain"]]
  ];
  for (const [name, options, words] of bad) {
    it(`refuses ${name}`, async () => {
      const err = await failure(runRestart(cluster, {}, options));
      expect([ErrorCodes.INVALID_ARGUMENT, ErrorCodes.CHECKPOINT, ErrorCodes.CHECKPOINT_MISMATCH, ErrorCodes.PATH]).toContain(err.code);
      for (const w of words) expect(err.message).toContain(w);
    });
  }
  it("refuses resumeFrom a directory with no checkpoint", async () => {
    const err = await failure(runRestart(cluster, {}, { resumeFrom: empty }));
    expect(err.code).toBe(ErrorCodes.CHECKPOINT_CORRUPT);
    expect(err.message).toContain("no manifest at all");
  });
  it("refuses a step that is not an integer, and state that cannot be cloned", async () => {
    const step = await failure(runRestart(cluster, { misuse: "step" }, { checkpointEvery: 1 }));
    expect(step.cause.code).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(step.cause.message).toMatch(/ctx\.checkpoint\(step\) must be an integer >= 0, got number 0\.5/);
    const state = await failure(runRestart(cluster, { misuse: "state" }, { checkpointEvery: 1 }));
    expect(state.cause.code).toBe(ErrorCodes.CHECKPOINT);
    expect(state.cause.message).toMatch(/state of ctx\.checkpoint\(step, state\) must be structured-cloneable data/);
  }, 12e4);
  it("refuses a resumed program that restores twice or creates other grids", async () => {
    const saved = join(dir, "saved");
    await runRestart(cluster, { misuse: "restore-twice" }, { checkpointEvery: 4, checkpointDir: saved });
    const twice = await failure(runRestart(cluster, { misuse: "restore-twice" }, { resumeFrom: saved }));
    expect(twice.cause.code).toBe(ErrorCodes.CHECKPOINT);
    expect(twice.cause.message).toMatch(/ctx\.restore\(\) must be called once per run, got a second call/);
    const other = await failure(
      runRestart(cluster, { misuse: "regrid" }, { checkpointEvery: 4, maxRestarts: 1, faults: [{ rank: 1, kind: "exit", atStep: 5 }] })
    );
    expect(other.cause.code).toBe(ErrorCodes.CHECKPOINT);
    expect(other.cause.message).toMatch(/grid #0 must be what the checkpoint saved \(.*24x10 float64.*\).*got .*26x10/);
  }, 12e4);
  it("refuses a checkpoint with a message in flight", async () => {
    const err = await failure(runRestart(cluster, { misuse: "inflight" }, { checkpointEvery: 2 }));
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    const cause = err.cause;
    expect(cause.code).toBe(ErrorCodes.CHECKPOINT);
    expect(cause.message).toMatch(/links of rank 1 at ctx\.checkpoint\(12\) must be empty .* got 1 message in flight/);
  }, 12e4);
  it("refuses ranks that checkpoint different steps", async () => {
    const err = await failure(runRestart(cluster, { misuse: "steps" }, { checkpointEvery: 1 }));
    expect(err.cause.code).toBe(ErrorCodes.CHECKPOINT);
    expect(err.cause.message).toMatch(/the same step on every rank/);
  }, 12e4);
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9yZXN0YXJ0LW1pc3VzZS50ZXN0LnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKipcbiAqIEJhZCBjaGVja3BvaW50IGFuZCByZXN0YXJ0IGlucHV0IGdldHMgdHlwZWQgZXJyb3JzOiBydW4gb3B0aW9ucyAoYmVmb3JlIGFueSB0aHJlYWQgd29ya3MpLFxuICogY2hlY2twb2ludCBkaXJlY3RvcmllcyB0aGF0IGFyZSBlbXB0eSBvciBvZiBhbm90aGVyIHRvcG9sb2d5LCBhIGNoZWNrcG9pbnQgd2l0aCBhIG1lc3NhZ2Ugc3RpbGxcbiAqIGluIGZsaWdodCwgcmFua3MgdGhhdCBjaGVja3BvaW50IGRpZmZlcmVudCBzdGVwcywgYSBzdGVwIHRoYXQgaXMgbm90IGFuIGludGVnZXIsIHN0YXRlIHRoYXRcbiAqIGNhbm5vdCBiZSBjbG9uZWQsIGFuZCBhIHJlc3VtZWQgcHJvZ3JhbSB0aGF0IHJlc3RvcmVzIHR3aWNlIG9yIGNyZWF0ZXMgb3RoZXIgZ3JpZHMuXG4gKi9cbmltcG9ydCB7IG1rZGlyU3luYywgbWtkdGVtcFN5bmMsIHJtU3luYywgd3JpdGVGaWxlU3luYyB9IGZyb20gJ25vZGU6ZnMnO1xuaW1wb3J0IHsgdG1wZGlyIH0gZnJvbSAnbm9kZTpvcyc7XG5pbXBvcnQgeyBqb2luIH0gZnJvbSAnbm9kZTpwYXRoJztcbmltcG9ydCB7IGFmdGVyQWxsLCBkZXNjcmliZSwgZXhwZWN0LCBpdCB9IGZyb20gJ3ZpdGVzdCc7XG5pbXBvcnQgeyBjcmVhdGVDbHVzdGVyLCBFcnJvckNvZGVzLCBNZXNod29ya0Vycm9yLCB0eXBlIFJ1bk9wdGlvbnMgfSBmcm9tICcuLi9zcmMvaW5kZXguanMnO1xuaW1wb3J0IHsgcnVuUmVzdGFydCB9IGZyb20gJy4vaGVscGVycy9yZXN0YXJ0LmpzJztcblxuYXN5bmMgZnVuY3Rpb24gZmFpbHVyZShwOiBQcm9taXNlPHVua25vd24+KTogUHJvbWlzZTxNZXNod29ya0Vycm9yPiB7XG4gIGNvbnN0IGVyciA9IGF3YWl0IHAudGhlbihcbiAgICAoKSA9PiB1bmRlZmluZWQsXG4gICAgKGU6IHVua25vd24pID0+IGUsXG4gICk7XG4gIGV4cGVjdChlcnIpLnRvQmVJbnN0YW5jZU9mKE1lc2h3b3JrRXJyb3IpO1xuICByZXR1cm4gZXJyIGFzIE1lc2h3b3JrRXJyb3I7XG59XG5cbmRlc2NyaWJlKCdjaGVja3BvaW50IG1pc3VzZSAoY2hhaW46MiknLCAoKSA9PiB7XG4gIGNvbnN0IGNsdXN0ZXIgPSBjcmVhdGVDbHVzdGVyKHsgdG9wb2xvZ3k6ICdjaGFpbjoyJyB9KTtcbiAgY29uc3QgZGlyID0gbWtkdGVtcFN5bmMoam9pbih0bXBkaXIoKSwgJ21lc2h3b3JrLW1pc3VzZS0nKSk7XG4gIGNvbnN0IGZpbGUgPSBqb2luKGRpciwgJ2EtZmlsZScpO1xuICB3cml0ZUZpbGVTeW5jKGZpbGUsICdub3QgYSBkaXJlY3RvcnknKTtcbiAgY29uc3QgZW1wdHkgPSBqb2luKGRpciwgJ2VtcHR5Jyk7XG4gIG1rZGlyU3luYyhlbXB0eSk7XG4gIC8vIEEgbWFuaWZlc3Qgb2YgYSByaW5nOjMgcnVuIChjaGVja2VkIGJlZm9yZSBpdHMgZmlsZXMgYXJlIHJlYWQpLlxuICBjb25zdCBmb3JlaWduID0gam9pbihkaXIsICdmb3JlaWduJyk7XG4gIG1rZGlyU3luYyhmb3JlaWduKTtcbiAgY29uc3QgZmlsZXMgPSBbMCwgMSwgMl0ubWFwKChyYW5rKSA9PiAoeyByYW5rLCBmaWxlOiBgZXBvY2gtMDAwMDAwMDEucmFuay0ke3Jhbmt9Lm13Y2tgLCBieXRlczogNjQsIHNoYTI1NjogJzAnLnJlcGVhdCg2NCkgfSkpO1xuICBjb25zdCBydW4gPSB7IGlkOiAnYWInLCBwcm9ncmFtOiAneCcsIG9wdGlvbnM6ICcwJy5yZXBlYXQoNjQpLCBvcHRpb25zVGV4dDogJ3t9JywgdG9wb2xvZ3k6ICdyaW5nKDMpJywgcmFua3M6IDMgfTtcbiAgY29uc3QgbWFuaWZlc3QgPSB7XG4gICAgZm9ybWF0OiAnbWVzaHdvcmstY2hlY2twb2ludCcsXG4gICAgdmVyc2lvbjogMixcbiAgICBlcG9jaDogMSxcbiAgICBzdGVwOiA0LFxuICAgIHJhbmtzOiAzLFxuICAgIHRvcG9sb2d5OiAncmluZygzKScsXG4gICAgcHJvZ3JhbTogJ3gnLFxuICAgIHJ1bixcbiAgICBmaWxlcyxcbiAgfTtcbiAgd3JpdGVGaWxlU3luYyhqb2luKGZvcmVpZ24sICdlcG9jaC0wMDAwMDAwMS5tYW5pZmVzdC5qc29uJyksIEpTT04uc3RyaW5naWZ5KG1hbmlmZXN0KSk7XG4gIGFmdGVyQWxsKGFzeW5jICgpID0+IHtcbiAgICBhd2FpdCBjbHVzdGVyLmNsb3NlKCk7XG4gICAgcm1TeW5jKGRpciwgeyByZWN1cnNpdmU6IHRydWUsIGZvcmNlOiB0cnVlIH0pO1xuICB9KTtcblxuICBjb25zdCBiYWQ6IFtzdHJpbmcsIFJ1bk9wdGlvbnMsIHN0cmluZ1tdXVtdID0gW1xuICAgIFsnY2hlY2twb2ludEV2ZXJ5IG5lZ2F0aXZlJywgeyBjaGVja3BvaW50RXZlcnk6IC0xIH0sIFsnY2hlY2twb2ludEV2ZXJ5JywgJy0xJ11dLFxuICAgIFsnbWF4UmVzdGFydHMgbm90IGFuIGludGVnZXInLCB7IG1heFJlc3RhcnRzOiAxLjUgfSwgWydtYXhSZXN0YXJ0cycsICcxLjUnXV0sXG4gICAgWydjaGVja3BvaW50RGlyIHdpdGhvdXQgY2hlY2twb2ludEV2ZXJ5JywgeyBjaGVja3BvaW50RGlyOiAnY2twdCcgfSwgWydjaGVja3BvaW50RGlyJywgJ2NoZWNrcG9pbnRFdmVyeSddXSxcbiAgICBbJ2ZhdWx0cyBub3QgYW4gYXJyYXknLCB7IGZhdWx0czogJ2V4aXQnIGFzIG5ldmVyIH0sIFsnZmF1bHRzJywgJ3N0cmluZyBcImV4aXRcIiddXSxcbiAgICBbJ2ZhdWx0IHJhbmsgb3V0IG9mIHJhbmdlJywgeyBmYXVsdHM6IFt7IHJhbms6IDIsIGtpbmQ6ICdleGl0JyB9XSB9LCBbJ2ZhdWx0c1swXS5yYW5rJywgJ1swLCAxXScsICcyJ11dLFxuICAgIFtcbiAgICAgICdmYXVsdCBraW5kIHVua25vd24nLFxuICAgICAgeyBmYXVsdHM6IFt7IHJhbms6IDAsIGtpbmQ6ICdzZWdmYXVsdCcgYXMgbmV2ZXIgfV0gfSxcbiAgICAgIFsnZmF1bHRzWzBdLmtpbmQnLCAnZXhpdCwgdGhyb3ctb3V0c2lkZSwgb29tJywgJ3NlZ2ZhdWx0J10sXG4gICAgXSxcbiAgICBbJ29vbSBmYXVsdCB3aXRob3V0IGEgaGVhcCBsaW1pdCcsIHsgZmF1bHRzOiBbeyByYW5rOiAwLCBraW5kOiAnb29tJyB9XSB9LCBbJ3Jlc291cmNlTGltaXRzLm1heE9sZEdlbmVyYXRpb25TaXplTWInLCAndW5kZWZpbmVkJ11dLFxuICAgIFsncmVzdW1lRnJvbSBhIG1pc3NpbmcgZGlyZWN0b3J5JywgeyByZXN1bWVGcm9tOiAnbm8tc3VjaC1jaGVja3BvaW50LWRpcicgfSwgWydyZXN1bWVGcm9tJywgJ25vLXN1Y2gtY2hlY2twb2ludC1kaXInXV0sXG4gICAgWydtYXhSZXN0YXJ0cyBhYm92ZSAxMDAwJywgeyBtYXhSZXN0YXJ0czogMTAwMSB9LCBbJ21heFJlc3RhcnRzJywgJ1swLCAxMDAwXScsICcxMDAxJ11dLFxuICAgIFsnY2hlY2twb2ludERpciBlbXB0eScsIHsgY2hlY2twb2ludEV2ZXJ5OiAxLCBjaGVja3BvaW50RGlyOiAnJyB9LCBbJ2NoZWNrcG9pbnREaXInLCAnYSBkaXJlY3RvcnkgcGF0aCddXSxcbiAgICBbJ2NoZWNrcG9pbnREaXIgbm90IGEgc3RyaW5nJywgeyBjaGVja3BvaW50RXZlcnk6IDEsIGNoZWNrcG9pbnREaXI6IDQyIGFzIG5ldmVyIH0sIFsnY2hlY2twb2ludERpcicsICdudW1iZXIgNDInXV0sXG4gICAgWydjaGVja3BvaW50RGlyIHVuZGVyIGEgZmlsZScsIHsgY2hlY2twb2ludEV2ZXJ5OiAxLCBjaGVja3BvaW50RGlyOiBqb2luKGZpbGUsICdja3B0JykgfSwgWydjaGVja3BvaW50RGlyJywgJ2NhbiBiZSBjcmVhdGVkJ11dLFxuICAgIFsncmVzdW1lRnJvbSBub3QgYSBzdHJpbmcnLCB7IHJlc3VtZUZyb206IFtdIGFzIG5ldmVyIH0sIFsncmVzdW1lRnJvbScsICdhIGRpcmVjdG9yeSBwYXRoJ11dLFxuICAgIFsnYSBmYXVsdCB0aGF0IGlzIG5vdCBhbiBvYmplY3QnLCB7IGZhdWx0czogW251bGwgYXMgbmV2ZXJdIH0sIFsnZmF1bHRzWzBdJywgJ2FuIG9iamVjdCddXSxcbiAgICBbJ2EgZmF1bHQgc3RlcCBiZWxvdyAwJywgeyBmYXVsdHM6IFt7IHJhbms6IDAsIGtpbmQ6ICdleGl0JywgYXRTdGVwOiAtMSB9XSB9LCBbJ2ZhdWx0c1swXS5hdFN0ZXAnLCAnPj0gMCcsICctMSddXSxcbiAgICBbJ2EgZmF1bHQgYXR0ZW1wdCBub3QgYW4gaW50ZWdlcicsIHsgZmF1bHRzOiBbeyByYW5rOiAwLCBraW5kOiAnZXhpdCcsIGF0dGVtcHQ6IDAuNSB9XSB9LCBbJ2ZhdWx0c1swXS5hdHRlbXB0JywgJzAuNSddXSxcbiAgICBbXG4gICAgICAnYSBmYXVsdCB3aXRoIGEgbWlzc3BlbHQga2V5JyxcbiAgICAgIHsgZmF1bHRzOiBbeyByYW5rOiAwLCBraW5kOiAnZXhpdCcsIGF0c3RlcDogMyB9IGFzIG5ldmVyXSB9LFxuICAgICAgWydmYXVsdHNbMF0ga2V5IFwiYXRzdGVwXCInLCAncmFuaywga2luZCwgYXRTdGVwLCBwaGFzZSwgYXR0ZW1wdCddLFxuICAgIF0sXG4gICAgWydyZXN1bWVGcm9tIGEgZGlyZWN0b3J5IG9mIGFub3RoZXIgdG9wb2xvZ3knLCB7IHJlc3VtZUZyb206IGZvcmVpZ24gfSwgWydyaW5nKDMpICgzIHJhbmtzKScsICdjaGFpbiddXSxcbiAgXTtcbiAgZm9yIChjb25zdCBbbmFtZSwgb3B0aW9ucywgd29yZHNdIG9mIGJhZCkge1xuICAgIGl0KGByZWZ1c2VzICR7bmFtZX1gLCBhc3luYyAoKSA9PiB7XG4gICAgICBjb25zdCBlcnIgPSBhd2FpdCBmYWlsdXJlKHJ1blJlc3RhcnQoY2x1c3Rlciwge30sIG9wdGlvbnMpKTtcbiAgICAgIGV4cGVjdChbRXJyb3JDb2Rlcy5JTlZBTElEX0FSR1VNRU5ULCBFcnJvckNvZGVzLkNIRUNLUE9JTlQsIEVycm9yQ29kZXMuQ0hFQ0tQT0lOVF9NSVNNQVRDSCwgRXJyb3JDb2Rlcy5QQVRIXSkudG9Db250YWluKGVyci5jb2RlKTtcbiAgICAgIGZvciAoY29uc3QgdyBvZiB3b3JkcykgZXhwZWN0KGVyci5tZXNzYWdlKS50b0NvbnRhaW4odyk7XG4gICAgfSk7XG4gIH1cblxuICBpdCgncmVmdXNlcyByZXN1bWVGcm9tIGEgZGlyZWN0b3J5IHdpdGggbm8gY2hlY2twb2ludCcsIGFzeW5jICgpID0+IHtcbiAgICBjb25zdCBlcnIgPSBhd2FpdCBmYWlsdXJlKHJ1blJlc3RhcnQoY2x1c3Rlciwge30sIHsgcmVzdW1lRnJvbTogZW1wdHkgfSkpO1xuICAgIGV4cGVjdChlcnIuY29kZSkudG9CZShFcnJvckNvZGVzLkNIRUNLUE9JTlRfQ09SUlVQVCk7XG4gICAgZXhwZWN0KGVyci5tZXNzYWdlKS50b0NvbnRhaW4oJ25vIG1hbmlmZXN0IGF0IGFsbCcpO1xuICB9KTtcblxuICBpdCgncmVmdXNlcyBhIHN0ZXAgdGhhdCBpcyBub3QgYW4gaW50ZWdlciwgYW5kIHN0YXRlIHRoYXQgY2Fubm90IGJlIGNsb25lZCcsIGFzeW5jICgpID0+IHtcbiAgICBjb25zdCBzdGVwID0gYXdhaXQgZmFpbHVyZShydW5SZXN0YXJ0KGNsdXN0ZXIsIHsgbWlzdXNlOiAnc3RlcCcgfSwgeyBjaGVja3BvaW50RXZlcnk6IDEgfSkpO1xuICAgIGV4cGVjdCgoc3RlcC5jYXVzZSBhcyBNZXNod29ya0Vycm9yKS5jb2RlKS50b0JlKEVycm9yQ29kZXMuSU5WQUxJRF9BUkdVTUVOVCk7XG4gICAgZXhwZWN0KChzdGVwLmNhdXNlIGFzIE1lc2h3b3JrRXJyb3IpLm1lc3NhZ2UpLnRvTWF0Y2goL2N0eFxcLmNoZWNrcG9pbnRcXChzdGVwXFwpIG11c3QgYmUgYW4gaW50ZWdlciA+PSAwLCBnb3QgbnVtYmVyIDBcXC41Lyk7XG4gICAgY29uc3Qgc3RhdGUgPSBhd2FpdCBmYWlsdXJlKHJ1blJlc3RhcnQoY2x1c3RlciwgeyBtaXN1c2U6ICdzdGF0ZScgfSwgeyBjaGVja3BvaW50RXZlcnk6IDEgfSkpO1xuICAgIGV4cGVjdCgoc3RhdGUuY2F1c2UgYXMgTWVzaHdvcmtFcnJvcikuY29kZSkudG9CZShFcnJvckNvZGVzLkNIRUNLUE9JTlQpO1xuICAgIGV4cGVjdCgoc3RhdGUuY2F1c2UgYXMgTWVzaHdvcmtFcnJvcikubWVzc2FnZSkudG9NYXRjaCgvc3RhdGUgb2YgY3R4XFwuY2hlY2twb2ludFxcKHN0ZXAsIHN0YXRlXFwpIG11c3QgYmUgc3RydWN0dXJlZC1jbG9uZWFibGUgZGF0YS8pO1xuICB9LCAxMjBfMDAwKTtcblxuICBpdCgncmVmdXNlcyBhIHJlc3VtZWQgcHJvZ3JhbSB0aGF0IHJlc3RvcmVzIHR3aWNlIG9yIGNyZWF0ZXMgb3RoZXIgZ3JpZHMnLCBhc3luYyAoKSA9PiB7XG4gICAgLy8gU2F2ZWQgYW5kIHJlc3VtZWQgd2l0aCB0aGUgc2FtZSBvcHRpb25zIChvdGhlciBvcHRpb25zIGFyZSBhbm90aGVyIHJ1bjogTVdfQ0hFQ0tQT0lOVF9NSVNNQVRDSCkuXG4gICAgY29uc3Qgc2F2ZWQgPSBqb2luKGRpciwgJ3NhdmVkJyk7XG4gICAgYXdhaXQgcnVuUmVzdGFydChjbHVzdGVyLCB7IG1pc3VzZTogJ3Jlc3RvcmUtdHdpY2UnIH0sIHsgY2hlY2twb2ludEV2ZXJ5OiA0LCBjaGVja3BvaW50RGlyOiBzYXZlZCB9KTtcbiAgICBjb25zdCB0d2ljZSA9IGF3YWl0IGZhaWx1cmUocnVuUmVzdGFydChjbHVzdGVyLCB7IG1pc3VzZTogJ3Jlc3RvcmUtdHdpY2UnIH0sIHsgcmVzdW1lRnJvbTogc2F2ZWQgfSkpO1xuICAgIGV4cGVjdCgodHdpY2UuY2F1c2UgYXMgTWVzaHdvcmtFcnJvcikuY29kZSkudG9CZShFcnJvckNvZGVzLkNIRUNLUE9JTlQpO1xuICAgIGV4cGVjdCgodHdpY2UuY2F1c2UgYXMgTWVzaHdvcmtFcnJvcikubWVzc2FnZSkudG9NYXRjaCgvY3R4XFwucmVzdG9yZVxcKFxcKSBtdXN0IGJlIGNhbGxlZCBvbmNlIHBlciBydW4sIGdvdCBhIHNlY29uZCBjYWxsLyk7XG4gICAgLy8gQSByZXN0YXJ0ZWQgYXR0ZW1wdCB3aG9zZSBwcm9ncmFtIGNyZWF0ZXMgdGFsbGVyIGdyaWRzIHRoYW4gaXQgc2F2ZWQuXG4gICAgY29uc3Qgb3RoZXIgPSBhd2FpdCBmYWlsdXJlKFxuICAgICAgcnVuUmVzdGFydChjbHVzdGVyLCB7IG1pc3VzZTogJ3JlZ3JpZCcgfSwgeyBjaGVja3BvaW50RXZlcnk6IDQsIG1heFJlc3RhcnRzOiAxLCBmYXVsdHM6IFt7IHJhbms6IDEsIGtpbmQ6ICdleGl0JywgYXRTdGVwOiA1IH1dIH0pLFxuICAgICk7XG4gICAgZXhwZWN0KChvdGhlci5jYXVzZSBhcyBNZXNod29ya0Vycm9yKS5jb2RlKS50b0JlKEVycm9yQ29kZXMuQ0hFQ0tQT0lOVCk7XG4gICAgZXhwZWN0KChvdGhlci5jYXVzZSBhcyBNZXNod29ya0Vycm9yKS5tZXNzYWdlKS50b01hdGNoKC9ncmlkICMwIG11c3QgYmUgd2hhdCB0aGUgY2hlY2twb2ludCBzYXZlZCBcXCguKjI0eDEwIGZsb2F0NjQuKlxcKS4qZ290IC4qMjZ4MTAvKTtcbiAgfSwgMTIwXzAwMCk7XG5cbiAgaXQoJ3JlZnVzZXMgYSBjaGVja3BvaW50IHdpdGggYSBtZXNzYWdlIGluIGZsaWdodCcsIGFzeW5jICgpID0+IHtcbiAgICBjb25zdCBlcnIgPSBhd2FpdCBmYWlsdXJlKHJ1blJlc3RhcnQoY2x1c3RlciwgeyBtaXN1c2U6ICdpbmZsaWdodCcgfSwgeyBjaGVja3BvaW50RXZlcnk6IDIgfSkpO1xuICAgIGV4cGVjdChlcnIuY29kZSkudG9CZShFcnJvckNvZGVzLlJBTktfRkFJTEVEKTtcbiAgICBjb25zdCBjYXVzZSA9IGVyci5jYXVzZSBhcyBNZXNod29ya0Vycm9yO1xuICAgIGV4cGVjdChjYXVzZS5jb2RlKS50b0JlKEVycm9yQ29kZXMuQ0hFQ0tQT0lOVCk7XG4gICAgZXhwZWN0KGNhdXNlLm1lc3NhZ2UpLnRvTWF0Y2goL2xpbmtzIG9mIHJhbmsgMSBhdCBjdHhcXC5jaGVja3BvaW50XFwoMTJcXCkgbXVzdCBiZSBlbXB0eSAuKiBnb3QgMSBtZXNzYWdlIGluIGZsaWdodC8pO1xuICB9LCAxMjBfMDAwKTtcblxuICBpdCgncmVmdXNlcyByYW5rcyB0aGF0IGNoZWNrcG9pbnQgZGlmZmVyZW50IHN0ZXBzJywgYXN5bmMgKCkgPT4ge1xuICAgIGNvbnN0IGVyciA9IGF3YWl0IGZhaWx1cmUocnVuUmVzdGFydChjbHVzdGVyLCB7IG1pc3VzZTogJ3N0ZXBzJyB9LCB7IGNoZWNrcG9pbnRFdmVyeTogMSB9KSk7XG4gICAgZXhwZWN0KChlcnIuY2F1c2UgYXMgTWVzaHdvcmtFcnJvcikuY29kZSkudG9CZShFcnJvckNvZGVzLkNIRUNLUE9JTlQpO1xuICAgIGV4cGVjdCgoZXJyLmNhdXNlIGFzIE1lc2h3b3JrRXJyb3IpLm1lc3NhZ2UpLnRvTWF0Y2goL3RoZSBzYW1lIHN0ZXAgb24gZXZlcnkgcmFuay8pO1xuICB9LCAxMjBfMDAwKTtcbn0pO1xuIl0sCiAgIm1hcHBpbmdzIjogIkFBTUEsU0FBUyxXQUFXLGFBQWEsUUFBUSxxQkFBcUI7QUFDOUQsU0FBUyxjQUFjO0FBQ3ZCLFNBQVMsWUFBWTtBQUNyQixTQUFTLFVBQVUsVUFBVSxRQUFRLFVBQVU7QUFDL0MsU0FBUyxlQUFlLFlBQVkscUJBQXNDO0FBQzFFLFNBQVMsa0JBQWtCO0FBRTNCLGVBQWUsUUFBUSxHQUE2QztBQUNsRSxRQUFNLE1BQU0sTUFBTSxFQUFFO0FBQUEsSUFDbEIsTUFBTTtBQUFBLElBQ04sQ0FBQyxNQUFlO0FBQUEsRUFDbEI7QUFDQSxTQUFPLEdBQUcsRUFBRSxlQUFlLGFBQWE7QUFDeEMsU0FBTztBQUNUO0FBRUEsU0FBUywrQkFBK0IsTUFBTTtBQUM1QyxRQUFNLFVBQVUsY0FBYyxFQUFFLFVBQVUsVUFBVSxDQUFDO0FBQ3JELFFBQU0sTUFBTSxZQUFZLEtBQUssT0FBTyxHQUFHLGtCQUFrQixDQUFDO0FBQzFELFFBQU0sT0FBTyxLQUFLLEtBQUssUUFBUTtBQUMvQixnQkFBYyxNQUFNLGlCQUFpQjtBQUNyQyxRQUFNLFFBQVEsS0FBSyxLQUFLLE9BQU87QUFDL0IsWUFBVSxLQUFLO0FBRWYsUUFBTSxVQUFVLEtBQUssS0FBSyxTQUFTO0FBQ25DLFlBQVUsT0FBTztBQUNqQixRQUFNLFFBQVEsQ0FBQyxHQUFHLEdBQUcsQ0FBQyxFQUFFLElBQUksQ0FBQyxVQUFVLEVBQUUsTUFBTSxNQUFNLHVCQUF1QixJQUFJLFNBQVMsT0FBTyxJQUFJLFFBQVEsSUFBSSxPQUFPLEVBQUUsRUFBRSxFQUFFO0FBQzdILFFBQU0sTUFBTSxFQUFFLElBQUksTUFBTSxTQUFTLEtBQUssU0FBUyxJQUFJLE9BQU8sRUFBRSxHQUFHLGFBQWEsTUFBTSxVQUFVLFdBQVcsT0FBTyxFQUFFO0FBQ2hILFFBQU0sV0FBVztBQUFBLElBQ2YsUUFBUTtBQUFBLElBQ1IsU0FBUztBQUFBLElBQ1QsT0FBTztBQUFBLElBQ1AsTUFBTTtBQUFBLElBQ04sT0FBTztBQUFBLElBQ1AsVUFBVTtBQUFBLElBQ1YsU0FBUztBQUFBLElBQ1Q7QUFBQSxJQUNBO0FBQUEsRUFDRjtBQUNBLGdCQUFjLEtBQUssU0FBUyw4QkFBOEIsR0FBRyxLQUFLLFVBQVUsUUFBUSxDQUFDO0FBQ3JGLFdBQVMsWUFBWTtBQUNuQixVQUFNLFFBQVEsTUFBTTtBQUNwQixXQUFPLEtBQUssRUFBRSxXQUFXLE1BQU0sT0FBTyxLQUFLLENBQUM7QUFBQSxFQUM5QyxDQUFDO0FBRUQsUUFBTSxNQUF3QztBQUFBLElBQzVDLENBQUMsNEJBQTRCLEVBQUUsaUJBQWlCLEdBQUcsR0FBRyxDQUFDLG1CQUFtQixJQUFJLENBQUM7QUFBQSxJQUMvRSxDQUFDLDhCQUE4QixFQUFFLGFBQWEsSUFBSSxHQUFHLENBQUMsZUFBZSxLQUFLLENBQUM7QUFBQSxJQUMzRSxDQUFDLHlDQUF5QyxFQUFFLGVBQWUsT0FBTyxHQUFHLENBQUMsaUJBQWlCLGlCQUFpQixDQUFDO0FBQUEsSUFDekcsQ0FBQyx1QkFBdUIsRUFBRSxRQUFRLE9BQWdCLEdBQUcsQ0FBQyxVQUFVLGVBQWUsQ0FBQztBQUFBLElBQ2hGLENBQUMsMkJBQTJCLEVBQUUsUUFBUSxDQUFDLEVBQUUsTUFBTSxHQUFHLE1BQU0sT0FBTyxDQUFDLEVBQUUsR0FBRyxDQUFDLGtCQUFrQixVQUFVLEdBQUcsQ0FBQztBQUFBLElBQ3RHO0FBQUEsTUFDRTtBQUFBLE1BQ0EsRUFBRSxRQUFRLENBQUMsRUFBRSxNQUFNLEdBQUcsTUFBTSxXQUFvQixDQUFDLEVBQUU7QUFBQSxNQUNuRCxDQUFDLGtCQUFrQiw0QkFBNEIsVUFBVTtBQUFBLElBQzNEO0FBQUEsSUFDQSxDQUFDLGtDQUFrQyxFQUFFLFFBQVEsQ0FBQyxFQUFFLE1BQU0sR0FBRyxNQUFNLE1BQU0sQ0FBQyxFQUFFLEdBQUcsQ0FBQyx5Q0FBeUMsV0FBVyxDQUFDO0FBQUEsSUFDakksQ0FBQyxrQ0FBa0MsRUFBRSxZQUFZLHlCQUF5QixHQUFHLENBQUMsY0FBYyx3QkFBd0IsQ0FBQztBQUFBLElBQ3JILENBQUMsMEJBQTBCLEVBQUUsYUFBYSxLQUFLLEdBQUcsQ0FBQyxlQUFlLGFBQWEsTUFBTSxDQUFDO0FBQUEsSUFDdEYsQ0FBQyx1QkFBdUIsRUFBRSxpQkFBaUIsR0FBRyxlQUFlLEdBQUcsR0FBRyxDQUFDLGlCQUFpQixrQkFBa0IsQ0FBQztBQUFBLElBQ3hHLENBQUMsOEJBQThCLEVBQUUsaUJBQWlCLEdBQUcsZUFBZSxHQUFZLEdBQUcsQ0FBQyxpQkFBaUIsV0FBVyxDQUFDO0FBQUEsSUFDakgsQ0FBQyw4QkFBOEIsRUFBRSxpQkFBaUIsR0FBRyxlQUFlLEtBQUssTUFBTSxNQUFNLEVBQUUsR0FBRyxDQUFDLGlCQUFpQixnQkFBZ0IsQ0FBQztBQUFBLElBQzdILENBQUMsMkJBQTJCLEVBQUUsWUFBWSxDQUFDLEVBQVcsR0FBRyxDQUFDLGNBQWMsa0JBQWtCLENBQUM7QUFBQSxJQUMzRixDQUFDLGlDQUFpQyxFQUFFLFFBQVEsQ0FBQyxJQUFhLEVBQUUsR0FBRyxDQUFDLGFBQWEsV0FBVyxDQUFDO0FBQUEsSUFDekYsQ0FBQyx3QkFBd0IsRUFBRSxRQUFRLENBQUMsRUFBRSxNQUFNLEdBQUcsTUFBTSxRQUFRLFFBQVEsR0FBRyxDQUFDLEVBQUUsR0FBRyxDQUFDLG9CQUFvQixRQUFRLElBQUksQ0FBQztBQUFBLElBQ2hILENBQUMsa0NBQWtDLEVBQUUsUUFBUSxDQUFDLEVBQUUsTUFBTSxHQUFHLE1BQU0sUUFBUSxTQUFTLElBQUksQ0FBQyxFQUFFLEdBQUcsQ0FBQyxxQkFBcUIsS0FBSyxDQUFDO0FBQUEsSUFDdEg7QUFBQSxNQUNFO0FBQUEsTUFDQSxFQUFFLFFBQVEsQ0FBQyxFQUFFLE1BQU0sR0FBRyxNQUFNLFFBQVEsUUFBUSxFQUFFLENBQVUsRUFBRTtBQUFBLE1BQzFELENBQUMsMEJBQTBCLG9DQUFvQztBQUFBLElBQ2pFO0FBQUEsSUFDQSxDQUFDLDhDQUE4QyxFQUFFLFlBQVksUUFBUSxHQUFHLENBQUMscUJBQXFCLE9BQU8sQ0FBQztBQUFBLEVBQ3hHO0FBQ0EsYUFBVyxDQUFDLE1BQU0sU0FBUyxLQUFLLEtBQUssS0FBSztBQUN4QyxPQUFHLFdBQVcsSUFBSSxJQUFJLFlBQVk7QUFDaEMsWUFBTSxNQUFNLE1BQU0sUUFBUSxXQUFXLFNBQVMsQ0FBQyxHQUFHLE9BQU8sQ0FBQztBQUMxRCxhQUFPLENBQUMsV0FBVyxrQkFBa0IsV0FBVyxZQUFZLFdBQVcscUJBQXFCLFdBQVcsSUFBSSxDQUFDLEVBQUUsVUFBVSxJQUFJLElBQUk7QUFDaEksaUJBQVcsS0FBSyxNQUFPLFFBQU8sSUFBSSxPQUFPLEVBQUUsVUFBVSxDQUFDO0FBQUEsSUFDeEQsQ0FBQztBQUFBLEVBQ0g7QUFFQSxLQUFHLHFEQUFxRCxZQUFZO0FBQ2xFLFVBQU0sTUFBTSxNQUFNLFFBQVEsV0FBVyxTQUFTLENBQUMsR0FBRyxFQUFFLFlBQVksTUFBTSxDQUFDLENBQUM7QUFDeEUsV0FBTyxJQUFJLElBQUksRUFBRSxLQUFLLFdBQVcsa0JBQWtCO0FBQ25ELFdBQU8sSUFBSSxPQUFPLEVBQUUsVUFBVSxvQkFBb0I7QUFBQSxFQUNwRCxDQUFDO0FBRUQsS0FBRywwRUFBMEUsWUFBWTtBQUN2RixVQUFNLE9BQU8sTUFBTSxRQUFRLFdBQVcsU0FBUyxFQUFFLFFBQVEsT0FBTyxHQUFHLEVBQUUsaUJBQWlCLEVBQUUsQ0FBQyxDQUFDO0FBQzFGLFdBQVEsS0FBSyxNQUF3QixJQUFJLEVBQUUsS0FBSyxXQUFXLGdCQUFnQjtBQUMzRSxXQUFRLEtBQUssTUFBd0IsT0FBTyxFQUFFLFFBQVEsa0VBQWtFO0FBQ3hILFVBQU0sUUFBUSxNQUFNLFFBQVEsV0FBVyxTQUFTLEVBQUUsUUFBUSxRQUFRLEdBQUcsRUFBRSxpQkFBaUIsRUFBRSxDQUFDLENBQUM7QUFDNUYsV0FBUSxNQUFNLE1BQXdCLElBQUksRUFBRSxLQUFLLFdBQVcsVUFBVTtBQUN0RSxXQUFRLE1BQU0sTUFBd0IsT0FBTyxFQUFFLFFBQVEsMkVBQTJFO0FBQUEsRUFDcEksR0FBRyxJQUFPO0FBRVYsS0FBRyx3RUFBd0UsWUFBWTtBQUVyRixVQUFNLFFBQVEsS0FBSyxLQUFLLE9BQU87QUFDL0IsVUFBTSxXQUFXLFNBQVMsRUFBRSxRQUFRLGdCQUFnQixHQUFHLEVBQUUsaUJBQWlCLEdBQUcsZUFBZSxNQUFNLENBQUM7QUFDbkcsVUFBTSxRQUFRLE1BQU0sUUFBUSxXQUFXLFNBQVMsRUFBRSxRQUFRLGdCQUFnQixHQUFHLEVBQUUsWUFBWSxNQUFNLENBQUMsQ0FBQztBQUNuRyxXQUFRLE1BQU0sTUFBd0IsSUFBSSxFQUFFLEtBQUssV0FBVyxVQUFVO0FBQ3RFLFdBQVEsTUFBTSxNQUF3QixPQUFPLEVBQUUsUUFBUSxpRUFBaUU7QUFFeEgsVUFBTSxRQUFRLE1BQU07QUFBQSxNQUNsQixXQUFXLFNBQVMsRUFBRSxRQUFRLFNBQVMsR0FBRyxFQUFFLGlCQUFpQixHQUFHLGFBQWEsR0FBRyxRQUFRLENBQUMsRUFBRSxNQUFNLEdBQUcsTUFBTSxRQUFRLFFBQVEsRUFBRSxDQUFDLEVBQUUsQ0FBQztBQUFBLElBQ2xJO0FBQ0EsV0FBUSxNQUFNLE1BQXdCLElBQUksRUFBRSxLQUFLLFdBQVcsVUFBVTtBQUN0RSxXQUFRLE1BQU0sTUFBd0IsT0FBTyxFQUFFLFFBQVEsOEVBQThFO0FBQUEsRUFDdkksR0FBRyxJQUFPO0FBRVYsS0FBRyxpREFBaUQsWUFBWTtBQUM5RCxVQUFNLE1BQU0sTUFBTSxRQUFRLFdBQVcsU0FBUyxFQUFFLFFBQVEsV0FBVyxHQUFHLEVBQUUsaUJBQWlCLEVBQUUsQ0FBQyxDQUFDO0FBQzdGLFdBQU8sSUFBSSxJQUFJLEVBQUUsS0FBSyxXQUFXLFdBQVc7QUFDNUMsVUFBTSxRQUFRLElBQUk7QUFDbEIsV0FBTyxNQUFNLElBQUksRUFBRSxLQUFLLFdBQVcsVUFBVTtBQUM3QyxXQUFPLE1BQU0sT0FBTyxFQUFFLFFBQVEsbUZBQW1GO0FBQUEsRUFDbkgsR0FBRyxJQUFPO0FBRVYsS0FBRyxpREFBaUQsWUFBWTtBQUM5RCxVQUFNLE1BQU0sTUFBTSxRQUFRLFdBQVcsU0FBUyxFQUFFLFFBQVEsUUFBUSxHQUFHLEVBQUUsaUJBQWlCLEVBQUUsQ0FBQyxDQUFDO0FBQzFGLFdBQVEsSUFBSSxNQUF3QixJQUFJLEVBQUUsS0FBSyxXQUFXLFVBQVU7QUFDcEUsV0FBUSxJQUFJLE1BQXdCLE9BQU8sRUFBRSxRQUFRLDZCQUE2QjtBQUFBLEVBQ3BGLEdBQUcsSUFBTztBQUNaLENBQUM7IiwKICAibmFtZXMiOiBbXQp9Cg==
