import { RISK_PARAMETER_UNITS, RISK_SIGNALS, type AdminRiskSettings, type RiskSignal } from '@portal/contract';
import type { AdminRiskSettingsUpdateRequest } from '@portal/contract';

/** A field of the form: the threshold, or a parameter as `signal.name` (the server's issue paths, less `parameters.`). */
export type RiskSettingsForm = Record<string, string>;

export const parameterNames = (signal: RiskSignal) => Object.keys(RISK_PARAMETER_UNITS[signal]);

const settingOf = (s: AdminRiskSettings, field: string) => {
  if (field === 'threshold') return s.threshold;
  const [signal, name] = field.split('.') as [RiskSignal, string];
  return (s.parameters[signal] as Record<string, { value: number; default: number }>)[name]!;
};

export const FIELDS = ['threshold', ...RISK_SIGNALS.flatMap((s) => parameterNames(s).map((n) => `${s}.${n}`))];

export const formOf = (s: AdminRiskSettings): RiskSettingsForm =>
  Object.fromEntries(FIELDS.map((field) => [field, String(settingOf(s, field).value)]));

export const defaultOf = (s: AdminRiskSettings, field: string) => settingOf(s, field).default;

/**
 * The request from the form: a parameter equal to its default (or left empty) is not an override, so a later
 * change of the portal's default reaches the brand. `bad` lists the fields that are not numbers.
 */
export function requestOf(
  s: AdminRiskSettings,
  form: RiskSettingsForm,
): { body: AdminRiskSettingsUpdateRequest; bad: string[] } {
  const bad: string[] = [];
  const numberOf = (field: string) => {
    const text = (form[field] ?? '').trim().replace(',', '.');
    if (text === '') return defaultOf(s, field);
    const n = Number(text);
    if (!Number.isFinite(n)) bad.push(field);
    return n;
  };
  const parameters: Record<string, Record<string, number>> = {};
  for (const signal of RISK_SIGNALS)
    for (const name of parameterNames(signal)) {
      const value = numberOf(`${signal}.${name}`);
      if (value !== defaultOf(s, `${signal}.${name}`)) (parameters[signal] ??= {})[name] = value;
    }
  return { body: { threshold: numberOf('threshold'), parameters }, bad };
}
