/**
 * The page's one outbox: the logged-in member's, on the current Relay environment. A logout or a
 * switch of company closes it (its changes stay on the device for that member's next login) and
 * the next login opens theirs. The browser's `online` event sends at once.
 */
import type { Environment } from 'relay-runtime';
import type { AppServices } from '../../services/services';
import type { Session } from '../../session/session';
import { offlineDB } from '../db';
import { announceOutboxOpened, memberKey } from '../member';
import { EMPTY_OUTBOX_STATE, Outbox, type OutboxState } from './outbox';

interface Bound {
  member: string;
  environment: Environment;
  outbox: Promise<Outbox>;
}

let bound: Bound | null = null;
let state: OutboxState = EMPTY_OUTBOX_STATE;
let stopWatching: () => void = () => undefined;
const listeners = new Set<() => void>();
let watching: AppServices | null = null;

function setState(next: OutboxState) {
  state = next;
  for (const listener of listeners) listener();
}

function close() {
  const old = bound;
  bound = null;
  stopWatching();
  stopWatching = () => undefined;
  setState(EMPTY_OUTBOX_STATE);
  void old?.outbox.then((outbox) => outbox.close());
}

/**
 * Closes the page's outbox and waits until it has nothing on its way (a send, a write to the
 * device), at most `waitMs`: a send a story holds for ever must not hold the next story.
 * Storybook's harness calls it before it clears the device for the next story.
 */
export async function closeOutbox(waitMs = 2000): Promise<void> {
  const old = bound?.outbox;
  close();
  const outbox = await old;
  if (!outbox) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  await Promise.race([outbox.settled(), waited]);
  clearTimeout(timer);
}

async function open(
  member: string,
  environment: Environment,
  user: Session['user'] & { currentUser: { id: string } },
) {
  const db = await (offlineDB()?.catch(() => null) ?? null);
  const outbox = await Outbox.open({
    environment,
    member,
    db,
    author: {
      id: user.currentUser.id,
      firstName: user.firstName,
      lastName: user.lastName,
    },
  });
  if (bound?.environment === environment) {
    stopWatching = outbox.subscribe(() => setState(outbox.getState()));
    setState(outbox.getState());
  }
  return outbox;
}

/** The current member's outbox, opened on first use; null when no one is logged in. */
export function outboxOf(services: AppServices): Promise<Outbox> | null {
  watch(services);
  const session = services.sessions.get();
  const member = memberKey(session);
  const environment = services.environment();
  const user = session?.user;
  if (!member || !user?.currentUser) {
    if (bound) close();
    return null;
  }
  if (bound?.member !== member || bound.environment !== environment) {
    if (bound) close();
    announceOutboxOpened();
    bound = {
      member,
      environment,
      outbox: open(member, environment, { ...user, currentUser: user.currentUser }),
    };
  }
  return bound.outbox;
}

let unwatch: () => void = () => undefined;

/** Follows the page's services (one app; a story each in Storybook): rebinds on a new session. */
function watch(services: AppServices) {
  if (watching === services) return;
  if (!watching) {
    window.addEventListener('online', () => void bound?.outbox.then((outbox) => outbox.syncNow()));
  }
  unwatch();
  watching = services;
  unwatch = services.subscribe(() => void outboxOf(services));
}

export const outboxState = (): OutboxState => state;

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
