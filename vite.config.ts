import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { STUDIO_CSP } from './src/studio/studio-csp.ts';

/**
 * Writes the build's id into the service worker (public/sw.js, copied as is): a hash of the built
 * pages, which name every hashed asset, so each build that changes anything gets its own cache name,
 * the browser sees a new worker, and the old caches are deleted when it activates.
 */
function serviceWorkerBuildId(): Plugin {
  let outDir = 'dist-app';
  return {
    name: 'specfront-sw-build-id',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const sw = resolve(outDir, 'sw.js');
      if (!existsSync(sw)) return;
      const hash = createHash('sha256');
      for (const page of ['index.html', 'src/studio/preview-frame/index.html']) {
        const file = resolve(outDir, page);
        if (existsSync(file)) hash.update(readFileSync(file));
      }
      hash.update(readFileSync(sw));
      writeFileSync(sw, readFileSync(sw, 'utf8').replace("'__SPECFRONT_BUILD__'", `'${hash.digest('hex').slice(0, 16)}'`));
    },
  };
}

/**
 * The studio's Content-Security-Policy (src/studio/studio-csp.ts) as the first element of each built page's
 * head, so it holds wherever the files are served. Only in builds: the dev server's React refresh needs an
 * inline script.
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'specfront-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: STUDIO_CSP }, injectTo: 'head-prepend' }],
    },
  };
}

export default defineConfig({
  plugins: [react(), serviceWorkerBuildId(), contentSecurityPolicy()],
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  build: {
    outDir: 'dist-app',
    target: 'es2022',
    rollupOptions: {
      // The studio, and the frame its preview runs in (its own document: own hash address and styles).
      input: { studio: 'index.html', preview: 'src/studio/preview-frame/index.html' },
    },
  },
});
