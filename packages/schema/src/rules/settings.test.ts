import { describe, expect, it } from 'vitest';
import { PRODUCT_SETTINGS, SETTING_KEYS, productSetting, settingKeyOf } from './settings';

describe('the settings the product offers', () => {
  it('offers two settings, each with a key, a name, an explanation and a default', () => {
    expect(
      PRODUCT_SETTINGS.map(({ key, name, defaultStatus }) => [key, name, defaultStatus]),
    ).toEqual([
      ['customerNotesForStaff', 'Show customer notes to field staff', 'on'],
      ['photoRequiredToComplete', 'Require a photo before completing a job', 'off'],
    ]);
    for (const setting of PRODUCT_SETTINGS) expect(setting.explanation).toMatch(/^On: .+\.$/);
  });

  it('knows a stored row by its key, else (rows from before keys) by its name', () => {
    expect(settingKeyOf({ key: 'photoRequiredToComplete', name: 'Renamed' })).toBe(
      SETTING_KEYS.photoRequiredToComplete,
    );
    expect(settingKeyOf({ name: 'Show customer notes to field staff' })).toBe(
      SETTING_KEYS.customerNotesForStaff,
    );
    // A key wins over a name: a row cannot pass for another setting by its name.
    expect(settingKeyOf({ key: 'unknown', name: 'Show customer notes to field staff' })).toBeNull();
  });

  it('does not offer the route summary email', () => {
    expect(settingKeyOf({ name: 'Email the route summary at the end of the day' })).toBeNull();
    expect(productSetting('routeSummaryEmail')).toBeUndefined();
    expect(productSetting('photoRequiredToComplete')?.defaultStatus).toBe('off');
  });
});
