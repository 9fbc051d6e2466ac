export interface DataExportRecord {
  id: string;
  businessId: string;
  requestedBy: string;
  /** The Indian calendar day of the request (YYYY-MM-DD). */
  day: string;
  requestedAt: Date;
  builtAt: Date | null;
  emailedAt: Date | null;
}

export abstract class DataExportRepository {
  /** Records the day's export; false when the business has one for that day already (checked by the unique key). */
  abstract create(record: DataExportRecord): Promise<boolean>;
  abstract find(id: string): Promise<DataExportRecord | null>;
  /** The business's export of that Indian day (YYYY-MM-DD), if one was requested. */
  abstract findForDay(businessId: string, day: string): Promise<DataExportRecord | null>;
  abstract markBuilt(id: string, at: Date): Promise<void>;
  /** Claims the link e-mail; false when it was sent. */
  abstract claimEmail(id: string, at: Date): Promise<boolean>;
  abstract releaseEmail(id: string): Promise<void>;
}
