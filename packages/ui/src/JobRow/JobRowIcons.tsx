import type { ReactNode } from 'react';

import type { JobRowCounts } from './JobRow';

/** The props every row icon takes: decorative, sized and stroked by its class (JobRow.module.css). */
interface IconProps {
  className?: string;
}

/**
 * One path per icon and no presentation attributes (the class draws it): a route shows five icons
 * on each of up to 200 rows, and every SVG element and attribute costs time on a phone.
 */
function Svg({ className, d }: IconProps & { d: string }) {
  return (
    <svg className={className} viewBox="0 0 16 16" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

export function ClockInIcon(props: IconProps) {
  return (
    <Svg {...props} d="M14.25 8A6.25 6.25 0 1 1 1.75 8a6.25 6.25 0 1 1 12.5 0M8 4.5V8l2.5 1.5" />
  );
}

export function TaskIcon(props: IconProps) {
  return (
    <Svg
      {...props}
      d="M4 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM5 8l2 2 4-4"
    />
  );
}

export function PhotoIcon(props: IconProps) {
  return (
    <Svg
      {...props}
      d="M2 5.5A1.5 1.5 0 0 1 3.5 4H5l1-1.5h4L11 4h1.5A1.5 1.5 0 0 1 14 5.5v6a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 11.5zM10.25 8.5a2.25 2.25 0 1 1-4.5 0 2.25 2.25 0 1 1 4.5 0"
    />
  );
}

export function NoteIcon(props: IconProps) {
  return <Svg {...props} d="M4 1.75h5.5l3 3v9.5H4zM6.5 7.5H10M6.5 10H10" />;
}

export function ServiceItemIcon(props: IconProps) {
  return (
    <Svg
      {...props}
      d="M10.5 2.2a3.2 3.2 0 0 0-3.9 4.1L2.4 10.5a1.4 1.4 0 0 0 2 2l4.2-4.2a3.2 3.2 0 0 0 4.1-3.9l-1.9 1.9-1.8-.3-.3-1.8z"
    />
  );
}

/** The counts a job row shows, in order, each with its icon and its spoken label. */
export const JOB_ROW_COUNTS: readonly {
  key: keyof JobRowCounts;
  Icon: (props: IconProps) => ReactNode;
  singular: string;
  plural: string;
}[] = [
  { key: 'clockIns', Icon: ClockInIcon, singular: 'clock-in', plural: 'clock-ins' },
  { key: 'tasks', Icon: TaskIcon, singular: 'task', plural: 'tasks' },
  { key: 'photos', Icon: PhotoIcon, singular: 'photo', plural: 'photos' },
  { key: 'notes', Icon: NoteIcon, singular: 'note', plural: 'notes' },
  { key: 'serviceItems', Icon: ServiceItemIcon, singular: 'service item', plural: 'service items' },
];
