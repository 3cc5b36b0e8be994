import { PLAN_LEVELS, type Role } from '@routebook/schema';
import type { ArgTypes } from '@storybook/react-vite';

/**
 * Controls for the props designers and QA change most, shared by the stories. react-docgen reads
 * `string | null` and imported unions as objects, which the Controls panel can only edit as JSON.
 */
type ArgType = ArgTypes[string];

/** A radio of a union's values, labelled as the UI says them. */
export function unionArgType<Value extends string>(labels: Record<Value, string>): ArgType {
  return { control: { type: 'inline-radio', labels }, options: Object.keys(labels) };
}

/**
 * The plan levels a company can choose, or unset: stored as null, read as 10
 * (product.md §Accounts, companies and plans).
 */
export const planLevelArgType: ArgType = {
  control: { type: 'select', labels: { unset: 'unset (reads as 10)' } },
  options: [...PLAN_LEVELS, 'unset'],
  mapping: { unset: null },
};

const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', regular: 'Regular' };

export const roleArgType = unionArgType(ROLE_LABELS);

/** A save error as the server words it; empty shows none. */
export const errorArgType: ArgType = { control: 'text' };
