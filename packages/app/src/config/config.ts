/**
 * Runtime configuration, read at start from `config.json` beside the app, so one build can be
 * pointed at the mock server, staging or production by editing that file.
 */
export interface AppConfig {
  /** The GraphQL endpoint (absolute, or relative to the app). */
  graphqlEndpoint: string;
  /** Where the rich-text editor uploads images (spec: v1/image). */
  imageUploadUrl: string;
  /** The Get Help menu link. */
  supportUrl: string;
  /** The sign-up bot check's site key; null uses the always-passing test key. */
  botCheckSiteKey: string | null;
}

export const DEFAULT_CONFIG: AppConfig = {
  graphqlEndpoint: import.meta.env.VITE_GRAPHQL_ENDPOINT ?? '/graphql',
  imageUploadUrl: import.meta.env.VITE_IMAGE_UPLOAD_URL ?? '/v1/image',
  supportUrl: 'https://routebook.app/support',
  botCheckSiteKey: null,
};

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The image upload address when config.json gives none: beside an absolute GraphQL endpoint on
 * its server (a backend on another origin serves both), else the default.
 */
function defaultImageUploadUrl(graphqlEndpoint: string): string {
  try {
    return new URL(DEFAULT_CONFIG.imageUploadUrl, new URL(graphqlEndpoint).origin).href;
  } catch {
    return DEFAULT_CONFIG.imageUploadUrl; // a relative endpoint: the server is where the app is
  }
}

/** The defaults overlaid with the well-formed values of `raw`. */
export function parseConfig(raw: unknown): AppConfig {
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const graphqlEndpoint = isString(given.graphqlEndpoint)
    ? given.graphqlEndpoint
    : DEFAULT_CONFIG.graphqlEndpoint;
  return {
    graphqlEndpoint,
    imageUploadUrl: isString(given.imageUploadUrl)
      ? given.imageUploadUrl
      : defaultImageUploadUrl(graphqlEndpoint),
    supportUrl: isString(given.supportUrl) ? given.supportUrl : DEFAULT_CONFIG.supportUrl,
    botCheckSiteKey: isString(given.botCheckSiteKey) ? given.botCheckSiteKey : null,
  };
}

export async function loadConfig(
  url = `${import.meta.env.BASE_URL}config.json`,
): Promise<AppConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    return parseConfig(response.ok ? await response.json() : null);
  } catch {
    return DEFAULT_CONFIG;
  }
}
