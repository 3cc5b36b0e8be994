import { useState } from 'react';
import { UpdateNotice } from '@routebook/ui';
import { updates } from '../pwa/serviceWorker';
import { hasUnsavedInput } from '../pwa/unsavedInput';

/**
 * The update notice, once a new version is ready (NewVersion.tsx loads it). Reload
 * switches to it, unless the page holds typed input not saved yet: then the notice says so
 * first, and only "Reload anyway" reloads. Nothing reloads by itself.
 */
export default function UpdatePrompt() {
  const [warned, setWarned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <UpdateNotice
      warnUnsaved={warned}
      onReload={() => {
        if (!warned && hasUnsavedInput()) setWarned(true);
        else updates.apply();
      }}
      onDismiss={() => setDismissed(true)}
    />
  );
}
