import type { Queryable } from '../../db/client.ts';
import { majorAmount, renderPostbackUrl } from '../../domain/affiliate/postback-url.ts';
import type { AffiliatePostbacksRepository } from './affiliate-postbacks.repository.ts';

/**
 * Tells an affiliate network of a sale: when an order is paid, the brand's postback URL template
 * (`affiliatePostbackUrl`) filled with the order's click is queued in the same transaction, and the postback
 * dispatcher calls it with retries (postback-dispatcher.ts). Nothing is queued without a template or
 * without a click (clickId or cnv_id): an organic sale is nobody's commission.
 */
export function createAffiliatePostbacksService(deps: { repository: AffiliatePostbacksRepository; kick: () => void }) {
  return {
    /** In the transaction that marks the order Paid; true when a postback was queued. */
    async onOrderPaid(tx: Queryable, orderId: string): Promise<boolean> {
      const source = await deps.repository.sourceOf(tx, orderId);
      if (!source?.template || (!source.click_id && !source.cnv_id)) return false;
      const url = renderPostbackUrl(source.template, {
        clickId: source.click_id,
        cnvId: source.cnv_id,
        orderId,
        orderNumber: source.number,
        amount: majorAmount(source.total, source.currency),
        currency: source.currency,
        timestamp: Math.floor((source.paid_at ?? new Date()).getTime() / 1000),
      });
      if (!url) return false;
      return deps.repository.enqueue(tx, { brandId: source.brand_id, orderId, url });
    },
    /** After the payment's transaction committed: the queued postback is called now, not at the next tick. */
    kick: deps.kick,
  };
}
export type AffiliatePostbacksService = ReturnType<typeof createAffiliatePostbacksService>;
