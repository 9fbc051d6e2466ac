import { readFileSync } from 'node:fs';

/**
 * The PDF font ships in an npm package (DejaVu Sans, which has ₹), so PDFs look the same on a
 * machine with no fonts installed. Documents name PDF_FONT_FAMILY and include PDF_FONT_FACES; the
 * renderer answers the font URLs from the package, offline (the host never resolves: .invalid).
 */
export const PDF_FONT_FAMILY = "'Hisaab Sans'";
const FONT_ORIGIN = 'https://fonts.hisaab.invalid/';

const FILES: Record<string, string> = {
  'sans-400.woff2': '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff2',
  'sans-700.woff2': '@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff2',
};

export const PDF_FONT_FACES = Object.keys(FILES)
  .map((name) => {
    const weight = /-(\d+)\./.exec(name)![1];
    return `@font-face { font-family: ${PDF_FONT_FAMILY}; font-weight: ${weight}; src: url(${FONT_ORIGIN}${name}) format('woff2'); }`;
  })
  .join('\n');

const loaded = new Map<string, Buffer>();

/** The font file a PDF_FONT_FACES URL names, or null for any other URL. */
export function bundledFont(url: string): Buffer | null {
  if (!url.startsWith(FONT_ORIGIN)) return null;
  const name = url.slice(FONT_ORIGIN.length);
  const module = FILES[name];
  if (!module) return null;
  let font = loaded.get(name);
  if (!font) {
    font = readFileSync(require.resolve(module));
    loaded.set(name, font);
  }
  return font;
}
