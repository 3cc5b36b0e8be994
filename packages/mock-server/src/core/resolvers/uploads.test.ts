import { beforeEach, describe, expect, it } from 'vitest';
import { expectError, startTestServer, type TestServer, the } from '../../../test/testSupport';
import { MAX_UPLOAD_BYTES, sniffImageType } from '../uploads';
import {
  CHROMIUM_JPEG,
  GIF,
  LOSSLESS_WEBP,
  chunk,
  concat,
  pngOf,
  zlibOf,
} from '../../../test/testImages';

const UPLOAD = `mutation Upload($file: Upload!) { uploadImage(file: $file) { url } }`;
const ROUTES = `query Routes($companyId: ID!) { routes(companyId: $companyId) { items { job { id } } } }`;
const PHOTO_FIELDS = 'id url notes photoDate job { id }';
const JOB = `query Job($id: ID!) { job(id: $id) { id counts { photos } photos { ${PHOTO_FIELDS} } } }`;
const ADD_PHOTO = `mutation Add($data: JobPhotoInput!) {
  createJobPhoto(data: $data) { jobPhoto { ${PHOTO_FIELDS} } job { id counts { photos } } }
}`;
const DELETE_PHOTO = `mutation Delete($id: ID!) {
  deleteJobPhoto(id: $id) { deletedId job { id counts { photos } } }
}`;

const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (ch) => ch.charCodeAt(0),
);
const JPEG = CHROMIUM_JPEG;
const WEBP = LOSSLESS_WEBP;

const NOT_AN_IMAGE = 'Only PNG, JPEG, GIF or WebP images can be uploaded.';

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});

async function as(email: string) {
  const { token, companyId } = await t.signIn(email);
  const upload = (file: unknown) => t.run(token, UPLOAD, { file });
  const jobIds = async (): Promise<string[]> => {
    const { routes } = await t.ok(token, ROUTES, { companyId });
    return routes.flatMap((r: { items: { job: { id: string } | null }[] }) =>
      r.items.flatMap((i) => (i.job ? [i.job.id] : [])),
    );
  };
  const job = async (id: string | undefined) => (await t.ok(token, JOB, { id })).job;
  const uploaded = async (bytes: Uint8Array<ArrayBuffer> = PNG): Promise<string> =>
    (await t.ok(token, UPLOAD, { file: new File([bytes], 'x.png', { type: 'image/png' }) }))
      .uploadImage.url;
  return { token, companyId, upload, jobIds, job, uploaded };
}

const fileRows = () => JSON.stringify(t.server.store.files.all());

