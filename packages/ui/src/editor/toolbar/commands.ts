import { $createLinkNode, $isLinkNode, $toggleLink } from '@lexical/link';
import { $patchStyleText } from '@lexical/selection';
import { $findMatchingParent } from '@lexical/utils';
import {
  $createTextNode,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $isTextNode,
} from 'lexical';
import type { LexicalEditor } from 'lexical';

import { LINK_ATTRIBUTES } from './linkUrl';

/** Sets (or, with null, removes) inline styles of the selected text. */
export function patchStyle(editor: LexicalEditor, patch: Record<string, string | null>) {
  editor.update(() => {
    const selection = $getSelection();
    if (selection !== null) $patchStyleText(selection, patch);
  });
}

/** Clean: the selected text loses its formats, colours, size, font and links. */
export function clearFormatting(editor: LexicalEditor) {
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    selection.setFormat(0);
    selection.setStyle('');
    if (selection.isCollapsed()) return;
    for (const node of selection.extract()) {
      if ($isTextNode(node)) node.setFormat(0).setStyle('');
    }
    $toggleLink(null);
  });
}

/** Applies a link to the selection, or inserts the address as a link where the caret is. */
export function applyLink(editor: LexicalEditor, url: string) {
  editor.update(() => {
    const selection = $getSelection();
    const inLink = $isRangeSelection(selection)
      ? $findMatchingParent(selection.anchor.getNode(), $isLinkNode)
      : null;
    if ($isRangeSelection(selection) && selection.isCollapsed() && !inLink) {
      const link = $createLinkNode(url, LINK_ATTRIBUTES).append($createTextNode(url));
      $insertNodes([link]);
    } else {
      $toggleLink(url, LINK_ATTRIBUTES);
    }
  });
}
