import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { offlineDB } from './db';
import { MAX_ANSWERS_PER_MEMBER, answerKey, clearAnswers, readAnswer, saveAnswer } from './answers';

const SAM = 'u1@co1';
const SAM_ELSEWHERE = 'u1@co2';
const answer = (name: string) => ({ data: { route: { id: '1', name } } });

beforeEach(() => clearAnswers());

describe('answerKey', () => {
  it('is the same for the same variables in any key order, nested ones too', () => {
    expect(answerKey(SAM, 'Q', { id: '1', companyId: 'co1', filter: { b: 1, a: 2 } })).toBe(
      answerKey(SAM, 'Q', { filter: { a: 2, b: 1 }, companyId: 'co1', id: '1' }),
    );
    expect(answerKey(SAM, 'Q', { companyId: 'co1', id: '1' })).toBe(
      'u1@co1|Q|{"companyId":"co1","id":"1"}',
    );
  });

  it('differs by member, operation and variable value', () => {
    const keys = new Set([
      answerKey(SAM, 'Q', { id: '1' }),
      answerKey(SAM_ELSEWHERE, 'Q', { id: '1' }),
      answerKey(SAM, 'P', { id: '1' }),
      answerKey(SAM, 'Q', { id: '2' }),
      answerKey(SAM, 'Q', { id: ['1'] }),
    ]);
    expect(keys.size).toBe(5);
  });
});

describe('saveAnswer and readAnswer', () => {
  it('give back the answer and when it was fetched, for the same variables in any order', async () => {
    await saveAnswer(SAM, 'RouteDetailPageQuery', { id: '7', companyId: 'co1' }, answer('A'), 42);
    expect(await readAnswer(SAM, 'RouteDetailPageQuery', { companyId: 'co1', id: '7' })).toEqual({
      response: answer('A'),
      fetchedAt: 42,
    });
  });

  it("keep each member's answers apart: the same company's query under another login is not read", async () => {
    await saveAnswer(SAM, 'Q', { id: '1' }, answer('Sam'), 1);
    expect(await readAnswer(SAM_ELSEWHERE, 'Q', { id: '1' })).toBeNull();
    expect(await readAnswer('u2@co1', 'Q', { id: '1' })).toBeNull();
  });

  it('replace the older answer to the same query', async () => {
    await saveAnswer(SAM, 'Q', { id: '1' }, answer('old'), 1);
    await saveAnswer(SAM, 'Q', { id: '1' }, answer('new'), 2);
    expect(await readAnswer(SAM, 'Q', { id: '1' })).toEqual({
      response: answer('new'),
      fetchedAt: 2,
    });
  });

  it(`keep at most ${MAX_ANSWERS_PER_MEMBER} per member, dropping the oldest fetched`, async () => {
    expect(MAX_ANSWERS_PER_MEMBER).toBe(300);
    await saveAnswer(SAM_ELSEWHERE, 'Q', { id: 'other' }, answer('x'), 0);
    // Saved out of order: eviction goes by fetchedAt, not by when saved.
    for (let i = 300; i >= 1; i -= 1) await saveAnswer(SAM, 'Q', { id: i }, answer(`${i}`), i);
    await saveAnswer(SAM, 'Q', { id: 301 }, answer('301'), 301);
    await saveAnswer(SAM, 'Q', { id: 302 }, answer('302'), 302);

    const db = await offlineDB();
    expect(await db?.countFromIndex('answers', 'member', SAM)).toBe(300);
    expect(await readAnswer(SAM, 'Q', { id: 1 })).toBeNull();
    expect(await readAnswer(SAM, 'Q', { id: 2 })).toBeNull();
    expect(await readAnswer(SAM, 'Q', { id: 3 })).not.toBeNull();
    expect(await readAnswer(SAM, 'Q', { id: 302 })).not.toBeNull();
    // Another member's answers are not theirs to evict.
    expect(await readAnswer(SAM_ELSEWHERE, 'Q', { id: 'other' })).not.toBeNull();
  });

  it('store nothing for a member no longer logged in', async () => {
    await saveAnswer(SAM, 'Q', { id: '1' }, answer('late'), 1, () => null);
    expect(await readAnswer(SAM, 'Q', { id: '1' })).toBeNull();
  });
});

describe('clearAnswers', () => {
  it("deletes every member's answers", async () => {
    await saveAnswer(SAM, 'Q', { id: '1' }, answer('a'), 1);
    await saveAnswer('u2@co9', 'Q', { id: '1' }, answer('b'), 1);
    await clearAnswers();
    expect(await (await offlineDB())?.count('answers')).toBe(0);
  });
});
