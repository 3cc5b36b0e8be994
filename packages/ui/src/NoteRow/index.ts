export { NoteRow, type NoteRowNote, type NoteRowProps } from './NoteRow';
