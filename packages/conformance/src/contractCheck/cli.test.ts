/**
 * `npm run contract:check` as a backend team runs it: against SDL files and small HTTP endpoints
 * (the mock server's own run is in packages/mock-server/src/node/contractCheck.http.test.ts).
 * Reads the Relay artifacts as they are (`--no-compile`): run `npm run relay` first.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSchema, graphqlSync, parse, print, visit, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typeDefs } from '@routebook/schema';
import { parseContractCheckArgs, runContractCheck } from './cli';
import { AppOperationsError, loadAppSide, REPOSITORY_ROOT } from './operations';

let directory: string;
/** The mock server's schema without Route.items. */
let withoutItems: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'contract-check-'));
  withoutItems = print(
    visit(parse(typeDefs), {
      ObjectTypeDefinition: (node) =>
        node.name.value === 'Route'
          ? { ...node, fields: node.fields?.filter((field) => field.name.value !== 'items') }
          : undefined,
    }),
  );
  await writeFile(join(directory, 'without-items.graphql'), withoutItems);
  await writeFile(join(directory, 'app.graphql'), typeDefs);
  await writeFile(join(directory, 'broken.graphql'), 'type Query { route: Nowhere }');
});

afterAll(() => rm(directory, { recursive: true, force: true }));

/** Runs the command in-process; answers its exit code and what it printed. */
async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runContractCheck(['--no-compile', ...argv], {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

/** A GraphQL endpoint over node:http answering from `schema`; `answer` may take over a request. */
async function endpointFor(
  schema: GraphQLSchema,
  answer?: (query: string, request: IncomingMessage) => object | undefined,
): Promise<{ url: string; requests: IncomingMessage[]; server: Server }> {
  const requests: IncomingMessage[] = [];
  const server = createServer(async (request, response) => {
    requests.push(request);
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const { query } = JSON.parse(body) as { query: string };
    const result = answer?.(query, request) ?? graphqlSync({ schema, source: query });
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(result));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/graphql`, requests, server };
}

const closing = (server: Server) => new Promise((done) => server.close(done));

describe('the command line', () => {
  it('needs exactly one of --endpoint and --schema, and headers as "Name: value"', () => {
    const errors = [
      [],
      ['--endpoint', 'http://x/graphql', '--schema', 'a.graphql'],
      ['--schema', 'a.graphql', '--header', 'X-Key: 1'],
      ['--endpoint', 'ftp://x/graphql'],
      ['--endpoint', 'http://x/graphql', '--header', 'no colon'],
      ['--endpoint', 'http://x/graphql', '--bogus'],
    ].map((argv) => parseContractCheckArgs(argv).kind);
    expect(errors).toEqual(['error', 'error', 'error', 'error', 'error', 'error']);
    expect(
      parseContractCheckArgs([
        '--endpoint',
        'https://api.example.com/graphql',
        '--header',
        'Authorization: Bearer a:b',
        '--header',
        'X-Api-Key:k',
        '--json',
      ]),
    ).toEqual({
      kind: 'check',
      source: {
        endpoint: 'https://api.example.com/graphql',
        headers: { Authorization: 'Bearer a:b', 'X-Api-Key': 'k' },
      },
      json: true,
      compile: true,
    });
  });

  it('exits 2 on a usage error, with the usage', async () => {
    const { code, stderr } = await run('--schema');
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: npm run contract:check');
  });
});

describe('against an SDL file', () => {
  it('exits 0 with a one-line summary when the app would not break', async () => {
    const { code, stdout } = await run('--schema', join(directory, 'app.graphql'));
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^compatible: \d+ operations, \d+ fields checked \(and \d+ arguments, \d+ input fields, \d+ enum values\) against .*app\.graphql\n$/,
    );
  });

  it('exits 1 listing each problem with the operations that use it', async () => {
    const { code, stdout } = await run('--schema', join(directory, 'without-items.graphql'));
    expect(code).toBe(1);
    const [heading, ...lines] = stdout.trimEnd().split('\n');
    expect(heading).toMatch(/^incompatible: 1 problem breaks \d+ of \d+ operations against /);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^ {2}Route\.items: missing — used by .*RouteDetailPageQuery/);
  });

  it('prints JSON with --json', async () => {
    const { code, stdout } = await run(
      '--schema',
      join(directory, 'without-items.graphql'),
      '--json',
    );
    expect(code).toBe(1);
    const result = JSON.parse(stdout) as {
      compatible: boolean;
      problems: { coordinate: string }[];
    };
    expect(result.compatible).toBe(false);
    expect(result.problems.map((problem) => problem.coordinate)).toEqual(['Route.items']);
  });

  it('exits 2 when the file is missing or not a schema', async () => {
    const missing = await run('--schema', join(directory, 'nothing.graphql'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read');
    const broken = await run('--schema', join(directory, 'broken.graphql'));
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('is not a valid GraphQL schema: Unknown type "Nowhere".');
  });

  it('works as the npm script, exit code included', async () => {
    const child = spawn(
      'npm',
      [
        'run',
        '--silent',
        'contract:check',
        '--',
        '--no-compile',
        '--schema',
        join(directory, 'without-items.graphql'),
      ],
      { cwd: REPOSITORY_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const code = await new Promise((done) => child.once('close', done));
    expect(code).toBe(1);
    expect(stdout).toContain('Route.items: missing — used by ');
  });
});

describe('against an endpoint', () => {
  it('introspects it over POST with the headers given', async () => {
    const { url, requests, server } = await endpointFor(buildSchema(withoutItems));
    try {
      const { code, stdout } = await run('--endpoint', url, '--header', 'X-Api-Key: secret');
      expect(code).toBe(1);
      expect(stdout).toContain('Route.items: missing — used by ');
      expect(requests[0]?.method).toBe('POST');
      expect(requests[0]?.headers['x-api-key']).toBe('secret');
    } finally {
      await closing(server);
    }
  });

  it('asks again without deprecated arguments when the server does not know them', async () => {
    const refusal = {
      errors: [{ message: 'Unknown argument "includeDeprecated" on field "__Field.args".' }],
    };
    const { url, requests, server } = await endpointFor(buildSchema(typeDefs), (query) =>
      query.includes('args(includeDeprecated: true)') ? refusal : undefined,
    );
    try {
      expect((await run('--endpoint', url)).code).toBe(0);
      expect(requests).toHaveLength(2);
    } finally {
      await closing(server);
    }
  });

  it('exits 2 when introspection is refused, pointing to --schema', async () => {
    const refusal = { errors: [{ message: 'GraphQL introspection is not allowed' }] };
    const { url, server } = await endpointFor(buildSchema(typeDefs), () => refusal);
    try {
      const { code, stderr } = await run('--endpoint', url);
      expect(code).toBe(2);
      expect(stderr).toContain(
        'refused the introspection query (GraphQL introspection is not allowed)',
      );
      expect(stderr).toContain('--schema FILE');
    } finally {
      await closing(server);
    }
  });

  it('exits 2 when nothing answers', async () => {
    const { url, server } = await endpointFor(buildSchema(typeDefs));
    await closing(server);
    const { code, stderr } = await run('--endpoint', url);
    expect(code).toBe(2);
    expect(stderr).toContain(`cannot reach ${url}`);
  });
});

describe('the app’s artifacts', () => {
  const query = (name: string, text: string | null) => ({
    kind: 'Request',
    params: { id: text ? null : 'abc', name, text },
  });

  /** A repository whose app is `source`, with these request artifacts. */
  async function repository(source: string, ...artifacts: ReturnType<typeof query>[]) {
    const root = await mkdtemp(join(directory, 'repo-'));
    await mkdir(join(root, 'src/__generated__'), { recursive: true });
    await writeFile(join(root, 'package.json'), '{ "type": "module" }');
    await writeFile(
      join(root, 'relay.config.js'),
      "export default { src: './src', schema: './schema.graphql', language: 'typescript' };",
    );
    await writeFile(join(root, 'schema.graphql'), 'type Query { hello: String }');
    await writeFile(join(root, 'src/Hello.tsx'), source);
    for (const artifact of artifacts) {
      await writeFile(
        join(root, `src/__generated__/${artifact.params.name}.graphql.ts`),
        `export default ${JSON.stringify(artifact)};`,
      );
    }
    return root;
  }
  const helloSource = 'graphql`query HelloQuery { hello }`;';

  it('says persisted artifacts need includeQueryText', async () => {
    const failure = loadAppSide(await repository(helloSource, query('HelloQuery', null)));
    await expect(failure).rejects.toBeInstanceOf(AppOperationsError);
    await expect(failure).rejects.toThrow(/persists queries.*includeQueryText: true/);
  });

  it('reads params.text, and leaves out artifacts of documents no source defines', async () => {
    const hello = query('HelloQuery', 'query HelloQuery {\n  hello\n}\n');
    const gone = query('GoneQuery', 'query GoneQuery {\n  hello\n}\n');
    const app = await loadAppSide(await repository(helloSource, hello, gone));
    expect(app.operations).toEqual([{ name: 'HelloQuery', text: hello.params.text }]);
    expect(app.staleArtifacts).toEqual(['GoneQuery']);
  });
});
