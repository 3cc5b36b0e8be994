/** Task added: its text is the editor's rich text (HTML). */
import type { createJobTaskMutation$variables } from './__generated__/createJobTaskMutation.graphql';
import {
  createsRecord,
  sendVariables,
  type ChangeOf,
  type FieldAction,
  type Vars,
} from './fieldAction';
import { createPending, jobOf } from './storeUpdates';

export type CreateJobTaskChange = ChangeOf<
  'createJobTask',
  { variables: Vars<createJobTaskMutation$variables> }
>;

export const createJobTask: FieldAction<CreateJobTaskChange> = {
  label: 'Task added',
  requests: sendVariables(),
  applyOptimistically(store, change, key) {
    createPending(store, jobOf(store, change), 'tasks', 'JobTask', key, {
      description: change.variables.data.description ?? '',
      status: 'active',
    });
  },
  ...createsRecord('createJobTask', 'jobTask'),
  typedText: (change) => change.variables.data.description ?? null,
  richText: true,
};
