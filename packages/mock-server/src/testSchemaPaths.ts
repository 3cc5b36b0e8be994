/**
 * Test support for rules that must hold on every path to a record: the schema's paths from a query
 * to a type, and the document that asks one of them.
 */
import {
  getNamedType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

export interface SchemaPath {
  /** The fields from the query to the target, `Query.routes.technician` style. */
  name: string;
  fields: GraphQLField<unknown, unknown>[];
  /** The type at the end of the path. */
  target: string;
}

/** Every path from a query to a type `isTarget` picks, on which no type comes twice. */
export function schemaPaths(
  schema: GraphQLSchema,
  isTarget: (typeName: string) => boolean,
): SchemaPath[] {
  const paths: SchemaPath[] = [];
  const walk = (
    type: GraphQLObjectType,
    fields: GraphQLField<unknown, unknown>[],
    seen: Set<string>,
  ) => {
    for (const field of Object.values(type.getFields())) {
      const next = getNamedType(field.type);
      if (!isObjectType(next) || seen.has(next.name)) continue;
      const path = [...fields, field];
      if (isTarget(next.name)) {
        paths.push({
          name: ['Query', ...path.map((f) => f.name)].join('.'),
          fields: path,
          target: next.name,
        });
      }
      walk(next, path, new Set([...seen, next.name]));
    }
  };
  const query = schema.getQueryType();
  if (!query) throw new Error('the schema has no Query type');
  walk(query, [], new Set(['Query']));
  return paths;
}

/**
 * The document asking `selection` of the record at the end of `path`: the root field's arguments
 * are variables, a nested field's required Int arguments (page sizes) are `intValue`.
 */
export function pathDocument(path: SchemaPath, selection: string, intValue: number): string {
  const [root, ...nested] = path.fields;
  if (!root) throw new Error('a path has at least one field');
  const withArgs = (field: GraphQLField<unknown, unknown>) => {
    const required = field.args.filter((arg) => isNonNullType(arg.type));
    for (const arg of required) {
      if (getNamedType(arg.type).name !== 'Int') throw new Error(`no value for ${field.name}`);
    }
    return required.length
      ? `${field.name}(${required.map((a) => `${a.name}: ${intValue}`).join(', ')})`
      : field.name;
  };
  const variables = root.args.map((arg) => `$${arg.name}: ${String(arg.type)}`);
  const call = root.args.length
    ? `${root.name}(${root.args.map((a) => `${a.name}: $${a.name}`).join(', ')})`
    : root.name;
  const body = [call, ...nested.map(withArgs)].reduceRight(
    (inner, field) => `${field} { ${inner} }`,
    selection,
  );
  return `query Path${variables.length ? `(${variables.join(', ')})` : ''} { ${body} }`;
}
