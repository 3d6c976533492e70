/**
 * Thinning: Meshwork's program (chain, static row strips, distributed and shared storage; and GDE
 * under the adaptive policy, the wall suite's balanced case) against the peer with the same static
 * strips, both SharedArrayBuffer images and one barrier per pass; the example's sequential
 * reference (itself a plain loop over the kernels) for the speedups.
 */
import {
  defaultBalancerOptions,
  generate,
  type ThinningProgramOptions,
  type ThinningRankResult,
  thinSequential,
} from '@meshwork/example-thinning';
import { type GroupResult, type GroupSettings, sameArray } from './group.ts';
import { exampleProgramUrl, MeshworkSides } from './meshwork.ts';
import { PEER, peerSide, programSide, referenceSide, stripGroup } from './sides.ts';
import { ThinningPeer } from './thinning-peer.ts';

export async function thinningGroup(g: GroupSettings): Promise<GroupResult> {
  const size = g.quick ? 256 : 2048;
  const img = generate({ kind: 'body', width: size, height: size, seed: 1 });
  const ref = thinSequential(img);
  const warmPasses = 2;
  // the image in shared memory for the ranks too (the peer's host fills its own buffers)
  const data = new Uint8Array(new SharedArrayBuffer(img.data.length));
  data.set(img.data);
  const mw = new MeshworkSides(`chain:${g.threads}`, exampleProgramUrl(import.meta.resolve('@meshwork/example-thinning')), g.execArgv);
  const peer = new ThinningPeer(g.threads, g.spin, g.execArgv);
  // the app's options (`meshwork run thinning`, the wall suite): pixel loads, edge rows computed locally
  const options = (storage: ThinningProgramOptions['storage'], balanced: boolean): ThinningProgramOptions => {
    const balancer = balanced ? 'gde' : 'static';
    return {
      image: { kind: 'data', width: size, height: size, data },
      storage,
      balancer,
      balancerOptions: defaultBalancerOptions(balancer, 'pixels'),
      policy: balanced ? 'adaptive' : 'never',
      load: 'pixels',
      edges: 'local',
      gather: true,
    };
  };
  return stripGroup(g, {
    id: 'thinning',
    title: `thinning body ${size}x${size} (seed 1), ${ref.iterations} passes, ${g.threads} threads, static row strips`,
    balanced: 'meshwork gde adaptive',
    meshwork: (name, storage, balanced) =>
      programSide<ThinningRankResult>(
        mw.side(name),
        name,
        options(storage, balanced),
        { ...options(storage, balanced), gather: false, maxIterations: warmPasses },
        (rs) => rs[0]?.totalMs ?? Number.NaN,
        (rs) => rs[0]?.iterations === ref.iterations && sameArray(rs[0].image, ref.image.data),
      ),
    peer: peerSide(
      PEER,
      () => peer.run(img, warmPasses),
      () => peer.run(img),
      (r) => r.iterations === ref.iterations && sameArray(r.data, ref.image.data),
    ),
    reference: referenceSide(
      'sequential reference',
      () => thinSequential(img, { maxIterations: warmPasses }),
      () => thinSequential(img),
      (r) => r.iterations === ref.iterations && sameArray(r.image.data, ref.image.data),
    ),
    close: () => Promise.all([mw.close(), peer.close()]),
  });
}
