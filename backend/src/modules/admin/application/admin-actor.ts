/** Who is acting in the admin area, as the guard established it, and the request to name in the audit log. */
export interface AdminActor {
  userId: string;
  email: string;
  isMaster: boolean;
  /** The digest of the admin session's token; null for the master admin, who needs none. */
  sessionTokenHash: string | null;
  requestId: string;
}
