import { describe, expect, it } from 'vitest';

import { clearDrafts, createDraftStore } from './draftStore';
import { memoryStorage } from './memoryStorage';

const NOTE = `<p><b>Gate code 4417.</b> ${'Dog in the yard; ring twice. '.repeat(30)}</p>`;

describe('draft store', () => {
  it('gives back what was written, formatting and all, with when it was written', () => {
    const store = createDraftStore(memoryStorage(), 'user-1@company-1');
    store.write('routeItem:add:route-1', { type: 'note', note: NOTE });
    const draft = store.read<{ type: string; note: string }>('routeItem:add:route-1');
    expect(draft?.values).toEqual({ type: 'note', note: NOTE });
    expect(draft?.values.note.length).toBeGreaterThan(875);
    expect(typeof draft?.savedAt).toBe('number');
  });

  it('keeps one draft per purpose and record', () => {
    const store = createDraftStore(memoryStorage(), 'user-1@company-1');
    store.write('jobNote:add:job-1', { text: 'first job' });
    store.write('jobNote:add:job-2', { text: 'second job' });
    expect(store.read('jobNote:add:job-1')?.values).toEqual({ text: 'first job' });
    expect(store.read('jobNote:add:job-2')?.values).toEqual({ text: 'second job' });
    expect(store.read('routeItem:add:job-1')).toBeNull();
  });

  it('shows a member none of the drafts of another member or company on the same device', () => {
    const storage = memoryStorage();
    createDraftStore(storage, 'user-1@company-1').write('routeItem:add:route-1', { note: 'mine' });
    expect(createDraftStore(storage, 'user-2@company-1').read('routeItem:add:route-1')).toBeNull();
    expect(createDraftStore(storage, 'user-1@company-2').read('routeItem:add:route-1')).toBeNull();
    expect(createDraftStore(storage, 'user-1@company-1').read('routeItem:add:route-1')).not.toBe(
      null,
    );
  });

  it('removes a draft (a save, a discard)', () => {
    const store = createDraftStore(memoryStorage(), 'user-1@company-1');
    store.write('task:add:job-1', { html: '<p>x</p>' });
    store.remove('task:add:job-1');
    expect(store.read('task:add:job-1')).toBeNull();
  });

  it('clears every draft of a member logging out, and only theirs', () => {
    const storage = memoryStorage();
    storage.setItem('routebook.session', 'kept');
    const mine = createDraftStore(storage, 'user-1@company-1');
    const theirs = createDraftStore(storage, 'user-2@company-1');
    mine.write('a', 1);
    mine.write('b', 2);
    theirs.write('a', 3);
    clearDrafts(storage, 'user-1@company-1');
    expect(mine.read('a')).toBeNull();
    expect(mine.read('b')).toBeNull();
    expect(theirs.read('a')?.values).toBe(3);
    expect(storage.getItem('routebook.session')).toBe('kept');
  });

  it('does not mistake a scope for another that starts with the same text', () => {
    const storage = memoryStorage();
    createDraftStore(storage, 'user-1@company-10').write('a', 'other company');
    clearDrafts(storage, 'user-1@company-1');
    expect(createDraftStore(storage, 'user-1@company-10').read('a')?.values).toBe('other company');
  });

  it('loses a draft quietly when the storage is full or unreadable', () => {
    const full: Storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const store = createDraftStore(full, 'user-1@company-1');
    expect(() => store.write('a', 'text')).not.toThrow();
    expect(store.read('a')).toBeNull();
    const storage = memoryStorage();
    storage.setItem(`routebook.draft:${encodeURIComponent('user-1@company-1')}:a`, '{not json');
    expect(createDraftStore(storage, 'user-1@company-1').read('a')).toBeNull();
  });
});
