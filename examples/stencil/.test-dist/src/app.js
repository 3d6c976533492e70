import { clusterSide, defineApp, int, meshFor, moduleUrl, requireStatic, runFigures, sameArray, sideBySide, size } from "@meshwork/harness";
import { DEFAULTS, stencilSequential, stencilSequentialTimed } from "./sequential.js";
const PROGRAM = moduleUrl(import.meta.url, "program");
const stencilApp = defineApp({
  name: "stencil",
  summary: "2-D Jacobi heat stencil on mesh tiles with halos (static block split), bit-identical to its sequential sweep",
  defaultBalancer: "static",
  staticOnly: true,
  topologyKinds: ["mesh", "torus", "chain", "ring", "hypercube"],
  topologyFor: meshFor,
  programUrl: PROGRAM,
  checkpoints: true,
  options: {
    size: size("grid rows x columns", { default: [512, 512], quick: [64, 64] }),
    iterations: int("Jacobi sweeps", { min: 1, default: 200, quick: 20 }),
    seed: int("initial field seed", { min: 0, default: DEFAULTS.seed })
  },
  prepare(s, o) {
    requireStatic("stencil", s.balancing.balancer, s.balancing.policy);
    const [rows, cols] = o.size;
    const config = {
      rows,
      cols,
      iterations: o.iterations,
      seed: o.seed,
      boundary: DEFAULTS.boundary,
      storage: s.storage,
      gather: true
    };
    return sideBySide({
      parallel: clusterSide({
        cluster: { topology: s.topology, spin: s.spin },
        programUrl: PROGRAM,
        ...s.runOptions === void 0 ? {} : { runOptions: s.runOptions },
        options: config,
        warmup: { ...config, gather: false },
        // Both sides time the sweeps only: the ranks between their barriers, the reference without
        // its initial field, padding and copy out.
        ms: (run) => run.results[0]?.computeMs ?? Number.NaN
      }),
      sequential: () => stencilSequentialTimed(config),
      warmupSequential: () => stencilSequential(config),
      sequentialMs: (ref) => ref.sweepMs,
      verify: (run, ref) => sameArray(run.results[0]?.field, ref.field),
      figures(run) {
        const checksum = run.results[0]?.checksum;
        const details = { rows, cols, iterations: config.iterations, checksum };
        return {
          result: `${rows}x${cols} field after ${config.iterations} sweeps, checksum ${checksum}`,
          ...runFigures(run),
          balance: void 0,
          files: [],
          details
        };
      }
    });
  },
  benchCases: (quick) => [{ label: quick ? "stencil 64x64, 20 sweeps" : "stencil 512x512, 200 sweeps", ranks: 2 }]
});
export {
  stencilApp
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL2FwcC50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqIFRoZSBzdGVuY2lsIGFwcDogaXRzIG9wdGlvbnMsIGl0cyBydW4gc2lkZSBieSBzaWRlIHdpdGggdGhlIHNlcXVlbnRpYWwgc3dlZXAsIGl0cyBmaWd1cmVzLiAqL1xuaW1wb3J0IHsgY2x1c3RlclNpZGUsIGRlZmluZUFwcCwgaW50LCBtZXNoRm9yLCBtb2R1bGVVcmwsIHJlcXVpcmVTdGF0aWMsIHJ1bkZpZ3VyZXMsIHNhbWVBcnJheSwgc2lkZUJ5U2lkZSwgc2l6ZSB9IGZyb20gJ0BtZXNod29yay9oYXJuZXNzJztcbmltcG9ydCB0eXBlIHsgU3RlbmNpbFByb2dyYW1PcHRpb25zLCBTdGVuY2lsUmFua1Jlc3VsdCB9IGZyb20gJy4vcHJvZ3JhbS5qcyc7XG5pbXBvcnQgeyBERUZBVUxUUywgc3RlbmNpbFNlcXVlbnRpYWwsIHN0ZW5jaWxTZXF1ZW50aWFsVGltZWQgfSBmcm9tICcuL3NlcXVlbnRpYWwuanMnO1xuXG4vKiogRGV0YWlscyBvZiBhIHN0ZW5jaWwgcnVuJ3MgcmVwb3J0LiAqL1xuZXhwb3J0IGludGVyZmFjZSBTdGVuY2lsRGV0YWlscyB7XG4gIHJlYWRvbmx5IHJvd3M6IG51bWJlcjtcbiAgcmVhZG9ubHkgY29sczogbnVtYmVyO1xuICByZWFkb25seSBpdGVyYXRpb25zOiBudW1iZXI7XG4gIHJlYWRvbmx5IGNoZWNrc3VtOiBudW1iZXIgfCB1bmRlZmluZWQ7XG59XG5cbi8qKiBUaGUgbW9kdWxlIGV2ZXJ5IHJhbmsgaW1wb3J0cy4gKi9cbmNvbnN0IFBST0dSQU0gPSBtb2R1bGVVcmwoaW1wb3J0Lm1ldGEudXJsLCAncHJvZ3JhbScpO1xuXG4vKiogYG1lc2h3b3JrIHJ1biBzdGVuY2lsYDogdGhlIDItRCBKYWNvYmkgaGVhdCBzdGVuY2lsLCBzdGF0aWMgYmxvY2sgdGlsZXMuICovXG5leHBvcnQgY29uc3Qgc3RlbmNpbEFwcCA9IGRlZmluZUFwcCh7XG4gIG5hbWU6ICdzdGVuY2lsJyxcbiAgc3VtbWFyeTogJzItRCBKYWNvYmkgaGVhdCBzdGVuY2lsIG9uIG1lc2ggdGlsZXMgd2l0aCBoYWxvcyAoc3RhdGljIGJsb2NrIHNwbGl0KSwgYml0LWlkZW50aWNhbCB0byBpdHMgc2VxdWVudGlhbCBzd2VlcCcsXG4gIGRlZmF1bHRCYWxhbmNlcjogJ3N0YXRpYycsXG4gIHN0YXRpY09ubHk6IHRydWUsXG4gIHRvcG9sb2d5S2luZHM6IFsnbWVzaCcsICd0b3J1cycsICdjaGFpbicsICdyaW5nJywgJ2h5cGVyY3ViZSddLFxuICB0b3BvbG9neUZvcjogbWVzaEZvcixcbiAgcHJvZ3JhbVVybDogUFJPR1JBTSxcbiAgY2hlY2twb2ludHM6IHRydWUsXG4gIG9wdGlvbnM6IHtcbiAgICBzaXplOiBzaXplKCdncmlkIHJvd3MgeCBjb2x1bW5zJywgeyBkZWZhdWx0OiBbNTEyLCA1MTJdLCBxdWljazogWzY0LCA2NF0gfSksXG4gICAgaXRlcmF0aW9uczogaW50KCdKYWNvYmkgc3dlZXBzJywgeyBtaW46IDEsIGRlZmF1bHQ6IDIwMCwgcXVpY2s6IDIwIH0pLFxuICAgIHNlZWQ6IGludCgnaW5pdGlhbCBmaWVsZCBzZWVkJywgeyBtaW46IDAsIGRlZmF1bHQ6IERFRkFVTFRTLnNlZWQgfSksXG4gIH0sXG4gIHByZXBhcmUocywgbykge1xuICAgIHJlcXVpcmVTdGF0aWMoJ3N0ZW5jaWwnLCBzLmJhbGFuY2luZy5iYWxhbmNlciwgcy5iYWxhbmNpbmcucG9saWN5KTtcbiAgICBjb25zdCBbcm93cywgY29sc10gPSBvLnNpemU7XG4gICAgY29uc3QgY29uZmlnOiBTdGVuY2lsUHJvZ3JhbU9wdGlvbnMgPSB7XG4gICAgICByb3dzLFxuICAgICAgY29scyxcbiAgICAgIGl0ZXJhdGlvbnM6IG8uaXRlcmF0aW9ucyxcbiAgICAgIHNlZWQ6IG8uc2VlZCxcbiAgICAgIGJvdW5kYXJ5OiBERUZBVUxUUy5ib3VuZGFyeSxcbiAgICAgIHN0b3JhZ2U6IHMuc3RvcmFnZSxcbiAgICAgIGdhdGhlcjogdHJ1ZSxcbiAgICB9O1xuICAgIHJldHVybiBzaWRlQnlTaWRlKHtcbiAgICAgIHBhcmFsbGVsOiBjbHVzdGVyU2lkZTxTdGVuY2lsUmFua1Jlc3VsdD4oe1xuICAgICAgICBjbHVzdGVyOiB7IHRvcG9sb2d5OiBzLnRvcG9sb2d5LCBzcGluOiBzLnNwaW4gfSxcbiAgICAgICAgcHJvZ3JhbVVybDogUFJPR1JBTSxcbiAgICAgICAgLi4uKHMucnVuT3B0aW9ucyA9PT0gdW5kZWZpbmVkID8ge30gOiB7IHJ1bk9wdGlvbnM6IHMucnVuT3B0aW9ucyB9KSxcbiAgICAgICAgb3B0aW9uczogY29uZmlnLFxuICAgICAgICB3YXJtdXA6IHsgLi4uY29uZmlnLCBnYXRoZXI6IGZhbHNlIH0sXG4gICAgICAgIC8vIEJvdGggc2lkZXMgdGltZSB0aGUgc3dlZXBzIG9ubHk6IHRoZSByYW5rcyBiZXR3ZWVuIHRoZWlyIGJhcnJpZXJzLCB0aGUgcmVmZXJlbmNlIHdpdGhvdXRcbiAgICAgICAgLy8gaXRzIGluaXRpYWwgZmllbGQsIHBhZGRpbmcgYW5kIGNvcHkgb3V0LlxuICAgICAgICBtczogKHJ1bikgPT4gcnVuLnJlc3VsdHNbMF0/LmNvbXB1dGVNcyA/PyBOdW1iZXIuTmFOLFxuICAgICAgfSksXG4gICAgICBzZXF1ZW50aWFsOiAoKSA9PiBzdGVuY2lsU2VxdWVudGlhbFRpbWVkKGNvbmZpZyksXG4gICAgICB3YXJtdXBTZXF1ZW50aWFsOiAoKSA9PiBzdGVuY2lsU2VxdWVudGlhbChjb25maWcpLFxuICAgICAgc2VxdWVudGlhbE1zOiAocmVmKSA9PiByZWYuc3dlZXBNcyxcbiAgICAgIHZlcmlmeTogKHJ1biwgcmVmKSA9PiBzYW1lQXJyYXkocnVuLnJlc3VsdHNbMF0/LmZpZWxkLCByZWYuZmllbGQpLFxuICAgICAgZmlndXJlcyhydW4pIHtcbiAgICAgICAgY29uc3QgY2hlY2tzdW0gPSBydW4ucmVzdWx0c1swXT8uY2hlY2tzdW07XG4gICAgICAgIGNvbnN0IGRldGFpbHM6IFN0ZW5jaWxEZXRhaWxzID0geyByb3dzLCBjb2xzLCBpdGVyYXRpb25zOiBjb25maWcuaXRlcmF0aW9ucywgY2hlY2tzdW0gfTtcbiAgICAgICAgcmV0dXJuIHtcbiAgICAgICAgICByZXN1bHQ6IGAke3Jvd3N9eCR7Y29sc30gZmllbGQgYWZ0ZXIgJHtjb25maWcuaXRlcmF0aW9uc30gc3dlZXBzLCBjaGVja3N1bSAke2NoZWNrc3VtfWAsXG4gICAgICAgICAgLi4ucnVuRmlndXJlcyhydW4pLFxuICAgICAgICAgIGJhbGFuY2U6IHVuZGVmaW5lZCxcbiAgICAgICAgICBmaWxlczogW10sXG4gICAgICAgICAgZGV0YWlscyxcbiAgICAgICAgfTtcbiAgICAgIH0sXG4gICAgfSk7XG4gIH0sXG4gIGJlbmNoQ2FzZXM6IChxdWljaykgPT4gW3sgbGFiZWw6IHF1aWNrID8gJ3N0ZW5jaWwgNjR4NjQsIDIwIHN3ZWVwcycgOiAnc3RlbmNpbCA1MTJ4NTEyLCAyMDAgc3dlZXBzJywgcmFua3M6IDIgfV0sXG59KTtcbiJdLAogICJtYXBwaW5ncyI6ICJBQUNBLFNBQVMsYUFBYSxXQUFXLEtBQUssU0FBUyxXQUFXLGVBQWUsWUFBWSxXQUFXLFlBQVksWUFBWTtBQUV4SCxTQUFTLFVBQVUsbUJBQW1CLDhCQUE4QjtBQVdwRSxNQUFNLFVBQVUsVUFBVSxZQUFZLEtBQUssU0FBUztBQUc3QyxNQUFNLGFBQWEsVUFBVTtBQUFBLEVBQ2xDLE1BQU07QUFBQSxFQUNOLFNBQVM7QUFBQSxFQUNULGlCQUFpQjtBQUFBLEVBQ2pCLFlBQVk7QUFBQSxFQUNaLGVBQWUsQ0FBQyxRQUFRLFNBQVMsU0FBUyxRQUFRLFdBQVc7QUFBQSxFQUM3RCxhQUFhO0FBQUEsRUFDYixZQUFZO0FBQUEsRUFDWixhQUFhO0FBQUEsRUFDYixTQUFTO0FBQUEsSUFDUCxNQUFNLEtBQUssdUJBQXVCLEVBQUUsU0FBUyxDQUFDLEtBQUssR0FBRyxHQUFHLE9BQU8sQ0FBQyxJQUFJLEVBQUUsRUFBRSxDQUFDO0FBQUEsSUFDMUUsWUFBWSxJQUFJLGlCQUFpQixFQUFFLEtBQUssR0FBRyxTQUFTLEtBQUssT0FBTyxHQUFHLENBQUM7QUFBQSxJQUNwRSxNQUFNLElBQUksc0JBQXNCLEVBQUUsS0FBSyxHQUFHLFNBQVMsU0FBUyxLQUFLLENBQUM7QUFBQSxFQUNwRTtBQUFBLEVBQ0EsUUFBUSxHQUFHLEdBQUc7QUFDWixrQkFBYyxXQUFXLEVBQUUsVUFBVSxVQUFVLEVBQUUsVUFBVSxNQUFNO0FBQ2pFLFVBQU0sQ0FBQyxNQUFNLElBQUksSUFBSSxFQUFFO0FBQ3ZCLFVBQU0sU0FBZ0M7QUFBQSxNQUNwQztBQUFBLE1BQ0E7QUFBQSxNQUNBLFlBQVksRUFBRTtBQUFBLE1BQ2QsTUFBTSxFQUFFO0FBQUEsTUFDUixVQUFVLFNBQVM7QUFBQSxNQUNuQixTQUFTLEVBQUU7QUFBQSxNQUNYLFFBQVE7QUFBQSxJQUNWO0FBQ0EsV0FBTyxXQUFXO0FBQUEsTUFDaEIsVUFBVSxZQUErQjtBQUFBLFFBQ3ZDLFNBQVMsRUFBRSxVQUFVLEVBQUUsVUFBVSxNQUFNLEVBQUUsS0FBSztBQUFBLFFBQzlDLFlBQVk7QUFBQSxRQUNaLEdBQUksRUFBRSxlQUFlLFNBQVksQ0FBQyxJQUFJLEVBQUUsWUFBWSxFQUFFLFdBQVc7QUFBQSxRQUNqRSxTQUFTO0FBQUEsUUFDVCxRQUFRLEVBQUUsR0FBRyxRQUFRLFFBQVEsTUFBTTtBQUFBO0FBQUE7QUFBQSxRQUduQyxJQUFJLENBQUMsUUFBUSxJQUFJLFFBQVEsQ0FBQyxHQUFHLGFBQWEsT0FBTztBQUFBLE1BQ25ELENBQUM7QUFBQSxNQUNELFlBQVksTUFBTSx1QkFBdUIsTUFBTTtBQUFBLE1BQy9DLGtCQUFrQixNQUFNLGtCQUFrQixNQUFNO0FBQUEsTUFDaEQsY0FBYyxDQUFDLFFBQVEsSUFBSTtBQUFBLE1BQzNCLFFBQVEsQ0FBQyxLQUFLLFFBQVEsVUFBVSxJQUFJLFFBQVEsQ0FBQyxHQUFHLE9BQU8sSUFBSSxLQUFLO0FBQUEsTUFDaEUsUUFBUSxLQUFLO0FBQ1gsY0FBTSxXQUFXLElBQUksUUFBUSxDQUFDLEdBQUc7QUFDakMsY0FBTSxVQUEwQixFQUFFLE1BQU0sTUFBTSxZQUFZLE9BQU8sWUFBWSxTQUFTO0FBQ3RGLGVBQU87QUFBQSxVQUNMLFFBQVEsR0FBRyxJQUFJLElBQUksSUFBSSxnQkFBZ0IsT0FBTyxVQUFVLHFCQUFxQixRQUFRO0FBQUEsVUFDckYsR0FBRyxXQUFXLEdBQUc7QUFBQSxVQUNqQixTQUFTO0FBQUEsVUFDVCxPQUFPLENBQUM7QUFBQSxVQUNSO0FBQUEsUUFDRjtBQUFBLE1BQ0Y7QUFBQSxJQUNGLENBQUM7QUFBQSxFQUNIO0FBQUEsRUFDQSxZQUFZLENBQUMsVUFBVSxDQUFDLEVBQUUsT0FBTyxRQUFRLDZCQUE2QiwrQkFBK0IsT0FBTyxFQUFFLENBQUM7QUFDakgsQ0FBQzsiLAogICJuYW1lcyI6IFtdCn0K
