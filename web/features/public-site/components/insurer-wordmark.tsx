/**
 * A partner insurer's name as our own simple SVG wordmark (no insurer's artwork is copied):
 * the name set in the site's type on a neutral tile, each insurer told apart by its accent.
 * Always drawn left to right (the names are Latin), also on Arabic pages.
 */
export function InsurerWordmark({ name, accent }: { name: string; accent: string }) {
  return (
    <svg
      role="img"
      aria-label={name}
      direction="ltr"
      viewBox="0 0 200 64"
      className="h-14 w-full max-w-48"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect x="1" y="1" width="198" height="62" rx="12" fill="#fff" stroke="#e2e8f0" />
      <rect x="14" y="18" width="6" height="28" rx="3" fill={accent} />
      <text
        x="30"
        y="38"
        fontFamily="system-ui, sans-serif"
        fontSize={Math.min(18, Math.floor(160 / (name.length * 0.62)))}
        fontWeight="700"
        fill="#0f172a"
      >
        {name}
      </text>
    </svg>
  );
}
