import { clientAddress } from './client-address';

describe("the caller's address for per-address limits", () => {
  it("takes the viewer's address CloudFront passes on, without its port, not the edge's", () => {
    expect(clientAddress({ 'cloudfront-viewer-address': '198.51.100.7:46532' }, '130.176.1.1')).toBe('198.51.100.7');
    expect(clientAddress({ 'cloudfront-viewer-address': '2001:DB8::1:443' }, '130.176.1.1')).toBe('2001:db8::1');
  });

  it('falls back to the connection (the local runtime), and never takes what is not an address', () => {
    expect(clientAddress({}, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress({ 'cloudfront-viewer-address': '<script>:1' }, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress({ 'cloudfront-viewer-address': 'x'.repeat(500) }, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress({}, undefined)).toBe('unknown');
  });
});
