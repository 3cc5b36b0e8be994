import type { Decorator, StoryContext } from '@storybook/react-vite';
import { useEffect, useState } from 'react';

import { Button } from '../Button';

interface ClosedInDocsOptions {
  /**
   * The callbacks through which the modal asks to close. `onOpenChange` passes the next state;
   * any other (ConfirmDialog's `onCancel`, AlertDialog's `onClose`) closes it. Default
   * `['onOpenChange']`.
   */
  closeWith?: readonly string[];
  /** For a modal nobody can close (LoadingOverlay swallows every key and tap): how long it stays. */
  closeAfterMs?: number;
}

type Story = Parameters<Decorator>[0];

/**
 * A modal's stories render it open: in the canvas, and as tests where play functions find the
 * dialog at once. A docs page shows every story of the file together, so there each modal starts
 * closed behind a button that opens it. The story's args still fill the modal, and its callbacks
 * still reach the Actions panel.
 */
export function closedInDocs(options: ClosedInDocsOptions = {}): Decorator {
  return (Story, context) =>
    context.viewMode === 'docs' ? (
      <OpenButton Story={Story} context={context} {...options} />
    ) : (
      <Story />
    );
}

function OpenButton({
  Story,
  context,
  closeWith = ['onOpenChange'],
  closeAfterMs,
}: { Story: Story; context: StoryContext } & ClosedInDocsOptions) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open || closeAfterMs === undefined) return;
    const timer = setTimeout(() => setOpen(false), closeAfterMs);
    return () => clearTimeout(timer);
  }, [open, closeAfterMs]);

  const args: Record<string, unknown> = { ...context.args, open };
  for (const name of closeWith) {
    const callback: unknown = context.args[name];
    args[name] = (...values: unknown[]) => {
      setOpen(name === 'onOpenChange' ? values[0] === true : false);
      return typeof callback === 'function' ? callback(...values) : undefined;
    };
  }

  // The docs page lists every story: the component and story name tell the buttons apart.
  const component = context.title.split('/').at(-1);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        Open {component}: {context.name}
      </Button>
      <Story args={args} />
    </>
  );
}
