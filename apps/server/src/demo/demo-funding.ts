import { createHash, randomUUID } from 'node:crypto';
import {
  ApiPath,
  KycVerificationStatus,
  LAST_PAGE_CURSOR,
  type KycInfo,
  type Payout,
  type TraderAccount,
} from '@portal/contract';
import type { AdminCaller } from '../modules/admin-operators/admin-caller.ts';
import { submitToIdentityProvider } from './demo-client.ts';
import type { DemoContext } from './demo-challenges.ts';
import { placeholderCard, placeholderLetter } from './demo-documents.ts';
import type { DemoScript } from './demo-scripts.ts';

/**
 * The funded account's way to its money (docs/decisions/065-demo-activity.md): the trader's personal data and
 * identity steps with the sandbox provider, approved by the demo owner in the identity queue; the contract the
 * portal then issues, signed by the trader and approved by the demo owner (the account trades as verified);
 * a payout requested by the trader, approved and marked paid by the demo finance operator (its certificate).
 */
export async function seedFunding(
  ctx: DemoContext,
  script: DemoScript,
  funded: TraderAccount,
  finance: AdminCaller,
): Promise<Payout> {
  const { trader, person } = script;
  const { app } = ctx;
  const call = ctx.trader.call;
  await call('POST', ApiPath.personalData, {
    firstName: trader.firstName,
    lastName: trader.lastName,
    countryOfRegistration: trader.country,
    city: person.city,
    address: person.address,
    postalCode: person.postalCode,
  });

  const step = async (path: string, files: { slot: string; name: string; bytes: Buffer }[], documentType: string) => {
    const { token } = await call<{ token: string }>('POST', path, { country: trader.country, processId: null });
    await submitToIdentityProvider(app, token, files, {
      documentType,
      ...(path === ApiPath.proofOfIdentity ? { dateOfBirth: person.dateOfBirth } : {}),
    });
    // The sandbox leaves documents without a telling name to a person: the demo owner approves them. The queue is
    // oldest first: the trader's case, just made, is on its last page.
    const { items } = await app.modules.adminKyc.services.adminKycService.listCases(ctx.owner, {
      cursor: LAST_PAGE_CURSOR,
      pageSize: 100,
      status: KycVerificationStatus.Pending,
    });
    const waiting = items.find((c) => c.traderEmail === trader.email && c.brandId === ctx.brandId);
    if (!waiting) throw new Error(`demo activity: no identity case waiting for ${trader.email}`);
    await app.modules.adminKyc.services.adminKycService.decideCase(ctx.owner, waiting.id, { decision: 'approve' });
  };
  const card = placeholderCard(480, 300, [40, 64, 120]);
  await step(
    ApiPath.proofOfIdentity,
    [
      { slot: 'front', name: 'passport.png', bytes: card },
      { slot: 'selfie', name: 'selfie.png', bytes: placeholderCard(300, 400, [120, 128, 140]) },
    ],
    'passport',
  );
  await step(
    ApiPath.proofOfAddress,
    [{ slot: 'front', name: 'utility-bill.pdf', bytes: placeholderLetter(`Utility bill - ${person.address}`) }],
    'utilityBill',
  );

  // Verified with every fact in the personal data: the portal has issued the funded account's contract.
  const info = await call<KycInfo>('GET', ApiPath.kyc);
  const contract = info.contractSignStatus.find((c) => c.accountLogin === funded.login);
  if (!contract) throw new Error(`demo activity: no contract for ${funded.login}`);
  await call('POST', ApiPath.kycContractSign.replace(':id', contract.contractId), {
    fullName: `${trader.firstName} ${trader.lastName}`,
    consent: true,
  });
  await app.modules.adminKyc.services.adminKycService.decideContract(ctx.owner, contract.contractId, {
    decision: 'approve',
  });

  const plan = script.funded.payout;
  const request = { traderAccountId: funded.id, amount: plan.amount * 100, idempotencyKey: randomUUID() };
  const payout =
    plan.method === 'crypto'
      ? await call<Payout>('POST', ApiPath.payoutCryptoTransfer, {
          ...request,
          asset: plan.asset,
          network: plan.network,
          address: plan.address,
        })
      : await call<Payout>('POST', ApiPath.payoutBankTransfer, {
          ...request,
          accountHolder: plan.accountHolder,
          iban: plan.iban,
          swiftBic: plan.swiftBic,
          bankCountry: plan.bankCountry,
        });
  await app.modules.adminPayouts.services.adminPayoutsService.approve(finance, payout.id);
  // What finance types from its bank or wallet: a transaction hash or a transfer reference, here made up.
  const digest = createHash('sha256').update(payout.id).digest('hex');
  const reference = plan.method === 'crypto' ? digest : `SEPA-${digest.slice(0, 12).toUpperCase()}`;
  await app.modules.adminPayouts.services.adminPayoutsService.markPaid(finance, payout.id, reference);
  return call<Payout>('GET', ApiPath.payout.replace(':id', payout.id));
}
