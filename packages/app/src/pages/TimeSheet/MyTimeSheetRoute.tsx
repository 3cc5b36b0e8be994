import { TimeSheetPage } from './TimeSheetPage';

/** timesheet: My Time Sheet (spec §2 menu, plan 40+). */
export function Component() {
  return <TimeSheetPage title="My Time Sheet" />;
}
