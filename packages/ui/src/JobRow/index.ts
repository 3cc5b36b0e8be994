export {
  JOB_STATUS_LABEL,
  JobRow,
  jobRowStatus,
  type JobRowCounts,
  type JobRowJob,
  type JobRowProps,
  type JobRowStatus,
} from './JobRow';
