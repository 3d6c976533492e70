import { describe, expect, it } from "vitest";
import { ErrorCodes } from "../src/index.js";
import { SpscRing } from "../src/plugin.js";
import { mulberry32, resultOf, runThread } from "./helpers/threads.js";
const MESSAGE_SOURCE = `
function messages(seed, maxFrame) {
  const rnd = mulberry32(seed);
  return function next() {
    const size = rnd() < 0.5 ? Math.floor(rnd() * 17) : Math.floor(rnd() * (maxFrame + 1));
    const split = rnd() < 0.3 ? Math.floor(rnd() * (size + 1)) : -1;
    const base = Math.floor(rnd() * 256);
    const step = 1 + Math.floor(rnd() * 250);
    const bytes = new Uint8Array(size);
    for (let j = 0; j < size; j++) bytes[j] = (base + j * step) & 255;
    return { bytes, split };
  };
}
function fnv(h, bytes) {
  for (let j = 0; j < bytes.length; j++) h = Math.imul(h ^ bytes[j], 0x01000193);
  return h >>> 0;
}`;
const PRODUCER = `${MESSAGE_SOURCE}
const { SpscRing } = load('shm/ring.ts');
const { createWaitPolicy } = load('shm/wait.ts');
const ring = new SpscRing(data.sab, 0, data.capacity);
const policy = createWaitPolicy({ timeoutMs: 20000, spinIterations: data.spin });
const next = messages(data.seed, ring.maxFrame);
let hash = 0x811c9dc5, bytes = 0;
for (let i = 0; i < data.count; i++) {
  const m = next();
  hash = fnv(hash, m.bytes);
  bytes += m.bytes.length;
  if (m.split < 0) ring.write(policy, m.bytes);
  else ring.write(policy, m.bytes.subarray(0, m.split), m.bytes.subarray(m.split));
}
return { hash, bytes };`;
const CONSUMER = `${MESSAGE_SOURCE}
const { SpscRing } = load('shm/ring.ts');
const { createWaitPolicy } = load('shm/wait.ts');
const ring = new SpscRing(data.sab, 0, data.capacity);
const policy = createWaitPolicy({ timeoutMs: 20000, spinIterations: data.spin });
const next = messages(data.seed, ring.maxFrame);
let hash = 0x811c9dc5, bytes = 0, bad = 0, firstBad = -1;
for (let i = 0; i < data.count; i++) {
  const want = next().bytes;
  const got = ring.read(policy);
  hash = fnv(hash, got);
  bytes += got.length;
  let same = got.length === want.length;
  for (let j = 0; same && j < got.length; j++) same = got[j] === want[j];
  if (!same) { bad++; if (firstBad < 0) firstBad = i; }
}
// Nothing more comes: a blocking read with a short deadline must give up.
let deadline = 'none';
try { ring.read(policy, 50); } catch (e) { deadline = e.code; }
return { hash, bytes, bad, firstBad, deadline, emptyAtEnd: ring.isEmpty() };`;
function expected(seed, maxFrame, count) {
  const fn = new Function("mulberry32", `${MESSAGE_SOURCE}; return { messages, fnv };`)(mulberry32);
  const next = fn.messages(seed, maxFrame);
  let hash = 2166136261;
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const b = next().bytes;
    hash = fn.fnv(hash, b);
    bytes += b.length;
  }
  return { hash, bytes };
}
describe("SpscRing across threads", () => {
  it.each([
    { capacity: 256, count: 2e4, spin: 0, seed: 42 },
    { capacity: 4096, count: 1e4, spin: 0, seed: 7 },
    { capacity: 1024, count: 1e4, spin: 2e4, seed: 1234 }
  ])(
    "producer and consumer threads agree on $count messages (capacity $capacity, spin $spin)",
    async ({ capacity, count, spin, seed }) => {
      const sab = new SharedArrayBuffer(SpscRing.byteLengthFor(capacity));
      const data = { sab, capacity, count, spin, seed };
      const [prod, cons] = await Promise.all([runThread(PRODUCER, data), runThread(CONSUMER, data)]);
      const p = resultOf(prod);
      const c = resultOf(cons);
      const want = expected(seed, SpscRing.create(capacity).maxFrame, count);
      expect(c.bad).toBe(0);
      expect(c.firstBad).toBe(-1);
      expect(p).toMatchObject(want);
      expect(c).toMatchObject(want);
      expect(want.bytes).toBeGreaterThan(50 * capacity);
      expect(c.deadline).toBe(ErrorCodes.DEADLINE_EXCEEDED);
      expect(c.emptyAtEnd).toBe(true);
    },
    6e4
  );
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9yaW5nLWJ1ZmZlci10aHJlYWRzLnRlc3QudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKiBTcHNjUmluZyBhY3Jvc3MgdHdvIHJlYWwgdGhyZWFkczogYSBzZWVkZWQgc3RyZWFtIG9mIGZyYW1lcyBhcnJpdmVzIGNvbXBsZXRlLCB1bmNvcnJ1cHRlZCBhbmQgaW4gb3JkZXIuICovXG5pbXBvcnQgeyBkZXNjcmliZSwgZXhwZWN0LCBpdCB9IGZyb20gJ3ZpdGVzdCc7XG5pbXBvcnQgeyBFcnJvckNvZGVzIH0gZnJvbSAnLi4vc3JjL2luZGV4LmpzJztcbmltcG9ydCB7IFNwc2NSaW5nIH0gZnJvbSAnLi4vc3JjL3BsdWdpbi5qcyc7XG5pbXBvcnQgeyBtdWxiZXJyeTMyLCByZXN1bHRPZiwgcnVuVGhyZWFkIH0gZnJvbSAnLi9oZWxwZXJzL3RocmVhZHMuanMnO1xuXG4vKiogU2hhcmVkIGJ5IGJvdGggdGhyZWFkczogbWVzc2FnZSBpJ3Mgc2l6ZSwgc3BsaXQgcG9pbnQgYW5kIGJ5dGVzIGNvbWUgZnJvbSBvbmUgc2VlZGVkIHN0cmVhbS4gKi9cbmNvbnN0IE1FU1NBR0VfU09VUkNFID0gYFxuZnVuY3Rpb24gbWVzc2FnZXMoc2VlZCwgbWF4RnJhbWUpIHtcbiAgY29uc3Qgcm5kID0gbXVsYmVycnkzMihzZWVkKTtcbiAgcmV0dXJuIGZ1bmN0aW9uIG5leHQoKSB7XG4gICAgY29uc3Qgc2l6ZSA9IHJuZCgpIDwgMC41ID8gTWF0aC5mbG9vcihybmQoKSAqIDE3KSA6IE1hdGguZmxvb3Iocm5kKCkgKiAobWF4RnJhbWUgKyAxKSk7XG4gICAgY29uc3Qgc3BsaXQgPSBybmQoKSA8IDAuMyA/IE1hdGguZmxvb3Iocm5kKCkgKiAoc2l6ZSArIDEpKSA6IC0xO1xuICAgIGNvbnN0IGJhc2UgPSBNYXRoLmZsb29yKHJuZCgpICogMjU2KTtcbiAgICBjb25zdCBzdGVwID0gMSArIE1hdGguZmxvb3Iocm5kKCkgKiAyNTApO1xuICAgIGNvbnN0IGJ5dGVzID0gbmV3IFVpbnQ4QXJyYXkoc2l6ZSk7XG4gICAgZm9yIChsZXQgaiA9IDA7IGogPCBzaXplOyBqKyspIGJ5dGVzW2pdID0gKGJhc2UgKyBqICogc3RlcCkgJiAyNTU7XG4gICAgcmV0dXJuIHsgYnl0ZXMsIHNwbGl0IH07XG4gIH07XG59XG5mdW5jdGlvbiBmbnYoaCwgYnl0ZXMpIHtcbiAgZm9yIChsZXQgaiA9IDA7IGogPCBieXRlcy5sZW5ndGg7IGorKykgaCA9IE1hdGguaW11bChoIF4gYnl0ZXNbal0sIDB4MDEwMDAxOTMpO1xuICByZXR1cm4gaCA+Pj4gMDtcbn1gO1xuXG5jb25zdCBQUk9EVUNFUiA9IGAke01FU1NBR0VfU09VUkNFfVxuY29uc3QgeyBTcHNjUmluZyB9ID0gbG9hZCgnc2htL3JpbmcudHMnKTtcbmNvbnN0IHsgY3JlYXRlV2FpdFBvbGljeSB9ID0gbG9hZCgnc2htL3dhaXQudHMnKTtcbmNvbnN0IHJpbmcgPSBuZXcgU3BzY1JpbmcoZGF0YS5zYWIsIDAsIGRhdGEuY2FwYWNpdHkpO1xuY29uc3QgcG9saWN5ID0gY3JlYXRlV2FpdFBvbGljeSh7IHRpbWVvdXRNczogMjAwMDAsIHNwaW5JdGVyYXRpb25zOiBkYXRhLnNwaW4gfSk7XG5jb25zdCBuZXh0ID0gbWVzc2FnZXMoZGF0YS5zZWVkLCByaW5nLm1heEZyYW1lKTtcbmxldCBoYXNoID0gMHg4MTFjOWRjNSwgYnl0ZXMgPSAwO1xuZm9yIChsZXQgaSA9IDA7IGkgPCBkYXRhLmNvdW50OyBpKyspIHtcbiAgY29uc3QgbSA9IG5leHQoKTtcbiAgaGFzaCA9IGZudihoYXNoLCBtLmJ5dGVzKTtcbiAgYnl0ZXMgKz0gbS5ieXRlcy5sZW5ndGg7XG4gIGlmIChtLnNwbGl0IDwgMCkgcmluZy53cml0ZShwb2xpY3ksIG0uYnl0ZXMpO1xuICBlbHNlIHJpbmcud3JpdGUocG9saWN5LCBtLmJ5dGVzLnN1YmFycmF5KDAsIG0uc3BsaXQpLCBtLmJ5dGVzLnN1YmFycmF5KG0uc3BsaXQpKTtcbn1cbnJldHVybiB7IGhhc2gsIGJ5dGVzIH07YDtcblxuY29uc3QgQ09OU1VNRVIgPSBgJHtNRVNTQUdFX1NPVVJDRX1cbmNvbnN0IHsgU3BzY1JpbmcgfSA9IGxvYWQoJ3NobS9yaW5nLnRzJyk7XG5jb25zdCB7IGNyZWF0ZVdhaXRQb2xpY3kgfSA9IGxvYWQoJ3NobS93YWl0LnRzJyk7XG5jb25zdCByaW5nID0gbmV3IFNwc2NSaW5nKGRhdGEuc2FiLCAwLCBkYXRhLmNhcGFjaXR5KTtcbmNvbnN0IHBvbGljeSA9IGNyZWF0ZVdhaXRQb2xpY3koeyB0aW1lb3V0TXM6IDIwMDAwLCBzcGluSXRlcmF0aW9uczogZGF0YS5zcGluIH0pO1xuY29uc3QgbmV4dCA9IG1lc3NhZ2VzKGRhdGEuc2VlZCwgcmluZy5tYXhGcmFtZSk7XG5sZXQgaGFzaCA9IDB4ODExYzlkYzUsIGJ5dGVzID0gMCwgYmFkID0gMCwgZmlyc3RCYWQgPSAtMTtcbmZvciAobGV0IGkgPSAwOyBpIDwgZGF0YS5jb3VudDsgaSsrKSB7XG4gIGNvbnN0IHdhbnQgPSBuZXh0KCkuYnl0ZXM7XG4gIGNvbnN0IGdvdCA9IHJpbmcucmVhZChwb2xpY3kpO1xuICBoYXNoID0gZm52KGhhc2gsIGdvdCk7XG4gIGJ5dGVzICs9IGdvdC5sZW5ndGg7XG4gIGxldCBzYW1lID0gZ290Lmxlbmd0aCA9PT0gd2FudC5sZW5ndGg7XG4gIGZvciAobGV0IGogPSAwOyBzYW1lICYmIGogPCBnb3QubGVuZ3RoOyBqKyspIHNhbWUgPSBnb3Rbal0gPT09IHdhbnRbal07XG4gIGlmICghc2FtZSkgeyBiYWQrKzsgaWYgKGZpcnN0QmFkIDwgMCkgZmlyc3RCYWQgPSBpOyB9XG59XG4vLyBOb3RoaW5nIG1vcmUgY29tZXM6IGEgYmxvY2tpbmcgcmVhZCB3aXRoIGEgc2hvcnQgZGVhZGxpbmUgbXVzdCBnaXZlIHVwLlxubGV0IGRlYWRsaW5lID0gJ25vbmUnO1xudHJ5IHsgcmluZy5yZWFkKHBvbGljeSwgNTApOyB9IGNhdGNoIChlKSB7IGRlYWRsaW5lID0gZS5jb2RlOyB9XG5yZXR1cm4geyBoYXNoLCBieXRlcywgYmFkLCBmaXJzdEJhZCwgZGVhZGxpbmUsIGVtcHR5QXRFbmQ6IHJpbmcuaXNFbXB0eSgpIH07YDtcblxuaW50ZXJmYWNlIFByb2R1Y2VyUmVzdWx0IHtcbiAgaGFzaDogbnVtYmVyO1xuICBieXRlczogbnVtYmVyO1xufVxuaW50ZXJmYWNlIENvbnN1bWVyUmVzdWx0IGV4dGVuZHMgUHJvZHVjZXJSZXN1bHQge1xuICBiYWQ6IG51bWJlcjtcbiAgZmlyc3RCYWQ6IG51bWJlcjtcbiAgZGVhZGxpbmU6IHN0cmluZztcbiAgZW1wdHlBdEVuZDogYm9vbGVhbjtcbn1cblxuLyoqIEhvc3Qtc2lkZSByZWZlcmVuY2U6IGhhc2ggYW5kIGJ5dGUgY291bnQgb2YgdGhlIHNhbWUgc2VlZGVkIHN0cmVhbS4gKi9cbmZ1bmN0aW9uIGV4cGVjdGVkKHNlZWQ6IG51bWJlciwgbWF4RnJhbWU6IG51bWJlciwgY291bnQ6IG51bWJlcik6IHsgaGFzaDogbnVtYmVyOyBieXRlczogbnVtYmVyIH0ge1xuICBjb25zdCBmbiA9IG5ldyBGdW5jdGlvbignbXVsYmVycnkzMicsIGAke01FU1NBR0VfU09VUkNFfTsgcmV0dXJuIHsgbWVzc2FnZXMsIGZudiB9O2ApKG11bGJlcnJ5MzIpIGFzIHtcbiAgICBtZXNzYWdlczogKHNlZWQ6IG51bWJlciwgbWF4RnJhbWU6IG51bWJlcikgPT4gKCkgPT4geyBieXRlczogVWludDhBcnJheSB9O1xuICAgIGZudjogKGg6IG51bWJlciwgYjogVWludDhBcnJheSkgPT4gbnVtYmVyO1xuICB9O1xuICBjb25zdCBuZXh0ID0gZm4ubWVzc2FnZXMoc2VlZCwgbWF4RnJhbWUpO1xuICBsZXQgaGFzaCA9IDB4ODExYzlkYzU7XG4gIGxldCBieXRlcyA9IDA7XG4gIGZvciAobGV0IGkgPSAwOyBpIDwgY291bnQ7IGkrKykge1xuICAgIGNvbnN0IGIgPSBuZXh0KCkuYnl0ZXM7XG4gICAgaGFzaCA9IGZuLmZudihoYXNoLCBiKTtcbiAgICBieXRlcyArPSBiLmxlbmd0aDtcbiAgfVxuICByZXR1cm4geyBoYXNoLCBieXRlcyB9O1xufVxuXG5kZXNjcmliZSgnU3BzY1JpbmcgYWNyb3NzIHRocmVhZHMnLCAoKSA9PiB7XG4gIGl0LmVhY2goW1xuICAgIHsgY2FwYWNpdHk6IDI1NiwgY291bnQ6IDIwXzAwMCwgc3BpbjogMCwgc2VlZDogNDIgfSxcbiAgICB7IGNhcGFjaXR5OiA0MDk2LCBjb3VudDogMTBfMDAwLCBzcGluOiAwLCBzZWVkOiA3IH0sXG4gICAgeyBjYXBhY2l0eTogMTAyNCwgY291bnQ6IDEwXzAwMCwgc3BpbjogMjBfMDAwLCBzZWVkOiAxMjM0IH0sXG4gIF0pKFxuICAgICdwcm9kdWNlciBhbmQgY29uc3VtZXIgdGhyZWFkcyBhZ3JlZSBvbiAkY291bnQgbWVzc2FnZXMgKGNhcGFjaXR5ICRjYXBhY2l0eSwgc3BpbiAkc3BpbiknLFxuICAgIGFzeW5jICh7IGNhcGFjaXR5LCBjb3VudCwgc3Bpbiwgc2VlZCB9KSA9PiB7XG4gICAgICBjb25zdCBzYWIgPSBuZXcgU2hhcmVkQXJyYXlCdWZmZXIoU3BzY1JpbmcuYnl0ZUxlbmd0aEZvcihjYXBhY2l0eSkpO1xuICAgICAgY29uc3QgZGF0YSA9IHsgc2FiLCBjYXBhY2l0eSwgY291bnQsIHNwaW4sIHNlZWQgfTtcbiAgICAgIGNvbnN0IFtwcm9kLCBjb25zXSA9IGF3YWl0IFByb21pc2UuYWxsKFtydW5UaHJlYWQ8UHJvZHVjZXJSZXN1bHQ+KFBST0RVQ0VSLCBkYXRhKSwgcnVuVGhyZWFkPENvbnN1bWVyUmVzdWx0PihDT05TVU1FUiwgZGF0YSldKTtcbiAgICAgIGNvbnN0IHAgPSByZXN1bHRPZihwcm9kKTtcbiAgICAgIGNvbnN0IGMgPSByZXN1bHRPZihjb25zKTtcbiAgICAgIGNvbnN0IHdhbnQgPSBleHBlY3RlZChzZWVkLCBTcHNjUmluZy5jcmVhdGUoY2FwYWNpdHkpLm1heEZyYW1lLCBjb3VudCk7XG4gICAgICBleHBlY3QoYy5iYWQpLnRvQmUoMCk7XG4gICAgICBleHBlY3QoYy5maXJzdEJhZCkudG9CZSgtMSk7XG4gICAgICBleHBlY3QocCkudG9NYXRjaE9iamVjdCh3YW50KTtcbiAgICAgIGV4cGVjdChjKS50b01hdGNoT2JqZWN0KHdhbnQpO1xuICAgICAgLy8gVGhlIHN0cmVhbSB3cmFwcGVkIGFyb3VuZCB0aGUgcmluZyBtYW55IHRpbWVzLCBzbyB0aGUgcHJvZHVjZXIgaGFkIHRvIHdhaXQgZm9yIHNwYWNlLlxuICAgICAgZXhwZWN0KHdhbnQuYnl0ZXMpLnRvQmVHcmVhdGVyVGhhbig1MCAqIGNhcGFjaXR5KTtcbiAgICAgIGV4cGVjdChjLmRlYWRsaW5lKS50b0JlKEVycm9yQ29kZXMuREVBRExJTkVfRVhDRUVERUQpO1xuICAgICAgZXhwZWN0KGMuZW1wdHlBdEVuZCkudG9CZSh0cnVlKTtcbiAgICB9LFxuICAgIDYwXzAwMCxcbiAgKTtcbn0pO1xuIl0sCiAgIm1hcHBpbmdzIjogIkFBQ0EsU0FBUyxVQUFVLFFBQVEsVUFBVTtBQUNyQyxTQUFTLGtCQUFrQjtBQUMzQixTQUFTLGdCQUFnQjtBQUN6QixTQUFTLFlBQVksVUFBVSxpQkFBaUI7QUFHaEQsTUFBTSxpQkFBaUI7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQWtCdkIsTUFBTSxXQUFXLEdBQUcsY0FBYztBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFnQmxDLE1BQU0sV0FBVyxHQUFHLGNBQWM7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQWlDbEMsU0FBUyxTQUFTLE1BQWMsVUFBa0IsT0FBZ0Q7QUFDaEcsUUFBTSxLQUFLLElBQUksU0FBUyxjQUFjLEdBQUcsY0FBYyw2QkFBNkIsRUFBRSxVQUFVO0FBSWhHLFFBQU0sT0FBTyxHQUFHLFNBQVMsTUFBTSxRQUFRO0FBQ3ZDLE1BQUksT0FBTztBQUNYLE1BQUksUUFBUTtBQUNaLFdBQVMsSUFBSSxHQUFHLElBQUksT0FBTyxLQUFLO0FBQzlCLFVBQU0sSUFBSSxLQUFLLEVBQUU7QUFDakIsV0FBTyxHQUFHLElBQUksTUFBTSxDQUFDO0FBQ3JCLGFBQVMsRUFBRTtBQUFBLEVBQ2I7QUFDQSxTQUFPLEVBQUUsTUFBTSxNQUFNO0FBQ3ZCO0FBRUEsU0FBUywyQkFBMkIsTUFBTTtBQUN4QyxLQUFHLEtBQUs7QUFBQSxJQUNOLEVBQUUsVUFBVSxLQUFLLE9BQU8sS0FBUSxNQUFNLEdBQUcsTUFBTSxHQUFHO0FBQUEsSUFDbEQsRUFBRSxVQUFVLE1BQU0sT0FBTyxLQUFRLE1BQU0sR0FBRyxNQUFNLEVBQUU7QUFBQSxJQUNsRCxFQUFFLFVBQVUsTUFBTSxPQUFPLEtBQVEsTUFBTSxLQUFRLE1BQU0sS0FBSztBQUFBLEVBQzVELENBQUM7QUFBQSxJQUNDO0FBQUEsSUFDQSxPQUFPLEVBQUUsVUFBVSxPQUFPLE1BQU0sS0FBSyxNQUFNO0FBQ3pDLFlBQU0sTUFBTSxJQUFJLGtCQUFrQixTQUFTLGNBQWMsUUFBUSxDQUFDO0FBQ2xFLFlBQU0sT0FBTyxFQUFFLEtBQUssVUFBVSxPQUFPLE1BQU0sS0FBSztBQUNoRCxZQUFNLENBQUMsTUFBTSxJQUFJLElBQUksTUFBTSxRQUFRLElBQUksQ0FBQyxVQUEwQixVQUFVLElBQUksR0FBRyxVQUEwQixVQUFVLElBQUksQ0FBQyxDQUFDO0FBQzdILFlBQU0sSUFBSSxTQUFTLElBQUk7QUFDdkIsWUFBTSxJQUFJLFNBQVMsSUFBSTtBQUN2QixZQUFNLE9BQU8sU0FBUyxNQUFNLFNBQVMsT0FBTyxRQUFRLEVBQUUsVUFBVSxLQUFLO0FBQ3JFLGFBQU8sRUFBRSxHQUFHLEVBQUUsS0FBSyxDQUFDO0FBQ3BCLGFBQU8sRUFBRSxRQUFRLEVBQUUsS0FBSyxFQUFFO0FBQzFCLGFBQU8sQ0FBQyxFQUFFLGNBQWMsSUFBSTtBQUM1QixhQUFPLENBQUMsRUFBRSxjQUFjLElBQUk7QUFFNUIsYUFBTyxLQUFLLEtBQUssRUFBRSxnQkFBZ0IsS0FBSyxRQUFRO0FBQ2hELGFBQU8sRUFBRSxRQUFRLEVBQUUsS0FBSyxXQUFXLGlCQUFpQjtBQUNwRCxhQUFPLEVBQUUsVUFBVSxFQUFFLEtBQUssSUFBSTtBQUFBLElBQ2hDO0FBQUEsSUFDQTtBQUFBLEVBQ0Y7QUFDRixDQUFDOyIsCiAgIm5hbWVzIjogW10KfQo=
