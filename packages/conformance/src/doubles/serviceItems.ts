/** Doubles of the service item sync. */
import { jsonOf, type Breakage } from './proxy';
import { calls, operationRequest, tokenOf } from './support';

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
];
