import { useState } from 'react';
import type { KeyboardEvent } from 'react';

/** Whether a tool is on screen (a phone hides the rare ones until More formatting). */
const isShown = (button: HTMLElement) => button.getClientRects().length > 0;

/**
 * A WAI-ARIA toolbar's roving focus over its `button[data-tool]`s: one tab stop (the active tool),
 * Left and Right arrows move between the shown, enabled ones (wrapping), Home and End go to the
 * first and last.
 */
export function useRovingFocus(toolbarId: string, firstTool: string) {
  const [activeTool, setActiveTool] = useState(firstTool);

  const focusTool = (tool: string) =>
    document
      .getElementById(toolbarId)
      ?.querySelector<HTMLButtonElement>(`[data-tool="${tool}"]`)
      ?.focus();

  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-tool]:not(:disabled)'),
    ).filter(isShown);
    const current = buttons.findIndex((button) => button === document.activeElement);
    if (current === -1 || buttons.length === 0) return;
    const last = buttons.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  return { activeTool, setActiveTool, focusTool, onToolbarKeyDown };
}
