export {
  JobNoteList,
  formatNoteDate,
  type JobNoteListNote,
  type JobNoteListProps,
} from './JobNoteList';
