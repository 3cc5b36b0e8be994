export { RichTextEditorToolbar, type RichTextEditorToolbarProps } from './Toolbar';
export { LINK_ATTRIBUTES, parseLinkUrl } from './linkUrl';
