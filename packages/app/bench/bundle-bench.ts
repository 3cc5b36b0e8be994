/**
 * `npm run bench`, after the mock server's route-bench: what the app's production build costs a
 * phone on a first visit.
 *
 * Runs relay-compiler and a production build of packages/app with a manifest (into
 * node_modules/.cache/bundle-bench, so packages/app/dist is left alone), then from
 * .vite/manifest.json adds up, for /login and /route/list, the JS a first visit loads: the entry
 * chunk and its static imports (transitively), plus the page's lazy chunk and its static imports.
 * Sizes are raw and gzipped (level 9). Also lists every lazy chunk and says whether anything
 * /login loads contains the rich-text editor, drag and drop or a sanitizer.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { version as viteVersion, type Manifest } from 'vite';
import { formatTable } from '@routebook/mock-server/node';
import { buildApp } from '../e2e/buildApp';
import { REPO_ROOT } from '../e2e/paths';

const OUT_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'bundle-bench', 'dist');

/** The pages measured, by their lazy chunk's source (the manifest key). */
const PAGES: [path: string, source: string][] = [
  ['/login', 'src/pages/Login/LoginPage.tsx'],
  ['/route/list', 'src/pages/RouteList/RouteListPage.tsx'],
];

/** Code only later pages need; none of it belongs on the first page. */
const HEAVY_CODE: [label: string, pattern: RegExp][] = [
  ['lexical (rich-text editor)', /lexical/i],
  ['@dnd-kit (drag and drop)', /@dnd-kit/],
  ['sanitizer (DOMPurify / sanitize-html)', /DOMPurify|sanitize-html/i],
];

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

async function main(): Promise<void> {
  const buildSeconds = (await buildApp(OUT_DIR, { manifest: true })).toFixed(1);

  const manifest = JSON.parse(
    readFileSync(join(OUT_DIR, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const chunk = (key: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`${key} is not in the build manifest`);
    return found;
  };

  const sizes = new Map<string, { raw: number; gzip: number; text: string }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(join(OUT_DIR, file));
      size = {
        raw: bytes.byteLength,
        gzip: gzipSync(bytes, { level: 9 }).byteLength,
        text: bytes.toString('utf8'),
      };
      sizes.set(file, size);
    }
    return size;
  };

  /** The chunk's file and those of its static imports, transitively. */
  const withStaticImports = (key: string, into = new Set<string>()): Set<string> => {
    const entry = chunk(key);
    if (into.has(entry.file)) return into;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) withStaticImports(imported, into);
    return into;
  };

  const [entryKey, ...otherEntries] = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (!entryKey || otherEntries.length > 0) {
    throw new Error(`expected one entry chunk, found: ${[entryKey, ...otherEntries].join(', ')}`);
  }
  const firstVisit = PAGES.map(([path, source]) => {
    const files = withStaticImports(source, withStaticImports(entryKey));
    const raw = [...files].reduce((sum, file) => sum + sizeOf(file).raw, 0);
    const gzip = [...files].reduce((sum, file) => sum + sizeOf(file).gzip, 0);
    return { path, files: [...files], raw, gzip };
  });

  console.log(
    `\nApp bundle: vite ${viteVersion} production build of packages/app (${buildSeconds} s), ` +
      'JS only, gzip level 9\n',
  );
  console.log('First visit (entry + static imports + page chunk + its static imports):\n');
  console.log(
    formatTable(
      ['page', 'chunks', 'raw', 'gzip'],
      firstVisit.map(({ path, files, raw, gzip }) => [
        path,
        String(files.length),
        kB(raw),
        kB(gzip),
      ]),
      [false, true, true, true],
    ),
  );
  for (const { path, files } of firstVisit) {
    console.log(`\n${path} loads:`);
    console.log(
      formatTable(
        ['chunk', 'raw', 'gzip'],
        files.map((file) => [file, kB(sizeOf(file).raw), kB(sizeOf(file).gzip)]),
        [false, true, true],
      ),
    );
  }

  const lazy = Object.entries(manifest)
    .filter(([, entry]) => entry.isDynamicEntry)
    .map(([key, entry]) => ({ key, file: entry.file, ...sizeOf(entry.file) }))
    .sort((a, b) => b.gzip - a.gzip);
  console.log(`\nLazy chunks (dynamic entries: ${lazy.length}):\n`);
  console.log(
    formatTable(
      ['source', 'chunk', 'raw', 'gzip'],
      lazy.map(({ key, file, raw, gzip }) => [key, file, kB(raw), kB(gzip)]),
      [false, false, true, true],
    ),
  );

  const login = firstVisit.find(({ path }) => path === '/login');
  console.log('\nCode /login must not load (found in the chunks it loads?):\n');
  console.log(
    formatTable(
      ['code', 'found', 'in'],
      HEAVY_CODE.map(([label, pattern]) => {
        const hits = (login?.files ?? []).filter((file) => pattern.test(sizeOf(file).text));
        return [label, hits.length > 0 ? 'YES' : 'no', hits.join(', ') || '-'];
      }),
      [false, false, false],
    ),
  );
  console.log('');
}

await main();
