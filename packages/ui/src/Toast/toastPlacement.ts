/** A box on screen, as getBoundingClientRect gives it. */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Where the toasts stand: the bottom of the screen, the top, or just above a dialog's actions. */
export type ToastPlacement =
  { at: 'bottom' } | { at: 'top' } | { at: 'aboveActions'; actionsTop: number };

export interface PlacementInput {
  /** The window's height. */
  viewportHeight: number;
  /** The space kept between the toasts and the edge they stand on (the strip's padding). */
  gap: number;
  /** How tall the toasts are together, and their left and right edges. */
  toasts: { height: number; left: number; right: number };
  /** The open dialog's buttons and links (empty: no dialog). */
  controls: readonly Box[];
  /** The top of the dialog's footer (its actions), when it has one. */
  actionsTop: number | null;
}

const overlaps = (a: Box, b: Box) =>
  a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/**
 * Toasts never cover a dialog's buttons. The first place where the toasts touch none of
 * the open dialog's controls wins: the bottom (as without a dialog), just above the dialog's
 * actions (a phone's full-screen sheet), then the top; where every place touches one, the place
 * that touches fewest, the actions' first.
 */
export function placeToasts({
  viewportHeight,
  gap,
  toasts,
  controls,
  actionsTop,
}: PlacementInput): ToastPlacement {
  if (controls.length === 0) return { at: 'bottom' };
  const band = (bottom: number): Box => ({
    top: bottom - toasts.height,
    bottom,
    left: toasts.left,
    right: toasts.right,
  });
  const candidates: { placement: ToastPlacement; box: Box }[] = [
    { placement: { at: 'bottom' }, box: band(viewportHeight - gap) },
    ...(actionsTop !== null
      ? [
          {
            placement: { at: 'aboveActions', actionsTop } as const,
            box: band(actionsTop - gap),
          },
        ]
      : []),
    { placement: { at: 'top' }, box: band(gap + toasts.height) },
  ];
  const covered = (box: Box) => controls.filter((control) => overlaps(box, control)).length;
  const clear = candidates.find(({ box }) => box.top >= 0 && covered(box) === 0);
  if (clear) return clear.placement;
  // The actions' place first among equals, the bottom last.
  const fallbacks = [...candidates.slice(1), ...candidates.slice(0, 1)];
  return fallbacks.reduce((best, candidate) =>
    covered(candidate.box) < covered(best.box) ? candidate : best,
  ).placement;
}
