/**
 * Placement of ranks on host processes: contiguous blocks following the topology (rows of a
 * mesh, subcubes of a hypercube, pieces of a chain or ring), with exact counts of the links that
 * cross hosts, and a typed error for more hosts than ranks.
 */
import { describe, expect, it } from 'vitest';
import { placeRanks } from '../src/hosts/placement.ts';
import { ErrorCodes, MeshworkError, parseTopology } from '../src/index.ts';

describe('placeRanks', () => {
  it.each([
    ['mesh:4x4', 2, 4, 24],
    ['mesh:4x4', 4, 12, 24],
    ['torus:4x4', 2, 8, 32],
    ['hypercube:3', 2, 4, 12],
    ['hypercube:3', 4, 8, 12],
    ['hypercube:4', 2, 8, 32],
    ['chain:8', 2, 1, 7],
    ['ring:8', 2, 2, 8],
    ['ring:8', 4, 4, 8],
    ['mesh:2x2', 1, 0, 4],
    ['mesh:2x2', 4, 4, 4],
  ])('%s on %i hosts cuts %i of %i links', (spec, hosts, cut, edges) => {
    const p = placeRanks(parseTopology(spec), hosts);
    expect(p.crossEdges).toBe(cut);
    expect(p.edges).toBe(edges);
    expect(p.ranksOf.flat()).toEqual(Array.from({ length: p.hostOf.length }, (_, r) => r));
    for (const [h, ranks] of p.ranksOf.entries()) for (const r of ranks) expect(p.hostOf[r]).toBe(h);
  });

  it('blocks are whole rows of a mesh and subcubes of a hypercube', () => {
    expect(placeRanks(parseTopology('mesh:4x4'), 2).ranksOf).toEqual([
      [0, 1, 2, 3, 4, 5, 6, 7],
      [8, 9, 10, 11, 12, 13, 14, 15],
    ]);
    expect(placeRanks(parseTopology('hypercube:3'), 4).ranksOf).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
    ]);
    expect(placeRanks(parseTopology('chain:5'), 2).ranksOf).toEqual([
      [0, 1],
      [2, 3, 4],
    ]);
  });

  it('describes itself in one line', () => {
    expect(placeRanks(parseTopology('mesh:4x4'), 2).describe).toBe(
      'mesh(4x4) on 2 hosts: host 0 ranks 0-7, host 1 ranks 8-15; 4 of 24 links cross hosts',
    );
  });

  it.each([0, 5, 1.5, Number.NaN])('refuses %s hosts for 4 ranks', (hosts) => {
    let caught: unknown;
    try {
      placeRanks(parseTopology('ring:4'), hosts);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(MeshworkError);
    expect((caught as MeshworkError).code).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect((caught as MeshworkError).message).toContain('[1, 4]');
  });
});
