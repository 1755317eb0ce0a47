import { devRefusal, isLoopbackAddress, type DevRequestFacts } from './dev';

const local: DevRequestFacts = { remoteAddress: '127.0.0.1', method: 'GET', host: 'localhost:3000' };
const status = (facts: Partial<DevRequestFacts>) => devRefusal({ ...local, ...facts })?.status ?? 200;

describe('/dev answers this machine only, and no other site', () => {
  it('knows loopback addresses, IPv4-mapped ones included', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a)).toBe(true);
    for (const a of ['192.0.2.2', '10.0.0.1', '::ffff:192.0.2.2', 'fe80::1', '0.0.0.0', '::', '', undefined])
      expect(isLoopbackAddress(a)).toBe(false);
  });

  it('lets a loopback client through: GET from the address bar, a same-origin page, curl', () => {
    expect(status({})).toBe(200);
    expect(status({ secFetchSite: 'none' })).toBe(200);
    expect(status({ secFetchSite: 'same-origin', origin: 'http://localhost:3000' })).toBe(200);
    expect(status({ host: '127.0.0.1:3000', remoteAddress: '::ffff:127.0.0.1' })).toBe(200);
    expect(status({ host: '[::1]:3000', remoteAddress: '::1' })).toBe(200);
    expect(status({ method: 'POST', contentType: 'application/json; charset=utf-8' })).toBe(200);
  });

  it('refuses a client on another address (HOST opened to the network)', () => {
    expect(status({ remoteAddress: '192.0.2.2' })).toBe(403);
    expect(status({ remoteAddress: '::ffff:192.0.2.2', host: '192.0.2.1:3000' })).toBe(403);
    expect(status({ remoteAddress: undefined })).toBe(403);
  });

  it('refuses a name that is not loopback (a DNS-rebound page reaches 127.0.0.1 under its own name)', () => {
    expect(status({ host: 'evil.example:3000' })).toBe(403);
    expect(status({ host: undefined })).toBe(403);
    expect(status({ host: 'localhost.evil.example' })).toBe(403);
  });

  it('refuses requests another site sends (cross-site or same-site, another origin)', () => {
    expect(status({ secFetchSite: 'cross-site' })).toBe(403);
    expect(status({ secFetchSite: 'same-site' })).toBe(403);
    expect(status({ origin: 'http://evil.example' })).toBe(403);
    expect(status({ origin: 'null' })).toBe(403);
    expect(status({ origin: 'http://localhost:5173' })).toBe(403);
    expect(
      status({
        method: 'POST',
        contentType: 'application/json',
        origin: 'https://evil.example',
        secFetchSite: 'cross-site',
      }),
    ).toBe(403);
  });

  it('takes a POST only as JSON, which no page elsewhere can send without a preflight', () => {
    expect(status({ method: 'POST' })).toBe(415);
    expect(status({ method: 'POST', contentType: 'text/plain' })).toBe(415);
    expect(status({ method: 'POST', contentType: 'application/x-www-form-urlencoded' })).toBe(415);
    expect(status({ method: 'POST', contentType: 'multipart/form-data; boundary=x' })).toBe(415);
  });
});
