import { messages, TIMING } from '@routebook/schema';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';

import { Checkbox } from '../../Checkbox';
import { LoadingOverlay } from '../../LoadingOverlay';
import { FormModal } from '../FormModal';
import { useSaveAction } from '../saveError';
import { useOnOpen } from '../useOnOpen';
import styles from './SelectServiceItemModal.module.css';

/** One of the company's service items. */
export interface SelectServiceItemOption {
  id: string;
  name: string;
}

export interface SelectServiceItemModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The company's service items, in the order shown. */
  items: readonly SelectServiceItemOption[];
  /** The service items linked to the job now: the ticks start from them each time it opens. */
  checkedIds: readonly string[];
  /**
   * Saves the ticked service items' ids (in the order shown). On success the modal closes itself
   * TIMING.serviceItemSaveClose later; a rejection keeps the ticks and shows why.
   */
  onSave(checkedIds: string[]): Promise<void> | void;
  /** The app is saving. */
  saving?: boolean;
  /** Why the last save failed. */
  error?: string | null;
}

/**
 * Select Service Items: a checkbox per service item of the company and SAVE.
 * While it saves, and until it closes TIMING.serviceItemSaveClose after the save succeeded,
 * 'saving...' covers the screen. A failed save hides it, keeps the ticks and shows why.
 */
export function SelectServiceItemModal({
  open,
  onOpenChange,
  items,
  checkedIds,
  onSave,
  saving = false,
  error = null,
}: SelectServiceItemModalProps) {
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set(checkedIds));
  // The save succeeded: the modal closes after TIMING.serviceItemSaveClose.
  const [saved, setSaved] = useState(false);
  const save = useSaveAction();

  // The ticks start from the job's links each time the modal opens.
  useOnOpen(open, () => {
    setChecked(new Set(checkedIds));
    setSaved(false);
    save.clearError();
  });

  const busy = saving || save.pending;
  const shownError = error ?? save.saveError;
  const closing = open && saved && !busy && shownError === null;
  const canSave = items.length > 0 && !busy && !closing;

  const close = useEffectEvent(() => onOpenChange(false));
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => close(), TIMING.serviceItemSaveClose);
    return () => clearTimeout(timer);
  }, [closing]);

  function toggle(id: string, on: boolean) {
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    const ids = items.filter((item) => checked.has(item.id)).map((item) => item.id);
    let succeeded = false;
    setSaved(false);
    await save.run(async () => {
      await onSave(ids);
      succeeded = true;
    });
    if (succeeded) setSaved(true);
  }

  return (
    <>
      <FormModal
        open={open}
        onOpenChange={onOpenChange}
        title="Select Service Items"
        submitLabel="SAVE"
        canSubmit={canSave}
        busy={busy}
        error={shownError}
        onSubmit={handleSubmit}
      >
        {items.length === 0 ? (
          <p className={styles.empty}>{messages.noServiceItems}</p>
        ) : (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Service items</legend>
            {items.map((item) => (
              <Checkbox
                key={item.id}
                label={item.name}
                name="serviceItemId"
                value={item.id}
                checked={checked.has(item.id)}
                onChange={(event) => toggle(item.id, event.target.checked)}
                className={styles.item}
              />
            ))}
          </fieldset>
        )}
      </FormModal>
      <LoadingOverlay open={open && (busy || closing)} message={messages.savingServiceItems} />
    </>
  );
}
