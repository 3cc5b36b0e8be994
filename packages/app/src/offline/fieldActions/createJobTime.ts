/** Clock in: a clock-in made at the tap, with its times set then. */
import type { createJobTimeMutation$variables } from './__generated__/createJobTimeMutation.graphql';
import {
  createsRecord,
  sendVariables,
  type ChangeOf,
  type FieldAction,
  type Vars,
} from './fieldAction';
import { createPending, jobOf, recordId, setFields } from './storeUpdates';

export type CreateJobTimeChange = ChangeOf<
  'createJobTime',
  { variables: Vars<createJobTimeMutation$variables> }
>;

export const createJobTime: FieldAction<CreateJobTimeChange> = {
  label: 'Clock in',
  requests: sendVariables(),
  applyOptimistically(store, change, key, author) {
    const { data } = change.variables;
    const userId = recordId('CompanyUser', author.id);
    const user = store.get(userId) ?? store.create(userId, 'CompanyUser');
    setFields(user, { id: author.id, firstName: author.firstName, lastName: author.lastName });
    createPending(store, jobOf(store, change), 'jobTime', 'JobTime', key, {
      status: 'active',
      timeIn: data.timeIn ?? null,
      timeInAt: data.timeInAt ?? null,
      timeOut: null,
      timeOutAt: null,
      minutes: null,
    }).setLinkedRecord(user, 'user');
  },
  ...createsRecord('createJobTime', 'jobTime'),
};
