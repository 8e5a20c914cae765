import { loadOnce } from '../../domain/load-once.ts';

/** nodemailer, loaded with the first message rather than at start. */
export const nodemailer = loadOnce(async () => (await import('nodemailer')).default);
