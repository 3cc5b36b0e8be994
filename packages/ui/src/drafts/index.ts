export { clearDrafts, createDraftStore } from './draftStore';
export type { Draft, DraftStore } from './draftStore';
export { DraftProvider, useDraftStore } from './DraftProvider';
export type { DraftProviderProps } from './DraftProvider';
export { DRAFT_WRITE_DELAY_MS, useFormDraft } from './useFormDraft';
export type { FormDraft, FormDraftOptions } from './useFormDraft';
