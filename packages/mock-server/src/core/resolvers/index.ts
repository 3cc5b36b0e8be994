import type { ResolverMap } from './types';
import { authResolvers } from './auth';
import { userResolvers } from './users';
import { invitationResolvers } from './invitations';
import { companyResolvers } from './company';
import { portalResolvers } from './portal';
import { customerResolvers } from './customers';
import { importResolvers } from './imports';
import { serviceItemResolvers } from './serviceItems';
import { uploadResolvers } from './uploads';
import { routeResolvers } from './routes';
import { routeItemResolvers } from './routeItems';
import { jobResolvers } from './jobs';
import { fieldWorkResolvers } from './fieldWork';
import { reportResolvers } from './reports';
import { todayResolvers } from './today';
import { cantAccessResolvers } from './cantAccess';
import { visitReportResolvers } from './visitReport';
import { depotResolvers } from './depot';
import { remainingStopsResolvers } from './remainingStops';
import { travelTimeResolvers } from './travelTimes';

const areas: ResolverMap[] = [
  authResolvers,
  userResolvers,
  invitationResolvers,
  companyResolvers,
  portalResolvers,
  customerResolvers,
  importResolvers,
  serviceItemResolvers,
  uploadResolvers,
  routeResolvers,
  routeItemResolvers,
  jobResolvers,
  fieldWorkResolvers,
  reportResolvers,
  todayResolvers,
  cantAccessResolvers,
  visitReportResolvers,
  depotResolvers,
  remainingStopsResolvers,
  travelTimeResolvers,
];

/** Every area's resolvers merged by type; a field defined by two areas is a mistake. */
export const resolvers: ResolverMap = {};
for (const area of areas) {
  for (const [typeName, fields] of Object.entries(area)) {
    const merged = (resolvers[typeName] ??= {});
    for (const [fieldName, resolve] of Object.entries(fields)) {
      if (fieldName in merged) throw new Error(`${typeName}.${fieldName} is resolved twice`);
      merged[fieldName] = resolve;
    }
  }
}
