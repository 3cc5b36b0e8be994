import { LOGO_MAX_WIDTH_PX } from '@routebook/schema';
import { useId, type CSSProperties, type ReactNode } from 'react';

import { useUploadUrl } from '../UploadUrl';
import { SWITCH_COMPANY_PATH, isCurrentPath, menuItems, type MenuSession } from './menuItems';
import styles from './SideMenu.module.css';

/** What a component hands to the app's router link (it never imports a router itself). */
export interface RenderLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
}

export interface SideMenuProps {
  /** The logged-in user's role, plan and company; `null` when logged out. */
  session: MenuSession | null;
  /** The current address, to mark the current page. */
  currentPath: string;
  /** The support page that Get Help opens in a new tab. */
  supportUrl: string;
  /** Renders an app link (the app passes its router's Link). */
  renderLink(props: RenderLinkProps): ReactNode;
  onLogout(): void;
  className?: string;
}

/**
 * The app's side menu: company name and logo, then the entries the user's
 * role and plan allow. The app does not render it on web portal addresses (`isWebPortalPath`).
 */
export function SideMenu({
  session,
  currentPath,
  supportUrl,
  renderLink,
  onLogout,
  className,
}: SideMenuProps) {
  const newTabHintId = useId();
  const uploadUrl = useUploadUrl();
  const logoStyle = { '--side-menu-logo-max-width': `${LOGO_MAX_WIDTH_PX}px` } as CSSProperties;

  return (
    <nav aria-label="Main menu" className={[styles.root, className].filter(Boolean).join(' ')}>
      {session && (
        <div className={styles.company}>
          {session.logoUrl && (
            <img
              className={styles.logo}
              style={logoStyle}
              src={uploadUrl(session.logoUrl)}
              alt={`${session.companyName} logo`}
            />
          )}
          <p className={styles.companyName}>{session.companyName}</p>
          {session.canSwitchCompany &&
            renderLink({
              to: SWITCH_COMPANY_PATH,
              className: styles.switchCompany,
              children: 'Switch company',
            })}
        </div>
      )}
      <ul className={styles.list}>
        {menuItems(session).map((item) => (
          <li key={item.label} className={styles.item}>
            {item.kind === 'page' &&
              renderLink({
                to: item.path,
                className: styles.entry,
                children: item.label,
                ...(isCurrentPath(currentPath, item.path) ? { 'aria-current': 'page' } : {}),
              })}
            {item.kind === 'support' && (
              <a
                className={styles.entry}
                href={supportUrl}
                target="_blank"
                rel="noopener"
                aria-describedby={newTabHintId}
              >
                {item.label}
              </a>
            )}
            {item.kind === 'logout' && (
              <button type="button" className={styles.entry} onClick={onLogout}>
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
      <span id={newTabHintId} hidden>
        Opens in a new tab
      </span>
    </nav>
  );
}
