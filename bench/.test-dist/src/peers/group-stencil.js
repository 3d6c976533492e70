import {
  DEFAULTS,
  initialField,
  stencilSequential,
  stencilSequentialTimed
} from "@meshwork/example-stencil";
import { pairRows, sameArray } from "./group.js";
import { exampleProgramUrl, MeshworkSide } from "./meshwork.js";
import { plainStencil } from "./plain.js";
import { runRounds } from "./rounds.js";
import { StencilPeer } from "./stencil-peer.js";
function stencilChecksum(field) {
  let checksum = 0;
  for (let i = 0; i < field.length; i++) checksum += field[i] * (i % 7 + 1);
  return checksum;
}
async function stencilGroup(g) {
  const size = g.quick ? 256 : 1024;
  const config = { ...DEFAULTS, rows: size, cols: size, iterations: g.quick ? 50 : 200 };
  const warm = { ...config, iterations: 2 };
  const reference = stencilSequential(config);
  const checksum = stencilChecksum(reference);
  const initial = initialField(config);
  const mw = new MeshworkSide(`mesh:${g.threads}x1`, exampleProgramUrl(import.meta.resolve("@meshwork/example-stencil")), g.execArgv);
  const peer = new StencilPeer(g.threads, g.spin, g.execArgv);
  const meshwork = (storage) => {
    const opts = (o) => ({ ...o, storage, gather: false });
    return {
      name: `meshwork ${storage}`,
      warmup: () => mw.run(opts(warm), () => 0),
      async run() {
        const r = await mw.run(opts(config), (rs) => rs[0]?.computeMs ?? Number.NaN);
        return { times: { compute: r.computeMs, job: r.jobMs }, correct: r.result[0]?.checksum === checksum };
      }
    };
  };
  const sides = [
    meshwork("distributed"),
    meshwork("shared"),
    {
      name: "peer SAB+barrier",
      warmup: () => peer.run(warm, initial),
      async run() {
        const t0 = performance.now();
        const r = await peer.run(config, initial);
        return { times: { compute: r.computeMs, job: performance.now() - t0 }, correct: sameArray(r.result, reference) };
      }
    },
    {
      name: "sequential reference",
      warmup: async () => stencilSequential(warm),
      async run() {
        const t0 = performance.now();
        const r = stencilSequentialTimed(config);
        return { times: { sweeps: r.sweepMs, whole: performance.now() - t0 }, correct: sameArray(r.field, reference) };
      }
    },
    {
      name: "plain loop",
      warmup: async () => plainStencil(warm, initial),
      async run() {
        const r = plainStencil(config, initial);
        return { times: { sweeps: r.ms }, correct: sameArray(r.result, reference) };
      }
    }
  ];
  try {
    const series = await runRounds(sides, { runs: g.runs, log: g.log });
    const title = `stencil ${size}x${size}, ${config.iterations} sweeps, ${g.threads} threads, static block rows`;
    return {
      id: "stencil",
      title,
      series,
      rows: [
        ...pairRows(title, "meshwork distributed", "peer SAB+barrier"),
        ...pairRows(title, "meshwork shared", "peer SAB+barrier"),
        { group: title, subject: "sequential reference sweeps", reference: "plain loop sweeps" },
        {
          group: title,
          subject: "sequential reference whole",
          reference: "plain loop sweeps",
          note: "whole: with the initial field, padding and copy out, which the ranks do not time"
        }
      ]
    };
  } finally {
    await Promise.all([mw.close(), peer.close()]);
  }
}
export {
  stencilChecksum,
  stencilGroup
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL3BlZXJzL2dyb3VwLXN0ZW5jaWwudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKlxuICogU3RlbmNpbDogTWVzaHdvcmsncyBleGFtcGxlIHByb2dyYW0gKGRpc3RyaWJ1dGVkIGFuZCBzaGFyZWQgc3RvcmFnZSkgYWdhaW5zdCB0aGUgU0FCICsgYmFycmllclxuICogcGVlciwgYW5kIHRoZSBleGFtcGxlJ3Mgc2VxdWVudGlhbCByZWZlcmVuY2UgYWdhaW5zdCBhIHBsYWluIGxvb3AuIFNhbWUgYmxvY2sgc3BsaXQgb2YgdGhlIHJvd3MuXG4gKi9cbmltcG9ydCB7XG4gIERFRkFVTFRTLFxuICBpbml0aWFsRmllbGQsXG4gIHR5cGUgU3RlbmNpbFByb2dyYW1PcHRpb25zLFxuICB0eXBlIFN0ZW5jaWxSYW5rUmVzdWx0LFxuICBzdGVuY2lsU2VxdWVudGlhbCxcbiAgc3RlbmNpbFNlcXVlbnRpYWxUaW1lZCxcbn0gZnJvbSAnQG1lc2h3b3JrL2V4YW1wbGUtc3RlbmNpbCc7XG5pbXBvcnQgeyB0eXBlIEdyb3VwUmVzdWx0LCB0eXBlIEdyb3VwU2V0dGluZ3MsIHBhaXJSb3dzLCBzYW1lQXJyYXkgfSBmcm9tICcuL2dyb3VwLmpzJztcbmltcG9ydCB7IGV4YW1wbGVQcm9ncmFtVXJsLCBNZXNod29ya1NpZGUgfSBmcm9tICcuL21lc2h3b3JrLmpzJztcbmltcG9ydCB7IHBsYWluU3RlbmNpbCB9IGZyb20gJy4vcGxhaW4uanMnO1xuaW1wb3J0IHsgcnVuUm91bmRzLCB0eXBlIFNpZGUgfSBmcm9tICcuL3JvdW5kcy5qcyc7XG5pbXBvcnQgeyBTdGVuY2lsUGVlciB9IGZyb20gJy4vc3RlbmNpbC1wZWVyLmpzJztcblxuLyoqIFRoZSBjaGVja3N1bSB0aGUgZXhhbXBsZSdzIHByb2dyYW0gcmVwb3J0cyBmb3IgYSBmaWVsZC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzdGVuY2lsQ2hlY2tzdW0oZmllbGQ6IEZsb2F0NjRBcnJheSk6IG51bWJlciB7XG4gIGxldCBjaGVja3N1bSA9IDA7XG4gIGZvciAobGV0IGkgPSAwOyBpIDwgZmllbGQubGVuZ3RoOyBpKyspIGNoZWNrc3VtICs9IChmaWVsZFtpXSBhcyBudW1iZXIpICogKChpICUgNykgKyAxKTtcbiAgcmV0dXJuIGNoZWNrc3VtO1xufVxuXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gc3RlbmNpbEdyb3VwKGc6IEdyb3VwU2V0dGluZ3MpOiBQcm9taXNlPEdyb3VwUmVzdWx0PiB7XG4gIGNvbnN0IHNpemUgPSBnLnF1aWNrID8gMjU2IDogMTAyNDtcbiAgY29uc3QgY29uZmlnID0geyAuLi5ERUZBVUxUUywgcm93czogc2l6ZSwgY29sczogc2l6ZSwgaXRlcmF0aW9uczogZy5xdWljayA/IDUwIDogMjAwIH07XG4gIGNvbnN0IHdhcm0gPSB7IC4uLmNvbmZpZywgaXRlcmF0aW9uczogMiB9O1xuICBjb25zdCByZWZlcmVuY2UgPSBzdGVuY2lsU2VxdWVudGlhbChjb25maWcpO1xuICBjb25zdCBjaGVja3N1bSA9IHN0ZW5jaWxDaGVja3N1bShyZWZlcmVuY2UpO1xuICBjb25zdCBpbml0aWFsID0gaW5pdGlhbEZpZWxkKGNvbmZpZyk7XG4gIGNvbnN0IG13ID0gbmV3IE1lc2h3b3JrU2lkZShgbWVzaDoke2cudGhyZWFkc314MWAsIGV4YW1wbGVQcm9ncmFtVXJsKGltcG9ydC5tZXRhLnJlc29sdmUoJ0BtZXNod29yay9leGFtcGxlLXN0ZW5jaWwnKSksIGcuZXhlY0FyZ3YpO1xuICBjb25zdCBwZWVyID0gbmV3IFN0ZW5jaWxQZWVyKGcudGhyZWFkcywgZy5zcGluLCBnLmV4ZWNBcmd2KTtcbiAgY29uc3QgbWVzaHdvcmsgPSAoc3RvcmFnZTogJ2Rpc3RyaWJ1dGVkJyB8ICdzaGFyZWQnKTogU2lkZSA9PiB7XG4gICAgY29uc3Qgb3B0cyA9IChvOiB0eXBlb2YgY29uZmlnKTogU3RlbmNpbFByb2dyYW1PcHRpb25zID0+ICh7IC4uLm8sIHN0b3JhZ2UsIGdhdGhlcjogZmFsc2UgfSk7XG4gICAgcmV0dXJuIHtcbiAgICAgIG5hbWU6IGBtZXNod29yayAke3N0b3JhZ2V9YCxcbiAgICAgIHdhcm11cDogKCkgPT4gbXcucnVuKG9wdHMod2FybSksICgpID0+IDApLFxuICAgICAgYXN5bmMgcnVuKCkge1xuICAgICAgICBjb25zdCByID0gYXdhaXQgbXcucnVuPFN0ZW5jaWxSYW5rUmVzdWx0PihvcHRzKGNvbmZpZyksIChycykgPT4gcnNbMF0/LmNvbXB1dGVNcyA/PyBOdW1iZXIuTmFOKTtcbiAgICAgICAgcmV0dXJuIHsgdGltZXM6IHsgY29tcHV0ZTogci5jb21wdXRlTXMsIGpvYjogci5qb2JNcyB9LCBjb3JyZWN0OiByLnJlc3VsdFswXT8uY2hlY2tzdW0gPT09IGNoZWNrc3VtIH07XG4gICAgICB9LFxuICAgIH07XG4gIH07XG4gIGNvbnN0IHNpZGVzOiBTaWRlW10gPSBbXG4gICAgbWVzaHdvcmsoJ2Rpc3RyaWJ1dGVkJyksXG4gICAgbWVzaHdvcmsoJ3NoYXJlZCcpLFxuICAgIHtcbiAgICAgIG5hbWU6ICdwZWVyIFNBQitiYXJyaWVyJyxcbiAgICAgIHdhcm11cDogKCkgPT4gcGVlci5ydW4od2FybSwgaW5pdGlhbCksXG4gICAgICBhc3luYyBydW4oKSB7XG4gICAgICAgIGNvbnN0IHQwID0gcGVyZm9ybWFuY2Uubm93KCk7XG4gICAgICAgIGNvbnN0IHIgPSBhd2FpdCBwZWVyLnJ1bihjb25maWcsIGluaXRpYWwpO1xuICAgICAgICByZXR1cm4geyB0aW1lczogeyBjb21wdXRlOiByLmNvbXB1dGVNcywgam9iOiBwZXJmb3JtYW5jZS5ub3coKSAtIHQwIH0sIGNvcnJlY3Q6IHNhbWVBcnJheShyLnJlc3VsdCwgcmVmZXJlbmNlKSB9O1xuICAgICAgfSxcbiAgICB9LFxuICAgIHtcbiAgICAgIG5hbWU6ICdzZXF1ZW50aWFsIHJlZmVyZW5jZScsXG4gICAgICB3YXJtdXA6IGFzeW5jICgpID0+IHN0ZW5jaWxTZXF1ZW50aWFsKHdhcm0pLFxuICAgICAgYXN5bmMgcnVuKCkge1xuICAgICAgICBjb25zdCB0MCA9IHBlcmZvcm1hbmNlLm5vdygpO1xuICAgICAgICBjb25zdCByID0gc3RlbmNpbFNlcXVlbnRpYWxUaW1lZChjb25maWcpO1xuICAgICAgICByZXR1cm4geyB0aW1lczogeyBzd2VlcHM6IHIuc3dlZXBNcywgd2hvbGU6IHBlcmZvcm1hbmNlLm5vdygpIC0gdDAgfSwgY29ycmVjdDogc2FtZUFycmF5KHIuZmllbGQsIHJlZmVyZW5jZSkgfTtcbiAgICAgIH0sXG4gICAgfSxcbiAgICB7XG4gICAgICBuYW1lOiAncGxhaW4gbG9vcCcsXG4gICAgICB3YXJtdXA6IGFzeW5jICgpID0+IHBsYWluU3RlbmNpbCh3YXJtLCBpbml0aWFsKSxcbiAgICAgIGFzeW5jIHJ1bigpIHtcbiAgICAgICAgY29uc3QgciA9IHBsYWluU3RlbmNpbChjb25maWcsIGluaXRpYWwpO1xuICAgICAgICByZXR1cm4geyB0aW1lczogeyBzd2VlcHM6IHIubXMgfSwgY29ycmVjdDogc2FtZUFycmF5KHIucmVzdWx0LCByZWZlcmVuY2UpIH07XG4gICAgICB9LFxuICAgIH0sXG4gIF07XG4gIHRyeSB7XG4gICAgY29uc3Qgc2VyaWVzID0gYXdhaXQgcnVuUm91bmRzKHNpZGVzLCB7IHJ1bnM6IGcucnVucywgbG9nOiBnLmxvZyB9KTtcbiAgICBjb25zdCB0aXRsZSA9IGBzdGVuY2lsICR7c2l6ZX14JHtzaXplfSwgJHtjb25maWcuaXRlcmF0aW9uc30gc3dlZXBzLCAke2cudGhyZWFkc30gdGhyZWFkcywgc3RhdGljIGJsb2NrIHJvd3NgO1xuICAgIHJldHVybiB7XG4gICAgICBpZDogJ3N0ZW5jaWwnLFxuICAgICAgdGl0bGUsXG4gICAgICBzZXJpZXMsXG4gICAgICByb3dzOiBbXG4gICAgICAgIC4uLnBhaXJSb3dzKHRpdGxlLCAnbWVzaHdvcmsgZGlzdHJpYnV0ZWQnLCAncGVlciBTQUIrYmFycmllcicpLFxuICAgICAgICAuLi5wYWlyUm93cyh0aXRsZSwgJ21lc2h3b3JrIHNoYXJlZCcsICdwZWVyIFNBQitiYXJyaWVyJyksXG4gICAgICAgIHsgZ3JvdXA6IHRpdGxlLCBzdWJqZWN0OiAnc2VxdWVudGlhbCByZWZlcmVuY2Ugc3dlZXBzJywgcmVmZXJlbmNlOiAncGxhaW4gbG9vcCBzd2VlcHMnIH0sXG4gICAgICAgIHtcbiAgICAgICAgICBncm91cDogdGl0bGUsXG4gICAgICAgICAgc3ViamVjdDogJ3NlcXVlbnRpYWwgcmVmZXJlbmNlIHdob2xlJyxcbiAgICAgICAgICByZWZlcmVuY2U6ICdwbGFpbiBsb29wIHN3ZWVwcycsXG4gICAgICAgICAgbm90ZTogJ3dob2xlOiB3aXRoIHRoZSBpbml0aWFsIGZpZWxkLCBwYWRkaW5nIGFuZCBjb3B5IG91dCwgd2hpY2ggdGhlIHJhbmtzIGRvIG5vdCB0aW1lJyxcbiAgICAgICAgfSxcbiAgICAgIF0sXG4gICAgfTtcbiAgfSBmaW5hbGx5IHtcbiAgICBhd2FpdCBQcm9taXNlLmFsbChbbXcuY2xvc2UoKSwgcGVlci5jbG9zZSgpXSk7XG4gIH1cbn1cbiJdLAogICJtYXBwaW5ncyI6ICJBQUlBO0FBQUEsRUFDRTtBQUFBLEVBQ0E7QUFBQSxFQUdBO0FBQUEsRUFDQTtBQUFBLE9BQ0s7QUFDUCxTQUErQyxVQUFVLGlCQUFpQjtBQUMxRSxTQUFTLG1CQUFtQixvQkFBb0I7QUFDaEQsU0FBUyxvQkFBb0I7QUFDN0IsU0FBUyxpQkFBNEI7QUFDckMsU0FBUyxtQkFBbUI7QUFHckIsU0FBUyxnQkFBZ0IsT0FBNkI7QUFDM0QsTUFBSSxXQUFXO0FBQ2YsV0FBUyxJQUFJLEdBQUcsSUFBSSxNQUFNLFFBQVEsSUFBSyxhQUFhLE1BQU0sQ0FBQyxLQUFpQixJQUFJLElBQUs7QUFDckYsU0FBTztBQUNUO0FBRUEsZUFBc0IsYUFBYSxHQUF3QztBQUN6RSxRQUFNLE9BQU8sRUFBRSxRQUFRLE1BQU07QUFDN0IsUUFBTSxTQUFTLEVBQUUsR0FBRyxVQUFVLE1BQU0sTUFBTSxNQUFNLE1BQU0sWUFBWSxFQUFFLFFBQVEsS0FBSyxJQUFJO0FBQ3JGLFFBQU0sT0FBTyxFQUFFLEdBQUcsUUFBUSxZQUFZLEVBQUU7QUFDeEMsUUFBTSxZQUFZLGtCQUFrQixNQUFNO0FBQzFDLFFBQU0sV0FBVyxnQkFBZ0IsU0FBUztBQUMxQyxRQUFNLFVBQVUsYUFBYSxNQUFNO0FBQ25DLFFBQU0sS0FBSyxJQUFJLGFBQWEsUUFBUSxFQUFFLE9BQU8sTUFBTSxrQkFBa0IsWUFBWSxRQUFRLDJCQUEyQixDQUFDLEdBQUcsRUFBRSxRQUFRO0FBQ2xJLFFBQU0sT0FBTyxJQUFJLFlBQVksRUFBRSxTQUFTLEVBQUUsTUFBTSxFQUFFLFFBQVE7QUFDMUQsUUFBTSxXQUFXLENBQUMsWUFBNEM7QUFDNUQsVUFBTSxPQUFPLENBQUMsT0FBNkMsRUFBRSxHQUFHLEdBQUcsU0FBUyxRQUFRLE1BQU07QUFDMUYsV0FBTztBQUFBLE1BQ0wsTUFBTSxZQUFZLE9BQU87QUFBQSxNQUN6QixRQUFRLE1BQU0sR0FBRyxJQUFJLEtBQUssSUFBSSxHQUFHLE1BQU0sQ0FBQztBQUFBLE1BQ3hDLE1BQU0sTUFBTTtBQUNWLGNBQU0sSUFBSSxNQUFNLEdBQUcsSUFBdUIsS0FBSyxNQUFNLEdBQUcsQ0FBQyxPQUFPLEdBQUcsQ0FBQyxHQUFHLGFBQWEsT0FBTyxHQUFHO0FBQzlGLGVBQU8sRUFBRSxPQUFPLEVBQUUsU0FBUyxFQUFFLFdBQVcsS0FBSyxFQUFFLE1BQU0sR0FBRyxTQUFTLEVBQUUsT0FBTyxDQUFDLEdBQUcsYUFBYSxTQUFTO0FBQUEsTUFDdEc7QUFBQSxJQUNGO0FBQUEsRUFDRjtBQUNBLFFBQU0sUUFBZ0I7QUFBQSxJQUNwQixTQUFTLGFBQWE7QUFBQSxJQUN0QixTQUFTLFFBQVE7QUFBQSxJQUNqQjtBQUFBLE1BQ0UsTUFBTTtBQUFBLE1BQ04sUUFBUSxNQUFNLEtBQUssSUFBSSxNQUFNLE9BQU87QUFBQSxNQUNwQyxNQUFNLE1BQU07QUFDVixjQUFNLEtBQUssWUFBWSxJQUFJO0FBQzNCLGNBQU0sSUFBSSxNQUFNLEtBQUssSUFBSSxRQUFRLE9BQU87QUFDeEMsZUFBTyxFQUFFLE9BQU8sRUFBRSxTQUFTLEVBQUUsV0FBVyxLQUFLLFlBQVksSUFBSSxJQUFJLEdBQUcsR0FBRyxTQUFTLFVBQVUsRUFBRSxRQUFRLFNBQVMsRUFBRTtBQUFBLE1BQ2pIO0FBQUEsSUFDRjtBQUFBLElBQ0E7QUFBQSxNQUNFLE1BQU07QUFBQSxNQUNOLFFBQVEsWUFBWSxrQkFBa0IsSUFBSTtBQUFBLE1BQzFDLE1BQU0sTUFBTTtBQUNWLGNBQU0sS0FBSyxZQUFZLElBQUk7QUFDM0IsY0FBTSxJQUFJLHVCQUF1QixNQUFNO0FBQ3ZDLGVBQU8sRUFBRSxPQUFPLEVBQUUsUUFBUSxFQUFFLFNBQVMsT0FBTyxZQUFZLElBQUksSUFBSSxHQUFHLEdBQUcsU0FBUyxVQUFVLEVBQUUsT0FBTyxTQUFTLEVBQUU7QUFBQSxNQUMvRztBQUFBLElBQ0Y7QUFBQSxJQUNBO0FBQUEsTUFDRSxNQUFNO0FBQUEsTUFDTixRQUFRLFlBQVksYUFBYSxNQUFNLE9BQU87QUFBQSxNQUM5QyxNQUFNLE1BQU07QUFDVixjQUFNLElBQUksYUFBYSxRQUFRLE9BQU87QUFDdEMsZUFBTyxFQUFFLE9BQU8sRUFBRSxRQUFRLEVBQUUsR0FBRyxHQUFHLFNBQVMsVUFBVSxFQUFFLFFBQVEsU0FBUyxFQUFFO0FBQUEsTUFDNUU7QUFBQSxJQUNGO0FBQUEsRUFDRjtBQUNBLE1BQUk7QUFDRixVQUFNLFNBQVMsTUFBTSxVQUFVLE9BQU8sRUFBRSxNQUFNLEVBQUUsTUFBTSxLQUFLLEVBQUUsSUFBSSxDQUFDO0FBQ2xFLFVBQU0sUUFBUSxXQUFXLElBQUksSUFBSSxJQUFJLEtBQUssT0FBTyxVQUFVLFlBQVksRUFBRSxPQUFPO0FBQ2hGLFdBQU87QUFBQSxNQUNMLElBQUk7QUFBQSxNQUNKO0FBQUEsTUFDQTtBQUFBLE1BQ0EsTUFBTTtBQUFBLFFBQ0osR0FBRyxTQUFTLE9BQU8sd0JBQXdCLGtCQUFrQjtBQUFBLFFBQzdELEdBQUcsU0FBUyxPQUFPLG1CQUFtQixrQkFBa0I7QUFBQSxRQUN4RCxFQUFFLE9BQU8sT0FBTyxTQUFTLCtCQUErQixXQUFXLG9CQUFvQjtBQUFBLFFBQ3ZGO0FBQUEsVUFDRSxPQUFPO0FBQUEsVUFDUCxTQUFTO0FBQUEsVUFDVCxXQUFXO0FBQUEsVUFDWCxNQUFNO0FBQUEsUUFDUjtBQUFBLE1BQ0Y7QUFBQSxJQUNGO0FBQUEsRUFDRixVQUFFO0FBQ0EsVUFBTSxRQUFRLElBQUksQ0FBQyxHQUFHLE1BQU0sR0FBRyxLQUFLLE1BQU0sQ0FBQyxDQUFDO0FBQUEsRUFDOUM7QUFDRjsiLAogICJuYW1lcyI6IFtdCn0K
