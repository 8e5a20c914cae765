import { z } from 'zod';
import {
  adminPackageUpdateRequestSchema,
  challengeRulesSchema,
  type AdminPackage,
  type AdminPackageUpdateRequest,
  type ChallengeRules,
} from '@portal/contract';
import {
  secondChanceFormOf,
  secondChanceFormSchema,
  secondChanceOf,
  type SecondChanceForm,
} from './second-chance-form.ts';
import { scalingPlanFormOf, scalingPlanFormSchema, scalingPlanOf, type ScalingPlanForm } from './scaling-plan-form.ts';

/** The editor's values: money in major units (the form), rules exactly as the contract's ChallengeRules. */
export type PackageForm = {
  name: string;
  price: number;
  accountSize: number;
  phases: ChallengeRules[];
  funded: ChallengeRules;
  secondChance: SecondChanceForm;
  scalingPlan: ScalingPlanForm | null;
};

const fields = adminPackageUpdateRequestSchema.shape;
/** The contract's checks, money in major units (two decimals). */
export const packageFormSchema = z.object({
  name: fields.name.unwrap(),
  price: z.number().min(0).max(1_000_000),
  accountSize: z.number().min(1).max(10_000_000),
  phases: z.array(challengeRulesSchema),
  funded: challengeRulesSchema,
  secondChance: secondChanceFormSchema,
  scalingPlan: scalingPlanFormSchema,
});

export const formOf = (pkg: AdminPackage): PackageForm => ({
  name: pkg.name,
  price: pkg.price / 100,
  accountSize: pkg.accountSize / 100,
  phases: pkg.phases.map((phase) => phase.rules),
  funded: pkg.funded.rules,
  secondChance: secondChanceFormOf(pkg.secondChance, pkg.currency),
  scalingPlan: scalingPlanFormOf(pkg.scalingPlan),
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The partial update: only what changed (the phases as a whole when one of them did). */
export function changesOf(pkg: AdminPackage, values: PackageForm): AdminPackageUpdateRequest {
  const before = formOf(pkg);
  const body: AdminPackageUpdateRequest = {};
  if (values.name.trim() !== before.name) body.name = values.name.trim();
  if (values.price !== before.price) body.price = Math.round(values.price * 100);
  if (values.accountSize !== before.accountSize) body.accountSize = Math.round(values.accountSize * 100);
  if (!same(values.phases, before.phases)) {
    body.phases = values.phases.map((rules, i) => ({ index: pkg.phases[i]?.index ?? i + 1, rules }));
  }
  if (!same(values.funded, before.funded)) body.funded = values.funded;
  const secondChance = secondChanceOf(values.secondChance, pkg.secondChance, pkg.currency);
  if (!same(secondChance, pkg.secondChance)) body.secondChance = secondChance;
  if (!same(values.scalingPlan, before.scalingPlan)) body.scalingPlan = scalingPlanOf(values.scalingPlan);
  return body;
}
