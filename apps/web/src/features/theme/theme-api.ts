import type { ThemeChoice, ThemePreference } from '@portal/contract';
import { profileRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { appApi } from '../../shared/api/app-api.ts';

/** The trader's theme, kept on their profile so it follows them to another device and through a sign-in. */
export const themeApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    getTheme: build.query<ThemePreference, void>({
      query: () => requestTo(profileRoutes.theme),
    }),
    /** The saved choice becomes the cached one, so a read on the tab's return does not undo it. */
    saveTheme: build.mutation<ThemePreference, ThemeChoice>({
      query: (theme) => requestTo(profileRoutes.updateTheme, { body: { theme } }),
      async onQueryStarted(_theme, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(themeApi.util.upsertQueryData('getTheme', undefined, data));
      },
    }),
  }),
});

export const { useGetThemeQuery, useSaveThemeMutation } = themeApi;
