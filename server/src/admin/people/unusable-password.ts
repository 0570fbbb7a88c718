import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../auth/password';

/**
 * The hash of a password nobody knows, made once per commit: a person added by HR signs in
 * once they set their own through the reset flow (or with SSO).
 */
export const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));
