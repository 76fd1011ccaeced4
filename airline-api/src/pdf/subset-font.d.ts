declare module 'subset-font' {
  /** harfbuzz's hb-subset: the font cut down to the glyphs `text` needs (package subset-font 2.x). */
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; preserveNameIds?: number[] },
  ): Promise<Buffer>;
}
