/**
 * The route optimizer in the app, imported only when Optimize is opened (its own chunk): the
 * solver runs in a Web Worker, so it works offline and the page stays responsive.
 */
import type { WorkerHandle } from '@routebook/optimizer/client';
import { createRouteOptimizer } from './routeOptimizer';

export const routeOptimizer = createRouteOptimizer(
  () =>
    new Worker(new URL('@routebook/optimizer/worker', import.meta.url), {
      type: 'module',
      name: 'optimizer',
    }) as unknown as WorkerHandle,
);

export { buildPlan, hasChoice, type PlanChoice, type PlanItem, type PlanOutcome } from './plan';
export { OptimizeCancelled } from './routeOptimizer';
export type { GeoPoint } from './distance';
