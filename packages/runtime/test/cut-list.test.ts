/**
 * Cut lists adopted by a grid or a range come out as packed small integers whatever array a
 * balancer built them in (decomposition.ts, `cutList`): V8's element kind is read with
 * `%HasSmiElements` in a child Node started with `--allow-natives-syntax`, on the built module.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkCuts, cutList } from '../src/mesh/decomposition.ts';

const BUILT = fileURLToPath(new URL('../dist/mesh/decomposition.js', import.meta.url));

/** Element kinds in a child V8: per case, [input has small-integer elements, output has them]. */
function kinds(): Record<string, [boolean, boolean]> {
  const code = `
    const { checkCuts, cutList } = await import(${JSON.stringify(BUILT)});
    const generic = [0, {}, 512]; generic[1] = 282;           // generic elements holding numbers
    const doubles = [0, 0.5, 512]; doubles[1] = 282;          // double elements
    const smis = [0, 282, 512];
    const out = {};
    for (const [name, c] of Object.entries({ generic, doubles, smis })) {
      out[name] = [%HasSmiElements(c), %HasSmiElements(cutList(c))];
      out[name + ' via checkCuts'] = [%HasSmiElements(c), %HasSmiElements(checkCuts([512], [2], [c], [1])[0])];
    }
    out.huge = [false, %HasSmiElements(cutList([0, 2 ** 40]))];
    console.log(JSON.stringify(out));`;
  const r = spawnSync(process.execPath, ['--allow-natives-syntax', '--input-type=module', '-e', code], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (r.status !== 0) throw new Error(`child node failed (${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout) as Record<string, [boolean, boolean]>;
}

describe('cutList', () => {
  it('copies the values exactly, large ones too, and never returns its input', () => {
    const generic: unknown[] = [0, {}, 512];
    generic[1] = 282;
    for (const c of [generic as number[], [0, 282, 512], [0, 2 ** 40, 2 ** 52]]) {
      const out = cutList(c);
      expect(out).toEqual(c);
      expect(out).not.toBe(c);
    }
    expect(checkCuts([512], [2], [generic], [1])).toEqual([[0, 282, 512]]);
  });

  it('stores cut points as small integers whatever element kind the input had', () => {
    const k = kinds();
    // the inputs really differ (else the test would show nothing)
    expect(k.generic?.[0]).toBe(false);
    expect(k.doubles?.[0]).toBe(false);
    expect(k.smis?.[0]).toBe(true);
    for (const name of ['generic', 'doubles', 'smis', 'generic via checkCuts', 'doubles via checkCuts', 'smis via checkCuts']) {
      expect([name, k[name]?.[1]]).toEqual([name, true]);
    }
    // beyond 2^30 - 1 the values stay as they are (doubles), exact
    expect(k.huge?.[1]).toBe(false);
  });
});
