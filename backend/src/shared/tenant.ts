/** Who is calling: every business query is scoped by businessId (the tenant). */
export interface AuthContext {
  userId: string;
  businessId: string;
  sessionId: string;
  email: string;
  role: 'user' | 'admin';
}
