import { createAction } from '@reduxjs/toolkit';
import type { ColourVariant } from '@portal/contract';

/**
 * Any screen may ask for a toast (SPEC §2 Notification); the notification feature's slice keeps the state.
 * The actions live in shared/ because features do not import one another.
 */
export const showNotification = createAction<{
  message: string;
  /** the placeholders of a translation key's text */
  params?: Record<string, string | number>;
  variant?: ColourVariant;
  timer?: number;
}>('notification/show');
export const hideNotification = createAction('notification/hide');
