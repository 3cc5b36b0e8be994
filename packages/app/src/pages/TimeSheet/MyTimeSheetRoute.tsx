import { TimeSheetPage } from './TimeSheetPage';

/** timesheet: My Time Sheet (in the menu, plan 40+). */
export function Component() {
  return <TimeSheetPage title="My Time Sheet" />;
}