describe('sniffImageType', () => {
  it('reads the type from the magic bytes', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(GIF)).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('GIF87a'))).toBe('image/gif');
    expect(sniffImageType(WEBP)).toBe('image/webp');
  });

  it('knows nothing else, nor truncated signatures', () => {
    expect(
      sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('RIFF\x1a\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniffImageType(PNG.slice(0, 7))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('uploadImage', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['GIF', GIF, 'image/gif'],
    ['WebP', WEBP, 'image/webp'],
  ])(
    'stores a %s with the type its bytes say, for the caller’s company',
    async (_, bytes, type) => {
      const staff = await as('staff10@routebook.test');
      // Declared as a PNG named x.png whatever it is: the declaration is not trusted.
      const result = await staff.upload(new File([bytes], 'x.png', { type: 'image/png' }));
      expect(result.errors).toBeUndefined();
      const { url } = the(result.data).uploadImage;
      const row = the(t.server.store.files.all().find((f) => f.url === url));
      expect(row).toMatchObject({
        companyId: staff.companyId,
        name: 'x.png',
        contentType: type,
        size: bytes.length,
        createdAt: '2026-11-02T09:00:00.000Z',
      });
      expect(url).toBe(t.server.files.urlFor(row.id));
      const stored = the(t.server.files.get(row.id));
      expect(stored.contentType).toBe(type);
      expect([...stored.bytes]).toEqual([...bytes]);
    },
  );

  it('refuses a text file named photo.png and declared image/png, storing nothing', async () => {
    const staff = await as('staff10@routebook.test');
    const before = fileRows();
    const text = new File(['<script>alert(1)</script>'], 'photo.png', { type: 'image/png' });
    expectError(await staff.upload(text), 'BAD_USER_INPUT', NOT_AN_IMAGE);
    expectError(
      await staff.upload(new File([], 'empty.png', { type: 'image/png' })),
      'BAD_USER_INPUT',
      NOT_AN_IMAGE,
    );
    expect(fileRows()).toBe(before);
  });

  it('refuses a file over 10 MB by its size', async () => {
    const staff = await as('staff10@routebook.test');
    const before = fileRows();
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG);
    expectError(
      await staff.upload(new File([big], 'big.png', { type: 'image/png' })),
      'BAD_USER_INPUT',
      'The file is too large: at most 10 MB.',
    );
    // The size is checked before anything is read.
    let read = false;
    const huge = {
      name: 'huge.png',
      size: 50 * 1024 * 1024,
      arrayBuffer: async () => {
        read = true;
        return new ArrayBuffer(0);
      },
    };
    expectError(
      await staff.upload(huge),
      'BAD_USER_INPUT',
      'The file is too large: at most 10 MB.',
    );
    expect(read).toBe(false);
    expect(fileRows()).toBe(before);
  });

  it('accepts an image of exactly 10 MB', async () => {
    const staff = await as('staff10@routebook.test');
    // 1280 x 1900 RGBA stored uncompressed (deflate level 0), topped up with a text chunk.
    const row = 1 + 1280 * 4;
    const pixels = new Uint8Array(row * 1900).map((_, i) => (i % row === 0 ? 0 : (i * 7919) % 251));
    const image = pngOf({
      width: 1280,
      height: 1900,
      compressed: zlibOf(pixels, 0),
    });
    const topUp = chunk('tEXt', new Uint8Array(MAX_UPLOAD_BYTES - image.length - 12).fill(0x41));
    const exact = concat(image.subarray(0, 33), topUp, image.subarray(33));
    expect(exact.length).toBe(MAX_UPLOAD_BYTES);
    expect((await staff.upload(new File([exact], 'x.png'))).errors).toBeUndefined();
  });

  it('refuses 9 MiB of filler behind a PNG header, and behind a whole PNG, storing nothing', async () => {
    const staff = await as('staff10@routebook.test');
    const before = fileRows();
    const filler = new Uint8Array(9 * 1024 * 1024);
    filler.set(PNG.subarray(0, 8));
    const message =
      'The image could not be read: it is damaged, or not a complete PNG, JPEG, GIF or WebP image.';
    expectError(await staff.upload(new File([filler], 'sig.png')), 'BAD_USER_INPUT', message);
    expectError(
      await staff.upload(new File([concat(PNG, filler)], 'sig.png')),
      'BAD_USER_INPUT',
      message,
    );
    expect(fileRows()).toBe(before);
  });

  it('keeps a photo up to its end: what a phone appended after the JPEG is not stored', async () => {
    const staff = await as('staff10@routebook.test');
    const motionPhoto = concat(JPEG, new Uint8Array(64 * 1024).fill(0x20));
    const url = await staff.uploaded(motionPhoto);
    const row = the(t.server.store.files.all().find((f) => f.url === url));
    expect(row.size).toBe(JPEG.length);
    expect([...the(t.server.files.get(row.id)).bytes]).toEqual([...JPEG]);
  });

  it('refuses a value that is not a file', async () => {
    const staff = await as('staff10@routebook.test');
    for (const notAFile of ['iVBORw0KGgo=', { size: 1 }, 42, { size: -1, arrayBuffer: 1 }]) {
      const result = await staff.upload(notAFile);
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expectError(
      await staff.upload({ size: 4 }),
      'BAD_USER_INPUT',
      'The file could not be read. Choose a file and try again.',
    );
  });
});

