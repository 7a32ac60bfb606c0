/* global document, console, location, PerformanceObserver, setTimeout, addEventListener */
// The only script a built app (`specfront build`) runs before its first paint. The page's first screen
// is prerendered in index.html, so its paint needs no JavaScript: the app's entry and its first
// screen's chunks, named in this element's data-specfront-load (relative to this file), are fetched
// once the browser has painted that content (its first-contentful-paint entry), at once in a hidden
// tab (which does not paint) or a browser without paint timing, and after 3 s at the latest.
// The prerendered screen is the one at `#/`: at another address (a deep link) its main part would show
// the wrong screen until the app renders the right one, so it is emptied now (header and menu stay).
const root = document.getElementById('root');
const address = location.hash.replace(/^#/, '');
if (root?.hasAttribute('data-prerendered') && address !== '' && address !== '/') root.querySelector('main')?.replaceChildren();
const element = document.querySelector('script[data-specfront-load]');
const files = (element?.getAttribute('data-specfront-load') ?? '').split(' ').filter((f) => f.length > 0);
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const file of files) import(file).catch((error) => console.error(`The app's code did not load (${file}):`, error));
};
const paintTiming = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
if (document.visibilityState !== 'visible' || !paintTiming) start();
else {
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((e) => e.name === 'first-contentful-paint')) return;
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  addEventListener('visibilitychange', () => document.visibilityState !== 'visible' && start());
  setTimeout(start, 3000);
}
