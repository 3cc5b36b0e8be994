/**
 * The roles check's list comes from schema.graphql: it holds the admin-only operations (and only
 * those), and each call it builds is a valid operation of the schema, so what refuses it is the role.
 */
import {
  buildASTSchema,
  getVariableValues,
  parse,
  validate,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from '@routebook/schema';
import type { Session } from '../context';
import { adminOnlyFields, callOf, unreachableAdminOnlyFields } from './roles';

const schema = buildASTSchema(parse(typeDefs));

const member: Session = {
  token: 'token',
  email: 'staff@routebook.test',
  userId: 'u1',
  companyUserId: 'cu1',
  companyId: 'c1',
  companyName: 'Company',
  planLevel: 40,
};

describe('the admin-only list of the roles check', () => {
  const names = adminOnlyFields().map((f) => `${f.type}.${f.field}`);

  it('has the admin-only operations of the schema', () => {
    expect(names.length).toBeGreaterThan(30);
    expect(names).toEqual(
      expect.arrayContaining([
        'Mutation.createRoute',
        'Mutation.updateRouteItemsOrder',
        'Mutation.createServiceItem',
        'Mutation.uploadCustomerCSV',
        'Query.settings',
        'Query.companyUser',
        'Company.companyUsers',
      ]),
    );
  });

  it('leaves out what any member may call', () => {
    for (const open of [
      'Mutation.updateJob',
      'Mutation.createJobTask',
      'Query.route',
      'Query.me',
    ]) {
      expect(names).not.toContain(open);
    }
  });

  it('reaches every admin-only field', () => {
    expect(unreachableAdminOnlyFields()).toEqual([]);
  });

  it('builds a valid, well-typed call of each, naming the member company where one is asked', () => {
    for (const target of adminOnlyFields()) {
      const call = callOf(target, member);
      const document = parse(call.query);
      expect(validate(schema, document), call.name).toEqual([]);
      const operation = document.definitions[0] as OperationDefinitionNode;
      const files = Object.fromEntries(call.files.map((name) => [name, 'a file']));
      const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], {
        ...call.variables,
        ...files,
      });
      expect(coerced.errors ?? [], call.name).toEqual([]);
    }
    expect(callOf({ type: 'Query', field: 'settings' }, member).variables).toEqual({
      companyId: member.companyId,
    });
  });
});
