/** Text made safe to put inside HTML (an e-mail's body): the five characters HTML gives meaning to, as entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
