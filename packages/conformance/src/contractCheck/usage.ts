/**
 * What the app's operations use (the contract check's first half): each operation is walked
 * against the app's own schema, collecting types, fields, the arguments it passes, directives,
 * input fields its variables may hold and the enum values it reads or sends.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';

/** One operation as the app sends it: its name and its text, fragments included. */
export interface AppOperation {
  name: string;
  text: string;
}

/** A field or directive the app uses, with the arguments it sends in every use, per operation. */
export interface ArgumentOwnerUse {
  operations: Set<string>;
  /** Per operation, the argument names every use of it sends (the intersection). */
  sentInEveryUse: Map<string, Set<string>>;
}

interface FieldUse extends ArgumentOwnerUse {
  parent: string;
  name: string;
}

interface DirectiveUse extends ArgumentOwnerUse {
  name: string;
}

interface ArgumentUse {
  /** `Route.items` or `@include`. */
  owner: string;
  name: string;
  operations: Set<string>;
}

interface MemberUse {
  parent: string;
  name: string;
  operations: Set<string>;
}

/** Everything the app's operations use, each with the operations that use it. */
export interface AppUsage {
  operations: number;
  types: Map<string, Set<string>>;
  /** Types the text names in a type condition (`... on Route`): the endpoint needs that name. */
  typeConditions: Map<string, Set<string>>;
  fields: Map<string, FieldUse>;
  directives: Map<string, DirectiveUse>;
  arguments: Map<string, ArgumentUse>;
  inputFields: Map<string, MemberUse>;
  enumValues: Map<string, MemberUse>;
}

/** Records that `operation` uses `key`. */
export const addTo = <K>(map: Map<K, Set<string>>, key: K, operation: string) => {
  const set = map.get(key);
  if (set) set.add(operation);
  else map.set(key, new Set([operation]));
};

/** The operation's document; a text that does not parse names its operation. */
export function parseOperation(operation: AppOperation): DocumentNode {
  try {
    return parse(operation.text);
  } catch (error) {
    throw new Error(`${operation.name}: the text does not parse: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/** Walks every operation against the app's schema and collects what it uses. */
export function collectUsage(
  appOperations: readonly AppOperation[],
  appSchema: GraphQLSchema,
): AppUsage {
  const usage: AppUsage = {
    operations: appOperations.length,
    types: new Map(),
    typeConditions: new Map(),
    fields: new Map(),
    directives: new Map(),
    arguments: new Map(),
    inputFields: new Map(),
    enumValues: new Map(),
  };

  for (const operation of appOperations) {
    const op = operation.name;
    const useType = (type: GraphQLType | null | undefined) => {
      if (type) addTo(usage.types, getNamedType(type).name, op);
    };
    const useOwner = <U extends ArgumentOwnerUse>(
      map: Map<string, U>,
      key: string,
      create: () => U,
      sent: string[],
    ) => {
      let use = map.get(key);
      if (!use) map.set(key, (use = create()));
      use.operations.add(op);
      const before = use.sentInEveryUse.get(op);
      use.sentInEveryUse.set(op, new Set(before ? sent.filter((name) => before.has(name)) : sent));
    };
    const useArgument = (owner: string, name: string) => {
      const key = `${owner}(${name}:)`;
      const use = usage.arguments.get(key);
      if (use) use.operations.add(op);
      else usage.arguments.set(key, { owner, name, operations: new Set([op]) });
    };
    const useMember = (map: Map<string, MemberUse>, parent: string, name: string) => {
      const key = `${parent}.${name}`;
      const use = map.get(key);
      if (use) use.operations.add(op);
      else map.set(key, { parent, name, operations: new Set([op]) });
    };
    /** A variable's value may hold any field of its input type, at any depth. */
    const seenInputs = new Set<string>();
    const useInputClosure = (type: GraphQLInputType) => {
      const named = getNamedType(type);
      useType(named);
      if (!isInputObjectType(named) || seenInputs.has(named.name)) return;
      seenInputs.add(named.name);
      for (const field of Object.values(named.getFields())) {
        useMember(usage.inputFields, named.name, field.name);
        useInputClosure(field.type);
      }
    };

    const typeInfo = new TypeInfo(appSchema);
    visit(
      parseOperation(operation),
      visitWithTypeInfo(typeInfo, {
        OperationDefinition: () => useType(typeInfo.getType()),
        FragmentDefinition: (node) => {
          addTo(usage.typeConditions, node.typeCondition.name.value, op);
          useType(typeInfo.getType());
        },
        InlineFragment: (node) => {
          if (node.typeCondition) addTo(usage.typeConditions, node.typeCondition.name.value, op);
          useType(typeInfo.getType());
        },
        VariableDefinition: () => {
          const type = typeInfo.getInputType();
          if (type) useInputClosure(type);
        },
        Field: (node) => {
          const parent = typeInfo.getParentType();
          const field = typeInfo.getFieldDef();
          if (!parent || !field) return;
          useType(parent);
          // __typename and the introspection fields are every server's.
          if (field.name.startsWith('__')) return;
          useType(field.type);
          const key = `${parent.name}.${field.name}`;
          const sent = (node.arguments ?? []).map((argument) => argument.name.value);
          useOwner(
            usage.fields,
            key,
            () => ({
              parent: parent.name,
              name: field.name,
              operations: new Set(),
              sentInEveryUse: new Map(),
            }),
            sent,
          );
          for (const name of sent) useArgument(key, name);
        },
        Directive: (node) => {
          const name = node.name.value;
          const sent = (node.arguments ?? []).map((argument) => argument.name.value);
          useOwner(
            usage.directives,
            `@${name}`,
            () => ({ name, operations: new Set(), sentInEveryUse: new Map() }),
            sent,
          );
          for (const argument of sent) useArgument(`@${name}`, argument);
        },
        Argument: () => useType(typeInfo.getInputType()),
        ObjectField: (node) => {
          const parent = getNamedType(typeInfo.getParentInputType());
          if (isInputObjectType(parent)) useMember(usage.inputFields, parent.name, node.name.value);
          useType(typeInfo.getInputType());
        },
      }),
    );
  }

  // The app knows every value of an enum it reads or sends (its generated types list them).
  for (const [name, operations] of usage.types) {
    const type = appSchema.getType(name);
    if (!isEnumType(type)) continue;
    for (const value of type.getValues()) {
      usage.enumValues.set(`${name}.${value.name}`, {
        parent: name,
        name: value.name,
        operations: new Set(operations),
      });
    }
  }
  return usage;
}
