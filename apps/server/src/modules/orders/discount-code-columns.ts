/** A discount code's columns as stored (discount_codes), read by the checkout and the back office alike. */
export type DiscountCodeColumns = {
  id: string;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  currency: string | null;
  expires_at: Date | null;
  usage_limit: number | null;
  used_count: number;
  package_ids: string[] | null;
  is_active: boolean;
};
