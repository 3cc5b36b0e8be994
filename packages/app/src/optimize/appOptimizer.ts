/**
 * The app's route optimizer: the solver in a Web Worker (its own chunk, precached, so it works
 * offline; the page stays responsive), started on the first Optimize. Only the Optimize panel
 * imports this, and pages load that panel when Optimize is opened.
 */
import { createRouteOptimizer, type OptimizerWorker } from './routeOptimizer';

export const routeOptimizer = createRouteOptimizer(
  () =>
    new Worker(new URL('@routebook/optimizer/worker', import.meta.url), {
      type: 'module',
      name: 'optimizer',
    }) as unknown as OptimizerWorker,
);
