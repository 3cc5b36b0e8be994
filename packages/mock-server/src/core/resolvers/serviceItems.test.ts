import { beforeEach, describe, expect, it } from 'vitest';
import { expectError, startTestServer, type TestServer, the } from '../../../test/testSupport';

const ITEM_FIELDS = 'id name abbreviation status company { id }';
const LINK_FIELDS = 'id note isComplete serviceItem { id name status } job { id } company { id }';
const ITEMS = `query Items($companyId: ID!) { getServiceItems(companyId: $companyId) { ${ITEM_FIELDS} } }`;
const ROUTES = `query Routes($companyId: ID!) {
  routes(companyId: $companyId) { id items { job { id } } }
}`;
const JOB = `query Job($id: ID!) {
  job(id: $id) { id counts { serviceItems } jobServiceItems { ${LINK_FIELDS} } }
}`;
const JOB_LINKS = `query Links($id: ID!) { getJobServiceItemsByJobId(id: $id) { ${LINK_FIELDS} } }`;
const CREATE_ITEM = `mutation Create($data: ServiceItemInput!) {
  createServiceItem(data: $data) { serviceItem { ${ITEM_FIELDS} } company { id } }
}`;
const UPDATE_ITEM = `mutation Update($id: ID!, $data: ServiceItemInput!) {
  updateServiceItem(id: $id, data: $data) { result msg serviceItem { ${ITEM_FIELDS} } }
}`;
const DELETE_ITEM = `mutation Delete($id: ID!) { deleteServiceItem(id: $id) { deletedId company { id } } }`;
const LINK = `mutation Link($jobId: ID!, $serviceItemId: ID!, $companyId: ID, $note: String, $isComplete: Boolean) {
  createJobServiceItem(jobId: $jobId, serviceItemId: $serviceItemId, companyId: $companyId, note: $note, isComplete: $isComplete) {
    jobServiceItem { ${LINK_FIELDS} } job { id counts { serviceItems } }
  }
}`;
const UPDATE_LINK = `mutation UpdateLink($jobServiceItemId: ID!, $jobId: ID, $serviceItemId: ID, $note: String, $isComplete: Boolean) {
  updateJobServiceItem(jobServiceItemId: $jobServiceItemId, jobId: $jobId, serviceItemId: $serviceItemId, note: $note, isComplete: $isComplete) {
    jobServiceItem { ${LINK_FIELDS} } job { id }
  }
}`;
const UNLINK = `mutation Unlink($id: ID!) {
  deleteJobServiceItem(id: $id) { deletedId job { id counts { serviceItems } } }
}`;
const SAVE = `mutation Save($jobId: ID!, $items: [ServiceItemSelectionInput!]!) {
  updateJobServiceItemByPayload(jobId: $jobId, items: $items) {
    jobServiceItems { ${LINK_FIELDS} } job { id counts { serviceItems } }
  }
}`;

interface Item {
  id: string;
  name: string;
  status: string;
}
interface Link {
  id: string;
  note: string | null;
  isComplete: boolean;
  serviceItem: Item;
}

const PLAN_FEATURE = 'Please upgrade your company plan to use this feature.';

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});

async function as(email: string) {
  const { token, companyId } = await t.signIn(email);
  const items = async (): Promise<any[]> =>
    (await t.ok(token, ITEMS, { companyId })).getServiceItems;
  const links = async (jobId: string): Promise<any[]> =>
    (await t.ok(token, JOB, { id: jobId })).job.jobServiceItems;
  const jobIds = async (): Promise<string[]> => {
    const { routes } = await t.ok(token, ROUTES, { companyId });
    return routes.flatMap((r: { items: { job: { id: string } | null }[] }) =>
      r.items.flatMap((i) => (i.job ? [i.job.id] : [])),
    );
  };
  /** A job with a linked service item, and one with none. */
  const jobs = async () => {
    const ids = await jobIds();
    const counts = await Promise.all(ids.map(async (id) => (await links(id)).length));
    return {
      linked: ids[counts.findIndex((n) => n > 0)] as string,
      bare: ids[counts.findIndex((n) => n === 0)] as string,
    };
  };
  return { token, companyId, items, links, jobs };
}

/** The service items and links of a company, as stored. */
function snapshot(companyId: string) {
  const { store } = t.server;
  return JSON.stringify([
    store.serviceItems.where('companyId', companyId),
    store.jobServiceItems.all().filter((l) => l.companyId === companyId),
  ]);
}

