import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

/** What a PDF reader finds in a PDF: its text, its page count and the pictures drawn on each page. */
export interface PdfContents {
  text: string;
  pages: number;
  imagesPerPage: number[];
}

// pdf-parse (pdf.js) loads its worker with a dynamic import, which Jest's CommonJS mode cannot run:
// it reads the PDF in a Node process of its own.
const script = `
import { PDFParse } from 'pdf-parse';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
const text = await parser.getText({ pageJoiner: '' });
const images = await parser.getImage({ imageThreshold: 0, imageBuffer: false, imageDataUrl: false });
await parser.destroy();
process.stdout.write(JSON.stringify({ text: text.text, pages: text.total, imagesPerPage: images.pages.map((p) => p.images.length) }));
`;

/** Reads `bytes` as a PDF with pdf-parse; rejects when it is not one. */
export function readPdf(bytes: Uint8Array): Promise<PdfContents> {
  return new Promise((done, fail) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', script],
      { cwd: resolve(__dirname, '../..'), maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? fail(new Error(`${error.message}\n${stderr}`)) : done(JSON.parse(stdout))),
    );
    child.stdin!.end(Buffer.from(bytes));
  });
}
