/**
 * Would the app break against this endpoint? Each operation the app sends is walked
 * against the app's own schema to collect what it uses (types, fields, arguments it passes,
 * directives, input fields its variables may hold, enum values of the enums it reads or sends);
 * each of those is then looked up in the endpoint's schema. Whatever the walk cannot see is left
 * to graphql-js's `validate` against the endpoint. Pure: no files, no network.
 */
import {
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  isRequiredInputField,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  OperationTypeNode,
  validate,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import {
  addTo,
  collectUsage,
  parseOperation,
  type AppOperation,
  type AppUsage,
  type ArgumentOwnerUse,
} from './usage';

export { collectUsage, type AppOperation, type AppUsage };

export type ProblemKind =
  /** A type, field, argument, directive, input field or enum value the endpoint lacks. */
  | 'missing'
  /** A type the endpoint has as another kind (an enum that became a scalar). */
  | 'kind-changed'
  /** A field's type the app cannot read, or an argument's or input field's type it cannot send. */
  | 'type-changed'
  /** An argument or input field the endpoint requires and the app does not send. */
  | 'required-added'
  /** A union or interface that no longer includes a type the app spreads. */
  | 'member-removed'
  /** What graphql-js's `validate` refuses against the endpoint when nothing above explains it. */
  | 'invalid';

export interface Problem {
  /**
   * Where, named as in the app's schema: `Route`, `Route.items`, `Route.items(first:)`,
   * `RouteInput.name`, `JobStatus.complete`, `@include(if:)`; for `invalid`, the validation message.
   */
  coordinate: string;
  kind: ProblemKind;
  /** What is wrong there: "missing", "type changed from String to Int". */
  message: string;
  /** The operations that use it, sorted. */
  operations: string[];
}

export interface CompatibilityReport {
  /** Sorted by coordinate; empty when the app would not break. */
  problems: Problem[];
  /** How much was checked, for the summary line. */
  checked: {
    operations: number;
    types: number;
    fields: number;
    arguments: number;
    inputFields: number;
    enumValues: number;
    directives: number;
  };
}

function kindOf(type: GraphQLNamedType): string {
  if (isScalarType(type)) return 'scalar';
  if (isObjectType(type)) return 'object';
  if (isInterfaceType(type)) return 'interface';
  if (isUnionType(type)) return 'union';
  if (isEnumType(type)) return 'enum';
  return 'input';
}

const sorted = (operations: Iterable<string>) => [...operations].sort();

/**
 * What in `appSchema` the app's operations use and `endpointSchema` lacks or changed so that the
 * app breaks: missing types, fields, arguments, directives, input fields and enum values; fields
 * whose answers the app cannot read; arguments and input fields whose values it cannot send;
 * arguments and input fields the endpoint requires that it does not send; union and interface
 * members it spreads that were removed. Root types match by operation (an endpoint's `query_root`
 * answers the app's `Query`). Operations with none of these are also validated against the
 * endpoint, and what that refuses is reported as `invalid`.
 */
export function checkCompatibility(
  appOperations: readonly AppOperation[],
  appSchema: GraphQLSchema,
  endpointSchema: GraphQLSchema,
): CompatibilityReport {
  const usage = collectUsage(appOperations, appSchema);
  const problems: Problem[] = [];
  const report = (
    coordinate: string,
    kind: ProblemKind,
    message: string,
    operations: Iterable<string>,
  ) => {
    const list = sorted(operations);
    if (list.length > 0) problems.push({ coordinate, kind, message, operations: list });
  };

  // The endpoint's root types answer the app's, whatever their names.
  const rootNames = new Map<string, string | undefined>();
  for (const kind of Object.values(OperationTypeNode)) {
    const appRoot = appSchema.getRootType(kind);
    if (appRoot) rootNames.set(appRoot.name, endpointSchema.getRootType(kind)?.name);
  }
  const endpointName = (appName: string) =>
    rootNames.has(appName) ? rootNames.get(appName) : appName;
  const endpointType = (appName: string) => {
    const name = endpointName(appName);
    return name === undefined ? undefined : endpointSchema.getType(name);
  };
  const sameNamed = (app: GraphQLNamedType, endpoint: GraphQLNamedType) =>
    endpointName(app.name) === endpoint.name;

  /** The app, expecting `expected`, can read what the endpoint answers as `actual`. */
  const readable = (expected: GraphQLOutputType, actual: GraphQLOutputType): boolean => {
    if (isNonNullType(actual) && !isNonNullType(expected)) return readable(expected, actual.ofType);
    if (isNonNullType(expected))
      return isNonNullType(actual) && readable(expected.ofType, actual.ofType);
    if (isListType(expected)) return isListType(actual) && readable(expected.ofType, actual.ofType);
    return !isListType(actual) && sameNamed(expected, actual as GraphQLNamedType);
  };
  /** The endpoint, accepting `accepted`, takes every value the app sends as `sent`. */
  const acceptable = (sent: GraphQLInputType, accepted: GraphQLInputType): boolean => {
    if (isNonNullType(sent) && !isNonNullType(accepted)) return acceptable(sent.ofType, accepted);
    if (isNonNullType(accepted))
      return isNonNullType(sent) && acceptable(sent.ofType, accepted.ofType);
    if (isListType(accepted)) return isListType(sent) && acceptable(sent.ofType, accepted.ofType);
    return !isListType(sent) && sameNamed(sent as GraphQLNamedType, accepted);
  };

  // Types. A missing type or one of another kind is reported once, not with each of its members.
  const brokenTypes = new Set<string>();
  for (const [name, operations] of usage.types) {
    const appType = appSchema.getType(name);
    if (!appType || name.startsWith('__') || isSpecifiedScalarType(appType)) continue;
    const type = endpointType(name);
    if (!type) {
      brokenTypes.add(name);
      report(
        name,
        'missing',
        kindOf(appType) === 'scalar' ? 'missing (custom scalar)' : 'missing',
        operations,
      );
    } else if (kindOf(type) !== kindOf(appType)) {
      brokenTypes.add(name);
      report(
        name,
        'kind-changed',
        `kind changed from ${kindOf(appType)} to ${kindOf(type)}`,
        operations,
      );
    } else if (type.name !== name && usage.typeConditions.has(name)) {
      // A root type of another name answers the app's fields, but not `fragment … on Query`.
      report(
        name,
        'missing',
        `missing (the endpoint calls it ${type.name}; fragments on ${name} fail)`,
        usage.typeConditions.get(name)!,
      );
    }
  }

  /** Arguments: missing, or of a type the app cannot send; required ones it does not send. */
  const checkArguments = (
    owner: string,
    use: ArgumentOwnerUse,
    appArgs: readonly GraphQLArgument[],
    endpointArgs: readonly GraphQLArgument[],
  ) => {
    for (const appArg of appArgs) {
      const argument = usage.arguments.get(`${owner}(${appArg.name}:)`);
      if (!argument) continue;
      const coordinate = `${owner}(${appArg.name}:)`;
      const endpointArg = endpointArgs.find((arg) => arg.name === appArg.name);
      if (!endpointArg) report(coordinate, 'missing', 'missing', argument.operations);
      else if (!acceptable(appArg.type, endpointArg.type)) {
        report(
          coordinate,
          'type-changed',
          `type changed from ${String(appArg.type)} to ${String(endpointArg.type)}`,
          argument.operations,
        );
      }
    }
    for (const endpointArg of endpointArgs) {
      if (!isRequiredArgument(endpointArg)) continue;
      const notSending = [...use.sentInEveryUse]
        .filter(([, sent]) => !sent.has(endpointArg.name))
        .map(([operation]) => operation);
      const known = appArgs.some((arg) => arg.name === endpointArg.name);
      report(
        `${owner}(${endpointArg.name}:)`,
        'required-added',
        known ? 'required by the endpoint, not always sent' : 'new required argument, not sent',
        notSending,
      );
    }
  };

  // Fields and their arguments.
  for (const [key, use] of usage.fields) {
    if (brokenTypes.has(use.parent)) continue;
    const appParent = appSchema.getType(use.parent);
    const parent = endpointType(use.parent);
    if (!(isObjectType(appParent) || isInterfaceType(appParent))) continue;
    if (!(isObjectType(parent) || isInterfaceType(parent))) continue;
    const appField = appParent.getFields()[use.name];
    const field = parent.getFields()[use.name];
    if (!appField) continue;
    if (!field) {
      report(key, 'missing', 'missing', use.operations);
      continue;
    }
    if (!readable(appField.type, field.type)) {
      report(
        key,
        'type-changed',
        `type changed from ${String(appField.type)} to ${String(field.type)}`,
        use.operations,
      );
    }
    checkArguments(key, use, appField.args, field.args);
  }

  // Directives the operations carry (@include, @skip and any other).
  for (const [key, use] of usage.directives) {
    const appDirective = appSchema.getDirective(use.name);
    const directive = endpointSchema.getDirective(use.name);
    if (!directive) {
      report(key, 'missing', 'missing', use.operations);
      continue;
    }
    checkArguments(key, use, appDirective?.args ?? [], directive.args);
  }

  // Input fields: those the app may send, and those the endpoint requires that it cannot.
  for (const [key, use] of usage.inputFields) {
    if (brokenTypes.has(use.parent)) continue;
    const appInput = appSchema.getType(use.parent);
    const input = endpointType(use.parent);
    if (!isInputObjectType(appInput) || !isInputObjectType(input)) continue;
    const appField = appInput.getFields()[use.name];
    const field = input.getFields()[use.name];
    if (!appField) continue;
    if (!field) report(key, 'missing', 'missing', use.operations);
    else if (!acceptable(appField.type, field.type)) {
      report(
        key,
        'type-changed',
        `type changed from ${String(appField.type)} to ${String(field.type)}`,
        use.operations,
      );
    }
  }
  for (const [name, operations] of usage.types) {
    const appInput = appSchema.getType(name);
    const input = endpointType(name);
    if (brokenTypes.has(name) || !isInputObjectType(appInput) || !isInputObjectType(input))
      continue;
    const known = appInput.getFields();
    for (const field of Object.values(input.getFields())) {
      if (isRequiredInputField(field) && !known[field.name]) {
        report(
          `${name}.${field.name}`,
          'required-added',
          'new required input field, not sent',
          operations,
        );
      }
    }
  }

  // Enum values.
  for (const [key, use] of usage.enumValues) {
    const type = endpointType(use.parent);
    if (brokenTypes.has(use.parent) || !isEnumType(type)) continue;
    if (!type.getValue(use.name)) report(key, 'missing', 'missing', use.operations);
  }

  // Union and interface members the app spreads (or reads through them).
  for (const [name, operations] of usage.types) {
    const appAbstract = appSchema.getType(name);
    const endpointAbstract = endpointType(name);
    if (brokenTypes.has(name) || !isAbstractType(appAbstract) || !isAbstractType(endpointAbstract))
      continue;
    for (const member of appSchema.getPossibleTypes(appAbstract)) {
      const memberOperations = usage.types.get(member.name);
      const endpointMember = endpointType(member.name);
      if (!memberOperations || !isObjectType(endpointMember)) continue;
      if (endpointSchema.isSubType(endpointAbstract, endpointMember)) continue;
      report(
        name,
        'member-removed',
        `no longer includes ${member.name}`,
        [...memberOperations].filter((operation) => operations.has(operation)),
      );
    }
  }

  // What the walk cannot see (a directive's locations, say), for operations it found fine.
  const flagged = new Set(problems.flatMap((problem) => problem.operations));
  const refusals = new Map<string, Set<string>>();
  for (const operation of appOperations) {
    if (flagged.has(operation.name)) continue;
    for (const error of validate(endpointSchema, parseOperation(operation))) {
      addTo(refusals, error.message, operation.name);
    }
  }
  for (const [message, operations] of refusals) {
    report(message, 'invalid', 'refused by the endpoint', operations);
  }

  problems.sort((a, b) => a.coordinate.localeCompare(b.coordinate) || a.kind.localeCompare(b.kind));
  return {
    problems,
    checked: {
      operations: usage.operations,
      types: usage.types.size,
      fields: usage.fields.size,
      arguments: usage.arguments.size,
      inputFields: usage.inputFields.size,
      enumValues: usage.enumValues.size,
      directives: usage.directives.size,
    },
  };
}

/** One line per problem: `Route.items: missing — used by RouteDetailPageQuery, RouteListPageQuery`. */
export function formatProblem(problem: Problem): string {
  const where =
    problem.kind === 'invalid'
      ? `invalid on the endpoint: ${problem.coordinate}`
      : problem.coordinate;
  const message = problem.kind === 'invalid' ? '' : `: ${problem.message}`;
  return `${where}${message} — used by ${problem.operations.join(', ')}`;
}

/** The one-line summary of a compatible endpoint. */
export function formatSummary(report: CompatibilityReport): string {
  const { operations, fields, arguments: args, inputFields, enumValues } = report.checked;
  return (
    `compatible: ${operations} operations, ${fields} fields checked ` +
    `(and ${args} arguments, ${inputFields} input fields, ${enumValues} enum values)`
  );
}
