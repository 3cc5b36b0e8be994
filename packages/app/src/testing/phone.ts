/**
 * A phone for the outbox's node tests: the app's services over an in-process mock server, on a
 * network the test controls (up, down, answers lost on the way back, held), and the member's
 * outbox on the device's storage. Outboxes opened here are closed after each test.
 */
import { afterEach } from 'vitest';
import type { MockServer } from '@routebook/mock-server';
import { createInProcessFetch, createMemoryStorage } from './inProcessFetch';
import { createAppServices, type AppServices } from '../services/services';
import { DEFAULT_CONFIG } from '../config/config';
import { SESSION_STORAGE_KEY, type Session } from '../session/session';
import { memberKey, type OfflineDB } from '../offline/db';
import { Outbox } from '../offline/outbox/outbox';

/** The network as a technician meets it: up, down, or answering into a void. */
export interface PhoneLine {
  offline: boolean;
  /** The request reaches the server, but its answer is lost on the way back: the next n POSTs. */
  loseAnswers: number;
  /** Lose the answer of these POSTs (1 is the first POST after the line was made). */
  loseAnswerOf: number[];
  posts: number;
  uploads: number;
  /** Requests wait for this before they reach the server. */
  held?: Promise<void>;
}

export const createPhoneLine = (): PhoneLine => ({
  offline: false,
  loseAnswers: 0,
  loseAnswerOf: [],
  posts: 0,
  uploads: 0,
});

/** Logs a demo account (password routebook) in on `server`: the session a phone keeps. */
export async function logInOn(server: MockServer, email: string): Promise<Session> {
  const result = await server.execute({
    query: `query L($data: UserLoginInput!) {
      userLogin(data: $data) { status token user { id firstName lastName email
        currentUser { id role company { id name planLevel logo } } } }
    }`,
    variables: { data: { email, password: 'routebook' } },
  });
  return (result.data as { userLogin: Session }).userLogin;
}

/** The app's services on a phone logged in as `session`, whose network is `line`. */
export function phoneOn(server: MockServer, session: Session, line: PhoneLine): AppServices {
  const inProcess = createInProcessFetch(server);
  const fetchImpl: typeof fetch = async (input, init) => {
    line.posts += 1;
    const post = line.posts;
    if (line.offline) throw new TypeError('Failed to fetch');
    await line.held;
    if (init?.body instanceof FormData) line.uploads += 1;
    const answer = await inProcess(input, init);
    if (line.loseAnswerOf.includes(post)) throw new TypeError('Failed to fetch');
    if (line.loseAnswers > 0) {
      line.loseAnswers -= 1;
      throw new TypeError('Failed to fetch');
    }
    return answer;
  };
  const storage = createMemoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify(session) });
  return createAppServices(DEFAULT_CONFIG, storage, fetchImpl);
}

const opened: Outbox[] = [];
afterEach(() => {
  for (const outbox of opened.splice(0)) outbox.close();
});

/** The logged-in member's outbox on the phone's storage `db`; closed after the test. */
export async function openOutboxOn(
  services: AppServices,
  db: OfflineDB,
  { retryDelays = [60_000], now }: { retryDelays?: number[]; now?: () => number } = {},
): Promise<Outbox> {
  const session = services.sessions.get();
  const member = memberKey(session);
  const me = session?.user.currentUser;
  if (!session || !member || !me) throw new Error('openOutboxOn: the phone has no one logged in');
  const outbox = await Outbox.open({
    ...(now ? { now } : {}),
    environment: services.environment(),
    member,
    author: {
      id: me.id,
      firstName: session.user.firstName,
      lastName: session.user.lastName,
    },
    db,
    retryDelays,
  });
  opened.push(outbox);
  return outbox;
}

/** Resolves once the outbox has nothing left to send. */
export function drained(outbox: Outbox): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const state = outbox.getState();
      if (state.pending === 0 && !state.sending) {
        stop();
        resolve();
      }
    };
    const stop = outbox.subscribe(check);
    check();
  });
}
