const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed UUID (any version, any case): ids that are not one cannot name a row. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
