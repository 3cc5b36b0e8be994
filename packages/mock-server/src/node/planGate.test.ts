/**
 * The customer import is behind the plan guard (plan 30+), on the page and on the server alike: an
 * admin below plan 30 who calls uploadCustomerCSV over HTTP is refused with the plan-feature
 * message, as the page's guard would have sent them away.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_MIN_PLAN, PLAN_GUARD_LEVEL, messages } from '@routebook/schema';
import { TEST_NOW } from '../../test/testSupport';
import { PREFLIGHT_HEADER, startHttpServer, type RunningHttpServer } from './httpServer';
import { logInOverHttp } from '../../test/http';

let running: RunningHttpServer;
beforeAll(async () => {
  running = await startHttpServer({ port: 0, quiet: true, now: () => TEST_NOW });
});
afterAll(() => running.close());

const UPLOAD = `mutation Upload($companyId: ID!, $file: Upload!) {
  uploadCustomerCSV(companyId: $companyId, file: $file) { result customerImport { importedCount } }
}`;
const IMPORTS = 'query Imports($companyId: ID!) { customerImports(companyId: $companyId) { id } }';

/** uploadCustomerCSV as a browser sends it: a GraphQL multipart request with one CSV part. */
async function uploadCsv(token: string, companyId: string) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: UPLOAD, variables: { companyId, file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob(['lastName,displayName\nLee,Ann Lee\n'], { type: 'text/csv' }), 'a.csv');
  const response = await fetch(`${running.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, [PREFLIGHT_HEADER]: '1' },
    body: form,
  });
  return (await response.json()) as any;
}

async function customerImports(token: string, companyId: string) {
  const response = await fetch(`${running.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: IMPORTS, variables: { companyId } }),
  });
  return (await response.json()) as any;
}

describe('the customer import follows the plan guard (30+)', () => {
  it('is the feature customerImport, at the plan guard level', () => {
    expect(FEATURE_MIN_PLAN.customerImport).toBe(PLAN_GUARD_LEVEL);
    expect(PLAN_GUARD_LEVEL).toBe(30);
  });

  it.each(['admin10@routebook.test', 'admin20@routebook.test'])(
    'refuses uploadCustomerCSV and the import history to %s with the plan-feature message',
    async (email) => {
      const { token, companyId } = await logInOverHttp(running.url, email);
      const upload = await uploadCsv(token, companyId);
      expect(upload.data).toBeNull();
      expect(upload.errors).toHaveLength(1);
      expect(upload.errors[0]).toMatchObject({
        message: messages.planFeature,
        extensions: { code: 'PLAN_LIMIT' },
      });
      const history = await customerImports(token, companyId);
      expect(history.errors[0]).toMatchObject({
        message: messages.planFeature,
        extensions: { code: 'PLAN_LIMIT' },
      });
    },
  );

  it('imports for an admin at plan 30', async () => {
    const { token, companyId } = await logInOverHttp(running.url, 'admin30@routebook.test');
    const upload = await uploadCsv(token, companyId);
    expect(upload.errors).toBeUndefined();
    expect(upload.data.uploadCustomerCSV).toEqual({
      result: 'success',
      customerImport: { importedCount: 1 },
    });
    const history = await customerImports(token, companyId);
    expect(history.data.customerImports).toHaveLength(1);
  });
});
