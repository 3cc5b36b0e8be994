/**
 * The app's side of the contract check: the operations relay-compiler generated (each request
 * artifact's `params.text`, fragments included, is exactly what the app sends) and the schema
 * they were compiled against, both found through the repository's relay.config.js.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSchema, type GraphQLSchema } from 'graphql';
import type { AppOperation } from './contractCheck';

/** The repository root (where relay.config.js and the root package.json are). */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The app's operations cannot be read: compiler failure, persisted artifacts without text… */
export class AppOperationsError extends Error {
  override name = 'AppOperationsError';
}

export interface AppSide {
  operations: AppOperation[];
  appSchema: GraphQLSchema;
  /** Request artifacts left from documents that no longer exist (relay-compiler keeps them). */
  staleArtifacts: string[];
}

interface RelayConfig {
  src: string;
  schema: string;
  artifactDirectory?: string;
}

async function readRelayConfig(root: string): Promise<RelayConfig> {
  const file = join(root, 'relay.config.js');
  const loaded = (await import(pathToFileURL(file).href)) as { default?: Partial<RelayConfig> };
  const config = loaded.default;
  if (!config?.src || !config.schema) {
    throw new AppOperationsError(`${file} does not name a single project's src and schema.`);
  }
  return { src: config.src, schema: config.schema, artifactDirectory: config.artifactDirectory };
}

/**
 * Runs relay-compiler as `npm run relay` does. It rewrites only the artifacts whose documents
 * changed, so an up-to-date checkout is left as it is.
 */
export async function compileApp(root: string = REPOSITORY_ROOT): Promise<void> {
  const cli = createRequire(join(root, 'package.json')).resolve('relay-compiler/cli.js');
  const child = spawn(process.execPath, [cli], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done, fail) => {
    child.once('error', fail);
    child.once('close', done);
  });
  if (code !== 0) {
    // Its log colours the level names; the text is what matters here.
    // eslint-disable-next-line no-control-regex
    const text = output.replace(/\u001b\[[0-9;]*m/g, '').trim();
    throw new AppOperationsError(`relay-compiler failed (exit ${code}):\n${text}`);
  }
}

async function filesUnder(directory: string, keep: (name: string) => boolean): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.split(/[\\/]/).includes('node_modules'))
    .sort();
}

const ARTIFACT = /\.graphql\.[cm]?[jt]s$/;
const SOURCE = /\.[cm]?[jt]sx?$/;

/** Names of the operations the app's sources define, refetch queries included. */
async function operationNamesInSources(src: string): Promise<Set<string>> {
  const names = new Set<string>();
  const files = await filesUnder(src, (name) => SOURCE.test(name) && !ARTIFACT.test(name));
  for (const file of files) {
    if (file.split(/[\\/]/).includes('__generated__')) continue;
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(/\b(?:query|mutation|subscription)\s+([A-Za-z_]\w*)/g)) {
      names.add(match[1]!);
    }
    for (const match of text.matchAll(/\bqueryName\s*:\s*"([A-Za-z_]\w*)"/g)) names.add(match[1]!);
  }
  return names;
}

interface RequestArtifact {
  kind: 'Request';
  params: { name: string; text: string | null; id?: string | null };
}

const isRequestArtifact = (value: unknown): value is RequestArtifact =>
  typeof value === 'object' &&
  value !== null &&
  (value as { kind?: unknown }).kind === 'Request' &&
  typeof (value as { params?: { name?: unknown } }).params?.name === 'string';

/**
 * Reads the request artifacts (compile first: `compileApp`) and the app's schema. Only
 * `params.name` and `params.text` are read, so persisted-query artifacts work when they keep
 * their text (`includeQueryText`).
 */
export async function loadAppSide(root: string = REPOSITORY_ROOT): Promise<AppSide> {
  const config = await readRelayConfig(root);
  const src = resolve(root, config.src);
  const artifactRoot = resolve(root, config.artifactDirectory ?? config.src);
  const artifacts = await filesUnder(artifactRoot, (name) => ARTIFACT.test(name));
  const defined = await operationNamesInSources(src);

  const operations: AppOperation[] = [];
  const staleArtifacts: string[] = [];
  const withoutText: string[] = [];
  for (const file of artifacts) {
    const artifact = ((await import(pathToFileURL(file).href)) as { default?: unknown }).default;
    if (!isRequestArtifact(artifact)) continue;
    const { name, text } = artifact.params;
    if (!defined.has(name)) staleArtifacts.push(name);
    else if (typeof text !== 'string') withoutText.push(name);
    else operations.push({ name, text });
  }
  if (withoutText.length > 0) {
    throw new AppOperationsError(
      `${withoutText.length} request artifacts have no query text (${withoutText.slice(0, 3).join(', ')}` +
        `${withoutText.length > 3 ? ', …' : ''}): the compiler persists queries. Set ` +
        '`persistConfig.includeQueryText: true` in relay.config.js so contract:check can read what the app sends.',
    );
  }
  if (operations.length === 0) {
    throw new AppOperationsError(
      `No request artifacts under ${artifactRoot}: run \`npm run relay\` (or drop --no-compile).`,
    );
  }

  const schemaFile = resolve(root, config.schema);
  let appSchema: GraphQLSchema;
  try {
    appSchema = buildSchema(await readFile(schemaFile, 'utf8'));
  } catch (error) {
    throw new AppOperationsError(`${schemaFile}: ${(error as Error).message}`, { cause: error });
  }
  return { operations, appSchema, staleArtifacts };
}
