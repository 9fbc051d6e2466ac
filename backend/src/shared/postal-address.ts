const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The lines of a business's postal address: the street address as typed, then "City - PIN".
 * Owners often type the city and PIN into the address too (sign-up asks for one free-text address):
 * a trailing city or PIN that the separate fields repeat is dropped from the address, so each is
 * printed once.
 */
export function postalAddressLines(address: string | null, city: string | null, pincode: string | null): string[] {
  const lines = (address ?? '').split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  const repeated = [city, pincode].map((part) => part?.trim()).filter((part): part is string => Boolean(part));
  if (lines.length > 0 && repeated.length > 0) {
    const trailingRepeat = new RegExp(`[\\s,.-]*\\b(?:${repeated.map(escapeRegExp).join('|')})\\b[\\s,.-]*$`, 'i');
    let last = lines[lines.length - 1];
    for (let stripped = last.replace(trailingRepeat, ''); stripped !== last; stripped = last.replace(trailingRepeat, '')) last = stripped;
    if (last) lines[lines.length - 1] = last;
    else lines.pop();
  }
  const cityLine = [city?.trim(), pincode?.trim()].filter(Boolean).join(' - ');
  return cityLine ? [...lines, cityLine] : lines;
}

/** A party's address as one line, as documents keep it: the street address, then city, state and PIN. */
export function oneLineAddress(c: { address: string | null; city: string | null; state: string | null; pincode: string | null }): string | null {
  const cityLine = [c.city, [c.state, c.pincode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [c.address, cityLine].filter((part) => part && part.trim()).join(', ') || null;
}
