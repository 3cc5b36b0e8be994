import { useEffect, useEffectEvent, useRef, useState } from 'react';
import publicPage from '../publicPage.module.css';
import styles from './WebPortal.module.css';

export interface BotCheckProps {
  /** The Turnstile site key; null is test mode. */
  siteKey: string | null;
  /** The token to send with the sign-up, or null when there is none (expired, failed). */
  onToken(token: string | null): void;
}

/** What test mode reports instead of a real Turnstile token. */
export const TEST_BOT_TOKEN = 'test-pass';

/**
 * The bot check of the sign-up form: Cloudflare Turnstile.
 *
 * Why Turnstile rather than reCAPTCHA or hCaptcha: it has a free plan, most people pass without a
 * puzzle (no picking traffic lights on a phone), it does not profile visitors for advertising,
 * and it needs one script and a site key. The server checks the token with its secret key (the
 * mock server accepts any non-empty token).
 *
 * With no site key configured (development, stories, tests) nothing loads: the check reports
 * {@link TEST_BOT_TOKEN} at once. To try the real widget without an account, set Cloudflare's
 * always-passing test site key `1x00000000000000000000AA` as `botCheckSiteKey` in config.json.
 */
export function BotCheck({ siteKey, onToken }: BotCheckProps) {
  if (siteKey === null) return <TestModeBotCheck onToken={onToken} />;
  return <TurnstileWidget siteKey={siteKey} onToken={onToken} />;
}

function TestModeBotCheck({ onToken }: Pick<BotCheckProps, 'onToken'>) {
  const report = useEffectEvent(() => onToken(TEST_BOT_TOKEN));
  useEffect(() => report(), []);
  return <p className={publicPage.note}>Bot check: test mode</p>;
}

const TURNSTILE_SRC = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** The part of Turnstile's browser API this uses (developers.cloudflare.com/turnstile). */
interface Turnstile {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback(token: string): void;
      'expired-callback'(): void;
      'error-callback'(): void;
    },
  ): string;
  remove(widgetId: string): void;
}

let turnstileLoading: Promise<Turnstile> | null = null;

/** Injects Turnstile's script the first time a widget needs it; later widgets share it. */
function loadTurnstile(): Promise<Turnstile> {
  turnstileLoading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SRC;
    script.async = true;
    script.onload = () => {
      const turnstile = (window as { turnstile?: Turnstile }).turnstile;
      if (turnstile) resolve(turnstile);
      else reject(new Error('Turnstile did not start.'));
    };
    script.onerror = () => {
      // A later attempt (a remount) may try again, e.g. once the connection is back.
      turnstileLoading = null;
      script.remove();
      reject(new Error('Turnstile could not load.'));
    };
    document.head.append(script);
  });
  return turnstileLoading;
}

function TurnstileWidget({
  siteKey,
  onToken,
}: { siteKey: string } & Pick<BotCheckProps, 'onToken'>) {
  const container = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  const report = useEffectEvent((token: string | null) => onToken(token));

  useEffect(() => {
    let widgetId: string | null = null;
    let turnstileApi: Turnstile | null = null;
    let cancelled = false;
    loadTurnstile().then(
      (turnstile) => {
        if (cancelled || !container.current) return;
        turnstileApi = turnstile;
        widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          callback: (token) => report(token),
          'expired-callback': () => report(null),
          'error-callback': () => report(null),
        });
      },
      () => {
        if (!cancelled) setUnavailable(true);
      },
    );
    return () => {
      cancelled = true;
      if (turnstileApi && widgetId !== null) turnstileApi.remove(widgetId);
    };
  }, [siteKey]);

  return (
    <div className={styles.botCheck}>
      <div ref={container} />
      {unavailable && (
        <p className={publicPage.error} role="alert">
          The check that you are not a robot could not load. Check your connection and reload the
          page.
        </p>
      )}
    </div>
  );
}
