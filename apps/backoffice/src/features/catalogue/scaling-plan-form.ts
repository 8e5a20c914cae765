import { z } from 'zod';
import { scalingPlanSchema, wellKnownScalingPlan, type ScalingPlan } from '@portal/contract';

/**
 * The package editor's scaling plan (docs/scaling.md): the contract's plan with its money in major units (the cap,
 * a fixed step), as the editor's other amounts are.
 */
export type ScalingPlanForm = Omit<ScalingPlan, 'maxSize' | 'step'> & {
  maxSize: number;
  step: { kind: ScalingPlan['step']['kind']; value: number };
};

const plan = scalingPlanSchema.shape;
export const scalingPlanFormSchema = z
  .object({
    ...plan,
    maxSize: z.number().gt(0).max(100_000_000),
    step: z.object({ kind: plan.step.shape.kind, value: z.number().gt(0).max(10_000_000) }),
  })
  .nullable();

/** A new plan's starting values: a well-known programme's, up to twenty times the size (in major units). */
export const newScalingPlan = (accountSize: number): ScalingPlanForm => wellKnownScalingPlan(accountSize * 20);

const toMinor = (major: number) => Math.round(major * 100);

export const scalingPlanFormOf = (p: ScalingPlan | null): ScalingPlanForm | null =>
  p && {
    ...p,
    maxSize: p.maxSize / 100,
    step: { kind: p.step.kind, value: p.step.kind === 'fixed' ? p.step.value / 100 : p.step.value },
  };

export const scalingPlanOf = (f: ScalingPlanForm | null): ScalingPlan | null =>
  f && {
    ...f,
    maxSize: toMinor(f.maxSize),
    step: { kind: f.step.kind, value: f.step.kind === 'fixed' ? toMinor(f.step.value) : f.step.value },
  };
