/** The company's depot: where optimized routes start and end. Set, cleared, checked, and who may. */
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@routebook/schema';
import { expectError, startTestServer, type TestServer } from '../../../test/testSupport';

const DEPOT = `query Depot($id: ID!) { company(id: $id) { depot { latitude longitude } } }`;
const UPDATE = `mutation Depot($companyId: ID!, $depot: LocationInput) {
  updateCompanyDepot(companyId: $companyId, depot: $depot) { id depot { latitude longitude } }
}`;

const YARD = { latitude: 39.7817, longitude: -89.6501 };

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});

describe("the company's depot", () => {
  it('is null until an admin sets it; then every member reads it; null clears it', async () => {
    const admin = await t.signIn('admin40@routebook.test');
    const staff = await t.signIn('staff40@routebook.test');
    const read = async (token: string) =>
      (await t.ok(token, DEPOT, { id: admin.companyId })).company.depot;
    expect(await read(staff.token)).toBeNull();

    const set = await t.ok(admin.token, UPDATE, { companyId: admin.companyId, depot: YARD });
    expect(set.updateCompanyDepot.depot).toEqual(YARD);
    expect(await read(staff.token)).toEqual(YARD);
    expect(await read(admin.token)).toEqual(YARD);

    const cleared = await t.ok(admin.token, UPDATE, { companyId: admin.companyId, depot: null });
    expect(cleared.updateCompanyDepot.depot).toBeNull();
    expect(await read(staff.token)).toBeNull();
  });

  it("takes the ends of the ranges and refuses what is beyond them with the rule's messages", async () => {
    const admin = await t.signIn('admin40@routebook.test');
    const update = (depot: { latitude: number; longitude: number }) =>
      t.run(admin.token, UPDATE, { companyId: admin.companyId, depot });
    for (const corner of [
      { latitude: -90, longitude: -180 },
      { latitude: 90, longitude: 180 },
    ]) {
      expect((await update(corner)).data?.updateCompanyDepot.depot).toEqual(corner);
    }
    expectError(
      await update({ latitude: 90.01, longitude: 0 }),
      'BAD_USER_INPUT',
      messages.latitudeInvalid,
    );
    expectError(
      await update({ latitude: 0, longitude: -180.5 }),
      'BAD_USER_INPUT',
      messages.longitudeInvalid,
    );
    const { company } = await t.ok(admin.token, DEPOT, { id: admin.companyId });
    expect(company.depot).toEqual({ latitude: 90, longitude: 180 });
  });

  it("refuses field staff (FORBIDDEN) and another company's id", async () => {
    const admin = await t.signIn('admin40@routebook.test');
    const staff = await t.signIn('staff40@routebook.test');
    expectError(
      await t.run(staff.token, UPDATE, { companyId: staff.companyId, depot: YARD }),
      'FORBIDDEN',
    );
    const other = await t.signIn('admin30@routebook.test');
    expectError(
      await t.run(other.token, UPDATE, { companyId: admin.companyId, depot: YARD }),
      'FORBIDDEN',
      messages.wrongCompany,
    );
    expect((await t.ok(admin.token, DEPOT, { id: admin.companyId })).company.depot).toBeNull();
  });
});
