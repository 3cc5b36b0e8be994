import { useState, type FormEvent } from 'react';

import { isBlankRichTextHtml, RichTextEditor } from '../../editor';
import { useFormDraft } from '../../drafts';
import { FormModal } from '../FormModal';
import { useOnOpen } from '../useOnOpen';
import { useSaveAction } from '../saveError';

export interface EditNoteModalProps {
  /**
   * Where a draft of what is typed is kept, per purpose and record; without it nothing is kept
   * after closing.
   */
  draftKey?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The note's HTML; the editor starts from it each time the modal opens. */
  note: string;
  /** Saves the note's new HTML; the app closes the modal on success. A rejection keeps it open. */
  onSave(html: string): Promise<void> | void;
  /** The app is saving. */
  saving?: boolean;
  /** Why the last save failed. */
  error?: string | null;
}

/**
 * Edit Note: a route note in the rich-text editor. SAVE is disabled while the
 * note is blank (no text and no image) or saving; a failed save keeps the text and shows why.
 */
export function EditNoteModal({
  open,
  onOpenChange,
  draftKey,
  note,
  onSave,
  saving = false,
  error = null,
}: EditNoteModalProps) {
  const [html, setHtml] = useState(note);
  // Remounts the editor (it reads its HTML once) when the modal opens again.
  const [editorKey, setEditorKey] = useState(0);
  const save = useSaveAction();

  useOnOpen(open, () => {
    setHtml(note);
    setEditorKey((key) => key + 1);
    save.clearError();
  });

  const draft = useFormDraft({
    open,
    draftKey,
    values: { html },
    initial: { html: note },
    fill(values) {
      setHtml(values.html);
      setEditorKey((key) => key + 1);
    },
  });

  const busy = saving || save.pending;
  const canSave = !isBlankRichTextHtml(html) && !busy;
  const shownError = error ?? save.saveError;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    if (await save.run(() => onSave(html))) draft.saved();
  }

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Note"
      submitLabel="SAVE"
      canSubmit={canSave}
      busy={busy}
      error={shownError}
      onSubmit={handleSubmit}
      draft={draft}
    >
      <RichTextEditor key={editorKey} label="Note" value={note} onChange={setHtml} />
    </FormModal>
  );
}
