import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { controlWords, statusIndex } from "../src/comm/layout.js";
import { ARG, BEAT, barrierBlame, OP, OP_BARRIER, OP_RECV } from "../src/comm/status.js";
import { createCluster, ErrorCodes } from "../src/index.js";
const PROGRAM = new URL("./programs/reliability.ts", import.meta.url);
async function rejection(p) {
  return await p.then(
    () => void 0,
    (e) => e
  );
}
describe("hang blame (ring:3, waitTimeoutMs 2000)", () => {
  let cluster;
  const run = (scenario) => cluster.run(PROGRAM, { scenario, start: new SharedArrayBuffer(3 * 4) });
  beforeAll(() => {
    cluster = createCluster({ topology: "ring:3", waitTimeoutMs: 2e3, spin: false });
  });
  afterAll(async () => {
    await cluster?.close();
  });
  it("ranks in the end-of-run barrier name the rank that never arrived and the receive it is in", async () => {
    const err = await rejection(run({ kind: "stray-recv", rank: 2, from: 0 }));
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    expect([0, 1]).toContain(err.rank);
    expect(err.message).toContain(ErrorCodes.DEADLINE_EXCEEDED);
    expect(err.message).toContain(`end-of-run barrier on rank ${err.rank} (waiting for all 3 ranks to return from their programs)`);
    expect(err.message).toMatch(/ranks? that never arrived: (?:[01] \(past the end of its program\); )?2 \(in a receive from rank 0\)/);
    expect((await run({ kind: "ok" })).results).toEqual([0, 10, 20]);
  }, 12e4);
  it("a barrier names the busy rank that never arrived", async () => {
    const err = await rejection(run({ kind: "barrier-busy", rank: 2 }));
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    expect(err.message).toContain(`barrier on rank ${err.rank} (waiting for all 3 ranks)`);
    expect(err.message).not.toContain("end-of-run");
    expect(err.message).toMatch(/ranks? that never arrived: (1, )?2 \(running outside any wait\)/);
    expect((await run({ kind: "ok" })).results).toEqual([0, 10, 20]);
  }, 12e4);
  it("a receive names the chain of waits behind it, down to the busy rank", async () => {
    const err = await rejection(run({ kind: "recv-chain" }));
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    expect(err.rank).toBe(2);
    expect(err.message).toContain("receive on rank 2 from rank 0 did not complete within 2000 ms");
    expect(err.message).toContain("where it waited: rank 0 in a receive from rank 1 -> rank 1 running outside any wait");
    expect((await run({ kind: "ok" })).results).toEqual([0, 10, 20]);
  }, 12e4);
});
describe("the run deadline says where each rank was (ring:3)", () => {
  let cluster;
  beforeAll(async () => {
    cluster = createCluster({ topology: "ring:3", spin: false });
    await cluster.run(PROGRAM, { scenario: { kind: "ok" } });
  }, 12e4);
  afterAll(async () => {
    await cluster?.close();
  });
  it("a rank that has not started yet is named as such", async () => {
    const fresh = createCluster({ topology: "chain:2", spin: false });
    try {
      const err = await rejection(fresh.run(PROGRAM, { scenario: { kind: "ok" } }, { timeoutMs: 1 }));
      expect(err.code).toBe(ErrorCodes.RUN_TIMEOUT);
      expect(err.message).toContain("where the ranks were: 0, 1 (starting (its program has not begun))");
    } finally {
      await fresh.close();
    }
  }, 12e4);
  it("MW_RUN_TIMEOUT lists the operation of every unfinished rank", async () => {
    const scenario = { kind: "stray-recv", rank: 2, from: 0 };
    const err = await rejection(cluster.run(PROGRAM, { scenario, start: new SharedArrayBuffer(3 * 4) }, { timeoutMs: 3e3 }));
    expect(err.code).toBe(ErrorCodes.RUN_TIMEOUT);
    expect(err.message).toContain(
      "where the ranks were: 0, 1 (in the end-of-run barrier (its program returned)); 2 (in a receive from rank 0)"
    );
    expect(err.message).toMatch(/ranks still running: 0, 1, 2$/);
  }, 12e4);
});
describe("blame stays one readable line for many ranks", () => {
  it("ranks are grouped by state, at most 12 listed per state", () => {
    const size = 100;
    const control = new Int32Array(new SharedArrayBuffer(controlWords(size) * 4));
    for (let r = 0; r < size; r++) {
      const at = statusIndex(r);
      control[at + BEAT] = 1;
      if (r < 50) {
        control[at + OP] = OP_BARRIER;
        control[at + ARG] = 7;
      } else if (r < 53) {
        control[at + OP] = OP_RECV;
        control[at + ARG] = 0;
      }
    }
    expect(barrierBlame(control, size, 7, 0)).toBe(
      "ranks that never arrived: 50, 51, 52 (in a receive from rank 0); 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64 and 35 more (running outside any wait)"
    );
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9oYW5nLWJsYW1lLnRlc3QudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKlxuICogSXNzdWUgMTMsIGl0ZW0gMTA6IGEgaGFuZyBpcyBibGFtZWQgb24gdGhlIHJhbmtzIHRoYXQgbmV2ZXIgYXJyaXZlZCwgd2l0aCB0aGUgb3BlcmF0aW9uIGVhY2hcbiAqIHdhcyBpbiwgbm90IG9uIHdoaWNoZXZlciByYW5rJ3Mgd2FpdCB0aW1lZCBvdXQgZmlyc3QgKG9mdGVuIG9uZSBpbiB0aGUgZW5kLW9mLXJ1biBiYXJyaWVyKS5cbiAqIFRoZSBydW4gZGVhZGxpbmUgbGlzdHMgd2hlcmUgZXZlcnkgdW5maW5pc2hlZCByYW5rIHdhcywgdG9vLlxuICovXG5pbXBvcnQgeyBhZnRlckFsbCwgYmVmb3JlQWxsLCBkZXNjcmliZSwgZXhwZWN0LCBpdCB9IGZyb20gJ3ZpdGVzdCc7XG5pbXBvcnQgeyBjb250cm9sV29yZHMsIHN0YXR1c0luZGV4IH0gZnJvbSAnLi4vc3JjL2NvbW0vbGF5b3V0LmpzJztcbmltcG9ydCB7IEFSRywgQkVBVCwgYmFycmllckJsYW1lLCBPUCwgT1BfQkFSUklFUiwgT1BfUkVDViB9IGZyb20gJy4uL3NyYy9jb21tL3N0YXR1cy5qcyc7XG5pbXBvcnQgeyB0eXBlIENsdXN0ZXIsIGNyZWF0ZUNsdXN0ZXIsIEVycm9yQ29kZXMsIHR5cGUgTWVzaHdvcmtFcnJvciB9IGZyb20gJy4uL3NyYy9pbmRleC5qcyc7XG5pbXBvcnQgdHlwZSB7IFJlbGlhYmlsaXR5T3B0aW9ucywgUmVsaWFiaWxpdHlTY2VuYXJpbyB9IGZyb20gJy4vcHJvZ3JhbXMvcmVsaWFiaWxpdHkuanMnO1xuXG5jb25zdCBQUk9HUkFNID0gbmV3IFVSTCgnLi9wcm9ncmFtcy9yZWxpYWJpbGl0eS50cycsIGltcG9ydC5tZXRhLnVybCk7XG5cbmFzeW5jIGZ1bmN0aW9uIHJlamVjdGlvbihwOiBQcm9taXNlPHVua25vd24+KTogUHJvbWlzZTxNZXNod29ya0Vycm9yPiB7XG4gIHJldHVybiAoYXdhaXQgcC50aGVuKFxuICAgICgpID0+IHVuZGVmaW5lZCxcbiAgICAoZTogdW5rbm93bikgPT4gZSxcbiAgKSkgYXMgTWVzaHdvcmtFcnJvcjtcbn1cblxuZGVzY3JpYmUoJ2hhbmcgYmxhbWUgKHJpbmc6Mywgd2FpdFRpbWVvdXRNcyAyMDAwKScsICgpID0+IHtcbiAgbGV0IGNsdXN0ZXI6IENsdXN0ZXI7XG4gIC8vIEV2ZXJ5IHJ1biBzdGFydHMgd2l0aCBhIGhhbmRzaGFrZTogbm8gcmFuaydzIGRlYWRsaW5lIHJ1bnMgd2hpbGUgYW5vdGhlciBzdGlsbCBsb2Fkcy5cbiAgY29uc3QgcnVuID0gKHNjZW5hcmlvOiBSZWxpYWJpbGl0eVNjZW5hcmlvKSA9PlxuICAgIGNsdXN0ZXIucnVuPG51bWJlciwgUmVsaWFiaWxpdHlPcHRpb25zPihQUk9HUkFNLCB7IHNjZW5hcmlvLCBzdGFydDogbmV3IFNoYXJlZEFycmF5QnVmZmVyKDMgKiA0KSB9KTtcblxuICBiZWZvcmVBbGwoKCkgPT4ge1xuICAgIGNsdXN0ZXIgPSBjcmVhdGVDbHVzdGVyKHsgdG9wb2xvZ3k6ICdyaW5nOjMnLCB3YWl0VGltZW91dE1zOiAyMDAwLCBzcGluOiBmYWxzZSB9KTtcbiAgfSk7XG5cbiAgYWZ0ZXJBbGwoYXN5bmMgKCkgPT4ge1xuICAgIGF3YWl0IGNsdXN0ZXI/LmNsb3NlKCk7XG4gIH0pO1xuXG4gIGl0KCdyYW5rcyBpbiB0aGUgZW5kLW9mLXJ1biBiYXJyaWVyIG5hbWUgdGhlIHJhbmsgdGhhdCBuZXZlciBhcnJpdmVkIGFuZCB0aGUgcmVjZWl2ZSBpdCBpcyBpbicsIGFzeW5jICgpID0+IHtcbiAgICBjb25zdCBlcnIgPSBhd2FpdCByZWplY3Rpb24ocnVuKHsga2luZDogJ3N0cmF5LXJlY3YnLCByYW5rOiAyLCBmcm9tOiAwIH0pKTtcbiAgICBleHBlY3QoZXJyLmNvZGUpLnRvQmUoRXJyb3JDb2Rlcy5SQU5LX0ZBSUxFRCk7XG4gICAgZXhwZWN0KFswLCAxXSkudG9Db250YWluKGVyci5yYW5rKTtcbiAgICBleHBlY3QoZXJyLm1lc3NhZ2UpLnRvQ29udGFpbihFcnJvckNvZGVzLkRFQURMSU5FX0VYQ0VFREVEKTtcbiAgICBleHBlY3QoZXJyLm1lc3NhZ2UpLnRvQ29udGFpbihgZW5kLW9mLXJ1biBiYXJyaWVyIG9uIHJhbmsgJHtlcnIucmFua30gKHdhaXRpbmcgZm9yIGFsbCAzIHJhbmtzIHRvIHJldHVybiBmcm9tIHRoZWlyIHByb2dyYW1zKWApO1xuICAgIC8vIFRoZSBvdGhlciBmaW5pc2hlZCByYW5rIHdhaXRzIGluIHRoZSBzYW1lIGJhcnJpZXIgd2l0aCBhIGRlYWRsaW5lIG9mIHRoZSBzYW1lIG1vbWVudDogd2hlblxuICAgIC8vIGl0cyBvd24gd2FpdCBmYWlsZWQgYSBtb21lbnQgYmVmb3JlLCBpdHMgc3RhdHVzIHNheXMgaXQgaXMgcGFzdCBpdHMgcHJvZ3JhbSwgYW5kIGl0IGlzXG4gICAgLy8gbmFtZWQgdG9vLiBSYW5rIDIgYW5kIHRoZSByZWNlaXZlIGl0IGlzIHN0dWNrIGluIGFyZSBuYW1lZCBlaXRoZXIgd2F5LlxuICAgIGV4cGVjdChlcnIubWVzc2FnZSkudG9NYXRjaCgvcmFua3M/IHRoYXQgbmV2ZXIgYXJyaXZlZDogKD86WzAxXSBcXChwYXN0IHRoZSBlbmQgb2YgaXRzIHByb2dyYW1cXCk7ICk/MiBcXChpbiBhIHJlY2VpdmUgZnJvbSByYW5rIDBcXCkvKTtcbiAgICBleHBlY3QoKGF3YWl0IHJ1bih7IGtpbmQ6ICdvaycgfSkpLnJlc3VsdHMpLnRvRXF1YWwoWzAsIDEwLCAyMF0pO1xuICB9LCAxMjBfMDAwKTtcblxuICBpdCgnYSBiYXJyaWVyIG5hbWVzIHRoZSBidXN5IHJhbmsgdGhhdCBuZXZlciBhcnJpdmVkJywgYXN5bmMgKCkgPT4ge1xuICAgIGNvbnN0IGVyciA9IGF3YWl0IHJlamVjdGlvbihydW4oeyBraW5kOiAnYmFycmllci1idXN5JywgcmFuazogMiB9KSk7XG4gICAgZXhwZWN0KGVyci5jb2RlKS50b0JlKEVycm9yQ29kZXMuUkFOS19GQUlMRUQpO1xuICAgIGV4cGVjdChlcnIubWVzc2FnZSkudG9Db250YWluKGBiYXJyaWVyIG9uIHJhbmsgJHtlcnIucmFua30gKHdhaXRpbmcgZm9yIGFsbCAzIHJhbmtzKWApO1xuICAgIGV4cGVjdChlcnIubWVzc2FnZSkubm90LnRvQ29udGFpbignZW5kLW9mLXJ1bicpO1xuICAgIC8vIE9uIGEgbG9hZGVkIGhvc3QgcmFuayAxIG1heSBub3QgaGF2ZSByZWFjaGVkIHRoZSBiYXJyaWVyIGVpdGhlciB3aXRoaW4gdGhlIGRlYWRsaW5lOiBpdCBpc1xuICAgIC8vIHRoZW4gbmFtZWQgdG9vLCBidXQgcmFuayAyIGFsd2F5cyBpcywgYW5kIHRoZSBoZWFsdGh5IHJhbmsgdGhhdCB0aW1lZCBvdXQgbmV2ZXIgaXMuXG4gICAgZXhwZWN0KGVyci5tZXNzYWdlKS50b01hdGNoKC9yYW5rcz8gdGhhdCBuZXZlciBhcnJpdmVkOiAoMSwgKT8yIFxcKHJ1bm5pbmcgb3V0c2lkZSBhbnkgd2FpdFxcKS8pO1xuICAgIGV4cGVjdCgoYXdhaXQgcnVuKHsga2luZDogJ29rJyB9KSkucmVzdWx0cykudG9FcXVhbChbMCwgMTAsIDIwXSk7XG4gIH0sIDEyMF8wMDApO1xuXG4gIGl0KCdhIHJlY2VpdmUgbmFtZXMgdGhlIGNoYWluIG9mIHdhaXRzIGJlaGluZCBpdCwgZG93biB0byB0aGUgYnVzeSByYW5rJywgYXN5bmMgKCkgPT4ge1xuICAgIGNvbnN0IGVyciA9IGF3YWl0IHJlamVjdGlvbihydW4oeyBraW5kOiAncmVjdi1jaGFpbicgfSkpO1xuICAgIGV4cGVjdChlcnIuY29kZSkudG9CZShFcnJvckNvZGVzLlJBTktfRkFJTEVEKTtcbiAgICBleHBlY3QoZXJyLnJhbmspLnRvQmUoMik7XG4gICAgZXhwZWN0KGVyci5tZXNzYWdlKS50b0NvbnRhaW4oJ3JlY2VpdmUgb24gcmFuayAyIGZyb20gcmFuayAwIGRpZCBub3QgY29tcGxldGUgd2l0aGluIDIwMDAgbXMnKTtcbiAgICBleHBlY3QoZXJyLm1lc3NhZ2UpLnRvQ29udGFpbignd2hlcmUgaXQgd2FpdGVkOiByYW5rIDAgaW4gYSByZWNlaXZlIGZyb20gcmFuayAxIC0+IHJhbmsgMSBydW5uaW5nIG91dHNpZGUgYW55IHdhaXQnKTtcbiAgICBleHBlY3QoKGF3YWl0IHJ1bih7IGtpbmQ6ICdvaycgfSkpLnJlc3VsdHMpLnRvRXF1YWwoWzAsIDEwLCAyMF0pO1xuICB9LCAxMjBfMDAwKTtcbn0pO1xuXG5kZXNjcmliZSgndGhlIHJ1biBkZWFkbGluZSBzYXlzIHdoZXJlIGVhY2ggcmFuayB3YXMgKHJpbmc6MyknLCAoKSA9PiB7XG4gIGxldCBjbHVzdGVyOiBDbHVzdGVyO1xuXG4gIGJlZm9yZUFsbChhc3luYyAoKSA9PiB7XG4gICAgY2x1c3RlciA9IGNyZWF0ZUNsdXN0ZXIoeyB0b3BvbG9neTogJ3Jpbmc6MycsIHNwaW46IGZhbHNlIH0pO1xuICAgIGF3YWl0IGNsdXN0ZXIucnVuKFBST0dSQU0sIHsgc2NlbmFyaW86IHsga2luZDogJ29rJyB9IH0pOyAvLyB0aHJlYWRzIHN0YXJ0ZWQsIHByb2dyYW0gbG9hZGVkXG4gIH0sIDEyMF8wMDApO1xuXG4gIGFmdGVyQWxsKGFzeW5jICgpID0+IHtcbiAgICBhd2FpdCBjbHVzdGVyPy5jbG9zZSgpO1xuICB9KTtcblxuICBpdCgnYSByYW5rIHRoYXQgaGFzIG5vdCBzdGFydGVkIHlldCBpcyBuYW1lZCBhcyBzdWNoJywgYXN5bmMgKCkgPT4ge1xuICAgIGNvbnN0IGZyZXNoID0gY3JlYXRlQ2x1c3Rlcih7IHRvcG9sb2d5OiAnY2hhaW46MicsIHNwaW46IGZhbHNlIH0pO1xuICAgIHRyeSB7XG4gICAgICAvLyBBIGRlYWRsaW5lIG9mIDEgbXMgcGFzc2VzIGJlZm9yZSBhbnkgdGhyZWFkIGhhcyBsb2FkZWQgaXRzIHByb2dyYW0uXG4gICAgICBjb25zdCBlcnIgPSBhd2FpdCByZWplY3Rpb24oZnJlc2gucnVuKFBST0dSQU0sIHsgc2NlbmFyaW86IHsga2luZDogJ29rJyB9IH0sIHsgdGltZW91dE1zOiAxIH0pKTtcbiAgICAgIGV4cGVjdChlcnIuY29kZSkudG9CZShFcnJvckNvZGVzLlJVTl9USU1FT1VUKTtcbiAgICAgIGV4cGVjdChlcnIubWVzc2FnZSkudG9Db250YWluKCd3aGVyZSB0aGUgcmFua3Mgd2VyZTogMCwgMSAoc3RhcnRpbmcgKGl0cyBwcm9ncmFtIGhhcyBub3QgYmVndW4pKScpO1xuICAgIH0gZmluYWxseSB7XG4gICAgICBhd2FpdCBmcmVzaC5jbG9zZSgpO1xuICAgIH1cbiAgfSwgMTIwXzAwMCk7XG5cbiAgaXQoJ01XX1JVTl9USU1FT1VUIGxpc3RzIHRoZSBvcGVyYXRpb24gb2YgZXZlcnkgdW5maW5pc2hlZCByYW5rJywgYXN5bmMgKCkgPT4ge1xuICAgIC8vIFJhbmsgMiB3YWl0cyAoNjAgcykgZm9yIHJhbmsgMCwgd2hpY2ggcmV0dXJuZWQgYW5kIHdhaXRzIGluIHRoZSBlbmQtb2YtcnVuIGJhcnJpZXIgKDMwIHMpLlxuICAgIGNvbnN0IHNjZW5hcmlvOiBSZWxpYWJpbGl0eVNjZW5hcmlvID0geyBraW5kOiAnc3RyYXktcmVjdicsIHJhbms6IDIsIGZyb206IDAgfTtcbiAgICBjb25zdCBlcnIgPSBhd2FpdCByZWplY3Rpb24oY2x1c3Rlci5ydW4oUFJPR1JBTSwgeyBzY2VuYXJpbywgc3RhcnQ6IG5ldyBTaGFyZWRBcnJheUJ1ZmZlcigzICogNCkgfSwgeyB0aW1lb3V0TXM6IDMwMDAgfSkpO1xuICAgIGV4cGVjdChlcnIuY29kZSkudG9CZShFcnJvckNvZGVzLlJVTl9USU1FT1VUKTtcbiAgICBleHBlY3QoZXJyLm1lc3NhZ2UpLnRvQ29udGFpbihcbiAgICAgICd3aGVyZSB0aGUgcmFua3Mgd2VyZTogMCwgMSAoaW4gdGhlIGVuZC1vZi1ydW4gYmFycmllciAoaXRzIHByb2dyYW0gcmV0dXJuZWQpKTsgMiAoaW4gYSByZWNlaXZlIGZyb20gcmFuayAwKScsXG4gICAgKTtcbiAgICBleHBlY3QoZXJyLm1lc3NhZ2UpLnRvTWF0Y2goL3JhbmtzIHN0aWxsIHJ1bm5pbmc6IDAsIDEsIDIkLyk7XG4gIH0sIDEyMF8wMDApO1xufSk7XG5cbmRlc2NyaWJlKCdibGFtZSBzdGF5cyBvbmUgcmVhZGFibGUgbGluZSBmb3IgbWFueSByYW5rcycsICgpID0+IHtcbiAgaXQoJ3JhbmtzIGFyZSBncm91cGVkIGJ5IHN0YXRlLCBhdCBtb3N0IDEyIGxpc3RlZCBwZXIgc3RhdGUnLCAoKSA9PiB7XG4gICAgY29uc3Qgc2l6ZSA9IDEwMDtcbiAgICBjb25zdCBjb250cm9sID0gbmV3IEludDMyQXJyYXkobmV3IFNoYXJlZEFycmF5QnVmZmVyKGNvbnRyb2xXb3JkcyhzaXplKSAqIDQpKTtcbiAgICBmb3IgKGxldCByID0gMDsgciA8IHNpemU7IHIrKykge1xuICAgICAgY29uc3QgYXQgPSBzdGF0dXNJbmRleChyKTtcbiAgICAgIGNvbnRyb2xbYXQgKyBCRUFUXSA9IDE7XG4gICAgICBpZiAociA8IDUwKSB7XG4gICAgICAgIGNvbnRyb2xbYXQgKyBPUF0gPSBPUF9CQVJSSUVSOyAvLyBhcnJpdmVkIGF0IGdlbmVyYXRpb24gN1xuICAgICAgICBjb250cm9sW2F0ICsgQVJHXSA9IDc7XG4gICAgICB9IGVsc2UgaWYgKHIgPCA1Mykge1xuICAgICAgICBjb250cm9sW2F0ICsgT1BdID0gT1BfUkVDVjtcbiAgICAgICAgY29udHJvbFthdCArIEFSR10gPSAwO1xuICAgICAgfVxuICAgIH1cbiAgICBleHBlY3QoYmFycmllckJsYW1lKGNvbnRyb2wsIHNpemUsIDcsIDApKS50b0JlKFxuICAgICAgJ3JhbmtzIHRoYXQgbmV2ZXIgYXJyaXZlZDogNTAsIDUxLCA1MiAoaW4gYSByZWNlaXZlIGZyb20gcmFuayAwKTsgNTMsIDU0LCA1NSwgNTYsIDU3LCA1OCwgNTksIDYwLCA2MSwgNjIsIDYzLCA2NCBhbmQgMzUgbW9yZSAocnVubmluZyBvdXRzaWRlIGFueSB3YWl0KScsXG4gICAgKTtcbiAgfSk7XG59KTtcbiJdLAogICJtYXBwaW5ncyI6ICJBQUtBLFNBQVMsVUFBVSxXQUFXLFVBQVUsUUFBUSxVQUFVO0FBQzFELFNBQVMsY0FBYyxtQkFBbUI7QUFDMUMsU0FBUyxLQUFLLE1BQU0sY0FBYyxJQUFJLFlBQVksZUFBZTtBQUNqRSxTQUF1QixlQUFlLGtCQUFzQztBQUc1RSxNQUFNLFVBQVUsSUFBSSxJQUFJLDZCQUE2QixZQUFZLEdBQUc7QUFFcEUsZUFBZSxVQUFVLEdBQTZDO0FBQ3BFLFNBQVEsTUFBTSxFQUFFO0FBQUEsSUFDZCxNQUFNO0FBQUEsSUFDTixDQUFDLE1BQWU7QUFBQSxFQUNsQjtBQUNGO0FBRUEsU0FBUywyQ0FBMkMsTUFBTTtBQUN4RCxNQUFJO0FBRUosUUFBTSxNQUFNLENBQUMsYUFDWCxRQUFRLElBQWdDLFNBQVMsRUFBRSxVQUFVLE9BQU8sSUFBSSxrQkFBa0IsSUFBSSxDQUFDLEVBQUUsQ0FBQztBQUVwRyxZQUFVLE1BQU07QUFDZCxjQUFVLGNBQWMsRUFBRSxVQUFVLFVBQVUsZUFBZSxLQUFNLE1BQU0sTUFBTSxDQUFDO0FBQUEsRUFDbEYsQ0FBQztBQUVELFdBQVMsWUFBWTtBQUNuQixVQUFNLFNBQVMsTUFBTTtBQUFBLEVBQ3ZCLENBQUM7QUFFRCxLQUFHLDZGQUE2RixZQUFZO0FBQzFHLFVBQU0sTUFBTSxNQUFNLFVBQVUsSUFBSSxFQUFFLE1BQU0sY0FBYyxNQUFNLEdBQUcsTUFBTSxFQUFFLENBQUMsQ0FBQztBQUN6RSxXQUFPLElBQUksSUFBSSxFQUFFLEtBQUssV0FBVyxXQUFXO0FBQzVDLFdBQU8sQ0FBQyxHQUFHLENBQUMsQ0FBQyxFQUFFLFVBQVUsSUFBSSxJQUFJO0FBQ2pDLFdBQU8sSUFBSSxPQUFPLEVBQUUsVUFBVSxXQUFXLGlCQUFpQjtBQUMxRCxXQUFPLElBQUksT0FBTyxFQUFFLFVBQVUsOEJBQThCLElBQUksSUFBSSwwREFBMEQ7QUFJOUgsV0FBTyxJQUFJLE9BQU8sRUFBRSxRQUFRLHNHQUFzRztBQUNsSSxZQUFRLE1BQU0sSUFBSSxFQUFFLE1BQU0sS0FBSyxDQUFDLEdBQUcsT0FBTyxFQUFFLFFBQVEsQ0FBQyxHQUFHLElBQUksRUFBRSxDQUFDO0FBQUEsRUFDakUsR0FBRyxJQUFPO0FBRVYsS0FBRyxvREFBb0QsWUFBWTtBQUNqRSxVQUFNLE1BQU0sTUFBTSxVQUFVLElBQUksRUFBRSxNQUFNLGdCQUFnQixNQUFNLEVBQUUsQ0FBQyxDQUFDO0FBQ2xFLFdBQU8sSUFBSSxJQUFJLEVBQUUsS0FBSyxXQUFXLFdBQVc7QUFDNUMsV0FBTyxJQUFJLE9BQU8sRUFBRSxVQUFVLG1CQUFtQixJQUFJLElBQUksNEJBQTRCO0FBQ3JGLFdBQU8sSUFBSSxPQUFPLEVBQUUsSUFBSSxVQUFVLFlBQVk7QUFHOUMsV0FBTyxJQUFJLE9BQU8sRUFBRSxRQUFRLGlFQUFpRTtBQUM3RixZQUFRLE1BQU0sSUFBSSxFQUFFLE1BQU0sS0FBSyxDQUFDLEdBQUcsT0FBTyxFQUFFLFFBQVEsQ0FBQyxHQUFHLElBQUksRUFBRSxDQUFDO0FBQUEsRUFDakUsR0FBRyxJQUFPO0FBRVYsS0FBRyx1RUFBdUUsWUFBWTtBQUNwRixVQUFNLE1BQU0sTUFBTSxVQUFVLElBQUksRUFBRSxNQUFNLGFBQWEsQ0FBQyxDQUFDO0FBQ3ZELFdBQU8sSUFBSSxJQUFJLEVBQUUsS0FBSyxXQUFXLFdBQVc7QUFDNUMsV0FBTyxJQUFJLElBQUksRUFBRSxLQUFLLENBQUM7QUFDdkIsV0FBTyxJQUFJLE9BQU8sRUFBRSxVQUFVLCtEQUErRDtBQUM3RixXQUFPLElBQUksT0FBTyxFQUFFLFVBQVUscUZBQXFGO0FBQ25ILFlBQVEsTUFBTSxJQUFJLEVBQUUsTUFBTSxLQUFLLENBQUMsR0FBRyxPQUFPLEVBQUUsUUFBUSxDQUFDLEdBQUcsSUFBSSxFQUFFLENBQUM7QUFBQSxFQUNqRSxHQUFHLElBQU87QUFDWixDQUFDO0FBRUQsU0FBUyxzREFBc0QsTUFBTTtBQUNuRSxNQUFJO0FBRUosWUFBVSxZQUFZO0FBQ3BCLGNBQVUsY0FBYyxFQUFFLFVBQVUsVUFBVSxNQUFNLE1BQU0sQ0FBQztBQUMzRCxVQUFNLFFBQVEsSUFBSSxTQUFTLEVBQUUsVUFBVSxFQUFFLE1BQU0sS0FBSyxFQUFFLENBQUM7QUFBQSxFQUN6RCxHQUFHLElBQU87QUFFVixXQUFTLFlBQVk7QUFDbkIsVUFBTSxTQUFTLE1BQU07QUFBQSxFQUN2QixDQUFDO0FBRUQsS0FBRyxvREFBb0QsWUFBWTtBQUNqRSxVQUFNLFFBQVEsY0FBYyxFQUFFLFVBQVUsV0FBVyxNQUFNLE1BQU0sQ0FBQztBQUNoRSxRQUFJO0FBRUYsWUFBTSxNQUFNLE1BQU0sVUFBVSxNQUFNLElBQUksU0FBUyxFQUFFLFVBQVUsRUFBRSxNQUFNLEtBQUssRUFBRSxHQUFHLEVBQUUsV0FBVyxFQUFFLENBQUMsQ0FBQztBQUM5RixhQUFPLElBQUksSUFBSSxFQUFFLEtBQUssV0FBVyxXQUFXO0FBQzVDLGFBQU8sSUFBSSxPQUFPLEVBQUUsVUFBVSxtRUFBbUU7QUFBQSxJQUNuRyxVQUFFO0FBQ0EsWUFBTSxNQUFNLE1BQU07QUFBQSxJQUNwQjtBQUFBLEVBQ0YsR0FBRyxJQUFPO0FBRVYsS0FBRywrREFBK0QsWUFBWTtBQUU1RSxVQUFNLFdBQWdDLEVBQUUsTUFBTSxjQUFjLE1BQU0sR0FBRyxNQUFNLEVBQUU7QUFDN0UsVUFBTSxNQUFNLE1BQU0sVUFBVSxRQUFRLElBQUksU0FBUyxFQUFFLFVBQVUsT0FBTyxJQUFJLGtCQUFrQixJQUFJLENBQUMsRUFBRSxHQUFHLEVBQUUsV0FBVyxJQUFLLENBQUMsQ0FBQztBQUN4SCxXQUFPLElBQUksSUFBSSxFQUFFLEtBQUssV0FBVyxXQUFXO0FBQzVDLFdBQU8sSUFBSSxPQUFPLEVBQUU7QUFBQSxNQUNsQjtBQUFBLElBQ0Y7QUFDQSxXQUFPLElBQUksT0FBTyxFQUFFLFFBQVEsK0JBQStCO0FBQUEsRUFDN0QsR0FBRyxJQUFPO0FBQ1osQ0FBQztBQUVELFNBQVMsZ0RBQWdELE1BQU07QUFDN0QsS0FBRywyREFBMkQsTUFBTTtBQUNsRSxVQUFNLE9BQU87QUFDYixVQUFNLFVBQVUsSUFBSSxXQUFXLElBQUksa0JBQWtCLGFBQWEsSUFBSSxJQUFJLENBQUMsQ0FBQztBQUM1RSxhQUFTLElBQUksR0FBRyxJQUFJLE1BQU0sS0FBSztBQUM3QixZQUFNLEtBQUssWUFBWSxDQUFDO0FBQ3hCLGNBQVEsS0FBSyxJQUFJLElBQUk7QUFDckIsVUFBSSxJQUFJLElBQUk7QUFDVixnQkFBUSxLQUFLLEVBQUUsSUFBSTtBQUNuQixnQkFBUSxLQUFLLEdBQUcsSUFBSTtBQUFBLE1BQ3RCLFdBQVcsSUFBSSxJQUFJO0FBQ2pCLGdCQUFRLEtBQUssRUFBRSxJQUFJO0FBQ25CLGdCQUFRLEtBQUssR0FBRyxJQUFJO0FBQUEsTUFDdEI7QUFBQSxJQUNGO0FBQ0EsV0FBTyxhQUFhLFNBQVMsTUFBTSxHQUFHLENBQUMsQ0FBQyxFQUFFO0FBQUEsTUFDeEM7QUFBQSxJQUNGO0FBQUEsRUFDRixDQUFDO0FBQ0gsQ0FBQzsiLAogICJuYW1lcyI6IFtdCn0K
