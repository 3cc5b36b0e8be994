/**
 * Optimizing a route's order: its decided texts (the spec has none). Beside messages.ts rather
 * than in it, as fieldDayMessages.ts is: only the Optimize panel, loaded when opened, needs them.
 */
export const optimizeMessages = {
  /** Decided: the solver found no order shorter than the current one. */
  nothingToImprove: 'This is already the best order we found. Nothing to change.',
  /** Decided: open stops whose customer has no location: they keep their place. */
  missingLocations: 'No location yet, so these stops keep their place:',
  /** Decided: fewer than two stops the optimizer may move. */
  tooFewStops: 'There are not two stops to put in order: nothing to optimize.',
  /** Decided: the solver failed ({reason}). */
  failed: 'The route could not be optimized: {reason}',
  /** Decided: "my location" asked of a phone that does not give it. */
  positionUnavailable: 'Your location is not available. Start from another place.',
  /** Decided: the new order sent ({count} stops moved); Undo puts the old one back. */
  applied: 'New order saved: {count} stops moved.',
  /** Decided: the same, with one stop moved. */
  appliedOne: 'New order saved: 1 stop moved.',
  /** Decided: Undo sent the previous order back. */
  undone: 'The previous order is back.',
} as const;