describe('plan gate (service items at plan level 40+)', () => {
  it.each(['admin30@routebook.test', 'admin10@routebook.test', 'admin-unset@routebook.test'])(
    'refuses %s with PLAN_LIMIT and writes nothing',
    async (email) => {
      const admin = await as(email);
      const before = snapshot(admin.companyId);
      expectError(
        await t.run(admin.token, ITEMS, { companyId: admin.companyId }),
        'PLAN_LIMIT',
        PLAN_FEATURE,
      );
      expectError(
        await t.run(admin.token, CREATE_ITEM, { data: { name: 'Hose' } }),
        'PLAN_LIMIT',
        PLAN_FEATURE,
      );
      expect(snapshot(admin.companyId)).toBe(before);
    },
  );

  it('lets plan 40 use service items, regular users read and link them', async () => {
    const admin = await as('admin40@routebook.test');
    expect(await admin.items()).toHaveLength(4);
    const staff = await as('staff40@routebook.test');
    const items = await staff.items();
    expect(items).toHaveLength(4);
    const { bare } = await staff.jobs();
    await t.ok(staff.token, LINK, { jobId: bare, serviceItemId: items[0].id });
    expectError(await t.run(staff.token, CREATE_ITEM, { data: { name: 'Hose' } }), 'FORBIDDEN');
  });
});

