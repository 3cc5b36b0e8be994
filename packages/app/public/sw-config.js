// Imported by the service worker (sw.js, src/pwa/pwaOptions.ts): while a version installs, it
// stores config.json in the cache its network-first route reads without a network
// ('routebook-config', CONFIG_CACHE in src/pwa/cacheNames.ts), so the app starts offline with
// its own config.json from the first visit on. Online, the route always asks the network first.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open('routebook-config')
      .then((cache) => cache.add(new Request('config.json', { cache: 'no-store' })))
      .catch(() => undefined),
  );
});
