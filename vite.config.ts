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
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    // Each source module's chunk and the chunks it imports: scripts/prerender.ts reads it to
    // preload a data page's whole first load with its frame, then removes it.
    manifest: true,
    // No modulepreload polyfill in the entry, which every public page loads once the app runs
    // (docs/product/design.md §10 bundle budget): the browsers without `<link rel=modulepreload>`
    // (Safari before 17) load the same modules, one import after another instead of at once.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Seven hash characters instead of eight (the fewest rolldown allows for this many chunks):
        // every chunk's name stands in the entry's preload
        // map, which every public page loads (docs/product/design.md §10 bundle budget), and
        // hash characters do not compress.
        chunkFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          groups: [
            {
              // What a data page's frame runs before the framework has come (web/early-reads.ts,
              // imported by hydrate.js): its reads, their paths, the packs and the role check,
              // none of which imports the framework; app-core imports it too.
              name: 'early-reads',
              test: /(web[\\/](early-reads|lib[\\/]api-path|features[\\/]comparison[\\/]api[\\/](early-reads|paths))|domain[\\/](accounts[\\/]roles|reference[\\/]packs))\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              // Paged lists ("Voir plus": Mes devis, Agences) load the infinite-query observer
              // with their pages, not with every public page (bundle budget).
              name: 'paged-lists',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/].*(infiniteQueryObserver|useInfiniteQuery)\.js$/,
              // Only these two: the observer they build on stays in the framework.
              includeDependenciesRecursively: false,
            },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|cookie|set-cookie-parser|void-elements|html-parse-stringify)[\\/]/,
            },
            {
              // The form fields of the contact form, which the signed-in forms use too: one
              // chunk instead of one per field, and as many names fewer in the entry's preload
              // map, which every public page loads (docs/product/design.md §10 bundle budget).
              name: 'form-fields',
              test: /web[\\/](components[\\/]ui[\\/](text-field|text-area-field|form-alert|field-message|field-error|field-wiring)|lib[\\/]use-api-form-errors)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            {
              // The fields and form hooks only the signed-in areas use: one chunk, never loaded
              // by a public page.
              name: 'signed-in-forms',
              test: /web[\\/](components[\\/]ui[\\/](checkbox-field|select-field|form-select-field|password-field|confirm-dialog|legal-links)|lib[\\/]use-api-form)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            {
              // The toasts (sonner), which a signed-in area mounts once its first page has shown
              // (router.tsx) and its forms call after an action.
              name: 'toasts',
              test: /node_modules[\\/]sonner[\\/]/,
            },
            {
              // What every page of the driver's signed-in area runs: its frame and figures: one
              // chunk instead of one per module. Not the toasts (sonner, most of these bytes),
              // which the area mounts once its first page has shown (router.tsx). No module that awaits at its top
              // level (area-error-panel.tsx, web/i18n/messages.ts): the whole chunk would wait
              // with it, and the page's data (page-data.ts, decision 0040) behind it.
              name: 'signed-in',
              test: /(web[\\/](components[\\/](quote-reference|interpolated|layout[\\/](flow-page|flow-frames|frame-outlines|progress-bar))|lib[\\/](page-data|driver-quote-keys|format))\.tsx?$|domain[\\/]figures-format\.ts$)/,
              includeDependenciesRecursively: false,
            },
            {
              // The answers' validation (zod and its building blocks), which the forms use: one
              // chunk instead of one per library and module.
              name: 'form-validation',
              test: /(node_modules[\\/]zod[\\/]|domain[\\/]validation\.ts$)/,
              includeDependenciesRecursively: false,
            },
            {
              // Phone numbers' reading and display, apart from the answers' validation: the
              // comparison and the offer show the agencies' numbers without zod.
              name: 'phone-numbers',
              test: /(node_modules[\\/]libphonenumber-js[\\/]|domain[\\/](phone|phone-metadata)\.ts$)/,
              includeDependenciesRecursively: false,
            },
            {
              // The quote request's steps (véhicule, conducteur, garanties, renouvellement): the
              // request's rules and the offers' prices and renewal they read, the draft, the step
              // footer (the reference lists stay apart: sign-up uses them too).
              name: 'quote-steps',
              test: /(domain[\\/](quotes[\\/](request|plate)|offers[\\/](view-filters|renewal|terms-input|prices))|web[\\/]features[\\/]quote-flow[\\/](components[\\/](field-helpers|claim-history|step-footer|use-step-form)|api[\\/]draft))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            {
              // The parts the public pages' own routes share with the driver's pages (the packs'
              // contents on /services, the contact form's controls and icons): one chunk instead
              // of one per module of a few hundred bytes.
              name: 'public-parts',
              test: /(domain[\\/](reference[\\/]guarantees|limits)\.ts|web[\\/]components[\\/](pack-contents\.tsx|ui[\\/]control-classes\.ts)|node_modules[\\/]lucide-react[\\/].*[\\/](check|calculator|circle-exclamation-point|circle-check|clock)\.mjs)$/,
              includeDependenciesRecursively: false,
            },
            {
              // What the sign-in pages share with every driver page: dates, amounts and the logo's
              // link. Nothing here may import the answers' validation (zod), which the comparison
              // does not load.
              name: 'account-parts',
              test: /(domain[\\/](dates|money|morocco-time|morocco-offsets)\.ts|web[\\/]components[\\/]layout[\\/]logo-link\.tsx)$/,
              includeDependenciesRecursively: false,
            },
            {
              // What only the driver's pages (and some of the back office) use to show offers:
              // the comparison's reading, the offers' terms and prices' breakdown, the confirmed
              // phone's badge: one chunk instead of a dozen, never loaded by a public page. Nothing
              // here may import the answers' validation (zod), which the comparison does not need.
              name: 'driver-parts',
              test: /(web[\\/](lib[\\/](guarantee-label|price-lines)\.ts|features[\\/]comparison[\\/](api[\\/](quotes|price-breakdown)\.ts|components[\\/](price-estimate\.ts|price-estimate-view\.tsx|quote-id\.ts|offer-terms\.ts|guarantee-terms\.tsx|offer-validity\.tsx|automatic-price-badge\.tsx|price-breakdown\.tsx)))|node_modules[\\/]lucide-react[\\/].*[\\/](star|circle-question-mark|zap|badge-check)\.mjs)$/,
              includeDependenciesRecursively: false,
            },
            {
              // The small modules every page runs (session, API client, language, page title):
              // one chunk instead of many of a few hundred bytes, each with its own imports
              // and gzip header (docs/product/design.md §10 bundle budget).
              name: 'app-core',
              test: /web[\\/](lib[\\/](session-lost|session|use-page-title|use-hydrated|site-config|api-client|session-actions)|i18n[\\/]index)\.tsx?$/,
            },
            {
              // Everything else the entry imports statically (the providers, the router, the public
              // layout and its icons): one chunk instead of one per module shared with a lazy page.
              // rolldown's automatic splitting gave each such module a chunk of its own (one per
              // set of importers), eleven files preloaded by every page the app starts on. The
              // entry module itself stays out: Vite writes its script tag and the preload links of
              // its imports into index.html, which scripts/prerender.ts reads.
              name: 'shell',
              tags: ['$initial'],
              includeDependenciesRecursively: false,
              test: (id) => !/(web[\\/]main\.tsx|\.html|\.css)$/.test(id),
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
