/**
 * What a user who runs `npm install @meshwork/runtime` gets: the packages packed with `pnpm pack`
 * (workspace:* rewritten to versions), installed with plain npm into a fresh project, and a tiny
 * program run on real threads (2 ranks, an allreduce). Also checks the exports maps close internals.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function pack(pkgDir: string, into: string): string {
  const before = new Set(readdirSync(into));
  execFileSync('npx', ['-y', 'pnpm@9', 'pack', '--pack-destination', into], { cwd: join(ROOT, pkgDir), stdio: 'pipe' });
  const made = readdirSync(into).filter((f) => !before.has(f) && f.endsWith('.tgz'));
  expect(made).toHaveLength(1);
  return join(into, made[0] as string);
}

function tarManifest(tgz: string): Record<string, unknown> {
  const text = execFileSync('tar', ['-xzOf', tgz, 'package/package.json'], { encoding: 'utf8' });
  return JSON.parse(text) as Record<string, unknown>;
}

function tarFiles(tgz: string): string[] {
  return execFileSync('tar', ['-tzf', tgz], { encoding: 'utf8' }).trim().split('\n');
}

const PROGRAM = `import { defineProgram } from '@meshwork/runtime';
export default defineProgram(async (ctx) => ctx.comm.allreduce(ctx.rank + 1, 'sum'));
`;

const HOST = `import { createCluster, balancers } from '@meshwork/runtime';
import '@meshwork/balancers';
const cluster = createCluster({ topology: 'chain:2' });
try {
  const run = await cluster.run(new URL('./program.js', import.meta.url), {}, { timeoutMs: 30000 });
  let internal = 'open';
  try { await import('@meshwork/runtime/dist/cluster/cluster.js'); } catch (e) { internal = e.code; }
  console.log(JSON.stringify({ results: run.results, ranks: run.metrics.ranks, threads: cluster.threadCount, gde: balancers.has('gde'), internal }));
} finally {
  await cluster.close();
}
`;

describe('packaging', () => {
  it('packs runtime, balancers and cli; npm installs them in a fresh project; 2 ranks allreduce on real threads', () => {
    const tarballs = tempDir('meshwork-pack-');
    const runtime = pack('packages/runtime', tarballs);
    const balancersTgz = pack('packages/balancers', tarballs);
    const cli = pack('packages/cli', tarballs);

    for (const tgz of [runtime, balancersTgz, cli]) {
      const m = tarManifest(tgz);
      expect(m.type).toBe('module');
      expect(JSON.stringify(m)).not.toContain('workspace:');
      const exportsMap = m.exports as Record<string, Record<string, string>>;
      expect(exportsMap['.']?.types).toBe('./dist/index.d.ts');
      expect(exportsMap['.']?.default).toBe('./dist/index.js');
      const files = tarFiles(tgz);
      expect(files).toContain('package/dist/index.js');
      expect(files).toContain('package/dist/index.d.ts');
    }
    expect((tarManifest(balancersTgz).dependencies as Record<string, string>)['@meshwork/runtime']).toBe('0.1.0');
    expect((tarManifest(cli).bin as Record<string, string>).meshwork).toBe('./dist/cli.js');

    const app = tempDir('meshwork-app-');
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
    writeFileSync(join(app, 'program.js'), PROGRAM);
    writeFileSync(join(app, 'host.js'), HOST);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', runtime, balancersTgz], {
      cwd: app,
      stdio: 'pipe',
      timeout: 100_000,
    });
    const out = execFileSync(process.execPath, ['host.js'], { cwd: app, encoding: 'utf8', timeout: 60_000 });
    const r = JSON.parse(out.trim()) as { results: number[]; ranks: number; threads: number; gde: boolean; internal: string };
    expect(r.results).toEqual([3, 3]);
    expect(r.ranks).toBe(2);
    expect(r.threads).toBe(2);
    expect(r.gde).toBe(true);
    expect(r.internal).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED');
  }, 120_000);
});
