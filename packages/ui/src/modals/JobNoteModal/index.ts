export { JobNoteModal, type JobNoteModalProps } from './JobNoteModal';
