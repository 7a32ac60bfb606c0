// specfront studio service worker: cache-first for the built app shell, so the studio opens offline
// after its first load. Plain JS, no build step. Bump CACHE to drop old shells.
const CACHE = 'specfront-shell-v1';
const SHELL = ['/', '/index.html', '/manifest.webmanifest', '/favicon.svg', '/src/studio/preview-frame/index.html'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      await cache.addAll(SHELL);
      // Also every hashed asset the pages reference, and the lazy chunks those scripts import
      // (the editor, the diagrams), so the first offline open needs nothing more.
      const seen = new Set();
      const queue = [];
      const scan = (text) => {
        // Hashed assets, and any file the page links from the root (`href="/shell.css"`): a page styled
        // before its scripts run must find its stylesheet offline too.
        for (const m of text.matchAll(/assets\/[\w.-]+\.(?:js|css|svg|woff2)|(?<=(?:href|src)=")\/[\w.-]+\.(?:css|js|svg)(?=")/g)) {
          const path = m[0].startsWith('/') ? m[0] : `/${m[0]}`;
          if (!seen.has(path)) {
            seen.add(path);
            queue.push(path);
          }
        }
      };
      for (const page of ['/index.html', '/src/studio/preview-frame/index.html']) {
        const hit = await cache.match(page);
        if (hit) scan(await hit.text());
      }
      while (queue.length > 0) {
        const path = queue.shift();
        const response = await fetch(path);
        if (!response.ok) continue;
        await cache.put(path, response.clone());
        if (path.endsWith('.js')) scan(await response.text());
      }
    }).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)))).then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Pages: the network when it answers (a new deploy), else the cached shell.
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          void caches.open(CACHE).then((cache) => cache.put(url.pathname === '/' ? '/index.html' : request, copy));
          return response;
        })
        .catch(async () => (await caches.match(request, { ignoreSearch: true })) || (await caches.match('/index.html'))),
    );
    return;
  }
  // Hashed assets never change: cache first, then the network (and keep what it gives, e.g. lazy chunks).
  event.respondWith(
    caches.match(request).then(
      (hit) =>
        hit ||
        fetch(request).then((response) => {
          if (response.ok && url.pathname.startsWith('/assets/')) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});
