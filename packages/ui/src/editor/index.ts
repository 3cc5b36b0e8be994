// Lexical stays out of this entry: RichTextEditor loads it in its own chunk on first render.
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export {
  DEFAULT_IMAGE_UPLOAD_URL,
  EditorUploadProvider,
  useEditorUpload,
  type EditorUpload,
  type EditorUploadProviderProps,
} from './EditorUpload';
// So does the sanitizer (DOMPurify): SanitizedHtml loads it with the first rich text it shows,
// and loadSanitizer() answers it for code that needs it directly.
export { SanitizedHtml, type SanitizedHtmlProps } from './SanitizedHtml';
export { loadSanitizer, type RichTextSanitizer } from './loadSanitizer';
export { isBlankRichTextHtml, isSafeRichTextUrl, linkDestination } from './richTextChecks';
