import { createSlice } from '@reduxjs/toolkit';
import { hideNotification, showNotification } from '../../shared/notification/notification-actions.ts';
import { NOTIFICATION_DURATION_MS, type ColourVariant } from '@portal/contract';

/** SPEC §3 Notification: message (a translation key or text), isShow, variant, timer (ms). */
export type NotificationState = {
  message: string;
  params?: Record<string, string | number>;
  isShow: boolean;
  variant: ColourVariant;
  timer: number;
  id: number;
};
const initialState: NotificationState = {
  message: '',
  isShow: false,
  variant: 'neutral',
  timer: NOTIFICATION_DURATION_MS,
  id: 0,
};

export const notificationSlice = createSlice({
  name: 'notification',
  initialState,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(showNotification, (s, a) => {
      s.message = a.payload.message;
      s.params = a.payload.params;
      s.variant = a.payload.variant ?? 'neutral';
      s.timer = a.payload.timer ?? NOTIFICATION_DURATION_MS;
      s.isShow = true;
      s.id += 1;
    });
    b.addCase(hideNotification, (s) => {
      s.isShow = false;
    });
  },
});
export { showNotification, hideNotification };
