import { beforeEach, describe, expect, it } from 'vitest';
import { expectError, startTestServer, type TestServer } from '../../../test/testSupport';

const UPLOAD = `mutation Upload($companyId: ID!, $file: Upload!, $existing: ExistingCustomerAction) {
  uploadCustomerCSV(companyId: $companyId, file: $file, existing: $existing) {
    result msg
    customerImport { id desc createdAt recordCount importedCount updatedCount skippedCount status invalidData { line values reason } }
    company { id customers { id displayName } }
  }
}`;
const IMPORTS = `query Imports($companyId: ID!) {
  customerImports(companyId: $companyId) { id desc status recordCount importedCount }
}`;
const CUSTOMERS = `query C($companyId: ID!, $search: String) {
  companyActiveCustomers(companyId: $companyId, search: $search) {
    id firstName lastName displayName mobile address1 address2 city state zip email note status
  }
}`;

const PREVIEW = `mutation Preview($companyId: ID!, $file: Upload!) {
  previewCustomerCSV(companyId: $companyId, file: $file) {
    recordCount invalidCount matches { line displayName address1 customer { id displayName } }
  }
}`;

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});

async function as(email: string) {
  const { token, companyId } = await t.signIn(email);
  const upload = (file: unknown, forCompany = companyId, existing?: string) =>
    t.run(token, UPLOAD, { companyId: forCompany, file, existing });
  const preview = (file: unknown) => t.run(token, PREVIEW, { companyId, file });
  const imports = async () => (await t.ok(token, IMPORTS, { companyId })).customerImports;
  const customers = async (search?: string) =>
    (await t.ok(token, CUSTOMERS, { companyId, search })).companyActiveCustomers;
  return { token, companyId, upload, preview, imports, customers };
}

const csv = (text: string, name = 'customers.csv') => new File([text], name, { type: 'text/csv' });
const bytesFile = (bytes: number[] | Uint8Array, name = 'customers.csv') =>
  new File([new Uint8Array(bytes)], name, { type: 'text/csv' });

/** What a refusal must leave alone: the company's customers and imports. */
function snapshot(companyId: string) {
  const { store } = t.server;
  return JSON.stringify([
    store.customers.where('companyId', companyId),
    store.customerImports.where('companyId', companyId),
  ]);
}

