import { readFileSync } from 'node:fs';

/**
 * The public pages of the built app, as the prerenderer listed them in dist/route-manifest.json
 * (every route whose handle says `prerender`), plus an unknown path for the 404 page.
 */
export function publicPages(): string[] {
  const manifest = JSON.parse(readFileSync('dist/route-manifest.json', 'utf8')) as {
    prerendered: string[];
  };
  return [...manifest.prerendered, '/cette-page-n-existe-pas'];
}

/** A file-name-safe name for a path: `/assurance-auto/sinistre/vol` → `assurance-auto-sinistre-vol`. */
export const slugOf = (path: string) => path.slice(1).replaceAll('/', '-') || 'root';
