import { useState } from 'react';

/**
 * Runs `reset` whenever `open` turns true, during that render (not in an effect, so the first
 * frame of the opened modal already shows its fresh fields): a modal's form starts afresh each
 * time it opens.
 */
export function useOnOpen(open: boolean, reset: () => void): void {
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) reset();
  }
}
