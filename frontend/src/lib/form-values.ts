/** A form's text field as the API takes it: trimmed, and null when left empty. */
export const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
