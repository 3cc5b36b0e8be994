/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_GRAPHQL_ENDPOINT?: string;
  readonly VITE_IMAGE_UPLOAD_URL?: string;
  /** The build's id, shown on the ionic page for support calls. */
  readonly VITE_BUILD_ID?: string;
}
