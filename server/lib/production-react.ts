import { createRequire } from 'node:module';

/*
 * Loads React's production build in the server and worker processes, whatever NODE_ENV says.
 * React's packages choose their build once, when first loaded, from NODE_ENV
 * (`react/index.js`: `process.env.NODE_ENV === 'production'`), and the development build renders
 * an e-mail about twice as slowly (react-email's `render`, bench/notifications). NODE_ENV
 * means something else here (demo mode, required secrets: README "Configuration"), so it is set
 * to `production` only while React's entry points load, then put back. Imported first by the
 * processes' entry files (server/main.ts, server/worker.ts), before any module imports React:
 * a synchronous `require` fills the module cache that later `import`s of React read.
 */
const require = createRequire(import.meta.url);
const configured = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
try {
  // Every entry point the e-mail rendering loads (react-email imports react-dom/server on demand).
  for (const entry of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server']) {
    require(entry);
  }
} finally {
  if (configured === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = configured;
}
