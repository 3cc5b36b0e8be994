/**
 * On my way (schema.graphql, Company.onMyWayMessage, CompanyInput.onMyWayMessage): the
 * text a technician's On my way fills in is the company's, set by an admin with updateCompany,
 * required and at most ON_MY_WAY_MESSAGE_MAX_LENGTH characters; a regular member cannot change it.
 * The check puts the company's text back afterwards (as text: a server keeps no "unset" to return
 * to, and the default reads the same).
 */
import { ON_MY_WAY_MESSAGE_MAX_LENGTH, fieldDayMessages, messages } from '@routebook/schema';
import { about, check, expectEqual, expectRefused, type Check } from '../check';
import type { GraphQLResult } from '../client';
import type { Session } from '../context';
import { eachWay } from './support';

const SECTION = 'Extension: On my way';

const READ = `query ConformanceOnMyWay($id: ID!) { company(id: $id) { id onMyWayMessage } }`;

const SET = `mutation ConformanceSetOnMyWay($id: ID!, $data: CompanyInput!) {
  updateCompany(id: $id, data: $data) { id onMyWayMessage }
}`;

/** Fails unless `result` is refused with `code` and `message`, answering no company. */
function expectNotSet(result: GraphQLResult, code: string, message: string): void {
  expectRefused(result, code, message);
  expectEqual(result.data?.updateCompany ?? null, null, 'data answered');
}

const MAX = ON_MY_WAY_MESSAGE_MAX_LENGTH;

const message = check(
  'onMyWay.message',
  SECTION,
  `an admin sets the On my way text (updateCompany) and the company's regular members read it (Company.onMyWayMessage); ${MAX} characters are taken, ${MAX + 1} refused "${fieldDayMessages.onMyWayMessageTooLong}", a blank text "${fieldDayMessages.onMyWayMessageRequired}"; a regular member's change is FORBIDDEN; refusals change nothing — alone and in a batch`,
  async (ctx) => {
    const admin = await ctx.as('level40', 'admin');
    const member = await ctx.as('level40', 'member');
    const id = admin.companyId;
    const read = async (caller: Session) =>
      (await ctx.ok(caller, READ, { id })).company?.onMyWayMessage as unknown;
    const before = await read(admin);
    ctx.cleanup(() => ctx.ok(admin, SET, { id, data: { onMyWayMessage: before } }));

    const text = `Hi {customer}, ${ctx.unique('Conformance')} from {company} is on the way.`;
    const set = await ctx.ok(admin, SET, { id, data: { onMyWayMessage: text } });
    expectEqual(set.updateCompany?.onMyWayMessage, text, 'the text updateCompany answers');
    expectEqual(await read(member), text, 'the On my way text a regular member reads');
    const longest = text.padEnd(MAX, '.');
    await about(`a text of ${MAX} characters`, () =>
      ctx.ok(admin, SET, { id, data: { onMyWayMessage: longest } }),
    );

    for (const way of eachWay(ctx)) {
      const attempt = async (
        what: string,
        caller: Session,
        sent: string,
        code: string,
        said: string,
      ) =>
        about(`${what} (${way.how})`, async () =>
          expectNotSet(
            await way.run(caller, SET, { id, data: { onMyWayMessage: sent } }),
            code,
            said,
          ),
        );
      await attempt(
        `${MAX + 1} characters`,
        admin,
        `${longest}!`,
        'BAD_USER_INPUT',
        fieldDayMessages.onMyWayMessageTooLong,
      );
      await attempt(
        'a blank text',
        admin,
        '   ',
        'BAD_USER_INPUT',
        fieldDayMessages.onMyWayMessageRequired,
      );
      await attempt(
        "a regular member's change",
        member,
        `${text} (member)`,
        'FORBIDDEN',
        messages.forbidden,
      );
    }
    expectEqual(await read(member), longest, 'the On my way text after the refusals');
  },
);

export const onMyWayChecks: Check[] = [message];
