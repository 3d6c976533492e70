/**
 * The charts' colours. Categories (topology edge colours, the two sides of `--compare`) take the
 * Okabe-Ito palette, which stays distinguishable under the common colour-vision deficiencies;
 * the load heatmap takes a fixed blue - grey - orange scale around a fair share.
 */

/** Okabe & Ito (2008), "Color Universal Design": orange, sky blue, bluish green, yellow, blue, vermillion, reddish purple, black. */
export const OKABE_ITO: readonly string[] = ['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7', '#000000'];

/**
 * Categories past the eighth (a torus of three axes and more has up to 12 edge colours): dark
 * colours of Paul Tol's palettes, each far from every Okabe-Ito colour (the palette test checks
 * every pair by CIE76 colour difference).
 */
const EXTRA: readonly string[] = ['#882255', '#999933', '#8C564B', '#7F7F7F'];

/** The first `n` category colours (at most 12). */
export function categoryColours(n: number): string[] {
  const all = [...OKABE_ITO, ...EXTRA];
  return all.slice(0, Math.max(0, Math.min(n, all.length)));
}

/** Most categories with a colour of their own. */
export const MAX_CATEGORY_COLOURS = OKABE_ITO.length + EXTRA.length;

/** Load / mean of the heatmap: below, at and above a fair share. */
export const HEAT_LOW = '#2166AC';
export const HEAT_NEUTRAL = '#EEEEEE';
export const HEAT_HIGH = '#D55E00';

/** The heatmap's fixed domain of load / mean: a fair share in the middle, clamped outside. */
export const HEAT_DOMAIN: readonly [number, number, number] = [0.5, 1, 1.5];

/** Colour of the balance markers. */
export const MARKER = '#333333';
