import { createContext, useContext, type ReactNode } from 'react';

/** Turns a stored upload URL (`/uploads/<id>`, relative to the server) into one to load. */
export type ResolveUploadUrl = (url: string) => string;

const keep: ResolveUploadUrl = (url) => url;

const UploadUrlContext = createContext<ResolveUploadUrl>(keep);

export interface UploadUrlProviderProps {
  /** The app's one helper: resolves against the GraphQL endpoint's origin. */
  resolve: ResolveUploadUrl;
  children?: ReactNode;
}

/**
 * Tells every component that shows an upload (photos, the logo, images in rich text) where the
 * server is. Without a provider URLs are used as stored: relative to the page.
 */
export function UploadUrlProvider({ resolve, children }: UploadUrlProviderProps) {
  return <UploadUrlContext.Provider value={resolve}>{children}</UploadUrlContext.Provider>;
}

/** The resolver of the nearest UploadUrlProvider (or one that keeps URLs as they are). */
export function useUploadUrl(): ResolveUploadUrl {
  return useContext(UploadUrlContext);
}
