import { useSyncExternalStore } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ToastProvider } from '@routebook/ui';
import { AppServicesContext, type AppServices } from './services/services';

/** The app's providers around its router; a logout swaps in a fresh Relay environment. */
export function AppRoot({
  services,
  router,
}: {
  services: AppServices;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  const environment = useSyncExternalStore(services.subscribe, services.environment);
  return (
    <AppServicesContext value={services}>
      <RelayEnvironmentProvider environment={environment}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </RelayEnvironmentProvider>
    </AppServicesContext>
  );
}
