/** Doubles of the company settings: a switch that does not hold, a note shown to field staff. */
import { messages } from '@routebook/schema';
import { jsonOf, type Breakage } from './proxy';
import { asToken, callerOf, calls, changeMessage, changeVariables, demoCallers } from './support';

/** A server whose updateSetting keeps every setting at `status`, whatever is sent. */
const keepsEvery = (status: 'on' | 'off'): Breakage['handle'] =>
  changeVariables(['updateSetting'], (variables) => ({ ...variables, status }));

export const settingDoubles: Breakage[] = [
  {
    breaks: 'settings.photoRequired',
    description: 'a server that completes a job without a photo while photos are required',
    failsWith: 'Complete without a photo: expected an error',
    handle: keepsEvery('off'),
  },
  {
    breaks: 'settings.photoRequired',
    description: 'a server that refuses Complete without saying a photo is needed',
    failsWith: 'Complete without a photo: error message',
    handle: changeMessage(['updateJob'], messages.photoRequiredToComplete, 'Unexpected error.'),
  },
  {
    breaks: 'settings.customerNotes',
    description: 'a server that shows field staff the customer note while notes are off',
    failsWith: 'the note a regular member reads with the setting off',
    handle: keepsEvery('on'),
  },
  {
    breaks: 'settings.customerNotes',
    description: "a server that answers a regular member's job as their admin reads it",
    failsWith: 'the note a regular member reads with the setting off',
    handle: async (request, forward) => {
      const caller = await callerOf(request, forward);
      const json = jsonOf(request.body);
      if (caller?.role !== 'regular' || !json || Array.isArray(json) || !calls('job')(json)) {
        return forward(request);
      }
      const admin = (await demoCallers(request, forward)).find(
        (other) => other.role === 'admin' && other.companyId === caller.companyId,
      );
      return forward(admin ? asToken(request, admin.token) : request);
    },
  },
];
