import { pageLimit } from '../../../shared/cursor';

/** Opaque keyset cursors: base64url of the sort key of the last row. */
export { decodeDateKeyset, encodeCursor, type Page } from '../../../shared/cursor';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

export function pageSize(limit: number | undefined): number {
  return pageLimit(limit, { defaultLimit: DEFAULT_PAGE_SIZE, maxLimit: MAX_PAGE_SIZE });
}
