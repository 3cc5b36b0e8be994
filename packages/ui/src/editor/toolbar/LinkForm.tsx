import { messages } from '@routebook/schema';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';

import { Button } from '../../Button';
import { TextField } from '../../TextField';
import styles from '../RichTextEditor.module.css';
import { parseLinkUrl } from './linkUrl';

/** The link panel: an address checked by the link policy, Apply, Remove link (on a link), Cancel. */
export function LinkForm({
  id,
  initialUrl,
  onApply,
  onRemove,
  onCancel,
  onKeyDown,
}: {
  id: string;
  initialUrl: string;
  onApply(url: string): void;
  onRemove?: () => void;
  onCancel(): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | undefined>(undefined);

  const apply = () => {
    const href = parseLinkUrl(url);
    if (href === null) setError(messages.linkInvalid);
    else onApply(href);
  };

  // Enter in the address applies it, as a form's submit would: the key goes no further, so the
  // page's own form (the dialog's) around the editor is never submitted by it.
  const onAddressKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.stopPropagation();
    apply();
  };

  return (
    // Not a <form>: the editor sits inside the dialogs' forms, and a form may not hold a form
    // (Apply would submit the dialog's form and reload the page). A named group instead; Escape
    // from the field or a button closes the panel: the group hears it bubble up.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div id={id} role="group" className={styles.panel} aria-label="Link" onKeyDown={onKeyDown}>
      <TextField
        className={styles.panelField}
        label="Link address"
        type="url"
        inputMode="url"
        autoComplete="url"
        enterKeyHint="done"
        // The panel opens on a deliberate action (Link in the toolbar), not with the page: the
        // address is what comes next.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        value={url}
        error={error}
        onKeyDown={onAddressKeyDown}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(undefined);
        }}
      />
      <Button onClick={apply}>Apply</Button>
      {onRemove && (
        <Button variant="secondary" onClick={onRemove}>
          Remove link
        </Button>
      )}
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
