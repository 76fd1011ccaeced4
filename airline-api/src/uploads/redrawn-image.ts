import sharp from 'sharp';

/** Decoded photos larger than this are refused before their pixels are allocated (a 2 MB file can claim far more). */
export const PHOTO_MAX_PIXELS = 40_000_000;
/** Stored at most this long on either side: plenty for a reviewer to read a document. */
export const PHOTO_MAX_SIDE = 2000;
// libvips' operation cache would keep decoded photos in memory between requests.
sharp.cache(false);

/** jpg or png by the file's first bytes (its name and declared type are not believed). */
export function imageTypeOf(bytes: Buffer): 'image/jpeg' | 'image/png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

/**
 * An uploaded picture as every upload stores it (the real-name photo, special documents, refund attachments;
 * decision 56): decoded, turned upright, at most 2000 px a side, on white, drawn again as a new JPEG without
 * metadata, so nothing of the upload but its pixels is kept or served (no bytes after the image's end, no
 * comments, no profile). Null when the bytes do not decode as a picture.
 */
export async function redrawnImage(bytes: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
}
