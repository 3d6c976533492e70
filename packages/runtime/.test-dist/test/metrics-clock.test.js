import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createBusyClock, releaseBusyClock, wallNs } from "../src/metrics/index.js";
function spin(iterations) {
  let x = 0;
  for (let i = 0; i < iterations; i++) x += Math.sqrt(i);
  return x;
}
describe("busy clock", () => {
  it("reports its source: schedstat where /proc/thread-self/schedstat exists, else wall", () => {
    const clock = createBusyClock();
    expect(clock.source).toBe(existsSync("/proc/thread-self/schedstat") ? "schedstat" : "wall");
  });
  it("is monotonic non-decreasing", () => {
    const clock = createBusyClock();
    let prev = clock.now();
    expect(Number.isFinite(prev)).toBe(true);
    expect(prev).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < 200; i++) {
      spin(1e3);
      const t = clock.now();
      expect(t).toBeGreaterThanOrEqual(prev);
      prev = t;
    }
  });
  it("keeps working after the descriptor is released", () => {
    const clock = createBusyClock();
    const before = clock.now();
    releaseBusyClock();
    spin(1e4);
    expect(clock.now()).toBeGreaterThanOrEqual(before);
    expect(createBusyClock().source).toBe(clock.source);
  });
  it("wallNs is monotonic non-decreasing", () => {
    let prev = wallNs();
    for (let i = 0; i < 100; i++) {
      const t = wallNs();
      expect(t).toBeGreaterThanOrEqual(prev);
      prev = t;
    }
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9tZXRyaWNzLWNsb2NrLnRlc3QudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbImltcG9ydCB7IGV4aXN0c1N5bmMgfSBmcm9tICdub2RlOmZzJztcbmltcG9ydCB7IGRlc2NyaWJlLCBleHBlY3QsIGl0IH0gZnJvbSAndml0ZXN0JztcbmltcG9ydCB7IGNyZWF0ZUJ1c3lDbG9jaywgcmVsZWFzZUJ1c3lDbG9jaywgd2FsbE5zIH0gZnJvbSAnLi4vc3JjL21ldHJpY3MvaW5kZXguanMnO1xuXG5mdW5jdGlvbiBzcGluKGl0ZXJhdGlvbnM6IG51bWJlcik6IG51bWJlciB7XG4gIGxldCB4ID0gMDtcbiAgZm9yIChsZXQgaSA9IDA7IGkgPCBpdGVyYXRpb25zOyBpKyspIHggKz0gTWF0aC5zcXJ0KGkpO1xuICByZXR1cm4geDtcbn1cblxuZGVzY3JpYmUoJ2J1c3kgY2xvY2snLCAoKSA9PiB7XG4gIGl0KCdyZXBvcnRzIGl0cyBzb3VyY2U6IHNjaGVkc3RhdCB3aGVyZSAvcHJvYy90aHJlYWQtc2VsZi9zY2hlZHN0YXQgZXhpc3RzLCBlbHNlIHdhbGwnLCAoKSA9PiB7XG4gICAgY29uc3QgY2xvY2sgPSBjcmVhdGVCdXN5Q2xvY2soKTtcbiAgICBleHBlY3QoY2xvY2suc291cmNlKS50b0JlKGV4aXN0c1N5bmMoJy9wcm9jL3RocmVhZC1zZWxmL3NjaGVkc3RhdCcpID8gJ3NjaGVkc3RhdCcgOiAnd2FsbCcpO1xuICB9KTtcblxuICBpdCgnaXMgbW9ub3RvbmljIG5vbi1kZWNyZWFzaW5nJywgKCkgPT4ge1xuICAgIGNvbnN0IGNsb2NrID0gY3JlYXRlQnVzeUNsb2NrKCk7XG4gICAgbGV0IHByZXYgPSBjbG9jay5ub3coKTtcbiAgICBleHBlY3QoTnVtYmVyLmlzRmluaXRlKHByZXYpKS50b0JlKHRydWUpO1xuICAgIGV4cGVjdChwcmV2KS50b0JlR3JlYXRlclRoYW5PckVxdWFsKDApO1xuICAgIGZvciAobGV0IGkgPSAwOyBpIDwgMjAwOyBpKyspIHtcbiAgICAgIHNwaW4oMTAwMCk7XG4gICAgICBjb25zdCB0ID0gY2xvY2subm93KCk7XG4gICAgICBleHBlY3QodCkudG9CZUdyZWF0ZXJUaGFuT3JFcXVhbChwcmV2KTtcbiAgICAgIHByZXYgPSB0O1xuICAgIH1cbiAgfSk7XG5cbiAgaXQoJ2tlZXBzIHdvcmtpbmcgYWZ0ZXIgdGhlIGRlc2NyaXB0b3IgaXMgcmVsZWFzZWQnLCAoKSA9PiB7XG4gICAgY29uc3QgY2xvY2sgPSBjcmVhdGVCdXN5Q2xvY2soKTtcbiAgICBjb25zdCBiZWZvcmUgPSBjbG9jay5ub3coKTtcbiAgICByZWxlYXNlQnVzeUNsb2NrKCk7XG4gICAgc3BpbigxMF8wMDApO1xuICAgIGV4cGVjdChjbG9jay5ub3coKSkudG9CZUdyZWF0ZXJUaGFuT3JFcXVhbChiZWZvcmUpO1xuICAgIGV4cGVjdChjcmVhdGVCdXN5Q2xvY2soKS5zb3VyY2UpLnRvQmUoY2xvY2suc291cmNlKTtcbiAgfSk7XG5cbiAgaXQoJ3dhbGxOcyBpcyBtb25vdG9uaWMgbm9uLWRlY3JlYXNpbmcnLCAoKSA9PiB7XG4gICAgbGV0IHByZXYgPSB3YWxsTnMoKTtcbiAgICBmb3IgKGxldCBpID0gMDsgaSA8IDEwMDsgaSsrKSB7XG4gICAgICBjb25zdCB0ID0gd2FsbE5zKCk7XG4gICAgICBleHBlY3QodCkudG9CZUdyZWF0ZXJUaGFuT3JFcXVhbChwcmV2KTtcbiAgICAgIHByZXYgPSB0O1xuICAgIH1cbiAgfSk7XG59KTtcbiJdLAogICJtYXBwaW5ncyI6ICJBQUFBLFNBQVMsa0JBQWtCO0FBQzNCLFNBQVMsVUFBVSxRQUFRLFVBQVU7QUFDckMsU0FBUyxpQkFBaUIsa0JBQWtCLGNBQWM7QUFFMUQsU0FBUyxLQUFLLFlBQTRCO0FBQ3hDLE1BQUksSUFBSTtBQUNSLFdBQVMsSUFBSSxHQUFHLElBQUksWUFBWSxJQUFLLE1BQUssS0FBSyxLQUFLLENBQUM7QUFDckQsU0FBTztBQUNUO0FBRUEsU0FBUyxjQUFjLE1BQU07QUFDM0IsS0FBRyxxRkFBcUYsTUFBTTtBQUM1RixVQUFNLFFBQVEsZ0JBQWdCO0FBQzlCLFdBQU8sTUFBTSxNQUFNLEVBQUUsS0FBSyxXQUFXLDZCQUE2QixJQUFJLGNBQWMsTUFBTTtBQUFBLEVBQzVGLENBQUM7QUFFRCxLQUFHLCtCQUErQixNQUFNO0FBQ3RDLFVBQU0sUUFBUSxnQkFBZ0I7QUFDOUIsUUFBSSxPQUFPLE1BQU0sSUFBSTtBQUNyQixXQUFPLE9BQU8sU0FBUyxJQUFJLENBQUMsRUFBRSxLQUFLLElBQUk7QUFDdkMsV0FBTyxJQUFJLEVBQUUsdUJBQXVCLENBQUM7QUFDckMsYUFBUyxJQUFJLEdBQUcsSUFBSSxLQUFLLEtBQUs7QUFDNUIsV0FBSyxHQUFJO0FBQ1QsWUFBTSxJQUFJLE1BQU0sSUFBSTtBQUNwQixhQUFPLENBQUMsRUFBRSx1QkFBdUIsSUFBSTtBQUNyQyxhQUFPO0FBQUEsSUFDVDtBQUFBLEVBQ0YsQ0FBQztBQUVELEtBQUcsa0RBQWtELE1BQU07QUFDekQsVUFBTSxRQUFRLGdCQUFnQjtBQUM5QixVQUFNLFNBQVMsTUFBTSxJQUFJO0FBQ3pCLHFCQUFpQjtBQUNqQixTQUFLLEdBQU07QUFDWCxXQUFPLE1BQU0sSUFBSSxDQUFDLEVBQUUsdUJBQXVCLE1BQU07QUFDakQsV0FBTyxnQkFBZ0IsRUFBRSxNQUFNLEVBQUUsS0FBSyxNQUFNLE1BQU07QUFBQSxFQUNwRCxDQUFDO0FBRUQsS0FBRyxzQ0FBc0MsTUFBTTtBQUM3QyxRQUFJLE9BQU8sT0FBTztBQUNsQixhQUFTLElBQUksR0FBRyxJQUFJLEtBQUssS0FBSztBQUM1QixZQUFNLElBQUksT0FBTztBQUNqQixhQUFPLENBQUMsRUFBRSx1QkFBdUIsSUFBSTtBQUNyQyxhQUFPO0FBQUEsSUFDVDtBQUFBLEVBQ0YsQ0FBQztBQUNILENBQUM7IiwKICAibmFtZXMiOiBbXQp9Cg==
