/** Task edited. */
import type { updateJobTaskMutation$variables } from './__generated__/updateJobTaskMutation.graphql';
import { sendVariables, type ChangeOf, type FieldAction, type Vars } from './fieldAction';
import { recordId, setFields } from './storeUpdates';

export type UpdateJobTaskChange = ChangeOf<
  'updateJobTask',
  { variables: Vars<updateJobTaskMutation$variables> }
>;

export const updateJobTask: FieldAction<UpdateJobTaskChange> = {
  label: 'Task edited',
  requests: sendVariables(),
  applyOptimistically(store, change) {
    setFields(store.get(recordId('JobTask', change.variables.id)), {
      description: change.variables.data.description,
    });
  },
  touchedIds: (change) => [change.variables.id],
  typedText: (change) => change.variables.data.description ?? null,
  richText: true,
};
