import {
  TRAVEL_TIME_POINTS_MAX,
  travelTimesTooManyPointsMessage,
  validateLocation,
  type GeoPoint,
} from '@routebook/schema';
import { ownCompanyId } from '../context';
import { assertValid, badInput } from '../errors';
import { isTravelTimeMatrix } from '../domain/travelTimes';
import type { Resolver, ResolverMap } from './types';

/**
 * Driving seconds between the points, from the server's travel-time source, or null when it has
 * none (the default) or fails: clients then use straight-line distance. A query, so the source's
 * network call never holds the write queue.
 */
const travelTimes: Resolver<unknown, { companyId: string; points: GeoPoint[] }> = async (
  _,
  { companyId, points },
  ctx,
) => {
  ownCompanyId(ctx, companyId);
  if (points.length > TRAVEL_TIME_POINTS_MAX) badInput(travelTimesTooManyPointsMessage());
  for (const point of points) assertValid(validateLocation(point));
  const seconds = await ctx.config.travelTimes.seconds(points).catch(() => null);
  return isTravelTimeMatrix(seconds, points.length) ? { seconds } : null;
};

export const travelTimeResolvers = {
  Query: { travelTimes },
} satisfies ResolverMap;
