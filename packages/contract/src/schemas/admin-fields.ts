import { z } from 'zod';

/** Whose a row of a console list is: the brand, and the trader with the e-mail the operator searches by. */
export const adminTraderRefFields = { brandId: z.string(), traderId: z.string(), traderEmail: z.string() };

/** A trading account as the console shows it: its login on its platform, phase stage, funded or not, status. */
export const adminAccountFields = {
  login: z.string(),
  platformId: z.string(),
  stage: z.number().int(),
  isFunded: z.boolean(),
  status: z.number().int(),
};
