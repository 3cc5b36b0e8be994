/**
 * Core's query limits, before anything executes: tokens when the request is read (a parse error
 * would be answered 200 to a JSON client), depth, aliases and cost as a validation rule.
 */
import type { Plugin } from 'graphql-yoga';
import { assertTokenLimit, queryLimitsRule } from '../../core';

export function queryLimitsPlugin(): Plugin {
  return {
    onParams: ({ params }) => {
      if (typeof params.query === 'string') assertTokenLimit(params.query);
    },
    onValidate: ({ addValidationRule }) => addValidationRule(queryLimitsRule()),
  };
}
