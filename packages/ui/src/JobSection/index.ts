export {
  JOB_SECTION_TITLE,
  JobSection,
  type HeadingLevel,
  type JobSectionAction,
  type JobSectionProps,
} from './JobSection';
