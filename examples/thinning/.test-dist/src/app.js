import { resolve } from "node:path";
import { choice, clusterSide, defineApp, int, moduleUrl, runFigures, sideBySide, size, summarizeReports, text } from "@meshwork/harness";
import { sameImage } from "./analysis.js";
import { GENERATORS, generate, readImage, writePbm } from "./images.js";
import { thinningPaper } from "./paper.js";
import { checkFits, defaultBalancerOptions } from "./run.js";
import { thinSequential } from "./sequential.js";
const PROGRAM = moduleUrl(import.meta.url, "program");
const thinningApp = defineApp({
  name: "thinning",
  summary: "HSCP thinning of binary images to skeletons in row strips on a chain, balanced by GDE/SDLB, bit-identical to sequential",
  defaultBalancer: "gde",
  topologyKinds: ["chain", "ring"],
  topologyFor: (ranks) => `chain:${ranks}`,
  programUrl: PROGRAM,
  options: {
    image: text("netpbm image (PBM/PGM/PPM); object = dark pixels", { arg: "<file>" }),
    generate: choice("seeded image instead of --image", GENERATORS, { default: "body" }),
    size: size("generated image width x height", { default: [2048, 2048], quick: [128, 128] }),
    seed: int("generator seed", { min: 0, default: 1 }),
    load: choice("load per row: pixels to process or measured time", ["pixels", "time"], { default: "pixels" }),
    out: text("write the thinned image (raw PBM)", { arg: "<file>" })
  },
  prepare(s, o) {
    let image;
    let label;
    if (o.image !== void 0) {
      image = readImage(o.image);
      label = o.image;
    } else {
      const [width, height] = o.size;
      image = generate({ kind: o.generate, width, height, seed: o.seed });
      label = `generated ${o.generate} ${width}x${height} (seed ${o.seed})`;
    }
    checkFits(image, s.ranks);
    const b = s.balancing;
    const options = {
      image: { kind: "data", width: image.width, height: image.height, data: image.data },
      storage: s.storage,
      balancer: b.balancer,
      balancerOptions: b.balancerOptions ?? defaultBalancerOptions(b.balancer, o.load),
      policy: b.policy,
      policyOptions: b.policyOptions,
      load: o.load,
      // the row below a strip's edge values computed from its two south halo rows: one sync point
      // per pass fewer than exchanging them (the paper's ExEdge; the paper rows keep it)
      edges: "local",
      gather: true,
      ...s.record === true ? { record: true } : {}
    };
    return sideBySide({
      parallel: clusterSide({
        cluster: { topology: s.topology, spin: s.spin, waitTimeoutMs: 12e4 },
        programUrl: PROGRAM,
        options,
        // the whole run, balances included: the timed runs find every path compiled
        warmup: { ...options, gather: false },
        ms: (run) => Math.max(...run.results.map((x) => x.totalMs))
      }),
      sequential: () => thinSequential(image),
      warmupSequential: () => thinSequential(image),
      verify: (run, ref) => {
        const r0 = run.results[0];
        const got = r0?.image;
        return got !== void 0 && r0?.iterations === ref.iterations && sameImage({ ...image, data: got }, ref.image);
      },
      figures(run, ref) {
        const files = [];
        if (o.out !== void 0) {
          const path = resolve(o.out);
          writePbm(path, ref.image);
          files.push(path);
        }
        const ones = ref.ones;
        const reports = run.results[0]?.reports ?? [];
        const details = {
          width: image.width,
          height: image.height,
          iterations: ref.iterations,
          pixelsBefore: ones[0],
          pixelsAfter: ones[ones.length - 1]
        };
        return {
          result: `${label}: ${ones[0] ?? 0} -> ${ones[ones.length - 1] ?? 0} pixels in ${ref.iterations} iterations`,
          ...runFigures(run),
          balance: b.policy === "never" ? void 0 : summarizeReports(reports),
          files,
          details
        };
      }
    });
  },
  paper: thinningPaper,
  benchCases: (quick) => [
    { label: "static", ranks: 2, balancer: "static", ...quick ? { options: { size: [256, 256] } } : {} },
    { label: "gde every 2", ranks: 2, balancer: "gde", every: 2, ...quick ? { options: { size: [256, 256] } } : {} }
  ]
});
export {
  thinningApp
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL2FwcC50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqIFRoZSB0aGlubmluZyBhcHA6IGl0cyBvcHRpb25zLCBpdHMgcnVuIHNpZGUgYnkgc2lkZSB3aXRoIHRoZSBzZXF1ZW50aWFsIHJlZmVyZW5jZSwgaXRzIGZpZ3VyZXMuICovXG5pbXBvcnQgeyByZXNvbHZlIH0gZnJvbSAnbm9kZTpwYXRoJztcbmltcG9ydCB7IGNob2ljZSwgY2x1c3RlclNpZGUsIGRlZmluZUFwcCwgaW50LCBtb2R1bGVVcmwsIHJ1bkZpZ3VyZXMsIHNpZGVCeVNpZGUsIHNpemUsIHN1bW1hcml6ZVJlcG9ydHMsIHRleHQgfSBmcm9tICdAbWVzaHdvcmsvaGFybmVzcyc7XG5pbXBvcnQgeyBzYW1lSW1hZ2UgfSBmcm9tICcuL2FuYWx5c2lzLmpzJztcbmltcG9ydCB7IEdFTkVSQVRPUlMsIGdlbmVyYXRlLCByZWFkSW1hZ2UsIHdyaXRlUGJtIH0gZnJvbSAnLi9pbWFnZXMuanMnO1xuaW1wb3J0IHsgdGhpbm5pbmdQYXBlciB9IGZyb20gJy4vcGFwZXIuanMnO1xuaW1wb3J0IHR5cGUgeyBMb2FkTWVhc3VyZSwgVGhpbm5pbmdQcm9ncmFtT3B0aW9ucywgVGhpbm5pbmdSYW5rUmVzdWx0IH0gZnJvbSAnLi9wcm9ncmFtLmpzJztcbmltcG9ydCB7IGNoZWNrRml0cywgZGVmYXVsdEJhbGFuY2VyT3B0aW9ucyB9IGZyb20gJy4vcnVuLmpzJztcbmltcG9ydCB7IHR5cGUgQmluYXJ5SW1hZ2UsIHRoaW5TZXF1ZW50aWFsIH0gZnJvbSAnLi9zZXF1ZW50aWFsLmpzJztcblxuLyoqIERldGFpbHMgb2YgYSB0aGlubmluZyBydW4ncyByZXBvcnQuICovXG5leHBvcnQgaW50ZXJmYWNlIFRoaW5uaW5nRGV0YWlscyB7XG4gIHJlYWRvbmx5IHdpZHRoOiBudW1iZXI7XG4gIHJlYWRvbmx5IGhlaWdodDogbnVtYmVyO1xuICByZWFkb25seSBpdGVyYXRpb25zOiBudW1iZXI7XG4gIHJlYWRvbmx5IHBpeGVsc0JlZm9yZTogbnVtYmVyIHwgdW5kZWZpbmVkO1xuICByZWFkb25seSBwaXhlbHNBZnRlcjogbnVtYmVyIHwgdW5kZWZpbmVkO1xufVxuXG4vKiogVGhlIG1vZHVsZSBldmVyeSByYW5rIGltcG9ydHMuICovXG5jb25zdCBQUk9HUkFNID0gbW9kdWxlVXJsKGltcG9ydC5tZXRhLnVybCwgJ3Byb2dyYW0nKTtcblxuLyoqIGBtZXNod29yayBydW4gdGhpbm5pbmdgOiBIU0NQIHRoaW5uaW5nIG9mIGEgYmluYXJ5IGltYWdlIGluIHJvdyBzdHJpcHMgb24gYSBjaGFpbi4gKi9cbmV4cG9ydCBjb25zdCB0aGlubmluZ0FwcCA9IGRlZmluZUFwcCh7XG4gIG5hbWU6ICd0aGlubmluZycsXG4gIHN1bW1hcnk6ICdIU0NQIHRoaW5uaW5nIG9mIGJpbmFyeSBpbWFnZXMgdG8gc2tlbGV0b25zIGluIHJvdyBzdHJpcHMgb24gYSBjaGFpbiwgYmFsYW5jZWQgYnkgR0RFL1NETEIsIGJpdC1pZGVudGljYWwgdG8gc2VxdWVudGlhbCcsXG4gIGRlZmF1bHRCYWxhbmNlcjogJ2dkZScsXG4gIHRvcG9sb2d5S2luZHM6IFsnY2hhaW4nLCAncmluZyddLFxuICB0b3BvbG9neUZvcjogKHJhbmtzKSA9PiBgY2hhaW46JHtyYW5rc31gLFxuICBwcm9ncmFtVXJsOiBQUk9HUkFNLFxuICBvcHRpb25zOiB7XG4gICAgaW1hZ2U6IHRleHQoJ25ldHBibSBpbWFnZSAoUEJNL1BHTS9QUE0pOyBvYmplY3QgPSBkYXJrIHBpeGVscycsIHsgYXJnOiAnPGZpbGU+JyB9KSxcbiAgICBnZW5lcmF0ZTogY2hvaWNlKCdzZWVkZWQgaW1hZ2UgaW5zdGVhZCBvZiAtLWltYWdlJywgR0VORVJBVE9SUywgeyBkZWZhdWx0OiAnYm9keScgfSksXG4gICAgc2l6ZTogc2l6ZSgnZ2VuZXJhdGVkIGltYWdlIHdpZHRoIHggaGVpZ2h0JywgeyBkZWZhdWx0OiBbMjA0OCwgMjA0OF0sIHF1aWNrOiBbMTI4LCAxMjhdIH0pLFxuICAgIHNlZWQ6IGludCgnZ2VuZXJhdG9yIHNlZWQnLCB7IG1pbjogMCwgZGVmYXVsdDogMSB9KSxcbiAgICBsb2FkOiBjaG9pY2U8TG9hZE1lYXN1cmU+KCdsb2FkIHBlciByb3c6IHBpeGVscyB0byBwcm9jZXNzIG9yIG1lYXN1cmVkIHRpbWUnLCBbJ3BpeGVscycsICd0aW1lJ10sIHsgZGVmYXVsdDogJ3BpeGVscycgfSksXG4gICAgb3V0OiB0ZXh0KCd3cml0ZSB0aGUgdGhpbm5lZCBpbWFnZSAocmF3IFBCTSknLCB7IGFyZzogJzxmaWxlPicgfSksXG4gIH0sXG4gIHByZXBhcmUocywgbykge1xuICAgIGxldCBpbWFnZTogQmluYXJ5SW1hZ2U7XG4gICAgbGV0IGxhYmVsOiBzdHJpbmc7XG4gICAgaWYgKG8uaW1hZ2UgIT09IHVuZGVmaW5lZCkge1xuICAgICAgaW1hZ2UgPSByZWFkSW1hZ2Uoby5pbWFnZSk7XG4gICAgICBsYWJlbCA9IG8uaW1hZ2U7XG4gICAgfSBlbHNlIHtcbiAgICAgIGNvbnN0IFt3aWR0aCwgaGVpZ2h0XSA9IG8uc2l6ZTtcbiAgICAgIGltYWdlID0gZ2VuZXJhdGUoeyBraW5kOiBvLmdlbmVyYXRlLCB3aWR0aCwgaGVpZ2h0LCBzZWVkOiBvLnNlZWQgfSk7XG4gICAgICBsYWJlbCA9IGBnZW5lcmF0ZWQgJHtvLmdlbmVyYXRlfSAke3dpZHRofXgke2hlaWdodH0gKHNlZWQgJHtvLnNlZWR9KWA7XG4gICAgfVxuICAgIGNoZWNrRml0cyhpbWFnZSwgcy5yYW5rcyk7XG4gICAgY29uc3QgYiA9IHMuYmFsYW5jaW5nO1xuICAgIGNvbnN0IG9wdGlvbnM6IFRoaW5uaW5nUHJvZ3JhbU9wdGlvbnMgPSB7XG4gICAgICBpbWFnZTogeyBraW5kOiAnZGF0YScsIHdpZHRoOiBpbWFnZS53aWR0aCwgaGVpZ2h0OiBpbWFnZS5oZWlnaHQsIGRhdGE6IGltYWdlLmRhdGEgfSxcbiAgICAgIHN0b3JhZ2U6IHMuc3RvcmFnZSxcbiAgICAgIGJhbGFuY2VyOiBiLmJhbGFuY2VyLFxuICAgICAgYmFsYW5jZXJPcHRpb25zOiBiLmJhbGFuY2VyT3B0aW9ucyA/PyBkZWZhdWx0QmFsYW5jZXJPcHRpb25zKGIuYmFsYW5jZXIsIG8ubG9hZCksXG4gICAgICBwb2xpY3k6IGIucG9saWN5LFxuICAgICAgcG9saWN5T3B0aW9uczogYi5wb2xpY3lPcHRpb25zLFxuICAgICAgbG9hZDogby5sb2FkLFxuICAgICAgLy8gdGhlIHJvdyBiZWxvdyBhIHN0cmlwJ3MgZWRnZSB2YWx1ZXMgY29tcHV0ZWQgZnJvbSBpdHMgdHdvIHNvdXRoIGhhbG8gcm93czogb25lIHN5bmMgcG9pbnRcbiAgICAgIC8vIHBlciBwYXNzIGZld2VyIHRoYW4gZXhjaGFuZ2luZyB0aGVtICh0aGUgcGFwZXIncyBFeEVkZ2U7IHRoZSBwYXBlciByb3dzIGtlZXAgaXQpXG4gICAgICBlZGdlczogJ2xvY2FsJyxcbiAgICAgIGdhdGhlcjogdHJ1ZSxcbiAgICAgIC4uLihzLnJlY29yZCA9PT0gdHJ1ZSA/IHsgcmVjb3JkOiB0cnVlIH0gOiB7fSksXG4gICAgfTtcbiAgICByZXR1cm4gc2lkZUJ5U2lkZSh7XG4gICAgICBwYXJhbGxlbDogY2x1c3RlclNpZGU8VGhpbm5pbmdSYW5rUmVzdWx0Pih7XG4gICAgICAgIGNsdXN0ZXI6IHsgdG9wb2xvZ3k6IHMudG9wb2xvZ3ksIHNwaW46IHMuc3Bpbiwgd2FpdFRpbWVvdXRNczogMTIwXzAwMCB9LFxuICAgICAgICBwcm9ncmFtVXJsOiBQUk9HUkFNLFxuICAgICAgICBvcHRpb25zLFxuICAgICAgICAvLyB0aGUgd2hvbGUgcnVuLCBiYWxhbmNlcyBpbmNsdWRlZDogdGhlIHRpbWVkIHJ1bnMgZmluZCBldmVyeSBwYXRoIGNvbXBpbGVkXG4gICAgICAgIHdhcm11cDogeyAuLi5vcHRpb25zLCBnYXRoZXI6IGZhbHNlIH0sXG4gICAgICAgIG1zOiAocnVuKSA9PiBNYXRoLm1heCguLi5ydW4ucmVzdWx0cy5tYXAoKHgpID0+IHgudG90YWxNcykpLFxuICAgICAgfSksXG4gICAgICBzZXF1ZW50aWFsOiAoKSA9PiB0aGluU2VxdWVudGlhbChpbWFnZSksXG4gICAgICB3YXJtdXBTZXF1ZW50aWFsOiAoKSA9PiB0aGluU2VxdWVudGlhbChpbWFnZSksXG4gICAgICB2ZXJpZnk6IChydW4sIHJlZikgPT4ge1xuICAgICAgICBjb25zdCByMCA9IHJ1bi5yZXN1bHRzWzBdO1xuICAgICAgICBjb25zdCBnb3QgPSByMD8uaW1hZ2U7XG4gICAgICAgIHJldHVybiBnb3QgIT09IHVuZGVmaW5lZCAmJiByMD8uaXRlcmF0aW9ucyA9PT0gcmVmLml0ZXJhdGlvbnMgJiYgc2FtZUltYWdlKHsgLi4uaW1hZ2UsIGRhdGE6IGdvdCB9LCByZWYuaW1hZ2UpO1xuICAgICAgfSxcbiAgICAgIGZpZ3VyZXMocnVuLCByZWYpIHtcbiAgICAgICAgY29uc3QgZmlsZXM6IHN0cmluZ1tdID0gW107XG4gICAgICAgIGlmIChvLm91dCAhPT0gdW5kZWZpbmVkKSB7XG4gICAgICAgICAgY29uc3QgcGF0aCA9IHJlc29sdmUoby5vdXQpO1xuICAgICAgICAgIHdyaXRlUGJtKHBhdGgsIHJlZi5pbWFnZSk7XG4gICAgICAgICAgZmlsZXMucHVzaChwYXRoKTtcbiAgICAgICAgfVxuICAgICAgICBjb25zdCBvbmVzID0gcmVmLm9uZXM7XG4gICAgICAgIGNvbnN0IHJlcG9ydHMgPSBydW4ucmVzdWx0c1swXT8ucmVwb3J0cyA/PyBbXTtcbiAgICAgICAgY29uc3QgZGV0YWlsczogVGhpbm5pbmdEZXRhaWxzID0ge1xuICAgICAgICAgIHdpZHRoOiBpbWFnZS53aWR0aCxcbiAgICAgICAgICBoZWlnaHQ6IGltYWdlLmhlaWdodCxcbiAgICAgICAgICBpdGVyYXRpb25zOiByZWYuaXRlcmF0aW9ucyxcbiAgICAgICAgICBwaXhlbHNCZWZvcmU6IG9uZXNbMF0sXG4gICAgICAgICAgcGl4ZWxzQWZ0ZXI6IG9uZXNbb25lcy5sZW5ndGggLSAxXSxcbiAgICAgICAgfTtcbiAgICAgICAgcmV0dXJuIHtcbiAgICAgICAgICByZXN1bHQ6IGAke2xhYmVsfTogJHtvbmVzWzBdID8/IDB9IC0+ICR7b25lc1tvbmVzLmxlbmd0aCAtIDFdID8/IDB9IHBpeGVscyBpbiAke3JlZi5pdGVyYXRpb25zfSBpdGVyYXRpb25zYCxcbiAgICAgICAgICAuLi5ydW5GaWd1cmVzKHJ1biksXG4gICAgICAgICAgYmFsYW5jZTogYi5wb2xpY3kgPT09ICduZXZlcicgPyB1bmRlZmluZWQgOiBzdW1tYXJpemVSZXBvcnRzKHJlcG9ydHMpLFxuICAgICAgICAgIGZpbGVzLFxuICAgICAgICAgIGRldGFpbHMsXG4gICAgICAgIH07XG4gICAgICB9LFxuICAgIH0pO1xuICB9LFxuICBwYXBlcjogdGhpbm5pbmdQYXBlcixcbiAgYmVuY2hDYXNlczogKHF1aWNrKSA9PiBbXG4gICAgeyBsYWJlbDogJ3N0YXRpYycsIHJhbmtzOiAyLCBiYWxhbmNlcjogJ3N0YXRpYycsIC4uLihxdWljayA/IHsgb3B0aW9uczogeyBzaXplOiBbMjU2LCAyNTZdIGFzIGNvbnN0IH0gfSA6IHt9KSB9LFxuICAgIHsgbGFiZWw6ICdnZGUgZXZlcnkgMicsIHJhbmtzOiAyLCBiYWxhbmNlcjogJ2dkZScsIGV2ZXJ5OiAyLCAuLi4ocXVpY2sgPyB7IG9wdGlvbnM6IHsgc2l6ZTogWzI1NiwgMjU2XSBhcyBjb25zdCB9IH0gOiB7fSkgfSxcbiAgXSxcbn0pO1xuIl0sCiAgIm1hcHBpbmdzIjogIkFBQ0EsU0FBUyxlQUFlO0FBQ3hCLFNBQVMsUUFBUSxhQUFhLFdBQVcsS0FBSyxXQUFXLFlBQVksWUFBWSxNQUFNLGtCQUFrQixZQUFZO0FBQ3JILFNBQVMsaUJBQWlCO0FBQzFCLFNBQVMsWUFBWSxVQUFVLFdBQVcsZ0JBQWdCO0FBQzFELFNBQVMscUJBQXFCO0FBRTlCLFNBQVMsV0FBVyw4QkFBOEI7QUFDbEQsU0FBMkIsc0JBQXNCO0FBWWpELE1BQU0sVUFBVSxVQUFVLFlBQVksS0FBSyxTQUFTO0FBRzdDLE1BQU0sY0FBYyxVQUFVO0FBQUEsRUFDbkMsTUFBTTtBQUFBLEVBQ04sU0FBUztBQUFBLEVBQ1QsaUJBQWlCO0FBQUEsRUFDakIsZUFBZSxDQUFDLFNBQVMsTUFBTTtBQUFBLEVBQy9CLGFBQWEsQ0FBQyxVQUFVLFNBQVMsS0FBSztBQUFBLEVBQ3RDLFlBQVk7QUFBQSxFQUNaLFNBQVM7QUFBQSxJQUNQLE9BQU8sS0FBSyxvREFBb0QsRUFBRSxLQUFLLFNBQVMsQ0FBQztBQUFBLElBQ2pGLFVBQVUsT0FBTyxtQ0FBbUMsWUFBWSxFQUFFLFNBQVMsT0FBTyxDQUFDO0FBQUEsSUFDbkYsTUFBTSxLQUFLLGtDQUFrQyxFQUFFLFNBQVMsQ0FBQyxNQUFNLElBQUksR0FBRyxPQUFPLENBQUMsS0FBSyxHQUFHLEVBQUUsQ0FBQztBQUFBLElBQ3pGLE1BQU0sSUFBSSxrQkFBa0IsRUFBRSxLQUFLLEdBQUcsU0FBUyxFQUFFLENBQUM7QUFBQSxJQUNsRCxNQUFNLE9BQW9CLG9EQUFvRCxDQUFDLFVBQVUsTUFBTSxHQUFHLEVBQUUsU0FBUyxTQUFTLENBQUM7QUFBQSxJQUN2SCxLQUFLLEtBQUsscUNBQXFDLEVBQUUsS0FBSyxTQUFTLENBQUM7QUFBQSxFQUNsRTtBQUFBLEVBQ0EsUUFBUSxHQUFHLEdBQUc7QUFDWixRQUFJO0FBQ0osUUFBSTtBQUNKLFFBQUksRUFBRSxVQUFVLFFBQVc7QUFDekIsY0FBUSxVQUFVLEVBQUUsS0FBSztBQUN6QixjQUFRLEVBQUU7QUFBQSxJQUNaLE9BQU87QUFDTCxZQUFNLENBQUMsT0FBTyxNQUFNLElBQUksRUFBRTtBQUMxQixjQUFRLFNBQVMsRUFBRSxNQUFNLEVBQUUsVUFBVSxPQUFPLFFBQVEsTUFBTSxFQUFFLEtBQUssQ0FBQztBQUNsRSxjQUFRLGFBQWEsRUFBRSxRQUFRLElBQUksS0FBSyxJQUFJLE1BQU0sVUFBVSxFQUFFLElBQUk7QUFBQSxJQUNwRTtBQUNBLGNBQVUsT0FBTyxFQUFFLEtBQUs7QUFDeEIsVUFBTSxJQUFJLEVBQUU7QUFDWixVQUFNLFVBQWtDO0FBQUEsTUFDdEMsT0FBTyxFQUFFLE1BQU0sUUFBUSxPQUFPLE1BQU0sT0FBTyxRQUFRLE1BQU0sUUFBUSxNQUFNLE1BQU0sS0FBSztBQUFBLE1BQ2xGLFNBQVMsRUFBRTtBQUFBLE1BQ1gsVUFBVSxFQUFFO0FBQUEsTUFDWixpQkFBaUIsRUFBRSxtQkFBbUIsdUJBQXVCLEVBQUUsVUFBVSxFQUFFLElBQUk7QUFBQSxNQUMvRSxRQUFRLEVBQUU7QUFBQSxNQUNWLGVBQWUsRUFBRTtBQUFBLE1BQ2pCLE1BQU0sRUFBRTtBQUFBO0FBQUE7QUFBQSxNQUdSLE9BQU87QUFBQSxNQUNQLFFBQVE7QUFBQSxNQUNSLEdBQUksRUFBRSxXQUFXLE9BQU8sRUFBRSxRQUFRLEtBQUssSUFBSSxDQUFDO0FBQUEsSUFDOUM7QUFDQSxXQUFPLFdBQVc7QUFBQSxNQUNoQixVQUFVLFlBQWdDO0FBQUEsUUFDeEMsU0FBUyxFQUFFLFVBQVUsRUFBRSxVQUFVLE1BQU0sRUFBRSxNQUFNLGVBQWUsS0FBUTtBQUFBLFFBQ3RFLFlBQVk7QUFBQSxRQUNaO0FBQUE7QUFBQSxRQUVBLFFBQVEsRUFBRSxHQUFHLFNBQVMsUUFBUSxNQUFNO0FBQUEsUUFDcEMsSUFBSSxDQUFDLFFBQVEsS0FBSyxJQUFJLEdBQUcsSUFBSSxRQUFRLElBQUksQ0FBQyxNQUFNLEVBQUUsT0FBTyxDQUFDO0FBQUEsTUFDNUQsQ0FBQztBQUFBLE1BQ0QsWUFBWSxNQUFNLGVBQWUsS0FBSztBQUFBLE1BQ3RDLGtCQUFrQixNQUFNLGVBQWUsS0FBSztBQUFBLE1BQzVDLFFBQVEsQ0FBQyxLQUFLLFFBQVE7QUFDcEIsY0FBTSxLQUFLLElBQUksUUFBUSxDQUFDO0FBQ3hCLGNBQU0sTUFBTSxJQUFJO0FBQ2hCLGVBQU8sUUFBUSxVQUFhLElBQUksZUFBZSxJQUFJLGNBQWMsVUFBVSxFQUFFLEdBQUcsT0FBTyxNQUFNLElBQUksR0FBRyxJQUFJLEtBQUs7QUFBQSxNQUMvRztBQUFBLE1BQ0EsUUFBUSxLQUFLLEtBQUs7QUFDaEIsY0FBTSxRQUFrQixDQUFDO0FBQ3pCLFlBQUksRUFBRSxRQUFRLFFBQVc7QUFDdkIsZ0JBQU0sT0FBTyxRQUFRLEVBQUUsR0FBRztBQUMxQixtQkFBUyxNQUFNLElBQUksS0FBSztBQUN4QixnQkFBTSxLQUFLLElBQUk7QUFBQSxRQUNqQjtBQUNBLGNBQU0sT0FBTyxJQUFJO0FBQ2pCLGNBQU0sVUFBVSxJQUFJLFFBQVEsQ0FBQyxHQUFHLFdBQVcsQ0FBQztBQUM1QyxjQUFNLFVBQTJCO0FBQUEsVUFDL0IsT0FBTyxNQUFNO0FBQUEsVUFDYixRQUFRLE1BQU07QUFBQSxVQUNkLFlBQVksSUFBSTtBQUFBLFVBQ2hCLGNBQWMsS0FBSyxDQUFDO0FBQUEsVUFDcEIsYUFBYSxLQUFLLEtBQUssU0FBUyxDQUFDO0FBQUEsUUFDbkM7QUFDQSxlQUFPO0FBQUEsVUFDTCxRQUFRLEdBQUcsS0FBSyxLQUFLLEtBQUssQ0FBQyxLQUFLLENBQUMsT0FBTyxLQUFLLEtBQUssU0FBUyxDQUFDLEtBQUssQ0FBQyxjQUFjLElBQUksVUFBVTtBQUFBLFVBQzlGLEdBQUcsV0FBVyxHQUFHO0FBQUEsVUFDakIsU0FBUyxFQUFFLFdBQVcsVUFBVSxTQUFZLGlCQUFpQixPQUFPO0FBQUEsVUFDcEU7QUFBQSxVQUNBO0FBQUEsUUFDRjtBQUFBLE1BQ0Y7QUFBQSxJQUNGLENBQUM7QUFBQSxFQUNIO0FBQUEsRUFDQSxPQUFPO0FBQUEsRUFDUCxZQUFZLENBQUMsVUFBVTtBQUFBLElBQ3JCLEVBQUUsT0FBTyxVQUFVLE9BQU8sR0FBRyxVQUFVLFVBQVUsR0FBSSxRQUFRLEVBQUUsU0FBUyxFQUFFLE1BQU0sQ0FBQyxLQUFLLEdBQUcsRUFBVyxFQUFFLElBQUksQ0FBQyxFQUFHO0FBQUEsSUFDOUcsRUFBRSxPQUFPLGVBQWUsT0FBTyxHQUFHLFVBQVUsT0FBTyxPQUFPLEdBQUcsR0FBSSxRQUFRLEVBQUUsU0FBUyxFQUFFLE1BQU0sQ0FBQyxLQUFLLEdBQUcsRUFBVyxFQUFFLElBQUksQ0FBQyxFQUFHO0FBQUEsRUFDNUg7QUFDRixDQUFDOyIsCiAgIm5hbWVzIjogW10KfQo=
