/**
 * The invoice PDF template (Handlebars), kept as a TypeScript string so the build ships it with the
 * compiled code — no copy step, no path lookups at run time. Change TEMPLATE_VERSION with any edit:
 * it is part of every PDF's version, so kept PDFs are rendered again with the new layout.
 *
 * Fonts are named explicitly: DejaVu Sans Condensed where installed, else DejaVu Sans bundled from
 * npm (PDF_FONT_FACES); both have ₹. Chromium repeats <thead> on every
 * printed page; rows never split across pages. Page numbers come from CSS page-margin boxes
 * (Chromium ≥ 131), which cost less than Chromium's header/footer templates. Sizes and paddings are
 * chosen so a dense 20-line invoice (20 HSN rows, notes, terms, bank and UPI) fits one A4 page.
 */
import { PDF_FONT_FACES, PDF_FONT_FAMILY } from '../../../../platform/pdf/bundled-fonts';

export const INVOICE_TEMPLATE_VERSION = 'invoice-2026-11-23.1';

export const INVOICE_TEMPLATE = String.raw`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{{title}} {{invoiceNumber}}</title>
<style>
  ${PDF_FONT_FACES}
  @page {
    size: A4;
    margin: 8mm 8mm 11mm 8mm;
    @bottom-left { content: {{{footerLeft}}}; font-family: 'DejaVu Sans Condensed', ${PDF_FONT_FAMILY}, sans-serif; font-size: 6pt; color: #555; }
    @bottom-center { content: "This is a computer-generated document."; font-family: 'DejaVu Sans Condensed', ${PDF_FONT_FAMILY}, sans-serif; font-size: 6pt; color: #555; }
    @bottom-right { content: "Page " counter(page) " of " counter(pages); font-family: 'DejaVu Sans Condensed', ${PDF_FONT_FAMILY}, sans-serif; font-size: 6pt; color: #555; }
  }
  * { box-sizing: border-box; }
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
  .watermark { position: fixed; top: 40%; left: 0; right: 0; text-align: center; font-size: 80pt; font-weight: bold; color: rgba(200, 0, 0, 0.12); transform: rotate(-30deg); z-index: 10; pointer-events: none; }
</style>
</head>
<body>
{{#if statusMark}}<div class="watermark">{{statusMark}}</div>{{/if}}
<div class="sheet">
  <div class="top">
    <div class="seller">
      <div class="name">{{supplier.name}}</div>
      <div>{{#each supplier.addressLines}}{{#unless @first}}, {{/unless}}{{this}}{{/each}}</div>
      <div class="ids">
        {{#if supplier.gstin}}<span><b>GSTIN:</b> {{supplier.gstin}}</span>{{/if}}
        <span><b>State:</b> {{supplier.state}}</span>
        {{#if supplier.udyam}}<span><b>UDYAM:</b> {{supplier.udyam}}</span>{{/if}}
      </div>
      {{#if supplier.phone}}<span class="muted">Phone: {{supplier.phone}}</span>{{/if}}{{#if supplier.email}}<span class="muted">{{#if supplier.phone}} · {{/if}}Email: {{supplier.email}}</span>{{/if}}
    </div>
    <div class="doc">
      <div class="title">{{title}}</div>
      <div class="copy">{{copyMark}}</div>
    </div>
  </div>
  {{#if declaration}}<div class="declaration">{{declaration}}</div>{{/if}}
  <div class="facts">
    <div><span class="label">Invoice No.</span><b>{{invoiceNumber}}</b></div>
    <div><span class="label">Invoice Date</span>{{invoiceDate}}</div>
    <div><span class="label">Due Date</span>{{dueDate}}</div>
    <div><span class="label">Place of Supply</span>{{placeOfSupply}}</div>
    <div><span class="label">Reverse Charge</span>{{reverseCharge}}</div>
    <div><span class="label">Payment Terms</span>{{#if paymentTerms}}{{paymentTerms}}{{else}}—{{/if}}</div>
    <div><span class="label">Salesperson</span>{{#if salesperson}}{{salesperson.name}}{{#if salesperson.phone}} · {{salesperson.phone}}{{/if}}{{else}}—{{/if}}</div>
    <div><span class="label">Reference No.</span>{{#if serialNumber}}{{serialNumber}}{{else}}—{{/if}}</div>
  </div>
  <div class="parties">
    <div class="party">
      <span class="label">Bill To</span>
      <div class="who">{{billTo.name}}</div>
      {{#each billTo.addressLines}}<div>{{this}}</div>{{/each}}
      <div class="ids"><span><b>GSTIN:</b> {{#if billTo.gstin}}{{billTo.gstin}}{{else}}Unregistered{{/if}}</span>{{#if billTo.state}}<span><b>State:</b> {{billTo.state}}</span>{{/if}}</div>
      {{#if billTo.phone}}<div class="muted">Phone: {{billTo.phone}}</div>{{/if}}
    </div>
    <div class="party">
      <span class="label">Ship To</span>
      <div class="who">{{shipTo.name}}</div>
      {{#each shipTo.addressLines}}<div>{{this}}</div>{{/each}}
      {{#if shipTo.gstin}}<div class="ids"><span><b>GSTIN:</b> {{shipTo.gstin}}</span>{{#if shipTo.state}}<span><b>State:</b> {{shipTo.state}}</span>{{/if}}</div>{{else}}{{#if shipTo.state}}<div><b>State:</b> {{shipTo.state}}</div>{{/if}}{{/if}}
    </div>
  </div>

  <table class="items">
    <thead>
      <tr>
        <th rowspan="{{headRows}}" class="c">#</th>
        <th rowspan="{{headRows}}" class="item">Item &amp; Description</th>
        <th rowspan="{{headRows}}" class="c">HSN/SAC</th>
        <th rowspan="{{headRows}}" class="num">Qty</th>
        <th rowspan="{{headRows}}" class="num">Rate</th>
        {{#if showDiscount}}<th rowspan="{{headRows}}" class="num">Disc.</th>{{/if}}
        {{#if taxed}}<th rowspan="{{headRows}}" class="num">Taxable Value</th>{{/if}}
        {{#if intra}}<th colspan="2" class="c">CGST</th><th colspan="2" class="c">{{sgstLabel}}</th>{{/if}}
        {{#if inter}}<th class="num">IGST Rate</th><th class="num">IGST Amt</th>{{/if}}
        {{#if showCess}}{{#if intra}}<th colspan="2" class="c">Cess</th>{{else}}<th class="num">Cess Rate</th><th class="num">Cess Amt</th>{{/if}}{{/if}}
        <th rowspan="{{headRows}}" class="num">Amount (₹)</th>
      </tr>
      {{#if intra}}<tr><th class="num">Rate</th><th class="num">Amt</th><th class="num">Rate</th><th class="num">Amt</th>{{#if showCess}}<th class="num">Rate</th><th class="num">Amt</th>{{/if}}</tr>{{/if}}
    </thead>
    <tbody>
      {{#each lines}}
      <tr>
        <td class="c">{{sl}}</td>
        <td>{{name}}{{#if description}} <span class="desc">· {{description}}</span>{{/if}}</td>
        <td class="c">{{hsn}}</td>
        <td class="num">{{quantity}} {{unit}}</td>
        <td class="num">{{rate}}</td>
        {{#if @root.showDiscount}}<td class="num">{{discount}}</td>{{/if}}
        {{#if @root.intra}}<td class="num">{{taxable}}</td><td class="num">{{halfRate}}</td><td class="num">{{cgst}}</td><td class="num">{{halfRate}}</td><td class="num">{{sgst}}</td>{{/if}}
        {{#if @root.inter}}<td class="num">{{taxable}}</td><td class="num">{{fullRate}}</td><td class="num">{{igst}}</td>{{/if}}
        {{#if @root.showCess}}<td class="num">{{cessRate}}</td><td class="num">{{cess}}</td>{{/if}}
        <td class="num">{{total}}</td>
      </tr>
      {{/each}}
      <tr class="sum">
        <td></td><td>Total</td><td></td><td></td><td></td>
        {{#if showDiscount}}<td class="num">{{lineTotals.discount}}</td>{{/if}}
        {{#if intra}}<td class="num">{{lineTotals.taxable}}</td><td></td><td class="num">{{lineTotals.cgst}}</td><td></td><td class="num">{{lineTotals.sgst}}</td>{{/if}}
        {{#if inter}}<td class="num">{{lineTotals.taxable}}</td><td></td><td class="num">{{lineTotals.igst}}</td>{{/if}}
        {{#if showCess}}<td></td><td class="num">{{lineTotals.cess}}</td>{{/if}}
        <td class="num">{{lineTotals.total}}</td>
      </tr>
    </tbody>
  </table>

  <div class="below">
    <div class="left">
      <div class="words"><span class="label">Amount in words</span><span class="value">{{amountInWords}}</span></div>
      {{#if taxed}}
      <div class="section-title">HSN/SAC Summary</div>
      <table class="hsn">
        <thead>
          <tr>
            <th rowspan="2">HSN/SAC</th><th rowspan="2">UQC</th><th rowspan="2" class="num">Qty</th><th rowspan="2" class="num">Taxable Value</th>
            {{#if intra}}<th colspan="2" class="c">CGST</th><th colspan="2" class="c">{{sgstLabel}}</th>{{else}}<th colspan="2" class="c">IGST</th>{{/if}}
            {{#if showCess}}<th colspan="2" class="c">Cess</th>{{/if}}
            <th rowspan="2" class="num">Total Tax</th>
          </tr>
          <tr>{{#if intra}}<th class="num">Rate</th><th class="num">Amt</th>{{/if}}<th class="num">Rate</th><th class="num">Amt</th>{{#if showCess}}<th class="num">Rate</th><th class="num">Amt</th>{{/if}}</tr>
        </thead>
        <tbody>
          {{#each hsnRows}}
          <tr>
            <td>{{hsn}}</td><td>{{uqc}}</td><td class="num">{{quantity}}</td><td class="num">{{taxable}}</td>
            {{#if @root.intra}}<td class="num">{{halfRate}}</td><td class="num">{{cgst}}</td><td class="num">{{halfRate}}</td><td class="num">{{sgst}}</td>{{else}}<td class="num">{{fullRate}}</td><td class="num">{{igst}}</td>{{/if}}
            {{#if @root.showCess}}<td class="num">{{cessRate}}</td><td class="num">{{cess}}</td>{{/if}}
            <td class="num">{{totalTax}}</td>
          </tr>
          {{/each}}
          <tr class="sum">
            <td>Total</td><td></td><td></td><td class="num">{{hsnTotals.taxable}}</td>
            {{#if intra}}<td></td><td class="num">{{hsnTotals.cgst}}</td><td></td><td class="num">{{hsnTotals.sgst}}</td>{{else}}<td></td><td class="num">{{hsnTotals.igst}}</td>{{/if}}
            {{#if showCess}}<td></td><td class="num">{{hsnTotals.cess}}</td>{{/if}}
            <td class="num">{{hsnTotals.totalTax}}</td>
          </tr>
        </tbody>
      </table>
      {{/if}}
      {{#if notes}}<div class="remarks"><span class="label">Notes</span>{{notes}}</div>{{/if}}
      {{#if terms}}<div class="remarks"><span class="label">Terms &amp; Conditions</span>{{terms}}</div>{{/if}}
    </div>
    <div class="right">
      <table class="totals">
        {{#each totals}}<tr><td>{{label}}</td><td class="num">{{amount}}</td></tr>{{/each}}
        <tr class="grand"><td>Total</td><td class="num">₹ {{total}}</td></tr>
        {{#if amountReceived}}
        <tr class="paid"><td>Received</td><td class="num">{{amountReceived}}</td></tr>
        <tr><td class="b">Balance Due</td><td class="num b">₹ {{balanceDue}}</td></tr>
        {{/if}}
      </table>
      {{#if bank}}
      <div class="block bank">
        <div class="section-title">Bank Details</div>
        <table>
          <tr><td>Account name</td><td>{{supplier.name}}</td></tr>
          {{#if bank.accountNumber}}<tr><td>Account No.</td><td class="b">{{bank.accountNumber}}</td></tr>{{/if}}
          {{#if bank.ifsc}}<tr><td>IFSC</td><td>{{bank.ifsc}}</td></tr>{{/if}}
          {{#if bank.name}}<tr><td>Bank</td><td>{{bank.name}}{{#if bank.branch}}, {{bank.branch}}{{/if}}</td></tr>{{/if}}
        </table>
      </div>
      {{/if}}
      {{#if upi}}
      <div class="block upi">
        <img src="{{qrImage}}" alt="UPI QR code">
        <div>
          <div class="section-title">Pay by UPI</div>
          <div>Scan with any UPI app</div>
          <div class="vpa">UPI ID: <b>{{upi.vpa}}</b></div>
          <div>Amount: <b>₹ {{upi.amount}}</b></div>
        </div>
      </div>
      {{/if}}
      <div class="sign">
        <div class="b">For {{supplier.name}}</div>
        <div>
          {{#if signatory}}<div>{{signatory}}</div>{{/if}}
          <div class="line">Authorised Signatory</div>
        </div>
      </div>
    </div>
  </div>
</div>
</body>
</html>`;

