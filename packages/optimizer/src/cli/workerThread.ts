// The optimizer worker under Node's worker_threads (the tests run it so): parentPort is a
// MessagePort, an EventTarget like a Web Worker's global scope.
import { parentPort } from 'node:worker_threads';
import { serve, type WorkerScope } from '../worker';

if (parentPort) serve(parentPort as unknown as WorkerScope);
