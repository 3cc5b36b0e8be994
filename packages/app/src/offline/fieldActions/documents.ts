/**
 * Every field action's document, found by name: `<kind>.mutation.ts` beside its action, and
 * `uploadImage.mutation.ts` for the files. One module, loaded when the first change is sent: each
 * document carries the job page's whole fragment, too much for the shell's first scripts.
 */
import type { GraphQLTaggedNode } from 'relay-runtime';

const DOCUMENTS = import.meta.glob<GraphQLTaggedNode>('./*.mutation.ts', {
  eager: true,
  import: 'default',
});

/** The names with a document (`createJobTime`, `uploadImage`). */
export const documentNames = Object.keys(DOCUMENTS).map((path) =>
  path.replace(/^\.\/(\w+)\.mutation\.ts$/, '$1'),
);

export function documentOf(name: string): GraphQLTaggedNode {
  const document = DOCUMENTS[`./${name}.mutation.ts`];
  if (!document) throw new Error(`No document for the field action ${name}`);
  return document;
}
