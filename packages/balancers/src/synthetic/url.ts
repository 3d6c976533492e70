/** Where the synthetic program module lives (compiled `.js`, or `.ts` when running from sources). */
export function syntheticProgramUrl(): URL {
  const ext = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  return new URL(`./program.${ext}`, import.meta.url);
}
