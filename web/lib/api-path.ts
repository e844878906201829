/**
 * A path of the API with each interpolated value encoded, so that a value taken from the page's
 * address (a quote id in `/offre-page/:quoteId`) stays one path segment or one query value and
 * can never make the browser call another endpoint with the person's session (client-side path
 * traversal: `../../admin/...`). `.` and `..`, which encoding leaves as they are and a browser
 * resolves as steps, are refused. A `URLSearchParams` is written as its query string, already
 * encoded.
 * @throws Error for a value `.` or `..` (a page's bug or a crafted address; never a valid id).
 */
export function apiPath(
  strings: TemplateStringsArray,
  ...values: (string | number | URLSearchParams)[]
): string {
  return strings.reduce((path, part, index) => {
    if (index >= values.length) return path + part;
    const value = values[index];
    if (value === '.' || value === '..') throw new Error(`not an API path value: ${value}`);
    return (
      path +
      part +
      (value instanceof URLSearchParams ? value.toString() : encodeURIComponent(String(value)))
    );
  }, '');
}

/** The signed-in person's profile, `{ user: null }` for a visitor (GET /api/auth/session). */
export const sessionPath = '/api/auth/session';
