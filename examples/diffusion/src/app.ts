/** The diffusion app: its options, its run side by side with the sequential reference, its figures. */
import {
  choice,
  clusterSide,
  defineApp,
  int,
  meshFor,
  moduleUrl,
  num,
  runFigures,
  sameArray,
  sideBySide,
  summarizeReports,
  text,
  usageErrors,
} from '@meshwork/harness';
import { ensureFileTarget, parseTopology } from '@meshwork/runtime';
import { DIFFUSION_BENCH } from './bench-options.ts';
import { generateImage, readPng, writePng } from './image.ts';
import { diffusionPaper } from './paper.ts';
import { DEFAULT_MAX_PIXELS } from './png-check.ts';
import { type DiffusionProgramOptions, type DiffusionRankResult, procDimsFor } from './program.ts';
import { balancingChoice, checkRunConfig, sharedPixels } from './run.ts';
import { type Conductance, DEFAULT_PARAMS, type DiffusionParams, diffuseSequential, type GreyImage, type ValueType } from './sequential.ts';

/** Details of a diffusion run's report. */
export interface DiffusionDetails {
  readonly rows: number;
  readonly cols: number;
  readonly iterations: number;
  readonly converged: boolean;
  readonly finalCuts: unknown;
}

/** The module every rank imports. */
const PROGRAM = moduleUrl(import.meta.url, 'program');

/** `meshwork run diffusion`: edge-directed (Perona-Malik) diffusion of a grey image. */
export const diffusionApp = defineApp({
  name: 'diffusion',
  summary:
    'edge-directed diffusion of a grey image with an active-pixel worklist on mesh tiles, balanced by SDLB, bit-identical to sequential',
  defaultBalancer: 'sdlb',
  replay: {
    // replay and advise run each balancer with the option block a run on the recorded tiles gives it
    balancerOptions(name, { decomposition: d }) {
      if (d === undefined || d.shape.length !== 2) return undefined;
      const shape = [d.shape[0], d.shape[1]] as [number, number];
      return balancingChoice(name, { every: 1, shape, procDims: [d.procDims[0], d.procDims[1]] as [number, number] }).balancerOptions;
    },
  },
  topologyKinds: ['mesh', 'torus', 'chain', 'ring', 'hypercube'],
  topologyFor: meshFor,
  programUrl: PROGRAM,
  checkpoints: true,
  options: {
    image: text('grey PNG image (default: a generated one)', { arg: '<file.png>' }),
    maxPixels: int(`largest --image accepted, in pixels (default ${DEFAULT_MAX_PIXELS}, 4096x4096)`, { min: 1 }),
    size: int('generated image side', { min: 4, max: 8192, default: 512, quick: 64 }),
    seed: int('generator seed', { min: 0, default: 1 }),
    maxIterations: int('stop after this many iterations', { min: 1, default: DEFAULT_PARAMS.maxIterations, quick: 40 }),
    K: num('edge threshold K of the conductance', { min: 0, default: DEFAULT_PARAMS.K }),
    lambda: num('time step lambda, in (0, 0.25]', { min: 0, default: DEFAULT_PARAMS.lambda }),
    epsilon: num('stop when no pixel changes by more than epsilon', { min: 0, default: DEFAULT_PARAMS.epsilon }),
    conductance: choice<Conductance>('conductance function', ['rational', 'exponential'], { default: DEFAULT_PARAMS.conductance }),
    dtype: choice<ValueType>('pixel value type', ['float64', 'float32'], { default: DEFAULT_PARAMS.dtype }),
    out: text('write the diffused image (PNG)', { arg: '<file.png>' }),
    loads: choice(
      "the balancer's loads: time (each iteration's measured ms of the rank's diffuse phase, spread over its rows and columns by their active pixels) or work (active pixels, the papers' units; deterministic)",
      ['time', 'work'] as const,
      { default: 'time' },
    ),
  },
  prepare(s, o) {
    // The output path before any run (its folder created): an impossible one is MW_PATH at once.
    const out = o.out === undefined ? undefined : ensureFileTarget(o.out, { what: '--out' });
    if (o.maxPixels !== undefined && o.image === undefined) throw usageErrors.goesWith('--max-pixels', '--image');
    const image: GreyImage =
      o.image !== undefined
        ? readPng(o.image, { maxPixels: o.maxPixels ?? DEFAULT_MAX_PIXELS })
        : generateImage({ rows: o.size, cols: o.size, seed: o.seed });
    const source = o.image ?? `generated ${o.size}x${o.size} image (seed ${o.seed})`;
    const params: DiffusionParams = {
      K: o.K,
      lambda: o.lambda,
      epsilon: o.epsilon,
      maxIterations: o.maxIterations,
      conductance: o.conductance,
      dtype: o.dtype,
    };
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
      loads: o.loads,
    };
    return sideBySide({
      parallel: clusterSide<DiffusionRankResult>({
        cluster: { topology: s.topology, spin: s.spin },
        programUrl: PROGRAM,
        ...(s.runOptions === undefined ? {} : { runOptions: s.runOptions }),
        options,
        // the whole run, balances included: the timed runs find every path compiled
        warmup: { ...options, gather: false },
        ms: (run) => run.results[0]?.computeMs ?? Number.NaN,
      }),
      sequential: () => diffuseSequential(image, params),
      warmupSequential: () => diffuseSequential(image, params),
      verify: (run, ref) => {
        const r0 = run.results[0];
        return r0?.iterations === ref.iterations && sameArray(r0.field, ref.data);
      },
      figures(run, ref) {
        const files: string[] = [];
        if (out !== undefined) {
          writePng(out, { rows: image.rows, cols: image.cols, data: ref.data });
          files.push(out);
        }
        const r0 = run.results[0];
        const details: DiffusionDetails = {
          rows: image.rows,
          cols: image.cols,
          iterations: ref.iterations,
          converged: ref.converged,
          finalCuts: r0?.cuts,
        };
        return {
          result: `${source}: ${ref.iterations} iterations${ref.converged ? ' (fixed point)' : ''}, checksum ${r0?.checksum}`,
          ...runFigures(run),
          balance: b.policy === 'never' ? undefined : summarizeReports(r0?.reports ?? []),
          files,
          details,
        };
      },
    });
  },
  paper: diffusionPaper,
  bench: DIFFUSION_BENCH,
  benchCases: (quick) => [
    { label: 'static', ranks: 4, balancer: 'static', ...(quick ? { options: { size: 96 } } : {}) },
    { label: 'sdlb every 1', ranks: 4, balancer: 'sdlb', every: 1, ...(quick ? { options: { size: 96 } } : {}) },
  ],
});
