import { totpCode } from '../../src/server/auth/totp.ts';

/**
 * An admin session for a bench, as the admin's first sign-in makes one: the password, then an
 * authenticator enrolled (the password again) and its first code; every admin route needs the
 * second factor. Returns the level-2 session's Cookie header value.
 */
export async function benchAdminSession(
  url: string,
  admin: { username: string; password: string },
  headers: Record<string, string> = {},
): Promise<string> {
  const post = async (path: string, body: object, cookie?: string) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${path} refusé : HTTP ${res.status}`);
    const set = res.headers.getSetCookie()[0];
    return { json: (await res.json()) as Record<string, unknown>, cookie: set?.split(';')[0] };
  };
  const signedIn = await post('/api/admin/sign-in', admin);
  if (!signedIn.json.mfaEnrollmentRequired)
    throw new Error(
      'connexion admin : un administrateur neuf était attendu (second facteur déjà là)',
    );
  const enrolled = await post(
    '/api/auth/mfa/totp/enroll',
    { currentPassword: admin.password },
    signedIn.cookie,
  );
  const activated = await post(
    '/api/auth/mfa/totp/activate',
    { code: totpCode(String(enrolled.json.secret)) },
    signedIn.cookie,
  );
  return activated.cookie!;
}
