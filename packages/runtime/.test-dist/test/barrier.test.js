import { describe, expect, it } from "vitest";
import { ErrorCodes } from "../src/index.js";
import { createWaitPolicy, SharedBarrier } from "../src/plugin.js";
import { resultOf, runThread } from "./helpers/threads.js";
const PARTY = `
const { SharedBarrier } = load('shm/barrier.ts');
const { createWaitPolicy } = load('shm/wait.ts');
const barrier = new SharedBarrier(new Int32Array(data.words), 0, data.parties);
const slots = new Int32Array(data.slots);
const policy = createWaitPolicy({ timeoutMs: 20000, spinIterations: data.spin });
let early = 0;
for (let g = 1; g <= data.generations; g++) {
  Atomics.store(slots, data.me, g);
  barrier.wait(policy);
  for (let r = 0; r < data.parties; r++) if (Atomics.load(slots, r) !== g) early++;
  barrier.wait(policy);
}
return { early, generation: barrier.generation() };`;
describe("SharedBarrier", () => {
  it.each([
    { parties: 2, generations: 2e3, spin: 2e4 },
    { parties: 3, generations: 1e3, spin: 0 },
    { parties: 4, generations: 1e3, spin: 0 }
  ])(
    "$parties threads pass it $generations x 2 times without anyone leaving early",
    async ({ parties, generations, spin }) => {
      const words = new SharedArrayBuffer(8);
      const slots = new SharedArrayBuffer(4 * parties);
      const outcomes = await Promise.all(
        Array.from(
          { length: parties },
          (_, me) => runThread(PARTY, { words, slots, parties, generations, spin, me })
        )
      );
      for (const o of outcomes) expect(resultOf(o)).toEqual({ early: 0, generation: 2 * generations });
      const barrier = new SharedBarrier(new Int32Array(words), 0, parties);
      expect(barrier.generation()).toBe(2 * generations);
    },
    6e4
  );
  it("a wait with no partner throws MW_DEADLINE_EXCEEDED naming the barrier", () => {
    const barrier = SharedBarrier.create(2);
    const policy = createWaitPolicy({ timeoutMs: 30, sliceMs: 5 });
    expect(() => barrier.wait(policy)).toThrow(
      expect.objectContaining({ code: ErrorCodes.DEADLINE_EXCEEDED, message: expect.stringContaining("barrier of 2 ranks") })
    );
    SharedBarrier.create(1).wait(policy);
  });
  it("a set abort flag makes a wait throw MW_ABORTED", () => {
    const abort = new Int32Array(new SharedArrayBuffer(8));
    Atomics.store(abort, 1, 1);
    const policy = createWaitPolicy({ timeoutMs: 1e4, abort, abortIndex: 1 });
    expect(() => SharedBarrier.create(2).wait(policy)).toThrow(expect.objectContaining({ code: ErrorCodes.ABORTED }));
  });
  it("raising the abort flag from another thread ends a wait that is already blocked", async () => {
    const abort = new SharedArrayBuffer(4);
    const words = new SharedArrayBuffer(8);
    const body = `
const { SharedBarrier } = load('shm/barrier.ts');
const { createWaitPolicy } = load('shm/wait.ts');
const barrier = new SharedBarrier(new Int32Array(data.words), 0, 2);
const policy = createWaitPolicy({ timeoutMs: 30000, sliceMs: 10, abort: new Int32Array(data.abort) });
post('arrived');
barrier.wait(policy);
return 'released';`;
    const outcome = await runThread(body, { abort, words }, (msg) => {
      if (msg === "arrived") Atomics.store(new Int32Array(abort), 0, 1);
    });
    expect(outcome).toMatchObject({ ok: false, code: ErrorCodes.ABORTED });
  }, 12e4);
  it("rejects bad parties and placements", () => {
    const words = new Int32Array(new SharedArrayBuffer(16));
    expect(() => new SharedBarrier(words, 0, 0)).toThrow(expect.objectContaining({ code: ErrorCodes.INVALID_ARGUMENT }));
    expect(() => new SharedBarrier(words, 3, 2)).toThrow(expect.objectContaining({ code: ErrorCodes.INVALID_ARGUMENT }));
    expect(new SharedBarrier(words, 2, 2).parties).toBe(2);
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9iYXJyaWVyLnRlc3QudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKiBTaGFyZWRCYXJyaWVyOiByZXVzYWJsZSBhY3Jvc3MgbWFueSBnZW5lcmF0aW9ucyBieSAyLTQgdGhyZWFkczsgZGVhZGxpbmUgYW5kIGFib3J0IGVuZCBhIHdhaXQgd2l0aCBubyBwYXJ0bmVyLiAqL1xuaW1wb3J0IHsgZGVzY3JpYmUsIGV4cGVjdCwgaXQgfSBmcm9tICd2aXRlc3QnO1xuaW1wb3J0IHsgRXJyb3JDb2RlcyB9IGZyb20gJy4uL3NyYy9pbmRleC5qcyc7XG5pbXBvcnQgeyBjcmVhdGVXYWl0UG9saWN5LCBTaGFyZWRCYXJyaWVyIH0gZnJvbSAnLi4vc3JjL3BsdWdpbi5qcyc7XG5pbXBvcnQgeyByZXN1bHRPZiwgcnVuVGhyZWFkIH0gZnJvbSAnLi9oZWxwZXJzL3RocmVhZHMuanMnO1xuXG4vKipcbiAqIEVhY2ggZ2VuZXJhdGlvbjogd3JpdGUgbXkgc2xvdCwgd2FpdCwgY2hlY2sgZXZlcnkgc2xvdCBob2xkcyB0aGlzIGdlbmVyYXRpb24gKG5vYm9keSB3YXMgbGV0XG4gKiB0aHJvdWdoIGVhcmx5KSwgd2FpdCBhZ2FpbiAobm9ib2R5IG92ZXJ3cml0ZXMgYSBzbG90IGJlZm9yZSBldmVyeW9uZSBjaGVja2VkIGl0KS5cbiAqL1xuY29uc3QgUEFSVFkgPSBgXG5jb25zdCB7IFNoYXJlZEJhcnJpZXIgfSA9IGxvYWQoJ3NobS9iYXJyaWVyLnRzJyk7XG5jb25zdCB7IGNyZWF0ZVdhaXRQb2xpY3kgfSA9IGxvYWQoJ3NobS93YWl0LnRzJyk7XG5jb25zdCBiYXJyaWVyID0gbmV3IFNoYXJlZEJhcnJpZXIobmV3IEludDMyQXJyYXkoZGF0YS53b3JkcyksIDAsIGRhdGEucGFydGllcyk7XG5jb25zdCBzbG90cyA9IG5ldyBJbnQzMkFycmF5KGRhdGEuc2xvdHMpO1xuY29uc3QgcG9saWN5ID0gY3JlYXRlV2FpdFBvbGljeSh7IHRpbWVvdXRNczogMjAwMDAsIHNwaW5JdGVyYXRpb25zOiBkYXRhLnNwaW4gfSk7XG5sZXQgZWFybHkgPSAwO1xuZm9yIChsZXQgZyA9IDE7IGcgPD0gZGF0YS5nZW5lcmF0aW9uczsgZysrKSB7XG4gIEF0b21pY3Muc3RvcmUoc2xvdHMsIGRhdGEubWUsIGcpO1xuICBiYXJyaWVyLndhaXQocG9saWN5KTtcbiAgZm9yIChsZXQgciA9IDA7IHIgPCBkYXRhLnBhcnRpZXM7IHIrKykgaWYgKEF0b21pY3MubG9hZChzbG90cywgcikgIT09IGcpIGVhcmx5Kys7XG4gIGJhcnJpZXIud2FpdChwb2xpY3kpO1xufVxucmV0dXJuIHsgZWFybHksIGdlbmVyYXRpb246IGJhcnJpZXIuZ2VuZXJhdGlvbigpIH07YDtcblxuZGVzY3JpYmUoJ1NoYXJlZEJhcnJpZXInLCAoKSA9PiB7XG4gIGl0LmVhY2goW1xuICAgIHsgcGFydGllczogMiwgZ2VuZXJhdGlvbnM6IDIwMDAsIHNwaW46IDIwXzAwMCB9LFxuICAgIHsgcGFydGllczogMywgZ2VuZXJhdGlvbnM6IDEwMDAsIHNwaW46IDAgfSxcbiAgICB7IHBhcnRpZXM6IDQsIGdlbmVyYXRpb25zOiAxMDAwLCBzcGluOiAwIH0sXG4gIF0pKFxuICAgICckcGFydGllcyB0aHJlYWRzIHBhc3MgaXQgJGdlbmVyYXRpb25zIHggMiB0aW1lcyB3aXRob3V0IGFueW9uZSBsZWF2aW5nIGVhcmx5JyxcbiAgICBhc3luYyAoeyBwYXJ0aWVzLCBnZW5lcmF0aW9ucywgc3BpbiB9KSA9PiB7XG4gICAgICBjb25zdCB3b3JkcyA9IG5ldyBTaGFyZWRBcnJheUJ1ZmZlcig4KTtcbiAgICAgIGNvbnN0IHNsb3RzID0gbmV3IFNoYXJlZEFycmF5QnVmZmVyKDQgKiBwYXJ0aWVzKTtcbiAgICAgIGNvbnN0IG91dGNvbWVzID0gYXdhaXQgUHJvbWlzZS5hbGwoXG4gICAgICAgIEFycmF5LmZyb20oeyBsZW5ndGg6IHBhcnRpZXMgfSwgKF8sIG1lKSA9PlxuICAgICAgICAgIHJ1blRocmVhZDx7IGVhcmx5OiBudW1iZXI7IGdlbmVyYXRpb246IG51bWJlciB9PihQQVJUWSwgeyB3b3Jkcywgc2xvdHMsIHBhcnRpZXMsIGdlbmVyYXRpb25zLCBzcGluLCBtZSB9KSxcbiAgICAgICAgKSxcbiAgICAgICk7XG4gICAgICBmb3IgKGNvbnN0IG8gb2Ygb3V0Y29tZXMpIGV4cGVjdChyZXN1bHRPZihvKSkudG9FcXVhbCh7IGVhcmx5OiAwLCBnZW5lcmF0aW9uOiAyICogZ2VuZXJhdGlvbnMgfSk7XG4gICAgICBjb25zdCBiYXJyaWVyID0gbmV3IFNoYXJlZEJhcnJpZXIobmV3IEludDMyQXJyYXkod29yZHMpLCAwLCBwYXJ0aWVzKTtcbiAgICAgIGV4cGVjdChiYXJyaWVyLmdlbmVyYXRpb24oKSkudG9CZSgyICogZ2VuZXJhdGlvbnMpO1xuICAgIH0sXG4gICAgNjBfMDAwLFxuICApO1xuXG4gIGl0KCdhIHdhaXQgd2l0aCBubyBwYXJ0bmVyIHRocm93cyBNV19ERUFETElORV9FWENFRURFRCBuYW1pbmcgdGhlIGJhcnJpZXInLCAoKSA9PiB7XG4gICAgY29uc3QgYmFycmllciA9IFNoYXJlZEJhcnJpZXIuY3JlYXRlKDIpO1xuICAgIGNvbnN0IHBvbGljeSA9IGNyZWF0ZVdhaXRQb2xpY3koeyB0aW1lb3V0TXM6IDMwLCBzbGljZU1zOiA1IH0pO1xuICAgIGV4cGVjdCgoKSA9PiBiYXJyaWVyLndhaXQocG9saWN5KSkudG9UaHJvdyhcbiAgICAgIGV4cGVjdC5vYmplY3RDb250YWluaW5nKHsgY29kZTogRXJyb3JDb2Rlcy5ERUFETElORV9FWENFRURFRCwgbWVzc2FnZTogZXhwZWN0LnN0cmluZ0NvbnRhaW5pbmcoJ2JhcnJpZXIgb2YgMiByYW5rcycpIH0pLFxuICAgICk7XG4gICAgLy8gQSBzaW5nbGUgcGFydHkgbmV2ZXIgd2FpdHMuXG4gICAgU2hhcmVkQmFycmllci5jcmVhdGUoMSkud2FpdChwb2xpY3kpO1xuICB9KTtcblxuICBpdCgnYSBzZXQgYWJvcnQgZmxhZyBtYWtlcyBhIHdhaXQgdGhyb3cgTVdfQUJPUlRFRCcsICgpID0+IHtcbiAgICBjb25zdCBhYm9ydCA9IG5ldyBJbnQzMkFycmF5KG5ldyBTaGFyZWRBcnJheUJ1ZmZlcig4KSk7XG4gICAgQXRvbWljcy5zdG9yZShhYm9ydCwgMSwgMSk7XG4gICAgY29uc3QgcG9saWN5ID0gY3JlYXRlV2FpdFBvbGljeSh7IHRpbWVvdXRNczogMTBfMDAwLCBhYm9ydCwgYWJvcnRJbmRleDogMSB9KTtcbiAgICBleHBlY3QoKCkgPT4gU2hhcmVkQmFycmllci5jcmVhdGUoMikud2FpdChwb2xpY3kpKS50b1Rocm93KGV4cGVjdC5vYmplY3RDb250YWluaW5nKHsgY29kZTogRXJyb3JDb2Rlcy5BQk9SVEVEIH0pKTtcbiAgfSk7XG5cbiAgaXQoJ3JhaXNpbmcgdGhlIGFib3J0IGZsYWcgZnJvbSBhbm90aGVyIHRocmVhZCBlbmRzIGEgd2FpdCB0aGF0IGlzIGFscmVhZHkgYmxvY2tlZCcsIGFzeW5jICgpID0+IHtcbiAgICBjb25zdCBhYm9ydCA9IG5ldyBTaGFyZWRBcnJheUJ1ZmZlcig0KTtcbiAgICBjb25zdCB3b3JkcyA9IG5ldyBTaGFyZWRBcnJheUJ1ZmZlcig4KTtcbiAgICBjb25zdCBib2R5ID0gYFxuY29uc3QgeyBTaGFyZWRCYXJyaWVyIH0gPSBsb2FkKCdzaG0vYmFycmllci50cycpO1xuY29uc3QgeyBjcmVhdGVXYWl0UG9saWN5IH0gPSBsb2FkKCdzaG0vd2FpdC50cycpO1xuY29uc3QgYmFycmllciA9IG5ldyBTaGFyZWRCYXJyaWVyKG5ldyBJbnQzMkFycmF5KGRhdGEud29yZHMpLCAwLCAyKTtcbmNvbnN0IHBvbGljeSA9IGNyZWF0ZVdhaXRQb2xpY3koeyB0aW1lb3V0TXM6IDMwMDAwLCBzbGljZU1zOiAxMCwgYWJvcnQ6IG5ldyBJbnQzMkFycmF5KGRhdGEuYWJvcnQpIH0pO1xucG9zdCgnYXJyaXZlZCcpO1xuYmFycmllci53YWl0KHBvbGljeSk7XG5yZXR1cm4gJ3JlbGVhc2VkJztgO1xuICAgIGNvbnN0IG91dGNvbWUgPSBhd2FpdCBydW5UaHJlYWQ8c3RyaW5nPihib2R5LCB7IGFib3J0LCB3b3JkcyB9LCAobXNnKSA9PiB7XG4gICAgICAvLyBIYW5kc2hha2U6IHRoZSB0aHJlYWQgaXMgYWJvdXQgdG8gYmxvY2sgKGl0IGNhbm5vdCB0ZWxsIHVzIG9uY2UgaXQgaXMgYmxvY2tlZCkuXG4gICAgICBpZiAobXNnID09PSAnYXJyaXZlZCcpIEF0b21pY3Muc3RvcmUobmV3IEludDMyQXJyYXkoYWJvcnQpLCAwLCAxKTtcbiAgICB9KTtcbiAgICBleHBlY3Qob3V0Y29tZSkudG9NYXRjaE9iamVjdCh7IG9rOiBmYWxzZSwgY29kZTogRXJyb3JDb2Rlcy5BQk9SVEVEIH0pO1xuICB9LCAxMjBfMDAwKTtcblxuICBpdCgncmVqZWN0cyBiYWQgcGFydGllcyBhbmQgcGxhY2VtZW50cycsICgpID0+IHtcbiAgICBjb25zdCB3b3JkcyA9IG5ldyBJbnQzMkFycmF5KG5ldyBTaGFyZWRBcnJheUJ1ZmZlcigxNikpO1xuICAgIGV4cGVjdCgoKSA9PiBuZXcgU2hhcmVkQmFycmllcih3b3JkcywgMCwgMCkpLnRvVGhyb3coZXhwZWN0Lm9iamVjdENvbnRhaW5pbmcoeyBjb2RlOiBFcnJvckNvZGVzLklOVkFMSURfQVJHVU1FTlQgfSkpO1xuICAgIGV4cGVjdCgoKSA9PiBuZXcgU2hhcmVkQmFycmllcih3b3JkcywgMywgMikpLnRvVGhyb3coZXhwZWN0Lm9iamVjdENvbnRhaW5pbmcoeyBjb2RlOiBFcnJvckNvZGVzLklOVkFMSURfQVJHVU1FTlQgfSkpO1xuICAgIGV4cGVjdChuZXcgU2hhcmVkQmFycmllcih3b3JkcywgMiwgMikucGFydGllcykudG9CZSgyKTtcbiAgfSk7XG59KTtcbiJdLAogICJtYXBwaW5ncyI6ICJBQUNBLFNBQVMsVUFBVSxRQUFRLFVBQVU7QUFDckMsU0FBUyxrQkFBa0I7QUFDM0IsU0FBUyxrQkFBa0IscUJBQXFCO0FBQ2hELFNBQVMsVUFBVSxpQkFBaUI7QUFNcEMsTUFBTSxRQUFRO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFlZCxTQUFTLGlCQUFpQixNQUFNO0FBQzlCLEtBQUcsS0FBSztBQUFBLElBQ04sRUFBRSxTQUFTLEdBQUcsYUFBYSxLQUFNLE1BQU0sSUFBTztBQUFBLElBQzlDLEVBQUUsU0FBUyxHQUFHLGFBQWEsS0FBTSxNQUFNLEVBQUU7QUFBQSxJQUN6QyxFQUFFLFNBQVMsR0FBRyxhQUFhLEtBQU0sTUFBTSxFQUFFO0FBQUEsRUFDM0MsQ0FBQztBQUFBLElBQ0M7QUFBQSxJQUNBLE9BQU8sRUFBRSxTQUFTLGFBQWEsS0FBSyxNQUFNO0FBQ3hDLFlBQU0sUUFBUSxJQUFJLGtCQUFrQixDQUFDO0FBQ3JDLFlBQU0sUUFBUSxJQUFJLGtCQUFrQixJQUFJLE9BQU87QUFDL0MsWUFBTSxXQUFXLE1BQU0sUUFBUTtBQUFBLFFBQzdCLE1BQU07QUFBQSxVQUFLLEVBQUUsUUFBUSxRQUFRO0FBQUEsVUFBRyxDQUFDLEdBQUcsT0FDbEMsVUFBaUQsT0FBTyxFQUFFLE9BQU8sT0FBTyxTQUFTLGFBQWEsTUFBTSxHQUFHLENBQUM7QUFBQSxRQUMxRztBQUFBLE1BQ0Y7QUFDQSxpQkFBVyxLQUFLLFNBQVUsUUFBTyxTQUFTLENBQUMsQ0FBQyxFQUFFLFFBQVEsRUFBRSxPQUFPLEdBQUcsWUFBWSxJQUFJLFlBQVksQ0FBQztBQUMvRixZQUFNLFVBQVUsSUFBSSxjQUFjLElBQUksV0FBVyxLQUFLLEdBQUcsR0FBRyxPQUFPO0FBQ25FLGFBQU8sUUFBUSxXQUFXLENBQUMsRUFBRSxLQUFLLElBQUksV0FBVztBQUFBLElBQ25EO0FBQUEsSUFDQTtBQUFBLEVBQ0Y7QUFFQSxLQUFHLHlFQUF5RSxNQUFNO0FBQ2hGLFVBQU0sVUFBVSxjQUFjLE9BQU8sQ0FBQztBQUN0QyxVQUFNLFNBQVMsaUJBQWlCLEVBQUUsV0FBVyxJQUFJLFNBQVMsRUFBRSxDQUFDO0FBQzdELFdBQU8sTUFBTSxRQUFRLEtBQUssTUFBTSxDQUFDLEVBQUU7QUFBQSxNQUNqQyxPQUFPLGlCQUFpQixFQUFFLE1BQU0sV0FBVyxtQkFBbUIsU0FBUyxPQUFPLGlCQUFpQixvQkFBb0IsRUFBRSxDQUFDO0FBQUEsSUFDeEg7QUFFQSxrQkFBYyxPQUFPLENBQUMsRUFBRSxLQUFLLE1BQU07QUFBQSxFQUNyQyxDQUFDO0FBRUQsS0FBRyxrREFBa0QsTUFBTTtBQUN6RCxVQUFNLFFBQVEsSUFBSSxXQUFXLElBQUksa0JBQWtCLENBQUMsQ0FBQztBQUNyRCxZQUFRLE1BQU0sT0FBTyxHQUFHLENBQUM7QUFDekIsVUFBTSxTQUFTLGlCQUFpQixFQUFFLFdBQVcsS0FBUSxPQUFPLFlBQVksRUFBRSxDQUFDO0FBQzNFLFdBQU8sTUFBTSxjQUFjLE9BQU8sQ0FBQyxFQUFFLEtBQUssTUFBTSxDQUFDLEVBQUUsUUFBUSxPQUFPLGlCQUFpQixFQUFFLE1BQU0sV0FBVyxRQUFRLENBQUMsQ0FBQztBQUFBLEVBQ2xILENBQUM7QUFFRCxLQUFHLGtGQUFrRixZQUFZO0FBQy9GLFVBQU0sUUFBUSxJQUFJLGtCQUFrQixDQUFDO0FBQ3JDLFVBQU0sUUFBUSxJQUFJLGtCQUFrQixDQUFDO0FBQ3JDLFVBQU0sT0FBTztBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBUWIsVUFBTSxVQUFVLE1BQU0sVUFBa0IsTUFBTSxFQUFFLE9BQU8sTUFBTSxHQUFHLENBQUMsUUFBUTtBQUV2RSxVQUFJLFFBQVEsVUFBVyxTQUFRLE1BQU0sSUFBSSxXQUFXLEtBQUssR0FBRyxHQUFHLENBQUM7QUFBQSxJQUNsRSxDQUFDO0FBQ0QsV0FBTyxPQUFPLEVBQUUsY0FBYyxFQUFFLElBQUksT0FBTyxNQUFNLFdBQVcsUUFBUSxDQUFDO0FBQUEsRUFDdkUsR0FBRyxJQUFPO0FBRVYsS0FBRyxzQ0FBc0MsTUFBTTtBQUM3QyxVQUFNLFFBQVEsSUFBSSxXQUFXLElBQUksa0JBQWtCLEVBQUUsQ0FBQztBQUN0RCxXQUFPLE1BQU0sSUFBSSxjQUFjLE9BQU8sR0FBRyxDQUFDLENBQUMsRUFBRSxRQUFRLE9BQU8saUJBQWlCLEVBQUUsTUFBTSxXQUFXLGlCQUFpQixDQUFDLENBQUM7QUFDbkgsV0FBTyxNQUFNLElBQUksY0FBYyxPQUFPLEdBQUcsQ0FBQyxDQUFDLEVBQUUsUUFBUSxPQUFPLGlCQUFpQixFQUFFLE1BQU0sV0FBVyxpQkFBaUIsQ0FBQyxDQUFDO0FBQ25ILFdBQU8sSUFBSSxjQUFjLE9BQU8sR0FBRyxDQUFDLEVBQUUsT0FBTyxFQUFFLEtBQUssQ0FBQztBQUFBLEVBQ3ZELENBQUM7QUFDSCxDQUFDOyIsCiAgIm5hbWVzIjogW10KfQo=
