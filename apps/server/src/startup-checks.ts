import type { Config } from './config.ts';
import { ConfigError } from './config.ts';
import { captchaStartupCheck } from './integrations/captcha/captcha-startup-check.ts';
import type { Services } from './services.ts';

/**
 * Checks of the configuration against the database, before the server listens (main.ts): a setup that cannot
 * be run safely throws a ConfigError with a message saying what to set; one that runs degraded is logged.
 */
export async function runStartupChecks(
  config: Config,
  services: Pick<Services, 'brandsService'>,
  log: { warn(message: string): void },
): Promise<void> {
  const captcha = captchaStartupCheck(
    { production: config.env === 'production', secret: config.recaptchaSecret },
    await services.brandsService.captchaSiteKeys(),
  );
  if (captcha.refuse) throw new ConfigError(captcha.refuse);
  if (captcha.warn) log.warn(captcha.warn);
}
