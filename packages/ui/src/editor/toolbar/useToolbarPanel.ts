import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useState } from 'react';
import type { KeyboardEvent, MouseEvent as ReactMouseEvent } from 'react';

import { patchStyle } from './commands';

export type Panel = 'link' | 'color' | 'background' | 'size' | 'font';

/**
 * The one panel under the toolbar (link, colours, size, font): opened by its tool, closed by a
 * choice, Cancel or Escape. Focus goes back where the panel was opened from: its tool when opened
 * from the keyboard, else the editor.
 */
export function useToolbarPanel(panelId: string, focusTool: (tool: string) => void) {
  const [editor] = useLexicalComposerContext();
  const [panel, setPanel] = useState<Panel | null>(null);
  const [panelFromToolbar, setPanelFromToolbar] = useState(false);

  const togglePanel = (next: Panel, event: ReactMouseEvent<HTMLButtonElement>) => {
    if (panel === next) {
      setPanel(null);
      return;
    }
    // Opened from the keyboard (focus on the button) or by pointer (focus stayed in the editor).
    setPanelFromToolbar(document.activeElement === event.currentTarget);
    setPanel(next);
  };

  /** Closes the panel; if focus was in it, focus goes back where the panel was opened from. */
  const closePanel = (returnFocus: boolean) => {
    const from = panel;
    setPanel(null);
    if (!returnFocus || from === null) return;
    if (panelFromToolbar) focusTool(from);
    else editor.focus();
  };

  const panelHasFocus = () => {
    const focused = document.activeElement;
    return focused !== null && focused.closest(`[id="${panelId}"]`) !== null;
  };

  /** Styles the selection from a panel's option, and closes the panel. */
  const chooseStyle = (patch: Record<string, string | null>) => {
    const returnFocus = panelHasFocus();
    patchStyle(editor, patch);
    closePanel(returnFocus);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    closePanel(true);
  };

  return {
    panel,
    setPanel,
    panelFromToolbar,
    togglePanel,
    closePanel,
    chooseStyle,
    onPanelKeyDown,
  };
}
