import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCluster } from "../src/index.js";
import { RESTART_PROGRAM, runRestart } from "./helpers/restart.js";
const CHILD = fileURLToPath(new URL("./helpers/paths-child.mjs", import.meta.url));
const DEADLINE_MS = 6e4;
function child(args) {
  const r = spawnSync(process.execPath, [CHILD, ...args], { encoding: "utf8", timeout: DEADLINE_MS, maxBuffer: 1 << 20 });
  if (r.status !== 0)
    throw new Error(`child ${args.join(" ")} ended with ${r.status ?? r.signal} (killed at the deadline: it hung): ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split("\n").pop());
}
const root = mkdtempSync(join(tmpdir(), "meshwork-paths-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const fifo = join(root, "fifo");
const small = join(root, "small.txt");
const big = join(root, "big.txt");
const inner = join(root, "inner");
beforeAll(() => {
  execFileSync("mkfifo", [fifo]);
  writeFileSync(small, "hello");
  writeFileSync(big, "x".repeat(100));
  mkdirSync(inner);
  writeFileSync(join(inner, "mine.txt"), "mine");
  symlinkSync(big, join(inner, "link-out"));
});
describe("readRegularFile", () => {
  const CASES = [
    ["a regular file within its cap", [small, "10"], 5],
    ["a FIFO", [fifo, "10"], /file ".*fifo": expected a regular file of at most 10 bytes, got a FIFO/],
    ["/dev/zero", ["/dev/zero", "1048576"], /got a character device/],
    ["/dev/urandom", ["/dev/urandom", "1048576"], /got a character device/],
    ["a folder", [root, "10"], /got a directory/],
    ["a file over its cap", [big, "10"], /expected a regular file of at most 10 bytes, got 100 bytes/],
    ["a missing file", [join(root, "none"), "10"], /got no such file \(ENOENT\)/],
    ["a file inside its directory", ["mine.txt", "10", inner], 4],
    [
      "../../../../dev/zero from its directory",
      ["../../../../dev/zero", "10", inner],
      /inside .*inner, got a path outside it \(\/dev\/zero\)/
    ],
    ["a symlink out of its directory", ["link-out", "1000", inner], /got a path outside it/]
  ];
  it.each(CASES)("%s", (_name, args, expected) => {
    const o = child(["read", ...args]);
    if (typeof expected === "number") expect(o).toEqual({ ok: expected });
    else {
      expect(o.code).toBe("MW_PATH");
      expect(o.message).toMatch(expected);
    }
  });
});
describe("ensureDirectory", () => {
  const CASES = [
    [
      "a folder under /proc",
      ["/proc/x"],
      /dir "\/proc\/x": expected a directory that exists or can be created, got mkdir \/proc\/x: no such file/
    ],
    ["a deep folder under /proc", ["/proc/x/y/z"], /mkdir \/proc\/x: no such file/],
    ["/proc itself, to write into", ["/proc", "writable"], /where files can be written, got cannot create a file in \/proc/],
    ["a folder under a file", [join(small, "sub")], /small\.txt is a regular file/],
    ["a nested new folder", [join(root, "a", "b", "c"), "writable"], void 0]
  ];
  it.each(CASES)("%s", (_name, args, expected) => {
    const o = child(["mkdir", ...args]);
    if (expected === void 0) {
      expect(o.ok).toBe(args[0]);
      expect(statSync(args[0]).isDirectory()).toBe(true);
    } else {
      expect(o.code).toBe("MW_PATH");
      expect(o.message).toMatch(expected);
    }
  });
});
describe("cluster.run with checkpoint paths (chain:2)", () => {
  const dir = join(root, "ckpt");
  beforeAll(async () => {
    const cluster = createCluster({ topology: "chain:2" });
    try {
      await runRestart(cluster, {}, { checkpointEvery: 4, checkpointDir: dir });
    } finally {
      await cluster.close();
    }
  }, 12e4);
  it("checkpointDir under /proc: MW_PATH at once, within timeoutMs", () => {
    const o = child(["run", RESTART_PROGRAM.href, JSON.stringify({ checkpointEvery: 1, checkpointDir: "/proc/x", timeoutMs: 5e3 })]);
    expect(o.code).toBe("MW_PATH");
    expect(o.message).toMatch(/checkpointDir "\/proc\/x": expected a directory .* got mkdir \/proc\/x: no such file/);
  });
  const tampered = [
    [
      "the newest rank image is a FIFO",
      (d) => {
        rmSync(join(d, "epoch-00000003.rank-1.mwck"));
        execFileSync("mkfifo", [join(d, "epoch-00000003.rank-1.mwck")]);
      },
      /epoch 3 epoch-00000003\.rank-1\.mwck: checkpoint image ".*": expected a regular file of at most \d+ bytes inside .*, got a FIFO/
    ],
    [
      "a manifest entry names ../../../../dev/zero",
      (d) => {
        const file = join(d, "epoch-00000003.manifest.json");
        const m = JSON.parse(readFileSync(file, "utf8"));
        m.files[0].file = "../../../../dev/zero";
        writeFileSync(file, JSON.stringify(m));
      },
      /epoch-00000003\.manifest\.json: epoch-00000003\.manifest\.json file entry 0 must be \{ rank: 0, file: "epoch-00000003\.rank-0\.mwck"/
    ],
    [
      "the newest manifest is a FIFO",
      (d) => {
        rmSync(join(d, "epoch-00000003.manifest.json"));
        execFileSync("mkfifo", [join(d, "epoch-00000003.manifest.json")]);
      },
      /epoch-00000003\.manifest\.json: checkpoint manifest ".*" expected a regular file|got a FIFO/
    ]
  ];
  it.each(tampered)("resumeFrom where %s: refused without a read, the checkpoint before is used", (name, tamper, reason) => {
    const d = join(root, name.replace(/[^a-z]+/g, "-"));
    cpSync(dir, d, { recursive: true });
    tamper(d);
    const o = child(["run", RESTART_PROGRAM.href, JSON.stringify({ resumeFrom: d, timeoutMs: 3e4 })]);
    expect(o.ok, o.message).toBe(true);
    expect(o.recovery?.resumedFrom).toMatchObject({ epoch: 2, step: 8 });
    expect(o.recovery?.rejected).toHaveLength(1);
    expect(o.recovery?.rejected[0]).toMatch(reason);
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9wYXRocy50ZXN0LnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKipcbiAqIFBhdGhzIHRoYXQgdXNlZCB0byBoYW5nIHRoZSBob3N0IG9yIGVhdCBpdHMgbWVtb3J5IChpc3N1ZSAyNCwgaXRlbXMgMyBhbmQgNCksIGF0IHRoZSBydW50aW1lJ3NcbiAqIEFQSTogYHJlYWRSZWd1bGFyRmlsZWAgcmVmdXNlcyBGSUZPcywgZGV2aWNlcywgZm9sZGVycywgZmlsZXMgb3ZlciB0aGVpciBjYXAgYW5kIGZpbGVzIG91dHNpZGVcbiAqIHRoZWlyIGRpcmVjdG9yeSBiZWZvcmUgYW55IHJlYWQ7IGBlbnN1cmVEaXJlY3RvcnlgIGNyZWF0ZXMgbGV2ZWwgYnkgbGV2ZWwgYW5kIHJlZnVzZXMgL3Byb2NcbiAqIChOb2RlJ3MgcmVjdXJzaXZlIG1rZGlyIGxvb3BzIGZvcmV2ZXIgdGhlcmUpIGFuZCBmb2xkZXJzIHdoZXJlIG5vdGhpbmcgY2FuIGJlIHdyaXR0ZW47XG4gKiBgY2x1c3Rlci5ydW5gIHdpdGggYGNoZWNrcG9pbnREaXJgIHVuZGVyIC9wcm9jIGZhaWxzIGF0IG9uY2UgKE1XX1BBVEgpLCBhbmQgYHJlc3VtZUZyb21gIHNraXBzIGFcbiAqIHJhbmsgaW1hZ2UgdGhhdCBpcyBhIEZJRk8gb3IgYSBtYW5pZmVzdCBlbnRyeSB0aGF0IHBvaW50cyBvdXRzaWRlIHRoZSBkaXJlY3RvcnkuIEV2ZXJ5IGNhc2UgcnVuc1xuICogaW4gYSBjaGlsZCBwcm9jZXNzIHdpdGggYSBkZWFkbGluZTogYSByZWdyZXNzaW9uIGlzIGEgZmFpbGVkIGNhc2UsIG5ldmVyIGEgaHVuZyB0ZXN0IHJ1bi5cbiAqL1xuaW1wb3J0IHsgZXhlY0ZpbGVTeW5jLCBzcGF3blN5bmMgfSBmcm9tICdub2RlOmNoaWxkX3Byb2Nlc3MnO1xuaW1wb3J0IHsgY3BTeW5jLCBta2RpclN5bmMsIG1rZHRlbXBTeW5jLCByZWFkRmlsZVN5bmMsIHJtU3luYywgc3RhdFN5bmMsIHN5bWxpbmtTeW5jLCB3cml0ZUZpbGVTeW5jIH0gZnJvbSAnbm9kZTpmcyc7XG5pbXBvcnQgeyB0bXBkaXIgfSBmcm9tICdub2RlOm9zJztcbmltcG9ydCB7IGpvaW4gfSBmcm9tICdub2RlOnBhdGgnO1xuaW1wb3J0IHsgZmlsZVVSTFRvUGF0aCB9IGZyb20gJ25vZGU6dXJsJztcbmltcG9ydCB7IGFmdGVyQWxsLCBiZWZvcmVBbGwsIGRlc2NyaWJlLCBleHBlY3QsIGl0IH0gZnJvbSAndml0ZXN0JztcbmltcG9ydCB7IGNyZWF0ZUNsdXN0ZXIgfSBmcm9tICcuLi9zcmMvaW5kZXguanMnO1xuaW1wb3J0IHsgUkVTVEFSVF9QUk9HUkFNLCBydW5SZXN0YXJ0IH0gZnJvbSAnLi9oZWxwZXJzL3Jlc3RhcnQuanMnO1xuXG5jb25zdCBDSElMRCA9IGZpbGVVUkxUb1BhdGgobmV3IFVSTCgnLi9oZWxwZXJzL3BhdGhzLWNoaWxkLm1qcycsIGltcG9ydC5tZXRhLnVybCkpO1xuY29uc3QgREVBRExJTkVfTVMgPSA2MF8wMDA7XG5cbmludGVyZmFjZSBPdXRjb21lIHtcbiAgcmVhZG9ubHkgb2s/OiB1bmtub3duO1xuICByZWFkb25seSBjb2RlPzogc3RyaW5nO1xuICByZWFkb25seSBtZXNzYWdlPzogc3RyaW5nO1xuICByZWFkb25seSByZWNvdmVyeT86IHsgcmVzdW1lZEZyb20/OiB7IGVwb2NoOiBudW1iZXI7IHN0ZXA6IG51bWJlciB9OyByZWplY3RlZDogc3RyaW5nW10gfTtcbn1cblxuZnVuY3Rpb24gY2hpbGQoYXJnczogc3RyaW5nW10pOiBPdXRjb21lIHtcbiAgY29uc3QgciA9IHNwYXduU3luYyhwcm9jZXNzLmV4ZWNQYXRoLCBbQ0hJTEQsIC4uLmFyZ3NdLCB7IGVuY29kaW5nOiAndXRmOCcsIHRpbWVvdXQ6IERFQURMSU5FX01TLCBtYXhCdWZmZXI6IDEgPDwgMjAgfSk7XG4gIGlmIChyLnN0YXR1cyAhPT0gMClcbiAgICB0aHJvdyBuZXcgRXJyb3IoYGNoaWxkICR7YXJncy5qb2luKCcgJyl9IGVuZGVkIHdpdGggJHtyLnN0YXR1cyA/PyByLnNpZ25hbH0gKGtpbGxlZCBhdCB0aGUgZGVhZGxpbmU6IGl0IGh1bmcpOiAke3Iuc3RkZXJyfWApO1xuICByZXR1cm4gSlNPTi5wYXJzZShyLnN0ZG91dC50cmltKCkuc3BsaXQoJ1xcbicpLnBvcCgpIGFzIHN0cmluZykgYXMgT3V0Y29tZTtcbn1cblxuY29uc3Qgcm9vdCA9IG1rZHRlbXBTeW5jKGpvaW4odG1wZGlyKCksICdtZXNod29yay1wYXRocy0nKSk7XG5hZnRlckFsbCgoKSA9PiBybVN5bmMocm9vdCwgeyByZWN1cnNpdmU6IHRydWUsIGZvcmNlOiB0cnVlIH0pKTtcbmNvbnN0IGZpZm8gPSBqb2luKHJvb3QsICdmaWZvJyk7XG5jb25zdCBzbWFsbCA9IGpvaW4ocm9vdCwgJ3NtYWxsLnR4dCcpO1xuY29uc3QgYmlnID0gam9pbihyb290LCAnYmlnLnR4dCcpO1xuY29uc3QgaW5uZXIgPSBqb2luKHJvb3QsICdpbm5lcicpO1xuYmVmb3JlQWxsKCgpID0+IHtcbiAgZXhlY0ZpbGVTeW5jKCdta2ZpZm8nLCBbZmlmb10pO1xuICB3cml0ZUZpbGVTeW5jKHNtYWxsLCAnaGVsbG8nKTtcbiAgd3JpdGVGaWxlU3luYyhiaWcsICd4Jy5yZXBlYXQoMTAwKSk7XG4gIG1rZGlyU3luYyhpbm5lcik7XG4gIHdyaXRlRmlsZVN5bmMoam9pbihpbm5lciwgJ21pbmUudHh0JyksICdtaW5lJyk7XG4gIHN5bWxpbmtTeW5jKGJpZywgam9pbihpbm5lciwgJ2xpbmstb3V0JykpO1xufSk7XG5cbmRlc2NyaWJlKCdyZWFkUmVndWxhckZpbGUnLCAoKSA9PiB7XG4gIGNvbnN0IENBU0VTOiBbc3RyaW5nLCBzdHJpbmdbXSwgUmVnRXhwIHwgbnVtYmVyXVtdID0gW1xuICAgIFsnYSByZWd1bGFyIGZpbGUgd2l0aGluIGl0cyBjYXAnLCBbc21hbGwsICcxMCddLCA1XSxcbiAgICBbJ2EgRklGTycsIFtmaWZvLCAnMTAnXSwgL2ZpbGUgXCIuKmZpZm9cIjogZXhwZWN0ZWQgYSByZWd1bGFyIGZpbGUgb2YgYXQgbW9zdCAxMCBieXRlcywgZ290IGEgRklGTy9dLFxuICAgIFsnL2Rldi96ZXJvJywgWycvZGV2L3plcm8nLCAnMTA0ODU3NiddLCAvZ290IGEgY2hhcmFjdGVyIGRldmljZS9dLFxuICAgIFsnL2Rldi91cmFuZG9tJywgWycvZGV2L3VyYW5kb20nLCAnMTA0ODU3NiddLCAvZ290IGEgY2hhcmFjdGVyIGRldmljZS9dLFxuICAgIFsnYSBmb2xkZXInLCBbcm9vdCwgJzEwJ10sIC9nb3QgYSBkaXJlY3RvcnkvXSxcbiAgICBbJ2EgZmlsZSBvdmVyIGl0cyBjYXAnLCBbYmlnLCAnMTAnXSwgL2V4cGVjdGVkIGEgcmVndWxhciBmaWxlIG9mIGF0IG1vc3QgMTAgYnl0ZXMsIGdvdCAxMDAgYnl0ZXMvXSxcbiAgICBbJ2EgbWlzc2luZyBmaWxlJywgW2pvaW4ocm9vdCwgJ25vbmUnKSwgJzEwJ10sIC9nb3Qgbm8gc3VjaCBmaWxlIFxcKEVOT0VOVFxcKS9dLFxuICAgIFsnYSBmaWxlIGluc2lkZSBpdHMgZGlyZWN0b3J5JywgWydtaW5lLnR4dCcsICcxMCcsIGlubmVyXSwgNF0sXG4gICAgW1xuICAgICAgJy4uLy4uLy4uLy4uL2Rldi96ZXJvIGZyb20gaXRzIGRpcmVjdG9yeScsXG4gICAgICBbJy4uLy4uLy4uLy4uL2Rldi96ZXJvJywgJzEwJywgaW5uZXJdLFxuICAgICAgL2luc2lkZSAuKmlubmVyLCBnb3QgYSBwYXRoIG91dHNpZGUgaXQgXFwoXFwvZGV2XFwvemVyb1xcKS8sXG4gICAgXSxcbiAgICBbJ2Egc3ltbGluayBvdXQgb2YgaXRzIGRpcmVjdG9yeScsIFsnbGluay1vdXQnLCAnMTAwMCcsIGlubmVyXSwgL2dvdCBhIHBhdGggb3V0c2lkZSBpdC9dLFxuICBdO1xuICBpdC5lYWNoKENBU0VTKSgnJXMnLCAoX25hbWUsIGFyZ3MsIGV4cGVjdGVkKSA9PiB7XG4gICAgY29uc3QgbyA9IGNoaWxkKFsncmVhZCcsIC4uLmFyZ3NdKTtcbiAgICBpZiAodHlwZW9mIGV4cGVjdGVkID09PSAnbnVtYmVyJykgZXhwZWN0KG8pLnRvRXF1YWwoeyBvazogZXhwZWN0ZWQgfSk7XG4gICAgZWxzZSB7XG4gICAgICBleHBlY3Qoby5jb2RlKS50b0JlKCdNV19QQVRIJyk7XG4gICAgICBleHBlY3Qoby5tZXNzYWdlKS50b01hdGNoKGV4cGVjdGVkKTtcbiAgICB9XG4gIH0pO1xufSk7XG5cbmRlc2NyaWJlKCdlbnN1cmVEaXJlY3RvcnknLCAoKSA9PiB7XG4gIGNvbnN0IENBU0VTOiBbc3RyaW5nLCBzdHJpbmdbXSwgUmVnRXhwIHwgdW5kZWZpbmVkXVtdID0gW1xuICAgIFtcbiAgICAgICdhIGZvbGRlciB1bmRlciAvcHJvYycsXG4gICAgICBbJy9wcm9jL3gnXSxcbiAgICAgIC9kaXIgXCJcXC9wcm9jXFwveFwiOiBleHBlY3RlZCBhIGRpcmVjdG9yeSB0aGF0IGV4aXN0cyBvciBjYW4gYmUgY3JlYXRlZCwgZ290IG1rZGlyIFxcL3Byb2NcXC94OiBubyBzdWNoIGZpbGUvLFxuICAgIF0sXG4gICAgWydhIGRlZXAgZm9sZGVyIHVuZGVyIC9wcm9jJywgWycvcHJvYy94L3kveiddLCAvbWtkaXIgXFwvcHJvY1xcL3g6IG5vIHN1Y2ggZmlsZS9dLFxuICAgIFsnL3Byb2MgaXRzZWxmLCB0byB3cml0ZSBpbnRvJywgWycvcHJvYycsICd3cml0YWJsZSddLCAvd2hlcmUgZmlsZXMgY2FuIGJlIHdyaXR0ZW4sIGdvdCBjYW5ub3QgY3JlYXRlIGEgZmlsZSBpbiBcXC9wcm9jL10sXG4gICAgWydhIGZvbGRlciB1bmRlciBhIGZpbGUnLCBbam9pbihzbWFsbCwgJ3N1YicpXSwgL3NtYWxsXFwudHh0IGlzIGEgcmVndWxhciBmaWxlL10sXG4gICAgWydhIG5lc3RlZCBuZXcgZm9sZGVyJywgW2pvaW4ocm9vdCwgJ2EnLCAnYicsICdjJyksICd3cml0YWJsZSddLCB1bmRlZmluZWRdLFxuICBdO1xuICBpdC5lYWNoKENBU0VTKSgnJXMnLCAoX25hbWUsIGFyZ3MsIGV4cGVjdGVkKSA9PiB7XG4gICAgY29uc3QgbyA9IGNoaWxkKFsnbWtkaXInLCAuLi5hcmdzXSk7XG4gICAgaWYgKGV4cGVjdGVkID09PSB1bmRlZmluZWQpIHtcbiAgICAgIGV4cGVjdChvLm9rKS50b0JlKGFyZ3NbMF0pO1xuICAgICAgZXhwZWN0KHN0YXRTeW5jKGFyZ3NbMF0gYXMgc3RyaW5nKS5pc0RpcmVjdG9yeSgpKS50b0JlKHRydWUpO1xuICAgIH0gZWxzZSB7XG4gICAgICBleHBlY3Qoby5jb2RlKS50b0JlKCdNV19QQVRIJyk7XG4gICAgICBleHBlY3Qoby5tZXNzYWdlKS50b01hdGNoKGV4cGVjdGVkKTtcbiAgICB9XG4gIH0pO1xufSk7XG5cbmRlc2NyaWJlKCdjbHVzdGVyLnJ1biB3aXRoIGNoZWNrcG9pbnQgcGF0aHMgKGNoYWluOjIpJywgKCkgPT4ge1xuICBjb25zdCBkaXIgPSBqb2luKHJvb3QsICdja3B0Jyk7XG4gIGJlZm9yZUFsbChhc3luYyAoKSA9PiB7XG4gICAgLy8gZXBvY2hzIDEuLjMgKHN0ZXBzIDQsIDgsIDEyKTsgdGhlIG5ld2VzdCB0d28gYXJlIGtlcHRcbiAgICBjb25zdCBjbHVzdGVyID0gY3JlYXRlQ2x1c3Rlcih7IHRvcG9sb2d5OiAnY2hhaW46MicgfSk7XG4gICAgdHJ5IHtcbiAgICAgIGF3YWl0IHJ1blJlc3RhcnQoY2x1c3Rlciwge30sIHsgY2hlY2twb2ludEV2ZXJ5OiA0LCBjaGVja3BvaW50RGlyOiBkaXIgfSk7XG4gICAgfSBmaW5hbGx5IHtcbiAgICAgIGF3YWl0IGNsdXN0ZXIuY2xvc2UoKTtcbiAgICB9XG4gIH0sIDEyMF8wMDApO1xuXG4gIGl0KCdjaGVja3BvaW50RGlyIHVuZGVyIC9wcm9jOiBNV19QQVRIIGF0IG9uY2UsIHdpdGhpbiB0aW1lb3V0TXMnLCAoKSA9PiB7XG4gICAgY29uc3QgbyA9IGNoaWxkKFsncnVuJywgUkVTVEFSVF9QUk9HUkFNLmhyZWYsIEpTT04uc3RyaW5naWZ5KHsgY2hlY2twb2ludEV2ZXJ5OiAxLCBjaGVja3BvaW50RGlyOiAnL3Byb2MveCcsIHRpbWVvdXRNczogNTAwMCB9KV0pO1xuICAgIGV4cGVjdChvLmNvZGUpLnRvQmUoJ01XX1BBVEgnKTtcbiAgICBleHBlY3Qoby5tZXNzYWdlKS50b01hdGNoKC9jaGVja3BvaW50RGlyIFwiXFwvcHJvY1xcL3hcIjogZXhwZWN0ZWQgYSBkaXJlY3RvcnkgLiogZ290IG1rZGlyIFxcL3Byb2NcXC94OiBubyBzdWNoIGZpbGUvKTtcbiAgfSk7XG5cbiAgY29uc3QgdGFtcGVyZWQ6IFtzdHJpbmcsIChkOiBzdHJpbmcpID0+IHZvaWQsIFJlZ0V4cF1bXSA9IFtcbiAgICBbXG4gICAgICAndGhlIG5ld2VzdCByYW5rIGltYWdlIGlzIGEgRklGTycsXG4gICAgICAoZCkgPT4ge1xuICAgICAgICBybVN5bmMoam9pbihkLCAnZXBvY2gtMDAwMDAwMDMucmFuay0xLm13Y2snKSk7XG4gICAgICAgIGV4ZWNGaWxlU3luYygnbWtmaWZvJywgW2pvaW4oZCwgJ2Vwb2NoLTAwMDAwMDAzLnJhbmstMS5td2NrJyldKTtcbiAgICAgIH0sXG4gICAgICAvZXBvY2ggMyBlcG9jaC0wMDAwMDAwM1xcLnJhbmstMVxcLm13Y2s6IGNoZWNrcG9pbnQgaW1hZ2UgXCIuKlwiOiBleHBlY3RlZCBhIHJlZ3VsYXIgZmlsZSBvZiBhdCBtb3N0IFxcZCsgYnl0ZXMgaW5zaWRlIC4qLCBnb3QgYSBGSUZPLyxcbiAgICBdLFxuICAgIFtcbiAgICAgICdhIG1hbmlmZXN0IGVudHJ5IG5hbWVzIC4uLy4uLy4uLy4uL2Rldi96ZXJvJyxcbiAgICAgIChkKSA9PiB7XG4gICAgICAgIGNvbnN0IGZpbGUgPSBqb2luKGQsICdlcG9jaC0wMDAwMDAwMy5tYW5pZmVzdC5qc29uJyk7XG4gICAgICAgIGNvbnN0IG0gPSBKU09OLnBhcnNlKHJlYWRGaWxlU3luYyhmaWxlLCAndXRmOCcpKTtcbiAgICAgICAgbS5maWxlc1swXS5maWxlID0gJy4uLy4uLy4uLy4uL2Rldi96ZXJvJztcbiAgICAgICAgd3JpdGVGaWxlU3luYyhmaWxlLCBKU09OLnN0cmluZ2lmeShtKSk7XG4gICAgICB9LFxuICAgICAgL2Vwb2NoLTAwMDAwMDAzXFwubWFuaWZlc3RcXC5qc29uOiBlcG9jaC0wMDAwMDAwM1xcLm1hbmlmZXN0XFwuanNvbiBmaWxlIGVudHJ5IDAgbXVzdCBiZSBcXHsgcmFuazogMCwgZmlsZTogXCJlcG9jaC0wMDAwMDAwM1xcLnJhbmstMFxcLm13Y2tcIi8sXG4gICAgXSxcbiAgICBbXG4gICAgICAndGhlIG5ld2VzdCBtYW5pZmVzdCBpcyBhIEZJRk8nLFxuICAgICAgKGQpID0+IHtcbiAgICAgICAgcm1TeW5jKGpvaW4oZCwgJ2Vwb2NoLTAwMDAwMDAzLm1hbmlmZXN0Lmpzb24nKSk7XG4gICAgICAgIGV4ZWNGaWxlU3luYygnbWtmaWZvJywgW2pvaW4oZCwgJ2Vwb2NoLTAwMDAwMDAzLm1hbmlmZXN0Lmpzb24nKV0pO1xuICAgICAgfSxcbiAgICAgIC9lcG9jaC0wMDAwMDAwM1xcLm1hbmlmZXN0XFwuanNvbjogY2hlY2twb2ludCBtYW5pZmVzdCBcIi4qXCIgZXhwZWN0ZWQgYSByZWd1bGFyIGZpbGV8Z290IGEgRklGTy8sXG4gICAgXSxcbiAgXTtcbiAgaXQuZWFjaCh0YW1wZXJlZCkoJ3Jlc3VtZUZyb20gd2hlcmUgJXM6IHJlZnVzZWQgd2l0aG91dCBhIHJlYWQsIHRoZSBjaGVja3BvaW50IGJlZm9yZSBpcyB1c2VkJywgKG5hbWUsIHRhbXBlciwgcmVhc29uKSA9PiB7XG4gICAgY29uc3QgZCA9IGpvaW4ocm9vdCwgbmFtZS5yZXBsYWNlKC9bXmEtel0rL2csICctJykpO1xuICAgIGNwU3luYyhkaXIsIGQsIHsgcmVjdXJzaXZlOiB0cnVlIH0pO1xuICAgIHRhbXBlcihkKTtcbiAgICBjb25zdCBvID0gY2hpbGQoWydydW4nLCBSRVNUQVJUX1BST0dSQU0uaHJlZiwgSlNPTi5zdHJpbmdpZnkoeyByZXN1bWVGcm9tOiBkLCB0aW1lb3V0TXM6IDMwXzAwMCB9KV0pO1xuICAgIGV4cGVjdChvLm9rLCBvLm1lc3NhZ2UpLnRvQmUodHJ1ZSk7XG4gICAgZXhwZWN0KG8ucmVjb3Zlcnk/LnJlc3VtZWRGcm9tKS50b01hdGNoT2JqZWN0KHsgZXBvY2g6IDIsIHN0ZXA6IDggfSk7XG4gICAgZXhwZWN0KG8ucmVjb3Zlcnk/LnJlamVjdGVkKS50b0hhdmVMZW5ndGgoMSk7XG4gICAgZXhwZWN0KG8ucmVjb3Zlcnk/LnJlamVjdGVkWzBdKS50b01hdGNoKHJlYXNvbik7XG4gIH0pO1xufSk7XG4iXSwKICAibWFwcGluZ3MiOiAiQUFTQSxTQUFTLGNBQWMsaUJBQWlCO0FBQ3hDLFNBQVMsUUFBUSxXQUFXLGFBQWEsY0FBYyxRQUFRLFVBQVUsYUFBYSxxQkFBcUI7QUFDM0csU0FBUyxjQUFjO0FBQ3ZCLFNBQVMsWUFBWTtBQUNyQixTQUFTLHFCQUFxQjtBQUM5QixTQUFTLFVBQVUsV0FBVyxVQUFVLFFBQVEsVUFBVTtBQUMxRCxTQUFTLHFCQUFxQjtBQUM5QixTQUFTLGlCQUFpQixrQkFBa0I7QUFFNUMsTUFBTSxRQUFRLGNBQWMsSUFBSSxJQUFJLDZCQUE2QixZQUFZLEdBQUcsQ0FBQztBQUNqRixNQUFNLGNBQWM7QUFTcEIsU0FBUyxNQUFNLE1BQXlCO0FBQ3RDLFFBQU0sSUFBSSxVQUFVLFFBQVEsVUFBVSxDQUFDLE9BQU8sR0FBRyxJQUFJLEdBQUcsRUFBRSxVQUFVLFFBQVEsU0FBUyxhQUFhLFdBQVcsS0FBSyxHQUFHLENBQUM7QUFDdEgsTUFBSSxFQUFFLFdBQVc7QUFDZixVQUFNLElBQUksTUFBTSxTQUFTLEtBQUssS0FBSyxHQUFHLENBQUMsZUFBZSxFQUFFLFVBQVUsRUFBRSxNQUFNLHVDQUF1QyxFQUFFLE1BQU0sRUFBRTtBQUM3SCxTQUFPLEtBQUssTUFBTSxFQUFFLE9BQU8sS0FBSyxFQUFFLE1BQU0sSUFBSSxFQUFFLElBQUksQ0FBVztBQUMvRDtBQUVBLE1BQU0sT0FBTyxZQUFZLEtBQUssT0FBTyxHQUFHLGlCQUFpQixDQUFDO0FBQzFELFNBQVMsTUFBTSxPQUFPLE1BQU0sRUFBRSxXQUFXLE1BQU0sT0FBTyxLQUFLLENBQUMsQ0FBQztBQUM3RCxNQUFNLE9BQU8sS0FBSyxNQUFNLE1BQU07QUFDOUIsTUFBTSxRQUFRLEtBQUssTUFBTSxXQUFXO0FBQ3BDLE1BQU0sTUFBTSxLQUFLLE1BQU0sU0FBUztBQUNoQyxNQUFNLFFBQVEsS0FBSyxNQUFNLE9BQU87QUFDaEMsVUFBVSxNQUFNO0FBQ2QsZUFBYSxVQUFVLENBQUMsSUFBSSxDQUFDO0FBQzdCLGdCQUFjLE9BQU8sT0FBTztBQUM1QixnQkFBYyxLQUFLLElBQUksT0FBTyxHQUFHLENBQUM7QUFDbEMsWUFBVSxLQUFLO0FBQ2YsZ0JBQWMsS0FBSyxPQUFPLFVBQVUsR0FBRyxNQUFNO0FBQzdDLGNBQVksS0FBSyxLQUFLLE9BQU8sVUFBVSxDQUFDO0FBQzFDLENBQUM7QUFFRCxTQUFTLG1CQUFtQixNQUFNO0FBQ2hDLFFBQU0sUUFBK0M7QUFBQSxJQUNuRCxDQUFDLGlDQUFpQyxDQUFDLE9BQU8sSUFBSSxHQUFHLENBQUM7QUFBQSxJQUNsRCxDQUFDLFVBQVUsQ0FBQyxNQUFNLElBQUksR0FBRyx3RUFBd0U7QUFBQSxJQUNqRyxDQUFDLGFBQWEsQ0FBQyxhQUFhLFNBQVMsR0FBRyx3QkFBd0I7QUFBQSxJQUNoRSxDQUFDLGdCQUFnQixDQUFDLGdCQUFnQixTQUFTLEdBQUcsd0JBQXdCO0FBQUEsSUFDdEUsQ0FBQyxZQUFZLENBQUMsTUFBTSxJQUFJLEdBQUcsaUJBQWlCO0FBQUEsSUFDNUMsQ0FBQyx1QkFBdUIsQ0FBQyxLQUFLLElBQUksR0FBRyw0REFBNEQ7QUFBQSxJQUNqRyxDQUFDLGtCQUFrQixDQUFDLEtBQUssTUFBTSxNQUFNLEdBQUcsSUFBSSxHQUFHLDZCQUE2QjtBQUFBLElBQzVFLENBQUMsK0JBQStCLENBQUMsWUFBWSxNQUFNLEtBQUssR0FBRyxDQUFDO0FBQUEsSUFDNUQ7QUFBQSxNQUNFO0FBQUEsTUFDQSxDQUFDLHdCQUF3QixNQUFNLEtBQUs7QUFBQSxNQUNwQztBQUFBLElBQ0Y7QUFBQSxJQUNBLENBQUMsa0NBQWtDLENBQUMsWUFBWSxRQUFRLEtBQUssR0FBRyx1QkFBdUI7QUFBQSxFQUN6RjtBQUNBLEtBQUcsS0FBSyxLQUFLLEVBQUUsTUFBTSxDQUFDLE9BQU8sTUFBTSxhQUFhO0FBQzlDLFVBQU0sSUFBSSxNQUFNLENBQUMsUUFBUSxHQUFHLElBQUksQ0FBQztBQUNqQyxRQUFJLE9BQU8sYUFBYSxTQUFVLFFBQU8sQ0FBQyxFQUFFLFFBQVEsRUFBRSxJQUFJLFNBQVMsQ0FBQztBQUFBLFNBQy9EO0FBQ0gsYUFBTyxFQUFFLElBQUksRUFBRSxLQUFLLFNBQVM7QUFDN0IsYUFBTyxFQUFFLE9BQU8sRUFBRSxRQUFRLFFBQVE7QUFBQSxJQUNwQztBQUFBLEVBQ0YsQ0FBQztBQUNILENBQUM7QUFFRCxTQUFTLG1CQUFtQixNQUFNO0FBQ2hDLFFBQU0sUUFBa0Q7QUFBQSxJQUN0RDtBQUFBLE1BQ0U7QUFBQSxNQUNBLENBQUMsU0FBUztBQUFBLE1BQ1Y7QUFBQSxJQUNGO0FBQUEsSUFDQSxDQUFDLDZCQUE2QixDQUFDLGFBQWEsR0FBRywrQkFBK0I7QUFBQSxJQUM5RSxDQUFDLCtCQUErQixDQUFDLFNBQVMsVUFBVSxHQUFHLGdFQUFnRTtBQUFBLElBQ3ZILENBQUMseUJBQXlCLENBQUMsS0FBSyxPQUFPLEtBQUssQ0FBQyxHQUFHLDhCQUE4QjtBQUFBLElBQzlFLENBQUMsdUJBQXVCLENBQUMsS0FBSyxNQUFNLEtBQUssS0FBSyxHQUFHLEdBQUcsVUFBVSxHQUFHLE1BQVM7QUFBQSxFQUM1RTtBQUNBLEtBQUcsS0FBSyxLQUFLLEVBQUUsTUFBTSxDQUFDLE9BQU8sTUFBTSxhQUFhO0FBQzlDLFVBQU0sSUFBSSxNQUFNLENBQUMsU0FBUyxHQUFHLElBQUksQ0FBQztBQUNsQyxRQUFJLGFBQWEsUUFBVztBQUMxQixhQUFPLEVBQUUsRUFBRSxFQUFFLEtBQUssS0FBSyxDQUFDLENBQUM7QUFDekIsYUFBTyxTQUFTLEtBQUssQ0FBQyxDQUFXLEVBQUUsWUFBWSxDQUFDLEVBQUUsS0FBSyxJQUFJO0FBQUEsSUFDN0QsT0FBTztBQUNMLGFBQU8sRUFBRSxJQUFJLEVBQUUsS0FBSyxTQUFTO0FBQzdCLGFBQU8sRUFBRSxPQUFPLEVBQUUsUUFBUSxRQUFRO0FBQUEsSUFDcEM7QUFBQSxFQUNGLENBQUM7QUFDSCxDQUFDO0FBRUQsU0FBUywrQ0FBK0MsTUFBTTtBQUM1RCxRQUFNLE1BQU0sS0FBSyxNQUFNLE1BQU07QUFDN0IsWUFBVSxZQUFZO0FBRXBCLFVBQU0sVUFBVSxjQUFjLEVBQUUsVUFBVSxVQUFVLENBQUM7QUFDckQsUUFBSTtBQUNGLFlBQU0sV0FBVyxTQUFTLENBQUMsR0FBRyxFQUFFLGlCQUFpQixHQUFHLGVBQWUsSUFBSSxDQUFDO0FBQUEsSUFDMUUsVUFBRTtBQUNBLFlBQU0sUUFBUSxNQUFNO0FBQUEsSUFDdEI7QUFBQSxFQUNGLEdBQUcsSUFBTztBQUVWLEtBQUcsZ0VBQWdFLE1BQU07QUFDdkUsVUFBTSxJQUFJLE1BQU0sQ0FBQyxPQUFPLGdCQUFnQixNQUFNLEtBQUssVUFBVSxFQUFFLGlCQUFpQixHQUFHLGVBQWUsV0FBVyxXQUFXLElBQUssQ0FBQyxDQUFDLENBQUM7QUFDaEksV0FBTyxFQUFFLElBQUksRUFBRSxLQUFLLFNBQVM7QUFDN0IsV0FBTyxFQUFFLE9BQU8sRUFBRSxRQUFRLHNGQUFzRjtBQUFBLEVBQ2xILENBQUM7QUFFRCxRQUFNLFdBQW9EO0FBQUEsSUFDeEQ7QUFBQSxNQUNFO0FBQUEsTUFDQSxDQUFDLE1BQU07QUFDTCxlQUFPLEtBQUssR0FBRyw0QkFBNEIsQ0FBQztBQUM1QyxxQkFBYSxVQUFVLENBQUMsS0FBSyxHQUFHLDRCQUE0QixDQUFDLENBQUM7QUFBQSxNQUNoRTtBQUFBLE1BQ0E7QUFBQSxJQUNGO0FBQUEsSUFDQTtBQUFBLE1BQ0U7QUFBQSxNQUNBLENBQUMsTUFBTTtBQUNMLGNBQU0sT0FBTyxLQUFLLEdBQUcsOEJBQThCO0FBQ25ELGNBQU0sSUFBSSxLQUFLLE1BQU0sYUFBYSxNQUFNLE1BQU0sQ0FBQztBQUMvQyxVQUFFLE1BQU0sQ0FBQyxFQUFFLE9BQU87QUFDbEIsc0JBQWMsTUFBTSxLQUFLLFVBQVUsQ0FBQyxDQUFDO0FBQUEsTUFDdkM7QUFBQSxNQUNBO0FBQUEsSUFDRjtBQUFBLElBQ0E7QUFBQSxNQUNFO0FBQUEsTUFDQSxDQUFDLE1BQU07QUFDTCxlQUFPLEtBQUssR0FBRyw4QkFBOEIsQ0FBQztBQUM5QyxxQkFBYSxVQUFVLENBQUMsS0FBSyxHQUFHLDhCQUE4QixDQUFDLENBQUM7QUFBQSxNQUNsRTtBQUFBLE1BQ0E7QUFBQSxJQUNGO0FBQUEsRUFDRjtBQUNBLEtBQUcsS0FBSyxRQUFRLEVBQUUsOEVBQThFLENBQUMsTUFBTSxRQUFRLFdBQVc7QUFDeEgsVUFBTSxJQUFJLEtBQUssTUFBTSxLQUFLLFFBQVEsWUFBWSxHQUFHLENBQUM7QUFDbEQsV0FBTyxLQUFLLEdBQUcsRUFBRSxXQUFXLEtBQUssQ0FBQztBQUNsQyxXQUFPLENBQUM7QUFDUixVQUFNLElBQUksTUFBTSxDQUFDLE9BQU8sZ0JBQWdCLE1BQU0sS0FBSyxVQUFVLEVBQUUsWUFBWSxHQUFHLFdBQVcsSUFBTyxDQUFDLENBQUMsQ0FBQztBQUNuRyxXQUFPLEVBQUUsSUFBSSxFQUFFLE9BQU8sRUFBRSxLQUFLLElBQUk7QUFDakMsV0FBTyxFQUFFLFVBQVUsV0FBVyxFQUFFLGNBQWMsRUFBRSxPQUFPLEdBQUcsTUFBTSxFQUFFLENBQUM7QUFDbkUsV0FBTyxFQUFFLFVBQVUsUUFBUSxFQUFFLGFBQWEsQ0FBQztBQUMzQyxXQUFPLEVBQUUsVUFBVSxTQUFTLENBQUMsQ0FBQyxFQUFFLFFBQVEsTUFBTTtBQUFBLEVBQ2hELENBQUM7QUFDSCxDQUFDOyIsCiAgIm5hbWVzIjogW10KfQo=