describe('uploadCustomerCSV: importing', () => {
  it('adds every valid row as an active customer, matching headers loosely', async () => {
    const admin = await as('admin30@routebook.test');
    const file = csv(
      '\uFEFFFIRST NAME,Last_Name,displayName,Favourite Colour,e mail,note,City\r\n' +
        ' Ann , Lee ,Ann Lee,blue,ann@x.example,"likes, commas",Springfield\r\n' +
        'Bob,Ray,"Bob ""the builder"" Ray",,,"two\nlines",\r\n' +
        ',Formula,=1+1,,,@SUM(A1),-2+3\r\n',
      'spring list.csv',
    );
    const result = await admin.upload(file);
    expect(result.errors).toBeUndefined();
    const answer = result.data?.uploadCustomerCSV;
    expect(answer.result).toBe('success');
    expect(answer.msg).toBe('Customers imported: 3. Rows refused: 0.');
    expect(answer.customerImport).toMatchObject({
      desc: 'spring list.csv',
      createdAt: '2026-11-02T09:00:00.000Z',
      recordCount: 3,
      importedCount: 3,
      status: 'complete',
      invalidData: [],
    });

    const byName = new Map(
      (await admin.customers()).map((c: { displayName: string }) => [c.displayName, c]),
    );
    expect(byName.get('Ann Lee')).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@x.example',
      note: 'likes, commas',
      city: 'Springfield',
      mobile: null,
      status: 'active',
    });
    expect(byName.get('Bob "the builder" Ray')).toMatchObject({ note: 'two\nlines', city: null });
    // Cells are text, never evaluated.
    expect(byName.get('=1+1')).toMatchObject({
      firstName: null,
      lastName: 'Formula',
      note: '@SUM(A1)',
      city: '-2+3',
    });
    expect(answer.company.customers.map((c: { displayName: string }) => c.displayName)).toEqual(
      expect.arrayContaining(['Ann Lee', '=1+1']),
    );
  });

  it('reports invalid rows by file line with their cells and reason, skipping blank lines', async () => {
    const admin = await as('admin30@routebook.test');
    const before = (await admin.customers()).length;
    const file = csv(
      [
        'lastName,displayName,note',
        'Lee,Ann Lee,"a note',
        'on two lines"',
        '',
        ',No Last Name,x',
        '   ,   ,  ',
        'Ray,,',
        'Kim',
        'Ok,Ok,=cmd|"/c calc"!A0',
      ].join('\n'),
    );
    const answer = (await admin.upload(file)).data?.uploadCustomerCSV;
    expect(answer.result).toBe('success');
    expect(answer.msg).toBe('Customers imported: 2. Rows refused: 3.');
    expect(answer.customerImport).toMatchObject({
      recordCount: 5,
      importedCount: 2,
      status: 'partial',
    });
    expect(answer.customerImport.invalidData).toEqual([
      { line: 5, values: ['', 'No Last Name', 'x'], reason: 'Last name is required.' },
      { line: 7, values: ['Ray', '', ''], reason: 'Display name is required.' },
      { line: 8, values: ['Kim'], reason: 'Display name is required.' },
    ]);
    expect((await admin.customers()).length).toBe(before + 2);
  });

  it('records a file whose rows are all invalid as failed, adding no customer', async () => {
    const admin = await as('admin30@routebook.test');
    const before = (await admin.customers()).length;
    const answer = (await admin.upload(csv('lastName,displayName\n,A\nB,\n,\n'))).data
      ?.uploadCustomerCSV;
    expect(answer.result).toBe('failed');
    expect(answer.msg).toBe('Customers imported: 0. Rows refused: 2.');
    expect(answer.customerImport).toMatchObject({
      recordCount: 2,
      importedCount: 0,
      status: 'failed',
    });
    expect(answer.customerImport.invalidData[1]).toEqual({
      line: 3,
      values: ['B', ''],
      reason: 'Display name is required.',
    });
    expect((await admin.customers()).length).toBe(before);
    expect((await admin.imports()).map((i: { id: string }) => i.id)).toEqual([
      answer.customerImport.id,
    ]);
  });

  it('imports 10,000 rows in one upload', async () => {
    const admin = await as('admin40@routebook.test');
    const rows = Array.from(
      { length: 10_000 },
      (_, i) => `First${i},Last${i},"Customer ${i}, Esq.",555-${i},${i} Main St,,Town,ST,${i}`,
    );
    const file = csv(
      `firstName,lastName,displayName,mobile,address1,address2,city,state,zip\n${rows.join('\n')}`,
    );
    // Its speed is the import bench's figure (`npm run bench`), not a timed test's.
    const result = await admin.upload(file);
    expect(result.errors).toBeUndefined();
    expect(result.data?.uploadCustomerCSV.customerImport).toMatchObject({
      recordCount: 10_000,
      importedCount: 10_000,
      status: 'complete',
    });
    expect(t.server.store.customers.count('companyId', admin.companyId)).toBe(10_008);
  });

  it('lists imports newest first', async () => {
    const admin = await as('admin30@routebook.test');
    expect(await admin.imports()).toEqual([]);
    await admin.upload(csv('lastName,displayName\nA,A\n', 'first.csv'));
    await admin.upload(csv('lastName,displayName\nB,B\n', 'second.csv'));
    expect((await admin.imports()).map((i: { desc: string }) => i.desc)).toEqual([
      'second.csv',
      'first.csv',
    ]);
  });
});

