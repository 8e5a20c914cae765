import {
  RISK_PARAMETER_UNITS,
  RISK_SIGNALS,
  type AdminRiskSettings,
  type AdminRiskSettingsUpdateRequest,
  type RiskSignal,
} from '@portal/contract';

/**
 * The form's values as typed: the threshold, and each signal's parameters by name (react-hook-form's field names
 * `threshold` and `copy.windowMs`: the server's issue paths less `parameters.`).
 */
export type RiskSettingsForm = { threshold: string } & Record<RiskSignal, Record<string, string>>;

export const parameterNames = (signal: RiskSignal) => Object.keys(RISK_PARAMETER_UNITS[signal]);

/** A parameter's field (`copy.windowMs`) as its signal and name. */
const partsOf = (field: string) => field.split('.') as [RiskSignal, string];

const settingOf = (s: AdminRiskSettings, field: string) => {
  if (field === 'threshold') return s.threshold;
  const [signal, name] = partsOf(field);
  return (s.parameters[signal] as Record<string, { value: number; default: number }>)[name]!;
};

/** A field's unit as the contract names it (the threshold is a score). */
export const unitOf = (field: string) => {
  if (field === 'threshold') return 'score';
  const [signal, name] = partsOf(field);
  return (RISK_PARAMETER_UNITS[signal] as Record<string, string>)[name]!;
};

/** Every field, `threshold` first, then `signal.name` in the contract's order. */
export const FIELDS = ['threshold', ...RISK_SIGNALS.flatMap((s) => parameterNames(s).map((n) => `${s}.${n}`))];

export const formOf = (s: AdminRiskSettings): RiskSettingsForm => {
  const section = (signal: RiskSignal) =>
    Object.fromEntries(parameterNames(signal).map((n) => [n, String(settingOf(s, `${signal}.${n}`).value)]));
  return {
    threshold: String(s.threshold.value),
    ...(Object.fromEntries(RISK_SIGNALS.map((signal) => [signal, section(signal)])) as Record<
      RiskSignal,
      Record<string, string>
    >),
  };
};

export const defaultOf = (s: AdminRiskSettings, field: string) => settingOf(s, field).default;

const typedAt = (v: RiskSettingsForm, field: string) => {
  if (field === 'threshold') return v.threshold;
  const [signal, name] = partsOf(field);
  return v[signal][name] ?? '';
};

/** A field's number as typed: empty is its default; anything but a number is NaN (the contract then names it). */
export function numberAt(s: AdminRiskSettings, v: RiskSettingsForm, field: string): number {
  const text = typedAt(v, field).trim().replace(',', '.');
  if (text === '') return defaultOf(s, field);
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text) ? Number(text) : NaN;
}

/**
 * The request the values make, for the contract's schema to check: a parameter equal to its default (or left
 * empty) is not an override, so a later change of the portal's default reaches the brand.
 */
export function requestOf(s: AdminRiskSettings, v: RiskSettingsForm): AdminRiskSettingsUpdateRequest {
  const parameters: Record<string, Record<string, number>> = {};
  for (const signal of RISK_SIGNALS)
    for (const name of parameterNames(signal)) {
      const value = numberAt(s, v, `${signal}.${name}`);
      if (value !== defaultOf(s, `${signal}.${name}`)) (parameters[signal] ??= {})[name] = value;
    }
  return { threshold: numberAt(s, v, 'threshold'), parameters };
}

/** What saving would change: each field whose value differs from the saved one, with both values. */
export function changesOf(s: AdminRiskSettings, v: RiskSettingsForm): { field: string; from: number; to: number }[] {
  return FIELDS.flatMap((field) => {
    const from = settingOf(s, field).value;
    const to = numberAt(s, v, field);
    return to === from ? [] : [{ field, from, to }];
  });
}
