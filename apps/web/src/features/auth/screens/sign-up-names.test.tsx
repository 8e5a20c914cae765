import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import SignUpScreen from './sign-up-screen.tsx';
import { envelope, onPost, renderScreen, server, useMockServer } from './test-kit.tsx';

/** Issue 26 item 2: a trader signs up with their name as their passport writes it. */
useMockServer();
beforeEach(() => {
  server.use(http.get(ApiPath.disabledCountries, () => envelope(0, [])));
});

const route = { path: '/sign-up', element: <SignUpScreen /> };
const brand = { termsUrl: 'https://brand.example/terms', policyUrl: 'https://brand.example/privacy' };

async function signUp(firstName: string, lastName: string) {
  const user = userEvent.setup();
  const values = {
    'First name': firstName,
    'Last name': lastName,
    'E-mail': 'elodie@example.com',
    Password: 'Str0ng#Pass',
    'Confirm password': 'Str0ng#Pass',
  };
  for (const [label, value] of Object.entries(values)) await user.type(await screen.findByLabelText(label), value);
  await user.selectOptions(screen.getByLabelText('Country of residence'), 'FR');
  await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('sign up with an accented name', () => {
  it.each([
    ['Élodie', 'Müller'],
    ['José', 'Núñez García'],
    ['Łukasz', 'Żółć-Ørsted'],
    ['Siobhán', 'Ó Briain'],
  ])('sends %s %s as typed', async (firstName, lastName) => {
    const bodies = onPost(ApiPath.registerV2, () =>
      envelope(0, { email: 'elodie@example.com', verificationRequired: true }),
    );
    renderScreen(route, '/sign-up', { brand });
    await signUp(firstName, lastName);
    expect(await screen.findByText('verify email page')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ firstName, lastName });
  });

  it('asks for the Latin spelling of a name in another script, and sends nothing', async () => {
    const bodies = onPost(ApiPath.registerV2, () => envelope(0));
    renderScreen(route, '/sign-up', { brand });
    await signUp('Иван', 'Müller');
    expect(await screen.findByLabelText('First name')).toHaveAccessibleDescription(
      'Write the name in Latin letters, as in a passport',
    );
    expect(screen.getByLabelText('Last name')).not.toHaveAttribute('aria-invalid');
    expect(bodies).toEqual([]);
  });
});
