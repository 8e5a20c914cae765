import type { ChallengeRules, TraderPackageType } from '@portal/contract';

const PHASES_OF: Record<TraderPackageType, number> = { oneStep: 1, twoStep: 2, threeStep: 3 };

export type PackageShape = {
  traderPackageType: TraderPackageType;
  phases: { index: number; rules: ChallengeRules }[];
  funded: ChallengeRules;
};

/** Whether the engine knows the timezone (an IANA name): a day reset in an unknown zone would never come. */
export function isKnownTimezone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * What the schema cannot say about a package's rules: as many phases as its type, numbered 1..n in order; each
 * phase has a target to reach (else it never passes) and the funded stage none; every day reset in a known
 * timezone. Returns the problems as `{ path, message }`, empty when the package is sound.
 */
export function packageProblems(p: PackageShape): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (p.phases.length !== PHASES_OF[p.traderPackageType])
    problems.push({
      path: 'phases',
      message: `a ${p.traderPackageType} package has ${PHASES_OF[p.traderPackageType]} phases`,
    });
  p.phases.forEach((ph, i) => {
    if (ph.index !== i + 1) problems.push({ path: `phases.${i}.index`, message: `expected ${i + 1}` });
    if (!ph.rules.profitTarget)
      problems.push({ path: `phases.${i}.rules.profitTarget`, message: 'validation.phaseProfitTarget' });
  });
  if (p.funded.profitTarget) problems.push({ path: 'funded.profitTarget', message: 'validation.fundedProfitTarget' });
  const resets = [...p.phases.map((ph, i) => [`phases.${i}.rules`, ph.rules] as const), ['funded', p.funded] as const];
  for (const [path, rules] of resets)
    if (!isKnownTimezone(rules.dayReset.timezone))
      problems.push({ path: `${path}.dayReset.timezone`, message: 'validation.timezone' });
  return problems;
}
