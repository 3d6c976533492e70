import { checkRanksFit, classify, EXIT_USAGE, UsageError } from "@meshwork/harness";
import { availableMemory, clusterMemory, createCluster, ErrorCodes, MeshworkError } from "@meshwork/runtime";
import { describe, expect, it } from "vitest";
import { meshwork, tempDir } from "./helpers.js";
function usage(fn) {
  let caught;
  try {
    fn();
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(UsageError);
  return caught;
}
describe("--ranks against host memory", () => {
  const GiB = 2 ** 30;
  it("a topology that needs more than the host has: a usage error with the figures and the way out", () => {
    const need = clusterMemory("ring:1000");
    expect(need.ranks).toBe(1e3);
    expect(need.rings).toBe(2e3);
    const err = usage(() => checkRanksFit("ring:1000", "--ranks 1000", false, 2 * GiB));
    expect(err.message).toMatch(
      /^--ranks 1000 needs about \d+\.\d GiB \(1000 worker threads of at least \d+ MiB, 2000 link rings of 1 MiB\), more than the 2\.0 GiB this host has available; expected at most about \d+ ranks here: use fewer ranks, or --force-ranks to run anyway$/
    );
  });
  it("fits: no error; --force-ranks skips the check", () => {
    expect(() => checkRanksFit("ring:4", "--ranks 4", false, 2 * GiB)).not.toThrow();
    expect(() => checkRanksFit("ring:1000", "--ranks 1000", true, 2 * GiB)).not.toThrow();
  });
  const fits = clusterMemory("torus:64x64").bytes <= 0.9 * availableMemory();
  it.skipIf(fits)(
    "meshwork run stencil --topology torus:64x64 is refused before any thread starts (exit 2, one line)",
    () => {
      const r = meshwork(["run", "stencil", "--topology", "torus:64x64", "--size", "256"], tempDir());
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toMatch(
        /^meshwork: --topology torus:64x64 needs about \d+\.\d GiB \(4096 worker threads of at least 12 MiB, 16384 link rings of 1 MiB\), more than the .* --force-ranks to run anyway$/m
      );
    },
    6e4
  );
});
describe("app arguments that used to be ignored or misread", () => {
  it.each([
    [
      "sieve",
      ["--balancer-options", '{"x":1}'],
      /sieve takes no --balancer-options: its strategies \(static, cyclic, functional, [a-z, ]+\) have no option block/
    ],
    ["loop", ["--balancer-options", "{}"], /loop takes no --balancer-options/],
    ["knary", ["--balancer-options", '{"k":2}'], /knary takes no --balancer-options/],
    [
      "loop",
      ["--ranks", "1"],
      /--ranks 1: loop runs on a ring by default and a ring needs at least 2 ranks; for one rank use --topology chain:1/
    ],
    ["knary", ["--ranks", "1"], /--ranks 1: knary runs on a ring by default .* --topology chain:1/],
    ["wator", ["--ranks", "1"], /--ranks 1: wator runs on a ring by default .* --topology chain:1/]
  ])("meshwork run %s %j: exit 2 with one line", (app, args, message) => {
    const r = meshwork(["run", app, ...args], tempDir());
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });
  it("a user error raised inside a rank (a MeshworkError cause) is a usage error: exit 2", async () => {
    const cluster = createCluster({ topology: "chain:2", spin: false });
    const source = "export default { brand: 'meshwork.program/v1', main: (ctx) => { if (ctx.rank === 0) ctx.links.send('1', 5); return 0; } };";
    try {
      const err = await cluster.run(`data:text/javascript,${encodeURIComponent(source)}`).then(
        () => void 0,
        (e) => e
      );
      expect(err).toBeInstanceOf(MeshworkError);
      expect(err.code).toBe(ErrorCodes.RANK_FAILED);
      expect(err.cause).toBeInstanceOf(MeshworkError);
      const { code, message } = classify(err);
      expect(code).toBe(EXIT_USAGE);
      expect(message).toContain(`[${ErrorCodes.RANK_FAILED}]`);
      expect(message).toContain(ErrorCodes.INVALID_RANK);
    } finally {
      await cluster.close();
    }
  }, 12e4);
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9ydW4tZ3VhcmRzLnRlc3QudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKlxuICogSXNzdWUgMTMsIGl0ZW1zIDggYW5kIDkgKGNvbW1hbmQgbGluZSk6IGAtLXJhbmtzYCBpcyBjaGVja2VkIGFnYWluc3QgdGhlIG1lbW9yeSB0aGUgaG9zdCBoYXNcbiAqICh3aXRoIC0tZm9yY2UtcmFua3MgdG8gcnVuIGFueXdheSk7IGFwcHMgd2hvc2Ugc3RyYXRlZ2llcyB0YWtlIG5vIG9wdGlvbiBibG9jayByZWZ1c2VcbiAqIC0tYmFsYW5jZXItb3B0aW9ucyBpbnN0ZWFkIG9mIGlnbm9yaW5nIGl0OyBgLS1yYW5rcyAxYCBvbiBhIHJpbmcgYXBwIHN1Z2dlc3RzIGEgY2hhaW47IGEgdXNlclxuICogZXJyb3IgcmFpc2VkIGluc2lkZSBhIHJhbmsgZXhpdHMgMiBsaWtlIG9uZSByYWlzZWQgb24gdGhlIGhvc3QuXG4gKi9cblxuaW1wb3J0IHsgY2hlY2tSYW5rc0ZpdCwgY2xhc3NpZnksIEVYSVRfVVNBR0UsIFVzYWdlRXJyb3IgfSBmcm9tICdAbWVzaHdvcmsvaGFybmVzcyc7XG5pbXBvcnQgeyBhdmFpbGFibGVNZW1vcnksIGNsdXN0ZXJNZW1vcnksIGNyZWF0ZUNsdXN0ZXIsIEVycm9yQ29kZXMsIE1lc2h3b3JrRXJyb3IgfSBmcm9tICdAbWVzaHdvcmsvcnVudGltZSc7XG5pbXBvcnQgeyBkZXNjcmliZSwgZXhwZWN0LCBpdCB9IGZyb20gJ3ZpdGVzdCc7XG5pbXBvcnQgeyBtZXNod29yaywgdGVtcERpciB9IGZyb20gJy4vaGVscGVycy5qcyc7XG5cbmZ1bmN0aW9uIHVzYWdlKGZuOiAoKSA9PiB1bmtub3duKTogVXNhZ2VFcnJvciB7XG4gIGxldCBjYXVnaHQ6IHVua25vd247XG4gIHRyeSB7XG4gICAgZm4oKTtcbiAgfSBjYXRjaCAoZXJyKSB7XG4gICAgY2F1Z2h0ID0gZXJyO1xuICB9XG4gIGV4cGVjdChjYXVnaHQpLnRvQmVJbnN0YW5jZU9mKFVzYWdlRXJyb3IpO1xuICByZXR1cm4gY2F1Z2h0IGFzIFVzYWdlRXJyb3I7XG59XG5cbmRlc2NyaWJlKCctLXJhbmtzIGFnYWluc3QgaG9zdCBtZW1vcnknLCAoKSA9PiB7XG4gIGNvbnN0IEdpQiA9IDIgKiogMzA7XG5cbiAgaXQoJ2EgdG9wb2xvZ3kgdGhhdCBuZWVkcyBtb3JlIHRoYW4gdGhlIGhvc3QgaGFzOiBhIHVzYWdlIGVycm9yIHdpdGggdGhlIGZpZ3VyZXMgYW5kIHRoZSB3YXkgb3V0JywgKCkgPT4ge1xuICAgIGNvbnN0IG5lZWQgPSBjbHVzdGVyTWVtb3J5KCdyaW5nOjEwMDAnKTtcbiAgICBleHBlY3QobmVlZC5yYW5rcykudG9CZSgxMDAwKTtcbiAgICBleHBlY3QobmVlZC5yaW5ncykudG9CZSgyMDAwKTtcbiAgICBjb25zdCBlcnIgPSB1c2FnZSgoKSA9PiBjaGVja1JhbmtzRml0KCdyaW5nOjEwMDAnLCAnLS1yYW5rcyAxMDAwJywgZmFsc2UsIDIgKiBHaUIpKTtcbiAgICBleHBlY3QoZXJyLm1lc3NhZ2UpLnRvTWF0Y2goXG4gICAgICAvXi0tcmFua3MgMTAwMCBuZWVkcyBhYm91dCBcXGQrXFwuXFxkIEdpQiBcXCgxMDAwIHdvcmtlciB0aHJlYWRzIG9mIGF0IGxlYXN0IFxcZCsgTWlCLCAyMDAwIGxpbmsgcmluZ3Mgb2YgMSBNaUJcXCksIG1vcmUgdGhhbiB0aGUgMlxcLjAgR2lCIHRoaXMgaG9zdCBoYXMgYXZhaWxhYmxlOyBleHBlY3RlZCBhdCBtb3N0IGFib3V0IFxcZCsgcmFua3MgaGVyZTogdXNlIGZld2VyIHJhbmtzLCBvciAtLWZvcmNlLXJhbmtzIHRvIHJ1biBhbnl3YXkkLyxcbiAgICApO1xuICB9KTtcblxuICBpdCgnZml0czogbm8gZXJyb3I7IC0tZm9yY2UtcmFua3Mgc2tpcHMgdGhlIGNoZWNrJywgKCkgPT4ge1xuICAgIGV4cGVjdCgoKSA9PiBjaGVja1JhbmtzRml0KCdyaW5nOjQnLCAnLS1yYW5rcyA0JywgZmFsc2UsIDIgKiBHaUIpKS5ub3QudG9UaHJvdygpO1xuICAgIGV4cGVjdCgoKSA9PiBjaGVja1JhbmtzRml0KCdyaW5nOjEwMDAnLCAnLS1yYW5rcyAxMDAwJywgdHJ1ZSwgMiAqIEdpQikpLm5vdC50b1Rocm93KCk7XG4gIH0pO1xuXG4gIC8vIHRvcnVzOjY0eDY0ICg0MDk2IHJhbmtzKSBuZWVkcyBhYm91dCA2NCBHaUI6IHJlZnVzZWQgZXZlcnl3aGVyZSBidXQgb24gdmVyeSBsYXJnZSBob3N0cywgd2hlcmUgdGhlIHRlc3QgaXMgc2tpcHBlZC5cbiAgY29uc3QgZml0cyA9IGNsdXN0ZXJNZW1vcnkoJ3RvcnVzOjY0eDY0JykuYnl0ZXMgPD0gMC45ICogYXZhaWxhYmxlTWVtb3J5KCk7XG4gIGl0LnNraXBJZihmaXRzKShcbiAgICAnbWVzaHdvcmsgcnVuIHN0ZW5jaWwgLS10b3BvbG9neSB0b3J1czo2NHg2NCBpcyByZWZ1c2VkIGJlZm9yZSBhbnkgdGhyZWFkIHN0YXJ0cyAoZXhpdCAyLCBvbmUgbGluZSknLFxuICAgICgpID0+IHtcbiAgICAgIGNvbnN0IHIgPSBtZXNod29yayhbJ3J1bicsICdzdGVuY2lsJywgJy0tdG9wb2xvZ3knLCAndG9ydXM6NjR4NjQnLCAnLS1zaXplJywgJzI1NiddLCB0ZW1wRGlyKCkpO1xuICAgICAgZXhwZWN0KHIuY29kZSkudG9CZSgyKTtcbiAgICAgIGV4cGVjdChyLnN0ZGVyci50cmltKCkuc3BsaXQoJ1xcbicpKS50b0hhdmVMZW5ndGgoMSk7XG4gICAgICBleHBlY3Qoci5zdGRlcnIpLnRvTWF0Y2goXG4gICAgICAgIC9ebWVzaHdvcms6IC0tdG9wb2xvZ3kgdG9ydXM6NjR4NjQgbmVlZHMgYWJvdXQgXFxkK1xcLlxcZCBHaUIgXFwoNDA5NiB3b3JrZXIgdGhyZWFkcyBvZiBhdCBsZWFzdCAxMiBNaUIsIDE2Mzg0IGxpbmsgcmluZ3Mgb2YgMSBNaUJcXCksIG1vcmUgdGhhbiB0aGUgLiogLS1mb3JjZS1yYW5rcyB0byBydW4gYW55d2F5JC9tLFxuICAgICAgKTtcbiAgICB9LFxuICAgIDYwXzAwMCxcbiAgKTtcbn0pO1xuXG5kZXNjcmliZSgnYXBwIGFyZ3VtZW50cyB0aGF0IHVzZWQgdG8gYmUgaWdub3JlZCBvciBtaXNyZWFkJywgKCkgPT4ge1xuICBpdC5lYWNoKFtcbiAgICBbXG4gICAgICAnc2lldmUnLFxuICAgICAgWyctLWJhbGFuY2VyLW9wdGlvbnMnLCAne1wieFwiOjF9J10sXG4gICAgICAvc2lldmUgdGFrZXMgbm8gLS1iYWxhbmNlci1vcHRpb25zOiBpdHMgc3RyYXRlZ2llcyBcXChzdGF0aWMsIGN5Y2xpYywgZnVuY3Rpb25hbCwgW2EteiwgXStcXCkgaGF2ZSBubyBvcHRpb24gYmxvY2svLFxuICAgIF0sXG4gICAgWydsb29wJywgWyctLWJhbGFuY2VyLW9wdGlvbnMnLCAne30nXSwgL2xvb3AgdGFrZXMgbm8gLS1iYWxhbmNlci1vcHRpb25zL10sXG4gICAgWydrbmFyeScsIFsnLS1iYWxhbmNlci1vcHRpb25zJywgJ3tcImtcIjoyfSddLCAva25hcnkgdGFrZXMgbm8gLS1iYWxhbmNlci1vcHRpb25zL10sXG4gICAgW1xuICAgICAgJ2xvb3AnLFxuICAgICAgWyctLXJhbmtzJywgJzEnXSxcbiAgICAgIC8tLXJhbmtzIDE6IGxvb3AgcnVucyBvbiBhIHJpbmcgYnkgZGVmYXVsdCBhbmQgYSByaW5nIG5lZWRzIGF0IGxlYXN0IDIgcmFua3M7IGZvciBvbmUgcmFuayB1c2UgLS10b3BvbG9neSBjaGFpbjoxLyxcbiAgICBdLFxuICAgIFsna25hcnknLCBbJy0tcmFua3MnLCAnMSddLCAvLS1yYW5rcyAxOiBrbmFyeSBydW5zIG9uIGEgcmluZyBieSBkZWZhdWx0IC4qIC0tdG9wb2xvZ3kgY2hhaW46MS9dLFxuICAgIFsnd2F0b3InLCBbJy0tcmFua3MnLCAnMSddLCAvLS1yYW5rcyAxOiB3YXRvciBydW5zIG9uIGEgcmluZyBieSBkZWZhdWx0IC4qIC0tdG9wb2xvZ3kgY2hhaW46MS9dLFxuICBdKSgnbWVzaHdvcmsgcnVuICVzICVqOiBleGl0IDIgd2l0aCBvbmUgbGluZScsIChhcHAsIGFyZ3MsIG1lc3NhZ2UpID0+IHtcbiAgICBjb25zdCByID0gbWVzaHdvcmsoWydydW4nLCBhcHAsIC4uLmFyZ3NdLCB0ZW1wRGlyKCkpO1xuICAgIGV4cGVjdChyLmNvZGUpLnRvQmUoMik7XG4gICAgZXhwZWN0KHIuc3RkZXJyLnRyaW0oKS5zcGxpdCgnXFxuJykpLnRvSGF2ZUxlbmd0aCgxKTtcbiAgICBleHBlY3Qoci5zdGRlcnIpLnRvTWF0Y2gobWVzc2FnZSk7XG4gIH0pO1xuXG4gIGl0KCdhIHVzZXIgZXJyb3IgcmFpc2VkIGluc2lkZSBhIHJhbmsgKGEgTWVzaHdvcmtFcnJvciBjYXVzZSkgaXMgYSB1c2FnZSBlcnJvcjogZXhpdCAyJywgYXN5bmMgKCkgPT4ge1xuICAgIGNvbnN0IGNsdXN0ZXIgPSBjcmVhdGVDbHVzdGVyKHsgdG9wb2xvZ3k6ICdjaGFpbjoyJywgc3BpbjogZmFsc2UgfSk7XG4gICAgY29uc3Qgc291cmNlID1cbiAgICAgIFwiZXhwb3J0IGRlZmF1bHQgeyBicmFuZDogJ21lc2h3b3JrLnByb2dyYW0vdjEnLCBtYWluOiAoY3R4KSA9PiB7IGlmIChjdHgucmFuayA9PT0gMCkgY3R4LmxpbmtzLnNlbmQoJzEnLCA1KTsgcmV0dXJuIDA7IH0gfTtcIjtcbiAgICB0cnkge1xuICAgICAgY29uc3QgZXJyID0gYXdhaXQgY2x1c3Rlci5ydW4oYGRhdGE6dGV4dC9qYXZhc2NyaXB0LCR7ZW5jb2RlVVJJQ29tcG9uZW50KHNvdXJjZSl9YCkudGhlbihcbiAgICAgICAgKCkgPT4gdW5kZWZpbmVkLFxuICAgICAgICAoZTogdW5rbm93bikgPT4gZSxcbiAgICAgICk7XG4gICAgICBleHBlY3QoZXJyKS50b0JlSW5zdGFuY2VPZihNZXNod29ya0Vycm9yKTtcbiAgICAgIGV4cGVjdCgoZXJyIGFzIE1lc2h3b3JrRXJyb3IpLmNvZGUpLnRvQmUoRXJyb3JDb2Rlcy5SQU5LX0ZBSUxFRCk7XG4gICAgICBleHBlY3QoKGVyciBhcyBNZXNod29ya0Vycm9yKS5jYXVzZSkudG9CZUluc3RhbmNlT2YoTWVzaHdvcmtFcnJvcik7XG4gICAgICBjb25zdCB7IGNvZGUsIG1lc3NhZ2UgfSA9IGNsYXNzaWZ5KGVycik7XG4gICAgICBleHBlY3QoY29kZSkudG9CZShFWElUX1VTQUdFKTtcbiAgICAgIGV4cGVjdChtZXNzYWdlKS50b0NvbnRhaW4oYFske0Vycm9yQ29kZXMuUkFOS19GQUlMRUR9XWApO1xuICAgICAgZXhwZWN0KG1lc3NhZ2UpLnRvQ29udGFpbihFcnJvckNvZGVzLklOVkFMSURfUkFOSyk7XG4gICAgfSBmaW5hbGx5IHtcbiAgICAgIGF3YWl0IGNsdXN0ZXIuY2xvc2UoKTtcbiAgICB9XG4gIH0sIDEyMF8wMDApO1xufSk7XG4iXSwKICAibWFwcGluZ3MiOiAiQUFPQSxTQUFTLGVBQWUsVUFBVSxZQUFZLGtCQUFrQjtBQUNoRSxTQUFTLGlCQUFpQixlQUFlLGVBQWUsWUFBWSxxQkFBcUI7QUFDekYsU0FBUyxVQUFVLFFBQVEsVUFBVTtBQUNyQyxTQUFTLFVBQVUsZUFBZTtBQUVsQyxTQUFTLE1BQU0sSUFBK0I7QUFDNUMsTUFBSTtBQUNKLE1BQUk7QUFDRixPQUFHO0FBQUEsRUFDTCxTQUFTLEtBQUs7QUFDWixhQUFTO0FBQUEsRUFDWDtBQUNBLFNBQU8sTUFBTSxFQUFFLGVBQWUsVUFBVTtBQUN4QyxTQUFPO0FBQ1Q7QUFFQSxTQUFTLCtCQUErQixNQUFNO0FBQzVDLFFBQU0sTUFBTSxLQUFLO0FBRWpCLEtBQUcsZ0dBQWdHLE1BQU07QUFDdkcsVUFBTSxPQUFPLGNBQWMsV0FBVztBQUN0QyxXQUFPLEtBQUssS0FBSyxFQUFFLEtBQUssR0FBSTtBQUM1QixXQUFPLEtBQUssS0FBSyxFQUFFLEtBQUssR0FBSTtBQUM1QixVQUFNLE1BQU0sTUFBTSxNQUFNLGNBQWMsYUFBYSxnQkFBZ0IsT0FBTyxJQUFJLEdBQUcsQ0FBQztBQUNsRixXQUFPLElBQUksT0FBTyxFQUFFO0FBQUEsTUFDbEI7QUFBQSxJQUNGO0FBQUEsRUFDRixDQUFDO0FBRUQsS0FBRyxpREFBaUQsTUFBTTtBQUN4RCxXQUFPLE1BQU0sY0FBYyxVQUFVLGFBQWEsT0FBTyxJQUFJLEdBQUcsQ0FBQyxFQUFFLElBQUksUUFBUTtBQUMvRSxXQUFPLE1BQU0sY0FBYyxhQUFhLGdCQUFnQixNQUFNLElBQUksR0FBRyxDQUFDLEVBQUUsSUFBSSxRQUFRO0FBQUEsRUFDdEYsQ0FBQztBQUdELFFBQU0sT0FBTyxjQUFjLGFBQWEsRUFBRSxTQUFTLE1BQU0sZ0JBQWdCO0FBQ3pFLEtBQUcsT0FBTyxJQUFJO0FBQUEsSUFDWjtBQUFBLElBQ0EsTUFBTTtBQUNKLFlBQU0sSUFBSSxTQUFTLENBQUMsT0FBTyxXQUFXLGNBQWMsZUFBZSxVQUFVLEtBQUssR0FBRyxRQUFRLENBQUM7QUFDOUYsYUFBTyxFQUFFLElBQUksRUFBRSxLQUFLLENBQUM7QUFDckIsYUFBTyxFQUFFLE9BQU8sS0FBSyxFQUFFLE1BQU0sSUFBSSxDQUFDLEVBQUUsYUFBYSxDQUFDO0FBQ2xELGFBQU8sRUFBRSxNQUFNLEVBQUU7QUFBQSxRQUNmO0FBQUEsTUFDRjtBQUFBLElBQ0Y7QUFBQSxJQUNBO0FBQUEsRUFDRjtBQUNGLENBQUM7QUFFRCxTQUFTLG9EQUFvRCxNQUFNO0FBQ2pFLEtBQUcsS0FBSztBQUFBLElBQ047QUFBQSxNQUNFO0FBQUEsTUFDQSxDQUFDLHNCQUFzQixTQUFTO0FBQUEsTUFDaEM7QUFBQSxJQUNGO0FBQUEsSUFDQSxDQUFDLFFBQVEsQ0FBQyxzQkFBc0IsSUFBSSxHQUFHLGtDQUFrQztBQUFBLElBQ3pFLENBQUMsU0FBUyxDQUFDLHNCQUFzQixTQUFTLEdBQUcsbUNBQW1DO0FBQUEsSUFDaEY7QUFBQSxNQUNFO0FBQUEsTUFDQSxDQUFDLFdBQVcsR0FBRztBQUFBLE1BQ2Y7QUFBQSxJQUNGO0FBQUEsSUFDQSxDQUFDLFNBQVMsQ0FBQyxXQUFXLEdBQUcsR0FBRyxrRUFBa0U7QUFBQSxJQUM5RixDQUFDLFNBQVMsQ0FBQyxXQUFXLEdBQUcsR0FBRyxrRUFBa0U7QUFBQSxFQUNoRyxDQUFDLEVBQUUsNENBQTRDLENBQUMsS0FBSyxNQUFNLFlBQVk7QUFDckUsVUFBTSxJQUFJLFNBQVMsQ0FBQyxPQUFPLEtBQUssR0FBRyxJQUFJLEdBQUcsUUFBUSxDQUFDO0FBQ25ELFdBQU8sRUFBRSxJQUFJLEVBQUUsS0FBSyxDQUFDO0FBQ3JCLFdBQU8sRUFBRSxPQUFPLEtBQUssRUFBRSxNQUFNLElBQUksQ0FBQyxFQUFFLGFBQWEsQ0FBQztBQUNsRCxXQUFPLEVBQUUsTUFBTSxFQUFFLFFBQVEsT0FBTztBQUFBLEVBQ2xDLENBQUM7QUFFRCxLQUFHLHNGQUFzRixZQUFZO0FBQ25HLFVBQU0sVUFBVSxjQUFjLEVBQUUsVUFBVSxXQUFXLE1BQU0sTUFBTSxDQUFDO0FBQ2xFLFVBQU0sU0FDSjtBQUNGLFFBQUk7QUFDRixZQUFNLE1BQU0sTUFBTSxRQUFRLElBQUksd0JBQXdCLG1CQUFtQixNQUFNLENBQUMsRUFBRSxFQUFFO0FBQUEsUUFDbEYsTUFBTTtBQUFBLFFBQ04sQ0FBQyxNQUFlO0FBQUEsTUFDbEI7QUFDQSxhQUFPLEdBQUcsRUFBRSxlQUFlLGFBQWE7QUFDeEMsYUFBUSxJQUFzQixJQUFJLEVBQUUsS0FBSyxXQUFXLFdBQVc7QUFDL0QsYUFBUSxJQUFzQixLQUFLLEVBQUUsZUFBZSxhQUFhO0FBQ2pFLFlBQU0sRUFBRSxNQUFNLFFBQVEsSUFBSSxTQUFTLEdBQUc7QUFDdEMsYUFBTyxJQUFJLEVBQUUsS0FBSyxVQUFVO0FBQzVCLGFBQU8sT0FBTyxFQUFFLFVBQVUsSUFBSSxXQUFXLFdBQVcsR0FBRztBQUN2RCxhQUFPLE9BQU8sRUFBRSxVQUFVLFdBQVcsWUFBWTtBQUFBLElBQ25ELFVBQUU7QUFDQSxZQUFNLFFBQVEsTUFBTTtBQUFBLElBQ3RCO0FBQUEsRUFDRixHQUFHLElBQU87QUFDWixDQUFDOyIsCiAgIm5hbWVzIjogW10KfQo=
