/** A job note deleted. */
import { sendVariables, type ChangeOf, type FieldAction } from './fieldAction';
import { removeRecord } from './storeUpdates';

export type DeleteJobNoteChange = ChangeOf<'deleteJobNote', { variables: { id: string } }>;

export const deleteJobNote: FieldAction<DeleteJobNoteChange> = {
  label: 'Note deleted',
  requests: sendVariables(),
  applyOptimistically: removeRecord('jobNotes', 'JobNote'),
  touchedIds: (change) => [change.variables.id],
};
