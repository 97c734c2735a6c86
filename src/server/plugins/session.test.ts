import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import {
  requireAssurance,
  requireRole,
  requireSession,
  requireUser,
  type AuthUser,
  type SessionInfo,
} from './session.ts';

const user: AuthUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'awa@example.ci',
  fullName: 'Awa Koné',
  role: 'customer',
  securityLevel: 'standard',
  mfaMethod: null,
};

function request(session: Partial<SessionInfo> | null): FastifyRequest {
  const full = session && {
    id: 's',
    assuranceLevel: 1,
    expiresAt: new Date(),
    mfaPending: false,
    user,
    ...session,
  };
  return {
    session: full,
    user: full && !full.mfaPending ? full.user : null,
  } as unknown as FastifyRequest;
}

async function refusal(
  guard: (r: FastifyRequest, p: FastifyReply) => Promise<void>,
  r: FastifyRequest,
) {
  try {
    await guard(r, {} as FastifyReply);
    return undefined;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return [error.statusCode, error.code];
  }
}

describe('session guards', () => {
  it('requireSession lets a pending session through, not an anonymous one', async () => {
    expect(await refusal(requireSession(), request(null))).toEqual([401, 'auth_required']);
    expect(await refusal(requireSession(), request({ mfaPending: true }))).toBeUndefined();
  });

  it('requireUser wants the second factor passed when the account has one', async () => {
    expect(await refusal(requireUser(), request(null))).toEqual([401, 'auth_required']);
    expect(await refusal(requireUser(), request({ mfaPending: true }))).toEqual([
      401,
      'mfa_required',
    ]);
    expect(await refusal(requireUser(), request({}))).toBeUndefined();
  });

  it('requireAssurance(2) sends an account without a second factor to turn one on', async () => {
    expect(await refusal(requireAssurance(2), request({ assuranceLevel: 1 }))).toEqual([
      403,
      'mfa_not_enabled',
    ]);
    expect(await refusal(requireAssurance(2), request({ mfaPending: true }))).toEqual([
      401,
      'mfa_required',
    ]);
    expect(await refusal(requireAssurance(2), request({ assuranceLevel: 2 }))).toBeUndefined();
  });

  it('requireRole checks the role after the session', async () => {
    expect(await refusal(requireRole('admin'), request(null))).toEqual([401, 'auth_required']);
    expect(await refusal(requireRole('admin'), request({}))).toEqual([403, 'forbidden']);
    const admin = request({ user: { ...user, role: 'admin' } });
    expect(await refusal(requireRole('admin'), admin)).toBeUndefined();
  });
});
