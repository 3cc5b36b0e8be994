/**
 * Limits on what one GraphQL document may ask for, checked before anything executes: tokens
 * (while parsing), then depth, aliases and estimated cost (a validation rule). Both servers use
 * them: core's `execute` and the HTTP server's yoga (see node/plugins/queryLimits.ts).
 */
import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  Lexer,
  parse,
  Source,
  TokenKind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import { messages, QUERY_LIMITS, QUERY_TOO_LARGE, type QueryLimits } from '@routebook/schema';

// The figures are the contract's (schema rules/requestLimits.ts), so a backend's kit checks them.
export { QUERY_LIMITS, QUERY_TOO_LARGE, type QueryLimits };

function refusal(template: string, found: number | null, max: number): GraphQLError {
  const message = template.replace('{found}', String(found)).replace('{max}', String(max));
  // `spec: false`: yoga answers 400 even to an `application/json` client (it would say 200).
  return new GraphQLError(message, {
    extensions: { code: QUERY_TOO_LARGE, http: { status: 400, spec: false } },
  });
}

/**
 * Refuses a document of more than `maxTokens` lexical tokens, reading no further than that. A
 * syntax error is left to the parser to report.
 */
export function assertTokenLimit(
  source: string,
  limits: Pick<QueryLimits, 'maxTokens'> = QUERY_LIMITS,
): void {
  const lexer = new Lexer(new Source(source));
  for (let count = 0; count <= limits.maxTokens; count += 1) {
    try {
      if (lexer.advance().kind === TokenKind.EOF) return;
    } catch {
      return;
    }
  }
  throw refusal(messages.queryTooManyTokens, null, limits.maxTokens);
}

/** Parses `source` after checking its token count. */
export function parseWithLimits(source: string): DocumentNode {
  assertTokenLimit(source);
  return parse(source);
}

export interface QueryMeasure {
  depth: number;
  aliases: number;
  cost: number;
}

/** Measures selection sets of one document (see `createMeasurer`). */
export type SelectionMeasurer = (
  set: SelectionSetNode,
  parent: GraphQLCompositeType | null,
) => QueryMeasure;

/**
 * A measurer of depth, aliases and estimated cost of selection sets in one document (whose
 * fragments `fragmentNamed` finds), every list assumed to hold `listSize` items. A fragment is measured once per
 * measurer and reused, so a document cannot make the measuring itself slow; fragment cycles
 * (refused by graphql-js's own rule) count as nothing here.
 */
export function createMeasurer(
  schema: GraphQLSchema,
  fragmentNamed: (name: string) => FragmentDefinitionNode | undefined,
  listSize: number,
): SelectionMeasurer {
  const memo = new Map<string, QueryMeasure>();
  const inProgress = new Set<string>();
  const none: QueryMeasure = { depth: 0, aliases: 0, cost: 0 };

  const typeNamed = (name: string | undefined, fallback: GraphQLCompositeType | null) => {
    const type = name ? schema.getType(name) : fallback;
    return type && isCompositeType(type) ? type : null;
  };

  const measure: SelectionMeasurer = (set, parent) => {
    let depth = 0;
    let aliases = 0;
    let cost = 0;
    const add = (part: QueryMeasure) => {
      depth = Math.max(depth, part.depth);
      aliases += part.aliases;
      cost += part.cost;
    };
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const fields =
          parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields() : {};
        const type = fields[selection.name.value]?.type;
        const child = selection.selectionSet
          ? measure(selection.selectionSet, type ? typeNamed(getNamedType(type).name, null) : null)
          : none;
        const fanOut = type && isListType(getNullableType(type)) ? listSize : 1;
        // A type's wrapping chain (List of NonNull of ...) is a few levels in any real schema,
        // and GraphiQL's introspection asks for 7 of them: it is not counted as depth.
        const wrapping = parent?.name === '__Type' && selection.name.value === 'ofType';
        add({
          depth: (wrapping ? 0 : 1) + child.depth,
          aliases: (selection.alias ? 1 : 0) + child.aliases,
          cost: 1 + fanOut * child.cost,
        });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        add(
          measure(selection.selectionSet, typeNamed(selection.typeCondition?.name.value, parent)),
        );
      } else {
        const name = selection.name.value;
        const fragment = fragmentNamed(name);
        if (!fragment || inProgress.has(name)) continue;
        let known = memo.get(name);
        if (!known) {
          inProgress.add(name);
          known = measure(
            fragment.selectionSet,
            typeNamed(fragment.typeCondition.name.value, null),
          );
          inProgress.delete(name);
          memo.set(name, known);
        }
        add(known);
      }
    }
    return { depth, aliases, cost };
  };
  return measure;
}

/** Depth, aliases and estimated cost of each operation in `document`. */
export function measureOperations(
  schema: GraphQLSchema,
  document: DocumentNode,
  listSize: number = QUERY_LIMITS.assumedListSize,
): Map<string, QueryMeasure> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  const measure = createMeasurer(schema, (name) => fragments.get(name), listSize);
  const result = new Map<string, QueryMeasure>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = schema.getRootType(definition.operation) ?? null;
    result.set(definition.name?.value ?? '', measure(definition.selectionSet, root));
  }
  return result;
}

/** The validation rule: refuses an operation over the depth, alias or cost limit. */
export function queryLimitsRule(limits: QueryLimits = QUERY_LIMITS): ValidationRule {
  return (context) => ({
    Document: {
      leave(document) {
        const measures = measureOperations(context.getSchema(), document, limits.assumedListSize);
        for (const { depth, aliases, cost } of measures.values()) {
          if (depth > limits.maxDepth) {
            context.reportError(refusal(messages.queryTooDeep, depth, limits.maxDepth));
          } else if (aliases > limits.maxAliases) {
            context.reportError(refusal(messages.queryTooManyAliases, aliases, limits.maxAliases));
          } else if (cost > limits.maxCost) {
            context.reportError(refusal(messages.queryTooCostly, cost, limits.maxCost));
          }
        }
      },
    },
  });
}
