/** Tiny JSON client for the API under test (sign-up and settings go through the real endpoints). */
export function apiClient(baseUrl, token = null) {
  async function call(method, path, body) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const json = text ? JSON.parse(text) : null;
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text.slice(0, 500)}`);
    return json;
  }
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    put: (path, body) => call('PUT', path, body),
    withToken: (t) => apiClient(baseUrl, t),
  };
}

/** Signs a business up through the real flow: code by e-mail (read from the SMTP sink), verification, registration. */
export async function signUp(api, smtp, owner) {
  const { otpId } = await api.post('/api/auth/send-registration-otp', { email: owner.email });
  // The code goes out through a worker, which may still be starting: on a busy machine that takes over 15 s.
  const mail = await smtp.waitFor(owner.email, 60_000);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in the sign-up e-mail: ${mail.text}`);
  const { verificationToken } = await api.post('/api/auth/verify-registration-otp', { otpId, otp: code });
  const session = await api.post('/api/auth/register', { ...owner, otpId, verificationToken });
  const claims = JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString('utf8'));
  return { token: session.token, user: session.user, claims };
}
