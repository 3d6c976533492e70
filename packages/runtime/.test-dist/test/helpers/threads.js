import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
const require2 = createRequire(import.meta.url);
const TSX_CJS = require2.resolve("tsx/cjs");
const SRC = fileURLToPath(new URL("../../src/", import.meta.url));
const PRNG_SOURCE = `function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}`;
const mulberry32 = new Function(`${PRNG_SOURCE}; return mulberry32;`)();
function runThread(body, data, onMessage) {
  const source = `
const { parentPort, workerData } = require('node:worker_threads');
require(workerData.tsx);
const load = (p) => require(workerData.src + p);
const post = (msg) => parentPort.postMessage({ tag: 'msg', msg });
${PRNG_SOURCE}
(async (data) => {
${body}
})(workerData.data).then(
  (value) => parentPort.postMessage({ tag: 'done', outcome: { ok: true, value } }),
  (err) => parentPort.postMessage({ tag: 'done', outcome: { ok: false, code: err && err.code, message: String(err && err.message) } }),
);`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData: { tsx: TSX_CJS, src: SRC, data } });
    let outcome;
    worker.on("message", (m) => {
      if (m.tag === "msg") onMessage?.(m.msg);
      else {
        outcome = m.outcome;
        void worker.terminate();
      }
    });
    worker.on("error", reject);
    worker.on("exit", (code) => {
      if (outcome !== void 0) resolve(outcome);
      else reject(new Error(`worker exited with code ${code} before reporting`));
    });
  });
}
function resultOf(o) {
  if (!o.ok) throw new Error(`worker failed: [${o.code}] ${o.message}`);
  return o.value;
}
export {
  PRNG_SOURCE,
  mulberry32,
  resultOf,
  runThread
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vdGVzdC9oZWxwZXJzL3RocmVhZHMudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKlxuICogUmF3IGBub2RlOndvcmtlcl90aHJlYWRzYCBoZWxwZXJzIGZvciB0aGUgc2htIHRlc3RzOiBhbiBpbmxpbmUgKGV2YWwpIEpTIHdvcmtlciB0aGF0IGNhbiBsb2FkXG4gKiB0aGUgcnVudGltZSdzIFR5cGVTY3JpcHQgc291cmNlcyB0aHJvdWdoIHRzeCdzIENvbW1vbkpTIGhvb2suXG4gKi9cbmltcG9ydCB7IGNyZWF0ZVJlcXVpcmUgfSBmcm9tICdub2RlOm1vZHVsZSc7XG5pbXBvcnQgeyBmaWxlVVJMVG9QYXRoIH0gZnJvbSAnbm9kZTp1cmwnO1xuaW1wb3J0IHsgV29ya2VyIH0gZnJvbSAnbm9kZTp3b3JrZXJfdGhyZWFkcyc7XG5cbmNvbnN0IHJlcXVpcmUgPSBjcmVhdGVSZXF1aXJlKGltcG9ydC5tZXRhLnVybCk7XG5jb25zdCBUU1hfQ0pTID0gcmVxdWlyZS5yZXNvbHZlKCd0c3gvY2pzJyk7XG5jb25zdCBTUkMgPSBmaWxlVVJMVG9QYXRoKG5ldyBVUkwoJy4uLy4uL3NyYy8nLCBpbXBvcnQubWV0YS51cmwpKTtcblxuLyoqIG11bGJlcnJ5MzI6IGEgdGlueSBzZWVkZWQgUFJORywgYXMgSlMgc291cmNlIHNvIHdvcmtlcnMgYW5kIHRoZSBob3N0IHNoYXJlIG9uZSBkZWZpbml0aW9uLiAqL1xuZXhwb3J0IGNvbnN0IFBSTkdfU09VUkNFID0gYGZ1bmN0aW9uIG11bGJlcnJ5MzIoc2VlZCkge1xuICBsZXQgYSA9IHNlZWQgPj4+IDA7XG4gIHJldHVybiBmdW5jdGlvbiBuZXh0KCkge1xuICAgIGEgPSAoYSArIDB4NmQyYjc5ZjUpID4+PiAwO1xuICAgIGxldCB0ID0gYTtcbiAgICB0ID0gTWF0aC5pbXVsKHQgXiAodCA+Pj4gMTUpLCB0IHwgMSk7XG4gICAgdCBePSB0ICsgTWF0aC5pbXVsKHQgXiAodCA+Pj4gNyksIHQgfCA2MSk7XG4gICAgcmV0dXJuICgodCBeICh0ID4+PiAxNCkpID4+PiAwKSAvIDQyOTQ5NjcyOTY7XG4gIH07XG59YDtcblxuZXhwb3J0IGNvbnN0IG11bGJlcnJ5MzIgPSBuZXcgRnVuY3Rpb24oYCR7UFJOR19TT1VSQ0V9OyByZXR1cm4gbXVsYmVycnkzMjtgKSgpIGFzIChzZWVkOiBudW1iZXIpID0+ICgpID0+IG51bWJlcjtcblxuZXhwb3J0IGludGVyZmFjZSBXb3JrZXJGYWlsdXJlIHtcbiAgcmVhZG9ubHkgY29kZTogc3RyaW5nIHwgdW5kZWZpbmVkO1xuICByZWFkb25seSBtZXNzYWdlOiBzdHJpbmc7XG59XG5cbmV4cG9ydCB0eXBlIFdvcmtlck91dGNvbWU8VD4gPSB7IHJlYWRvbmx5IG9rOiB0cnVlOyByZWFkb25seSB2YWx1ZTogVCB9IHwgKHsgcmVhZG9ubHkgb2s6IGZhbHNlIH0gJiBXb3JrZXJGYWlsdXJlKTtcblxuLyoqXG4gKiBTdGFydCBhIHRocmVhZCBydW5uaW5nIGBib2R5YCAoSlMsIHRoZSBpbnNpZGUgb2YgYW4gYXN5bmMgZnVuY3Rpb24pIHdpdGggYGRhdGFgIChpdHNcbiAqIHdvcmtlckRhdGE7IFNoYXJlZEFycmF5QnVmZmVycyBhcmUgc2hhcmVkKSwgYGxvYWQocGF0aClgIChhIG1vZHVsZSB1bmRlciBzcmMvLCBlLmcuXG4gKiAnc2htL3JpbmcudHMnKSBhbmQgYG11bGJlcnJ5MzJgLiBgcG9zdChtc2cpYCBzZW5kcyBhbiBpbnRlcm1lZGlhdGUgbWVzc2FnZSAoaGFuZHNoYWtlcykuXG4gKiBSZXNvbHZlcyB3aXRoIHRoZSBmdW5jdGlvbidzIHJldHVybiB2YWx1ZSwgb3Igd2l0aCB0aGUgZXJyb3IncyBjb2RlIGFuZCBtZXNzYWdlLlxuICovXG5leHBvcnQgZnVuY3Rpb24gcnVuVGhyZWFkPFQ+KGJvZHk6IHN0cmluZywgZGF0YTogdW5rbm93biwgb25NZXNzYWdlPzogKG1zZzogdW5rbm93bikgPT4gdm9pZCk6IFByb21pc2U8V29ya2VyT3V0Y29tZTxUPj4ge1xuICBjb25zdCBzb3VyY2UgPSBgXG5jb25zdCB7IHBhcmVudFBvcnQsIHdvcmtlckRhdGEgfSA9IHJlcXVpcmUoJ25vZGU6d29ya2VyX3RocmVhZHMnKTtcbnJlcXVpcmUod29ya2VyRGF0YS50c3gpO1xuY29uc3QgbG9hZCA9IChwKSA9PiByZXF1aXJlKHdvcmtlckRhdGEuc3JjICsgcCk7XG5jb25zdCBwb3N0ID0gKG1zZykgPT4gcGFyZW50UG9ydC5wb3N0TWVzc2FnZSh7IHRhZzogJ21zZycsIG1zZyB9KTtcbiR7UFJOR19TT1VSQ0V9XG4oYXN5bmMgKGRhdGEpID0+IHtcbiR7Ym9keX1cbn0pKHdvcmtlckRhdGEuZGF0YSkudGhlbihcbiAgKHZhbHVlKSA9PiBwYXJlbnRQb3J0LnBvc3RNZXNzYWdlKHsgdGFnOiAnZG9uZScsIG91dGNvbWU6IHsgb2s6IHRydWUsIHZhbHVlIH0gfSksXG4gIChlcnIpID0+IHBhcmVudFBvcnQucG9zdE1lc3NhZ2UoeyB0YWc6ICdkb25lJywgb3V0Y29tZTogeyBvazogZmFsc2UsIGNvZGU6IGVyciAmJiBlcnIuY29kZSwgbWVzc2FnZTogU3RyaW5nKGVyciAmJiBlcnIubWVzc2FnZSkgfSB9KSxcbik7YDtcbiAgcmV0dXJuIG5ldyBQcm9taXNlKChyZXNvbHZlLCByZWplY3QpID0+IHtcbiAgICBjb25zdCB3b3JrZXIgPSBuZXcgV29ya2VyKHNvdXJjZSwgeyBldmFsOiB0cnVlLCB3b3JrZXJEYXRhOiB7IHRzeDogVFNYX0NKUywgc3JjOiBTUkMsIGRhdGEgfSB9KTtcbiAgICBsZXQgb3V0Y29tZTogV29ya2VyT3V0Y29tZTxUPiB8IHVuZGVmaW5lZDtcbiAgICB3b3JrZXIub24oJ21lc3NhZ2UnLCAobTogeyB0YWc6IHN0cmluZzsgbXNnPzogdW5rbm93bjsgb3V0Y29tZT86IFdvcmtlck91dGNvbWU8VD4gfSkgPT4ge1xuICAgICAgaWYgKG0udGFnID09PSAnbXNnJykgb25NZXNzYWdlPy4obS5tc2cpO1xuICAgICAgZWxzZSB7XG4gICAgICAgIG91dGNvbWUgPSBtLm91dGNvbWU7XG4gICAgICAgIHZvaWQgd29ya2VyLnRlcm1pbmF0ZSgpO1xuICAgICAgfVxuICAgIH0pO1xuICAgIHdvcmtlci5vbignZXJyb3InLCByZWplY3QpO1xuICAgIHdvcmtlci5vbignZXhpdCcsIChjb2RlKSA9PiB7XG4gICAgICBpZiAob3V0Y29tZSAhPT0gdW5kZWZpbmVkKSByZXNvbHZlKG91dGNvbWUpO1xuICAgICAgZWxzZSByZWplY3QobmV3IEVycm9yKGB3b3JrZXIgZXhpdGVkIHdpdGggY29kZSAke2NvZGV9IGJlZm9yZSByZXBvcnRpbmdgKSk7XG4gICAgfSk7XG4gIH0pO1xufVxuXG4vKiogVW53cmFwIGEgc3VjY2Vzc2Z1bCBvdXRjb21lIChmYWlscyB0aGUgdGVzdCB3aXRoIHRoZSB3b3JrZXIncyBlcnJvciBvdGhlcndpc2UpLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJlc3VsdE9mPFQ+KG86IFdvcmtlck91dGNvbWU8VD4pOiBUIHtcbiAgaWYgKCFvLm9rKSB0aHJvdyBuZXcgRXJyb3IoYHdvcmtlciBmYWlsZWQ6IFske28uY29kZX1dICR7by5tZXNzYWdlfWApO1xuICByZXR1cm4gby52YWx1ZTtcbn1cbiJdLAogICJtYXBwaW5ncyI6ICJBQUlBLFNBQVMscUJBQXFCO0FBQzlCLFNBQVMscUJBQXFCO0FBQzlCLFNBQVMsY0FBYztBQUV2QixNQUFNQSxXQUFVLGNBQWMsWUFBWSxHQUFHO0FBQzdDLE1BQU0sVUFBVUEsU0FBUSxRQUFRLFNBQVM7QUFDekMsTUFBTSxNQUFNLGNBQWMsSUFBSSxJQUFJLGNBQWMsWUFBWSxHQUFHLENBQUM7QUFHekQsTUFBTSxjQUFjO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBV3BCLE1BQU0sYUFBYSxJQUFJLFNBQVMsR0FBRyxXQUFXLHNCQUFzQixFQUFFO0FBZXRFLFNBQVMsVUFBYSxNQUFjLE1BQWUsV0FBK0Q7QUFDdkgsUUFBTSxTQUFTO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQUtmLFdBQVc7QUFBQTtBQUFBLEVBRVgsSUFBSTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBS0osU0FBTyxJQUFJLFFBQVEsQ0FBQyxTQUFTLFdBQVc7QUFDdEMsVUFBTSxTQUFTLElBQUksT0FBTyxRQUFRLEVBQUUsTUFBTSxNQUFNLFlBQVksRUFBRSxLQUFLLFNBQVMsS0FBSyxLQUFLLEtBQUssRUFBRSxDQUFDO0FBQzlGLFFBQUk7QUFDSixXQUFPLEdBQUcsV0FBVyxDQUFDLE1BQWtFO0FBQ3RGLFVBQUksRUFBRSxRQUFRLE1BQU8sYUFBWSxFQUFFLEdBQUc7QUFBQSxXQUNqQztBQUNILGtCQUFVLEVBQUU7QUFDWixhQUFLLE9BQU8sVUFBVTtBQUFBLE1BQ3hCO0FBQUEsSUFDRixDQUFDO0FBQ0QsV0FBTyxHQUFHLFNBQVMsTUFBTTtBQUN6QixXQUFPLEdBQUcsUUFBUSxDQUFDLFNBQVM7QUFDMUIsVUFBSSxZQUFZLE9BQVcsU0FBUSxPQUFPO0FBQUEsVUFDckMsUUFBTyxJQUFJLE1BQU0sMkJBQTJCLElBQUksbUJBQW1CLENBQUM7QUFBQSxJQUMzRSxDQUFDO0FBQUEsRUFDSCxDQUFDO0FBQ0g7QUFHTyxTQUFTLFNBQVksR0FBd0I7QUFDbEQsTUFBSSxDQUFDLEVBQUUsR0FBSSxPQUFNLElBQUksTUFBTSxtQkFBbUIsRUFBRSxJQUFJLEtBQUssRUFBRSxPQUFPLEVBQUU7QUFDcEUsU0FBTyxFQUFFO0FBQ1g7IiwKICAibmFtZXMiOiBbInJlcXVpcmUiXQp9Cg==
