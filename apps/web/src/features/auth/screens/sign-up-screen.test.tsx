import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiPath } from '@portal/contract';
import SignUpScreen from './sign-up-screen.tsx';
import { envelope, onPost, renderScreen, server, useMockServer } from './test-kit.tsx';

useMockServer();
beforeEach(() => {
  server.use(http.get(ApiPath.disabledCountries, () => envelope(0, ['US', 'IR'])));
});

const route = { path: '/sign-up', element: <SignUpScreen /> };
const brand = { termsUrl: 'https://brand.example/terms', policyUrl: 'https://brand.example/privacy' };

async function fill(overrides: Partial<Record<string, string>> = {}) {
  const user = userEvent.setup();
  const values = {
    'First name': 'Jane',
    'Last name': 'Doe',
    'E-mail': 'jane@example.com',
    'Phone number (optional)': '+44 20 7946 0958',
    Password: 'Str0ng#Pass',
    'Confirm password': 'Str0ng#Pass',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = await screen.findByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.selectOptions(screen.getByLabelText('Country of residence'), 'GB');
  await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
  return user;
}

describe('sign up', () => {
  it('shows the rules of SPEC §5 under the fields before calling the server', async () => {
    const bodies = onPost(ApiPath.registerV2, () => HttpResponse.error());
    renderScreen(route, '/sign-up', { brand });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First name'), 'Jörg2');
    await user.type(screen.getByLabelText('E-mail'), 'jane@');
    await user.type(screen.getByLabelText('Phone number (optional)'), '0207 946');
    await user.type(screen.getByLabelText('Password'), 'weakpassword');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const errorOf = (label: string) => screen.getByLabelText(label);
    expect(await screen.findByText('Latin letters and hyphens only')).toBeInTheDocument();
    expect(errorOf('First name')).toHaveAccessibleDescription('Latin letters and hyphens only');
    expect(errorOf('Last name')).toHaveAccessibleDescription('Mandatory field');
    expect(errorOf('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail');
    expect(errorOf('Country of residence')).toHaveAccessibleDescription('Mandatory field');
    expect(errorOf('Phone number (optional)')).toHaveAccessibleDescription(/Enter a valid phone number/);
    expect(errorOf('Password')).toHaveAccessibleDescription(
      /Password needs an uppercase letter, a lowercase letter, a digit and a special character/,
    );
    expect(errorOf('Confirm password')).toHaveAccessibleDescription('Passwords must match');
    // the terms' error is a field error like the others (the same mark before it)
    expect(screen.getByText('You must accept the terms and the privacy policy')).toHaveClass('field__error');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'You must accept the terms and the privacy policy',
    );
    expect(bodies).toEqual([]);

    await user.clear(errorOf('Password'));
    await user.type(errorOf('Password'), 'Sh0r#t');
    await user.tab();
    expect(await screen.findByText('Password must be between 8 and 64 characters')).toBeInTheDocument();
  });

  it('answers an empty submit on every required field: mandatory, a valid e-mail, the password length', async () => {
    const bodies = onPost(ApiPath.registerV2, () => HttpResponse.error());
    renderScreen(route, '/sign-up', { brand });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create account' }));

    const field = (label: string) => screen.getByLabelText(label);
    expect(await screen.findByText('Enter a valid e-mail')).toBeInTheDocument();
    for (const label of ['First name', 'Last name', 'Country of residence', 'Confirm password'])
      expect(field(label), label).toHaveAccessibleDescription('Mandatory field');
    expect(field('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail');
    expect(field('Password')).toHaveAccessibleDescription(/^Password must be between 8 and 64 characters/);
    expect(field('Phone number (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('You must accept the terms and the privacy policy')).toBeInTheDocument();
    expect(field('First name')).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('registers with the language and the stored click ids, then asks for the code', async () => {
    localStorage.setItem('clickId', 'click-7=1700000000000');
    localStorage.setItem('cnv_id', 'cnv-9');
    const bodies = onPost(ApiPath.registerV2, () =>
      envelope(0, { email: 'jane@example.com', verificationRequired: true }),
    );
    const { router } = renderScreen(route, '/sign-up', { brand });
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('verify email page')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ email: 'jane@example.com' });
    expect(bodies).toEqual([
      {
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane@example.com',
        countryOfRegistration: 'GB',
        phone: '+442079460958',
        password: 'Str0ng#Pass',
        acceptTerms: true,
        language: 'en',
        clickId: 'click-7',
        cnvId: 'cnv-9',
      },
    ]);
  });

  it('leaves out an empty phone', async () => {
    const bodies = onPost(ApiPath.registerV2, () =>
      envelope(0, { email: 'jane@example.com', verificationRequired: true }),
    );
    renderScreen(route, '/sign-up', { brand });
    const user = await fill({ 'Phone number (optional)': '' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('verify email page')).toBeInTheDocument();
    expect(bodies[0]).not.toHaveProperty('phone');
  });

  it('says the user exists (-2) where the trader sees it, and links to sign in', async () => {
    // The refusal sits above a long form: it is brought into view from the button at its foot.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView; // jsdom lays nothing out and has none
    onTestFinished(() => void Reflect.deleteProperty(Element.prototype, 'scrollIntoView'));
    onPost(ApiPath.registerV2, () => envelope(-2));
    renderScreen(route, '/sign-up', { brand });
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('User exists');
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(scrollIntoView.mock.contexts.at(-1)).toContainElement(alert);
  });

  it('shows the server’s refusal of a password holding the brand or a name (400/-200) at the password', async () => {
    const weak = { issues: [{ path: 'password', message: 'validation.passwordContext' }] };
    onPost(ApiPath.registerV2, () => envelope(-200, weak, 400));
    renderScreen(route, '/sign-up', { brand });
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const password = screen.getByLabelText('Password');
    await vi.waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(/The password must not contain the brand, your name/);
    expect(password).toHaveFocus();
    // once, at the field: no banner over the form says it again
    expect(screen.getAllByText(/The password must not contain the brand, your name/)).toHaveLength(1);
  });

  it('shows the country restriction (-11)', async () => {
    onPost(ApiPath.registerV2, () => envelope(-11));
    renderScreen(route, '/sign-up', { brand });
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This service is not available in your country.');
  });

  it("offers the countries by name without the brand's disabled ones, and links the brand's documents", async () => {
    renderScreen(route, '/sign-up', { brand });
    const select = await screen.findByLabelText('Country of residence');
    expect(within(select).getByRole('option', { name: 'United Kingdom' })).toHaveValue('GB');
    await screen.findByRole('option', { name: 'Germany' });
    await expect.poll(() => within(select).queryByRole('option', { name: 'United States' })).toBeNull();
    expect(within(select).queryByRole('option', { name: 'Iran' })).toBeNull();
    expect(screen.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute('href', brand.termsUrl);
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', brand.policyUrl);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/8 to 64 characters/);
    // the rule the server adds is told before it refuses a password for it
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Not the brand, your name, .*“trader”/);
  });
});
