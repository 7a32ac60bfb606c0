import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
