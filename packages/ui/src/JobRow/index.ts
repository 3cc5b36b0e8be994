export {
  JOB_STATUS_LABEL,
  JobRow,
  type JobRowCounts,
  type JobRowJob,
  type JobRowProps,
  type JobRowStatus,
} from './JobRow';
