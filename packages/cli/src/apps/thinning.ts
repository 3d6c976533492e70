/** `meshwork run thinning`: HSCP thinning of a binary image (examples/thinning), row strips on a chain. */
import { resolve } from 'node:path';
import {
  type BinaryImage,
  checkFits,
  defaultBalancerOptions,
  GENERATORS,
  type GeneratorKind,
  generate,
  type LoadMeasure,
  readImage,
  sameImage,
  type ThinningProgramOptions,
  type ThinningRankResult,
  type ThinningResult,
  thinSequential,
  writePbm,
} from '@meshwork/example-thinning';
import { Option } from 'commander';
import { intArg, sizeOption } from '../args.js';
import { summarizeReports } from '../harness/balance-summary.js';
import { exampleProgramUrl } from '../harness/program-url.js';
import { sideBySide } from '../harness/side-by-side.js';
import { runFigures } from './common.js';
import type { AppAdapter } from './types.js';

export const thinning: AppAdapter = {
  name: 'thinning',
  summary: 'HSCP thinning of binary images to skeletons in row strips on a chain, balanced by GDE/SDLB, bit-identical to sequential',
  defaultBalancer: 'gde',
  topologyKinds: ['chain', 'ring'],
  topologyFor: (ranks) => `chain:${ranks}`,
  addOptions(cmd) {
    cmd
      .option('--image <file>', 'netpbm image (PBM/PGM/PPM); object = dark pixels')
      .addOption(new Option('--generate <kind>', 'seeded image instead of --image').choices([...GENERATORS]).default('body'))
      .addOption(sizeOption('--size <n|WxH>', 'generated image width x height', [2048, 2048]))
      .option('--seed <n>', 'generator seed', intArg(0), 1)
      .addOption(
        new Option('--load <measure>', 'load per row: pixels to process or measured time').choices(['pixels', 'time']).default('pixels'),
      )
      .option('--out <file>', 'write the thinned image (raw PBM)');
  },
  async run(s, o) {
    let image: BinaryImage;
    let label: string;
    if (o.image !== undefined) {
      image = readImage(o.image as string);
      label = o.image as string;
    } else {
      const [width, height] = o.size as [number, number];
      image = generate({ kind: o.generate as GeneratorKind, width, height, seed: o.seed as number });
      label = `generated ${o.generate as string} ${width}x${height} (seed ${o.seed as number})`;
    }
    checkFits(image, s.ranks);
    const load = o.load as LoadMeasure;
    const b = s.balancing;
    const options: ThinningProgramOptions = {
      image: { kind: 'data', width: image.width, height: image.height, data: image.data },
      storage: s.storage,
      balancer: b.balancer,
      balancerOptions: b.balancerOptions ?? defaultBalancerOptions(b.balancer, load),
      policy: b.policy,
      policyOptions: b.policyOptions,
      load,
      edges: 'exchange',
      gather: true,
      ...(s.record === true ? { record: true } : {}),
    };
    const r = await sideBySide<ThinningRankResult, ThinningResult>({
      cluster: { topology: s.topology, spin: s.spin, waitTimeoutMs: 120_000 },
      programUrl: exampleProgramUrl(import.meta.resolve('@meshwork/example-thinning')),
      options,
      // the whole run, balances included: the timed runs find every path compiled
      warmup: { ...options, gather: false },
      repeat: s.repeat,
      progress: s.progress,
      sequential: () => thinSequential(image),
      warmupSequential: () => thinSequential(image),
      parallelMs: (run) => Math.max(...run.results.map((x) => x.totalMs)),
      verify: (run, ref) => {
        const r0 = run.results[0];
        const got = r0?.image;
        return got !== undefined && r0?.iterations === ref.iterations && sameImage({ ...image, data: got }, ref.image);
      },
    });
    const files: string[] = [];
    if (o.out !== undefined) {
      const path = resolve(o.out as string);
      writePbm(path, r.reference.image);
      files.push(path);
    }
    const ones = r.reference.ones;
    const reports = r.last.results[0]?.reports ?? [];
    return {
      result: `${label}: ${ones[0] ?? 0} -> ${ones[ones.length - 1] ?? 0} pixels in ${r.reference.iterations} iterations`,
      correct: r.correct,
      sequentialMs: r.sequentialMs,
      parallelMs: r.parallelMs,
      ...runFigures(r.last),
      balance: b.policy === 'never' ? undefined : summarizeReports(reports),
      files,
      details: {
        width: image.width,
        height: image.height,
        iterations: r.reference.iterations,
        pixelsBefore: ones[0],
        pixelsAfter: ones[ones.length - 1],
      },
    };
  },
};
