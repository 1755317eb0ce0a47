import { cameThroughCloudFront } from './origin';

/** The header in which CloudFront passes on the viewer's own address (`ip:port`, IPv6 unbracketed). */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/** The address in a `CloudFront-Viewer-Address` value, without its port; null for anything that is not one. */
function viewerAddress(value: string | undefined): string | null {
  const viewer = value?.trim();
  if (!viewer) return null;
  const port = viewer.lastIndexOf(':');
  const address = port > 0 ? viewer.slice(0, port) : viewer;
  // An address, not anything a header might carry: hex digits, dots and colons, at most an IPv6's length.
  return /^[0-9a-fA-F.:]{2,45}$/.test(address) ? address.toLowerCase() : null;
}

/**
 * The address of the person calling, for limits that count per address (the public cards, decision
 * 114; the inspector's page, decision 174). Behind CloudFront (the only way in on AWS: the origin
 * secret, decision 085) API Gateway's `sourceIp` is a CloudFront edge, shared by everyone that edge
 * serves; the viewer's own address is in `CloudFront-Viewer-Address`, which CloudFront sets itself
 * and the distribution's origin request policy (all viewer and CloudFront headers) passes on. That
 * header is believed only on a request that carries the origin secret (checked as `checkOrigin`
 * checks it: the current or the previous value), so only when CloudFront sent it: on any other
 * request it is the caller's to write, and rotating it would escape every per-address limit
 * (issue 32 item 12). There the connection's address counts.
 */
export async function clientAddress(
  headers: Record<string, string | undefined>,
  sourceIp: string | undefined,
  now = Date.now(),
): Promise<string> {
  const viewer = viewerAddress(headers[VIEWER_ADDRESS_HEADER]);
  if (viewer && (await cameThroughCloudFront(headers, now))) return viewer;
  return sourceIp || 'unknown';
}
