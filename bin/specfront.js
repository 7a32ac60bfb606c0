#!/usr/bin/env node
// The `specfront` command. The CLI itself is built into dist/cli.js by `npm install` / `npm ci`
// (the package's `prepare` script); this file only loads it.
let cli;
try {
  cli = await import('../dist/cli.js');
} catch (error) {
  if (error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('dist/cli.js')) {
    const { fileURLToPath } = await import('node:url');
    const root = fileURLToPath(new URL('..', import.meta.url));
    process.stderr.write(
      `specfront: the CLI is not built yet (dist/cli.js is missing).\nRun \`npm install\` (or \`npm run build:lib\`) in ${root} first.\n`,
    );
    process.exit(2);
  }
  throw error;
}
await cli.main(process.argv.slice(2));
