import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/ui/api/api-error.ts';
import { i18n } from '../i18n/i18n.ts';
import { serverIssues } from './form-issues.ts';

const refused = (issues: unknown[]) => new ApiError(-200, { issues }, 400);

describe("the server's field issues", () => {
  it('are translated from their keys, a detail filling its place, and never shown as English sentences', () => {
    const t = i18n.getFixedT('en');
    expect(
      serverIssues(
        t,
        refused([
          { path: 'body.code', message: 'validation.codeTaken' },
          { path: 'usageLimit', message: 'validation.usageLimitBelowUsed', detail: '4' },
          { path: 'host', message: 'not a hostname or IP address (no port)' },
        ]),
      ),
    ).toEqual([
      { path: 'code', message: 'This code is already used in this brand' },
      { path: 'usageLimit', message: 'The code was already used 4 times: set a limit of at least that' },
      { path: 'host', message: 'Not valid' },
    ]);
  });
});
