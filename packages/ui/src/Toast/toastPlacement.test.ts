import { describe, expect, it } from 'vitest';

import { placeToasts, type Box } from './toastPlacement';

const box = (top: number, bottom: number, left = 0, right = 375): Box => ({
  top,
  bottom,
  left,
  right,
});
const PHONE = { viewportHeight: 812, gap: 16, toasts: { height: 60, left: 16, right: 359 } };

describe('where toasts stand while a dialog is open', () => {
  it('at the bottom when no dialog is open', () => {
    expect(placeToasts({ ...PHONE, controls: [], actionsTop: null })).toEqual({ at: 'bottom' });
  });

  it("just above a phone sheet's actions, clear of Cancel and SAVE at the bottom and × at the top", () => {
    const controls = [box(8, 52, 323, 367), box(752, 796, 180, 270), box(752, 796, 278, 359)];
    expect(placeToasts({ ...PHONE, controls, actionsTop: 740 })).toEqual({
      at: 'aboveActions',
      actionsTop: 740,
    });
  });

  it('stays at the bottom when a centred card leaves the bottom free', () => {
    const desktop = { viewportHeight: 800, gap: 16, toasts: { height: 60, left: 400, right: 880 } };
    const controls = [box(300, 344, 700, 780), box(300, 344, 790, 870)];
    expect(placeToasts({ ...desktop, controls, actionsTop: 290 })).toEqual({ at: 'bottom' });
  });

  it('goes to the top when the space above the actions holds buttons too', () => {
    const controls = [box(752, 796), box(690, 734, 16, 200)];
    expect(placeToasts({ ...PHONE, controls, actionsTop: 740 })).toEqual({ at: 'top' });
  });
});
