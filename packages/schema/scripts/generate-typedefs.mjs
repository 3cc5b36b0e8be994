// Writes src/typeDefs.generated.ts from schema.graphql, so code that runs in the browser (the mock
// server core in Storybook) gets the SDL without reading files. `--check` fails when it is stale.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const sdlPath = fileURLToPath(new URL('../schema.graphql', import.meta.url));
const outPath = fileURLToPath(new URL('../src/typeDefs.generated.ts', import.meta.url));

const sdl = readFileSync(sdlPath, 'utf8');
const source =
  '// Generated from schema.graphql by scripts/generate-typedefs.mjs (npm run codegen). Do not edit.\n' +
  `export const typeDefs = ${JSON.stringify(sdl)};\n`;

if (process.argv.includes('--check')) {
  const current = existsSync(outPath) ? readFileSync(outPath, 'utf8') : '';
  if (current !== source) {
    console.error(
      'src/typeDefs.generated.ts is out of date with schema.graphql: run npm run codegen',
    );
    process.exit(1);
  }
  console.log('typeDefs.generated.ts matches schema.graphql');
} else {
  writeFileSync(outPath, source);
  console.log(`wrote ${outPath}`);
}
