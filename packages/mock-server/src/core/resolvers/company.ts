import {
  DEFAULT_ON_MY_WAY_MESSAGE,
  messages,
  settingKeyOf,
  validateOnMyWayMessage,
} from '@routebook/schema';
import { isCallersCompany, owned, ownCompanyId, requireSession, type Context } from '../context';
import { assertValid, badInput, notFound } from '../errors';
import { companyProfileErrors, optionalText, sentOnly } from '../domain/accounts';
import { isOwnUpload } from '../uploads';
import { offeredSettings } from '../domain/settings';
import type { CompanyRecord, RouteStatus, SettingRecord } from '../store/records';
import { companyRoutes } from './routes';
import type { Resolver, ResolverMap } from './types';

const SETTING_STATUSES = ['on', 'off'];

interface CompanyInput {
  name?: string | null;
  logo?: string | null;
  address?: string | null;
  address2?: string | null;
  addressCity?: string | null;
  addressState?: string | null;
  addressZip?: string | null;
  website?: string | null;
  onMyWayMessage?: string | null;
}

/**
 * The company profile: the name may not be blanked, the logo must be an image the company
 * uploaded (or null to remove it), other fields are trimmed. The plan is chosen elsewhere.
 */
const updateCompany: Resolver<unknown, { id: string; data: CompanyInput }> = (
  _,
  { id, data },
  ctx,
) => {
  const company = requireSession(ctx).company;
  if (id !== company.id) return notFound();
  assertValid(companyProfileErrors(data, (url) => isOwnUpload(ctx, url)));
  // The On my way text, when sent, is required and not too long.
  if (data.onMyWayMessage !== undefined) assertValid(validateOnMyWayMessage(data));
  return ctx.store.companies.update(
    company.id,
    sentOnly({
      name: data.name === undefined ? undefined : (data.name ?? '').trim(),
      logo: optionalText(data.logo),
      address: optionalText(data.address),
      address2: optionalText(data.address2),
      addressCity: optionalText(data.addressCity),
      addressState: optionalText(data.addressState),
      addressZip: optionalText(data.addressZip),
      website: optionalText(data.website),
      onMyWayMessage: optionalText(data.onMyWayMessage),
    }),
  );
};

/** Only the settings the product offers (domain/settings.ts). */
const settings: Resolver<unknown, { companyId: string; status?: string | null }> = (
  _,
  { companyId, status },
  ctx,
) =>
  offeredSettings(ctx.store, ownCompanyId(ctx, companyId)).filter(
    (setting) => status == null || setting.status === status,
  );

/** Extension: switches a setting 'on' or 'off'; one no longer offered is answered as missing. */
const updateSetting: Resolver<unknown, { id: string; status: string }> = (
  _,
  { id, status },
  ctx,
) => {
  const setting = owned(ctx, ctx.store.settings, id);
  if (settingKeyOf(setting) === null) notFound();
  const wanted = status.trim().toLowerCase();
  if (!SETTING_STATUSES.includes(wanted)) badInput(messages.settingStatusInvalid);
  return ctx.store.settings.update(setting.id, { status: wanted });
};

export const companyResolvers = {
  Query: {
    company: (_: unknown, { id }: { id: string }, ctx: Context) =>
      id === requireSession(ctx).company.id ? ctx.store.companies.get(id) : null,
    settings,
  },
  Mutation: { updateCompany, updateSetting },
  Company: {
    onMyWayMessage: (company: CompanyRecord) => company.onMyWayMessage ?? DEFAULT_ON_MY_WAY_MESSAGE,
    companyUsers: (company: CompanyRecord, _: unknown, ctx: Context) =>
      isCallersCompany(ctx, company) ? ctx.store.companyUsers.where('companyId', company.id) : [],
    routes: (company: CompanyRecord, { status }: { status?: RouteStatus | null }, ctx: Context) =>
      isCallersCompany(ctx, company)
        ? companyRoutes(ctx, company.id, (route) =>
            status ? route.status === status : route.status !== 'archive',
          )
        : [],
  },
  Setting: {
    // Rows from older data files have no key; every listed row is an offered setting's.
    key: (setting: SettingRecord) => settingKeyOf(setting),
  },
} satisfies ResolverMap;
