import { execFile } from 'node:child_process';

/**
 * A PDF test's time: the fonts are read (8 MB a weight) and cut on the first PDF of a file, and each read-back starts
 * a Node with PDF.js; seconds on a busy machine, so no test of a PDF waits on Jest's default 5 s.
 */
export const PDF_TEST_TIMEOUT_MS = 60_000;

/**
 * All the text of a PDF, pages joined by a newline, as a reader's PDF viewer would copy it: PDF.js (through
 * `unpdf`) reads the embedded fonts' ToUnicode maps, so a glyph that would print wrong reads wrong here too.
 * PDF.js loads itself by dynamic import, which Jest's module sandbox refuses, so it runs in a child Node.
 */
export function pdfText(bytes: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', EXTRACT],
      { cwd: process.cwd(), maxBuffer: 16 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
    child.stdin!.end(Buffer.from(bytes));
  });
}

const EXTRACT = `
import { extractText, getDocumentProxy } from 'unpdf';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const { text } = await extractText(pdf, { mergePages: true });
process.stdout.write(text);
`;
