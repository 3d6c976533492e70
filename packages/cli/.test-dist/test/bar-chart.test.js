import { describe, expect, it } from "vitest";
import { barChart } from "../src/charts/bench.js";
import { renderSvg } from "../src/charts/render.js";
const rows = [
  { row: "link ping-pong", ratio: 1.6 },
  { row: "a balance", ratio: 470 },
  { row: "msgpackr", ratio: 0.35 }
];
const options = { title: "ratios", x: "row", y: "ratio", xTitle: "row", yTitle: "x slower", horizontal: true };
function barWidths(svg) {
  const marks = svg.slice(svg.indexOf("mark-rect"));
  return [...marks.matchAll(/aria-roledescription="bar" d="M(-?[\d.]+),(-?[\d.]+)h(-?[\d.]+)v/g)].map((m) => Math.abs(Number(m[3])));
}
describe("barChart", () => {
  it("log: a log scale and bars that start at the limit 1, so no bar needs a zero", () => {
    const spec = barChart(rows, { ...options, log: true });
    expect(spec.encoding.x?.scale).toEqual({ type: "log" });
    expect(spec.encoding.x2).toEqual({ datum: 1 });
  });
  it("log: every bar is drawn with a width, the largest ratio widest", async () => {
    const widths = barWidths(await renderSvg(barChart(rows, { ...options, log: true })));
    expect(widths).toHaveLength(3);
    for (const w of widths) expect(w).toBeGreaterThan(1);
    expect(Math.max(...widths)).toBe(widths[1]);
  });
  it("linear (default): no log scale, bars from zero", () => {
    const spec = barChart(rows, options);
    expect(spec.encoding.x?.scale).toBeUndefined();
    expect(spec.encoding.x2).toBeUndefined();
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9iYXItY2hhcnQudGVzdC50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqIEJhciBjaGFydHM6IGEgbG9nIHZhbHVlIGF4aXMgKHJhdGlvcyBzcGFubmluZyBkZWNhZGVzKSBrZWVwcyBldmVyeSBiYXIgdmlzaWJsZS4gKi9cbmltcG9ydCB7IGRlc2NyaWJlLCBleHBlY3QsIGl0IH0gZnJvbSAndml0ZXN0JztcbmltcG9ydCB7IGJhckNoYXJ0IH0gZnJvbSAnLi4vc3JjL2NoYXJ0cy9iZW5jaC5qcyc7XG5pbXBvcnQgeyByZW5kZXJTdmcgfSBmcm9tICcuLi9zcmMvY2hhcnRzL3JlbmRlci5qcyc7XG5cbmNvbnN0IHJvd3MgPSBbXG4gIHsgcm93OiAnbGluayBwaW5nLXBvbmcnLCByYXRpbzogMS42IH0sXG4gIHsgcm93OiAnYSBiYWxhbmNlJywgcmF0aW86IDQ3MCB9LFxuICB7IHJvdzogJ21zZ3BhY2tyJywgcmF0aW86IDAuMzUgfSxcbl07XG5jb25zdCBvcHRpb25zID0geyB0aXRsZTogJ3JhdGlvcycsIHg6ICdyb3cnLCB5OiAncmF0aW8nLCB4VGl0bGU6ICdyb3cnLCB5VGl0bGU6ICd4IHNsb3dlcicsIGhvcml6b250YWw6IHRydWUgfSBhcyBjb25zdDtcblxuLyoqIFdpZHRocyBvZiB0aGUgYmFycyAoYDxwYXRoPmAgZWxlbWVudHMgb2YgdGhlIG1hcmsgZ3JvdXApIGluIHRoZSByZW5kZXJlZCBTVkcuICovXG5mdW5jdGlvbiBiYXJXaWR0aHMoc3ZnOiBzdHJpbmcpOiBudW1iZXJbXSB7XG4gIGNvbnN0IG1hcmtzID0gc3ZnLnNsaWNlKHN2Zy5pbmRleE9mKCdtYXJrLXJlY3QnKSk7XG4gIHJldHVybiBbLi4ubWFya3MubWF0Y2hBbGwoL2FyaWEtcm9sZWRlc2NyaXB0aW9uPVwiYmFyXCIgZD1cIk0oLT9bXFxkLl0rKSwoLT9bXFxkLl0rKWgoLT9bXFxkLl0rKXYvZyldLm1hcCgobSkgPT4gTWF0aC5hYnMoTnVtYmVyKG1bM10pKSk7XG59XG5cbmRlc2NyaWJlKCdiYXJDaGFydCcsICgpID0+IHtcbiAgaXQoJ2xvZzogYSBsb2cgc2NhbGUgYW5kIGJhcnMgdGhhdCBzdGFydCBhdCB0aGUgbGltaXQgMSwgc28gbm8gYmFyIG5lZWRzIGEgemVybycsICgpID0+IHtcbiAgICBjb25zdCBzcGVjID0gYmFyQ2hhcnQocm93cywgeyAuLi5vcHRpb25zLCBsb2c6IHRydWUgfSkgYXMgdW5rbm93biBhcyB7IGVuY29kaW5nOiBSZWNvcmQ8c3RyaW5nLCBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPj4gfTtcbiAgICBleHBlY3Qoc3BlYy5lbmNvZGluZy54Py5zY2FsZSkudG9FcXVhbCh7IHR5cGU6ICdsb2cnIH0pO1xuICAgIGV4cGVjdChzcGVjLmVuY29kaW5nLngyKS50b0VxdWFsKHsgZGF0dW06IDEgfSk7XG4gIH0pO1xuICBpdCgnbG9nOiBldmVyeSBiYXIgaXMgZHJhd24gd2l0aCBhIHdpZHRoLCB0aGUgbGFyZ2VzdCByYXRpbyB3aWRlc3QnLCBhc3luYyAoKSA9PiB7XG4gICAgY29uc3Qgd2lkdGhzID0gYmFyV2lkdGhzKGF3YWl0IHJlbmRlclN2ZyhiYXJDaGFydChyb3dzLCB7IC4uLm9wdGlvbnMsIGxvZzogdHJ1ZSB9KSkpO1xuICAgIGV4cGVjdCh3aWR0aHMpLnRvSGF2ZUxlbmd0aCgzKTtcbiAgICBmb3IgKGNvbnN0IHcgb2Ygd2lkdGhzKSBleHBlY3QodykudG9CZUdyZWF0ZXJUaGFuKDEpO1xuICAgIGV4cGVjdChNYXRoLm1heCguLi53aWR0aHMpKS50b0JlKHdpZHRoc1sxXSk7XG4gIH0pO1xuICBpdCgnbGluZWFyIChkZWZhdWx0KTogbm8gbG9nIHNjYWxlLCBiYXJzIGZyb20gemVybycsICgpID0+IHtcbiAgICBjb25zdCBzcGVjID0gYmFyQ2hhcnQocm93cywgb3B0aW9ucykgYXMgdW5rbm93biBhcyB7IGVuY29kaW5nOiBSZWNvcmQ8c3RyaW5nLCBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPj4gfTtcbiAgICBleHBlY3Qoc3BlYy5lbmNvZGluZy54Py5zY2FsZSkudG9CZVVuZGVmaW5lZCgpO1xuICAgIGV4cGVjdChzcGVjLmVuY29kaW5nLngyKS50b0JlVW5kZWZpbmVkKCk7XG4gIH0pO1xufSk7XG4iXSwKICAibWFwcGluZ3MiOiAiQUFDQSxTQUFTLFVBQVUsUUFBUSxVQUFVO0FBQ3JDLFNBQVMsZ0JBQWdCO0FBQ3pCLFNBQVMsaUJBQWlCO0FBRTFCLE1BQU0sT0FBTztBQUFBLEVBQ1gsRUFBRSxLQUFLLGtCQUFrQixPQUFPLElBQUk7QUFBQSxFQUNwQyxFQUFFLEtBQUssYUFBYSxPQUFPLElBQUk7QUFBQSxFQUMvQixFQUFFLEtBQUssWUFBWSxPQUFPLEtBQUs7QUFDakM7QUFDQSxNQUFNLFVBQVUsRUFBRSxPQUFPLFVBQVUsR0FBRyxPQUFPLEdBQUcsU0FBUyxRQUFRLE9BQU8sUUFBUSxZQUFZLFlBQVksS0FBSztBQUc3RyxTQUFTLFVBQVUsS0FBdUI7QUFDeEMsUUFBTSxRQUFRLElBQUksTUFBTSxJQUFJLFFBQVEsV0FBVyxDQUFDO0FBQ2hELFNBQU8sQ0FBQyxHQUFHLE1BQU0sU0FBUyxtRUFBbUUsQ0FBQyxFQUFFLElBQUksQ0FBQyxNQUFNLEtBQUssSUFBSSxPQUFPLEVBQUUsQ0FBQyxDQUFDLENBQUMsQ0FBQztBQUNuSTtBQUVBLFNBQVMsWUFBWSxNQUFNO0FBQ3pCLEtBQUcsK0VBQStFLE1BQU07QUFDdEYsVUFBTSxPQUFPLFNBQVMsTUFBTSxFQUFFLEdBQUcsU0FBUyxLQUFLLEtBQUssQ0FBQztBQUNyRCxXQUFPLEtBQUssU0FBUyxHQUFHLEtBQUssRUFBRSxRQUFRLEVBQUUsTUFBTSxNQUFNLENBQUM7QUFDdEQsV0FBTyxLQUFLLFNBQVMsRUFBRSxFQUFFLFFBQVEsRUFBRSxPQUFPLEVBQUUsQ0FBQztBQUFBLEVBQy9DLENBQUM7QUFDRCxLQUFHLGtFQUFrRSxZQUFZO0FBQy9FLFVBQU0sU0FBUyxVQUFVLE1BQU0sVUFBVSxTQUFTLE1BQU0sRUFBRSxHQUFHLFNBQVMsS0FBSyxLQUFLLENBQUMsQ0FBQyxDQUFDO0FBQ25GLFdBQU8sTUFBTSxFQUFFLGFBQWEsQ0FBQztBQUM3QixlQUFXLEtBQUssT0FBUSxRQUFPLENBQUMsRUFBRSxnQkFBZ0IsQ0FBQztBQUNuRCxXQUFPLEtBQUssSUFBSSxHQUFHLE1BQU0sQ0FBQyxFQUFFLEtBQUssT0FBTyxDQUFDLENBQUM7QUFBQSxFQUM1QyxDQUFDO0FBQ0QsS0FBRyxrREFBa0QsTUFBTTtBQUN6RCxVQUFNLE9BQU8sU0FBUyxNQUFNLE9BQU87QUFDbkMsV0FBTyxLQUFLLFNBQVMsR0FBRyxLQUFLLEVBQUUsY0FBYztBQUM3QyxXQUFPLEtBQUssU0FBUyxFQUFFLEVBQUUsY0FBYztBQUFBLEVBQ3pDLENBQUM7QUFDSCxDQUFDOyIsCiAgIm5hbWVzIjogW10KfQo=
