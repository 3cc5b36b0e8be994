import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import type { InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { messages, RICH_TEXT_CLASS_PREFIX } from '@routebook/schema';
import {
  $createParagraphNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  $isTextNode,
  getStyleObjectFromCSS,
  TextNode,
} from 'lexical';
import type {
  DOMConversionMap,
  DOMConversionOutput,
  EditorState,
  EditorThemeClasses,
  LexicalEditor,
  ParagraphNode,
} from 'lexical';
import { getCSSFromStyleObject } from '@lexical/selection';
import { useCallback, useEffect, useId, useRef, useState } from 'react';

import { ImageNode } from './ImageNode';
import { editorHeightStyle } from './RichTextEditor';
import type { RichTextEditorProps } from './RichTextEditor';
import styles from './RichTextEditor.module.css';
import { isBlankRichTextHtml } from './richTextChecks';
import { sanitizeRichTextHtml } from './sanitize';
import { LINK_ATTRIBUTES, parseLinkUrl, RichTextEditorToolbar } from './toolbar';

/*
 * Theme classes carry the policy's class prefix so that they survive sanitizing; the CSS module
 * styles them with :global(.rb-…). Only formats without an HTML tag of their own need one.
 */
const THEME: EditorThemeClasses = {
  text: {
    underline: `${RICH_TEXT_CLASS_PREFIX}underline`,
    strikethrough: `${RICH_TEXT_CLASS_PREFIX}strike`,
    underlineStrikethrough: `${RICH_TEXT_CLASS_PREFIX}underline-strike`,
  },
  list: { nested: { listitem: `${RICH_TEXT_CLASS_PREFIX}nested-item` } },
};

const NODES = [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode];

/** The inline styles the toolbar sets, read back from HTML (Lexical's own import drops them). */
const TEXT_STYLES = ['color', 'background-color', 'font-size', 'font-family'];
const STYLED_TAGS = ['span', 'b', 'strong', 'em', 'i', 'u', 's', 'sub', 'sup', 'code', 'mark'];

function textStyleOf(element: HTMLElement): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const property of TEXT_STYLES) {
    const value = element.style.getPropertyValue(property);
    if (value !== '') kept[property] = value;
  }
  return kept;
}

/**
 * Wraps TextNode's conversions of inline tags so that the text inside also takes the tag's
 * colour, background, size and font. TextNode's own conversion is looked up when it runs (the
 * editor registers it), and this one wins as the later importer of equal priority.
 */
const IMPORT_MAP: DOMConversionMap = Object.fromEntries(
  STYLED_TAGS.map((tag) => [
    tag,
    () => ({
      priority: 0,
      conversion: (element: HTMLElement): DOMConversionOutput | null => {
        const base = TextNode.importDOM?.()?.[tag]?.(element);
        const output = base ? base.conversion(element) : { node: null };
        const style = textStyleOf(element);
        if (output === null || output.node !== null || Object.keys(style).length === 0) {
          return output;
        }
        const { forChild } = output;
        return {
          ...output,
          forChild: (child, parent) => {
            const node = forChild ? forChild(child, parent) : child;
            if ($isTextNode(node)) {
              const merged = { ...getStyleObjectFromCSS(node.getStyle()), ...style };
              node.setStyle(getCSSFromStyleObject(merged));
            }
            return node;
          },
        };
      },
    }),
  ]),
);

/** Fills the empty editor with the initial HTML (sanitized first), inline runs in paragraphs. */
function $importHtml(editor: LexicalEditor, html: string) {
  const root = $getRoot();
  const clean = sanitizeRichTextHtml(html);
  if (clean.trim() !== '') {
    const dom = new DOMParser().parseFromString(clean, 'text/html');
    // A link that sanitizing left without an address (javascript:) is text, not a link to https://.
    for (const anchor of dom.querySelectorAll('a')) {
      if (!anchor.getAttribute('href')?.trim()) anchor.replaceWith(...anchor.childNodes);
    }
    let paragraph: ParagraphNode | null = null;
    for (const node of $generateNodesFromDOM(editor, dom)) {
      if (($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline()) {
        root.append(node);
        paragraph = null;
      } else {
        if (paragraph === null) {
          paragraph = $createParagraphNode();
          root.append(paragraph);
        }
        paragraph.append(node);
      }
    }
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}

const validateUrl = (url: string) => parseLinkUrl(url) === url;

function EditablePlugin({ editable }: { editable: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    editor.setEditable(editable);
  }, [editor, editable]);
  return null;
}

/** The Lexical editor behind RichTextEditor (its own chunk: load it through RichTextEditor). */
export default function RichTextEditorImpl({
  value,
  onChange,
  label,
  placeholder = messages.editorPlaceholder,
  disabled = false,
  id,
  'aria-describedby': describedBy,
  className,
}: RichTextEditorProps) {
  const ownId = useId();
  const editorId = id ?? `${ownId}-editor`;
  const labelId = `${editorId}-label`;

  // Read once: Lexical owns the content from here on.
  const [initialConfig] = useState<InitialConfigType>(() => ({
    namespace: 'RichTextEditor',
    nodes: NODES,
    theme: THEME,
    editable: !disabled,
    html: { import: IMPORT_MAP },
    editorState: (editor) => $importHtml(editor, value),
    onError: (error) => {
      throw error;
    },
  }));

  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const lastHtml = useRef<string | null>(null);

  const emit = useCallback((editorState: EditorState, editor: LexicalEditor) => {
    const html = sanitizeRichTextHtml(
      editorState.read(() => $generateHtmlFromNodes(editor, null), { editor }),
    );
    const next = isBlankRichTextHtml(html) ? '' : html;
    if (next === lastHtml.current) return;
    lastHtml.current = next;
    onChangeRef.current(next);
  }, []);

  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      style={editorHeightStyle}
      data-disabled={disabled || undefined}
    >
      <span className={styles.label} id={labelId}>
        {label}
      </span>
      <div className={styles.frame}>
        <LexicalComposer initialConfig={initialConfig}>
          <RichTextEditorToolbar label={label} editorId={editorId} disabled={disabled} />
          <div className={styles.surface}>
            <RichTextPlugin
              contentEditable={
                <ContentEditable
                  id={editorId}
                  className={`${styles.editable} ${styles.rich}`}
                  aria-labelledby={labelId}
                  aria-describedby={describedBy}
                  aria-multiline
                  aria-disabled={disabled || undefined}
                  // Focusable when read only too: long text can still be scrolled by keyboard.
                  tabIndex={0}
                  aria-placeholder={placeholder}
                  placeholder={(editable) =>
                    editable ? (
                      <div className={styles.placeholder} aria-hidden="true">
                        {placeholder}
                      </div>
                    ) : null
                  }
                />
              }
              ErrorBoundary={LexicalErrorBoundary}
            />
          </div>
          <HistoryPlugin />
          <ListPlugin />
          <LinkPlugin validateUrl={validateUrl} attributes={LINK_ATTRIBUTES} />
          <OnChangePlugin onChange={emit} ignoreSelectionChange />
          <EditablePlugin editable={!disabled} />
        </LexicalComposer>
      </div>
    </div>
  );
}
