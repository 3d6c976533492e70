import { describe, expect, it } from "vitest";
import { TaskDeque } from "../src/plugin.js";
import { resultOf, runThread } from "./helpers/threads.js";
const COMMON = `
const { TaskDeque } = load('shm/deque.ts');
const ctrl = new Int32Array(data.ctrl);
const counts = new Int32Array(data.counts);
const deque = new TaskDeque(data.sab, 0, data.capacity, 3);
const out = new Int32Array(3);
let bad = 0;
function run(rec) {
  const id = rec[0];
  if (rec[1] !== Math.imul(id, 0x9e3779b1) || rec[2] !== ~id) bad++;
  else Atomics.add(counts, id, 1);
}
function waitUntil(index, value) {
  while (Atomics.load(ctrl, index) < value) Atomics.wait(ctrl, index, Atomics.load(ctrl, index), 50);
}`;
const OWNER = `${COMMON}
const rnd = mulberry32(data.seed);
let fullPushes = 0, pops = 0;
for (let round = 0; round < data.rounds; round++) {
  if (round > 0) waitUntil(2, round * data.thieves);
  deque.reset();
  Atomics.store(ctrl, 0, round + 1);
  Atomics.notify(ctrl, 0);
  let next = 0;
  const rec = new Int32Array(3);
  while (next < data.tasks) {
    const burst = 1 + Math.floor(rnd() * 12);
    for (let k = 0; k < burst && next < data.tasks; k++) {
      rec[0] = next; rec[1] = Math.imul(next, 0x9e3779b1); rec[2] = ~next;
      if (deque.push(rec)) next++;
      else { fullPushes++; break; }
    }
    const popsNow = Math.floor(rnd() * 8);
    for (let k = 0; k < popsNow; k++) if (deque.pop(out)) { pops++; run(out); }
  }
  while (deque.pop(out)) { pops++; run(out); }
  if (deque.size() !== 0) bad++;
  Atomics.store(ctrl, 1, round + 1);
  Atomics.notify(ctrl, 1);
}
waitUntil(2, data.rounds * data.thieves);
return { bad, fullPushes, pops };`;
const THIEF = `${COMMON}
let ok = 0, empty = 0, retry = 0;
for (let round = 0; round < data.rounds; round++) {
  waitUntil(0, round + 1);
  let idle = 0;
  for (;;) {
    const r = deque.steal(out);
    if (r === 'ok') { ok++; idle = 0; run(out); continue; }
    if (r === 'retry') { retry++; continue; }
    empty++;
    if (Atomics.load(ctrl, 1) === round + 1 && deque.size() === 0) break;
    if (++idle > 256) { idle = 0; Atomics.wait(ctrl, 1, round, 1); }
  }
  Atomics.add(ctrl, 2, 1);
  Atomics.notify(ctrl, 2);
}
return { bad, ok, empty, retry };`;
describe("TaskDeque across threads", () => {
  it.each([
    { threads: 2, capacity: 8, seed: 1 },
    { threads: 3, capacity: 16, seed: 2 },
    { threads: 4, capacity: 4, seed: 3 },
    { threads: 6, capacity: 32, seed: 4 },
    { threads: 8, capacity: 8, seed: 5 }
  ])(
    "owner + $threads - 1 thieves, capacity $capacity, seed $seed: every record runs exactly once, untorn",
    async ({ threads, capacity, seed }) => {
      const rounds = 12;
      const tasks = 1500;
      const thieves = threads - 1;
      const data = {
        sab: new SharedArrayBuffer(TaskDeque.byteLength(capacity, 3)),
        ctrl: new SharedArrayBuffer(12),
        counts: new SharedArrayBuffer(4 * tasks),
        capacity,
        rounds,
        tasks,
        thieves,
        seed
      };
      const runs = [runThread(OWNER, data), ...Array.from({ length: thieves }, () => runThread(THIEF, data))];
      const [owner, ...rest] = await Promise.all(runs);
      const o = resultOf(owner);
      const t = rest.map((x) => resultOf(x));
      const counts = new Int32Array(data.counts);
      const wrong = Array.from(counts).flatMap((c, id) => c === rounds ? [] : [`${id}: ${c}`]);
      expect(wrong, "tasks not executed exactly once per round").toEqual([]);
      expect(o.bad + t.reduce((s, x) => s + x.bad, 0), "torn or corrupted records").toBe(0);
      expect(o.pops + t.reduce((s, x) => s + x.ok, 0)).toBe(rounds * tasks);
      for (const x of t) expect(x.empty).toBeGreaterThanOrEqual(rounds);
    }
  );
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9kZXF1ZS10aHJlYWRzLnRlc3QudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKlxuICogVGFza0RlcXVlIGFjcm9zcyByZWFsIHRocmVhZHM6IG9uZSBvd25lciBwdXNoZXMgYW5kIHBvcHMgc2VlZGVkIGJ1cnN0cyBvZiAzLXdvcmQgcmVjb3JkcyBpbnRvIGFcbiAqIHNtYWxsIGRlcXVlIChzbyBpdCBmaWxscywgd3JhcHMgYW5kIHB1c2hlcyBmYWlsKSwgMSB0byA3IHRoaWV2ZXMgc3RlYWw7IG92ZXIgbWFueSByb3VuZHMgZXZlcnlcbiAqIHJlY29yZCBpcyBleGVjdXRlZCBleGFjdGx5IG9uY2UsIG5vIHJlY29yZCBpcyB0b3JuLCBhbmQgdGhpZXZlcyBzZWUgJ2VtcHR5JyBhdCB0aGUgZW5kIG9mIGV2ZXJ5XG4gKiByb3VuZCAoJ3JldHJ5JyBpcyBleGVyY2lzZWQgZGV0ZXJtaW5pc3RpY2FsbHkgaW4gZGVxdWUudGVzdC50cykuIFJvdW5kcyBhcmUgc2VwYXJhdGVkIGJ5IGhhbmRzaGFrZXMgb24gc2hhcmVkIHdvcmRzLCBub3Qgc2xlZXBzLlxuICovXG5pbXBvcnQgeyBkZXNjcmliZSwgZXhwZWN0LCBpdCB9IGZyb20gJ3ZpdGVzdCc7XG5pbXBvcnQgeyBUYXNrRGVxdWUgfSBmcm9tICcuLi9zcmMvcGx1Z2luLmpzJztcbmltcG9ydCB7IHJlc3VsdE9mLCBydW5UaHJlYWQgfSBmcm9tICcuL2hlbHBlcnMvdGhyZWFkcy5qcyc7XG5cbi8vIGNvbnRyb2wgd29yZHM6IFswXSBTVEFSVCAocm91bmQgKyAxIG9uY2UgdGhlIG93bmVyIHJlc2V0IHRoZSBkZXF1ZSksIFsxXSBET05FIChyb3VuZCArIDEgb25jZSB0aGVcbi8vIG93bmVyIHB1c2hlZCBldmVyeXRoaW5nIGFuZCBmb3VuZCB0aGUgZGVxdWUgZW1wdHkpLCBbMl0gQUNLICh0aGlldmVzIGZpbmlzaGVkIHdpdGggdGhlIHJvdW5kKS5cbmNvbnN0IENPTU1PTiA9IGBcbmNvbnN0IHsgVGFza0RlcXVlIH0gPSBsb2FkKCdzaG0vZGVxdWUudHMnKTtcbmNvbnN0IGN0cmwgPSBuZXcgSW50MzJBcnJheShkYXRhLmN0cmwpO1xuY29uc3QgY291bnRzID0gbmV3IEludDMyQXJyYXkoZGF0YS5jb3VudHMpO1xuY29uc3QgZGVxdWUgPSBuZXcgVGFza0RlcXVlKGRhdGEuc2FiLCAwLCBkYXRhLmNhcGFjaXR5LCAzKTtcbmNvbnN0IG91dCA9IG5ldyBJbnQzMkFycmF5KDMpO1xubGV0IGJhZCA9IDA7XG5mdW5jdGlvbiBydW4ocmVjKSB7XG4gIGNvbnN0IGlkID0gcmVjWzBdO1xuICBpZiAocmVjWzFdICE9PSBNYXRoLmltdWwoaWQsIDB4OWUzNzc5YjEpIHx8IHJlY1syXSAhPT0gfmlkKSBiYWQrKztcbiAgZWxzZSBBdG9taWNzLmFkZChjb3VudHMsIGlkLCAxKTtcbn1cbmZ1bmN0aW9uIHdhaXRVbnRpbChpbmRleCwgdmFsdWUpIHtcbiAgd2hpbGUgKEF0b21pY3MubG9hZChjdHJsLCBpbmRleCkgPCB2YWx1ZSkgQXRvbWljcy53YWl0KGN0cmwsIGluZGV4LCBBdG9taWNzLmxvYWQoY3RybCwgaW5kZXgpLCA1MCk7XG59YDtcblxuY29uc3QgT1dORVIgPSBgJHtDT01NT059XG5jb25zdCBybmQgPSBtdWxiZXJyeTMyKGRhdGEuc2VlZCk7XG5sZXQgZnVsbFB1c2hlcyA9IDAsIHBvcHMgPSAwO1xuZm9yIChsZXQgcm91bmQgPSAwOyByb3VuZCA8IGRhdGEucm91bmRzOyByb3VuZCsrKSB7XG4gIGlmIChyb3VuZCA+IDApIHdhaXRVbnRpbCgyLCByb3VuZCAqIGRhdGEudGhpZXZlcyk7XG4gIGRlcXVlLnJlc2V0KCk7XG4gIEF0b21pY3Muc3RvcmUoY3RybCwgMCwgcm91bmQgKyAxKTtcbiAgQXRvbWljcy5ub3RpZnkoY3RybCwgMCk7XG4gIGxldCBuZXh0ID0gMDtcbiAgY29uc3QgcmVjID0gbmV3IEludDMyQXJyYXkoMyk7XG4gIHdoaWxlIChuZXh0IDwgZGF0YS50YXNrcykge1xuICAgIGNvbnN0IGJ1cnN0ID0gMSArIE1hdGguZmxvb3Iocm5kKCkgKiAxMik7XG4gICAgZm9yIChsZXQgayA9IDA7IGsgPCBidXJzdCAmJiBuZXh0IDwgZGF0YS50YXNrczsgaysrKSB7XG4gICAgICByZWNbMF0gPSBuZXh0OyByZWNbMV0gPSBNYXRoLmltdWwobmV4dCwgMHg5ZTM3NzliMSk7IHJlY1syXSA9IH5uZXh0O1xuICAgICAgaWYgKGRlcXVlLnB1c2gocmVjKSkgbmV4dCsrO1xuICAgICAgZWxzZSB7IGZ1bGxQdXNoZXMrKzsgYnJlYWs7IH1cbiAgICB9XG4gICAgY29uc3QgcG9wc05vdyA9IE1hdGguZmxvb3Iocm5kKCkgKiA4KTtcbiAgICBmb3IgKGxldCBrID0gMDsgayA8IHBvcHNOb3c7IGsrKykgaWYgKGRlcXVlLnBvcChvdXQpKSB7IHBvcHMrKzsgcnVuKG91dCk7IH1cbiAgfVxuICB3aGlsZSAoZGVxdWUucG9wKG91dCkpIHsgcG9wcysrOyBydW4ob3V0KTsgfVxuICBpZiAoZGVxdWUuc2l6ZSgpICE9PSAwKSBiYWQrKztcbiAgQXRvbWljcy5zdG9yZShjdHJsLCAxLCByb3VuZCArIDEpO1xuICBBdG9taWNzLm5vdGlmeShjdHJsLCAxKTtcbn1cbndhaXRVbnRpbCgyLCBkYXRhLnJvdW5kcyAqIGRhdGEudGhpZXZlcyk7XG5yZXR1cm4geyBiYWQsIGZ1bGxQdXNoZXMsIHBvcHMgfTtgO1xuXG5jb25zdCBUSElFRiA9IGAke0NPTU1PTn1cbmxldCBvayA9IDAsIGVtcHR5ID0gMCwgcmV0cnkgPSAwO1xuZm9yIChsZXQgcm91bmQgPSAwOyByb3VuZCA8IGRhdGEucm91bmRzOyByb3VuZCsrKSB7XG4gIHdhaXRVbnRpbCgwLCByb3VuZCArIDEpO1xuICBsZXQgaWRsZSA9IDA7XG4gIGZvciAoOzspIHtcbiAgICBjb25zdCByID0gZGVxdWUuc3RlYWwob3V0KTtcbiAgICBpZiAociA9PT0gJ29rJykgeyBvaysrOyBpZGxlID0gMDsgcnVuKG91dCk7IGNvbnRpbnVlOyB9XG4gICAgaWYgKHIgPT09ICdyZXRyeScpIHsgcmV0cnkrKzsgY29udGludWU7IH1cbiAgICBlbXB0eSsrO1xuICAgIGlmIChBdG9taWNzLmxvYWQoY3RybCwgMSkgPT09IHJvdW5kICsgMSAmJiBkZXF1ZS5zaXplKCkgPT09IDApIGJyZWFrO1xuICAgIGlmICgrK2lkbGUgPiAyNTYpIHsgaWRsZSA9IDA7IEF0b21pY3Mud2FpdChjdHJsLCAxLCByb3VuZCwgMSk7IH1cbiAgfVxuICBBdG9taWNzLmFkZChjdHJsLCAyLCAxKTtcbiAgQXRvbWljcy5ub3RpZnkoY3RybCwgMik7XG59XG5yZXR1cm4geyBiYWQsIG9rLCBlbXB0eSwgcmV0cnkgfTtgO1xuXG5pbnRlcmZhY2UgT3duZXJSZXN1bHQge1xuICBiYWQ6IG51bWJlcjtcbiAgZnVsbFB1c2hlczogbnVtYmVyO1xuICBwb3BzOiBudW1iZXI7XG59XG5pbnRlcmZhY2UgVGhpZWZSZXN1bHQge1xuICBiYWQ6IG51bWJlcjtcbiAgb2s6IG51bWJlcjtcbiAgZW1wdHk6IG51bWJlcjtcbiAgcmV0cnk6IG51bWJlcjtcbn1cblxuZGVzY3JpYmUoJ1Rhc2tEZXF1ZSBhY3Jvc3MgdGhyZWFkcycsICgpID0+IHtcbiAgaXQuZWFjaChbXG4gICAgeyB0aHJlYWRzOiAyLCBjYXBhY2l0eTogOCwgc2VlZDogMSB9LFxuICAgIHsgdGhyZWFkczogMywgY2FwYWNpdHk6IDE2LCBzZWVkOiAyIH0sXG4gICAgeyB0aHJlYWRzOiA0LCBjYXBhY2l0eTogNCwgc2VlZDogMyB9LFxuICAgIHsgdGhyZWFkczogNiwgY2FwYWNpdHk6IDMyLCBzZWVkOiA0IH0sXG4gICAgeyB0aHJlYWRzOiA4LCBjYXBhY2l0eTogOCwgc2VlZDogNSB9LFxuICBdKShcbiAgICAnb3duZXIgKyAkdGhyZWFkcyAtIDEgdGhpZXZlcywgY2FwYWNpdHkgJGNhcGFjaXR5LCBzZWVkICRzZWVkOiBldmVyeSByZWNvcmQgcnVucyBleGFjdGx5IG9uY2UsIHVudG9ybicsXG4gICAgYXN5bmMgKHsgdGhyZWFkcywgY2FwYWNpdHksIHNlZWQgfSkgPT4ge1xuICAgICAgY29uc3Qgcm91bmRzID0gMTI7XG4gICAgICBjb25zdCB0YXNrcyA9IDE1MDA7XG4gICAgICBjb25zdCB0aGlldmVzID0gdGhyZWFkcyAtIDE7XG4gICAgICBjb25zdCBkYXRhID0ge1xuICAgICAgICBzYWI6IG5ldyBTaGFyZWRBcnJheUJ1ZmZlcihUYXNrRGVxdWUuYnl0ZUxlbmd0aChjYXBhY2l0eSwgMykpLFxuICAgICAgICBjdHJsOiBuZXcgU2hhcmVkQXJyYXlCdWZmZXIoMTIpLFxuICAgICAgICBjb3VudHM6IG5ldyBTaGFyZWRBcnJheUJ1ZmZlcig0ICogdGFza3MpLFxuICAgICAgICBjYXBhY2l0eSxcbiAgICAgICAgcm91bmRzLFxuICAgICAgICB0YXNrcyxcbiAgICAgICAgdGhpZXZlcyxcbiAgICAgICAgc2VlZCxcbiAgICAgIH07XG4gICAgICBjb25zdCBydW5zID0gW3J1blRocmVhZDxPd25lclJlc3VsdD4oT1dORVIsIGRhdGEpLCAuLi5BcnJheS5mcm9tKHsgbGVuZ3RoOiB0aGlldmVzIH0sICgpID0+IHJ1blRocmVhZDxUaGllZlJlc3VsdD4oVEhJRUYsIGRhdGEpKV07XG4gICAgICBjb25zdCBbb3duZXIsIC4uLnJlc3RdID0gYXdhaXQgUHJvbWlzZS5hbGwocnVucyk7XG4gICAgICBjb25zdCBvID0gcmVzdWx0T2Yob3duZXIgYXMgQXdhaXRlZDwodHlwZW9mIHJ1bnMpWzBdPikgYXMgT3duZXJSZXN1bHQ7XG4gICAgICBjb25zdCB0ID0gcmVzdC5tYXAoKHgpID0+IHJlc3VsdE9mKHgpIGFzIFRoaWVmUmVzdWx0KTtcbiAgICAgIGNvbnN0IGNvdW50cyA9IG5ldyBJbnQzMkFycmF5KGRhdGEuY291bnRzKTtcbiAgICAgIGNvbnN0IHdyb25nID0gQXJyYXkuZnJvbShjb3VudHMpLmZsYXRNYXAoKGMsIGlkKSA9PiAoYyA9PT0gcm91bmRzID8gW10gOiBbYCR7aWR9OiAke2N9YF0pKTtcbiAgICAgIGV4cGVjdCh3cm9uZywgJ3Rhc2tzIG5vdCBleGVjdXRlZCBleGFjdGx5IG9uY2UgcGVyIHJvdW5kJykudG9FcXVhbChbXSk7XG4gICAgICBleHBlY3Qoby5iYWQgKyB0LnJlZHVjZSgocywgeCkgPT4gcyArIHguYmFkLCAwKSwgJ3Rvcm4gb3IgY29ycnVwdGVkIHJlY29yZHMnKS50b0JlKDApO1xuICAgICAgZXhwZWN0KG8ucG9wcyArIHQucmVkdWNlKChzLCB4KSA9PiBzICsgeC5vaywgMCkpLnRvQmUocm91bmRzICogdGFza3MpO1xuICAgICAgLy8gRXZlcnkgdGhpZWYgZW5kZWQgZXZlcnkgcm91bmQgb24gYW4gJ2VtcHR5Jy5cbiAgICAgIGZvciAoY29uc3QgeCBvZiB0KSBleHBlY3QoeC5lbXB0eSkudG9CZUdyZWF0ZXJUaGFuT3JFcXVhbChyb3VuZHMpO1xuICAgIH0sXG4gICk7XG59KTtcbiJdLAogICJtYXBwaW5ncyI6ICJBQU1BLFNBQVMsVUFBVSxRQUFRLFVBQVU7QUFDckMsU0FBUyxpQkFBaUI7QUFDMUIsU0FBUyxVQUFVLGlCQUFpQjtBQUlwQyxNQUFNLFNBQVM7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBZ0JmLE1BQU0sUUFBUSxHQUFHLE1BQU07QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBNEJ2QixNQUFNLFFBQVEsR0FBRyxNQUFNO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUE4QnZCLFNBQVMsNEJBQTRCLE1BQU07QUFDekMsS0FBRyxLQUFLO0FBQUEsSUFDTixFQUFFLFNBQVMsR0FBRyxVQUFVLEdBQUcsTUFBTSxFQUFFO0FBQUEsSUFDbkMsRUFBRSxTQUFTLEdBQUcsVUFBVSxJQUFJLE1BQU0sRUFBRTtBQUFBLElBQ3BDLEVBQUUsU0FBUyxHQUFHLFVBQVUsR0FBRyxNQUFNLEVBQUU7QUFBQSxJQUNuQyxFQUFFLFNBQVMsR0FBRyxVQUFVLElBQUksTUFBTSxFQUFFO0FBQUEsSUFDcEMsRUFBRSxTQUFTLEdBQUcsVUFBVSxHQUFHLE1BQU0sRUFBRTtBQUFBLEVBQ3JDLENBQUM7QUFBQSxJQUNDO0FBQUEsSUFDQSxPQUFPLEVBQUUsU0FBUyxVQUFVLEtBQUssTUFBTTtBQUNyQyxZQUFNLFNBQVM7QUFDZixZQUFNLFFBQVE7QUFDZCxZQUFNLFVBQVUsVUFBVTtBQUMxQixZQUFNLE9BQU87QUFBQSxRQUNYLEtBQUssSUFBSSxrQkFBa0IsVUFBVSxXQUFXLFVBQVUsQ0FBQyxDQUFDO0FBQUEsUUFDNUQsTUFBTSxJQUFJLGtCQUFrQixFQUFFO0FBQUEsUUFDOUIsUUFBUSxJQUFJLGtCQUFrQixJQUFJLEtBQUs7QUFBQSxRQUN2QztBQUFBLFFBQ0E7QUFBQSxRQUNBO0FBQUEsUUFDQTtBQUFBLFFBQ0E7QUFBQSxNQUNGO0FBQ0EsWUFBTSxPQUFPLENBQUMsVUFBdUIsT0FBTyxJQUFJLEdBQUcsR0FBRyxNQUFNLEtBQUssRUFBRSxRQUFRLFFBQVEsR0FBRyxNQUFNLFVBQXVCLE9BQU8sSUFBSSxDQUFDLENBQUM7QUFDaEksWUFBTSxDQUFDLE9BQU8sR0FBRyxJQUFJLElBQUksTUFBTSxRQUFRLElBQUksSUFBSTtBQUMvQyxZQUFNLElBQUksU0FBUyxLQUFrQztBQUNyRCxZQUFNLElBQUksS0FBSyxJQUFJLENBQUMsTUFBTSxTQUFTLENBQUMsQ0FBZ0I7QUFDcEQsWUFBTSxTQUFTLElBQUksV0FBVyxLQUFLLE1BQU07QUFDekMsWUFBTSxRQUFRLE1BQU0sS0FBSyxNQUFNLEVBQUUsUUFBUSxDQUFDLEdBQUcsT0FBUSxNQUFNLFNBQVMsQ0FBQyxJQUFJLENBQUMsR0FBRyxFQUFFLEtBQUssQ0FBQyxFQUFFLENBQUU7QUFDekYsYUFBTyxPQUFPLDJDQUEyQyxFQUFFLFFBQVEsQ0FBQyxDQUFDO0FBQ3JFLGFBQU8sRUFBRSxNQUFNLEVBQUUsT0FBTyxDQUFDLEdBQUcsTUFBTSxJQUFJLEVBQUUsS0FBSyxDQUFDLEdBQUcsMkJBQTJCLEVBQUUsS0FBSyxDQUFDO0FBQ3BGLGFBQU8sRUFBRSxPQUFPLEVBQUUsT0FBTyxDQUFDLEdBQUcsTUFBTSxJQUFJLEVBQUUsSUFBSSxDQUFDLENBQUMsRUFBRSxLQUFLLFNBQVMsS0FBSztBQUVwRSxpQkFBVyxLQUFLLEVBQUcsUUFBTyxFQUFFLEtBQUssRUFBRSx1QkFBdUIsTUFBTTtBQUFBLElBQ2xFO0FBQUEsRUFDRjtBQUNGLENBQUM7IiwKICAibmFtZXMiOiBbXQp9Cg==
