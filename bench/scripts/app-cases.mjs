/**
 * The app cases the side-by-side scripts run (ab-app.mjs, v8-churn.mjs), each built from a given
 * checkout's programs: topology, program URL, options and the rank-side time of a run.
 *
 *   const c = await appCase('/path/to/checkout', 'thinning-gde');
 */
import { pathToFileURL } from 'node:url';

const imp = (tree, p) => import(pathToFileURL(`${tree}/${p}`).href);
const url = (tree, p) => pathToFileURL(`${tree}/${p}`);
/** The slowest rank's compute ms (programs that report `computeMs`). */
const slowest = (r) => Math.max(...r.results.map((x) => x.computeMs));

async function thinning(tree, balanced, load = 'pixels') {
  const th = await imp(tree, 'examples/thinning/dist/index.js');
  const size = 2048;
  const img = th.generate({ kind: 'body', width: size, height: size, seed: 1 });
  const data = new Uint8Array(new SharedArrayBuffer(img.data.length));
  data.set(img.data);
  const b = balanced ? 'gde' : 'static';
  return {
    topology: 'chain:2',
    url: url(tree, 'examples/thinning/dist/program.js'),
    options: {
      image: { kind: 'data', width: size, height: size, data },
      storage: 'distributed',
      balancer: b,
      balancerOptions: th.defaultBalancerOptions(b, load),
      policy: balanced ? 'adaptive' : 'never',
      load,
      edges: 'local',
      gather: false,
    },
    ms: (r) => r.results[0].totalMs,
  };
}

async function diffusion(tree, balanced) {
  const d = await imp(tree, 'examples/diffusion/dist/index.js');
  const size = 512;
  const pixels = d.sharedPixels(d.generateImage({ rows: size, cols: size, seed: 1 }));
  const sdlb = d.balancingChoice('sdlb', { every: 1, shape: [size, size], procDims: [2, 1] });
  return {
    topology: 'mesh:2x1',
    url: url(tree, 'examples/diffusion/dist/program.js'),
    options: {
      rows: size,
      cols: size,
      pixels,
      params: { ...d.DEFAULT_PARAMS, maxIterations: 60 },
      storage: 'distributed',
      ...(balanced
        ? { balancer: sdlb.balancer, balancerOptions: sdlb.balancerOptions, policy: 'adaptive' }
        : { balancer: 'static', policy: 'never' }),
      gather: false,
    },
    ms: slowest,
  };
}

async function wator(tree, balanced, loads = 'work') {
  const w = await imp(tree, 'examples/wator/dist/index.js');
  return {
    topology: 'ring:2',
    url: url(tree, 'examples/wator/dist/program.js'),
    options: {
      ...w.DEFAULTS,
      rows: 512,
      cols: 512,
      storage: 'distributed',
      gather: false,
      ...(balanced ? { balancer: 'gde', policy: 'adaptive', loads } : {}),
    },
    ms: slowest,
  };
}

function stencil(tree, storage) {
  return {
    topology: 'chain:2',
    url: url(tree, 'examples/stencil/dist/program.js'),
    options: { rows: 1024, cols: 1024, iterations: 200, seed: 1, boundary: 1, storage, gather: false },
    ms: slowest,
  };
}

const CASES = {
  'thinning-static': (tree) => thinning(tree, false),
  'thinning-gde': (tree) => thinning(tree, true),
  // on measured time (the app's default load): what `meshwork run thinning` does
  'thinning-gde-time': (tree) => thinning(tree, true, 'time'),
  stencil: (tree) => stencil(tree, 'distributed'),
  'stencil-shared': (tree) => stencil(tree, 'shared'),
  'diffusion-static': (tree) => diffusion(tree, false),
  'diffusion-sdlb': (tree) => diffusion(tree, true),
  'wator-static': (tree) => wator(tree, false),
  'wator-gde': (tree) => wator(tree, true),
  // on measured time: what `meshwork run wator` does
  'wator-gde-time': (tree) => wator(tree, true, 'time'),
};

/** The names of the cases. */
export const APP_CASES = Object.keys(CASES);

/**
 * Case `name` built from checkout `tree`'s programs. A balanced case with `-every1` appended
 * balances after every phase (policy `every`, k = 1): what a balance costs, many times per run.
 */
export async function appCase(tree, name) {
  const every1 = name.endsWith('-every1');
  const make = CASES[every1 ? name.slice(0, -'-every1'.length) : name];
  if (make === undefined || (every1 && name.includes('static'))) {
    throw new Error(`unknown case ${name}; cases: ${APP_CASES.join(', ')} (a balanced one also with -every1)`);
  }
  const c = await make(tree);
  return every1 ? { ...c, options: { ...c.options, policy: 'every', policyOptions: { k: 1 } } } : c;
}
