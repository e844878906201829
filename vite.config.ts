import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { siteEnvPrefixes } from './domain/site.ts';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  // The operator's identity and support contact, shared with the server (domain/site.ts).
  envPrefix: ['VITE_', ...siteEnvPrefixes],
  plugins: [react(), tailwindcss()],
  build: { outDir: '../dist', emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
