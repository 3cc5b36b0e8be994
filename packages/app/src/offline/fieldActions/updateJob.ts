/**
 * Job: its status (Complete, Cancel) at the tap's time, sent as its `doneAt`, or the Important
 * Note.
 */
import type { updateJobMutation$variables } from './__generated__/updateJobMutation.graphql';
import { sendVariables, type ChangeOf, type FieldAction, type Vars } from './fieldAction';
import { jobOf, setFields } from './storeUpdates';

export type UpdateJobChange = ChangeOf<
  'updateJob',
  { variables: Vars<updateJobMutation$variables> }
>;

export const updateJob: FieldAction<UpdateJobChange> = {
  label: 'Job',
  requests: sendVariables({ withDoneAt: true }),
  applyOptimistically(store, change) {
    const { status, notes } = change.variables.data;
    setFields(jobOf(store, change), { status, notes });
  },
  touchedIds: (change) => [change.jobId],
  typedText: (change) => change.variables.data.notes ?? null,
};