describe('job photos', () => {
  it('adds an uploaded photo to a job, counted on it', async () => {
    const staff = await as('staff10@routebook.test');
    const [jobId] = await staff.jobIds();
    const before = (await staff.job(jobId)).counts.photos;
    const url = await staff.uploaded();
    const data = await t.ok(staff.token, ADD_PHOTO, {
      data: { job: jobId, url, notes: ' Back fence ', photoDate: '2026-11-02T08:30:00.000Z' },
    });
    expect(data.createJobPhoto.jobPhoto).toMatchObject({
      url,
      notes: 'Back fence',
      photoDate: '2026-11-02T08:30:00.000Z',
      job: { id: jobId },
    });
    expect(data.createJobPhoto.job.counts.photos).toBe(before + 1);
    expect((await staff.job(jobId)).photos).toContainEqual(data.createJobPhoto.jobPhoto);
  });

  it.each([null, '', '2026-11-02', '2026-11-02T08:30', '2026-11-02T08:30:00+02:00'])(
    'takes the photo date %j',
    async (photoDate) => {
      const staff = await as('staff10@routebook.test');
      const [jobId] = await staff.jobIds();
      const data = await t.ok(staff.token, ADD_PHOTO, {
        data: { job: jobId, url: await staff.uploaded(), photoDate },
      });
      expect(data.createJobPhoto.jobPhoto.photoDate).toBe(photoDate || null);
    },
  );

  it.each(['yesterday', '2026-02-31', '2026-13-01', '02/11/2026', '2026-11-02T25:00Z'])(
    'refuses the photo date %j',
    async (photoDate) => {
      const staff = await as('staff10@routebook.test');
      const [jobId] = await staff.jobIds();
      const url = await staff.uploaded();
      const before = (await staff.job(jobId)).photos;
      expectError(
        await t.run(staff.token, ADD_PHOTO, { data: { job: jobId, url, photoDate } }),
        'BAD_USER_INPUT',
        'Dates must be ISO 8601 (YYYY-MM-DD or a full timestamp).',
      );
      expect((await staff.job(jobId)).photos).toEqual(before);
    },
  );

  it("refuses a URL that was not uploaded to the caller's company", async () => {
    const staff = await as('staff10@routebook.test');
    const other = await as('staff20@routebook.test');
    const [jobId] = await staff.jobIds();
    const before = (await staff.job(jobId)).photos;
    const othersUrl = await other.uploaded();
    for (const url of [othersUrl, 'https://evil.example/x.png', '', '/uploads/../secret']) {
      expectError(
        await t.run(staff.token, ADD_PHOTO, { data: { job: jobId, url } }),
        'BAD_USER_INPUT',
        'Upload the photo first.',
      );
    }
    expect((await staff.job(jobId)).photos).toEqual(before);
  });

  it('deletes a photo', async () => {
    const staff = await as('staff10@routebook.test');
    const [jobId] = await staff.jobIds();
    const added = await t.ok(staff.token, ADD_PHOTO, {
      data: { job: jobId, url: await staff.uploaded() },
    });
    const { id } = added.createJobPhoto.jobPhoto;
    const data = await t.ok(staff.token, DELETE_PHOTO, { id });
    expect(data.deleteJobPhoto).toEqual({
      deletedId: id,
      job: { id: jobId, counts: { photos: added.createJobPhoto.job.counts.photos - 1 } },
    });
    expect((await staff.job(jobId)).photos.map((p: { id: string }) => p.id)).not.toContain(id);
  });

  it("answers another company's jobs and photos as missing, changing nothing", async () => {
    const staff = await as('staff10@routebook.test');
    const victim = await as('admin20@routebook.test');
    const victimJobs = await victim.jobIds();
    const withPhoto = [];
    for (const id of victimJobs) {
      const job = await victim.job(id);
      if (job.photos.length > 0) withPhoto.push(job);
    }
    const target = withPhoto[0];
    const photos = () => JSON.stringify(t.server.store.jobPhotos.all());
    const before = photos();
    expectError(
      await t.run(staff.token, ADD_PHOTO, {
        data: { job: target.id, url: await staff.uploaded() },
      }),
      'NOT_FOUND',
      'This job was deleted, so your change was not saved.',
    );
    expectError(
      await t.run(staff.token, DELETE_PHOTO, { id: target.photos[0].id }),
      'NOT_FOUND',
      'This photo was deleted, so your change was not saved.',
    );
    expect(photos()).toBe(before);
    expect(await victim.job(target.id)).toEqual(target);
  });
});
