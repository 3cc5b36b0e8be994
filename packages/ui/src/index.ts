export { TOUCH_TARGET_MIN_PX } from './touchTarget';
export { AlertDialog } from './AlertDialog';
export type { AlertDialogProps } from './AlertDialog';
export { Button } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export * from './ActionMenu';
export * from './DataTable';
export { LoadingOverlay } from './LoadingOverlay';
export type { LoadingOverlayProps } from './LoadingOverlay';
export { Modal, preloadModal } from './Modal';
export type { ModalProps } from './Modal';
export { SelectField } from './SelectField';
export type { SelectFieldOption, SelectFieldProps } from './SelectField';
export { TextField } from './TextField';
export { VisuallyHidden } from './VisuallyHidden';
export type { TextFieldProps } from './TextField';
export { TextAreaField } from './TextAreaField';
export type { TextAreaFieldProps } from './TextAreaField';
export { preloadToasts, ToastProvider, useToast } from './Toast';
// Drafts of what is typed in dialogs, kept per member on the device.
export * from './drafts';
export * from './UploadUrl';
export { UpdateNotice } from './UpdateNotice';
export type { UpdateNoticeProps } from './UpdateNotice';
export { OfflineNotice } from './OfflineNotice';
export type { OfflineNoticeProps } from './OfflineNotice';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './Toast';

// Components built on the primitives (their folders' index.ts name what they export).
export * from './modals/AddRouteModal';
export * from './modals/ForgotPasswordModal';
export * from './LoginForm';
export * from './RouteList';
export * from './SideMenu';
// The rich-text editor (Lexical loads in its own chunk) and the sanitized rich-text renderer.
export * from './editor';
// Route detail modals.
export * from './modals/EditRouteModal';
export * from './modals/RouteItemModal';
export * from './modals/CustomerModal';
export * from './modals/EditNoteModal';
export * from './modals/CopyMoveModal';
// Route detail rows and list.
export * from './JobRow';
export * from './NoteRow';
export * from './RouteItemList';
export * from './PullToRefresh';
// Job detail page building blocks.
export * from './JobCustomerCard';
export * from './JobSection';
export * from './ClockInList';
export * from './TaskList';
export * from './JobNoteList';
export * from './PhotoGrid';
export * from './JobServiceItemList';
// The visit report, the customer's signature and the share link.
export * from './SignaturePad';
export * from './SignatureFigure';
export * from './VisitReport';
export * from './VisitReportShare';
// Field readiness: changes kept on the device until the server confirms them.
export * from './PendingMark';
export * from './SyncStatus';
// Customers page.
export * from './CustomerList';
export * from './CustomerPicker';
export * from './ImportHistory';
export * from './CustomerLocationFields';
export * from './NeedsPinBadge';
export * from './NeedsPinFilter';
// Time Clock and My Time Sheet: the week's clock-ins, the open clock-in, the week.
export * from './WeekPicker';
export * from './TimeSheet';
export * from './OpenClockIn';
// Reports: time and completed jobs by period, charts and tables, a member's timecard.
export * from './BarChart';
export * from './DateRangePicker';
export { formatMinutes, wallClockDay, wallClockDayRange } from './wallClock';
// Every instant shown (a note written, a photo taken, an import run): the device's locale.
export { formatDate, formatDateTime, formatTime, isSameDay } from './dateTime';
// Job detail modals: service items, the job, tasks, adding a job, job notes, hours.
export * from './modals/SelectServiceItemModal';
export * from './modals/ServiceItemModal';
export * from './modals/EditJobModal';
export * from './modals/TaskModal';
export * from './modals/AddJobModal';
export * from './modals/JobNoteModal';
export * from './modals/ClockHoursModal';
// Users page modals: Add/Edit User, Invite User.
export * from './modals/UserModal';
export * from './modals/InviteUserModal';
// The technician's day: Today's progress and stops, and Next stop after a job.
export * from './DayProgress';
export * from './StopList';
export * from './NextStopCard';
export * from './LocationPickerMap';
export * from './RouteMap';
export * from './ViewSwitch';
export type { MapTiles } from './mapTiles';
export { STORY_MAP_TILES } from './storyMapTiles';
// Can't access: the report's modal, the job page's card, the reports' section, the
// Settings list of reasons.
export * from './modals/CantAccessModal';
export * from './CantAccessCard';
export * from './CantAccessReport';
export * from './CantAccessReasons';
export { richTextPlainText } from './textLabel';
// Optimize a route's order (loaded with the app's Optimize chunk).
export * from './OptimizeRoutePanel';
