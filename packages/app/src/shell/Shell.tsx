import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router-dom';
import { LoadingOverlay, SideMenu, isWebPortalPath } from '@routebook/ui';
import { isSharedVisitReportPath } from '@routebook/schema';
import { useAppServices, useSession } from '../services/services';
import type { Session } from '../session/session';
import styles from './Shell.module.css';
import { renderRouterLink } from '../routing/links';
import { NewVersion } from './NewVersion';
import { offlineStatus } from '../offline/offlineStatus';

// Its code arrives the first time a page shows answers stored for reading offline (from the
// service worker's cache, like every chunk); should it not arrive, the page goes on without it.
const OfflineLine = lazy(() => import('./OfflineLine').catch(() => ({ default: () => null })));

// A logged-in member's pending changes: its code is no part of /login's.
const PendingChanges = lazy(() => import('./PendingChanges'));

const activeMemberships = (session: Session) =>
  (session.user.companies ?? []).filter((membership) => membership.status === 'active').length;

/** The frame of every page: the side menu (a drawer on phones) and the page. */
export function Shell() {
  const { config, logout } = useAppServices();
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The drawer is open only on the page where it was opened: navigating closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const company = session?.user.currentUser?.company;
  // No menu on the web portal's pages and on a shared visit report: no login there.
  // Nor on the login page when logged out: its one entry, Login, is that page.
  const onLoginLoggedOut = !session?.user.currentUser && pathname === '/login';
  const showMenu =
    !isWebPortalPath(pathname) && !isSharedVisitReportPath(pathname) && !onLoginLoggedOut;
  // A page on its way (its code, its data, or a Retry): shown at once, the old page stays.
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const loadingPage = navigation.state !== 'idle' || revalidator.state !== 'idle';
  // Set while the page shows answers stored for reading offline.
  const lastUpdated = useSyncExternalStore(offlineStatus.subscribe, offlineStatus.get);

  return (
    <div className={styles.shell} data-menu-open={menuOpen} data-menu={showMenu ? 'shown' : 'none'}>
      {loadingPage && (
        <div className={styles.progress} role="progressbar" aria-label="Loading page" />
      )}
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      {showMenu && (
        <header className={styles.header}>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
          >
            Menu
          </button>
          <span className={styles.brand}>{company?.name ?? 'Routebook'}</span>
        </header>
      )}
      {showMenu && (
        <div id="side-menu" className={styles.menu}>
          <SideMenu
            session={
              company && session?.user.currentUser
                ? {
                    role: session.user.currentUser.role,
                    planLevel: company.planLevel,
                    companyName: company.name,
                    logoUrl: company.logo,
                    canSwitchCompany: activeMemberships(session) > 1,
                  }
                : null
            }
            currentPath={pathname}
            supportUrl={config.supportUrl}
            renderLink={renderRouterLink}
            onLogout={() => {
              // Leave the page first (committed at once), then drop the login and the store: a
              // page still showing would re-read its query from the new, empty store, warn
              // about the environment, and send that query without a login.
              void Promise.resolve(navigate('/login', { replace: true, flushSync: true })).finally(
                logout,
              );
            }}
          />
        </div>
      )}
      <main id="main" className={styles.main} aria-busy={loadingPage || undefined}>
        {lastUpdated !== null && (
          <Suspense fallback={null}>
            <OfflineLine lastUpdated={lastUpdated} className={styles.offline} />
          </Suspense>
        )}
        {showMenu && session && (
          <Suspense fallback={null}>
            <PendingChanges />
          </Suspense>
        )}
        <Suspense fallback={<LoadingOverlay open message="Loading..." />}>
          <Outlet />
        </Suspense>
      </main>
      <NewVersion />
    </div>
  );
}
