import { it } from 'vitest';
import { createCluster } from '@meshwork/runtime';
it('time', async () => {
  for (const t of ['ring:8', 'ring:8', 'chain:4']) {
    const t0 = performance.now();
    const c = createCluster({ topology: t });
    const r = await c.run(new URL('./programs/gde-noop.ts', import.meta.url), { rounds: 2 });
    const t1 = performance.now();
    const r2 = await c.run(new URL('./programs/gde-noop.ts', import.meta.url), { rounds: 2 });
    console.log(t, 'first', (t1 - t0).toFixed(0), r.wallMs.toFixed(0), 'second', r2.wallMs.toFixed(0));
    await c.close();
  }
});
