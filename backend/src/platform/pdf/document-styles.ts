/**
 * The stylesheet every printed document shares (invoices, delivery challans): the bordered sheet, the
 * header with the title and copy mark, the facts grid, the parties, the items table, the totals and
 * the signature block. Sizes are chosen so a dense 20-line document fits one A4 page (the invoice
 * template's notes). A template's <style> holds PDF_FONT_FACES, documentPage(…) and DOCUMENT_STYLES.
 */
import { PDF_FONT_FAMILY } from './bundled-fonts';

/**
 * The A4 page with its footer: `footerLeft` (a CSS string, or a Handlebars expression that gives one),
 * the computer-generated notice and the page count, in page-margin boxes (Chromium ≥ 131), which cost
 * less than Chromium's header and footer templates.
 */
export function documentPage(footerLeft: string): string {
  return String.raw`@page {
    size: A4;
    margin: 8mm 8mm 11mm 8mm;
    @bottom-left { content: ${footerLeft}; font-family: 'DejaVu Sans Condensed', ${PDF_FONT_FAMILY}, sans-serif; font-size: 6pt; color: #555; }
    @bottom-center { content: "This is a computer-generated document."; font-family: 'DejaVu Sans Condensed', ${PDF_FONT_FAMILY}, sans-serif; font-size: 6pt; color: #555; }
    @bottom-right { content: "Page " counter(page) " of " counter(pages); font-family: 'DejaVu Sans Condensed', ${PDF_FONT_FAMILY}, sans-serif; font-size: 6pt; color: #555; }
  }`;
}

export const DOCUMENT_STYLES = String.raw`* { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body { font-family: 'DejaVu Sans Condensed', ${PDF_FONT_FAMILY}, sans-serif; font-size: 7.3pt; color: #111; line-height: 1.2; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  .num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
  .c { text-align: center; }
  .muted { color: #555; }
  .b { font-weight: bold; }
  .sheet { border: 0.8pt solid #333; box-decoration-break: clone; -webkit-box-decoration-break: clone; }
  table { border-collapse: collapse; width: 100%; }
  .label { display: block; font-size: 5.8pt; color: #555; text-transform: uppercase; letter-spacing: 0.3pt; }
  .section-title { font-weight: bold; font-size: 6.3pt; text-transform: uppercase; letter-spacing: 0.3pt; margin: 0 0 1pt; }
  /* Header */
  .top { display: flex; border-bottom: 0.8pt solid #333; }
  .seller { flex: 1; padding: 3.5pt 7pt; }
  .seller .name { font-size: 12pt; font-weight: bold; letter-spacing: 0.2pt; }
  .seller .ids span { margin-right: 9pt; white-space: nowrap; }
  .doc { width: 58mm; border-left: 0.8pt solid #333; padding: 3.5pt 7pt; display: flex; flex-direction: column; justify-content: space-between; align-items: flex-end; }
  .doc .title { font-size: 13pt; font-weight: bold; letter-spacing: 1pt; }
  .doc .copy { border: 0.8pt solid #333; padding: 1pt 4pt; font-size: 6.6pt; font-weight: bold; letter-spacing: 0.4pt; }
  .declaration { border-bottom: 0.8pt solid #333; padding: 2pt 7pt; font-weight: bold; text-align: center; background: #f2f2f2; }
  /* Invoice facts and parties */
  .facts { display: grid; grid-template-columns: repeat(4, 1fr); border-bottom: 0.8pt solid #333; }
  .facts div { padding: 1.2pt 7pt; border-right: 0.5pt solid #bbb; }
  .facts div:nth-child(4n) { border-right: none; }
  .facts div:nth-child(n+5) { border-top: 0.5pt solid #bbb; }
  .parties { display: flex; border-bottom: 0.8pt solid #333; }
  .party { flex: 1; padding: 2pt 7pt; }
  .party + .party { border-left: 0.8pt solid #333; }
  .party .who { font-weight: bold; font-size: 8.3pt; }
  .party .ids span { margin-right: 9pt; }
  /* Items: numeric columns shrink to their content (width 1%, no wrapping); the description takes the rest. */
  .items th { background: #ececec; font-weight: bold; font-size: 6.4pt; padding: 1.5pt 2.5pt; border-bottom: 0.8pt solid #333; border-right: 0.5pt solid #bbb; vertical-align: bottom; width: 1%; white-space: nowrap; }
  .items th.item { width: auto; text-align: left; }
  .items th:last-child, .items td:last-child { border-right: none; }
  .items td { padding: 0.9pt 2.5pt; border-right: 0.5pt solid #bbb; border-bottom: 0.3pt solid #ddd; vertical-align: top; }
  .items thead { display: table-header-group; }
  .items tr { break-inside: avoid; page-break-inside: avoid; }
  .items .desc { color: #555; font-size: 6.4pt; }
  .items .sum td { border-top: 0.8pt solid #333; border-bottom: 0.8pt solid #333; font-weight: bold; background: #f7f7f7; }
  /* Below the items: words, HSN summary, notes and terms on the left; totals, bank, UPI and signature on the right.
     An HSN summary too wide to share the width (many columns, large amounts) pushes the right column below it. */
  .below { display: flex; flex-wrap: wrap; break-inside: avoid; page-break-inside: avoid; }
  .below .left { flex: 1 1 0; padding: 3pt 7pt; }
  .below .right { width: 60mm; margin-left: auto; border-left: 0.8pt solid #333; display: flex; flex-direction: column; }
  .totals td { padding: 1.2pt 7pt; }
  .totals .grand td { border-top: 0.8pt solid #333; border-bottom: 0.8pt solid #333; font-size: 10pt; font-weight: bold; padding-top: 2.5pt; padding-bottom: 2.5pt; background: #ececec; }
  .totals .paid td { border-top: 0.5pt solid #bbb; }
  .words { margin-bottom: 2.5pt; }
  .words .value { font-weight: bold; }
  /* min-width, not width: its columns' own widths, not 100%, decide whether the right column must wrap. */
  .hsn { font-size: 6.3pt; line-height: 1.12; width: auto; min-width: 100%; }
  .hsn th, .hsn td { border: 0.5pt solid #bbb; padding: 0.4pt 2pt; }
  /* Each tax heads a Rate and an Amt column, as in the items; headings may wrap when the columns need the width. */
  .hsn th { background: #f2f2f2; vertical-align: bottom; }
  .hsn .sum td { font-weight: bold; }
  .remarks { margin-top: 3pt; white-space: pre-line; }
  .remarks .label { margin-top: 1.5pt; }
  .right .block { border-top: 0.8pt solid #333; padding: 2.5pt 7pt; }
  .right .totals + .block { border-top: none; }
  .right .bank table td { padding: 0.2pt 0; vertical-align: top; }
  .right .bank table td:first-child { color: #555; white-space: nowrap; padding-right: 5pt; }
  .right .upi { display: flex; gap: 5pt; align-items: flex-start; }
  .right .upi .vpa { word-break: break-all; }
  .right .upi img { width: 19mm; height: 19mm; display: block; image-rendering: pixelated; }
  .right .sign { margin-top: auto; border-top: 0.8pt solid #333; padding: 2.5pt 7pt 3pt; min-height: 18mm; display: flex; flex-direction: column; justify-content: space-between; text-align: right; }
  .right .sign .line { border-top: 0.6pt solid #333; padding-top: 1.5pt; }
  .watermark { position: fixed; top: 40%; left: 0; right: 0; text-align: center; font-size: 80pt; font-weight: bold; color: rgba(200, 0, 0, 0.12); transform: rotate(-30deg); z-index: 10; pointer-events: none; }`;
