import { PDFDocument, PDFName } from 'pdf-lib';

/** Page entries that can act on their own: annotations (links, widgets, files) and page open/close actions. */
const PAGE_ACTIONS = ['Annots', 'AA'].map((n) => PDFName.of(n));
/** A PDF whose structure claims more pages than this is refused rather than copied. */
export const PDF_MAX_PAGES = 50;

/**
 * An uploaded PDF as it is stored (refund attachments; decision 56): its pages copied into a new document, and
 * nothing else. The catalogue of the upload is left behind (its /OpenAction, /Names with /JavaScript and
 * /EmbeddedFiles, /AcroForm, /AA), each page loses its annotations and its own actions, and the file is
 * written again from its objects, so bytes after %%EOF and unreferenced objects are gone. What is drawn on
 * the pages (text, pictures) is kept for the desk. Null when the bytes do not open as a PDF (or are
 * encrypted, or claim too many pages).
 */
export async function rebuiltPdf(bytes: Buffer): Promise<Buffer | null> {
  try {
    const upload = await PDFDocument.load(bytes, { updateMetadata: false });
    const count = upload.getPageCount();
    if (count === 0 || count > PDF_MAX_PAGES) return null;
    // Taken off before the copy, so that the objects they point to are never copied into the new file.
    for (const page of upload.getPages()) for (const name of PAGE_ACTIONS) page.node.delete(name);
    // No dates written: the same upload gives the same file, so a retried commit hashes the same (idempotency).
    const kept = await PDFDocument.create({ updateMetadata: false });
    for (const page of await kept.copyPages(upload, upload.getPageIndices())) kept.addPage(page);
    return Buffer.from(await kept.save({ useObjectStreams: false }));
  } catch {
    return null;
  }
}
