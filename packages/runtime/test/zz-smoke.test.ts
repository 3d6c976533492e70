import { it, expect } from 'vitest';
import { createCluster } from '@meshwork/runtime';
it('smoke', async () => {
  const c = createCluster({ topology: 'ring:4' });
  try {
    const r = await c.run(new URL('./programs/ping.ts', import.meta.url), { rounds: 10 });
    console.log(JSON.stringify(r.results), r.wallMs);
    expect(r.results[0]).toEqual({ token: 40, sum: 6 });
  } finally { await c.close(); }
});
