/**
 * The customer fields a person fills in (Add and Edit Customer, the CSV import's columns). The
 * password and status are handled apart.
 */
export const CUSTOMER_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'displayName',
  'mobile',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'email',
  'note',
] as const;

export type CustomerTextField = (typeof CUSTOMER_TEXT_FIELDS)[number];
