import { createAction } from '@reduxjs/toolkit';
import type { ColourVariant } from '@portal/contract';

/**
 * The notification toast's `showNotification` (features/notification), created here by its action type:
 * features may not import one another (lint), and the toast lives in the app shell. A screen test checks
 * that the store's notification state follows it.
 */
export const showNotification = createAction<{ message: string; variant?: ColourVariant; timer?: number }>(
  'notification/showNotification',
);
