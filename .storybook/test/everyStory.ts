/**
 * Every story and docs page of the static Storybook, opened in Chromium the way the Storybook UI
 * opens them: one preview iframe (per shard), each entry selected through the channel as the manager does,
 * with the docs decorators (source snippets) and the a11y addon that Vitest's portable stories
 * leave out. A render error, a play function or a11y check that fails, an error thrown on the
 * page, an entry that never settles, or a form left inside a form fails the test, naming the
 * entries.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { basename, dirname, join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../packages/app/e2e/chromium';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

const PHONE = { width: 375, height: 812 };
/** Dates show in the device's locale: the stories' checks read en-US, as vitest.config.ts pins. */
const STORY_LOCALE = 'en-US';

/** What one entry did: how it settled, and anything thrown on the page meanwhile. */
interface Outcome {
  id: string;
  settled: 'rendered' | 'failed' | 'timeout';
  detail: string[];
}

const dir = inject('staticStorybook');
let server: PreviewServer;
let browser: Browser;
let baseUrl: string;

/**
 * The size the Storybook UI gives the story's iframe: its `viewport` global (phone unless the
 * story says otherwise), from the viewport options in preview.ts.
 *
 * Storybook's private globals: `__STORYBOOK_PREVIEW__` (the preview, whose story store resolves a
 * story's globals and parameters as the manager sees them) here and in `previewPage`, and
 * `__STORYBOOK_ADDONS_CHANNEL__` in `openEntry`. Why: this test drives an already loaded preview
 * from Playwright, outside the bundle, and Storybook offers no public API for that; its own
 * instrumenter reads `__STORYBOOK_PREVIEW__` the same way. What would replace them: the channel
 * is what `addons.getChannel()` (`storybook/preview-api`) returns inside the preview, and a
 * story's context is what a story's `loaded`/context gives its play function; a preview.ts hook
 * handing those to the page under a name of ours would leave only public API here, at the price of
 * test code shipped in the preview. A Storybook upgrade that renames them fails this test at once
 * (`previewPage` waits for the store), never silently.
 */
async function viewportOf(page: Page, storyId: string): Promise<{ width: number; height: number }> {
  const styles = await page.evaluate(async (id) => {
    type Store = {
      loadStory(args: { storyId: string }): Promise<unknown>;
      getStoryContext(story: unknown): {
        globals: { viewport?: { value?: string } };
        parameters: {
          viewport?: { options?: Record<string, { styles: { width: string; height: string } }> };
        };
      };
    };
    const store = (window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: Store } })
      .__STORYBOOK_PREVIEW__.storyStoreValue;
    const context = store.getStoryContext(await store.loadStory({ storyId: id }));
    const value = context.globals.viewport?.value ?? 'phone';
    return context.parameters.viewport?.options?.[value]?.styles ?? null;
  }, storyId);
  return styles
    ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) }
    : PHONE;
}

/**
 * Selects one entry in the preview and waits for the channel to say it settled: `storyFinished`
 * for a story (after its play function and a11y check), `docsRendered` and then every inline
 * story's `storyFinished` for a docs page.
 */
async function openEntry(page: Page, entry: IndexEntry, inlineStories: string[]): Promise<Outcome> {
  return page.evaluate(
    async ({ entry, inlineStories, settleMs }) => {
      type Channel = {
        on(event: string, listener: (...args: unknown[]) => void): void;
        off(event: string, listener: (...args: unknown[]) => void): void;
        emit(event: string, ...args: unknown[]): void;
      };
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
        .__STORYBOOK_ADDONS_CHANNEL__;
      const detail: string[] = [];
      const waiting = new Set(entry.type === 'story' ? [entry.id] : inlineStories);
      let docsRendered = entry.type === 'story';
      const text = (value: unknown) =>
        typeof value === 'object' && value && 'message' in value
          ? String((value as { message: unknown }).message)
          : JSON.stringify(value);

      return new Promise((resolve) => {
        const listeners: Record<string, (...args: unknown[]) => void> = {};
        const finish = (settled: 'rendered' | 'failed' | 'timeout') => {
          for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
          clearTimeout(timer);
          resolve({ id: entry.id, settled, detail });
        };
        const check = () => {
          if (docsRendered && waiting.size === 0) finish(detail.length ? 'failed' : 'rendered');
        };
        const fail = (name: string) => (error: unknown) => {
          detail.push(`${name}: ${text(error)}`);
          if (entry.type === 'story') finish('failed');
        };
        listeners.storyFinished = (payload) => {
          const { storyId, status, reporters } = payload as {
            storyId: string;
            status: string;
            reporters: { type: string; status: string; result?: unknown }[];
          };
          if (!waiting.has(storyId)) return;
          waiting.delete(storyId);
          if (status !== 'success') {
            const failed = reporters.filter((r) => r.status === 'failed').map((r) => r.type);
            detail.push(
              `${storyId} finished with ${status}${failed.length ? ` (${failed.join(', ')})` : ''}`,
            );
          }
          check();
        };
        listeners.docsRendered = () => {
          docsRendered = true;
          check();
        };
        listeners.storyErrored = fail('storyErrored');
        listeners.storyThrewException = fail('storyThrewException');
        listeners.playFunctionThrewException = fail('playFunctionThrewException');
        listeners.unhandledErrorsWhilePlaying = fail('unhandledErrorsWhilePlaying');
        listeners.storyMissing = fail('storyMissing');
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        const timer = setTimeout(() => {
          detail.push(
            `did not settle in ${settleMs / 1000} s (waiting for ${[...waiting].join(', ') || 'docsRendered'})`,
          );
          finish('timeout');
        }, settleMs);
        channel.emit('setCurrentStory', { storyId: entry.id, viewMode: entry.type });
      });
    },
    // Generous: the slowest page story settles in a few seconds; this only bounds a hang.
    { entry, inlineStories, settleMs: 120_000 },
  ) as Promise<Outcome>;
}

