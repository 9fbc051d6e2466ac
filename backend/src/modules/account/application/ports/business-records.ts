/** One kind of record of the business, every row of it, as the database holds it (column → JSON value). */
export interface RecordSet {
  /** File name in the ZIP: csv/<name>.csv and json/<name>.json. */
  name: string;
  /** The table's columns in their defined order: the CSV's header row, written even when there are no rows. */
  columns: string[];
  rows: Record<string, unknown>[];
}

/** What the export reads: every record of a business, per kind (settings, customers, products, …). */
export abstract class BusinessRecords {
  abstract readAll(businessId: string): Promise<RecordSet[]>;
  /** The delivery keys of the business's messages (they name its stored outbox copies). */
  abstract deliveryKeys(businessId: string): Promise<string[]>;
}

/** Removes every row a business owns, in every table: inside the caller's transaction. */
export abstract class BusinessEraser {
  /** Resolves to the number of rows removed. */
  abstract erase(businessId: string): Promise<number>;
}
