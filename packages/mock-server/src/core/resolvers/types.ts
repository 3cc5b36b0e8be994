import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context';

/** A field resolver with its parent record and argument types spelled out. */
export type Resolver<Parent = unknown, Args = Record<string, never>> = (
  parent: Parent,
  args: Args,
  ctx: Context,
  info: GraphQLResolveInfo,
) => unknown;

/**
 * One area's resolvers, by type and field. `never` parameters accept resolvers of any parent and
 * argument types, each of which declares its own.
 */
export type ResolverMap = Record<string, Record<string, Resolver<never, never>>>;

/** A record with a company, for the common `company` field. */
export interface HasCompany {
  companyId: string;
}
