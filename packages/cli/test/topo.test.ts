import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markCounts, meshwork, meshworkJson, readSvg, tempDir } from './helpers.ts';

interface TopoJson {
  size: number;
  diameter: number;
  maxDegree: number;
  edges: number;
  colours: number;
  matchings: [number, number][][];
  ranks: { rank: number; neighbours: number[] }[];
  svg: string;
}

describe('meshwork topo', () => {
  it('describes a torus and draws every rank and link (wrap-around links as two stubs)', () => {
    const dir = tempDir();
    const t = meshworkJson<TopoJson>(['topo', 'torus:3x4', '--out', 't.svg'], dir);
    expect(t.size).toBe(12);
    expect(t.diameter).toBe(3);
    expect(t.maxDegree).toBe(4);
    expect(t.edges).toBe(24);
    expect(t.ranks.every((r) => r.neighbours.length === 4)).toBe(true);
    // a proper colouring: every link once, no rank twice in one colour
    expect(t.matchings.flat().length).toBe(24);
    for (const m of t.matchings) expect(new Set(m.flat()).size).toBe(m.length * 2);
    expect(t.svg).toBe(join(dir, 't.svg'));
    const marks = markCounts(readSvg(t.svg));
    expect(marks.get('symbol')).toBe(12);
    expect(marks.get('text')).toBe(12);
    // 24 links, of which 3 + 4 wrap around (each drawn as two stubs)
    expect(marks.get('rule')).toBe(24 + 7);
  });

  it('prints neighbours, colouring and diameter of a hypercube, and writes the default SVG', () => {
    const dir = tempDir();
    const r = meshwork(['topo', 'hypercube:3'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('hypercube(3): 8 ranks');
    expect(r.stdout).toContain('diameter 3');
    expect(r.stdout).toContain('edge colouring: 3 colours');
    expect(r.stdout).toContain('colour 2: 0-4 1-5 2-6 3-7');
    expect(r.stdout).toMatch(/rank +0 \(0,0,0\): 1 2 4/);
    const svg = join(dir, 'topology-hypercube-3.svg');
    expect(existsSync(svg)).toBe(true);
    const marks = markCounts(readSvg(svg));
    expect(marks.get('symbol')).toBe(8);
    expect(marks.get('rule')).toBe(12);
  });

  it('draws a ring and a chain with one line per link; --no-out writes nothing', () => {
    const dir = tempDir();
    for (const [shape, links] of [
      ['ring:5', 5],
      ['chain:4', 3],
    ] as const) {
      const t = meshworkJson<TopoJson>(['topo', shape, '--out', `${shape.replace(':', '-')}.svg`], dir);
      expect(t.edges).toBe(links);
      expect(markCounts(readSvg(t.svg)).get('rule')).toBe(links);
    }
    const none = meshworkJson<TopoJson>(['topo', 'mesh:2x2', '--no-out'], tempDir());
    expect(none.svg).toBeUndefined();
  });
});
