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
import { PDF_FONT_FACES } from '../../../../platform/pdf/bundled-fonts';
import { DOCUMENT_STYLES, documentPage } from '../../../../platform/pdf/document-styles';

export const INVOICE_TEMPLATE_VERSION = 'invoice-2026-11-29.1';

export const INVOICE_TEMPLATE = String.raw`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{{title}} {{invoiceNumber}}</title>
<style>
  ${PDF_FONT_FACES}
  ${documentPage('{{{footerLeft}}}')}
  ${DOCUMENT_STYLES}
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
      {{#if supplier.phone}}<span class="muted">Phone: {{supplier.phone}}</span>{{/if}}{{#if supplier.email}}<span class="muted">{{#if supplier.phone}} &#183; {{/if}}Email: {{supplier.email}}</span>{{/if}}
    </div>
    <div class="doc">
      <div class="title">{{title}}</div>
      <div class="copy">{{copyMark}}</div>
    </div>
  </div>
  {{#if declaration}}<div class="declaration">{{declaration}}</div>{{/if}}
  <div class="facts">
    {{#each facts}}<div><span class="label">{{label}}</span>{{#if strong}}<b>{{value}}</b>{{else}}{{value}}{{/if}}</div>{{/each}}
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
        <th rowspan="{{headRows}}" class="num">Amount (&#8377;)</th>
      </tr>
      {{#if intra}}<tr><th class="num">Rate</th><th class="num">Amt</th><th class="num">Rate</th><th class="num">Amt</th>{{#if showCess}}<th class="num">Rate</th><th class="num">Amt</th>{{/if}}</tr>{{/if}}
    </thead>
    <tbody>
      {{#each lines}}
      <tr>
        <td class="c">{{sl}}</td>
        <td>{{name}}{{#if description}} <span class="desc">&#183; {{description}}</span>{{/if}}</td>
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
        <tr class="grand"><td>Total</td><td class="num">&#8377; {{total}}</td></tr>
        {{#each settlement}}<tr{{#if @first}} class="paid"{{/if}}><td{{#if strong}} class="b"{{/if}}>{{label}}</td><td class="num{{#if strong}} b{{/if}}">{{amount}}</td></tr>{{/each}}
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
          <div>Amount: <b>&#8377; {{upi.amount}}</b></div>
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

