import type { z } from 'zod';
import { type adminOperatorResetSchema, type adminOperatorSchema } from '@portal/contract';
import { adminOperatorsRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { consoleApi } from '../../../shared/api/console-api.ts';
import { recordById } from '../../../shared/api/endpoint-shapes.ts';

export type AdminOperator = z.infer<typeof adminOperatorSchema>;
export type OperatorReset = z.infer<typeof adminOperatorResetSchema>;

type Action = 'reset' | 'endSessions' | 'disable' | 'enable';
const ACTION_ENDPOINTS = {
  reset: adminOperatorsRoutes.operatorReset,
  endSessions: adminOperatorsRoutes.operatorEndSessions,
  disable: adminOperatorsRoutes.operatorDisable,
  enable: adminOperatorsRoutes.operatorEnable,
} as const;
/** What an owner's action answers: the operator after it, with the one-time password or the count of sessions. */
type ActionAnswer = { operator: AdminOperator; reset?: OperatorReset; ended?: number };

/** The owner's operator management (operators.manage). */
const operatorsApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    operators: build.query<{ items: AdminOperator[] }, void>({
      query: () => requestTo(adminOperatorsRoutes.operators),
      providesTags: [{ type: 'Operator', id: 'LIST' }],
    }),
    operator: recordById<AdminOperator>(build, 'Operator', adminOperatorsRoutes.operator),
    operatorAction: build.mutation<ActionAnswer, { id: string; action: Action }>({
      query: ({ id, action }) => requestTo(ACTION_ENDPOINTS[action], { path: { id } }),
      // The three answers name the operator after the action in their own shape; one shape for the screen.
      transformResponse: (answer: unknown, _meta, { action }): ActionAnswer => {
        if (action === 'reset') return { operator: (answer as OperatorReset).operator, reset: answer as OperatorReset };
        if (action === 'endSessions') return answer as { operator: AdminOperator; ended: number };
        return { operator: answer as AdminOperator };
      },
      // The record takes the operator as answered; the list reads again.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(operatorsApi.util.upsertQueryData('operator', id, data.operator));
      },
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Operator', id: 'LIST' }]),
    }),
  }),
});

export const { useOperatorsQuery, useOperatorQuery, useOperatorActionMutation } = operatorsApi;
