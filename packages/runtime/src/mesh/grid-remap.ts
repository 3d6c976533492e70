/**
 * A grid's remap (./grid.ts): every rank agrees on the new cut points, then shared storage only
 * moves the cuts while distributed storage sends each part of its old tile that another rank now
 * owns, keeps what it still owns (where it is, when only the tile's start and end along the first
 * axis moved and the buffer holds the new tile: `RankGrid.shiftStorage`; otherwise copied into
 * the spare storage of the last remap: double buffering), and receives the rest. Also the bytes a
 * remap would send, from the decompositions alone.
 */
import { ctorOf } from '../comm/dtype.ts';
import { agreeOnCuts } from './agreement.ts';
import { type Box, type Decomposition, intersect, tileBox, volume } from './decomposition.ts';
import type { RankGrid } from './grid.ts';
import type { GridEnv, RemapStats } from './grid-options.ts';
import { copyBox, packBoxInto, unpackBox } from './strided.ts';

/**
 * Collective: agree on the cut points `make` computes (every rank takes part even when its
 * request is invalid, so the error is collective), then move the tiles. `agreed`: `make` returns
 * cuts every rank already agreed on (the agreement round is skipped).
 */
export function adoptCuts(g: RankGrid, env: GridEnv, make: () => number[][], agreed: boolean): RemapStats {
  const next = agreed ? make() : agreeOnCuts(env.commShm, 'remap cuts', make);
  const old = g.decomposition;
  const oldTile = g.tile;
  const newDecomp: Decomposition = { shape: g.shape, procDims: g.procDims, cuts: next };
  const newTile = tileBox(newDecomp, g.procCoords);
  g.stats.remaps++;
  // Same cuts on every rank (agreed above): nothing moves, keep the storage as it is.
  if (old.cuts.every((c, a) => c.every((x, i) => x === (next[a] as number[])[i]))) {
    return { elementsSent: 0, bytesSent: 0, elementsReceived: 0 };
  }
  if (g.storage === 'shared') {
    g.decomposition = newDecomp;
    g.tile = newTile;
    g.extent = newTile.hi.map((h, a) => h - (newTile.lo[a] as number));
    g.placeOrigin();
    // Ownership moves; no bytes do.
    return {
      elementsSent: volume(oldTile) - retained(oldTile, newTile),
      bytesSent: 0,
      elementsReceived: volume(newTile) - retained(oldTile, newTile),
    };
  }
  const size = env.topology.size;
  const links = env.links;
  const oldData = g.data;
  const oldStrides = g.strides;
  const oldAt = (c: readonly number[]) => c.map((v, a) => v - (oldTile.lo[a] as number) + g.halo[a]![0]);
  let elementsSent = 0;
  let bytesSent = 0;
  for (let r = 0; r < size; r++) {
    if (r === env.rank) continue;
    const box = intersect(oldTile, tileBox(newDecomp, g.procOf(r)));
    if (box === undefined) continue;
    const ext = box.hi.map((h, a) => h - (box.lo[a] as number));
    // sendTo has copied the message into the link when it returns: the scratch is free again
    const packed = packBoxInto(g.scratchOf(volume(box)), oldData, oldStrides, oldAt(box.lo), ext);
    elementsSent += packed.length;
    bytesSent += packed.length * packed.BYTES_PER_ELEMENT;
    links.sendTo(r, packed);
  }
  g.decomposition = newDecomp;
  g.tile = newTile;
  g.extent = newTile.hi.map((h, a) => h - (newTile.lo[a] as number));
  const keep = intersect(oldTile, newTile);
  // the kept cells stay in place when the buffer holds the new tile (row strips); otherwise the
  // spare storage of the last remap takes the new tile and the old storage becomes the spare
  const inPlace = keep !== undefined && g.shiftStorage(oldTile, oldData);
  if (!inPlace) {
    g.data = g.localStorage(g.spare, true);
    g.spare = oldData;
  }
  if (keep !== undefined && !inPlace) {
    const ext = keep.hi.map((h, a) => h - (keep.lo[a] as number));
    copyBox(oldData, oldStrides, oldAt(keep.lo), g.data, g.strides, g.storageAt(keep.lo), ext);
  }
  let elementsReceived = 0;
  for (let r = 0; r < size; r++) {
    if (r === env.rank) continue;
    const box = intersect(tileBox(old, g.procOf(r)), newTile);
    if (box === undefined) continue;
    const ext = box.hi.map((h, a) => h - (box.lo[a] as number));
    const buf = g.scratchOf(volume(box));
    links.recvInto(r, buf);
    unpackBox(g.data, g.strides, g.storageAt(box.lo), ext, buf);
    elementsReceived += buf.length;
  }
  g.stats.elementsSent += elementsSent;
  g.stats.bytesSent += bytesSent;
  return { elementsSent, bytesSent, elementsReceived };
}

/**
 * Bytes all ranks together send to remap to `cuts` (0 for shared storage), computed from the
 * decompositions alone (every rank gets the same figure without communicating).
 */
export function remapBytesOf(g: RankGrid, env: GridEnv, cuts: readonly (readonly number[])[]): number {
  if (g.storage === 'shared') return 0;
  const next: Decomposition = { shape: g.shape, procDims: g.procDims, cuts };
  let elements = 0;
  for (let r = 0; r < env.topology.size; r++) {
    const pc = g.procOf(r);
    const old = tileBox(g.decomposition, pc);
    elements += volume(old) - retained(old, tileBox(next, pc));
  }
  return elements * ctorOf(g.dtype).BYTES_PER_ELEMENT;
}

function retained(a: Box, b: Box): number {
  const x = intersect(a, b);
  return x === undefined ? 0 : volume(x);
}
