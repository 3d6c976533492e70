import { countOnes, holes, isSubset, objectComponents, thinness } from '../src/analysis.js';
import { GENERATORS, generate } from '../src/images.js';
import { thinSequential } from '../src/sequential.js';

for (const kind of GENERATORS)
  for (const seed of [1, 2, 3])
    for (const size of [64, 200]) {
      const img = generate({ kind, width: size, height: Math.round(size * 0.8), seed });
      const t0 = performance.now();
      const r = thinSequential(img);
      const ms = performance.now() - t0;
      const again = thinSequential(r.image);
      console.log(
        kind,
        seed,
        size,
        'ones',
        countOnes(img),
        '->',
        countOnes(r.image),
        'it',
        r.iterations,
        'comp',
        objectComponents(img),
        objectComponents(r.image),
        'holes',
        holes(img),
        holes(r.image),
        'subset',
        isSubset(r.image, img),
        'idem',
        again.removed[0],
        JSON.stringify(thinness(r.image)),
        ms.toFixed(1) + 'ms',
      );
    }
