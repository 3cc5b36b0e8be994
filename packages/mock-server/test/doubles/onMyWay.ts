/** Doubles of the On my way text: a length cut, a blank kept, a member's change, a stale read. */
import { DEFAULT_ON_MY_WAY_MESSAGE, ON_MY_WAY_MESSAGE_MAX_LENGTH } from '@routebook/schema';
import type { Breakage } from './proxy';
import { calls, changeResults, changeVariables, inBatchesOnly, runsAsTheirAdmin } from './support';

/** The variables of an updateCompany with its On my way text changed by `change`. */
const changeText = (change: (text: string) => string | undefined): Breakage['handle'] =>
  changeVariables(['updateCompany'], (variables) => {
    const text = variables.data?.onMyWayMessage;
    if (typeof text !== 'string') return variables;
    return { ...variables, data: { ...variables.data, onMyWayMessage: change(text) } };
  });

const memberSetsText = runsAsTheirAdmin(calls('updateCompany'));

export const onMyWayDoubles: Breakage[] = [
  {
    breaks: 'onMyWay.message',
    description: `a server that cuts a text over ${ON_MY_WAY_MESSAGE_MAX_LENGTH} characters to ${ON_MY_WAY_MESSAGE_MAX_LENGTH}`,
    failsWith: `${ON_MY_WAY_MESSAGE_MAX_LENGTH + 1} characters (alone): expected an error`,
    handle: changeText((text) => text.slice(0, ON_MY_WAY_MESSAGE_MAX_LENGTH)),
  },
  {
    breaks: 'onMyWay.message',
    description: 'a server that keeps the old text when a blank one is sent (answers a success)',
    failsWith: 'a blank text (alone): expected an error',
    handle: changeText((text) => (text.trim() ? text : undefined)),
  },
  {
    breaks: 'onMyWay.message',
    description: 'a server that lets a regular member change the On my way text',
    failsWith: "a regular member's change (alone): expected an error",
    handle: memberSetsText,
  },
  {
    breaks: 'onMyWay.message',
    description: 'a server that lets a regular member change the On my way text inside a batch',
    failsWith: "a regular member's change (in a batch): expected an error",
    handle: inBatchesOnly(memberSetsText),
  },
  {
    breaks: 'onMyWay.message',
    description: 'a server that answers regular members the default text, not the one set',
    failsWith: 'the On my way text a regular member reads: expected',
    handle: changeResults(calls('company'), (result, _operation, caller) =>
      caller?.role === 'regular' && typeof result?.data?.company?.onMyWayMessage === 'string'
        ? {
            ...result,
            data: {
              ...result.data,
              company: { ...result.data.company, onMyWayMessage: DEFAULT_ON_MY_WAY_MESSAGE },
            },
          }
        : result,
    ),
  },
];
