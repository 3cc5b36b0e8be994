/** Clock-in hours: a clock-in's times edited, or a clock-out. */
import type { updateJobTimeMutation$variables } from './__generated__/updateJobTimeMutation.graphql';
import { sendVariables, type ChangeOf, type FieldAction, type Vars } from './fieldAction';
import { minutesBetween, recordId, setFields } from './storeUpdates';

export type UpdateJobTimeChange = ChangeOf<
  'updateJobTime',
  { variables: Vars<updateJobTimeMutation$variables> }
>;

export const updateJobTime: FieldAction<UpdateJobTimeChange> = {
  label: 'Clock-in hours',
  requests: sendVariables(),
  applyOptimistically(store, change) {
    const { id, data } = change.variables;
    const record = store.get(recordId('JobTime', id));
    setFields(record, {
      timeIn: data.timeIn,
      timeInAt: data.timeInAt,
      timeOut: data.timeOut,
      timeOutAt: data.timeOutAt,
      status: data.timeOut ? 'complete' : data.timeOut === null ? 'active' : undefined,
    });
    if (record) {
      const timeInAt = record.getValue('timeInAt') as string | null;
      const timeOutAt = record.getValue('timeOutAt') as string | null;
      record.setValue(minutesBetween(timeInAt, timeOutAt), 'minutes');
    }
  },
  touchedIds: (change) => [change.variables.id],
};
