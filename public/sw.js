// specfront studio service worker: cache-first for the built app shell, so the studio opens offline
// after its first load. Plain JS, no build step of its own: `vite build` writes the build's id in place
// of the placeholder below (vite.config.ts), so each build has its own cache and a new build's worker
// deletes the old ones when it activates. Only `ok` responses are ever cached.
const BUILD = '__SPECFRONT_BUILD__';
const CACHE = `specfront-shell-${BUILD}`;
/** Files that may change without a new build id: always asked of the network first. */
const NETWORK_FIRST = new Set(['/manifest.webmanifest', '/sw.js']);
const SHELL = ['/', '/index.html', '/manifest.webmanifest', '/favicon.svg', '/src/studio/preview-frame/index.html'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then(async (cache) => {
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
      })
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Pages: the network when it answers well (a new deploy), else the cached shell. A failing server
  // (a 503 during a deploy) is answered from the cache too, and its page is never cached.
  if (request.mode === 'navigate') {
    const cached = async () => (await caches.match(request, { ignoreSearch: true })) || (await caches.match('/index.html'));
    event.respondWith(
      fetch(request)
        .then(async (response) => {
          if (response.ok && response.type === 'basic') {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(url.pathname === '/' ? '/index.html' : request, copy));
            return response;
          }
          if (response.status >= 500) return (await cached()) || response;
          return response;
        })
        .catch(async () => (await cached()) || Response.error()),
    );
    return;
  }
  // The manifest (and the worker itself, if asked through a page): network first, the cache offline.
  if (NETWORK_FIRST.has(url.pathname)) {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        })
        .catch(async () => (await caches.match(request)) || Response.error()),
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
