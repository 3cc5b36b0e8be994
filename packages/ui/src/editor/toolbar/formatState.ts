import { $isLinkNode } from '@lexical/link';
import { ListNode } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getSelectionStyleValueForProperty } from '@lexical/selection';
import { $findMatchingParent, $getNearestNodeOfType } from '@lexical/utils';
import { $getSelection, $isRangeSelection } from 'lexical';
import { useEffect, useState } from 'react';

/** What the selection has: the toolbar's pressed buttons and chosen options. */
export interface FormatState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strikethrough: boolean;
  subscript: boolean;
  superscript: boolean;
  /** The URL of the link around the selection. */
  link: string | null;
  list: 'number' | 'bullet' | null;
  color: string;
  background: string;
  fontSize: string;
  fontFamily: string;
}

const NO_FORMAT: FormatState = {
  bold: false,
  italic: false,
  underline: false,
  strikethrough: false,
  subscript: false,
  superscript: false,
  link: null,
  list: null,
  color: '',
  background: '',
  fontSize: '',
  fontFamily: '',
};

/** '#E60000' and 'rgb(230, 0, 0)' both as '#e60000', to compare with the toolbar's colours. */
function normaliseColour(value: string): string {
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i.exec(value.trim());
  if (!rgb) return value.trim().toLowerCase();
  return `#${rgb
    .slice(1)
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')}`;
}

function $readFormat(): FormatState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NO_FORMAT;
  const anchor = selection.anchor.getNode();
  const list = $getNearestNodeOfType(anchor, ListNode)?.getListType();
  const link = $findMatchingParent(anchor, $isLinkNode);
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    strikethrough: selection.hasFormat('strikethrough'),
    subscript: selection.hasFormat('subscript'),
    superscript: selection.hasFormat('superscript'),
    link: link ? link.getURL() : null,
    list: list === 'number' || list === 'bullet' ? list : null,
    color: normaliseColour($getSelectionStyleValueForProperty(selection, 'color', '')),
    background: normaliseColour(
      $getSelectionStyleValueForProperty(selection, 'background-color', ''),
    ),
    fontSize: $getSelectionStyleValueForProperty(selection, 'font-size', ''),
    fontFamily: $getSelectionStyleValueForProperty(selection, 'font-family', ''),
  };
}

/** The selection's formats, read again after every change of the editor. */
export function useFormatState(): FormatState {
  const [editor] = useLexicalComposerContext();
  const [format, setFormat] = useState<FormatState>(NO_FORMAT);
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        setFormat(editorState.read($readFormat, { editor }));
      }),
    [editor],
  );
  return format;
}
