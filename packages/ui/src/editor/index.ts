// Lexical stays out of this entry: RichTextEditor loads it in its own chunk on first render.
export {
  DEFAULT_IMAGE_UPLOAD_URL,
  RichTextEditor,
  type RichTextEditorProps,
} from './RichTextEditor';
export { SanitizedHtml, type SanitizedHtmlProps } from './SanitizedHtml';
export {
  isBlankRichTextHtml,
  isSafeRichTextUrl,
  linkDestination,
  richTextForDisplay,
  sanitizeRichTextHtml,
} from './sanitize';
