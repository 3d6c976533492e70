/**
 * Headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`: the
 * browser reads commands on its fd 3 and writes replies and events on its fd 4, each one JSON text
 * ended by a NUL byte). Enough for the report page's browser test: open a page, collect its console
 * errors and uncaught exceptions, evaluate an expression, move the mouse, take a screenshot.
 * Every reply is awaited with a deadline; the browser is killed if it does not close.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** Longest wait for one reply or event. */
const REPLY_MS = 30_000;

/** The Chromium binary on PATH; an Error saying how to install it otherwise (the test fails, it does not skip). */
export function chromiumPath(): string {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const name of ['chromium', 'chromium-browser']) {
      const path = join(dir, name);
      try {
        accessSync(path, constants.X_OK);
        return path;
      } catch {}
    }
  }
  throw new Error(
    'the report page test needs headless Chromium, and no chromium is on PATH: install it (Debian: apt-get install chromium; .ci/run installs it)',
  );
}

type Message = {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  sessionId?: string;
  result?: unknown;
  error?: { message: string };
};

/** The fields of the events a page's errors come from. */
interface EventParams {
  type?: string;
  args?: { value?: unknown; description?: string }[];
  exceptionDetails?: { text?: string; exception?: { description?: string } };
  entry?: { level?: string; text?: string; url?: string };
}

export class Browser {
  private readonly child: ChildProcess;
  private readonly input: Writable;
  private readonly profile: string;
  private next = 1;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void; timer: NodeJS.Timeout }>();
  private readonly listeners = new Set<(m: Message) => void>();
  private stderr = '';
  private exited = false;

  private constructor(width: number, height: number) {
    this.profile = mkdtempSync(join(tmpdir(), 'meshwork-chromium-'));
    const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--no-default-browser-check'];
    args.push('--disable-extensions', '--hide-scrollbars', '--remote-debugging-pipe', `--user-data-dir=${this.profile}`);
    args.push(`--window-size=${width},${height}`, 'about:blank');
    this.child = spawn(chromiumPath(), args, { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
    this.input = this.child.stdio[3] as Writable;
    (this.child.stderr as Readable).on('data', (b: Buffer) => {
      this.stderr = (this.stderr + b.toString('utf8')).slice(-4000);
    });
    let buffered = Buffer.alloc(0);
    (this.child.stdio[4] as Readable).on('data', (b: Buffer) => {
      buffered = Buffer.concat([buffered, b]);
      for (let end = buffered.indexOf(0); end >= 0; end = buffered.indexOf(0)) {
        this.dispatch(JSON.parse(buffered.subarray(0, end).toString('utf8')) as Message);
        buffered = buffered.subarray(end + 1);
      }
    });
    this.child.on('exit', (code) => {
      this.exited = true;
      for (const p of this.pending.values()) p.reject(new Error(`chromium exited (${code}) before replying: ${this.stderr}`));
    });
  }

  static launch(width = 1200, height = 900): Browser {
    return new Browser(width, height);
  }

  private dispatch(m: Message): void {
    if (m.id !== undefined) {
      const p = this.pending.get(m.id);
      if (p === undefined) return;
      this.pending.delete(m.id);
      clearTimeout(p.timer);
      if (m.error !== undefined) p.reject(new Error(`DevTools: ${m.error.message}`));
      else p.resolve(m.result);
      return;
    }
    for (const l of this.listeners) l(m);
  }

  send<T = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`DevTools ${method}: no reply within ${REPLY_MS} ms`));
      }, REPLY_MS);
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
      this.input.write(`${JSON.stringify({ id, method, params, ...(sessionId === undefined ? {} : { sessionId }) })}\0`);
    });
  }

  /** The next event `method` of `sessionId`, with a deadline. */
  event(method: string, sessionId: string): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      const listener = (m: Message) => {
        if (m.method !== method || m.sessionId !== sessionId) return;
        cleanup();
        resolve(m.params ?? {});
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`DevTools: no ${method} within ${REPLY_MS} ms`));
      }, REPLY_MS);
      const cleanup = () => {
        clearTimeout(timer);
        this.listeners.delete(listener);
      };
      this.listeners.add(listener);
    });
  }

  /** Open `url` in a new tab, its console errors collected from the start. */
  async open(url: string, width = 1200, height = 900): Promise<Page> {
    const { targetId } = await this.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    const page = new Page(this, sessionId);
    this.listeners.add((m) => {
      if (m.sessionId === sessionId) page.observe(m);
    });
    for (const domain of ['Runtime', 'Log', 'Page']) await this.send(`${domain}.enable`, {}, sessionId);
    await this.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false }, sessionId);
    const loaded = this.event('Page.loadEventFired', sessionId);
    const nav = await this.send<{ errorText?: string }>('Page.navigate', { url }, sessionId);
    if (nav.errorText !== undefined) throw new Error(`cannot open ${url}: ${nav.errorText}`);
    await loaded;
    return page;
  }

  /** Close the browser (killed if it has not exited within the deadline) and remove its profile. */
  async close(): Promise<void> {
    if (!this.exited) {
      const exited = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          this.child.kill('SIGKILL');
          resolve();
        }, REPLY_MS);
        this.child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      this.send('Browser.close').catch(() => {});
      await exited;
    }
    rmSync(this.profile, { recursive: true, force: true });
  }
}

export class Page {
  /** Console errors, uncaught exceptions and error log entries (a blocked load, a policy violation). */
  readonly errors: string[] = [];
  private readonly browser: Browser;
  private readonly session: string;
  constructor(browser: Browser, session: string) {
    this.browser = browser;
    this.session = session;
  }

  observe(m: Message): void {
    const p = (m.params ?? {}) as EventParams;
    if (m.method === 'Runtime.consoleAPICalled' && (p.type === 'error' || p.type === 'assert'))
      this.errors.push(`console.${p.type}: ${(p.args ?? []).map((a) => a.value ?? a.description).join(' ')}`);
    if (m.method === 'Runtime.exceptionThrown') {
      const d = p.exceptionDetails;
      this.errors.push(`exception: ${d?.exception?.description ?? d?.text}`);
    }
    if (m.method === 'Log.entryAdded' && p.entry?.level === 'error') this.errors.push(`log: ${p.entry.text} ${p.entry.url ?? ''}`);
  }

  /** The value of a JS expression in the page (JSON-able). */
  async evaluate<T>(expression: string): Promise<T> {
    const r = await this.browser.send<{ result: { value?: unknown }; exceptionDetails?: { text: string } }>(
      'Runtime.evaluate',
      { expression, returnByValue: true, awaitPromise: true },
      this.session,
    );
    if (r.exceptionDetails !== undefined) throw new Error(`evaluate ${expression}: ${JSON.stringify(r.exceptionDetails)}`);
    return r.result.value as T;
  }

  /** Move the mouse to viewport point (x, y), as a user's pointer would. */
  async mouseMove(x: number, y: number): Promise<void> {
    await this.browser.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y }, this.session);
  }

  /** A PNG of the whole page (beyond the window). */
  async screenshot(): Promise<Buffer> {
    const m = await this.browser.send<{ cssContentSize: { width: number; height: number } }>('Page.getLayoutMetrics', {}, this.session);
    const { width, height } = m.cssContentSize;
    const clip = { x: 0, y: 0, width: Math.ceil(width), height: Math.ceil(height), scale: 1 };
    const shot = await this.browser.send<{ data: string }>(
      'Page.captureScreenshot',
      { format: 'png', captureBeyondViewport: true, clip },
      this.session,
    );
    return Buffer.from(shot.data, 'base64');
  }
}
