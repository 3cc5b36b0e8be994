import { validateLocation, type GeoPoint } from '@routebook/schema';
import { ownCompanyId } from '../context';
import { assertValid } from '../errors';
import type { CompanyRecord } from '../store/records';
import type { Resolver, ResolverMap } from './types';

/**
 * Sets the company's depot, or clears it with null; the point is checked as a customer's pin is
 * (rules/location.ts). Only the caller's own company (ownCompanyId refuses another's id).
 */
const updateCompanyDepot: Resolver<unknown, { companyId: string; depot?: GeoPoint | null }> = (
  _,
  { companyId, depot },
  ctx,
) => {
  const id = ownCompanyId(ctx, companyId);
  if (depot) assertValid(validateLocation(depot));
  return ctx.store.companies.update(id, {
    depot: depot ? { latitude: depot.latitude, longitude: depot.longitude } : null,
  });
};

export const depotResolvers = {
  Mutation: { updateCompanyDepot },
  Company: {
    depot: (company: CompanyRecord) => company.depot ?? null,
  },
} satisfies ResolverMap;
