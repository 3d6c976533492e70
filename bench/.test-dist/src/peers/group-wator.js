import {
  checksumOf,
  DEFAULTS,
  initialOcean,
  watorSequential
} from "@meshwork/example-wator";
import { pairRows, sameArray } from "./group.js";
import { exampleProgramUrl, MeshworkSide } from "./meshwork.js";
import { plainWator } from "./plain.js";
import { runRounds } from "./rounds.js";
import { WatorPeer } from "./wator-peer.js";
async function watorGroup(g) {
  const size = g.quick ? 128 : 512;
  const rules = { ...DEFAULTS, rows: size, cols: size, steps: g.quick ? 20 : 100 };
  const warm = { ...rules, steps: 3 };
  const reference = watorSequential(rules);
  const checksum = checksumOf(reference.cells);
  const initial = initialOcean(rules);
  const mw = new MeshworkSide(`ring:${g.threads}`, exampleProgramUrl(import.meta.resolve("@meshwork/example-wator")), g.execArgv);
  const peer = new WatorPeer(g.threads, g.spin, g.execArgv);
  const meshwork = (storage) => {
    const opts = (o) => ({ ...o, storage, balancer: "static", every: 0 });
    return {
      name: `meshwork ${storage}`,
      warmup: () => mw.run(opts(warm), () => 0),
      async run() {
        const r = await mw.run(opts(rules), (rs) => rs[0]?.computeMs ?? Number.NaN);
        const r0 = r.result[0];
        const correct = r0?.checksum === checksum && sameArray(r0.minnows, reference.minnows) && sameArray(r0.sharks, reference.sharks);
        return { times: { compute: r.computeMs, job: r.jobMs }, correct };
      }
    };
  };
  const sides = [
    meshwork("distributed"),
    meshwork("shared"),
    {
      name: "peer SAB strips",
      warmup: () => peer.run(warm, initial),
      async run() {
        const t0 = performance.now();
        const r = await peer.run(rules, initial);
        const correct = sameArray(r.result.cells, reference.cells) && sameArray(r.result.minnows, reference.minnows.subarray(1)) && sameArray(r.result.sharks, reference.sharks.subarray(1));
        return { times: { compute: r.computeMs, job: performance.now() - t0 }, correct };
      }
    },
    {
      name: "sequential reference",
      warmup: async () => watorSequential(warm),
      async run() {
        const t0 = performance.now();
        const r = watorSequential(rules);
        return { times: { whole: performance.now() - t0 }, correct: sameArray(r.cells, reference.cells) };
      }
    },
    {
      name: "plain loop",
      warmup: async () => plainWator(warm, initial),
      async run() {
        const r = plainWator(rules, initial);
        return { times: { steps: r.ms }, correct: sameArray(r.result, reference.cells) };
      }
    }
  ];
  try {
    const series = await runRounds(sides, { runs: g.runs, log: g.log });
    const title = `wator ${size}x${size}, ${rules.steps} steps, ${g.threads} threads, static row strips`;
    return {
      id: "wator",
      title,
      series,
      rows: [
        ...pairRows(title, "meshwork distributed", "peer SAB strips"),
        ...pairRows(title, "meshwork shared", "peer SAB strips"),
        { group: title, subject: "sequential reference whole", reference: "plain loop steps" }
      ]
    };
  } finally {
    await Promise.all([mw.close(), peer.close()]);
  }
}
export {
  watorGroup
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL3BlZXJzL2dyb3VwLXdhdG9yLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKipcbiAqIFdhVG9yOiBNZXNod29yaydzIHByb2dyYW0gKHN0YXRpYyBzdHJpcHMsIG5vIGJhbGFuY2luZzsgc2hhcmVkIGFuZCBkaXN0cmlidXRlZCBzdG9yYWdlKSBhZ2FpbnN0XG4gKiB0aGUgcGVlciB3aXRoIHN0YXRpYyBzdHJpcHMgYW5kIHdyYXAvaGFsbyByb3dzIGluIFNoYXJlZEFycmF5QnVmZmVyczsgdGhlIGV4YW1wbGUncyBzZXF1ZW50aWFsXG4gKiByZWZlcmVuY2UgYWdhaW5zdCBhIHBsYWluIGxvb3Agb2YgdGhlIHNhbWUga2VybmVscy5cbiAqL1xuaW1wb3J0IHtcbiAgY2hlY2tzdW1PZixcbiAgREVGQVVMVFMsXG4gIGluaXRpYWxPY2VhbixcbiAgdHlwZSBXYXRvclByb2dyYW1PcHRpb25zLFxuICB0eXBlIFdhdG9yUmFua1Jlc3VsdCxcbiAgd2F0b3JTZXF1ZW50aWFsLFxufSBmcm9tICdAbWVzaHdvcmsvZXhhbXBsZS13YXRvcic7XG5pbXBvcnQgeyB0eXBlIEdyb3VwUmVzdWx0LCB0eXBlIEdyb3VwU2V0dGluZ3MsIHBhaXJSb3dzLCBzYW1lQXJyYXkgfSBmcm9tICcuL2dyb3VwLmpzJztcbmltcG9ydCB7IGV4YW1wbGVQcm9ncmFtVXJsLCBNZXNod29ya1NpZGUgfSBmcm9tICcuL21lc2h3b3JrLmpzJztcbmltcG9ydCB7IHBsYWluV2F0b3IgfSBmcm9tICcuL3BsYWluLmpzJztcbmltcG9ydCB7IHJ1blJvdW5kcywgdHlwZSBTaWRlIH0gZnJvbSAnLi9yb3VuZHMuanMnO1xuaW1wb3J0IHsgV2F0b3JQZWVyIH0gZnJvbSAnLi93YXRvci1wZWVyLmpzJztcblxuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIHdhdG9yR3JvdXAoZzogR3JvdXBTZXR0aW5ncyk6IFByb21pc2U8R3JvdXBSZXN1bHQ+IHtcbiAgY29uc3Qgc2l6ZSA9IGcucXVpY2sgPyAxMjggOiA1MTI7XG4gIGNvbnN0IHJ1bGVzID0geyAuLi5ERUZBVUxUUywgcm93czogc2l6ZSwgY29sczogc2l6ZSwgc3RlcHM6IGcucXVpY2sgPyAyMCA6IDEwMCB9O1xuICBjb25zdCB3YXJtID0geyAuLi5ydWxlcywgc3RlcHM6IDMgfTtcbiAgY29uc3QgcmVmZXJlbmNlID0gd2F0b3JTZXF1ZW50aWFsKHJ1bGVzKTtcbiAgY29uc3QgY2hlY2tzdW0gPSBjaGVja3N1bU9mKHJlZmVyZW5jZS5jZWxscyk7XG4gIGNvbnN0IGluaXRpYWwgPSBpbml0aWFsT2NlYW4ocnVsZXMpO1xuICBjb25zdCBtdyA9IG5ldyBNZXNod29ya1NpZGUoYHJpbmc6JHtnLnRocmVhZHN9YCwgZXhhbXBsZVByb2dyYW1VcmwoaW1wb3J0Lm1ldGEucmVzb2x2ZSgnQG1lc2h3b3JrL2V4YW1wbGUtd2F0b3InKSksIGcuZXhlY0FyZ3YpO1xuICBjb25zdCBwZWVyID0gbmV3IFdhdG9yUGVlcihnLnRocmVhZHMsIGcuc3BpbiwgZy5leGVjQXJndik7XG4gIGNvbnN0IG1lc2h3b3JrID0gKHN0b3JhZ2U6ICdkaXN0cmlidXRlZCcgfCAnc2hhcmVkJyk6IFNpZGUgPT4ge1xuICAgIGNvbnN0IG9wdHMgPSAobzogdHlwZW9mIHJ1bGVzKTogV2F0b3JQcm9ncmFtT3B0aW9ucyA9PiAoeyAuLi5vLCBzdG9yYWdlLCBiYWxhbmNlcjogJ3N0YXRpYycsIGV2ZXJ5OiAwIH0pO1xuICAgIHJldHVybiB7XG4gICAgICBuYW1lOiBgbWVzaHdvcmsgJHtzdG9yYWdlfWAsXG4gICAgICB3YXJtdXA6ICgpID0+IG13LnJ1bihvcHRzKHdhcm0pLCAoKSA9PiAwKSxcbiAgICAgIGFzeW5jIHJ1bigpIHtcbiAgICAgICAgY29uc3QgciA9IGF3YWl0IG13LnJ1bjxXYXRvclJhbmtSZXN1bHQ+KG9wdHMocnVsZXMpLCAocnMpID0+IHJzWzBdPy5jb21wdXRlTXMgPz8gTnVtYmVyLk5hTik7XG4gICAgICAgIGNvbnN0IHIwID0gci5yZXN1bHRbMF07XG4gICAgICAgIGNvbnN0IGNvcnJlY3QgPSByMD8uY2hlY2tzdW0gPT09IGNoZWNrc3VtICYmIHNhbWVBcnJheShyMC5taW5ub3dzLCByZWZlcmVuY2UubWlubm93cykgJiYgc2FtZUFycmF5KHIwLnNoYXJrcywgcmVmZXJlbmNlLnNoYXJrcyk7XG4gICAgICAgIHJldHVybiB7IHRpbWVzOiB7IGNvbXB1dGU6IHIuY29tcHV0ZU1zLCBqb2I6IHIuam9iTXMgfSwgY29ycmVjdCB9O1xuICAgICAgfSxcbiAgICB9O1xuICB9O1xuICBjb25zdCBzaWRlczogU2lkZVtdID0gW1xuICAgIG1lc2h3b3JrKCdkaXN0cmlidXRlZCcpLFxuICAgIG1lc2h3b3JrKCdzaGFyZWQnKSxcbiAgICB7XG4gICAgICBuYW1lOiAncGVlciBTQUIgc3RyaXBzJyxcbiAgICAgIHdhcm11cDogKCkgPT4gcGVlci5ydW4od2FybSwgaW5pdGlhbCksXG4gICAgICBhc3luYyBydW4oKSB7XG4gICAgICAgIGNvbnN0IHQwID0gcGVyZm9ybWFuY2Uubm93KCk7XG4gICAgICAgIGNvbnN0IHIgPSBhd2FpdCBwZWVyLnJ1bihydWxlcywgaW5pdGlhbCk7XG4gICAgICAgIGNvbnN0IGNvcnJlY3QgPVxuICAgICAgICAgIHNhbWVBcnJheShyLnJlc3VsdC5jZWxscywgcmVmZXJlbmNlLmNlbGxzKSAmJlxuICAgICAgICAgIHNhbWVBcnJheShyLnJlc3VsdC5taW5ub3dzLCByZWZlcmVuY2UubWlubm93cy5zdWJhcnJheSgxKSkgJiZcbiAgICAgICAgICBzYW1lQXJyYXkoci5yZXN1bHQuc2hhcmtzLCByZWZlcmVuY2Uuc2hhcmtzLnN1YmFycmF5KDEpKTtcbiAgICAgICAgcmV0dXJuIHsgdGltZXM6IHsgY29tcHV0ZTogci5jb21wdXRlTXMsIGpvYjogcGVyZm9ybWFuY2Uubm93KCkgLSB0MCB9LCBjb3JyZWN0IH07XG4gICAgICB9LFxuICAgIH0sXG4gICAge1xuICAgICAgbmFtZTogJ3NlcXVlbnRpYWwgcmVmZXJlbmNlJyxcbiAgICAgIHdhcm11cDogYXN5bmMgKCkgPT4gd2F0b3JTZXF1ZW50aWFsKHdhcm0pLFxuICAgICAgYXN5bmMgcnVuKCkge1xuICAgICAgICBjb25zdCB0MCA9IHBlcmZvcm1hbmNlLm5vdygpO1xuICAgICAgICBjb25zdCByID0gd2F0b3JTZXF1ZW50aWFsKHJ1bGVzKTtcbiAgICAgICAgcmV0dXJuIHsgdGltZXM6IHsgd2hvbGU6IHBlcmZvcm1hbmNlLm5vdygpIC0gdDAgfSwgY29ycmVjdDogc2FtZUFycmF5KHIuY2VsbHMsIHJlZmVyZW5jZS5jZWxscykgfTtcbiAgICAgIH0sXG4gICAgfSxcbiAgICB7XG4gICAgICBuYW1lOiAncGxhaW4gbG9vcCcsXG4gICAgICB3YXJtdXA6IGFzeW5jICgpID0+IHBsYWluV2F0b3Iod2FybSwgaW5pdGlhbCksXG4gICAgICBhc3luYyBydW4oKSB7XG4gICAgICAgIGNvbnN0IHIgPSBwbGFpbldhdG9yKHJ1bGVzLCBpbml0aWFsKTtcbiAgICAgICAgcmV0dXJuIHsgdGltZXM6IHsgc3RlcHM6IHIubXMgfSwgY29ycmVjdDogc2FtZUFycmF5KHIucmVzdWx0LCByZWZlcmVuY2UuY2VsbHMpIH07XG4gICAgICB9LFxuICAgIH0sXG4gIF07XG4gIHRyeSB7XG4gICAgY29uc3Qgc2VyaWVzID0gYXdhaXQgcnVuUm91bmRzKHNpZGVzLCB7IHJ1bnM6IGcucnVucywgbG9nOiBnLmxvZyB9KTtcbiAgICBjb25zdCB0aXRsZSA9IGB3YXRvciAke3NpemV9eCR7c2l6ZX0sICR7cnVsZXMuc3RlcHN9IHN0ZXBzLCAke2cudGhyZWFkc30gdGhyZWFkcywgc3RhdGljIHJvdyBzdHJpcHNgO1xuICAgIHJldHVybiB7XG4gICAgICBpZDogJ3dhdG9yJyxcbiAgICAgIHRpdGxlLFxuICAgICAgc2VyaWVzLFxuICAgICAgcm93czogW1xuICAgICAgICAuLi5wYWlyUm93cyh0aXRsZSwgJ21lc2h3b3JrIGRpc3RyaWJ1dGVkJywgJ3BlZXIgU0FCIHN0cmlwcycpLFxuICAgICAgICAuLi5wYWlyUm93cyh0aXRsZSwgJ21lc2h3b3JrIHNoYXJlZCcsICdwZWVyIFNBQiBzdHJpcHMnKSxcbiAgICAgICAgeyBncm91cDogdGl0bGUsIHN1YmplY3Q6ICdzZXF1ZW50aWFsIHJlZmVyZW5jZSB3aG9sZScsIHJlZmVyZW5jZTogJ3BsYWluIGxvb3Agc3RlcHMnIH0sXG4gICAgICBdLFxuICAgIH07XG4gIH0gZmluYWxseSB7XG4gICAgYXdhaXQgUHJvbWlzZS5hbGwoW213LmNsb3NlKCksIHBlZXIuY2xvc2UoKV0pO1xuICB9XG59XG4iXSwKICAibWFwcGluZ3MiOiAiQUFLQTtBQUFBLEVBQ0U7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBR0E7QUFBQSxPQUNLO0FBQ1AsU0FBK0MsVUFBVSxpQkFBaUI7QUFDMUUsU0FBUyxtQkFBbUIsb0JBQW9CO0FBQ2hELFNBQVMsa0JBQWtCO0FBQzNCLFNBQVMsaUJBQTRCO0FBQ3JDLFNBQVMsaUJBQWlCO0FBRTFCLGVBQXNCLFdBQVcsR0FBd0M7QUFDdkUsUUFBTSxPQUFPLEVBQUUsUUFBUSxNQUFNO0FBQzdCLFFBQU0sUUFBUSxFQUFFLEdBQUcsVUFBVSxNQUFNLE1BQU0sTUFBTSxNQUFNLE9BQU8sRUFBRSxRQUFRLEtBQUssSUFBSTtBQUMvRSxRQUFNLE9BQU8sRUFBRSxHQUFHLE9BQU8sT0FBTyxFQUFFO0FBQ2xDLFFBQU0sWUFBWSxnQkFBZ0IsS0FBSztBQUN2QyxRQUFNLFdBQVcsV0FBVyxVQUFVLEtBQUs7QUFDM0MsUUFBTSxVQUFVLGFBQWEsS0FBSztBQUNsQyxRQUFNLEtBQUssSUFBSSxhQUFhLFFBQVEsRUFBRSxPQUFPLElBQUksa0JBQWtCLFlBQVksUUFBUSx5QkFBeUIsQ0FBQyxHQUFHLEVBQUUsUUFBUTtBQUM5SCxRQUFNLE9BQU8sSUFBSSxVQUFVLEVBQUUsU0FBUyxFQUFFLE1BQU0sRUFBRSxRQUFRO0FBQ3hELFFBQU0sV0FBVyxDQUFDLFlBQTRDO0FBQzVELFVBQU0sT0FBTyxDQUFDLE9BQTBDLEVBQUUsR0FBRyxHQUFHLFNBQVMsVUFBVSxVQUFVLE9BQU8sRUFBRTtBQUN0RyxXQUFPO0FBQUEsTUFDTCxNQUFNLFlBQVksT0FBTztBQUFBLE1BQ3pCLFFBQVEsTUFBTSxHQUFHLElBQUksS0FBSyxJQUFJLEdBQUcsTUFBTSxDQUFDO0FBQUEsTUFDeEMsTUFBTSxNQUFNO0FBQ1YsY0FBTSxJQUFJLE1BQU0sR0FBRyxJQUFxQixLQUFLLEtBQUssR0FBRyxDQUFDLE9BQU8sR0FBRyxDQUFDLEdBQUcsYUFBYSxPQUFPLEdBQUc7QUFDM0YsY0FBTSxLQUFLLEVBQUUsT0FBTyxDQUFDO0FBQ3JCLGNBQU0sVUFBVSxJQUFJLGFBQWEsWUFBWSxVQUFVLEdBQUcsU0FBUyxVQUFVLE9BQU8sS0FBSyxVQUFVLEdBQUcsUUFBUSxVQUFVLE1BQU07QUFDOUgsZUFBTyxFQUFFLE9BQU8sRUFBRSxTQUFTLEVBQUUsV0FBVyxLQUFLLEVBQUUsTUFBTSxHQUFHLFFBQVE7QUFBQSxNQUNsRTtBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQ0EsUUFBTSxRQUFnQjtBQUFBLElBQ3BCLFNBQVMsYUFBYTtBQUFBLElBQ3RCLFNBQVMsUUFBUTtBQUFBLElBQ2pCO0FBQUEsTUFDRSxNQUFNO0FBQUEsTUFDTixRQUFRLE1BQU0sS0FBSyxJQUFJLE1BQU0sT0FBTztBQUFBLE1BQ3BDLE1BQU0sTUFBTTtBQUNWLGNBQU0sS0FBSyxZQUFZLElBQUk7QUFDM0IsY0FBTSxJQUFJLE1BQU0sS0FBSyxJQUFJLE9BQU8sT0FBTztBQUN2QyxjQUFNLFVBQ0osVUFBVSxFQUFFLE9BQU8sT0FBTyxVQUFVLEtBQUssS0FDekMsVUFBVSxFQUFFLE9BQU8sU0FBUyxVQUFVLFFBQVEsU0FBUyxDQUFDLENBQUMsS0FDekQsVUFBVSxFQUFFLE9BQU8sUUFBUSxVQUFVLE9BQU8sU0FBUyxDQUFDLENBQUM7QUFDekQsZUFBTyxFQUFFLE9BQU8sRUFBRSxTQUFTLEVBQUUsV0FBVyxLQUFLLFlBQVksSUFBSSxJQUFJLEdBQUcsR0FBRyxRQUFRO0FBQUEsTUFDakY7QUFBQSxJQUNGO0FBQUEsSUFDQTtBQUFBLE1BQ0UsTUFBTTtBQUFBLE1BQ04sUUFBUSxZQUFZLGdCQUFnQixJQUFJO0FBQUEsTUFDeEMsTUFBTSxNQUFNO0FBQ1YsY0FBTSxLQUFLLFlBQVksSUFBSTtBQUMzQixjQUFNLElBQUksZ0JBQWdCLEtBQUs7QUFDL0IsZUFBTyxFQUFFLE9BQU8sRUFBRSxPQUFPLFlBQVksSUFBSSxJQUFJLEdBQUcsR0FBRyxTQUFTLFVBQVUsRUFBRSxPQUFPLFVBQVUsS0FBSyxFQUFFO0FBQUEsTUFDbEc7QUFBQSxJQUNGO0FBQUEsSUFDQTtBQUFBLE1BQ0UsTUFBTTtBQUFBLE1BQ04sUUFBUSxZQUFZLFdBQVcsTUFBTSxPQUFPO0FBQUEsTUFDNUMsTUFBTSxNQUFNO0FBQ1YsY0FBTSxJQUFJLFdBQVcsT0FBTyxPQUFPO0FBQ25DLGVBQU8sRUFBRSxPQUFPLEVBQUUsT0FBTyxFQUFFLEdBQUcsR0FBRyxTQUFTLFVBQVUsRUFBRSxRQUFRLFVBQVUsS0FBSyxFQUFFO0FBQUEsTUFDakY7QUFBQSxJQUNGO0FBQUEsRUFDRjtBQUNBLE1BQUk7QUFDRixVQUFNLFNBQVMsTUFBTSxVQUFVLE9BQU8sRUFBRSxNQUFNLEVBQUUsTUFBTSxLQUFLLEVBQUUsSUFBSSxDQUFDO0FBQ2xFLFVBQU0sUUFBUSxTQUFTLElBQUksSUFBSSxJQUFJLEtBQUssTUFBTSxLQUFLLFdBQVcsRUFBRSxPQUFPO0FBQ3ZFLFdBQU87QUFBQSxNQUNMLElBQUk7QUFBQSxNQUNKO0FBQUEsTUFDQTtBQUFBLE1BQ0EsTUFBTTtBQUFBLFFBQ0osR0FBRyxTQUFTLE9BQU8sd0JBQXdCLGlCQUFpQjtBQUFBLFFBQzVELEdBQUcsU0FBUyxPQUFPLG1CQUFtQixpQkFBaUI7QUFBQSxRQUN2RCxFQUFFLE9BQU8sT0FBTyxTQUFTLDhCQUE4QixXQUFXLG1CQUFtQjtBQUFBLE1BQ3ZGO0FBQUEsSUFDRjtBQUFBLEVBQ0YsVUFBRTtBQUNBLFVBQU0sUUFBUSxJQUFJLENBQUMsR0FBRyxNQUFNLEdBQUcsS0FBSyxNQUFNLENBQUMsQ0FBQztBQUFBLEVBQzlDO0FBQ0Y7IiwKICAibmFtZXMiOiBbXQp9Cg==
