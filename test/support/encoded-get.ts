import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** A GET as a client taking `encoding` sees it: the status, the headers, the bytes on the wire, the body decoded. */
export interface EncodedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  wire: Buffer;
  body: Buffer;
}

export function encodedGet(url: URL, token: string, encoding: string): Promise<EncodedAnswer> {
  return new Promise((done, fail) => {
    get(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const coding = res.headers['content-encoding'];
        const body = coding === 'br' ? brotliDecompressSync(wire) : coding === 'gzip' ? gunzipSync(wire) : wire;
        done({ status: res.statusCode!, headers: res.headers, wire, body });
      });
    }).on('error', fail);
  });
}
