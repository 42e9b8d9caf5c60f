import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CertificateIssuer, CertificateStanding } from '../../../contract/certificate';
import { CertificateStatus } from '../../../contract/certificate.routes';
import {
  certificateVerifyMachine,
  verdictOf,
} from '../../../src/machines/certificate-verify/certificate-verify.machine';
import {
  selectBusy,
  selectEditing,
  selectFailed,
  selectVerdict,
} from '../../../src/machines/certificate-verify/certificate-verify.selectors';
import type {
  VerifyCheck,
  VerifyLookup,
} from '../../../src/machines/certificate-verify/certificate-verify.types';
import { apiError, controllable } from './fakes';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const issuer: CertificateIssuer = {
  id: 'https://demo.example.com/gateway/user/api/certificate/issuer',
  name: '星河科技',
  keys: [{ kty: 'OKP', crv: 'Ed25519', x: 'abc', kid: 'k1', alg: 'EdDSA', use: 'sig' }],
};
const standing = (status: CertificateStanding['status'], revokeReason = ''): CertificateStanding => ({
  status,
  revokeTime: status === CertificateStatus.revoked ? '2026-11-20 09:00:00' : null,
  revokeReason,
  credential: 'h.p.s',
});
const lookup = (s: CertificateStanding | null, token = 'h.p.s'): VerifyLookup => ({
  issuer,
  standing: s,
  token,
});
const check = (signatureValid: boolean, validUntil: number | null = null): VerifyCheck => ({
  signatureValid,
  claims: signatureValid ? { certificateName: '安全生产合格证' } : null,
  keyId: signatureValid ? 'k1' : null,
  validUntil,
  elapsedMs: 3,
  checkedAt: NOW,
});

function start(code?: string) {
  const look = controllable<VerifyLookup | null, { code: string | null; text: string }>();
  const verify = controllable<VerifyCheck, { token: string; lookup: VerifyLookup }>();
  const actor = createActor(
    certificateVerifyMachine.provide({ actors: { lookup: look.logic, check: verify.logic } }),
    { input: code === undefined ? {} : { code } },
  );
  actor.start();
  return { actor, look, verify, snap: () => actor.getSnapshot() };
}

describe('certificateVerify machine', () => {
  it('checks a verification link at once: keys and standing, then the signature, then the verdict', async () => {
    const c = start('5f0c1a9e-7d3b-4c2a-9e1f-2b3c4d5e6f70');
    expect(c.snap().value).toBe('looking');
    expect(selectBusy(c.snap())).toBe(true);
    expect(c.look.calls).toEqual([{ code: '5f0c1a9e-7d3b-4c2a-9e1f-2b3c4d5e6f70', text: '' }]);
    await c.look.resolve(lookup(standing(CertificateStatus.held)));
    expect(c.snap().value).toBe('checking');
    expect(c.verify.calls[0]?.token).toBe('h.p.s');
    await c.verify.resolve(check(true));
    expect(c.snap().value).toBe('done');
    expect(selectVerdict(c.snap())).toBe('valid');
    expect(selectBusy(c.snap())).toBe(false);
  });

  it('says unknown for a link whose code no certificate has', async () => {
    const c = start('5f0c1a9e-7d3b-4c2a-9e1f-2b3c4d5e6f70');
    await c.look.resolve(null);
    expect(c.snap().value).toBe('done');
    expect(selectVerdict(c.snap())).toBe('unknown');
    expect(c.verify.calls).toEqual([]);
  });

  it('checks a pasted credential, keeps the text, and asks again for unreadable input', async () => {
    const c = start();
    expect(selectEditing(c.snap())).toBe(true);
    c.actor.send({ type: 'edit', text: 'not a credential' });
    c.actor.send({ type: 'submit' });
    expect(c.look.calls).toEqual([{ code: null, text: 'not a credential' }]);
    await c.look.resolve(null);
    expect(c.snap().value).toBe('editing');
    expect(selectVerdict(c.snap())).toBe('unreadable');
    expect(c.snap().context.text).toBe('not a credential');
    // Typing again clears the complaint.
    c.actor.send({ type: 'edit', text: 'h.p.forged' });
    expect(selectVerdict(c.snap())).toBeNull();
    c.actor.send({ type: 'submit' });
    await c.look.resolve(lookup(standing(CertificateStatus.held), 'h.p.forged'));
    await c.verify.resolve(check(false));
    expect(selectVerdict(c.snap())).toBe('forged');
    expect(c.snap().context.text).toBe('h.p.forged');
    c.actor.send({ type: 'reset' });
    expect(c.snap().value).toBe('editing');
    expect(c.snap().context).toMatchObject({ verdict: null, lookup: null, check: null, code: null });
  });

  it('keeps what was given when the site cannot be reached, and tries again', async () => {
    const c = start('5f0c1a9e-7d3b-4c2a-9e1f-2b3c4d5e6f70');
    await c.look.reject(apiError(-1, '网络不可用'));
    expect(selectFailed(c.snap())).toBe(true);
    expect(c.snap().context).toMatchObject({ error: '网络不可用', errorCode: -1 });
    c.actor.send({ type: 'retry' });
    expect(c.snap().value).toBe('looking');
    expect(c.snap().context.error).toBeNull();
    expect(c.look.calls).toHaveLength(2);
    await c.look.resolve(lookup(standing(CertificateStatus.revoked, '授予有误')));
    await c.verify.resolve(check(true));
    expect(selectVerdict(c.snap())).toBe('revoked');
    expect(c.snap().context.lookup?.standing?.revokeReason).toBe('授予有误');
  });
});

describe('verdictOf', () => {
  it('weighs the signature first, then the record, then the signed validity', () => {
    expect(verdictOf(lookup(standing(CertificateStatus.revoked)), check(false))).toBe('forged');
    expect(verdictOf(lookup(null), check(true))).toBe('unknown');
    expect(verdictOf(lookup(standing(CertificateStatus.revoked)), check(true))).toBe('revoked');
    expect(verdictOf(lookup(standing(CertificateStatus.expired)), check(true))).toBe('expired');
    expect(verdictOf(lookup(standing(CertificateStatus.held)), check(true, NOW - 1))).toBe('expired');
    expect(verdictOf(lookup(standing(CertificateStatus.held)), check(true, NOW + 1))).toBe('valid');
    expect(verdictOf(lookup(standing(CertificateStatus.held)), check(true))).toBe('valid');
  });
});
