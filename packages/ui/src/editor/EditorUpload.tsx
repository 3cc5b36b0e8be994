import { createContext, useContext, type ReactNode } from 'react';

/**
 * product.md §Rich text: images upload to `v1/image` (relative to the page, like the app's other
 * endpoints). The schema package has no constant for it yet.
 */
export const DEFAULT_IMAGE_UPLOAD_URL = 'v1/image';

/** Where and how the editor's image button uploads. */
export interface EditorUpload {
  /** Where the image is POSTed (multipart field `file`); default 'v1/image'. */
  url: string;
  /** The session token sent as `Authorization: Bearer <token>` with an image upload. */
  getToken?: () => string | null;
  /** Extra headers sent with an image upload (config.json's `headers`: a gateway's key). */
  headers?: Readonly<Record<string, string>>;
}

const EditorUploadContext = createContext<EditorUpload>({ url: DEFAULT_IMAGE_UPLOAD_URL });

export interface EditorUploadProviderProps {
  upload: EditorUpload;
  children?: ReactNode;
}

/**
 * Tells every rich-text editor inside where its images go, once for the app, instead of each
 * dialog passing it down. Without a provider, images go to 'v1/image' with no token.
 */
export function EditorUploadProvider({ upload, children }: EditorUploadProviderProps) {
  return <EditorUploadContext.Provider value={upload}>{children}</EditorUploadContext.Provider>;
}

/** The upload of the nearest EditorUploadProvider (or 'v1/image' with no token). */
export function useEditorUpload(): EditorUpload {
  return useContext(EditorUploadContext);
}
