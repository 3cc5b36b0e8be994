/**
 * Service workers as the browser hands them to the page, for the unit tests of updateWatch.ts
 * and serviceWorker.ts: a registration whose workers go through the states of the spec's install
 * and activate steps, and the page's container with its controller.
 */

export class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly messages: unknown[] = [];
  postMessage(message: unknown): void {
    this.messages.push(message);
  }
  /** Moves to `state` and fires statechange, as the browser does. */
  become(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

export class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  /** A worker takes the page (clients.claim() or skipWaiting() of a new version). */
  control(worker: FakeWorker): void {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

export class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  updates = 0;

  constructor(readonly container: FakeContainer) {
    super();
  }

  /** A new worker starts installing (updatefound), as after an update check found a new sw.js. */
  found(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }

  /** The installing worker is installed: it waits while another worker is active. */
  installed(): FakeWorker {
    const worker = this.installing;
    if (!worker) throw new Error('nothing is installing');
    this.installing = null;
    this.waiting = worker;
    worker.become('installed');
    return worker;
  }

  /** The waiting worker becomes the active one; `claim` takes the pages (clients.claim()). */
  activate(claim: boolean): FakeWorker {
    const worker = this.waiting;
    if (!worker) throw new Error('nothing is waiting');
    const previous = this.active;
    this.waiting = null;
    this.active = worker;
    worker.become('activating');
    worker.become('activated');
    // Pages run by the previous worker move to the new one; others only when it claims them.
    if (previous ? this.container.controller === previous : claim) this.container.control(worker);
    return worker;
  }

  update(): Promise<void> {
    this.updates += 1;
    return Promise.resolve();
  }

  /** As the registration's interfaces, for the code under test. */
  get asRegistration(): ServiceWorkerRegistration {
    return this as unknown as ServiceWorkerRegistration;
  }
}
