/**
 * `npm run bench`, after the mock server's benches: what the app's production build costs a
 * phone on a first visit.
 *
 * Runs relay-compiler and a production build of packages/app with a manifest (into
 * node_modules/.cache/bundle-bench, so packages/app/dist is left alone), then:
 *
 * - In Chromium against the mock server (e2e/pageScripts.ts, as the size journey measures them):
 *   every script a fresh load of /login (logged out), /route/list and a route with items (an
 *   admin) fetches, each gzipped at level 9, summed, beside its budget (e2e/bundleBudgets.ts;
 *   KiB = 1,024 bytes). A miss fails the bench. Also how many JS and CSS files that is, and
 *   their raw size.
 * - From .vite/manifest.json: the JS a first visit loads by the build's own graph (the entry and
 *   its static imports, the page's lazy chunk and its static imports), every lazy chunk, and
 *   whether anything /login loads contains the rich-text editor, drag and drop or a sanitizer.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { version as viteVersion, type Manifest } from 'vite';
import { formatTable, reportFigures, type BenchFigure } from '@routebook/mock-server/node';
import { buildApp } from '../e2e/buildApp';
import { KIB } from '../e2e/bundleBudgets';
import { exitUnlessChromium } from '../e2e/chromium';
import { measureFirstVisits, type FileTally } from '../e2e/pageScripts';
import { REPO_ROOT } from '../e2e/paths';
import { startPreviewedApp } from '../e2e/previewApp';

const OUT_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'bundle-bench', 'dist');

/** The pages measured from the manifest, by their lazy chunk's source (the manifest key). */
const PAGES: [path: string, source: string][] = [
  ['/login', 'src/pages/Login/LoginPage.tsx'],
  ['/route/list', 'src/pages/RouteList/RouteListPage.tsx'],
  ['/route/{id}', 'src/pages/RouteDetail/RouteDetailPage.tsx'],
];

/** Code only later pages need; none of it belongs on the first page. */
const HEAVY_CODE: [label: string, pattern: RegExp][] = [
  ['lexical (rich-text editor)', /lexical/i],
  ['@dnd-kit (drag and drop)', /@dnd-kit/],
  ['sanitizer (DOMPurify / sanitize-html)', /DOMPurify|sanitize-html/i],
];

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

/** The figures of the first visits measured in Chromium, each beside its budget. */
async function browserFigures(): Promise<BenchFigure[]> {
  const app = await startPreviewedApp(OUT_DIR);
  try {
    const visits = await measureFirstVisits(app);
    const figures: BenchFigure[] = [];
    for (const visit of visits) {
      const { page, budgetKiB, measuredAt } = visit.budget;
      const measured = visit[measuredAt];
      const moment = measuredAt === 'interactive' ? 'interactive' : 'network idle';
      const gzipKiB = (tally: FileTally) => tally.gzip / KIB;
      const budget = { atMost: budgetKiB };
      figures.push(
        {
          name: `${page} scripts, gzip 9, at interactive`,
          value: gzipKiB(visit.interactive),
          unit: 'KiB',
          ...(measuredAt === 'interactive' ? { target: budget } : {}),
        },
        {
          name: `${page} scripts, gzip 9, at network idle`,
          value: gzipKiB(visit.networkIdle),
          unit: 'KiB',
          ...(measuredAt === 'networkIdle' ? { target: budget } : {}),
        },
        {
          name: `${page} JS files at ${moment} (raw ${kib(measured.raw)})`,
          value: measured.files.length,
          unit: 'files',
          digits: 0,
        },
        {
          name: `${page} CSS files by network idle (raw ${kib(visit.stylesheets.raw)})`,
          value: visit.stylesheets.files.length,
          unit: 'files',
          digits: 0,
        },
      );
    }
    for (const visit of visits) {
      const measured = visit[visit.budget.measuredAt];
      console.log(
        `\n${visit.budget.page} (${visit.budget.visitor}), at ` +
          `${visit.budget.measuredAt === 'interactive' ? 'interactive' : 'network idle'}:`,
      );
      console.log(
        formatTable(
          ['script', 'raw', 'gzip 9'],
          measured.files.map((file) => [file.path, kib(file.raw), kib(file.gzip)]),
          [false, true, true],
        ),
      );
      const later = visit.networkIdle.files.filter(
        (file) => !measured.files.some((other) => other.path === file.path),
      );
      if (later.length > 0) {
        console.log(
          `then by network idle: ${later.map((file) => `${file.path} ${kib(file.gzip)}`).join(', ')}`,
        );
      }
    }
    return figures;
  } finally {
    await app.close();
  }
}

/** The build's own view: first-visit chunks by the manifest's graph, and every lazy chunk. */
function manifestTables(): void {
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
    '\nBy the build manifest (entry + static imports + page chunk + its static imports), JS only:\n',
  );
  console.log(
    formatTable(
      ['page', 'chunks', 'raw', 'gzip 9'],
      firstVisit.map(({ path, files, raw, gzip }) => [
        path,
        String(files.length),
        kib(raw),
        kib(gzip),
      ]),
      [false, true, true, true],
    ),
  );

  const lazy = Object.entries(manifest)
    .filter(([, entry]) => entry.isDynamicEntry)
    .map(([key, entry]) => ({ key, file: entry.file, ...sizeOf(entry.file) }))
    .sort((a, b) => b.gzip - a.gzip);
  console.log(`\nLazy chunks (dynamic entries: ${lazy.length}):\n`);
  console.log(
    formatTable(
      ['source', 'chunk', 'raw', 'gzip 9'],
      lazy.map(({ key, file, raw, gzip }) => [key, file, kib(raw), kib(gzip)]),
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
}

async function main(): Promise<void> {
  exitUnlessChromium();
  const buildSeconds = (await buildApp(OUT_DIR, { manifest: true })).toFixed(1);
  console.log(
    `\nApp bundle: vite ${viteVersion} production build of packages/app (${buildSeconds} s)`,
  );
  const figures = await browserFigures();
  manifestTables();
  reportFigures(
    'First visits in Chromium (fresh load, every script fetched, gzip level 9, KiB = 1,024 bytes)',
    figures,
  );
  console.log('');
}

await main();
