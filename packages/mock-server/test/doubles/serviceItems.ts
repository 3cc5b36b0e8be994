/** Doubles of the service item sync, and of a service item marked done. */
import { jsonOf, type Breakage } from './proxy';
import {
  calls,
  changeResults,
  fakeSuccess,
  operationRequest,
  refusedWith,
  tokenOf,
} from './support';

const marks = calls('updateJobServiceItem');

interface Row {
  serviceItemId: string;
  isChecked: boolean;
  jobServiceItemId?: string | null;
}

export const serviceItemDoubles: Breakage[] = [
  {
    breaks: 'serviceItems.sync',
    description:
      'a server that replaces a still checked link with a new one (its note and done flag lost)',
    failsWith: 'the link of the item that stayed checked: expected',
    handle: async (request, forward) => {
      const json = jsonOf(request.body);
      if (
        json === undefined ||
        Array.isArray(json) ||
        !calls('updateJobServiceItemByPayload')(json)
      ) {
        return forward(request);
      }
      const rows = (json.variables?.items ?? []) as Row[];
      const kept = rows.filter((row) => row.isChecked && row.jobServiceItemId);
      if (kept.length) {
        const unlink = {
          ...json.variables,
          items: kept.map((row) => ({ ...row, isChecked: false })),
        };
        await forward(operationRequest(request, { ...json, variables: unlink }, tokenOf(request)));
      }
      const relink = rows.map((row) => (row.isChecked ? { ...row, jobServiceItemId: null } : row));
      return forward(
        operationRequest(
          request,
          { ...json, variables: { ...json.variables, items: relink } },
          tokenOf(request),
        ),
      );
    },
  },
  {
    breaks: 'serviceItems.done',
    description: 'a server that keeps a done time ahead of its now, as the device sent it',
    failsWith: 'completedAt of a service item marked done with a time a day ahead',
    handle: changeResults(marks, (result, operation) => {
      const link = result?.data?.updateJobServiceItem?.jobServiceItem;
      const doneAt = operation.variables?.doneAt;
      if (!link?.isComplete || typeof doneAt !== 'string') return result;
      const jobServiceItem = { ...link, completedAt: doneAt };
      return { ...result, data: { updateJobServiceItem: { jobServiceItem } } };
    }),
  },
  {
    breaks: 'serviceItems.done',
    description: 'a server that marks a service item done on a cancelled job',
    failsWith: 'expected an error',
    handle: changeResults(marks, (result, operation) =>
      refusedWith(result, 'CONFLICT') ? fakeSuccess(operation) : result,
    ),
  },
];
