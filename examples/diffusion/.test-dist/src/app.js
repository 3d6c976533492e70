import { resolve } from "node:path";
import {
  choice,
  clusterSide,
  defineApp,
  int,
  meshFor,
  moduleUrl,
  num,
  runFigures,
  sameArray,
  sideBySide,
  summarizeReports,
  text,
  UsageError
} from "@meshwork/harness";
import { parseTopology } from "@meshwork/runtime";
import { generateImage, readPng, writePng } from "./image.js";
import { diffusionPaper } from "./paper.js";
import { DEFAULT_MAX_PIXELS } from "./png-check.js";
import { procDimsFor } from "./program.js";
import { balancingChoice, checkRunConfig, sharedPixels } from "./run.js";
import { DEFAULT_PARAMS, diffuseSequential } from "./sequential.js";
const PROGRAM = moduleUrl(import.meta.url, "program");
const diffusionApp = defineApp({
  name: "diffusion",
  summary: "edge-directed diffusion of a grey image with an active-pixel worklist on mesh tiles, balanced by SDLB, bit-identical to sequential",
  defaultBalancer: "sdlb",
  topologyKinds: ["mesh", "torus", "chain", "ring", "hypercube"],
  topologyFor: meshFor,
  programUrl: PROGRAM,
  checkpoints: true,
  options: {
    image: text("grey PNG image (default: a generated one)", { arg: "<file.png>" }),
    maxPixels: int(`largest --image accepted, in pixels (default ${DEFAULT_MAX_PIXELS}, 4096x4096)`, { min: 1 }),
    size: int("generated image side", { min: 4, max: 8192, default: 512, quick: 64 }),
    seed: int("generator seed", { min: 0, default: 1 }),
    maxIterations: int("stop after this many iterations", { min: 1, default: DEFAULT_PARAMS.maxIterations, quick: 40 }),
    K: num("edge threshold K of the conductance", { min: 0, default: DEFAULT_PARAMS.K }),
    lambda: num("time step lambda, in (0, 0.25]", { min: 0, default: DEFAULT_PARAMS.lambda }),
    epsilon: num("stop when no pixel changes by more than epsilon", { min: 0, default: DEFAULT_PARAMS.epsilon }),
    conductance: choice("conductance function", ["rational", "exponential"], { default: DEFAULT_PARAMS.conductance }),
    dtype: choice("pixel value type", ["float64", "float32"], { default: DEFAULT_PARAMS.dtype }),
    out: text("write the diffused image (PNG)", { arg: "<file.png>" })
  },
  prepare(s, o) {
    if (o.maxPixels !== void 0 && o.image === void 0) throw new UsageError("--max-pixels goes with --image");
    const image = o.image !== void 0 ? readPng(o.image, { maxPixels: o.maxPixels ?? DEFAULT_MAX_PIXELS }) : generateImage({ rows: o.size, cols: o.size, seed: o.seed });
    const source = o.image ?? `generated ${o.size}x${o.size} image (seed ${o.seed})`;
    const params = {
      K: o.K,
      lambda: o.lambda,
      epsilon: o.epsilon,
      maxIterations: o.maxIterations,
      conductance: o.conductance,
      dtype: o.dtype
    };
    const b = s.balancing;
    const preset = balancingChoice(b.balancer, {
      every: 1,
      shape: [image.rows, image.cols],
      procDims: procDimsFor(parseTopology(s.topology))
    });
    const balancing = { ...b, balancerOptions: b.balancerOptions ?? preset.balancerOptions };
    checkRunConfig({ image, topology: s.topology, params, balancing: { ...balancing, label: b.label } });
    const options = {
      rows: image.rows,
      cols: image.cols,
      pixels: sharedPixels(image),
      params,
      storage: s.storage,
      balancer: balancing.balancer,
      balancerOptions: balancing.balancerOptions,
      policy: balancing.policy,
      policyOptions: balancing.policyOptions,
      gather: true,
      ...s.record === true ? { record: true } : {}
    };
    return sideBySide({
      parallel: clusterSide({
        cluster: { topology: s.topology, spin: s.spin },
        programUrl: PROGRAM,
        ...s.runOptions === void 0 ? {} : { runOptions: s.runOptions },
        options,
        // the whole run, balances included: the timed runs find every path compiled
        warmup: { ...options, gather: false },
        ms: (run) => run.results[0]?.computeMs ?? Number.NaN
      }),
      sequential: () => diffuseSequential(image, params),
      warmupSequential: () => diffuseSequential(image, params),
      verify: (run, ref) => {
        const r0 = run.results[0];
        return r0?.iterations === ref.iterations && sameArray(r0.field, ref.data);
      },
      figures(run, ref) {
        const files = [];
        if (o.out !== void 0) {
          const path = resolve(o.out);
          writePng(path, { rows: image.rows, cols: image.cols, data: ref.data });
          files.push(path);
        }
        const r0 = run.results[0];
        const details = {
          rows: image.rows,
          cols: image.cols,
          iterations: ref.iterations,
          converged: ref.converged,
          finalCuts: r0?.cuts
        };
        return {
          result: `${source}: ${ref.iterations} iterations${ref.converged ? " (fixed point)" : ""}, checksum ${r0?.checksum}`,
          ...runFigures(run),
          balance: b.policy === "never" ? void 0 : summarizeReports(r0?.reports ?? []),
          files,
          details
        };
      }
    });
  },
  paper: diffusionPaper,
  benchCases: (quick) => [
    { label: "static", ranks: 4, balancer: "static", ...quick ? { options: { size: 96 } } : {} },
    { label: "sdlb every 1", ranks: 4, balancer: "sdlb", every: 1, ...quick ? { options: { size: 96 } } : {} }
  ]
});
export {
  diffusionApp
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL2FwcC50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqIFRoZSBkaWZmdXNpb24gYXBwOiBpdHMgb3B0aW9ucywgaXRzIHJ1biBzaWRlIGJ5IHNpZGUgd2l0aCB0aGUgc2VxdWVudGlhbCByZWZlcmVuY2UsIGl0cyBmaWd1cmVzLiAqL1xuaW1wb3J0IHsgcmVzb2x2ZSB9IGZyb20gJ25vZGU6cGF0aCc7XG5pbXBvcnQge1xuICBjaG9pY2UsXG4gIGNsdXN0ZXJTaWRlLFxuICBkZWZpbmVBcHAsXG4gIGludCxcbiAgbWVzaEZvcixcbiAgbW9kdWxlVXJsLFxuICBudW0sXG4gIHJ1bkZpZ3VyZXMsXG4gIHNhbWVBcnJheSxcbiAgc2lkZUJ5U2lkZSxcbiAgc3VtbWFyaXplUmVwb3J0cyxcbiAgdGV4dCxcbiAgVXNhZ2VFcnJvcixcbn0gZnJvbSAnQG1lc2h3b3JrL2hhcm5lc3MnO1xuaW1wb3J0IHsgcGFyc2VUb3BvbG9neSB9IGZyb20gJ0BtZXNod29yay9ydW50aW1lJztcbmltcG9ydCB7IGdlbmVyYXRlSW1hZ2UsIHJlYWRQbmcsIHdyaXRlUG5nIH0gZnJvbSAnLi9pbWFnZS5qcyc7XG5pbXBvcnQgeyBkaWZmdXNpb25QYXBlciB9IGZyb20gJy4vcGFwZXIuanMnO1xuaW1wb3J0IHsgREVGQVVMVF9NQVhfUElYRUxTIH0gZnJvbSAnLi9wbmctY2hlY2suanMnO1xuaW1wb3J0IHsgdHlwZSBEaWZmdXNpb25Qcm9ncmFtT3B0aW9ucywgdHlwZSBEaWZmdXNpb25SYW5rUmVzdWx0LCBwcm9jRGltc0ZvciB9IGZyb20gJy4vcHJvZ3JhbS5qcyc7XG5pbXBvcnQgeyBiYWxhbmNpbmdDaG9pY2UsIGNoZWNrUnVuQ29uZmlnLCBzaGFyZWRQaXhlbHMgfSBmcm9tICcuL3J1bi5qcyc7XG5pbXBvcnQgeyB0eXBlIENvbmR1Y3RhbmNlLCBERUZBVUxUX1BBUkFNUywgdHlwZSBEaWZmdXNpb25QYXJhbXMsIGRpZmZ1c2VTZXF1ZW50aWFsLCB0eXBlIEdyZXlJbWFnZSwgdHlwZSBWYWx1ZVR5cGUgfSBmcm9tICcuL3NlcXVlbnRpYWwuanMnO1xuXG4vKiogRGV0YWlscyBvZiBhIGRpZmZ1c2lvbiBydW4ncyByZXBvcnQuICovXG5leHBvcnQgaW50ZXJmYWNlIERpZmZ1c2lvbkRldGFpbHMge1xuICByZWFkb25seSByb3dzOiBudW1iZXI7XG4gIHJlYWRvbmx5IGNvbHM6IG51bWJlcjtcbiAgcmVhZG9ubHkgaXRlcmF0aW9uczogbnVtYmVyO1xuICByZWFkb25seSBjb252ZXJnZWQ6IGJvb2xlYW47XG4gIHJlYWRvbmx5IGZpbmFsQ3V0czogdW5rbm93bjtcbn1cblxuLyoqIFRoZSBtb2R1bGUgZXZlcnkgcmFuayBpbXBvcnRzLiAqL1xuY29uc3QgUFJPR1JBTSA9IG1vZHVsZVVybChpbXBvcnQubWV0YS51cmwsICdwcm9ncmFtJyk7XG5cbi8qKiBgbWVzaHdvcmsgcnVuIGRpZmZ1c2lvbmA6IGVkZ2UtZGlyZWN0ZWQgKFBlcm9uYS1NYWxpaykgZGlmZnVzaW9uIG9mIGEgZ3JleSBpbWFnZS4gKi9cbmV4cG9ydCBjb25zdCBkaWZmdXNpb25BcHAgPSBkZWZpbmVBcHAoe1xuICBuYW1lOiAnZGlmZnVzaW9uJyxcbiAgc3VtbWFyeTpcbiAgICAnZWRnZS1kaXJlY3RlZCBkaWZmdXNpb24gb2YgYSBncmV5IGltYWdlIHdpdGggYW4gYWN0aXZlLXBpeGVsIHdvcmtsaXN0IG9uIG1lc2ggdGlsZXMsIGJhbGFuY2VkIGJ5IFNETEIsIGJpdC1pZGVudGljYWwgdG8gc2VxdWVudGlhbCcsXG4gIGRlZmF1bHRCYWxhbmNlcjogJ3NkbGInLFxuICB0b3BvbG9neUtpbmRzOiBbJ21lc2gnLCAndG9ydXMnLCAnY2hhaW4nLCAncmluZycsICdoeXBlcmN1YmUnXSxcbiAgdG9wb2xvZ3lGb3I6IG1lc2hGb3IsXG4gIHByb2dyYW1Vcmw6IFBST0dSQU0sXG4gIGNoZWNrcG9pbnRzOiB0cnVlLFxuICBvcHRpb25zOiB7XG4gICAgaW1hZ2U6IHRleHQoJ2dyZXkgUE5HIGltYWdlIChkZWZhdWx0OiBhIGdlbmVyYXRlZCBvbmUpJywgeyBhcmc6ICc8ZmlsZS5wbmc+JyB9KSxcbiAgICBtYXhQaXhlbHM6IGludChgbGFyZ2VzdCAtLWltYWdlIGFjY2VwdGVkLCBpbiBwaXhlbHMgKGRlZmF1bHQgJHtERUZBVUxUX01BWF9QSVhFTFN9LCA0MDk2eDQwOTYpYCwgeyBtaW46IDEgfSksXG4gICAgc2l6ZTogaW50KCdnZW5lcmF0ZWQgaW1hZ2Ugc2lkZScsIHsgbWluOiA0LCBtYXg6IDgxOTIsIGRlZmF1bHQ6IDUxMiwgcXVpY2s6IDY0IH0pLFxuICAgIHNlZWQ6IGludCgnZ2VuZXJhdG9yIHNlZWQnLCB7IG1pbjogMCwgZGVmYXVsdDogMSB9KSxcbiAgICBtYXhJdGVyYXRpb25zOiBpbnQoJ3N0b3AgYWZ0ZXIgdGhpcyBtYW55IGl0ZXJhdGlvbnMnLCB7IG1pbjogMSwgZGVmYXVsdDogREVGQVVMVF9QQVJBTVMubWF4SXRlcmF0aW9ucywgcXVpY2s6IDQwIH0pLFxuICAgIEs6IG51bSgnZWRnZSB0aHJlc2hvbGQgSyBvZiB0aGUgY29uZHVjdGFuY2UnLCB7IG1pbjogMCwgZGVmYXVsdDogREVGQVVMVF9QQVJBTVMuSyB9KSxcbiAgICBsYW1iZGE6IG51bSgndGltZSBzdGVwIGxhbWJkYSwgaW4gKDAsIDAuMjVdJywgeyBtaW46IDAsIGRlZmF1bHQ6IERFRkFVTFRfUEFSQU1TLmxhbWJkYSB9KSxcbiAgICBlcHNpbG9uOiBudW0oJ3N0b3Agd2hlbiBubyBwaXhlbCBjaGFuZ2VzIGJ5IG1vcmUgdGhhbiBlcHNpbG9uJywgeyBtaW46IDAsIGRlZmF1bHQ6IERFRkFVTFRfUEFSQU1TLmVwc2lsb24gfSksXG4gICAgY29uZHVjdGFuY2U6IGNob2ljZTxDb25kdWN0YW5jZT4oJ2NvbmR1Y3RhbmNlIGZ1bmN0aW9uJywgWydyYXRpb25hbCcsICdleHBvbmVudGlhbCddLCB7IGRlZmF1bHQ6IERFRkFVTFRfUEFSQU1TLmNvbmR1Y3RhbmNlIH0pLFxuICAgIGR0eXBlOiBjaG9pY2U8VmFsdWVUeXBlPigncGl4ZWwgdmFsdWUgdHlwZScsIFsnZmxvYXQ2NCcsICdmbG9hdDMyJ10sIHsgZGVmYXVsdDogREVGQVVMVF9QQVJBTVMuZHR5cGUgfSksXG4gICAgb3V0OiB0ZXh0KCd3cml0ZSB0aGUgZGlmZnVzZWQgaW1hZ2UgKFBORyknLCB7IGFyZzogJzxmaWxlLnBuZz4nIH0pLFxuICB9LFxuICBwcmVwYXJlKHMsIG8pIHtcbiAgICBpZiAoby5tYXhQaXhlbHMgIT09IHVuZGVmaW5lZCAmJiBvLmltYWdlID09PSB1bmRlZmluZWQpIHRocm93IG5ldyBVc2FnZUVycm9yKCctLW1heC1waXhlbHMgZ29lcyB3aXRoIC0taW1hZ2UnKTtcbiAgICBjb25zdCBpbWFnZTogR3JleUltYWdlID1cbiAgICAgIG8uaW1hZ2UgIT09IHVuZGVmaW5lZFxuICAgICAgICA/IHJlYWRQbmcoby5pbWFnZSwgeyBtYXhQaXhlbHM6IG8ubWF4UGl4ZWxzID8/IERFRkFVTFRfTUFYX1BJWEVMUyB9KVxuICAgICAgICA6IGdlbmVyYXRlSW1hZ2UoeyByb3dzOiBvLnNpemUsIGNvbHM6IG8uc2l6ZSwgc2VlZDogby5zZWVkIH0pO1xuICAgIGNvbnN0IHNvdXJjZSA9IG8uaW1hZ2UgPz8gYGdlbmVyYXRlZCAke28uc2l6ZX14JHtvLnNpemV9IGltYWdlIChzZWVkICR7by5zZWVkfSlgO1xuICAgIGNvbnN0IHBhcmFtczogRGlmZnVzaW9uUGFyYW1zID0ge1xuICAgICAgSzogby5LLFxuICAgICAgbGFtYmRhOiBvLmxhbWJkYSxcbiAgICAgIGVwc2lsb246IG8uZXBzaWxvbixcbiAgICAgIG1heEl0ZXJhdGlvbnM6IG8ubWF4SXRlcmF0aW9ucyxcbiAgICAgIGNvbmR1Y3RhbmNlOiBvLmNvbmR1Y3RhbmNlLFxuICAgICAgZHR5cGU6IG8uZHR5cGUsXG4gICAgfTtcbiAgICBjb25zdCBiID0gcy5iYWxhbmNpbmc7XG4gICAgLy8gVGhlIGV4YW1wbGUncyBwcmVzZXQgb3B0aW9ucyBmb3IgaXRzIGJhbGFuY2VycyAoc2RsYjogay1EIG9uIGV2ZXJ5IGRlY29tcG9zZWQgYXhpcykuXG4gICAgY29uc3QgcHJlc2V0ID0gYmFsYW5jaW5nQ2hvaWNlKGIuYmFsYW5jZXIsIHtcbiAgICAgIGV2ZXJ5OiAxLFxuICAgICAgc2hhcGU6IFtpbWFnZS5yb3dzLCBpbWFnZS5jb2xzXSxcbiAgICAgIHByb2NEaW1zOiBwcm9jRGltc0ZvcihwYXJzZVRvcG9sb2d5KHMudG9wb2xvZ3kpKSxcbiAgICB9KTtcbiAgICBjb25zdCBiYWxhbmNpbmcgPSB7IC4uLmIsIGJhbGFuY2VyT3B0aW9uczogYi5iYWxhbmNlck9wdGlvbnMgPz8gcHJlc2V0LmJhbGFuY2VyT3B0aW9ucyB9O1xuICAgIGNoZWNrUnVuQ29uZmlnKHsgaW1hZ2UsIHRvcG9sb2d5OiBzLnRvcG9sb2d5LCBwYXJhbXMsIGJhbGFuY2luZzogeyAuLi5iYWxhbmNpbmcsIGxhYmVsOiBiLmxhYmVsIH0gfSk7XG4gICAgY29uc3Qgb3B0aW9uczogRGlmZnVzaW9uUHJvZ3JhbU9wdGlvbnMgPSB7XG4gICAgICByb3dzOiBpbWFnZS5yb3dzLFxuICAgICAgY29sczogaW1hZ2UuY29scyxcbiAgICAgIHBpeGVsczogc2hhcmVkUGl4ZWxzKGltYWdlKSxcbiAgICAgIHBhcmFtcyxcbiAgICAgIHN0b3JhZ2U6IHMuc3RvcmFnZSxcbiAgICAgIGJhbGFuY2VyOiBiYWxhbmNpbmcuYmFsYW5jZXIsXG4gICAgICBiYWxhbmNlck9wdGlvbnM6IGJhbGFuY2luZy5iYWxhbmNlck9wdGlvbnMsXG4gICAgICBwb2xpY3k6IGJhbGFuY2luZy5wb2xpY3ksXG4gICAgICBwb2xpY3lPcHRpb25zOiBiYWxhbmNpbmcucG9saWN5T3B0aW9ucyxcbiAgICAgIGdhdGhlcjogdHJ1ZSxcbiAgICAgIC4uLihzLnJlY29yZCA9PT0gdHJ1ZSA/IHsgcmVjb3JkOiB0cnVlIH0gOiB7fSksXG4gICAgfTtcbiAgICByZXR1cm4gc2lkZUJ5U2lkZSh7XG4gICAgICBwYXJhbGxlbDogY2x1c3RlclNpZGU8RGlmZnVzaW9uUmFua1Jlc3VsdD4oe1xuICAgICAgICBjbHVzdGVyOiB7IHRvcG9sb2d5OiBzLnRvcG9sb2d5LCBzcGluOiBzLnNwaW4gfSxcbiAgICAgICAgcHJvZ3JhbVVybDogUFJPR1JBTSxcbiAgICAgICAgLi4uKHMucnVuT3B0aW9ucyA9PT0gdW5kZWZpbmVkID8ge30gOiB7IHJ1bk9wdGlvbnM6IHMucnVuT3B0aW9ucyB9KSxcbiAgICAgICAgb3B0aW9ucyxcbiAgICAgICAgLy8gdGhlIHdob2xlIHJ1biwgYmFsYW5jZXMgaW5jbHVkZWQ6IHRoZSB0aW1lZCBydW5zIGZpbmQgZXZlcnkgcGF0aCBjb21waWxlZFxuICAgICAgICB3YXJtdXA6IHsgLi4ub3B0aW9ucywgZ2F0aGVyOiBmYWxzZSB9LFxuICAgICAgICBtczogKHJ1bikgPT4gcnVuLnJlc3VsdHNbMF0/LmNvbXB1dGVNcyA/PyBOdW1iZXIuTmFOLFxuICAgICAgfSksXG4gICAgICBzZXF1ZW50aWFsOiAoKSA9PiBkaWZmdXNlU2VxdWVudGlhbChpbWFnZSwgcGFyYW1zKSxcbiAgICAgIHdhcm11cFNlcXVlbnRpYWw6ICgpID0+IGRpZmZ1c2VTZXF1ZW50aWFsKGltYWdlLCBwYXJhbXMpLFxuICAgICAgdmVyaWZ5OiAocnVuLCByZWYpID0+IHtcbiAgICAgICAgY29uc3QgcjAgPSBydW4ucmVzdWx0c1swXTtcbiAgICAgICAgcmV0dXJuIHIwPy5pdGVyYXRpb25zID09PSByZWYuaXRlcmF0aW9ucyAmJiBzYW1lQXJyYXkocjAuZmllbGQsIHJlZi5kYXRhKTtcbiAgICAgIH0sXG4gICAgICBmaWd1cmVzKHJ1biwgcmVmKSB7XG4gICAgICAgIGNvbnN0IGZpbGVzOiBzdHJpbmdbXSA9IFtdO1xuICAgICAgICBpZiAoby5vdXQgIT09IHVuZGVmaW5lZCkge1xuICAgICAgICAgIGNvbnN0IHBhdGggPSByZXNvbHZlKG8ub3V0KTtcbiAgICAgICAgICB3cml0ZVBuZyhwYXRoLCB7IHJvd3M6IGltYWdlLnJvd3MsIGNvbHM6IGltYWdlLmNvbHMsIGRhdGE6IHJlZi5kYXRhIH0pO1xuICAgICAgICAgIGZpbGVzLnB1c2gocGF0aCk7XG4gICAgICAgIH1cbiAgICAgICAgY29uc3QgcjAgPSBydW4ucmVzdWx0c1swXTtcbiAgICAgICAgY29uc3QgZGV0YWlsczogRGlmZnVzaW9uRGV0YWlscyA9IHtcbiAgICAgICAgICByb3dzOiBpbWFnZS5yb3dzLFxuICAgICAgICAgIGNvbHM6IGltYWdlLmNvbHMsXG4gICAgICAgICAgaXRlcmF0aW9uczogcmVmLml0ZXJhdGlvbnMsXG4gICAgICAgICAgY29udmVyZ2VkOiByZWYuY29udmVyZ2VkLFxuICAgICAgICAgIGZpbmFsQ3V0czogcjA/LmN1dHMsXG4gICAgICAgIH07XG4gICAgICAgIHJldHVybiB7XG4gICAgICAgICAgcmVzdWx0OiBgJHtzb3VyY2V9OiAke3JlZi5pdGVyYXRpb25zfSBpdGVyYXRpb25zJHtyZWYuY29udmVyZ2VkID8gJyAoZml4ZWQgcG9pbnQpJyA6ICcnfSwgY2hlY2tzdW0gJHtyMD8uY2hlY2tzdW19YCxcbiAgICAgICAgICAuLi5ydW5GaWd1cmVzKHJ1biksXG4gICAgICAgICAgYmFsYW5jZTogYi5wb2xpY3kgPT09ICduZXZlcicgPyB1bmRlZmluZWQgOiBzdW1tYXJpemVSZXBvcnRzKHIwPy5yZXBvcnRzID8/IFtdKSxcbiAgICAgICAgICBmaWxlcyxcbiAgICAgICAgICBkZXRhaWxzLFxuICAgICAgICB9O1xuICAgICAgfSxcbiAgICB9KTtcbiAgfSxcbiAgcGFwZXI6IGRpZmZ1c2lvblBhcGVyLFxuICBiZW5jaENhc2VzOiAocXVpY2spID0+IFtcbiAgICB7IGxhYmVsOiAnc3RhdGljJywgcmFua3M6IDQsIGJhbGFuY2VyOiAnc3RhdGljJywgLi4uKHF1aWNrID8geyBvcHRpb25zOiB7IHNpemU6IDk2IH0gfSA6IHt9KSB9LFxuICAgIHsgbGFiZWw6ICdzZGxiIGV2ZXJ5IDEnLCByYW5rczogNCwgYmFsYW5jZXI6ICdzZGxiJywgZXZlcnk6IDEsIC4uLihxdWljayA/IHsgb3B0aW9uczogeyBzaXplOiA5NiB9IH0gOiB7fSkgfSxcbiAgXSxcbn0pO1xuIl0sCiAgIm1hcHBpbmdzIjogIkFBQ0EsU0FBUyxlQUFlO0FBQ3hCO0FBQUEsRUFDRTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLE9BQ0s7QUFDUCxTQUFTLHFCQUFxQjtBQUM5QixTQUFTLGVBQWUsU0FBUyxnQkFBZ0I7QUFDakQsU0FBUyxzQkFBc0I7QUFDL0IsU0FBUywwQkFBMEI7QUFDbkMsU0FBaUUsbUJBQW1CO0FBQ3BGLFNBQVMsaUJBQWlCLGdCQUFnQixvQkFBb0I7QUFDOUQsU0FBMkIsZ0JBQXNDLHlCQUF5RDtBQVkxSCxNQUFNLFVBQVUsVUFBVSxZQUFZLEtBQUssU0FBUztBQUc3QyxNQUFNLGVBQWUsVUFBVTtBQUFBLEVBQ3BDLE1BQU07QUFBQSxFQUNOLFNBQ0U7QUFBQSxFQUNGLGlCQUFpQjtBQUFBLEVBQ2pCLGVBQWUsQ0FBQyxRQUFRLFNBQVMsU0FBUyxRQUFRLFdBQVc7QUFBQSxFQUM3RCxhQUFhO0FBQUEsRUFDYixZQUFZO0FBQUEsRUFDWixhQUFhO0FBQUEsRUFDYixTQUFTO0FBQUEsSUFDUCxPQUFPLEtBQUssNkNBQTZDLEVBQUUsS0FBSyxhQUFhLENBQUM7QUFBQSxJQUM5RSxXQUFXLElBQUksZ0RBQWdELGtCQUFrQixnQkFBZ0IsRUFBRSxLQUFLLEVBQUUsQ0FBQztBQUFBLElBQzNHLE1BQU0sSUFBSSx3QkFBd0IsRUFBRSxLQUFLLEdBQUcsS0FBSyxNQUFNLFNBQVMsS0FBSyxPQUFPLEdBQUcsQ0FBQztBQUFBLElBQ2hGLE1BQU0sSUFBSSxrQkFBa0IsRUFBRSxLQUFLLEdBQUcsU0FBUyxFQUFFLENBQUM7QUFBQSxJQUNsRCxlQUFlLElBQUksbUNBQW1DLEVBQUUsS0FBSyxHQUFHLFNBQVMsZUFBZSxlQUFlLE9BQU8sR0FBRyxDQUFDO0FBQUEsSUFDbEgsR0FBRyxJQUFJLHVDQUF1QyxFQUFFLEtBQUssR0FBRyxTQUFTLGVBQWUsRUFBRSxDQUFDO0FBQUEsSUFDbkYsUUFBUSxJQUFJLGtDQUFrQyxFQUFFLEtBQUssR0FBRyxTQUFTLGVBQWUsT0FBTyxDQUFDO0FBQUEsSUFDeEYsU0FBUyxJQUFJLG1EQUFtRCxFQUFFLEtBQUssR0FBRyxTQUFTLGVBQWUsUUFBUSxDQUFDO0FBQUEsSUFDM0csYUFBYSxPQUFvQix3QkFBd0IsQ0FBQyxZQUFZLGFBQWEsR0FBRyxFQUFFLFNBQVMsZUFBZSxZQUFZLENBQUM7QUFBQSxJQUM3SCxPQUFPLE9BQWtCLG9CQUFvQixDQUFDLFdBQVcsU0FBUyxHQUFHLEVBQUUsU0FBUyxlQUFlLE1BQU0sQ0FBQztBQUFBLElBQ3RHLEtBQUssS0FBSyxrQ0FBa0MsRUFBRSxLQUFLLGFBQWEsQ0FBQztBQUFBLEVBQ25FO0FBQUEsRUFDQSxRQUFRLEdBQUcsR0FBRztBQUNaLFFBQUksRUFBRSxjQUFjLFVBQWEsRUFBRSxVQUFVLE9BQVcsT0FBTSxJQUFJLFdBQVcsZ0NBQWdDO0FBQzdHLFVBQU0sUUFDSixFQUFFLFVBQVUsU0FDUixRQUFRLEVBQUUsT0FBTyxFQUFFLFdBQVcsRUFBRSxhQUFhLG1CQUFtQixDQUFDLElBQ2pFLGNBQWMsRUFBRSxNQUFNLEVBQUUsTUFBTSxNQUFNLEVBQUUsTUFBTSxNQUFNLEVBQUUsS0FBSyxDQUFDO0FBQ2hFLFVBQU0sU0FBUyxFQUFFLFNBQVMsYUFBYSxFQUFFLElBQUksSUFBSSxFQUFFLElBQUksZ0JBQWdCLEVBQUUsSUFBSTtBQUM3RSxVQUFNLFNBQTBCO0FBQUEsTUFDOUIsR0FBRyxFQUFFO0FBQUEsTUFDTCxRQUFRLEVBQUU7QUFBQSxNQUNWLFNBQVMsRUFBRTtBQUFBLE1BQ1gsZUFBZSxFQUFFO0FBQUEsTUFDakIsYUFBYSxFQUFFO0FBQUEsTUFDZixPQUFPLEVBQUU7QUFBQSxJQUNYO0FBQ0EsVUFBTSxJQUFJLEVBQUU7QUFFWixVQUFNLFNBQVMsZ0JBQWdCLEVBQUUsVUFBVTtBQUFBLE1BQ3pDLE9BQU87QUFBQSxNQUNQLE9BQU8sQ0FBQyxNQUFNLE1BQU0sTUFBTSxJQUFJO0FBQUEsTUFDOUIsVUFBVSxZQUFZLGNBQWMsRUFBRSxRQUFRLENBQUM7QUFBQSxJQUNqRCxDQUFDO0FBQ0QsVUFBTSxZQUFZLEVBQUUsR0FBRyxHQUFHLGlCQUFpQixFQUFFLG1CQUFtQixPQUFPLGdCQUFnQjtBQUN2RixtQkFBZSxFQUFFLE9BQU8sVUFBVSxFQUFFLFVBQVUsUUFBUSxXQUFXLEVBQUUsR0FBRyxXQUFXLE9BQU8sRUFBRSxNQUFNLEVBQUUsQ0FBQztBQUNuRyxVQUFNLFVBQW1DO0FBQUEsTUFDdkMsTUFBTSxNQUFNO0FBQUEsTUFDWixNQUFNLE1BQU07QUFBQSxNQUNaLFFBQVEsYUFBYSxLQUFLO0FBQUEsTUFDMUI7QUFBQSxNQUNBLFNBQVMsRUFBRTtBQUFBLE1BQ1gsVUFBVSxVQUFVO0FBQUEsTUFDcEIsaUJBQWlCLFVBQVU7QUFBQSxNQUMzQixRQUFRLFVBQVU7QUFBQSxNQUNsQixlQUFlLFVBQVU7QUFBQSxNQUN6QixRQUFRO0FBQUEsTUFDUixHQUFJLEVBQUUsV0FBVyxPQUFPLEVBQUUsUUFBUSxLQUFLLElBQUksQ0FBQztBQUFBLElBQzlDO0FBQ0EsV0FBTyxXQUFXO0FBQUEsTUFDaEIsVUFBVSxZQUFpQztBQUFBLFFBQ3pDLFNBQVMsRUFBRSxVQUFVLEVBQUUsVUFBVSxNQUFNLEVBQUUsS0FBSztBQUFBLFFBQzlDLFlBQVk7QUFBQSxRQUNaLEdBQUksRUFBRSxlQUFlLFNBQVksQ0FBQyxJQUFJLEVBQUUsWUFBWSxFQUFFLFdBQVc7QUFBQSxRQUNqRTtBQUFBO0FBQUEsUUFFQSxRQUFRLEVBQUUsR0FBRyxTQUFTLFFBQVEsTUFBTTtBQUFBLFFBQ3BDLElBQUksQ0FBQyxRQUFRLElBQUksUUFBUSxDQUFDLEdBQUcsYUFBYSxPQUFPO0FBQUEsTUFDbkQsQ0FBQztBQUFBLE1BQ0QsWUFBWSxNQUFNLGtCQUFrQixPQUFPLE1BQU07QUFBQSxNQUNqRCxrQkFBa0IsTUFBTSxrQkFBa0IsT0FBTyxNQUFNO0FBQUEsTUFDdkQsUUFBUSxDQUFDLEtBQUssUUFBUTtBQUNwQixjQUFNLEtBQUssSUFBSSxRQUFRLENBQUM7QUFDeEIsZUFBTyxJQUFJLGVBQWUsSUFBSSxjQUFjLFVBQVUsR0FBRyxPQUFPLElBQUksSUFBSTtBQUFBLE1BQzFFO0FBQUEsTUFDQSxRQUFRLEtBQUssS0FBSztBQUNoQixjQUFNLFFBQWtCLENBQUM7QUFDekIsWUFBSSxFQUFFLFFBQVEsUUFBVztBQUN2QixnQkFBTSxPQUFPLFFBQVEsRUFBRSxHQUFHO0FBQzFCLG1CQUFTLE1BQU0sRUFBRSxNQUFNLE1BQU0sTUFBTSxNQUFNLE1BQU0sTUFBTSxNQUFNLElBQUksS0FBSyxDQUFDO0FBQ3JFLGdCQUFNLEtBQUssSUFBSTtBQUFBLFFBQ2pCO0FBQ0EsY0FBTSxLQUFLLElBQUksUUFBUSxDQUFDO0FBQ3hCLGNBQU0sVUFBNEI7QUFBQSxVQUNoQyxNQUFNLE1BQU07QUFBQSxVQUNaLE1BQU0sTUFBTTtBQUFBLFVBQ1osWUFBWSxJQUFJO0FBQUEsVUFDaEIsV0FBVyxJQUFJO0FBQUEsVUFDZixXQUFXLElBQUk7QUFBQSxRQUNqQjtBQUNBLGVBQU87QUFBQSxVQUNMLFFBQVEsR0FBRyxNQUFNLEtBQUssSUFBSSxVQUFVLGNBQWMsSUFBSSxZQUFZLG1CQUFtQixFQUFFLGNBQWMsSUFBSSxRQUFRO0FBQUEsVUFDakgsR0FBRyxXQUFXLEdBQUc7QUFBQSxVQUNqQixTQUFTLEVBQUUsV0FBVyxVQUFVLFNBQVksaUJBQWlCLElBQUksV0FBVyxDQUFDLENBQUM7QUFBQSxVQUM5RTtBQUFBLFVBQ0E7QUFBQSxRQUNGO0FBQUEsTUFDRjtBQUFBLElBQ0YsQ0FBQztBQUFBLEVBQ0g7QUFBQSxFQUNBLE9BQU87QUFBQSxFQUNQLFlBQVksQ0FBQyxVQUFVO0FBQUEsSUFDckIsRUFBRSxPQUFPLFVBQVUsT0FBTyxHQUFHLFVBQVUsVUFBVSxHQUFJLFFBQVEsRUFBRSxTQUFTLEVBQUUsTUFBTSxHQUFHLEVBQUUsSUFBSSxDQUFDLEVBQUc7QUFBQSxJQUM3RixFQUFFLE9BQU8sZ0JBQWdCLE9BQU8sR0FBRyxVQUFVLFFBQVEsT0FBTyxHQUFHLEdBQUksUUFBUSxFQUFFLFNBQVMsRUFBRSxNQUFNLEdBQUcsRUFBRSxJQUFJLENBQUMsRUFBRztBQUFBLEVBQzdHO0FBQ0YsQ0FBQzsiLAogICJuYW1lcyI6IFtdCn0K
