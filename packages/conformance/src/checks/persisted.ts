/**
 * Extension: with `"persistedQueries": true` in the app's config.json, every operation
 * goes as `{ "doc_id", "variables", "operationName" }` with the id from the app's map
 * (`persistedQueries.json`, written by `npm run relay`), and the backend runs the text it holds
 * for that id. These checks run only when the kit's config says the app is set up that way.
 */
import { readFile } from 'node:fs/promises';
import { check, expectEqual, expectTrue, fail } from '../check';
import type { ConformanceConfig } from '../config';
import type { CheckContext } from '../context';

const SECTION = 'Extension: persisted queries (doc_id)';

const appliesTo = (config: ConformanceConfig) => config.persistedQueries;

/** The app's persisted id of the operation named `name`, from the map the build was made with. */
async function persistedId(ctx: CheckContext, name: string): Promise<string> {
  const file = ctx.config.persistedQueriesFile;
  let map: Record<string, string>;
  try {
    map = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
  } catch (error) {
    fail(
      `cannot read the app's persisted queries ${file} (npm run relay writes it): ${(error as Error).message}`,
    );
  }
  const found = Object.entries(map).find(([, text]) =>
    new RegExp(`^(query|mutation) ${name}\\b`).test(text),
  );
  if (!found) fail(`${file} holds no operation ${name}`);
  return found[0];
}

export const persistedChecks = [
  check(
    'persisted.doc-id',
    SECTION,
    "operations sent by the app's persisted id (doc_id, no text) are run, alone and in a batch (when the app batches); an unknown id is refused and runs nothing",
    async (ctx) => {
      const { client, config } = ctx;
      const loginId = await persistedId(ctx, 'LoginPageQuery');
      const logoutId = await persistedId(ctx, 'servicesLogoutMutation');
      const credentials = config.companies.level40.member;
      const login = await client.graphql({
        doc_id: loginId,
        operationName: 'LoginPageQuery',
        variables: { data: credentials },
      });
      const token = login.body?.data?.userLogin?.token as string | undefined;
      expectTrue(
        typeof token === 'string' && token !== '',
        `LoginPageQuery by doc_id answered no token: HTTP ${login.status} ${JSON.stringify(login.body)}`,
      );

      // Alone, then (for an app that batches) a login and a logout in one batch.
      const logout = { doc_id: logoutId, operationName: 'servicesLogoutMutation', variables: {} };
      if (config.batching) {
        const batch = await client.batch(
          [
            { doc_id: loginId, operationName: 'LoginPageQuery', variables: { data: credentials } },
            logout,
          ],
          { token },
        );
        const results = batch.body as { data?: Record<string, any> }[] | null;
        expectTrue(
          Array.isArray(results),
          `a batch of doc_ids answered ${JSON.stringify(batch.body)}`,
        );
        expectTrue(
          Boolean(results[0]?.data?.userLogin?.token),
          "the batch's login answered no token",
        );
        expectEqual(results[1]?.data, { logout: true }, "the batch's logout");
      } else {
        const out = await client.graphql(logout, { token });
        expectEqual(out.body?.data, { logout: true }, 'servicesLogoutMutation by doc_id');
      }

      const unknown = await client.graphql({
        doc_id: '0'.repeat(32),
        operationName: 'LoginPageQuery',
        variables: { data: credentials },
      });
      expectTrue(
        Boolean(unknown.body?.errors?.length) && !unknown.body?.data,
        `an unknown doc_id was answered: HTTP ${unknown.status} ${JSON.stringify(unknown.body)}`,
      );
    },
  ),
].map((persisted) => ({ ...persisted, appliesTo }));
