/** `meshwork run diffusion`: edge-directed (Perona-Malik) diffusion of a grey image (examples/diffusion). */
import { resolve } from 'node:path';
import {
  balancingChoice,
  checkRunConfig,
  DEFAULT_MAX_PIXELS,
  DEFAULT_PARAMS,
  type DiffusionProgramOptions,
  type DiffusionRankResult,
  type DiffusionResult,
  diffuseSequential,
  type GreyImage,
  generateImage,
  procDimsFor,
  readPng,
  sharedPixels,
  writePng,
} from '@meshwork/example-diffusion';
import { parseTopology } from '@meshwork/runtime';
import { intArg } from '../args.js';
import { UsageError } from '../errors.js';
import { summarizeReports } from '../harness/balance-summary.js';
import { exampleProgramUrl } from '../harness/program-url.js';
import { sideBySide } from '../harness/side-by-side.js';
import { meshFor, runFigures, sameArray } from './common.js';
import type { AppAdapter } from './types.js';

export const diffusion: AppAdapter = {
  name: 'diffusion',
  summary:
    'edge-directed diffusion of a grey image with an active-pixel worklist on mesh tiles, balanced by SDLB, bit-identical to sequential',
  defaultBalancer: 'sdlb',
  topologyKinds: ['mesh', 'torus', 'chain', 'ring', 'hypercube'],
  topologyFor: meshFor,
  addOptions(cmd) {
    cmd
      .option('--image <file.png>', 'grey PNG image (default: a generated one)')
      .option('--max-pixels <n>', `largest --image accepted, in pixels (default ${DEFAULT_MAX_PIXELS}, 4096x4096)`, intArg(1))
      .option('--size <n>', 'generated image side', intArg(4, 8192), 512)
      .option('--seed <n>', 'generator seed', intArg(0), 1)
      .option('--max-iterations <n>', 'stop after this many iterations', intArg(1), DEFAULT_PARAMS.maxIterations)
      .option('--out <file.png>', 'write the diffused image (PNG)');
  },
  async run(s, o) {
    if (o.maxPixels !== undefined && o.image === undefined) throw new UsageError('--max-pixels goes with --image');
    const image: GreyImage =
      o.image !== undefined
        ? readPng(o.image as string, { maxPixels: (o.maxPixels as number | undefined) ?? DEFAULT_MAX_PIXELS })
        : generateImage({ rows: o.size as number, cols: o.size as number, seed: o.seed as number });
    const source =
      o.image !== undefined ? (o.image as string) : `generated ${o.size as number}x${o.size as number} image (seed ${o.seed as number})`;
    const params = { ...DEFAULT_PARAMS, maxIterations: o.maxIterations as number };
    const b = s.balancing;
    // The example's preset options for its balancers (sdlb: k-D on every decomposed axis).
    const preset = balancingChoice(b.balancer, {
      every: 1,
      shape: [image.rows, image.cols],
      procDims: procDimsFor(parseTopology(s.topology)),
    });
    const balancing = { ...b, balancerOptions: b.balancerOptions ?? preset.balancerOptions };
    checkRunConfig({ image, topology: s.topology, params, balancing: { ...balancing, label: b.label } });
    const options: DiffusionProgramOptions = {
      rows: image.rows,
      cols: image.cols,
      pixels: sharedPixels(image),
      params,
      storage: s.storage,
      balancer: balancing.balancer,
      balancerOptions: balancing.balancerOptions,
      policy: balancing.policy,
      policyOptions: balancing.policyOptions,
      gather: true,
      ...(s.record === true ? { record: true } : {}),
    };
    const r = await sideBySide<DiffusionRankResult, DiffusionResult>({
      cluster: { topology: s.topology, spin: s.spin },
      programUrl: exampleProgramUrl(import.meta.resolve('@meshwork/example-diffusion')),
      options,
      // the whole run, balances included: the timed runs find every path compiled
      warmup: { ...options, gather: false },
      repeat: s.repeat,
      progress: s.progress,
      sequential: () => diffuseSequential(image, params),
      warmupSequential: () => diffuseSequential(image, params),
      parallelMs: (run) => run.results[0]?.computeMs ?? Number.NaN,
      verify: (run, ref) => {
        const r0 = run.results[0];
        return r0?.iterations === ref.iterations && sameArray(r0.field, ref.data);
      },
    });
    const files: string[] = [];
    if (o.out !== undefined) {
      const path = resolve(o.out as string);
      writePng(path, { rows: image.rows, cols: image.cols, data: r.reference.data });
      files.push(path);
    }
    const r0 = r.last.results[0];
    return {
      result: `${source}: ${r.reference.iterations} iterations${r.reference.converged ? ' (fixed point)' : ''}, checksum ${r0?.checksum}`,
      correct: r.correct,
      sequentialMs: r.sequentialMs,
      parallelMs: r.parallelMs,
      ...runFigures(r.last),
      balance: b.policy === 'never' ? undefined : summarizeReports(r0?.reports ?? []),
      files,
      details: {
        rows: image.rows,
        cols: image.cols,
        iterations: r.reference.iterations,
        converged: r.reference.converged,
        finalCuts: r0?.cuts,
      },
    };
  },
};
