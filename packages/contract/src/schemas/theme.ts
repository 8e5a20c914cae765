import { z } from 'zod';
import { THEME_CHOICES } from '../theme/early-theme.ts';
import { envelope } from './envelope.ts';

/** A user's theme: the device's preference (`system`, the default), or always light or always dark. */
export const themeChoiceSchema = z.enum(THEME_CHOICES);

/** The theme as read and saved: the trader's profile and the operator's account keep one each. */
export const themePreferenceSchema = z.object({ theme: themeChoiceSchema });
export type ThemePreference = z.infer<typeof themePreferenceSchema>;
export const themePreferenceEnvelope = envelope(themePreferenceSchema);
