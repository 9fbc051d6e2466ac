/** A party's address as one line, as documents keep it: the street address, then city, state and PIN. */
export function oneLineAddress(c: { address: string | null; city: string | null; state: string | null; pincode: string | null }): string | null {
  const cityLine = [c.city, [c.state, c.pincode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [c.address, cityLine].filter((part) => part && part.trim()).join(', ') || null;
}
