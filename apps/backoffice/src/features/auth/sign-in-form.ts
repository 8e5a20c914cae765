import { zodResolver } from '@hookform/resolvers/zod';
import { operatorSignInRequestSchema } from '@portal/contract';

/** The sign-in form's rules: the contract's request without the bot-check token (loaded on first use). */
export const signInResolver = zodResolver(operatorSignInRequestSchema.pick({ email: true, password: true }));
