/**
 * An answer with every object's fields in the query's order (the spec's CollectFields order).
 * Yoga's executor (@graphql-tools/executor) sets an object's fields in the order they finish, so
 * a field the request budget put off to a later slice would come after the fields asked after
 * it. graphql-js's executor keeps the order itself (core's `execute` needs nothing). A field of an
 * interface or union type is left as it is (the schema has none: its runtime type is not known
 * here).
 */
import {
  getNullableType,
  getOperationAST,
  getVariableValues,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { collectFields, collectSubFields } from '@graphql-tools/utils';

export interface OrderedExecution {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  variableValues?: Record<string, unknown> | null;
}

export function inQueryOrder(
  { schema, document, operationName, variableValues }: OrderedExecution,
  result: ExecutionResult,
): ExecutionResult {
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!result.data || !operation || !root) return result;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  // As the executor read them (defaults filled in), for @skip and @include.
  const { coerced = {} } = getVariableValues(
    schema,
    operation.variableDefinitions ?? [],
    variableValues ?? {},
  );
  const variables = { coerced, sources: {} };

  const orderObject = (
    value: Record<string, unknown>,
    type: GraphQLObjectType,
    fields: Map<string, FieldNode[]>,
  ): Record<string, unknown> => {
    const ordered: Record<string, unknown> = Object.create(null);
    for (const [key, nodes] of fields) {
      if (!(key in value)) continue;
      const field = type.getFields()[nodes[0]?.name.value ?? ''];
      ordered[key] = field ? orderValue(value[key], field.type, nodes) : value[key];
    }
    return ordered;
  };

  const orderValue = (value: unknown, type: GraphQLOutputType, nodes: FieldNode[]): unknown => {
    if (value === null || typeof value !== 'object') return value;
    const nullable = getNullableType(type);
    if (isListType(nullable)) {
      return (value as unknown[]).map((item) => orderValue(item, nullable.ofType, nodes));
    }
    if (!isObjectType(nullable)) return value;
    const { fields } = collectSubFields(schema, fragments, variables, nullable, nodes);
    return orderObject(value as Record<string, unknown>, nullable, fields);
  };

  const { fields } = collectFields(schema, fragments, variables, root, operation.selectionSet);
  return { ...result, data: orderObject(result.data, root, fields) };
}
