/**
 * A campaign's message: the subject and content with their merge fields filled in, the content as
 * limited Markdown rendered to safe HTML, and the footer every campaign e-mail carries (who sends it,
 * their address, how to leave the list).
 */
import MarkdownIt from 'markdown-it';
import { escapeHtml } from '../../../shared/escape-html';

/**
 * CommonMark without raw HTML (typed tags show as text) and without images (no remote content, no
 * tracking pixels); links keep markdown-it's check, which refuses javascript:, vbscript:, file: and data:.
 */
const markdown = new MarkdownIt('commonmark', { html: false, linkify: false, typographer: false }).disable(['image', 'html_block', 'html_inline']);

/** What the merge fields stand for in one message. */
export interface MergeValues {
  customerName: string;
  businessName: string;
}

/** Who sends the campaign, as every message's footer shows it. */
export interface Sender {
  name: string;
  /** One line; null when the business has not given one. */
  address: string | null;
}

export interface CampaignMessage {
  subject: string;
  text: string;
  html: string;
}

const FIELD = /\{\{\s*(customer\.name|business\.name)\s*\}\}/g;

function fill(template: string, values: MergeValues, escape: (value: string) => string): string {
  return template.replace(FIELD, (_all, field: string) => escape(field === 'customer.name' ? values.customerName : values.businessName));
}

/** A header value on one line (a name with a line break must not start another header). */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

/**
 * The Markdown is rendered before the values go in, so a customer named `*Sale*` or `<script>` is
 * shown as written: each value is HTML-escaped where it lands, never read as Markdown or HTML.
 */
export function renderContent(content: string, values: MergeValues): { html: string; text: string } {
  return { html: fill(markdown.render(content), values, escapeHtml), text: fill(content, values, (v) => v) };
}

/**
 * A campaign's message, made for each recipient by the function returned: the Markdown is rendered
 * here once (it is the same for every recipient), the merge values, the footer and the recipient's
 * signed `unsubscribeUrl` go in per message.
 */
export function campaignMessage(campaign: { emailSubject: string; emailContent: string }): (values: MergeValues, sender: Sender, unsubscribeUrl: string) => CampaignMessage {
  const content = markdown.render(campaign.emailContent);
  return (values, sender, unsubscribeUrl) => {
    const who = sender.address ? `${sender.name}, ${sender.address}` : sender.name;
    const why = `You receive this e-mail as a customer of ${sender.name}.`;
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5;max-width:40rem;margin:0 auto;padding:1rem">
<div>${fill(content, values, escapeHtml)}</div>
<hr style="border:none;border-top:1px solid #e2e8f0;margin:2rem 0 1rem">
<p style="font-size:12px;color:#64748b">${escapeHtml(who)}<br>${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#4f46e5">Unsubscribe</a></p>
</body></html>`;
    const text = `${fill(campaign.emailContent, values, (v) => v).trim()}\n\n--\n${who}\n${why}\nUnsubscribe: ${unsubscribeUrl}\n`;
    return { subject: oneLine(fill(campaign.emailSubject, values, (v) => v)), text, html };
  };
}
