import { runTasks, type TaskHost, type TaskJob, LOCAL } from '@meshwork/runtime';
const host = { rank: 0, size: 1, links: {} as any, commShm: { barrier() {} } as any, waitPolicy: { timeoutMs: 1000 } as any,
  shareBuffer: async (b: any) => b, idle() { throw new Error('idle'); }, wake() {} } as TaskHost;
const sched = { name: 'local', options: {}, place: () => LOCAL };
const N = 1000000;
const rec = new Int32Array(2);
for (let rep = 0; rep < 8; rep++) {
  let count = 0;
  const job: TaskJob = { recordWords: 2, roots: [[0, 0]], execute(r, spawn) { count++; const id = r[0] as number; if (id < N / 4) for (let i = 1; i <= 4; i++) { const c = id * 4 + i; if (c < N) { rec[0] = c; spawn(rec, { index: i }); } } } };
  const t0 = performance.now();
  await runTasks(host, sched, job);
  const ms = performance.now() - t0;
  console.log(count, ((ms * 1e6) / count).toFixed(0), 'ns/task');
}
