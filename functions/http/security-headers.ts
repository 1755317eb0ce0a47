/**
 * The browser security headers of the SPA and the API (decision 042 "Security headers"), in one
 * place for the local server (`infra/local/static.ts`), the API's responses (`lib/api.ts`) and
 * CloudFront's response headers policy (`infra/constructs/web-distribution.ts`).
 */

/**
 * SHA-256 of the empty string. @emotion/react (production build) injects empty `<style>` elements
 * and fills them through the CSSOM (`insertRule`), which CSP does not govern; the empty element
 * itself is inline style, and this hash allows exactly that and nothing with content. Measured in
 * Chromium: without it every style is blocked; with it there is no violation (decision 042
 * "Security headers").
 */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * The SPA's Content-Security-Policy: scripts and styles only from the app's own origin (Vite
 * emits no inline script), no inline style but emotion's empty elements; the service worker and
 * the manifest from the same origin (decision 170). Pictures, videos and
 * uploads go to and come from the files bucket (`filesOrigin`, e.g.
 * `https://<bucket>.s3.<region>.amazonaws.com`).
 */
export function spaContentSecurityPolicy(filesOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${EMPTY_STYLE_HASH}`,
    `img-src 'self' data: blob: ${filesOrigin}`,
    `media-src 'self' blob: ${filesOrigin}`,
    `connect-src 'self' ${filesOrigin}`,
    "font-src 'self' data:",
    // The service worker and the web app manifest are the app's own files (decision 170).
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** JSON answers are never a document: nothing may load, run or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Headers both the SPA and the API send, besides their Content-Security-Policy. */
export const COMMON_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
} as const;

/** Every security header of an API response. */
export const API_SECURITY_HEADERS = {
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
  ...COMMON_SECURITY_HEADERS,
} as const;

/** Every security header of the SPA's files (HSTS is CloudFront's: the local server is plain HTTP). */
export const spaSecurityHeaders = (filesOrigin: string) => ({
  'content-security-policy': spaContentSecurityPolicy(filesOrigin),
  ...COMMON_SECURITY_HEADERS,
});
