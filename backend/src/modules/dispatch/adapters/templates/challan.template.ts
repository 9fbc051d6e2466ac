/**
 * The delivery challan PDF template (Handlebars), kept as a TypeScript string so the build ships it. It
 * uses the stylesheet and page of every printed document (platform/pdf/document-styles.ts) and prints
 * one page per copy of the triplicate. Challan numbers hold only A-Z, 0-9, '/' and '-', so the footer
 * may name one inside a CSS string.
 */
import { PDF_FONT_FACES } from '../../../../platform/pdf/bundled-fonts';
import { DOCUMENT_STYLES, documentPage } from '../../../../platform/pdf/document-styles';

export const CHALLAN_TEMPLATE = String.raw`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{{title}} {{challanNumber}}</title>
<style>
  ${PDF_FONT_FACES}
  ${documentPage('"Delivery Challan {{challanNumber}}"')}
  ${DOCUMENT_STYLES}
  .copy-page + .copy-page { break-before: page; }
  .seller .role { font-size: 5.8pt; color: #555; text-transform: uppercase; letter-spacing: 0.3pt; }
  .receipt { flex: 1; padding: 2pt 7pt; border-left: 0.8pt solid #333; display: flex; flex-direction: column; justify-content: space-between; min-height: 16mm; }
  .receipt .line { border-top: 0.6pt solid #333; padding-top: 1.5pt; text-align: right; }
  .eway { margin-top: 3pt; font-weight: bold; }
</style>
</head>
<body>
{{#each copyMarks}}
<div class="sheet copy-page">
  <div class="top">
    <div class="seller">
      <div class="role">Consigner</div>
      <div class="name">{{@root.consigner.name}}</div>
      <div>{{#each @root.consigner.addressLines}}{{#unless @first}}, {{/unless}}{{this}}{{/each}}</div>
      <div class="ids">
        <span><b>GSTIN:</b> {{#if @root.consigner.gstin}}{{@root.consigner.gstin}}{{else}}Unregistered{{/if}}</span>
        <span><b>State:</b> {{@root.consigner.state}}</span>
      </div>
      {{#if @root.consigner.phone}}<span class="muted">Phone: {{@root.consigner.phone}}</span>{{/if}}
    </div>
    <div class="doc">
      <div class="title">{{@root.title}}</div>
      <div class="copy">{{this}}</div>
    </div>
  </div>
  {{#if @root.declaration}}<div class="declaration">{{@root.declaration}}</div>{{/if}}
  <div class="facts">
    {{#each @root.facts}}<div><span class="label">{{label}}</span>{{#if strong}}<b>{{value}}</b>{{else}}{{value}}{{/if}}</div>{{/each}}
  </div>
  <div class="parties">
    <div class="party">
      <span class="label">Consignee</span>
      <div class="who">{{@root.consignee.name}}</div>
      {{#each @root.consignee.addressLines}}<div>{{this}}</div>{{/each}}
      <div class="ids"><span><b>GSTIN:</b> {{#if @root.consignee.gstin}}{{@root.consignee.gstin}}{{else}}Unregistered{{/if}}</span>{{#if @root.consignee.state}}<span><b>State:</b> {{@root.consignee.state}}</span>{{/if}}</div>
      {{#if @root.consignee.phone}}<div class="muted">Phone: {{@root.consignee.phone}}</div>{{/if}}
    </div>
    <div class="receipt">
      <span class="label">Received the goods above in good condition</span>
      <div class="line">Receiver's signature and date</div>
    </div>
  </div>

  <table class="items">
    <thead>
      <tr>
        <th class="c">#</th>
        <th class="item">Item</th>
        <th class="c">HSN/SAC</th>
        <th class="num">Qty</th>
        <th class="num">Rate</th>
        <th class="num">Taxable Value</th>
        {{#if @root.intra}}<th class="num">CGST</th><th class="num">{{@root.sgstLabel}}</th>{{/if}}
        {{#if @root.inter}}<th class="num">IGST</th>{{/if}}
        <th class="num">Amount (&#8377;)</th>
      </tr>
    </thead>
    <tbody>
      {{#each @root.lines}}
      <tr>
        <td class="c">{{sl}}</td>
        <td>{{name}}</td>
        <td class="c">{{hsn}}</td>
        <td class="num">{{quantity}} {{unit}}</td>
        <td class="num">{{rate}}</td>
        <td class="num">{{taxable}}</td>
        {{#if @root.intra}}<td class="num">{{cgst}} <span class="muted">@{{halfRate}}</span></td><td class="num">{{sgst}} <span class="muted">@{{halfRate}}</span></td>{{/if}}
        {{#if @root.inter}}<td class="num">{{igst}} <span class="muted">@{{fullRate}}</span></td>{{/if}}
        <td class="num">{{total}}</td>
      </tr>
      {{/each}}
      <tr class="sum">
        <td></td><td>Total</td><td></td><td></td><td></td>
        <td class="num">{{@root.lineTotals.taxable}}</td>
        {{#if @root.intra}}<td class="num">{{@root.lineTotals.cgst}}</td><td class="num">{{@root.lineTotals.sgst}}</td>{{/if}}
        {{#if @root.inter}}<td class="num">{{@root.lineTotals.igst}}</td>{{/if}}
        <td class="num">{{@root.lineTotals.total}}</td>
      </tr>
    </tbody>
  </table>

  <div class="below">
    <div class="left">
      <div class="words"><span class="label">Value in words</span><span class="value">{{@root.amountInWords}}</span></div>
      {{#if @root.ewayBill}}<div class="eway">{{@root.ewayBill}}</div>{{/if}}
      {{#if @root.notes}}<div class="remarks"><span class="label">Notes</span>{{@root.notes}}</div>{{/if}}
    </div>
    <div class="right">
      <table class="totals">
        {{#each @root.totals}}<tr><td>{{label}}</td><td class="num">{{amount}}</td></tr>{{/each}}
        <tr class="grand"><td>Total</td><td class="num">&#8377; {{@root.total}}</td></tr>
      </table>
      <div class="sign">
        <div class="b">For {{@root.consigner.name}}</div>
        <div class="line">Authorised Signatory</div>
      </div>
    </div>
  </div>
</div>
{{/each}}
</body>
</html>`;