describe('importing a file twice', () => {
  const FILE =
    'displayName,lastName,address1,city,mobile\n' +
    'Hollow Oak,Oakes,12 Mill Lane,Ely,555-0101\n' +
    'Café Zoë,Brûlé,3 Quay St,Cork,\n' +
    ',Nameless,1 Road,,\n';
  const AGAIN =
    'displayName,lastName,address1,city,mobile\n' +
    'hollow oak,Oakes, 12  MILL lane ,Ely,555-0199\n' +
    'Cafe Zoe,Brule,3 Quay St,Cork,\n' +
    'Hollow Oak,Oakes,99 Other Rd,Ely,\n';

  it('previews the rows matching an existing customer by name and address, writing nothing', async () => {
    const admin = await as('admin30@routebook.test');
    await admin.upload(csv(FILE));
    const before = snapshot(admin.companyId);
    const answer = await admin.preview(csv(AGAIN));
    expect(answer.errors).toBeUndefined();
    const preview = answer.data?.previewCustomerCSV;
    expect(preview).toMatchObject({ recordCount: 3, invalidCount: 0 });
    expect(
      preview.matches.map((m: { line: number; customer: { displayName: string } }) => [
        m.line,
        m.customer.displayName,
      ]),
    ).toEqual([
      [2, 'Hollow Oak'],
      [3, 'Café Zoë'],
    ]);
    expect(snapshot(admin.companyId)).toBe(before);
  });

  it('skips matching rows by default and counts created, updated and skipped', async () => {
    const admin = await as('admin30@routebook.test');
    await admin.upload(csv(FILE));
    const result = (await admin.upload(csv(AGAIN))).data?.uploadCustomerCSV;
    expect(result.msg).toBe(
      'Customers added: 1. Updated: 0. Skipped (already there): 2. Rows refused: 0.',
    );
    expect(result.customerImport).toMatchObject({
      recordCount: 3,
      importedCount: 1,
      updatedCount: 0,
      skippedCount: 2,
      status: 'complete',
    });
    const moore = await admin.customers('hollow oak');
    expect(moore.map((c: { address1: string }) => c.address1).sort()).toEqual([
      '12 Mill Lane',
      '99 Other Rd',
    ]);
    expect(moore.find((c: { address1: string }) => c.address1 === '12 Mill Lane').mobile).toBe(
      '555-0101',
    );
  });

  it('updates matching rows when asked, keeping fields the row leaves blank', async () => {
    const admin = await as('admin30@routebook.test');
    await admin.upload(csv(FILE));
    const count = (await admin.customers()).length;
    const result = (await admin.upload(csv(AGAIN), admin.companyId, 'update')).data
      ?.uploadCustomerCSV;
    expect(result.msg).toBe(
      'Customers added: 1. Updated: 2. Skipped (already there): 0. Rows refused: 0.',
    );
    expect(result.customerImport).toMatchObject({ updatedCount: 2, skippedCount: 0 });
    expect(await admin.customers()).toHaveLength(count + 1);
    const [updated] = (await admin.customers('hollow oak')).filter(
      (c: { address1: string }) => c.address1 !== '99 Other Rd',
    );
    expect(updated).toMatchObject({ displayName: 'hollow oak', mobile: '555-0199', city: 'Ely' });
    const [cafe] = await admin.customers('cafe zoe');
    expect(cafe).toMatchObject({ lastName: 'Brule', displayName: 'Cafe Zoe' });
  });

  it('answers the same refusals as the import, and is for admins only', async () => {
    const admin = await as('admin30@routebook.test');
    expectError(
      await admin.preview(csv('lastName,displayName\n"A,A\n')),
      'BAD_USER_INPUT',
      'The file cannot be read: line 2, column 1 (lastName) has a quote (") that is never closed. Remove it, or write it as "" inside a quoted value, and try again.',
    );
    const staff = await as('staff30@routebook.test');
    expectError(await staff.preview(csv(FILE)), 'FORBIDDEN');
  });
});

