/** A clock-in deleted. */
import { sendVariables, type ChangeOf, type FieldAction } from './fieldAction';
import { removeRecord } from './storeUpdates';

export type DeleteJobTimeChange = ChangeOf<'deleteJobTime', { variables: { id: string } }>;

export const deleteJobTime: FieldAction<DeleteJobTimeChange> = {
  label: 'Clock-in deleted',
  requests: sendVariables(),
  applyOptimistically: removeRecord('jobTime', 'JobTime'),
  touchedIds: (change) => [change.variables.id],
};
