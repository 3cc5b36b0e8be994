import { $applyNodeReplacement, DecoratorNode } from 'lexical';
import type {
  DOMConversionMap,
  DOMConversionOutput,
  DOMExportOutput,
  EditorConfig,
  LexicalNode,
  NodeKey,
  SerializedLexicalNode,
  Spread,
} from 'lexical';
import type { JSX } from 'react';

import { isRichTextImageSrc } from '@routebook/schema';
import { useUploadUrl } from '../UploadUrl';

export type SerializedImageNode = Spread<{ src: string; alt: string }, SerializedLexicalNode>;

/**
 * An inline image (Lexical has no image node of its own): `<img src alt>` in and out of HTML.
 * Only the policy's image URLs are kept (uploads of the server, `/uploads/<id>`); the src stays
 * as stored and is shown from where the server is (UploadUrlProvider).
 */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __alt: string;

  static override getType(): string {
    return 'image';
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__key);
  }

  static override importJSON(json: Parameters<typeof DecoratorNode.importJSON>[0]): ImageNode {
    return $createImageNode(String(json.src ?? ''), String(json.alt ?? ''));
  }

  static override importDOM(): DOMConversionMap {
    return { img: () => ({ conversion: $convertImageElement, priority: 0 }) };
  }

  constructor(src: string, alt: string, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
  }

  override exportJSON(): SerializedImageNode {
    return { type: 'image', version: 1, src: this.__src, alt: this.__alt };
  }

  override exportDOM(): DOMExportOutput {
    const image = document.createElement('img');
    image.setAttribute('src', this.__src);
    image.setAttribute('alt', this.__alt);
    return { element: image };
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const span = document.createElement('span');
    const className = config.theme.image;
    if (typeof className === 'string') span.className = className;
    return span;
  }

  override updateDOM(): false {
    return false;
  }

  override isInline(): boolean {
    return true;
  }

  override decorate(): JSX.Element {
    return <UploadImage src={this.__src} alt={this.__alt} />;
  }
}

function UploadImage({ src, alt }: { src: string; alt: string }) {
  return <img src={useUploadUrl()(src)} alt={alt} />;
}

function $convertImageElement(element: HTMLElement): DOMConversionOutput {
  const src = element.getAttribute('src') ?? '';
  if (!isRichTextImageSrc(src)) return { node: null };
  return { node: $createImageNode(src, element.getAttribute('alt') ?? '') };
}

export function $createImageNode(src: string, alt: string): ImageNode {
  return $applyNodeReplacement(new ImageNode(src, alt));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
