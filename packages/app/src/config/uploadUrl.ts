import { isSharedFileUrl, isUploadUrl } from '@routebook/schema';

/**
 * Where to load an upload from. The server answers file URLs relative to itself (`/uploads/<id>`,
 * and a shared visit report's images `/shared/<link>/files/<ref>`): with a relative GraphQL
 * endpoint the server is this origin (or its proxy) and the URL stays as it is; with an absolute
 * endpoint (config.json pointing at another origin) it is resolved against the endpoint's
 * origin. Other URLs (blob: previews) are left alone.
 */
export function resolveUploadUrl(url: string, graphqlEndpoint: string): string {
  if (!isUploadUrl(url) && !isSharedFileUrl(url)) return url;
  let endpoint: URL;
  try {
    endpoint = new URL(graphqlEndpoint);
  } catch {
    return url; // relative endpoint: the server is where the app is
  }
  return new URL(url, endpoint.origin).href;
}
