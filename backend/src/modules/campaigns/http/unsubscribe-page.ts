import type { UnsubscribeDetailsResponse } from '@hisaab/contracts';
import { escapeHtml } from '../../../shared/escape-html';

/**
 * The pages behind a campaign's unsubscribe link: small, no script (the app's Content-Security-Policy
 * applies), readable on a phone. The GET page only asks; its button POSTs to the same link.
 */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Hisaab</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}h1{font-size:1.5rem}button{font:inherit;background:#4f46e5;color:#fff;border:0;border-radius:.375rem;padding:.625rem 1.25rem;cursor:pointer}button:focus-visible{outline:3px solid #0f172a;outline-offset:2px}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

export function unsubscribeQuestionPage(details: UnsubscribeDetailsResponse, action: string): string {
  if (details.unsubscribed) return unsubscribedPage(details);
  return page(
    'Unsubscribe',
    `<p>Stop e-mail campaigns from <strong>${escapeHtml(details.businessName)}</strong> to ${escapeHtml(details.email)}?</p>
<p>Invoices and payment reminders from them still reach you.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
  );
}

export function unsubscribedPage(details: UnsubscribeDetailsResponse): string {
  return page(
    'You are unsubscribed',
    `<p>${escapeHtml(details.email)} will get no more campaigns from <strong>${escapeHtml(details.businessName)}</strong>.</p>
<p>Invoices and payment reminders from them still reach you.</p>`,
  );
}

export function invalidLinkPage(message: string): string {
  return page('Link not valid', `<p>${escapeHtml(message)}</p><p>Use the unsubscribe link in the e-mail you received, exactly as it came.</p>`);
}
