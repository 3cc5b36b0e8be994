/** A photo the server has, deleted. */
import { sendVariables, type ChangeOf, type FieldAction } from './fieldAction';
import { removeRecord } from './storeUpdates';

export type DeleteJobPhotoChange = ChangeOf<'deleteJobPhoto', { variables: { id: string } }>;

export const deleteJobPhoto: FieldAction<DeleteJobPhotoChange> = {
  label: 'Photo deleted',
  requests: sendVariables(),
  applyOptimistically: removeRecord('photos', 'JobPhoto'),
  touchedIds: (change) => [change.variables.id],
};
