/**
 * Core's request budget (core/requestBudget.ts) in the HTTP server: one budget per POST, shared by
 * the operations of a batch (yoga builds a context per operation, all for the same Request), and
 * an operation the budget stopped answers its refusal alone: no data, one error, the refusal's
 * status (400 for too much, 503 for too long; a batch answers 200 with it inside).
 */
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { runWithin, type OperationBudget, type RequestBudget } from '../../core';
import { inQueryOrder } from './queryOrder';

interface BudgetContext {
  request: Request;
  budget?: OperationBudget;
}

export function requestBudgetPlugin(newBudget: () => RequestBudget): Plugin<BudgetContext> {
  const budgets = new WeakMap<Request, RequestBudget>();
  return {
    onContextBuilding: ({ context, extendContext }) => {
      let budget = budgets.get(context.request);
      if (!budget) {
        budget = newBudget();
        budgets.set(context.request, budget);
      }
      extendContext({ budget: budget.operation() });
    },
    onExecute: ({ executeFn, setExecuteFn }) => {
      setExecuteFn(async (args) => {
        const budget = (args.contextValue as BudgetContext).budget;
        const result = await runWithin(budget, executeFn(args) as Promise<ExecutionResult>);
        // Yoga's executor sets an object's fields as they finish: a paced one would come late.
        return budget?.paced && !budget.stopped ? inQueryOrder(args, result) : result;
      });
    },
  };
}
