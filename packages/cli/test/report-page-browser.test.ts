/**
 * The report page in a real browser: headless Chromium (Debian `chromium`; missing, the test fails
 * and says to install it) opens the page of `meshwork report --html` and of `meshwork run ...
 * --charts`, and the test checks there are no console errors, that the charts' elements are there
 * (a heatmap cell per step and rank, the balances marked, a bar per rank), that hovering a cell
 * shows its values, that the timeline link points at the file, and that the screenshot is not blank.
 * MESHWORK_SCREENSHOT_DIR=folder keeps the screenshots there (to look at them).
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportPageData } from '../src/page/data.ts';
import { Browser, type Page } from './chromium.ts';
import { meshworkJson, tempDir } from './helpers.ts';
import { writeFixture } from './page-fixture.ts';
import { decodePng, hueCounts, inkOf } from './png.ts';

let browser: Browser;
beforeAll(() => {
  browser = Browser.launch();
});
afterAll(async () => {
  await browser?.close();
});

const count = (page: Page, selector: string) => page.evaluate<number>(`document.querySelectorAll(${JSON.stringify(selector)}).length`);

/** The screenshot checked for ink: most of a page is white, the charts are not. */
async function screenshot(page: Page, dir: string, name: string): Promise<ReturnType<typeof hueCounts>> {
  const png = await page.screenshot();
  const file = join(dir, name);
  writeFileSync(file, png);
  const keep = process.env.MESHWORK_SCREENSHOT_DIR;
  if (keep !== undefined && keep !== '') {
    mkdirSync(keep, { recursive: true });
    copyFileSync(file, join(keep, name));
  }
  const image = decodePng(png);
  expect(image.width).toBeGreaterThanOrEqual(800);
  const { ink, colours } = inkOf(image);
  expect(ink / (image.width * image.height)).toBeGreaterThan(0.03);
  expect(colours).toBeGreaterThan(20);
  return hueCounts(image);
}

describe('report page in headless Chromium', () => {
  it('meshwork report --html: every chart drawn from the fixture, values on hover, no console errors', async () => {
    const dir = tempDir();
    const file = writeFixture(dir, 'demo </script><script>document.title="broken"</script>');
    const timeline = join(dir, 'run.json');
    writeFileSync(timeline, '{"traceEvents":[]}');
    const r = meshworkJson<{ page: string }>(['report', file, '--html', '--timeline', timeline], dir);
    const page = await browser.open(pathToFileURL(r.page).href);
    expect(page.errors).toEqual([]);
    expect(await page.evaluate<string>('document.body.dataset.rendered')).toBe('true');
    expect(await page.evaluate<string>('document.title')).toBe(
      'demo </script><script>document.title="broken"</script> on chain:4, gde every 1',
    );
    // 6 steps x 4 ranks; the balance after step 2 on the heatmap, the U_k chart and the cuts chart
    expect(await count(page, '#heatmap rect.cell')).toBe(24);
    expect(await count(page, '#heatmap line.balance')).toBe(1);
    expect(await count(page, '#utilization line.balance')).toBe(1);
    expect(await count(page, '#cuts line.balance')).toBe(1);
    expect(await count(page, '#utilization polyline.series')).toBe(3);
    expect(await count(page, '#rank-totals rect.bar')).toBe(4);
    expect(await count(page, '#cuts polyline.cut')).toBe(3);
    // rank 3 at step 0 carries 1.6x the mean (orange, the end of the scale), rank 0 0.8x (blue, 40% of
    // the way to the end); after the balance 0.96x, near white
    const fill = (c: number, rk: number) =>
      page.evaluate<string>(`document.querySelector('#heatmap rect.cell[data-c="${c}"][data-r="${rk}"]').getAttribute('fill')`);
    expect(await fill(0, 3)).toBe('rgb(179,88,6)');
    expect(await fill(0, 0)).toBe('rgb(161,189,217)');
    expect(await fill(5, 0)).toBe('rgb(230,235,241)');
    // hover the cell of step 0, rank 3
    const at = await page.evaluate<{ x: number; y: number }>(
      `(() => { const c = document.querySelector('#heatmap rect.cell[data-c="0"][data-r="3"]'); c.scrollIntoView({ block: 'center' }); const b = c.getBoundingClientRect(); return { x: b.x + b.width / 2, y: b.y + b.height / 2 }; })()`,
    );
    await page.mouseMove(at.x, at.y);
    expect(await page.evaluate<boolean>(`document.getElementById('tip').hidden`)).toBe(false);
    expect(await page.evaluate<string>(`document.getElementById('tip').innerText`)).toBe(
      'step 0, rank 3\nload 20 work units\n1.6 x the step mean',
    );
    // hover the U_k chart at step 3 (its x in the chart's own units: 56 + 3/5 of 828)
    const uk = await page.evaluate<{ x: number; y: number }>(
      `(() => { const s = document.querySelector('#utilization svg'); s.scrollIntoView({ block: 'center' }); const b = s.getBoundingClientRect(); return { x: b.x + ((56 + 0.6 * 828) * b.width) / 900, y: b.y + b.height / 2 }; })()`,
    );
    await page.mouseMove(uk.x, uk.y);
    expect(await page.evaluate<string>(`document.getElementById('tip').innerText`)).toBe(
      'step 3\nwork units: 0.9615\nbusy wall time: 0.9618\ncompute wall time (load record): 0.9615',
    );
    expect(await page.evaluate<string>(`document.querySelector('#timeline-link a').href`)).toBe(pathToFileURL(timeline).href);
    await page.evaluate('window.scrollTo(0, 0)');
    const hues = await screenshot(page, dir, 'fixture.png');
    expect(hues.orange).toBeGreaterThan(100);
    expect(hues.blue).toBeGreaterThan(100);
    expect(page.errors).toEqual([]);
  });

  it('meshwork run thinning --charts: the page beside the SVGs, its cells steps x ranks, the timeline linked', async () => {
    const dir = tempDir();
    const charts = join(dir, 'charts');
    const args = ['run', 'thinning', '--generate', 'rings', '--size', '96x64', '--ranks', '2', '--balancer', 'gde', '--every', '2'];
    const r = meshworkJson<{ correct: boolean; charts: string[]; timeline: string }>(
      [...args, '--repeat', '1', '--timeline', join(dir, 'run.json'), '--charts', charts],
      dir,
    );
    expect(r.correct).toBe(true);
    expect(r.charts).toContain(join(charts, 'report.html'));
    const page = await browser.open(pathToFileURL(join(charts, 'report.html')).href);
    expect(page.errors).toEqual([]);
    const data = await page.evaluate<ReportPageData>(`JSON.parse(document.getElementById('meshwork-data').textContent)`);
    expect(data.ranks).toBe(2);
    expect(data.heatmap.steps.length).toBeGreaterThan(2);
    expect(await count(page, '#heatmap rect.cell')).toBe(data.heatmap.steps.length * 2);
    expect(data.balances.length).toBeGreaterThan(0);
    expect(await count(page, '#heatmap line.balance')).toBe(data.balances.length);
    expect(await count(page, '#rank-totals rect.bar')).toBe(2);
    expect(await count(page, '#cuts polyline.cut')).toBe(1);
    expect(await page.evaluate<string>(`document.querySelector('#timeline-link a').href`)).toBe(pathToFileURL(r.timeline).href);
    await screenshot(page, dir, 'thinning.png');
    expect(page.errors).toEqual([]);
  });
});