const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const entries = Object.values(index.entries);
const stories = entries.filter((entry) => entry.type === 'story');
const docsPages = entries.filter((entry) => entry.type === 'docs');
/** The stories an autodocs page renders inline. */
const inlineStoriesOf = (docs: IndexEntry) =>
  stories
    .filter((story) => story.title === docs.title && !story.tags?.includes('!autodocs'))
    .map((story) => story.id);

let page: Page | undefined;
const pageErrors: string[] = [];

/** The preview iframe, opened once and again only after a crash or a hang. */
async function previewPage(): Promise<Page> {
  if (page && !page.isClosed()) return page;
  const fresh = await browser.newPage({ viewport: PHONE, hasTouch: true, locale: STORY_LOCALE });
  fresh.on('pageerror', (error) => pageErrors.push(error.message));
  fresh.on('crash', () => {
    pageErrors.push('the page crashed');
    void fresh.close();
  });
  // No story in the address, as the manager opens it: switching away from a story that is still
  // playing makes Storybook reload the iframe to stop it.
  await fresh.goto(`${baseUrl}/iframe.html`);
  await fresh.waitForFunction(
    () =>
      (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } })
        .__STORYBOOK_PREVIEW__?.storyStoreValue !== undefined,
  );
  page = fresh;
  return fresh;
}

/**
 * A form inside a form, as the settled entry left the page (portalled dialogs included): a
 * message naming both, or null. HTML has no nested forms: a submit inside the inner one may
 * submit the outer one natively and reload the page, losing what was typed.
 */
async function nestedForm(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const inner = document.querySelector('form form');
    if (!inner) return null;
    const name = (form: Element | null | undefined) =>
      form
        ? `<form${form.id ? ` id="${form.id}"` : ''}${
            form.getAttribute('aria-label')
              ? ` aria-label="${form.getAttribute('aria-label')}"`
              : ''
          }>`
        : '<form>';
    return `a form inside a form: ${name(inner)} in ${name(inner.parentElement?.closest('form'))}`;
  });
}

/**
 * Registers the tests of one shard: every `shards`-th entry, so that the test files of the
 * project run the entries in parallel workers (each its own browser) and share the work evenly.
 */
export function openEveryEntry(shard: number, shards: number): void {
  const inShard = (_entry: IndexEntry, index: number) => index % shards === shard - 1;

  beforeAll(async () => {
    server = await preview({
      root: dirname(dir),
      logLevel: 'warn',
      configFile: false,
      build: { outDir: basename(dir) },
      preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false },
    });
    baseUrl = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  let started = 0;
  beforeAll(() => {
    started = performance.now();
  });
  afterAll(() => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const opened = `${stories.filter(inShard).length} stories and ${docsPages.filter(inShard).length} docs pages`;
    console.log(`storybook-ui (shard ${shard} of ${shards}): opened ${opened} in ${seconds} s`);
  });

  it('finds the stories and docs pages of the build', () => {
    expect(stories.length).toBeGreaterThan(0);
    expect(docsPages.length).toBeGreaterThan(0);
  });

  describe.each([
    ['story', stories.filter(inShard)],
    ['docs page', docsPages.filter(inShard)],
  ] as const)('every %s', (_kind, list) => {
    it.for(list.map((entry) => [entry.id, entry] as const))('%s', async ([, entry]) => {
      const current = await previewPage();
      pageErrors.length = 0;
      const problems: string[] = [];
      try {
        const size = entry.type === 'story' ? await viewportOf(current, entry.id) : PHONE;
        await current.setViewportSize(size);
        const inline = entry.type === 'docs' ? inlineStoriesOf(entry) : [];
        problems.push(...(await openEntry(current, entry, inline)).detail);
        const nested = await nestedForm(current);
        if (nested) problems.push(nested);
      } catch (error) {
        // The preview itself went away: a crash, or a navigation (a form submitted natively).
        problems.push(
          `the preview broke: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      problems.push(...pageErrors);
      // A failed entry may leave the preview in any state: the next one starts on a fresh page.
      if (problems.length) await current.close();
      expect(problems).toEqual([]);
    });
  });
}
