export { EditNoteModal, type EditNoteModalProps } from './EditNoteModal';
