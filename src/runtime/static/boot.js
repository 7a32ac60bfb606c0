/* global document, console, requestAnimationFrame, setTimeout */
// The only script a built app (`specfront build`) runs before its first paint. The page's first screen
// is prerendered in index.html, so its paint needs no JavaScript: the app's entry and its first
// screen's chunks, named in this element's data-specfront-load (relative to this file), are fetched
// only once that paint is done (at once in a hidden tab, which does not paint), then hydrate the page.
const element = document.querySelector('script[data-specfront-load]');
const files = (element?.getAttribute('data-specfront-load') ?? '').split(' ').filter((f) => f.length > 0);
const load = () => {
  for (const file of files) import(file).catch((error) => console.error(`The app's code did not load (${file}):`, error));
};
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(load, 0));
else load();
