import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { messages } from '@routebook/schema';
import { $insertNodes } from 'lexical';
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';

import { useEditorUpload } from '../EditorUpload';
import { $createImageNode } from '../ImageNode';
import { uploadImage, UploadError } from './uploadImage';

/**
 * The image tool's upload: the chosen file goes to the EditorUploadProvider's URL and is inserted
 * where the caret is; one upload at a time, and an error to show when it fails.
 */
export function useImageUpload() {
  const [editor] = useLexicalComposerContext();
  const upload = useEditorUpload();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const uploadRef = useRef<AbortController | null>(null);

  // An upload still running when the editor goes away is abandoned.
  useEffect(() => () => uploadRef.current?.abort(), []);

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || uploading) return;
    uploadRef.current?.abort();
    const controller = new AbortController();
    uploadRef.current = controller;
    setUploadError(null);
    setUploading(true);
    try {
      const src = await uploadImage(file, upload, controller.signal);
      if (controller.signal.aborted) return;
      editor.update(() => {
        $insertNodes([$createImageNode(src, file.name.replace(/\.[^.]*$/, ''))]);
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      setUploadError(error instanceof UploadError ? error.message : messages.imageUploadFailed);
    } finally {
      if (!controller.signal.aborted) setUploading(false);
    }
  };

  return { uploading, uploadError, onFileChosen };
}
