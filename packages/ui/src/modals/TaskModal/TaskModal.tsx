import { messages } from '@routebook/schema';
import { useId, useState, type FormEvent } from 'react';

import { isBlankRichTextHtml, RichTextEditor } from '../../editor';
import { LoadingOverlay } from '../../LoadingOverlay';
import { useFormDraft } from '../../drafts';
import { FormModal } from '../FormModal';
import { useSaveAction } from '../saveError';
import { useOnOpen } from '../useOnOpen';
import styles from './TaskModal.module.css';

export interface TaskModalProps {
  /**
   * Where a draft of what is typed is kept, per purpose and record; without it nothing is kept
   * after closing.
   */
  draftKey?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** 'add': Add Task with SAVE; 'edit': Edit Task with UPDATE. */
  mode: 'add' | 'edit';
  /** The task's description (HTML) when editing; the editor starts from it each time it opens. */
  description?: string;
  /** Saves the description's HTML; the app closes the modal on success. A rejection keeps it. */
  onSave(descriptionHtml: string): Promise<void> | void;
  /** The app is saving. */
  saving?: boolean;
  /** Why the last save failed. */
  error?: string | null;
}

const TEXT = {
  add: { title: 'Add Task', action: 'SAVE' },
  edit: { title: 'Edit Task', action: 'UPDATE' },
} as const;

/**
 * Task: a rich-text description. Adding, SAVE shows 'Saving...' over the screen
 * while it saves; editing, the button reads UPDATE. A blank description cannot be saved (the
 * message shows once it was emptied). A failed save dismisses the loading indicator, keeps the
 * text and shows why.
 */
export function TaskModal({
  open,
  onOpenChange,
  draftKey,
  mode,
  description = '',
  onSave,
  saving = false,
  error = null,
}: TaskModalProps) {
  const errorId = useId();
  const [html, setHtml] = useState(description);
  // The description had text at some point: emptied, it says it is required.
  const [touched, setTouched] = useState(!isBlankRichTextHtml(description));
  // Remounts the editor (it reads its HTML once) when the modal opens again.
  const [editorKey, setEditorKey] = useState(0);
  const save = useSaveAction();

  useOnOpen(open, () => {
    setHtml(description);
    setTouched(!isBlankRichTextHtml(description));
    setEditorKey((key) => key + 1);
    save.clearError();
  });

  const draft = useFormDraft({
    open,
    draftKey,
    values: { html },
    initial: { html: description },
    fill(values) {
      setHtml(values.html);
      setEditorKey((key) => key + 1);
    },
  });

  const blank = isBlankRichTextHtml(html);
  const busy = saving || save.pending;
  const canSave = !blank && !busy;
  const requiredShown = blank && touched;

  function handleChange(next: string) {
    setHtml(next);
    if (!isBlankRichTextHtml(next)) setTouched(true);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) {
      setTouched(true);
      return;
    }
    if (await save.run(() => onSave(html))) draft.saved();
  }

  return (
    <>
      <FormModal
        open={open}
        onOpenChange={onOpenChange}
        title={TEXT[mode].title}
        submitLabel={TEXT[mode].action}
        canSubmit={canSave}
        busy={busy}
        error={error ?? save.saveError}
        onSubmit={handleSubmit}
        draft={draft}
      >
        <div className={styles.description}>
          <RichTextEditor
            key={editorKey}
            label="Description"
            value={description}
            onChange={handleChange}
            aria-describedby={requiredShown ? errorId : undefined}
          />
          {requiredShown && (
            <p id={errorId} className={styles.error}>
              {messages.taskDescriptionRequired}
            </p>
          )}
        </div>
      </FormModal>
      <LoadingOverlay open={open && mode === 'add' && busy} message={messages.savingTask} />
    </>
  );
}
