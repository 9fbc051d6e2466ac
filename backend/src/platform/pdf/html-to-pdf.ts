/**
 * Port: turns a self-contained HTML document (fonts installed locally, images as data: URIs, no
 * network, no scripts) into A4 PDF bytes. Page size, margins and page numbers come from the
 * document's own CSS (@page, page-margin boxes).
 */
export abstract class HtmlToPdf {
  abstract render(html: string): Promise<Buffer>;
}
