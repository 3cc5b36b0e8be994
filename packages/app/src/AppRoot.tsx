import { useCallback, useSyncExternalStore } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { DraftProvider, ToastProvider, UploadUrlProvider } from '@routebook/ui';
import { resolveUploadUrl } from './config/uploadUrl';
import { memberKey } from './offline/member';
import { AppServicesContext, type AppServices } from './services/services';

/** The app's providers around its router; a logout swaps in a fresh Relay environment. */
export function AppRoot({
  services,
  router,
  resolveUploadUrl: resolveOverride,
}: {
  services: AppServices;
  router: ReturnType<typeof createBrowserRouter>;
  /** Where uploads load from when not from the server (the in-page server of stories has none). */
  resolveUploadUrl?: (url: string) => string;
}) {
  const environment = useSyncExternalStore(services.subscribe, services.environment);
  // Drafts typed in dialogs belong to the member and company logged in (none when logged out).
  const member = useSyncExternalStore(services.subscribe, () => memberKey(services.sessions.get()));
  const { graphqlEndpoint } = services.config;
  // Photos, the logo and images in rich text all load from where the server is.
  const resolveFromServer = useCallback(
    (url: string) => resolveUploadUrl(url, graphqlEndpoint),
    [graphqlEndpoint],
  );
  const resolveUpload = resolveOverride ?? resolveFromServer;
  return (
    <AppServicesContext value={services}>
      <RelayEnvironmentProvider environment={environment}>
        <UploadUrlProvider resolve={resolveUpload}>
          <DraftProvider scope={member} storage={services.storage}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </DraftProvider>
        </UploadUrlProvider>
      </RelayEnvironmentProvider>
    </AppServicesContext>
  );
}
