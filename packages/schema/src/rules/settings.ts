/**
 * The settings the product has, in one place. The seed and sign-up make a company's rows from this
 * list, the server lists and enforces only these, and the Settings page shows each with its
 * explanation. A setting not listed here is not offered, whatever rows an older data file has.
 */

export type SettingStatus = 'on' | 'off';

export interface ProductSetting {
  /** Stable: the API's `Setting.key`, so clients need not match the shown name. */
  key: string;
  /** The name shown on the Settings page (and `Setting.name`). */
  name: string;
  /** Shown under the name: what changes when it is on. */
  explanation: string;
  /** A new company's value, and the value when a company has no row for it. */
  defaultStatus: SettingStatus;
}

export const SETTING_KEYS = {
  customerNotesForStaff: 'customerNotesForStaff',
  photoRequiredToComplete: 'photoRequiredToComplete',
} as const;

export type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];

export const PRODUCT_SETTINGS: readonly (ProductSetting & { key: SettingKey })[] = [
  {
    key: SETTING_KEYS.customerNotesForStaff,
    name: 'Show customer notes to field staff',
    explanation:
      'On: field staff see the note kept on each customer. Off: only admins see it, in the app and over the API.',
    defaultStatus: 'on',
  },
  {
    key: SETTING_KEYS.photoRequiredToComplete,
    name: 'Require a photo before completing a job',
    explanation:
      'On: a job can be completed only once it has at least one photo, by anyone and from any device.',
    defaultStatus: 'off',
  },
];

/**
 * The key a stored setting stands for: its own key, else (rows written before keys existed) the
 * product setting of the same name; null for a setting the product no longer offers.
 */
export function settingKeyOf(row: { key?: string | null; name: string }): SettingKey | null {
  const found = PRODUCT_SETTINGS.find((setting) =>
    row.key ? setting.key === row.key : setting.name === row.name,
  );
  return found?.key ?? null;
}

/** The product setting with this key, or undefined for one not offered. */
export function productSetting(key: string): ProductSetting | undefined {
  return PRODUCT_SETTINGS.find((setting) => setting.key === key);
}
