import {
  ResultCode,
  type AuthenticateRequest,
  type RegisterV2Request,
  type SubscribeRequest,
  type TokenPair,
  type VerifyEmailRequest,
} from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { Refusal, refuse } from '../../domain/result.ts';
import { clientMarks, type IdentityMarks } from '../../domain/risk/identity-marks.ts';
import { offersLanguage } from '../brands/brand-config.ts';
import type { CredentialDeps } from './credential-deps.ts';
import type { GuardedAttempt } from '../../lib/login-guard.ts';
import { DUMMY_HASH_INPUT } from './password-hasher.ts';
import { refuseWeakPassword } from './password-screening.ts';
import { passwordContext, type RequestContext } from './request-context.ts';
import { traderAttempt } from './current-password.ts';

type RegisterInput = Omit<RegisterV2Request, 'countryOfRegistration'> & { countryOfRegistration?: string };

/** Sign-up, e-mail verification, sign-in and the guest Subscribe flow. */
export function createAuthService(
  deps: CredentialDeps & {
    /** the catalogue: a guest's sign-up may name a package, which must exist */
    packagesService: { require(q: Db, brandId: string, id: string): Promise<unknown> };
    /** the second step of a trader with two-factor on */
    secondFactor: { requireIfEnabled(ctx: RequestContext, userId: string, attempt: GuardedAttempt): Promise<void> };
    /** the address and device each sign-in came from, for the risk desk (signal 4) */
    identityMarks: IdentityMarks;
  },
) {
  const users = deps.usersRepository;
  const dummyHash = deps.hasher.hash(DUMMY_HASH_INPUT);
  const client = (ctx: RequestContext) => ({ ip: ctx.ip, userAgent: ctx.userAgent });
  const language = (ctx: RequestContext, asked?: string) =>
    asked && offersLanguage(ctx.brand, asked) ? asked : ctx.language;

  async function userByEmail(ctx: RequestContext, email: string) {
    return (await users.findByEmail(deps.db, ctx.brand.id, email)) ?? refuse(ResultCode.UserNotFound);
  }

  return {
    /** Creates the account (or completes a guest's) and e-mails a verification code. */
    async register(ctx: RequestContext, input: RegisterInput) {
      if (input.countryOfRegistration && ctx.brand.disabled_countries.includes(input.countryOfRegistration)) {
        refuse(ResultCode.CountryRestriction);
      }
      const names = [input.firstName, input.lastName];
      await refuseWeakPassword(input.password, { brands: [ctx.brand], email: input.email, names }, 'password');
      const passwordHash = await deps.hasher.hash(input.password);
      await deps.db.transaction(async (tx) => {
        const fields = {
          brandId: ctx.brand.id,
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          countryOfRegistration: input.countryOfRegistration ?? null,
          phone: input.phone ?? null,
          language: language(ctx, input.language),
          clickId: input.clickId ?? null,
          cnvId: input.cnvId ?? null,
        };
        let user = await users.insert(tx, fields);
        if (!user) {
          const existing = await users.findByEmail(tx, ctx.brand.id, input.email);
          // A guest who left only an e-mail through Subscribe completes the account; anyone else is taken.
          if (!existing || existing.password_hash) return refuse(ResultCode.UserExists);
          await users.updateGuest(tx, existing.id, {
            firstName: input.firstName,
            lastName: input.lastName,
            pendingPackageId: null,
            language: fields.language,
          });
          user = existing;
        }
        await users.setPassword(tx, user.id, passwordHash);
        const code = await deps.codesService.issue(tx, user.id, 'verify_email');
        await deps.mailer.queue(tx, ctx, { ...user, first_name: input.firstName }, 'verifyEmail', code);
      });
      deps.mailer.kick();
      return { email: input.email, verificationRequired: true };
    },

    async verifyEmail(ctx: RequestContext, input: VerifyEmailRequest): Promise<TokenPair> {
      const user = await userByEmail(ctx, input.email);
      if (user.email_verified_at && user.password_hash) refuse(ResultCode.TraderIsAlreadyVerified);
      if (!user.password_hash && !input.password) {
        throw new Refusal(
          ResultCode.RequestIsNotValid,
          { issues: [{ path: 'password', message: 'validation.required' }] },
          400,
        );
      }
      // The code proves the mailbox, so on this still unproven account a password sent with it wins over one
      // set by whoever registered the e-mail meanwhile (else a stranger could pre-set a guest's password).
      if (input.password) await refuseWeakPassword(input.password, passwordContext(ctx, user), 'password');
      const passwordHash = input.password ? await deps.hasher.hash(input.password) : null;
      const outcome = await deps.db.transaction(async (tx) => {
        const check = await deps.codesService.check(tx, user.id, 'verify_email', input.code);
        if (check !== 'ok') return check;
        await users.markEmailVerified(tx, user.id);
        if (passwordHash) await users.setPassword(tx, user.id, passwordHash);
        return deps.sessionsService.start(tx, { id: user.id, brandId: ctx.brand.id }, client(ctx));
      });
      if (outcome === 'wrong') return refuse(ResultCode.InvalidCodeEntered);
      if (outcome === 'invalid') return refuse(ResultCode.InvalidCode);
      await deps.identityMarks.record(ctx.brand.id, user.id, clientMarks(ctx));
      return outcome;
    },

    async resendVerifyEmail(ctx: RequestContext, email: string): Promise<void> {
      const user = await userByEmail(ctx, email);
      if (user.email_verified_at && user.password_hash) refuse(ResultCode.TraderIsAlreadyVerified);
      await deps.db.transaction(async (tx) => {
        const code = await deps.codesService.issue(tx, user.id, 'verify_email');
        await deps.mailer.queue(tx, ctx, user, user.password_hash ? 'verifyEmail' : 'subscribe', code);
      });
      deps.mailer.kick();
    },

    /**
     * Wrong e-mail and wrong password answer alike (-1), in alike time, so neither is revealed. A right password
     * of a trader with two-factor on answers -31 with a challenge for AuthenticateSecondFactor.
     */
    async authenticate(ctx: RequestContext, input: AuthenticateRequest): Promise<TokenPair> {
      const attempt = await traderAttempt(deps.loginGuard, ctx, input.email, input.captchaToken);
      const user = await users.findByEmail(deps.db, ctx.brand.id, input.email);
      const valid = await deps.hasher.verify(user?.password_hash ?? (await dummyHash), input.password);
      if (!user || !user.password_hash || !valid) {
        await attempt.failed();
        return refuse(ResultCode.InvalidUsernameOrPassword);
      }
      // With two-factor on: -31 and a challenge, the attempt given back, nothing cleared until the code is right.
      await deps.secondFactor.requireIfEnabled(ctx, user.id, attempt);
      await attempt.succeeded();
      // The password is right but the e-mail is unproven: the client shows the code step.
      if (!user.email_verified_at)
        refuse(ResultCode.AccessClaimRequired, { emailVerificationRequired: true, email: user.email });
      const pair = await deps.db.transaction((tx) =>
        deps.sessionsService.start(tx, { id: user.id, brandId: ctx.brand.id }, client(ctx)),
      );
      await deps.identityMarks.record(ctx.brand.id, user.id, clientMarks(ctx));
      return pair;
    },

    async checkEmail(ctx: RequestContext, email: string) {
      const user = await users.findByEmail(deps.db, ctx.brand.id, email);
      return { exists: !!user?.password_hash };
    },

    /**
     * A guest leaves an e-mail (and the package wanted) before having an account: the account is created
     * without a password and a code is e-mailed; VerifyEmailWithCode with that code and a new password
     * completes it and signs the guest in, with the pending purchase kept for step 3 of New challenge.
     */
    async subscribe(ctx: RequestContext, input: SubscribeRequest) {
      // The package is checked as an order checks it (-19: unknown, hidden, or another brand's), before
      // anything is written: a pending purchase must be one the guest could buy here.
      if (input.packageId) await deps.packagesService.require(deps.db, ctx.brand.id, input.packageId);
      await deps.db.transaction(async (tx) => {
        const fields = {
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          pendingPackageId: input.packageId ?? null,
          pendingDiscountCode: input.packageId ? (input.discountCode ?? null) : null,
          language: language(ctx, input.language),
        };
        let user = await users.insert(tx, {
          brandId: ctx.brand.id,
          email: input.email,
          passwordHash: null,
          // the guest's marketing click (SPEC §3), for the affiliate postback of their first purchase
          clickId: input.clickId ?? null,
          cnvId: input.cnvId ?? null,
          ...fields,
        });
        if (!user) {
          const existing = await users.findByEmail(tx, ctx.brand.id, input.email);
          if (!existing || existing.password_hash) return refuse(ResultCode.UserExists);
          await users.updateGuest(tx, existing.id, fields);
          user = existing;
        }
        const code = await deps.codesService.issue(tx, user.id, 'verify_email');
        await deps.mailer.queue(
          tx,
          ctx,
          { ...user, first_name: fields.firstName ?? user.first_name },
          'subscribe',
          code,
        );
      });
      deps.mailer.kick();
      return { email: input.email, passwordRequired: true, packageId: input.packageId ?? null };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
