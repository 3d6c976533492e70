/**
 * Diffusion: Meshwork's program (row strips: mesh:Px1, what `meshFor` gives 2 ranks; distributed
 * and shared storage, and SDLB under the adaptive policy, the wall suite's balanced case) against
 * the peer with the same static strips, both value buffers in SharedArrayBuffers and one barrier
 * per iteration; the example's sequential reference (a plain loop over the kernels) for the speedups.
 */
import {
  balancingChoice,
  checksumOf,
  DEFAULT_PARAMS,
  type DiffusionProgramOptions,
  type DiffusionRankResult,
  diffuseSequential,
  generateImage,
  sharedPixels,
} from '@meshwork/example-diffusion';
import { DiffusionPeer } from './diffusion-peer.ts';
import { type GroupResult, type GroupSettings, sameArray } from './group.ts';
import { exampleProgramUrl, MeshworkSides } from './meshwork.ts';
import { PEER, peerSide, programSide, referenceSide, stripGroup } from './sides.ts';

export async function diffusionGroup(g: GroupSettings): Promise<GroupResult> {
  const size = g.quick ? 128 : 512;
  const image = generateImage({ rows: size, cols: size, seed: 1 });
  const params = { ...DEFAULT_PARAMS, maxIterations: g.quick ? 20 : 60 };
  const warm = { ...params, maxIterations: 2 };
  const ref = diffuseSequential(image, params);
  const checksum = checksumOf(ref.data);
  const pixels = sharedPixels(image);
  const mw = new MeshworkSides(`mesh:${g.threads}x1`, exampleProgramUrl(import.meta.resolve('@meshwork/example-diffusion')), g.execArgv);
  const peer = new DiffusionPeer(g.threads, g.spin, g.execArgv);
  // the app's preset for sdlb (k-D on every decomposed axis), as `meshwork run diffusion` builds it
  const sdlb = balancingChoice('sdlb', { every: 1, shape: [size, size], procDims: [g.threads, 1] });
  const options = (storage: DiffusionProgramOptions['storage'], balanced: boolean, p: typeof params): DiffusionProgramOptions => ({
    rows: size,
    cols: size,
    pixels,
    params: p,
    storage,
    ...(balanced
      ? { balancer: sdlb.balancer, balancerOptions: sdlb.balancerOptions, policy: 'adaptive' }
      : { balancer: 'static', policy: 'never' }),
    gather: false,
  });
  return stripGroup(g, {
    id: 'diffusion',
    title: `diffusion ${size}x${size} (seed 1), ${ref.iterations} iterations, ${g.threads} threads, static row strips`,
    balanced: 'meshwork sdlb adaptive',
    meshwork: (name, storage, balanced) =>
      programSide<DiffusionRankResult>(
        mw.side(name),
        name,
        options(storage, balanced, params),
        options(storage, balanced, warm),
        (rs) => rs[0]?.computeMs ?? Number.NaN,
        (rs) =>
          rs[0]?.iterations === ref.iterations &&
          rs[0].checksum === checksum &&
          sameArray(rs[0].changedPerIteration, ref.changedPerIteration),
      ),
    peer: peerSide(
      PEER,
      () => peer.run(image, warm),
      () => peer.run(image, params),
      (r) => r.iterations === ref.iterations && sameArray(r.data, ref.data),
    ),
    reference: referenceSide(
      'sequential reference',
      () => diffuseSequential(image, warm),
      () => diffuseSequential(image, params),
      (r) => r.iterations === ref.iterations && sameArray(r.data, ref.data),
    ),
    close: () => Promise.all([mw.close(), peer.close()]),
  });
}
