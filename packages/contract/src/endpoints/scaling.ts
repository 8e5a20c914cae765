import { ApiPath } from '../paths.ts';
import { adminIdParamsSchema } from '../schemas/admin-paging.ts';
import * as scalingPlan from '../schemas/scaling-plan.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const scalingEndpoints = {
  scalingProgress: endpoint('GET', ApiPath.scalingProgress, "Each funded account's scaling plan: the running period's conditions, current and next size, next review date, past reviews", { response: scalingPlan.scalingProgressEnvelope }),
};

// prettier-ignore
export const adminScalingEndpoints = {
  scalingReviews: endpoint('GET', ApiPath.adminScalingReviews, 'Scaling reviews by brand and decision (pending by default: qualified accounts waiting for a decision), oldest first', { querystring: scalingPlan.adminScalingReviewsQuerySchema, response: scalingPlan.adminScalingReviewsEnvelope }),
  scalingApply: endpoint('POST', ApiPath.adminScalingApply, 'Grow a pending review’s account: the platform’s size, the floors and the terms (-60 when the account failed since)', { params: adminIdParamsSchema, response: scalingPlan.adminScalingReviewEnvelope }),
  scalingRefuse: endpoint('POST', ApiPath.adminScalingRefuse, 'Refuse a pending review, with a reason the trader reads', { params: adminIdParamsSchema, body: scalingPlan.adminScalingRefuseRequestSchema, response: scalingPlan.adminScalingReviewEnvelope }),
};
