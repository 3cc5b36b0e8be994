/** A service item on the job marked done or not done, at the tap's time (`doneAt`). */
import type { markServiceItemDoneMutation$variables } from './__generated__/markServiceItemDoneMutation.graphql';
import { sendVariables, type ChangeOf, type FieldAction, type Vars } from './fieldAction';
import { recordId, setFields } from './storeUpdates';

export type MarkServiceItemDoneChange = ChangeOf<
  'markServiceItemDone',
  { variables: Vars<markServiceItemDoneMutation$variables> }
>;

export const markServiceItemDone: FieldAction<MarkServiceItemDoneChange> = {
  label: 'Service item done',
  requests: sendVariables({ withDoneAt: true }),
  applyOptimistically(store, change) {
    const { jobServiceItemId, isComplete } = change.variables;
    setFields(store.get(recordId('JobServiceItem', jobServiceItemId)), { isComplete });
  },
  touchedIds: (change) => [change.variables.jobServiceItemId],
};
