/** Note edited. */
import type { updateJobNoteMutation$variables } from './__generated__/updateJobNoteMutation.graphql';
import { sendVariables, type ChangeOf, type FieldAction, type Vars } from './fieldAction';
import { recordId, setFields } from './storeUpdates';

export type UpdateJobNoteChange = ChangeOf<
  'updateJobNote',
  { variables: Vars<updateJobNoteMutation$variables> }
>;

export const updateJobNote: FieldAction<UpdateJobNoteChange> = {
  label: 'Note edited',
  requests: sendVariables(),
  applyOptimistically(store, change) {
    setFields(store.get(recordId('JobNote', change.variables.id)), {
      description: change.variables.data.description,
      forCustomer: change.variables.data.forCustomer ?? undefined,
    });
  },
  touchedIds: (change) => [change.variables.id],
  typedText: (change) => change.variables.data.description ?? null,
};
