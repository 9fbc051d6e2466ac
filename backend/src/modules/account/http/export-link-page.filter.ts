import { Catch } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccountErrorCode, AccountMessages, type ApiErrorBody } from '@hisaab/contracts';
import { ApiExceptionFilter } from '../../../platform/http/exception.filter';
import { escapeHtml } from '../../../shared/escape-html';

/** A browser's navigation asks for HTML before JSON (API clients send application/json, *\/* or nothing). */
export function wantsHtml(accept: string | undefined): boolean {
  const types = (accept ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
    .map(([type]) => type.trim().toLowerCase());
  const html = types.indexOf('text/html');
  const json = types.indexOf('application/json');
  return html !== -1 && (json === -1 || html < json);
}

const TITLES: Partial<Record<string, string>> = {
  [AccountErrorCode.EXPORT_LINK_EXPIRED]: 'Download link expired',
  RATE_LIMITED: 'Too many downloads',
};

/** What the page says: the error's own message, except a malformed link, which is just not valid. */
function pageText(status: number, body: ApiErrorBody): { title: string; message: string } {
  if (status >= 500) return { title: 'Download not available', message: body.message };
  const known = body.code === AccountErrorCode.EXPORT_LINK_EXPIRED || body.code === AccountErrorCode.EXPORT_LINK_INVALID || body.code === 'RATE_LIMITED';
  return { title: TITLES[body.code] ?? 'Download link not valid', message: known ? body.message : AccountMessages.exportLinkInvalid };
}

/** A small page with no script (the app's Content-Security-Policy applies); the link leads to the app, where a new export is requested. */
export function exportLinkPage(status: number, body: ApiErrorBody): string {
  const { title, message } = pageText(status, body);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Hisaab</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}h1{font-size:1.5rem}a{color:#4f46e5}small{color:#64748b}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p>To get a new link, sign in and request a data export on the Delete Account page.</p>
<p><a href="/">Open Hisaab</a></p>
<p><small>Reference: ${escapeHtml(body.requestId)}</small></p>
</main>
</body>
</html>
`;
}

/**
 * The e-mailed export link is opened in a browser: a tampered, expired or over-used link answers a
 * plain HTML page with the same status and message; API clients keep the JSON error body.
 */
@Catch()
export class ExportLinkPageFilter extends ApiExceptionFilter {
  protected override send(request: FastifyRequest, reply: FastifyReply, status: number, body: ApiErrorBody) {
    if (!wantsHtml(request.headers.accept)) return super.send(request, reply, status, body);
    reply.status(status).header('Cache-Control', 'private, no-store').type('text/html; charset=utf-8').send(exportLinkPage(status, body));
  }
}
