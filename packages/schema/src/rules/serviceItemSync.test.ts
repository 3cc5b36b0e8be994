import { describe, it, expect } from 'vitest';
import { planServiceItemSync } from './serviceItemSync';

describe('planServiceItemSync', () => {
  it('creates a link for a newly checked item', () => {
    expect(planServiceItemSync([{ serviceItemId: 's1', isChecked: true }])).toEqual({
      create: ['s1'],
      update: [],
      remove: [],
    });
  });

  it('updates an item that stays checked and is already linked', () => {
    expect(
      planServiceItemSync([{ serviceItemId: 's1', isChecked: true, jobServiceItemId: 'j1' }]),
    ).toEqual({
      create: [],
      update: [{ jobServiceItemId: 'j1', serviceItemId: 's1' }],
      remove: [],
    });
  });

  it('removes the link of an unchecked item that was linked', () => {
    expect(
      planServiceItemSync([{ serviceItemId: 's1', isChecked: false, jobServiceItemId: 'j1' }]),
    ).toEqual({ create: [], update: [], remove: ['j1'] });
  });

  it('does nothing for an unchecked item that was never linked', () => {
    expect(
      planServiceItemSync([
        { serviceItemId: 's1', isChecked: false },
        { serviceItemId: 's2', isChecked: false, jobServiceItemId: null },
      ]),
    ).toEqual({ create: [], update: [], remove: [] });
  });

  it('sorts a mixed selection into the three lists', () => {
    expect(
      planServiceItemSync([
        { serviceItemId: 's1', isChecked: true },
        { serviceItemId: 's2', isChecked: true, jobServiceItemId: 'j2' },
        { serviceItemId: 's3', isChecked: false, jobServiceItemId: 'j3' },
        { serviceItemId: 's4', isChecked: false },
        { serviceItemId: 's5', isChecked: true, jobServiceItemId: '' },
      ]),
    ).toEqual({
      create: ['s1', 's5'],
      update: [{ jobServiceItemId: 'j2', serviceItemId: 's2' }],
      remove: ['j3'],
    });
  });
});
