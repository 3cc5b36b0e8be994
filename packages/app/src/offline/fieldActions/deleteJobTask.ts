/** A task deleted. */
import { sendVariables, type ChangeOf, type FieldAction } from './fieldAction';
import { removeRecord } from './storeUpdates';

export type DeleteJobTaskChange = ChangeOf<'deleteJobTask', { variables: { id: string } }>;

export const deleteJobTask: FieldAction<DeleteJobTaskChange> = {
  label: 'Task deleted',
  requests: sendVariables(),
  applyOptimistically: removeRecord('tasks', 'JobTask'),
  touchedIds: (change) => [change.variables.id],
};
