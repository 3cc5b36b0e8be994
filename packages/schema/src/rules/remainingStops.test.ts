import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import {
  TRAVEL_TIME_POINTS_MAX,
  remainingStopsProblem,
  reorderRemainingStops,
  travelTimesTooManyPointsMessage,
  type StopItem,
} from './remainingStops';

/** 'j1' an open job, 'j1!' a complete one, 'n1' a note. */
const route = (layout: string[]): StopItem[] =>
  layout.map((name) => {
    const id = name.replace('!', '');
    return id.startsWith('j')
      ? { id, jobId: id, status: name.endsWith('!') ? 'complete' : 'active' }
      : { id, jobId: null, status: null };
  });

const names = (items: StopItem[], jobIds: string[]) =>
  reorderRemainingStops(items, jobIds).map(({ item, order }) => `${item.id}@${order}`);

describe('reorderRemainingStops', () => {
  it('gives listed jobs the places the listed jobs held, in the given order, renumbered by 10', () => {
    expect(names(route(['j1', 'j2!', 'j3', 'j4']), ['j4', 'j1'])).toEqual([
      'j4@10',
      'j2@20',
      'j3@30',
      'j1@40',
    ]);
  });

  it('moves each note with the job after it and keeps trailing notes last', () => {
    expect(names(route(['n1', 'j1', 'n2', 'j2', 'n3']), ['j2', 'j1'])).toEqual([
      'n2@10',
      'j2@20',
      'n1@30',
      'j1@40',
      'n3@50',
    ]);
  });

  it('keeps a done job, and the note before it, where they are', () => {
    expect(names(route(['j1', 'n1', 'j2!', 'j3']), ['j3', 'j1'])).toEqual([
      'j3@10',
      'n1@20',
      'j2@30',
      'j1@40',
    ]);
  });
});

describe('remainingStopsProblem', () => {
  const items = route(['j1', 'j2!', 'j3']);
  const elsewhere = (id: string) => id === 'j9';
  it('finds a done job, one of another route, an unknown one and one listed twice', () => {
    expect(remainingStopsProblem(items, ['j3', 'j1'], elsewhere)).toBeNull();
    expect(remainingStopsProblem(items, ['j2'], elsewhere)).toEqual({ kind: 'done', jobId: 'j2' });
    expect(remainingStopsProblem(items, ['j9'], elsewhere)?.kind).toBe('otherRoute');
    expect(remainingStopsProblem(items, ['x'], elsewhere)?.kind).toBe('unknown');
    expect(remainingStopsProblem(items, ['j1', 'j1'], elsewhere)?.kind).toBe('listedTwice');
  });
});

describe('travel times', () => {
  it('take at most 201 points: a start and 200 stops', () => {
    expect(TRAVEL_TIME_POINTS_MAX).toBe(201);
    expect(messages.travelTimesTooManyPoints).toContain('{max}');
    expect(travelTimesTooManyPointsMessage()).toBe(
      'Travel times can be asked for at most 201 points at once.',
    );
  });
});
