/** The sandbox provider signs its webhooks with the portal's signed-payload scheme (lib/signed-payload.ts). */
export { signPayload, checkSignature, SIGNATURE_TOLERANCE_SECONDS } from '../../../lib/signed-payload.ts';
/** `t=<unix seconds>,v1=<hex HMAC-SHA256>` */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
