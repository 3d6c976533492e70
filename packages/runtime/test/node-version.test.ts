/** Which Node.js versions are supported, and the typed refusal of the others. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkNodeVersion, createCluster, isSupportedNode, MeshworkError, SUPPORTED_NODE } from '../src/index.ts';

describe('supported Node.js versions', () => {
  it.each([
    ['22.18.0', true],
    ['v22.23.3', true],
    ['24.0.0', true],
    ['24.21.0', true],
    ['26.0.0', true],
    ['26.12.1', true],
    ['27.0.0-pre', true],
    ['22.17.1', false],
    ['22.12.0', false],
    ['20.20.2', false],
    ['v20.10.0', false],
    ['23.11.0', false],
    ['25.2.1', false],
    ['18.20.8', false],
    ['', false],
    ['node', false],
  ])('%s -> %s', (version, ok) => {
    expect(isSupportedNode(version)).toBe(ok);
    if (ok) expect(() => checkNodeVersion(version)).not.toThrow();
    else {
      let caught: unknown;
      try {
        checkNodeVersion(version);
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(MeshworkError);
      expect((caught as MeshworkError).code).toBe('MW_UNSUPPORTED_NODE');
      expect((caught as MeshworkError).message).toContain(`this is Node.js ${version}`);
      expect((caught as MeshworkError).message).toContain(SUPPORTED_NODE);
    }
  });

  it('this process runs a supported Node, so createCluster does not refuse it', async () => {
    expect(isSupportedNode(process.versions.node)).toBe(true);
    const cluster = createCluster({ topology: 'chain:2' });
    await cluster.close();
  });

  it('every package states the same range in engines.node', () => {
    const root = new URL('../../../', import.meta.url);
    const dirs = ['.', 'bench', ...['runtime', 'balancers', 'cli', 'harness', 'hosts'].map((p) => `packages/${p}`)];
    dirs.push(...readdirSync(new URL('examples/', root)).map((e) => `examples/${e}`));
    for (const dir of dirs) {
      const manifest = JSON.parse(readFileSync(new URL(`${dir}/package.json`, root), 'utf8')) as { engines?: { node?: string } };
      expect(manifest.engines?.node, dir).toBe(SUPPORTED_NODE);
    }
  });
});
