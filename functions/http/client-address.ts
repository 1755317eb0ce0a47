/**
 * The address of the person calling, for limits that count per address (the public cards, decision
 * 114). Behind CloudFront (the only way in on AWS: the origin secret, decision 085) API Gateway's
 * `sourceIp` is a CloudFront edge, shared by everyone that edge serves; the viewer's own address is
 * in `CloudFront-Viewer-Address` (`ip:port`, IPv6 unbracketed), which CloudFront sets itself and the
 * distribution's origin request policy (all viewer and CloudFront headers) passes on. Without it
 * (the local runtime, no CloudFront) the connection's address is the caller's.
 */
export function clientAddress(headers: Record<string, string | undefined>, sourceIp: string | undefined): string {
  const viewer = headers['cloudfront-viewer-address']?.trim();
  if (viewer) {
    const port = viewer.lastIndexOf(':');
    const address = port > 0 ? viewer.slice(0, port) : viewer;
    // An address, not anything a header might carry: hex digits, dots and colons, at most an IPv6's length.
    if (/^[0-9a-fA-F.:]{2,45}$/.test(address)) return address.toLowerCase();
  }
  return sourceIp || 'unknown';
}
