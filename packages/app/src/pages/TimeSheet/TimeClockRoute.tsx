import { TimeSheetPage } from './TimeSheetPage';

/** timecard: Time Clock (spec §2 menu, plan 40+). */
export function Component() {
  return <TimeSheetPage title="Time Clock" />;
}
