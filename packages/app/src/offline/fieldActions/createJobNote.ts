/** Note added: it shows the tap's time, sent as its `doneAt`, after a reload too. */
import type { createJobNoteMutation$variables } from './__generated__/createJobNoteMutation.graphql';
import {
  createsRecord,
  sendVariables,
  type ChangeOf,
  type FieldAction,
  type Vars,
} from './fieldAction';
import { createPending, jobOf } from './storeUpdates';

export type CreateJobNoteChange = ChangeOf<
  'createJobNote',
  { variables: Vars<createJobNoteMutation$variables> }
>;

export const createJobNote: FieldAction<CreateJobNoteChange> = {
  label: 'Note added',
  requests: sendVariables({ withDoneAt: true }),
  applyOptimistically(store, change, key, author, doneAt) {
    createPending(store, jobOf(store, change), 'jobNotes', 'JobNote', key, {
      description: change.variables.data.description ?? '',
      status: 'active',
      createByName: [author.firstName, author.lastName].filter(Boolean).join(' '),
      createdAt: doneAt,
      mine: true,
      forCustomer: change.variables.data.forCustomer ?? false,
    });
  },
  ...createsRecord('createJobNote', 'jobNote'),
  typedText: (change) => change.variables.data.description ?? null,
};
