import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { packOne, publishable } from "../../../scripts/pack-all.mjs";
import { tempDir } from "./helpers.js";
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const PUBLISHED = publishable();
function tarManifest(tgz) {
  const text = execFileSync("tar", ["-xzOf", tgz, "package/package.json"], { encoding: "utf8" });
  return JSON.parse(text);
}
function tarFiles(tgz) {
  return execFileSync("tar", ["-tzf", tgz], { encoding: "utf8" }).trim().split("\n");
}
const PROGRAM_JS = `import { defineProgram } from '@meshwork/runtime';
export default defineProgram(async (ctx) => ctx.comm.allreduce(ctx.rank + 1, 'sum'));
`;
const HOST_JS = `import { createCluster, balancers } from '@meshwork/runtime';
import { balance, resolveBalancing } from '@meshwork/balancers';
const cluster = createCluster({ topology: 'chain:2' });
try {
  const run = await cluster.run(new URL('./program.js', import.meta.url), {}, { timeoutMs: 30000 });
  let internal = 'open';
  try { await import('@meshwork/runtime/dist/cluster/cluster.js'); } catch (e) { internal = e.code; }
  console.log(JSON.stringify({ results: run.results, ranks: run.metrics.ranks, threads: cluster.threadCount, gde: balancers.has('gde'), label: resolveBalancing(balance.gde({ every: 2 })).label, internal }));
} finally {
  await cluster.close();
}
`;
const PROGRAM_TS = `import { defineProgram, type RankContext } from '@meshwork/runtime';

// Never called: a program's ctx shows no internals (tsc fails if one of these compiles).
export function internalsHidden(ctx: RankContext): void {
  // @ts-expect-error: the end-of-run barrier is the runtime's
  ctx.quiesce();
  // @ts-expect-error: aborting the run is the runtime's
  ctx.raiseAbort();
  // @ts-expect-error: waits on raw shared memory are for plugins (@meshwork/runtime/plugin)
  ctx.idle(() => true, 'x');
}

export interface Options {
  readonly rows: number;
}

export default defineProgram(async (ctx, opts: Options) => {
  const grid = await ctx.grid({ shape: [opts.rows, 8], halo: 1, storage: 'distributed' });
  // Grids are typed by dtype: float64 by default, Int32Array for 'int32' (tsc fails otherwise).
  const values: Float64Array = grid.data;
  const counts = await ctx.grid({ shape: [opts.rows, 8], dtype: 'int32' });
  const ints: Int32Array = counts.data;
  const owned: number = grid.extent.reduce((a, b) => a * b, 1);
  return ctx.comm.allreduce(owned + 0 * (values.length + ints.length), 'sum');
});
`;
const HOST_TS = `import { balance, resolveBalancing } from '@meshwork/balancers';
import { createCluster, programRef } from '@meshwork/runtime';

// A typed reference: the options are checked against the program's, the results typed.
const program = programRef<typeof import('./program.js')>(new URL('./program.js', import.meta.url));
const cluster = createCluster({ topology: 'chain:2' });
try {
  const run = await cluster.run(program, { rows: 64 }, { timeoutMs: 30_000 });
  const totals: number[] = run.results;
  // A balancing choice is a typed value; the label comes from the interval rule.
  const label: string = resolveBalancing(balance.sdlb({ every: 3, mode: '1d' })).label;
  console.log(JSON.stringify({ results: totals, label }));
} finally {
  await cluster.close();
}

// Never called; tsc must reject both lines (an unused @ts-expect-error fails the build).
export async function wrongOnPurpose(): Promise<void> {
  // @ts-expect-error: rows must be a number
  await cluster.run(program, { rows: 'many' });
  // @ts-expect-error: each rank returns a number, not a string
  const texts: string[] = (await cluster.run(program, { rows: 1 })).results;
  void texts;
  // @ts-expect-error: gde has no option "bogus"
  balance.gde({ every: 2, bogus: 1 });
  // @ts-expect-error: an interval or a policy, not both
  balance.gde({ every: 2, policy: 'adaptive' });
}
`;
const TSCONFIG = {
  compilerOptions: {
    target: "ES2022",
    module: "NodeNext",
    moduleResolution: "NodeNext",
    strict: true,
    outDir: "dist",
    rootDir: "src",
    types: ["node"]
  },
  include: ["src"]
};
describe("installing the packed tarballs with npm in a fresh folder", () => {
  const tarballs = {};
  let app = "";
  beforeAll(() => {
    const into = tempDir("meshwork-pack-");
    for (const dir of PUBLISHED) tarballs[dir] = packOne(dir, into);
    app = tempDir("meshwork-app-");
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", private: true, type: "module" }));
    execFileSync(
      "npm",
      ["install", "--no-audit", "--no-fund", "--loglevel=error", ...Object.values(tarballs), "typescript@~5.9", "@types/node@^20"],
      { cwd: app, stdio: "pipe", timeout: 54e4 }
    );
  }, 6e5);
  it("the publishable set is the runtime, the balancers, the harness, the hosts transport, the CLI, the bench and every example", () => {
    expect(PUBLISHED.slice().sort()).toEqual(
      [
        "bench",
        "packages/balancers",
        "packages/cli",
        "packages/harness",
        "packages/hosts",
        "packages/runtime",
        ...readdirSync(join(ROOT, "examples")).map((d) => `examples/${d}`)
      ].sort()
    );
  });
  it("every manifest is publishable: versions for workspace:*, no development condition, LICENSE, engines", () => {
    for (const dir of PUBLISHED) {
      const tgz = tarballs[dir];
      const m = tarManifest(tgz);
      const text = JSON.stringify(m);
      expect(m.private, dir).toBeUndefined();
      expect(m.type, dir).toBe("module");
      expect(m.license, dir).toBe("MIT");
      expect(m.engines.node, dir).toBe(">=20.10");
      expect(text, dir).not.toContain("workspace:");
      expect(text, dir).not.toContain("development");
      expect(text, dir).not.toContain("./src/");
      const files = tarFiles(tgz);
      expect(files, dir).toContain("package/LICENSE");
      expect(files, dir).toContain("package/README.md");
      expect(
        files.some((f) => f.startsWith("package/dist/")),
        dir
      ).toBe(true);
      expect(
        files.some((f) => f.startsWith("package/test/")),
        dir
      ).toBe(false);
      const exportsMap = m.exports;
      if (exportsMap !== void 0) {
        expect(exportsMap["."]?.types, dir).toBe("./dist/index.d.ts");
        expect(exportsMap["."]?.default, dir).toBe("./dist/index.js");
        expect(files, dir).toContain("package/dist/index.js");
      }
    }
    expect(tarManifest(tarballs["packages/balancers"]).dependencies["@meshwork/runtime"]).toBe(
      "0.1.0"
    );
    expect(tarManifest(tarballs["packages/cli"]).bin.meshwork).toBe("./dist/cli.js");
  });
  it("meshwork run sieve --json: the prime count, checked against the sequential reference", () => {
    const out = execFileSync(join(app, "node_modules/.bin/meshwork"), ["run", "sieve", "--json"], {
      cwd: app,
      encoding: "utf8",
      timeout: 12e4
    });
    const r = JSON.parse(out);
    expect(r.app).toBe("sieve");
    expect(r.correct).toBe(true);
    expect(r.details.count).toBe(r.details.expected);
    expect(r.details.count).toBeGreaterThan(0);
  }, 15e4);
  it("meshwork run wator --ranks 2 --balancer gde: bit-identical to the sequential ocean", () => {
    const out = execFileSync(join(app, "node_modules/.bin/meshwork"), ["run", "wator", "--ranks", "2", "--balancer", "gde", "--json"], {
      cwd: app,
      encoding: "utf8",
      timeout: 15e4
    });
    const r = JSON.parse(out);
    expect(r.correct).toBe(true);
    expect(r.ranks).toBe(2);
    expect(r.balancing).toEqual(expect.objectContaining({ balancer: "gde", policy: "adaptive" }));
  }, 18e4);
  it("a JavaScript program on 2 ranks, also under --conditions=development; internals stay closed", () => {
    writeFileSync(join(app, "program.js"), PROGRAM_JS);
    writeFileSync(join(app, "host.js"), HOST_JS);
    for (const args of [["host.js"], ["--conditions=development", "host.js"]]) {
      const out = execFileSync(process.execPath, args, { cwd: app, encoding: "utf8", timeout: 6e4 });
      const r = JSON.parse(out.trim());
      expect(r.results).toEqual([3, 3]);
      expect(r.ranks).toBe(2);
      expect(r.threads).toBe(2);
      expect(r.gde).toBe(true);
      expect(r.label).toBe("gde every 2");
      expect(r.internal).toBe("ERR_PACKAGE_PATH_NOT_EXPORTED");
    }
  }, 15e4);
  it("a TypeScript program compiled by tsc (strict, NodeNext) against the installed types", () => {
    const ts = join(app, "ts-app");
    mkdirSync(join(ts, "src"), { recursive: true });
    writeFileSync(join(ts, "package.json"), JSON.stringify({ name: "ts-app", private: true, type: "module" }));
    writeFileSync(join(ts, "tsconfig.json"), JSON.stringify(TSCONFIG));
    writeFileSync(join(ts, "src/program.ts"), PROGRAM_TS);
    writeFileSync(join(ts, "src/host.ts"), HOST_TS);
    execFileSync(process.execPath, [join(app, "node_modules/typescript/bin/tsc"), "-p", ts], { cwd: ts, stdio: "pipe", timeout: 12e4 });
    const out = execFileSync(process.execPath, ["dist/host.js"], { cwd: ts, encoding: "utf8", timeout: 6e4 });
    expect(JSON.parse(out.trim())).toEqual({ results: [512, 512], label: "sdlb every 3" });
  }, 18e4);
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9wYWNrLnRlc3QudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKlxuICogV2hhdCBhIHVzZXIgd2hvIGluc3RhbGxzIE1lc2h3b3JrIGZyb20gbnBtIGdldHM6IGV2ZXJ5IHB1Ymxpc2hhYmxlIHBhY2thZ2UgcGFja2VkIHdpdGggYHBucG0gcGFja2BcbiAqICh3b3Jrc3BhY2U6KiByZXdyaXR0ZW4gdG8gdmVyc2lvbnMsIHRoZSB3b3Jrc3BhY2Utb25seSBgZGV2ZWxvcG1lbnRgIGNvbmRpdGlvbiBkcm9wcGVkIGJ5XG4gKiBwdWJsaXNoQ29uZmlnKSwgdGhlIHRhcmJhbGxzIGluc3RhbGxlZCB3aXRoIHBsYWluIG5wbSBpbnRvIGEgZnJlc2ggZm9sZGVyIG91dHNpZGUgdGhlIHdvcmtzcGFjZSxcbiAqIHRoZW4gdGhlIGBtZXNod29ya2AgY29tbWFuZCAodGhlIHNpZXZlIGFuZCBXYVRvciB3aXRoIGdkZSksIGEgdXNlciBwcm9ncmFtIGluIEphdmFTY3JpcHQgYW5kIG9uZSBpblxuICogVHlwZVNjcmlwdCBjb21waWxlZCBieSB0c2MgKHN0cmljdCwgTm9kZU5leHQpLCBlYWNoIG9uIHJlYWwgdGhyZWFkcy5cbiAqL1xuaW1wb3J0IHsgZXhlY0ZpbGVTeW5jIH0gZnJvbSAnbm9kZTpjaGlsZF9wcm9jZXNzJztcbmltcG9ydCB7IG1rZGlyU3luYywgcmVhZGRpclN5bmMsIHdyaXRlRmlsZVN5bmMgfSBmcm9tICdub2RlOmZzJztcbmltcG9ydCB7IGpvaW4gfSBmcm9tICdub2RlOnBhdGgnO1xuaW1wb3J0IHsgZmlsZVVSTFRvUGF0aCB9IGZyb20gJ25vZGU6dXJsJztcbmltcG9ydCB7IGJlZm9yZUFsbCwgZGVzY3JpYmUsIGV4cGVjdCwgaXQgfSBmcm9tICd2aXRlc3QnO1xuLy8gQHRzLWV4cGVjdC1lcnJvcjogYSBwbGFpbiBFU00gc2NyaXB0IG9mIHRoZSByZXBvc2l0b3J5LCB3aXRob3V0IHR5cGUgZGVjbGFyYXRpb25zXG5pbXBvcnQgeyBwYWNrT25lLCBwdWJsaXNoYWJsZSB9IGZyb20gJy4uLy4uLy4uL3NjcmlwdHMvcGFjay1hbGwubWpzJztcbmltcG9ydCB7IHRlbXBEaXIgfSBmcm9tICcuL2hlbHBlcnMuanMnO1xuXG5jb25zdCBST09UID0gZmlsZVVSTFRvUGF0aChuZXcgVVJMKCcuLi8uLi8uLi8nLCBpbXBvcnQubWV0YS51cmwpKTtcblxuLyoqIEV2ZXJ5IHBhY2thZ2UgYSB1c2VyIGNhbiBpbnN0YWxsICh0aGUgd29ya3NwYWNlJ3Mgbm9uLXByaXZhdGUgb25lcyk7IGBAbWVzaHdvcmsvY2xpYCBkZXBlbmRzIG9uIHRoZSByZXN0LiAqL1xuY29uc3QgUFVCTElTSEVEOiBzdHJpbmdbXSA9IHB1Ymxpc2hhYmxlKCk7XG5cbmZ1bmN0aW9uIHRhck1hbmlmZXN0KHRnejogc3RyaW5nKTogUmVjb3JkPHN0cmluZywgdW5rbm93bj4ge1xuICBjb25zdCB0ZXh0ID0gZXhlY0ZpbGVTeW5jKCd0YXInLCBbJy14ek9mJywgdGd6LCAncGFja2FnZS9wYWNrYWdlLmpzb24nXSwgeyBlbmNvZGluZzogJ3V0ZjgnIH0pO1xuICByZXR1cm4gSlNPTi5wYXJzZSh0ZXh0KSBhcyBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPjtcbn1cblxuZnVuY3Rpb24gdGFyRmlsZXModGd6OiBzdHJpbmcpOiBzdHJpbmdbXSB7XG4gIHJldHVybiBleGVjRmlsZVN5bmMoJ3RhcicsIFsnLXR6ZicsIHRnel0sIHsgZW5jb2Rpbmc6ICd1dGY4JyB9KS50cmltKCkuc3BsaXQoJ1xcbicpO1xufVxuXG5jb25zdCBQUk9HUkFNX0pTID0gYGltcG9ydCB7IGRlZmluZVByb2dyYW0gfSBmcm9tICdAbWVzaHdvcmsvcnVudGltZSc7XG5leHBvcnQgZGVmYXVsdCBkZWZpbmVQcm9ncmFtKGFzeW5jIChjdHgpID0+IGN0eC5jb21tLmFsbHJlZHVjZShjdHgucmFuayArIDEsICdzdW0nKSk7XG5gO1xuXG5jb25zdCBIT1NUX0pTID0gYGltcG9ydCB7IGNyZWF0ZUNsdXN0ZXIsIGJhbGFuY2VycyB9IGZyb20gJ0BtZXNod29yay9ydW50aW1lJztcbmltcG9ydCB7IGJhbGFuY2UsIHJlc29sdmVCYWxhbmNpbmcgfSBmcm9tICdAbWVzaHdvcmsvYmFsYW5jZXJzJztcbmNvbnN0IGNsdXN0ZXIgPSBjcmVhdGVDbHVzdGVyKHsgdG9wb2xvZ3k6ICdjaGFpbjoyJyB9KTtcbnRyeSB7XG4gIGNvbnN0IHJ1biA9IGF3YWl0IGNsdXN0ZXIucnVuKG5ldyBVUkwoJy4vcHJvZ3JhbS5qcycsIGltcG9ydC5tZXRhLnVybCksIHt9LCB7IHRpbWVvdXRNczogMzAwMDAgfSk7XG4gIGxldCBpbnRlcm5hbCA9ICdvcGVuJztcbiAgdHJ5IHsgYXdhaXQgaW1wb3J0KCdAbWVzaHdvcmsvcnVudGltZS9kaXN0L2NsdXN0ZXIvY2x1c3Rlci5qcycpOyB9IGNhdGNoIChlKSB7IGludGVybmFsID0gZS5jb2RlOyB9XG4gIGNvbnNvbGUubG9nKEpTT04uc3RyaW5naWZ5KHsgcmVzdWx0czogcnVuLnJlc3VsdHMsIHJhbmtzOiBydW4ubWV0cmljcy5yYW5rcywgdGhyZWFkczogY2x1c3Rlci50aHJlYWRDb3VudCwgZ2RlOiBiYWxhbmNlcnMuaGFzKCdnZGUnKSwgbGFiZWw6IHJlc29sdmVCYWxhbmNpbmcoYmFsYW5jZS5nZGUoeyBldmVyeTogMiB9KSkubGFiZWwsIGludGVybmFsIH0pKTtcbn0gZmluYWxseSB7XG4gIGF3YWl0IGNsdXN0ZXIuY2xvc2UoKTtcbn1cbmA7XG5cbmNvbnN0IFBST0dSQU1fVFMgPSBgaW1wb3J0IHsgZGVmaW5lUHJvZ3JhbSwgdHlwZSBSYW5rQ29udGV4dCB9IGZyb20gJ0BtZXNod29yay9ydW50aW1lJztcblxuLy8gTmV2ZXIgY2FsbGVkOiBhIHByb2dyYW0ncyBjdHggc2hvd3Mgbm8gaW50ZXJuYWxzICh0c2MgZmFpbHMgaWYgb25lIG9mIHRoZXNlIGNvbXBpbGVzKS5cbmV4cG9ydCBmdW5jdGlvbiBpbnRlcm5hbHNIaWRkZW4oY3R4OiBSYW5rQ29udGV4dCk6IHZvaWQge1xuICAvLyBAdHMtZXhwZWN0LWVycm9yOiB0aGUgZW5kLW9mLXJ1biBiYXJyaWVyIGlzIHRoZSBydW50aW1lJ3NcbiAgY3R4LnF1aWVzY2UoKTtcbiAgLy8gQHRzLWV4cGVjdC1lcnJvcjogYWJvcnRpbmcgdGhlIHJ1biBpcyB0aGUgcnVudGltZSdzXG4gIGN0eC5yYWlzZUFib3J0KCk7XG4gIC8vIEB0cy1leHBlY3QtZXJyb3I6IHdhaXRzIG9uIHJhdyBzaGFyZWQgbWVtb3J5IGFyZSBmb3IgcGx1Z2lucyAoQG1lc2h3b3JrL3J1bnRpbWUvcGx1Z2luKVxuICBjdHguaWRsZSgoKSA9PiB0cnVlLCAneCcpO1xufVxuXG5leHBvcnQgaW50ZXJmYWNlIE9wdGlvbnMge1xuICByZWFkb25seSByb3dzOiBudW1iZXI7XG59XG5cbmV4cG9ydCBkZWZhdWx0IGRlZmluZVByb2dyYW0oYXN5bmMgKGN0eCwgb3B0czogT3B0aW9ucykgPT4ge1xuICBjb25zdCBncmlkID0gYXdhaXQgY3R4LmdyaWQoeyBzaGFwZTogW29wdHMucm93cywgOF0sIGhhbG86IDEsIHN0b3JhZ2U6ICdkaXN0cmlidXRlZCcgfSk7XG4gIC8vIEdyaWRzIGFyZSB0eXBlZCBieSBkdHlwZTogZmxvYXQ2NCBieSBkZWZhdWx0LCBJbnQzMkFycmF5IGZvciAnaW50MzInICh0c2MgZmFpbHMgb3RoZXJ3aXNlKS5cbiAgY29uc3QgdmFsdWVzOiBGbG9hdDY0QXJyYXkgPSBncmlkLmRhdGE7XG4gIGNvbnN0IGNvdW50cyA9IGF3YWl0IGN0eC5ncmlkKHsgc2hhcGU6IFtvcHRzLnJvd3MsIDhdLCBkdHlwZTogJ2ludDMyJyB9KTtcbiAgY29uc3QgaW50czogSW50MzJBcnJheSA9IGNvdW50cy5kYXRhO1xuICBjb25zdCBvd25lZDogbnVtYmVyID0gZ3JpZC5leHRlbnQucmVkdWNlKChhLCBiKSA9PiBhICogYiwgMSk7XG4gIHJldHVybiBjdHguY29tbS5hbGxyZWR1Y2Uob3duZWQgKyAwICogKHZhbHVlcy5sZW5ndGggKyBpbnRzLmxlbmd0aCksICdzdW0nKTtcbn0pO1xuYDtcblxuY29uc3QgSE9TVF9UUyA9IGBpbXBvcnQgeyBiYWxhbmNlLCByZXNvbHZlQmFsYW5jaW5nIH0gZnJvbSAnQG1lc2h3b3JrL2JhbGFuY2Vycyc7XG5pbXBvcnQgeyBjcmVhdGVDbHVzdGVyLCBwcm9ncmFtUmVmIH0gZnJvbSAnQG1lc2h3b3JrL3J1bnRpbWUnO1xuXG4vLyBBIHR5cGVkIHJlZmVyZW5jZTogdGhlIG9wdGlvbnMgYXJlIGNoZWNrZWQgYWdhaW5zdCB0aGUgcHJvZ3JhbSdzLCB0aGUgcmVzdWx0cyB0eXBlZC5cbmNvbnN0IHByb2dyYW0gPSBwcm9ncmFtUmVmPHR5cGVvZiBpbXBvcnQoJy4vcHJvZ3JhbS5qcycpPihuZXcgVVJMKCcuL3Byb2dyYW0uanMnLCBpbXBvcnQubWV0YS51cmwpKTtcbmNvbnN0IGNsdXN0ZXIgPSBjcmVhdGVDbHVzdGVyKHsgdG9wb2xvZ3k6ICdjaGFpbjoyJyB9KTtcbnRyeSB7XG4gIGNvbnN0IHJ1biA9IGF3YWl0IGNsdXN0ZXIucnVuKHByb2dyYW0sIHsgcm93czogNjQgfSwgeyB0aW1lb3V0TXM6IDMwXzAwMCB9KTtcbiAgY29uc3QgdG90YWxzOiBudW1iZXJbXSA9IHJ1bi5yZXN1bHRzO1xuICAvLyBBIGJhbGFuY2luZyBjaG9pY2UgaXMgYSB0eXBlZCB2YWx1ZTsgdGhlIGxhYmVsIGNvbWVzIGZyb20gdGhlIGludGVydmFsIHJ1bGUuXG4gIGNvbnN0IGxhYmVsOiBzdHJpbmcgPSByZXNvbHZlQmFsYW5jaW5nKGJhbGFuY2Uuc2RsYih7IGV2ZXJ5OiAzLCBtb2RlOiAnMWQnIH0pKS5sYWJlbDtcbiAgY29uc29sZS5sb2coSlNPTi5zdHJpbmdpZnkoeyByZXN1bHRzOiB0b3RhbHMsIGxhYmVsIH0pKTtcbn0gZmluYWxseSB7XG4gIGF3YWl0IGNsdXN0ZXIuY2xvc2UoKTtcbn1cblxuLy8gTmV2ZXIgY2FsbGVkOyB0c2MgbXVzdCByZWplY3QgYm90aCBsaW5lcyAoYW4gdW51c2VkIEB0cy1leHBlY3QtZXJyb3IgZmFpbHMgdGhlIGJ1aWxkKS5cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiB3cm9uZ09uUHVycG9zZSgpOiBQcm9taXNlPHZvaWQ+IHtcbiAgLy8gQHRzLWV4cGVjdC1lcnJvcjogcm93cyBtdXN0IGJlIGEgbnVtYmVyXG4gIGF3YWl0IGNsdXN0ZXIucnVuKHByb2dyYW0sIHsgcm93czogJ21hbnknIH0pO1xuICAvLyBAdHMtZXhwZWN0LWVycm9yOiBlYWNoIHJhbmsgcmV0dXJucyBhIG51bWJlciwgbm90IGEgc3RyaW5nXG4gIGNvbnN0IHRleHRzOiBzdHJpbmdbXSA9IChhd2FpdCBjbHVzdGVyLnJ1bihwcm9ncmFtLCB7IHJvd3M6IDEgfSkpLnJlc3VsdHM7XG4gIHZvaWQgdGV4dHM7XG4gIC8vIEB0cy1leHBlY3QtZXJyb3I6IGdkZSBoYXMgbm8gb3B0aW9uIFwiYm9ndXNcIlxuICBiYWxhbmNlLmdkZSh7IGV2ZXJ5OiAyLCBib2d1czogMSB9KTtcbiAgLy8gQHRzLWV4cGVjdC1lcnJvcjogYW4gaW50ZXJ2YWwgb3IgYSBwb2xpY3ksIG5vdCBib3RoXG4gIGJhbGFuY2UuZ2RlKHsgZXZlcnk6IDIsIHBvbGljeTogJ2FkYXB0aXZlJyB9KTtcbn1cbmA7XG5cbmNvbnN0IFRTQ09ORklHID0ge1xuICBjb21waWxlck9wdGlvbnM6IHtcbiAgICB0YXJnZXQ6ICdFUzIwMjInLFxuICAgIG1vZHVsZTogJ05vZGVOZXh0JyxcbiAgICBtb2R1bGVSZXNvbHV0aW9uOiAnTm9kZU5leHQnLFxuICAgIHN0cmljdDogdHJ1ZSxcbiAgICBvdXREaXI6ICdkaXN0JyxcbiAgICByb290RGlyOiAnc3JjJyxcbiAgICB0eXBlczogWydub2RlJ10sXG4gIH0sXG4gIGluY2x1ZGU6IFsnc3JjJ10sXG59O1xuXG5kZXNjcmliZSgnaW5zdGFsbGluZyB0aGUgcGFja2VkIHRhcmJhbGxzIHdpdGggbnBtIGluIGEgZnJlc2ggZm9sZGVyJywgKCkgPT4ge1xuICBjb25zdCB0YXJiYWxsczogUmVjb3JkPHN0cmluZywgc3RyaW5nPiA9IHt9O1xuICBsZXQgYXBwID0gJyc7XG5cbiAgYmVmb3JlQWxsKCgpID0+IHtcbiAgICBjb25zdCBpbnRvID0gdGVtcERpcignbWVzaHdvcmstcGFjay0nKTtcbiAgICBmb3IgKGNvbnN0IGRpciBvZiBQVUJMSVNIRUQpIHRhcmJhbGxzW2Rpcl0gPSBwYWNrT25lKGRpciwgaW50bykgYXMgc3RyaW5nO1xuICAgIGFwcCA9IHRlbXBEaXIoJ21lc2h3b3JrLWFwcC0nKTtcbiAgICB3cml0ZUZpbGVTeW5jKGpvaW4oYXBwLCAncGFja2FnZS5qc29uJyksIEpTT04uc3RyaW5naWZ5KHsgbmFtZTogJ2FwcCcsIHByaXZhdGU6IHRydWUsIHR5cGU6ICdtb2R1bGUnIH0pKTtcbiAgICAvLyBPbmUgbnBtIGluc3RhbGwgb2YgZXZlcnkgdGFyYmFsbCAobnBtIHJlc29sdmVzIHRoZWlyIEBtZXNod29yay8qIGRlcGVuZGVuY2llcyBhbW9uZyB0aGVtKSxcbiAgICAvLyBhbmQgb2YgdGhlIFR5cGVTY3JpcHQgY29tcGlsZXIgYW5kIE5vZGUgdHlwZXMgZnJvbSB0aGUgcmVnaXN0cnksIGFzIGEgdXNlciB3b3VsZC5cbiAgICBleGVjRmlsZVN5bmMoXG4gICAgICAnbnBtJyxcbiAgICAgIFsnaW5zdGFsbCcsICctLW5vLWF1ZGl0JywgJy0tbm8tZnVuZCcsICctLWxvZ2xldmVsPWVycm9yJywgLi4uT2JqZWN0LnZhbHVlcyh0YXJiYWxscyksICd0eXBlc2NyaXB0QH41LjknLCAnQHR5cGVzL25vZGVAXjIwJ10sXG4gICAgICB7IGN3ZDogYXBwLCBzdGRpbzogJ3BpcGUnLCB0aW1lb3V0OiA1NDBfMDAwIH0sXG4gICAgKTtcbiAgfSwgNjAwXzAwMCk7XG5cbiAgaXQoJ3RoZSBwdWJsaXNoYWJsZSBzZXQgaXMgdGhlIHJ1bnRpbWUsIHRoZSBiYWxhbmNlcnMsIHRoZSBoYXJuZXNzLCB0aGUgaG9zdHMgdHJhbnNwb3J0LCB0aGUgQ0xJLCB0aGUgYmVuY2ggYW5kIGV2ZXJ5IGV4YW1wbGUnLCAoKSA9PiB7XG4gICAgZXhwZWN0KFBVQkxJU0hFRC5zbGljZSgpLnNvcnQoKSkudG9FcXVhbChcbiAgICAgIFtcbiAgICAgICAgJ2JlbmNoJyxcbiAgICAgICAgJ3BhY2thZ2VzL2JhbGFuY2VycycsXG4gICAgICAgICdwYWNrYWdlcy9jbGknLFxuICAgICAgICAncGFja2FnZXMvaGFybmVzcycsXG4gICAgICAgICdwYWNrYWdlcy9ob3N0cycsXG4gICAgICAgICdwYWNrYWdlcy9ydW50aW1lJyxcbiAgICAgICAgLi4ucmVhZGRpclN5bmMoam9pbihST09ULCAnZXhhbXBsZXMnKSkubWFwKChkKSA9PiBgZXhhbXBsZXMvJHtkfWApLFxuICAgICAgXS5zb3J0KCksXG4gICAgKTtcbiAgfSk7XG5cbiAgaXQoJ2V2ZXJ5IG1hbmlmZXN0IGlzIHB1Ymxpc2hhYmxlOiB2ZXJzaW9ucyBmb3Igd29ya3NwYWNlOiosIG5vIGRldmVsb3BtZW50IGNvbmRpdGlvbiwgTElDRU5TRSwgZW5naW5lcycsICgpID0+IHtcbiAgICBmb3IgKGNvbnN0IGRpciBvZiBQVUJMSVNIRUQpIHtcbiAgICAgIGNvbnN0IHRneiA9IHRhcmJhbGxzW2Rpcl0gYXMgc3RyaW5nO1xuICAgICAgY29uc3QgbSA9IHRhck1hbmlmZXN0KHRneik7XG4gICAgICBjb25zdCB0ZXh0ID0gSlNPTi5zdHJpbmdpZnkobSk7XG4gICAgICBleHBlY3QobS5wcml2YXRlLCBkaXIpLnRvQmVVbmRlZmluZWQoKTtcbiAgICAgIGV4cGVjdChtLnR5cGUsIGRpcikudG9CZSgnbW9kdWxlJyk7XG4gICAgICBleHBlY3QobS5saWNlbnNlLCBkaXIpLnRvQmUoJ01JVCcpO1xuICAgICAgZXhwZWN0KChtLmVuZ2luZXMgYXMgUmVjb3JkPHN0cmluZywgc3RyaW5nPikubm9kZSwgZGlyKS50b0JlKCc+PTIwLjEwJyk7XG4gICAgICBleHBlY3QodGV4dCwgZGlyKS5ub3QudG9Db250YWluKCd3b3Jrc3BhY2U6Jyk7XG4gICAgICBleHBlY3QodGV4dCwgZGlyKS5ub3QudG9Db250YWluKCdkZXZlbG9wbWVudCcpO1xuICAgICAgZXhwZWN0KHRleHQsIGRpcikubm90LnRvQ29udGFpbignLi9zcmMvJyk7XG4gICAgICBjb25zdCBmaWxlcyA9IHRhckZpbGVzKHRneik7XG4gICAgICBleHBlY3QoZmlsZXMsIGRpcikudG9Db250YWluKCdwYWNrYWdlL0xJQ0VOU0UnKTtcbiAgICAgIGV4cGVjdChmaWxlcywgZGlyKS50b0NvbnRhaW4oJ3BhY2thZ2UvUkVBRE1FLm1kJyk7XG4gICAgICBleHBlY3QoXG4gICAgICAgIGZpbGVzLnNvbWUoKGYpID0+IGYuc3RhcnRzV2l0aCgncGFja2FnZS9kaXN0LycpKSxcbiAgICAgICAgZGlyLFxuICAgICAgKS50b0JlKHRydWUpO1xuICAgICAgZXhwZWN0KFxuICAgICAgICBmaWxlcy5zb21lKChmKSA9PiBmLnN0YXJ0c1dpdGgoJ3BhY2thZ2UvdGVzdC8nKSksXG4gICAgICAgIGRpcixcbiAgICAgICkudG9CZShmYWxzZSk7XG4gICAgICBjb25zdCBleHBvcnRzTWFwID0gbS5leHBvcnRzIGFzIFJlY29yZDxzdHJpbmcsIFJlY29yZDxzdHJpbmcsIHN0cmluZz4+IHwgdW5kZWZpbmVkO1xuICAgICAgaWYgKGV4cG9ydHNNYXAgIT09IHVuZGVmaW5lZCkge1xuICAgICAgICBleHBlY3QoZXhwb3J0c01hcFsnLiddPy50eXBlcywgZGlyKS50b0JlKCcuL2Rpc3QvaW5kZXguZC50cycpO1xuICAgICAgICBleHBlY3QoZXhwb3J0c01hcFsnLiddPy5kZWZhdWx0LCBkaXIpLnRvQmUoJy4vZGlzdC9pbmRleC5qcycpO1xuICAgICAgICBleHBlY3QoZmlsZXMsIGRpcikudG9Db250YWluKCdwYWNrYWdlL2Rpc3QvaW5kZXguanMnKTtcbiAgICAgIH1cbiAgICB9XG4gICAgZXhwZWN0KCh0YXJNYW5pZmVzdCh0YXJiYWxsc1sncGFja2FnZXMvYmFsYW5jZXJzJ10gYXMgc3RyaW5nKS5kZXBlbmRlbmNpZXMgYXMgUmVjb3JkPHN0cmluZywgc3RyaW5nPilbJ0BtZXNod29yay9ydW50aW1lJ10pLnRvQmUoXG4gICAgICAnMC4xLjAnLFxuICAgICk7XG4gICAgZXhwZWN0KCh0YXJNYW5pZmVzdCh0YXJiYWxsc1sncGFja2FnZXMvY2xpJ10gYXMgc3RyaW5nKS5iaW4gYXMgUmVjb3JkPHN0cmluZywgc3RyaW5nPikubWVzaHdvcmspLnRvQmUoJy4vZGlzdC9jbGkuanMnKTtcbiAgfSk7XG5cbiAgaXQoJ21lc2h3b3JrIHJ1biBzaWV2ZSAtLWpzb246IHRoZSBwcmltZSBjb3VudCwgY2hlY2tlZCBhZ2FpbnN0IHRoZSBzZXF1ZW50aWFsIHJlZmVyZW5jZScsICgpID0+IHtcbiAgICBjb25zdCBvdXQgPSBleGVjRmlsZVN5bmMoam9pbihhcHAsICdub2RlX21vZHVsZXMvLmJpbi9tZXNod29yaycpLCBbJ3J1bicsICdzaWV2ZScsICctLWpzb24nXSwge1xuICAgICAgY3dkOiBhcHAsXG4gICAgICBlbmNvZGluZzogJ3V0ZjgnLFxuICAgICAgdGltZW91dDogMTIwXzAwMCxcbiAgICB9KTtcbiAgICBjb25zdCByID0gSlNPTi5wYXJzZShvdXQpIGFzIHsgYXBwOiBzdHJpbmc7IGNvcnJlY3Q6IGJvb2xlYW47IGRldGFpbHM6IHsgY291bnQ6IG51bWJlcjsgZXhwZWN0ZWQ6IG51bWJlcjsgbjogbnVtYmVyIH0gfTtcbiAgICBleHBlY3Qoci5hcHApLnRvQmUoJ3NpZXZlJyk7XG4gICAgZXhwZWN0KHIuY29ycmVjdCkudG9CZSh0cnVlKTtcbiAgICBleHBlY3Qoci5kZXRhaWxzLmNvdW50KS50b0JlKHIuZGV0YWlscy5leHBlY3RlZCk7XG4gICAgZXhwZWN0KHIuZGV0YWlscy5jb3VudCkudG9CZUdyZWF0ZXJUaGFuKDApO1xuICB9LCAxNTBfMDAwKTtcblxuICBpdCgnbWVzaHdvcmsgcnVuIHdhdG9yIC0tcmFua3MgMiAtLWJhbGFuY2VyIGdkZTogYml0LWlkZW50aWNhbCB0byB0aGUgc2VxdWVudGlhbCBvY2VhbicsICgpID0+IHtcbiAgICBjb25zdCBvdXQgPSBleGVjRmlsZVN5bmMoam9pbihhcHAsICdub2RlX21vZHVsZXMvLmJpbi9tZXNod29yaycpLCBbJ3J1bicsICd3YXRvcicsICctLXJhbmtzJywgJzInLCAnLS1iYWxhbmNlcicsICdnZGUnLCAnLS1qc29uJ10sIHtcbiAgICAgIGN3ZDogYXBwLFxuICAgICAgZW5jb2Rpbmc6ICd1dGY4JyxcbiAgICAgIHRpbWVvdXQ6IDE1MF8wMDAsXG4gICAgfSk7XG4gICAgY29uc3QgciA9IEpTT04ucGFyc2Uob3V0KSBhcyB7IGNvcnJlY3Q6IGJvb2xlYW47IHJhbmtzOiBudW1iZXI7IGJhbGFuY2luZzogeyBiYWxhbmNlcjogc3RyaW5nOyBwb2xpY3k6IHN0cmluZyB9IH07XG4gICAgZXhwZWN0KHIuY29ycmVjdCkudG9CZSh0cnVlKTtcbiAgICBleHBlY3Qoci5yYW5rcykudG9CZSgyKTtcbiAgICBleHBlY3Qoci5iYWxhbmNpbmcpLnRvRXF1YWwoZXhwZWN0Lm9iamVjdENvbnRhaW5pbmcoeyBiYWxhbmNlcjogJ2dkZScsIHBvbGljeTogJ2FkYXB0aXZlJyB9KSk7XG4gIH0sIDE4MF8wMDApO1xuXG4gIGl0KCdhIEphdmFTY3JpcHQgcHJvZ3JhbSBvbiAyIHJhbmtzLCBhbHNvIHVuZGVyIC0tY29uZGl0aW9ucz1kZXZlbG9wbWVudDsgaW50ZXJuYWxzIHN0YXkgY2xvc2VkJywgKCkgPT4ge1xuICAgIHdyaXRlRmlsZVN5bmMoam9pbihhcHAsICdwcm9ncmFtLmpzJyksIFBST0dSQU1fSlMpO1xuICAgIHdyaXRlRmlsZVN5bmMoam9pbihhcHAsICdob3N0LmpzJyksIEhPU1RfSlMpO1xuICAgIGZvciAoY29uc3QgYXJncyBvZiBbWydob3N0LmpzJ10sIFsnLS1jb25kaXRpb25zPWRldmVsb3BtZW50JywgJ2hvc3QuanMnXV0pIHtcbiAgICAgIGNvbnN0IG91dCA9IGV4ZWNGaWxlU3luYyhwcm9jZXNzLmV4ZWNQYXRoLCBhcmdzLCB7IGN3ZDogYXBwLCBlbmNvZGluZzogJ3V0ZjgnLCB0aW1lb3V0OiA2MF8wMDAgfSk7XG4gICAgICBjb25zdCByID0gSlNPTi5wYXJzZShvdXQudHJpbSgpKSBhcyB7XG4gICAgICAgIHJlc3VsdHM6IG51bWJlcltdO1xuICAgICAgICByYW5rczogbnVtYmVyO1xuICAgICAgICB0aHJlYWRzOiBudW1iZXI7XG4gICAgICAgIGdkZTogYm9vbGVhbjtcbiAgICAgICAgbGFiZWw6IHN0cmluZztcbiAgICAgICAgaW50ZXJuYWw6IHN0cmluZztcbiAgICAgIH07XG4gICAgICBleHBlY3Qoci5yZXN1bHRzKS50b0VxdWFsKFszLCAzXSk7XG4gICAgICBleHBlY3Qoci5yYW5rcykudG9CZSgyKTtcbiAgICAgIGV4cGVjdChyLnRocmVhZHMpLnRvQmUoMik7XG4gICAgICBleHBlY3Qoci5nZGUpLnRvQmUodHJ1ZSk7XG4gICAgICBleHBlY3Qoci5sYWJlbCkudG9CZSgnZ2RlIGV2ZXJ5IDInKTtcbiAgICAgIGV4cGVjdChyLmludGVybmFsKS50b0JlKCdFUlJfUEFDS0FHRV9QQVRIX05PVF9FWFBPUlRFRCcpO1xuICAgIH1cbiAgfSwgMTUwXzAwMCk7XG5cbiAgaXQoJ2EgVHlwZVNjcmlwdCBwcm9ncmFtIGNvbXBpbGVkIGJ5IHRzYyAoc3RyaWN0LCBOb2RlTmV4dCkgYWdhaW5zdCB0aGUgaW5zdGFsbGVkIHR5cGVzJywgKCkgPT4ge1xuICAgIC8vIEEgcHJvamVjdCBmb2xkZXIgaW5zaWRlIHRoZSBpbnN0YWxsOiBpdHMgaW1wb3J0cyByZXNvbHZlIHRocm91Z2ggdGhlIHBhcmVudCdzIG5vZGVfbW9kdWxlcy5cbiAgICBjb25zdCB0cyA9IGpvaW4oYXBwLCAndHMtYXBwJyk7XG4gICAgbWtkaXJTeW5jKGpvaW4odHMsICdzcmMnKSwgeyByZWN1cnNpdmU6IHRydWUgfSk7XG4gICAgd3JpdGVGaWxlU3luYyhqb2luKHRzLCAncGFja2FnZS5qc29uJyksIEpTT04uc3RyaW5naWZ5KHsgbmFtZTogJ3RzLWFwcCcsIHByaXZhdGU6IHRydWUsIHR5cGU6ICdtb2R1bGUnIH0pKTtcbiAgICB3cml0ZUZpbGVTeW5jKGpvaW4odHMsICd0c2NvbmZpZy5qc29uJyksIEpTT04uc3RyaW5naWZ5KFRTQ09ORklHKSk7XG4gICAgd3JpdGVGaWxlU3luYyhqb2luKHRzLCAnc3JjL3Byb2dyYW0udHMnKSwgUFJPR1JBTV9UUyk7XG4gICAgd3JpdGVGaWxlU3luYyhqb2luKHRzLCAnc3JjL2hvc3QudHMnKSwgSE9TVF9UUyk7XG4gICAgZXhlY0ZpbGVTeW5jKHByb2Nlc3MuZXhlY1BhdGgsIFtqb2luKGFwcCwgJ25vZGVfbW9kdWxlcy90eXBlc2NyaXB0L2Jpbi90c2MnKSwgJy1wJywgdHNdLCB7IGN3ZDogdHMsIHN0ZGlvOiAncGlwZScsIHRpbWVvdXQ6IDEyMF8wMDAgfSk7XG4gICAgY29uc3Qgb3V0ID0gZXhlY0ZpbGVTeW5jKHByb2Nlc3MuZXhlY1BhdGgsIFsnZGlzdC9ob3N0LmpzJ10sIHsgY3dkOiB0cywgZW5jb2Rpbmc6ICd1dGY4JywgdGltZW91dDogNjBfMDAwIH0pO1xuICAgIGV4cGVjdChKU09OLnBhcnNlKG91dC50cmltKCkpKS50b0VxdWFsKHsgcmVzdWx0czogWzUxMiwgNTEyXSwgbGFiZWw6ICdzZGxiIGV2ZXJ5IDMnIH0pO1xuICB9LCAxODBfMDAwKTtcbn0pO1xuIl0sCiAgIm1hcHBpbmdzIjogIkFBT0EsU0FBUyxvQkFBb0I7QUFDN0IsU0FBUyxXQUFXLGFBQWEscUJBQXFCO0FBQ3RELFNBQVMsWUFBWTtBQUNyQixTQUFTLHFCQUFxQjtBQUM5QixTQUFTLFdBQVcsVUFBVSxRQUFRLFVBQVU7QUFFaEQsU0FBUyxTQUFTLG1CQUFtQjtBQUNyQyxTQUFTLGVBQWU7QUFFeEIsTUFBTSxPQUFPLGNBQWMsSUFBSSxJQUFJLGFBQWEsWUFBWSxHQUFHLENBQUM7QUFHaEUsTUFBTSxZQUFzQixZQUFZO0FBRXhDLFNBQVMsWUFBWSxLQUFzQztBQUN6RCxRQUFNLE9BQU8sYUFBYSxPQUFPLENBQUMsU0FBUyxLQUFLLHNCQUFzQixHQUFHLEVBQUUsVUFBVSxPQUFPLENBQUM7QUFDN0YsU0FBTyxLQUFLLE1BQU0sSUFBSTtBQUN4QjtBQUVBLFNBQVMsU0FBUyxLQUF1QjtBQUN2QyxTQUFPLGFBQWEsT0FBTyxDQUFDLFFBQVEsR0FBRyxHQUFHLEVBQUUsVUFBVSxPQUFPLENBQUMsRUFBRSxLQUFLLEVBQUUsTUFBTSxJQUFJO0FBQ25GO0FBRUEsTUFBTSxhQUFhO0FBQUE7QUFBQTtBQUluQixNQUFNLFVBQVU7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBYWhCLE1BQU0sYUFBYTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBMkJuQixNQUFNLFVBQVU7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQThCaEIsTUFBTSxXQUFXO0FBQUEsRUFDZixpQkFBaUI7QUFBQSxJQUNmLFFBQVE7QUFBQSxJQUNSLFFBQVE7QUFBQSxJQUNSLGtCQUFrQjtBQUFBLElBQ2xCLFFBQVE7QUFBQSxJQUNSLFFBQVE7QUFBQSxJQUNSLFNBQVM7QUFBQSxJQUNULE9BQU8sQ0FBQyxNQUFNO0FBQUEsRUFDaEI7QUFBQSxFQUNBLFNBQVMsQ0FBQyxLQUFLO0FBQ2pCO0FBRUEsU0FBUyw2REFBNkQsTUFBTTtBQUMxRSxRQUFNLFdBQW1DLENBQUM7QUFDMUMsTUFBSSxNQUFNO0FBRVYsWUFBVSxNQUFNO0FBQ2QsVUFBTSxPQUFPLFFBQVEsZ0JBQWdCO0FBQ3JDLGVBQVcsT0FBTyxVQUFXLFVBQVMsR0FBRyxJQUFJLFFBQVEsS0FBSyxJQUFJO0FBQzlELFVBQU0sUUFBUSxlQUFlO0FBQzdCLGtCQUFjLEtBQUssS0FBSyxjQUFjLEdBQUcsS0FBSyxVQUFVLEVBQUUsTUFBTSxPQUFPLFNBQVMsTUFBTSxNQUFNLFNBQVMsQ0FBQyxDQUFDO0FBR3ZHO0FBQUEsTUFDRTtBQUFBLE1BQ0EsQ0FBQyxXQUFXLGNBQWMsYUFBYSxvQkFBb0IsR0FBRyxPQUFPLE9BQU8sUUFBUSxHQUFHLG1CQUFtQixpQkFBaUI7QUFBQSxNQUMzSCxFQUFFLEtBQUssS0FBSyxPQUFPLFFBQVEsU0FBUyxLQUFRO0FBQUEsSUFDOUM7QUFBQSxFQUNGLEdBQUcsR0FBTztBQUVWLEtBQUcsNkhBQTZILE1BQU07QUFDcEksV0FBTyxVQUFVLE1BQU0sRUFBRSxLQUFLLENBQUMsRUFBRTtBQUFBLE1BQy9CO0FBQUEsUUFDRTtBQUFBLFFBQ0E7QUFBQSxRQUNBO0FBQUEsUUFDQTtBQUFBLFFBQ0E7QUFBQSxRQUNBO0FBQUEsUUFDQSxHQUFHLFlBQVksS0FBSyxNQUFNLFVBQVUsQ0FBQyxFQUFFLElBQUksQ0FBQyxNQUFNLFlBQVksQ0FBQyxFQUFFO0FBQUEsTUFDbkUsRUFBRSxLQUFLO0FBQUEsSUFDVDtBQUFBLEVBQ0YsQ0FBQztBQUVELEtBQUcsdUdBQXVHLE1BQU07QUFDOUcsZUFBVyxPQUFPLFdBQVc7QUFDM0IsWUFBTSxNQUFNLFNBQVMsR0FBRztBQUN4QixZQUFNLElBQUksWUFBWSxHQUFHO0FBQ3pCLFlBQU0sT0FBTyxLQUFLLFVBQVUsQ0FBQztBQUM3QixhQUFPLEVBQUUsU0FBUyxHQUFHLEVBQUUsY0FBYztBQUNyQyxhQUFPLEVBQUUsTUFBTSxHQUFHLEVBQUUsS0FBSyxRQUFRO0FBQ2pDLGFBQU8sRUFBRSxTQUFTLEdBQUcsRUFBRSxLQUFLLEtBQUs7QUFDakMsYUFBUSxFQUFFLFFBQW1DLE1BQU0sR0FBRyxFQUFFLEtBQUssU0FBUztBQUN0RSxhQUFPLE1BQU0sR0FBRyxFQUFFLElBQUksVUFBVSxZQUFZO0FBQzVDLGFBQU8sTUFBTSxHQUFHLEVBQUUsSUFBSSxVQUFVLGFBQWE7QUFDN0MsYUFBTyxNQUFNLEdBQUcsRUFBRSxJQUFJLFVBQVUsUUFBUTtBQUN4QyxZQUFNLFFBQVEsU0FBUyxHQUFHO0FBQzFCLGFBQU8sT0FBTyxHQUFHLEVBQUUsVUFBVSxpQkFBaUI7QUFDOUMsYUFBTyxPQUFPLEdBQUcsRUFBRSxVQUFVLG1CQUFtQjtBQUNoRDtBQUFBLFFBQ0UsTUFBTSxLQUFLLENBQUMsTUFBTSxFQUFFLFdBQVcsZUFBZSxDQUFDO0FBQUEsUUFDL0M7QUFBQSxNQUNGLEVBQUUsS0FBSyxJQUFJO0FBQ1g7QUFBQSxRQUNFLE1BQU0sS0FBSyxDQUFDLE1BQU0sRUFBRSxXQUFXLGVBQWUsQ0FBQztBQUFBLFFBQy9DO0FBQUEsTUFDRixFQUFFLEtBQUssS0FBSztBQUNaLFlBQU0sYUFBYSxFQUFFO0FBQ3JCLFVBQUksZUFBZSxRQUFXO0FBQzVCLGVBQU8sV0FBVyxHQUFHLEdBQUcsT0FBTyxHQUFHLEVBQUUsS0FBSyxtQkFBbUI7QUFDNUQsZUFBTyxXQUFXLEdBQUcsR0FBRyxTQUFTLEdBQUcsRUFBRSxLQUFLLGlCQUFpQjtBQUM1RCxlQUFPLE9BQU8sR0FBRyxFQUFFLFVBQVUsdUJBQXVCO0FBQUEsTUFDdEQ7QUFBQSxJQUNGO0FBQ0EsV0FBUSxZQUFZLFNBQVMsb0JBQW9CLENBQVcsRUFBRSxhQUF3QyxtQkFBbUIsQ0FBQyxFQUFFO0FBQUEsTUFDMUg7QUFBQSxJQUNGO0FBQ0EsV0FBUSxZQUFZLFNBQVMsY0FBYyxDQUFXLEVBQUUsSUFBK0IsUUFBUSxFQUFFLEtBQUssZUFBZTtBQUFBLEVBQ3ZILENBQUM7QUFFRCxLQUFHLHdGQUF3RixNQUFNO0FBQy9GLFVBQU0sTUFBTSxhQUFhLEtBQUssS0FBSyw0QkFBNEIsR0FBRyxDQUFDLE9BQU8sU0FBUyxRQUFRLEdBQUc7QUFBQSxNQUM1RixLQUFLO0FBQUEsTUFDTCxVQUFVO0FBQUEsTUFDVixTQUFTO0FBQUEsSUFDWCxDQUFDO0FBQ0QsVUFBTSxJQUFJLEtBQUssTUFBTSxHQUFHO0FBQ3hCLFdBQU8sRUFBRSxHQUFHLEVBQUUsS0FBSyxPQUFPO0FBQzFCLFdBQU8sRUFBRSxPQUFPLEVBQUUsS0FBSyxJQUFJO0FBQzNCLFdBQU8sRUFBRSxRQUFRLEtBQUssRUFBRSxLQUFLLEVBQUUsUUFBUSxRQUFRO0FBQy9DLFdBQU8sRUFBRSxRQUFRLEtBQUssRUFBRSxnQkFBZ0IsQ0FBQztBQUFBLEVBQzNDLEdBQUcsSUFBTztBQUVWLEtBQUcsc0ZBQXNGLE1BQU07QUFDN0YsVUFBTSxNQUFNLGFBQWEsS0FBSyxLQUFLLDRCQUE0QixHQUFHLENBQUMsT0FBTyxTQUFTLFdBQVcsS0FBSyxjQUFjLE9BQU8sUUFBUSxHQUFHO0FBQUEsTUFDakksS0FBSztBQUFBLE1BQ0wsVUFBVTtBQUFBLE1BQ1YsU0FBUztBQUFBLElBQ1gsQ0FBQztBQUNELFVBQU0sSUFBSSxLQUFLLE1BQU0sR0FBRztBQUN4QixXQUFPLEVBQUUsT0FBTyxFQUFFLEtBQUssSUFBSTtBQUMzQixXQUFPLEVBQUUsS0FBSyxFQUFFLEtBQUssQ0FBQztBQUN0QixXQUFPLEVBQUUsU0FBUyxFQUFFLFFBQVEsT0FBTyxpQkFBaUIsRUFBRSxVQUFVLE9BQU8sUUFBUSxXQUFXLENBQUMsQ0FBQztBQUFBLEVBQzlGLEdBQUcsSUFBTztBQUVWLEtBQUcsK0ZBQStGLE1BQU07QUFDdEcsa0JBQWMsS0FBSyxLQUFLLFlBQVksR0FBRyxVQUFVO0FBQ2pELGtCQUFjLEtBQUssS0FBSyxTQUFTLEdBQUcsT0FBTztBQUMzQyxlQUFXLFFBQVEsQ0FBQyxDQUFDLFNBQVMsR0FBRyxDQUFDLDRCQUE0QixTQUFTLENBQUMsR0FBRztBQUN6RSxZQUFNLE1BQU0sYUFBYSxRQUFRLFVBQVUsTUFBTSxFQUFFLEtBQUssS0FBSyxVQUFVLFFBQVEsU0FBUyxJQUFPLENBQUM7QUFDaEcsWUFBTSxJQUFJLEtBQUssTUFBTSxJQUFJLEtBQUssQ0FBQztBQVEvQixhQUFPLEVBQUUsT0FBTyxFQUFFLFFBQVEsQ0FBQyxHQUFHLENBQUMsQ0FBQztBQUNoQyxhQUFPLEVBQUUsS0FBSyxFQUFFLEtBQUssQ0FBQztBQUN0QixhQUFPLEVBQUUsT0FBTyxFQUFFLEtBQUssQ0FBQztBQUN4QixhQUFPLEVBQUUsR0FBRyxFQUFFLEtBQUssSUFBSTtBQUN2QixhQUFPLEVBQUUsS0FBSyxFQUFFLEtBQUssYUFBYTtBQUNsQyxhQUFPLEVBQUUsUUFBUSxFQUFFLEtBQUssK0JBQStCO0FBQUEsSUFDekQ7QUFBQSxFQUNGLEdBQUcsSUFBTztBQUVWLEtBQUcsdUZBQXVGLE1BQU07QUFFOUYsVUFBTSxLQUFLLEtBQUssS0FBSyxRQUFRO0FBQzdCLGNBQVUsS0FBSyxJQUFJLEtBQUssR0FBRyxFQUFFLFdBQVcsS0FBSyxDQUFDO0FBQzlDLGtCQUFjLEtBQUssSUFBSSxjQUFjLEdBQUcsS0FBSyxVQUFVLEVBQUUsTUFBTSxVQUFVLFNBQVMsTUFBTSxNQUFNLFNBQVMsQ0FBQyxDQUFDO0FBQ3pHLGtCQUFjLEtBQUssSUFBSSxlQUFlLEdBQUcsS0FBSyxVQUFVLFFBQVEsQ0FBQztBQUNqRSxrQkFBYyxLQUFLLElBQUksZ0JBQWdCLEdBQUcsVUFBVTtBQUNwRCxrQkFBYyxLQUFLLElBQUksYUFBYSxHQUFHLE9BQU87QUFDOUMsaUJBQWEsUUFBUSxVQUFVLENBQUMsS0FBSyxLQUFLLGlDQUFpQyxHQUFHLE1BQU0sRUFBRSxHQUFHLEVBQUUsS0FBSyxJQUFJLE9BQU8sUUFBUSxTQUFTLEtBQVEsQ0FBQztBQUNySSxVQUFNLE1BQU0sYUFBYSxRQUFRLFVBQVUsQ0FBQyxjQUFjLEdBQUcsRUFBRSxLQUFLLElBQUksVUFBVSxRQUFRLFNBQVMsSUFBTyxDQUFDO0FBQzNHLFdBQU8sS0FBSyxNQUFNLElBQUksS0FBSyxDQUFDLENBQUMsRUFBRSxRQUFRLEVBQUUsU0FBUyxDQUFDLEtBQUssR0FBRyxHQUFHLE9BQU8sZUFBZSxDQUFDO0FBQUEsRUFDdkYsR0FBRyxJQUFPO0FBQ1osQ0FBQzsiLAogICJuYW1lcyI6IFtdCn0K