describe('uploadCustomerCSV: files refused whole', () => {
  const refusals: [string, () => File, string][] = [
    [
      'not UTF-8 (Latin-1)',
      () => bytesFile([...new TextEncoder().encode('lastName,displayName\nM'), 0xfc, 0x6c, 0x0a]),
      'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.',
    ],
    [
      'UTF-16 with a byte-order mark',
      () => bytesFile([0xff, 0xfe, 0x6c, 0x00, 0x61, 0x00]),
      'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.',
    ],
    [
      'holding a NUL byte',
      () => csv('lastName,displayName\nA\0,A\n'),
      'The file is not a customer CSV: its first row must name the columns, including lastName and displayName.',
    ],
    [
      'with a stray quote (the line and column are named)',
      () => csv('lastName,displayName,city\nA,A,Oslo\nB,"B,Bergen\nC,C,Molde\n'),
      'The file cannot be read: line 3, column 2 (displayName) has a quote (") that is never closed. Remove it, or write it as "" inside a quoted value, and try again.',
    ],
    [
      'with a stray quote in its header',
      () => csv('lastName,"displayName\nA,A\n'),
      'The file cannot be read: line 1, column 2 has a quote (") that is never closed. Remove it, or write it as "" inside a quoted value, and try again.',
    ],
    [
      'with text after a closing quote',
      () => csv('lastName,displayName\nA,A\n"Moore" Farm,Moore Farm\n'),
      'The file cannot be read: line 3, column 1 (lastName) has text after a closing quote ("). Put the whole value in quotes, with each " inside written as "", and try again.',
    ],
    [
      'an image',
      () => bytesFile([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'photo.csv'),
      'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.',
    ],
    [
      'without a displayName column',
      () => csv('firstName,lastName,name\nA,B,C\n'),
      'The file is not a customer CSV: its first row must name the columns, including lastName and displayName.',
    ],
    [
      'whose first row is data',
      () => csv('Lee,Ann Lee\nRay,Bob Ray\n'),
      'The file is not a customer CSV: its first row must name the columns, including lastName and displayName.',
    ],
    [
      'empty',
      () => csv(''),
      'The file is not a customer CSV: its first row must name the columns, including lastName and displayName.',
    ],
    ['with a header only', () => csv('lastName,displayName\r\n'), 'The file has no customer rows.'],
    [
      'with blank lines only',
      () => csv('lastName,displayName\n\n , \n\n'),
      'The file has no customer rows.',
    ],
    [
      'over 5 MB',
      () => csv(`lastName,displayName\n${'A,A\n'.repeat((5 * 1024 * 1024) / 4)}`),
      'The file is too large: at most 5 MB.',
    ],
  ];

  it.each(refusals)('refuses a file %s and writes nothing', async (_, makeFile, message) => {
    const admin = await as('admin30@routebook.test');
    const before = snapshot(admin.companyId);
    expectError(await admin.upload(makeFile()), 'BAD_USER_INPUT', message);
    expect(snapshot(admin.companyId)).toBe(before);
  });

  it('refuses a value that is not a file', async () => {
    const admin = await as('admin30@routebook.test');
    const before = snapshot(admin.companyId);
    for (const notAFile of ['lastName,displayName\nA,A', { size: 3 }, 42]) {
      expectError(
        await admin.upload(notAFile),
        'BAD_USER_INPUT',
        'The file could not be read. Choose a file and try again.',
      );
    }
    expect(snapshot(admin.companyId)).toBe(before);
  });

  it("refuses another company's id and changes nothing there", async () => {
    const other = await as('admin40@routebook.test');
    const admin = await as('admin30@routebook.test');
    const before = snapshot(other.companyId);
    expectError(
      await admin.upload(csv('lastName,displayName\nA,A\n'), other.companyId),
      'FORBIDDEN',
      'That belongs to another company.',
    );
    expectError(
      await t.run(admin.token, IMPORTS, { companyId: other.companyId }),
      'FORBIDDEN',
      'That belongs to another company.',
    );
    expect(snapshot(other.companyId)).toBe(before);
  });

  it('is for admins only', async () => {
    const staff = await as('staff30@routebook.test');
    const before = snapshot(staff.companyId);
    expectError(await staff.upload(csv('lastName,displayName\nA,A\n')), 'FORBIDDEN');
    expectError(await t.run(staff.token, IMPORTS, { companyId: staff.companyId }), 'FORBIDDEN');
    expect(snapshot(staff.companyId)).toBe(before);
  });
});