describe('service items', () => {
  it('lists active items by name', async () => {
    const admin = await as('admin40@routebook.test');
    const items = await admin.items();
    expect(items.every((i) => i.status === 'active')).toBe(true);
    const names = items.map((i) => i.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });

  it('creates an active item whose abbreviation is its name', async () => {
    const admin = await as('admin40@routebook.test');
    const data = await t.ok(admin.token, CREATE_ITEM, {
      data: { name: '  Aerator ', company: admin.companyId },
    });
    expect(data.createServiceItem.serviceItem).toMatchObject({
      name: 'Aerator',
      abbreviation: 'Aerator',
      status: 'active',
      company: { id: admin.companyId },
    });
    expect((await admin.items()).map((i) => i.name)).toContain('Aerator');
  });

  it('requires a name, writing nothing', async () => {
    const admin = await as('admin40@routebook.test');
    const [item] = await admin.items();
    const before = snapshot(admin.companyId);
    for (const name of [undefined, null, '   ']) {
      expectError(
        await t.run(admin.token, CREATE_ITEM, { data: { name } }),
        'BAD_USER_INPUT',
        'Service item name is required.',
      );
      expectError(
        await t.run(admin.token, UPDATE_ITEM, { id: item.id, data: { name } }),
        'BAD_USER_INPUT',
        'Service item name is required.',
      );
    }
    expect(snapshot(admin.companyId)).toBe(before);
  });

  it('renames an item, the abbreviation following, with a message to show', async () => {
    const admin = await as('admin40@routebook.test');
    const [item] = await admin.items();
    const data = await t.ok(admin.token, UPDATE_ITEM, { id: item.id, data: { name: ' Hose ' } });
    expect(data.updateServiceItem).toEqual({
      result: 'success',
      msg: 'Service item updated.',
      serviceItem: {
        id: item.id,
        name: 'Hose',
        abbreviation: 'Hose',
        status: 'active',
        company: { id: admin.companyId },
      },
    });
  });

  it('deletes an item from the list while jobs keep their links', async () => {
    const admin = await as('admin40@routebook.test');
    const { linked } = await admin.jobs();
    const [link] = await admin.links(linked);
    const data = await t.ok(admin.token, DELETE_ITEM, { id: link.serviceItem.id });
    expect(data.deleteServiceItem).toEqual({
      deletedId: link.serviceItem.id,
      company: { id: admin.companyId },
    });
    expect((await admin.items()).map((i) => i.id)).not.toContain(link.serviceItem.id);
    const [kept] = await admin.links(linked);
    expect(kept).toMatchObject({ id: link.id, serviceItem: { status: 'deleted' } });
  });

  it("answers another company's items as missing and its company id as forbidden", async () => {
    const admin = await as('admin40@routebook.test');
    const otherCompany = (await as('admin30@routebook.test')).companyId;
    const victim = the(t.server.store.serviceItems.where('companyId', otherCompany)[0]);
    const before = snapshot(otherCompany);
    expectError(
      await t.run(admin.token, ITEMS, { companyId: otherCompany }),
      'FORBIDDEN',
      'That belongs to another company.',
    );
    expectError(
      await t.run(admin.token, UPDATE_ITEM, { id: victim.id, data: { name: 'Mine' } }),
      'NOT_FOUND',
      'Not found.',
    );
    expectError(await t.run(admin.token, DELETE_ITEM, { id: victim.id }), 'NOT_FOUND');
    expectError(
      await t.run(admin.token, CREATE_ITEM, { data: { name: 'X', company: otherCompany } }),
      'FORBIDDEN',
    );
    expect(snapshot(otherCompany)).toBe(before);
  });
});

describe('job service items', () => {
  it("reads a job's links", async () => {
    const admin = await as('admin40@routebook.test');
    const { linked } = await admin.jobs();
    const data = await t.ok(admin.token, JOB_LINKS, { id: linked });
    expect(data.getJobServiceItemsByJobId).toEqual(await admin.links(linked));
    expect(data.getJobServiceItemsByJobId[0]).toMatchObject({
      job: { id: linked },
      company: { id: admin.companyId },
    });
  });

  it('links an active item once, counting it on the job', async () => {
    const admin = await as('admin40@routebook.test');
    const { bare } = await admin.jobs();
    const [item] = await admin.items();
    const data = await t.ok(admin.token, LINK, {
      jobId: bare,
      serviceItemId: item.id,
      companyId: admin.companyId,
      note: ' two bags ',
    });
    expect(data.createJobServiceItem.jobServiceItem).toMatchObject({
      note: 'two bags',
      isComplete: false,
      serviceItem: { id: item.id },
      job: { id: bare },
    });
    expect(data.createJobServiceItem.job.counts.serviceItems).toBe(1);
    const before = snapshot(admin.companyId);
    expectError(
      await t.run(admin.token, LINK, { jobId: bare, serviceItemId: item.id }),
      'BAD_USER_INPUT',
      'This service item is already on the job.',
    );
    expect(snapshot(admin.companyId)).toBe(before);
  });

  it('does not link a deleted item', async () => {
    const admin = await as('admin40@routebook.test');
    const { bare } = await admin.jobs();
    const [item] = await admin.items();
    await t.ok(admin.token, DELETE_ITEM, { id: item.id });
    expectError(
      await t.run(admin.token, LINK, { jobId: bare, serviceItemId: item.id }),
      'NOT_FOUND',
    );
    expect(await admin.links(bare)).toEqual([]);
  });

  it("updates a link's note and done flag, keeping what is not sent", async () => {
    const admin = await as('admin40@routebook.test');
    const { linked } = await admin.jobs();
    const [link] = await admin.links(linked);
    const done = await t.ok(admin.token, UPDATE_LINK, {
      jobServiceItemId: link.id,
      jobId: linked,
      isComplete: false,
      note: 'Half done',
    });
    expect(done.updateJobServiceItem.jobServiceItem).toMatchObject({
      id: link.id,
      isComplete: false,
      note: 'Half done',
      serviceItem: { id: link.serviceItem.id },
    });
    const kept = await t.ok(admin.token, UPDATE_LINK, {
      jobServiceItemId: link.id,
      isComplete: true,
    });
    expect(kept.updateJobServiceItem.jobServiceItem).toMatchObject({
      isComplete: true,
      note: 'Half done',
    });
  });

  it('refuses moving a link to another job or onto an item the job already has', async () => {
    const admin = await as('admin40@routebook.test');
    const { linked, bare } = await admin.jobs();
    const [link] = await admin.links(linked);
    const other = (await admin.items()).find((i) => i.id !== link.serviceItem.id);
    await t.ok(admin.token, LINK, { jobId: linked, serviceItemId: other.id });
    const before = snapshot(admin.companyId);
    expectError(
      await t.run(admin.token, UPDATE_LINK, { jobServiceItemId: link.id, jobId: bare }),
      'NOT_FOUND',
    );
    expectError(
      await t.run(admin.token, UPDATE_LINK, {
        jobServiceItemId: link.id,
        serviceItemId: other.id,
      }),
      'BAD_USER_INPUT',
      'This service item is already on the job.',
    );
    expect(snapshot(admin.companyId)).toBe(before);
  });

  it('unlinks an item', async () => {
    const admin = await as('admin40@routebook.test');
    const { linked } = await admin.jobs();
    const links = await admin.links(linked);
    const data = await t.ok(admin.token, UNLINK, { id: links[0].id });
    expect(data.deleteJobServiceItem).toEqual({
      deletedId: links[0].id,
      job: { id: linked, counts: { serviceItems: links.length - 1 } },
    });
  });

  it("answers another company's jobs and links as missing, changing nothing", async () => {
    const admin = await as('admin40@routebook.test');
    const victim = await as('admin30@routebook.test');
    const { store } = t.server;
    const victimLink = the(
      store.jobServiceItems.all().find((l) => l.companyId === victim.companyId),
    );
    const [item] = await admin.items();
    const { bare } = await admin.jobs();
    const before = snapshot(victim.companyId);
    expectError(await t.run(admin.token, JOB_LINKS, { id: victimLink.jobId }), 'NOT_FOUND');
    expectError(
      await t.run(admin.token, LINK, { jobId: victimLink.jobId, serviceItemId: item.id }),
      'NOT_FOUND',
    );
    expectError(
      await t.run(admin.token, LINK, { jobId: bare, serviceItemId: victimLink.serviceItemId }),
      'NOT_FOUND',
    );
    expectError(
      await t.run(admin.token, UPDATE_LINK, { jobServiceItemId: victimLink.id, note: 'x' }),
      'NOT_FOUND',
    );
    expectError(await t.run(admin.token, UNLINK, { id: victimLink.id }), 'NOT_FOUND');
    expectError(
      await t.run(admin.token, SAVE, {
        jobId: victimLink.jobId,
        items: [{ serviceItemId: item.id, isChecked: true }],
      }),
      'NOT_FOUND',
    );
    expect(snapshot(victim.companyId)).toBe(before);
  });
});

describe('updateJobServiceItemByPayload', () => {
  it('links newly checked, keeps still checked, unlinks unchecked, ignores never linked', async () => {
    const admin = await as('admin40@routebook.test');
    const { linked } = await admin.jobs();
    const [link] = await admin.links(linked);
    const items = await admin.items();
    const others = items.filter((i) => i.id !== link.serviceItem.id);
    // Link a second item first, so one link stays and one goes.
    const second = (
      await t.ok(admin.token, LINK, { jobId: linked, serviceItemId: others[0].id, note: 'keep' })
    ).createJobServiceItem.jobServiceItem;

    const data = await t.ok(admin.token, SAVE, {
      jobId: linked,
      items: [
        { serviceItemId: link.serviceItem.id, isChecked: false, jobServiceItemId: link.id },
        { serviceItemId: others[0].id, isChecked: true, jobServiceItemId: second.id },
        { serviceItemId: others[1].id, isChecked: true },
        { serviceItemId: others[2].id, isChecked: false, jobServiceItemId: null },
      ],
    });
    const saved: Link[] = data.updateJobServiceItemByPayload.jobServiceItems;
    expect(saved.map((l) => l.serviceItem.id).sort()).toEqual([others[0].id, others[1].id].sort());
    expect(saved.find((l) => l.id === second.id)).toMatchObject({ note: 'keep' });
    expect(data.updateJobServiceItemByPayload.job).toEqual({
      id: linked,
      counts: { serviceItems: 2 },
    });
    expect(await admin.links(linked)).toEqual(saved);
  });

  it('keeps one link when a stale modal checks an item the job already has', async () => {
    const admin = await as('admin40@routebook.test');
    const { linked } = await admin.jobs();
    const [link] = await admin.links(linked);
    const data = await t.ok(admin.token, SAVE, {
      jobId: linked,
      items: [
        { serviceItemId: link.serviceItem.id, isChecked: true },
        { serviceItemId: link.serviceItem.id, isChecked: true },
      ],
    });
    expect(data.updateJobServiceItemByPayload.jobServiceItems.map((l: Link) => l.id)).toEqual([
      link.id,
    ]);
  });

  it('refuses the whole save when one id is not of this company and job', async () => {
    const admin = await as('admin40@routebook.test');
    const { linked, bare } = await admin.jobs();
    const [link] = await admin.links(linked);
    const items = await admin.items();
    const victimItem = t.server.store.serviceItems
      .all()
      .find((i) => i.companyId !== admin.companyId) as { id: string };
    const before = snapshot(admin.companyId);
    const attempts = [
      // Another company's service item.
      [[{ serviceItemId: victimItem.id, isChecked: true }], 'Not found.'],
      // A link of another job.
      [
        [{ serviceItemId: link.serviceItem.id, isChecked: false, jobServiceItemId: link.id }],
        'Not found.',
      ],
      // A link that does not exist (removed while the modal was open).
      [
        [{ serviceItemId: items[1].id, isChecked: false, jobServiceItemId: 'jsi-nope' }],
        'This service item was removed from the job, so your change was not saved.',
      ],
    ] as const;
    for (const [bad, message] of attempts) {
      expectError(
        await t.run(admin.token, SAVE, {
          jobId: bare,
          items: [{ serviceItemId: items[0].id, isChecked: true }, ...bad],
        }),
        'NOT_FOUND',
        message,
      );
    }
    expect(snapshot(admin.companyId)).toBe(before);
  });

  it('does not newly link a deleted item, writing nothing', async () => {
    const admin = await as('admin40@routebook.test');
    const { bare } = await admin.jobs();
    const [first, second] = await admin.items();
    await t.ok(admin.token, DELETE_ITEM, { id: second.id });
    const before = snapshot(admin.companyId);
    expectError(
      await t.run(admin.token, SAVE, {
        jobId: bare,
        items: [
          { serviceItemId: first.id, isChecked: true },
          { serviceItemId: second.id, isChecked: true },
        ],
      }),
      'NOT_FOUND',
    );
    expect(snapshot(admin.companyId)).toBe(before);
  });
});
