import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, type ContractField, type KycInfo, type PersonalData } from '@portal/contract';
import { selectProfile } from '../../../shared/api/common-api.ts';
import PersonalInformationScreen from './personal-information-screen.tsx';
import { envelope, on, renderScreen, server, useMockServer } from './test-kit.tsx';

useMockServer();
beforeEach(() => {
  server.use(http.get(ApiPath.disabledCountries, () => envelope(0, ['US'])));
});

const route = { path: '/dashboard/profile/personal-information', element: <PersonalInformationScreen /> };
const profile: PersonalData = {
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  phone: '+442079460958',
  dateOfBirth: '1990-04-12',
  countryOfRegistration: 'GB',
  city: 'London',
  address: '1 Main Street',
  postalCode: 'SW1A 1AA',
  isEmailVerified: true,
};

describe('personal information', () => {
  it('shows skeletons while loading, then the saved data', async () => {
    server.use(
      http.get(ApiPath.personalData, async () => {
        await delay(50);
        return envelope(0, profile);
      }),
    );
    const { container } = renderScreen(route);
    expect(screen.getByRole('heading', { name: 'Trader Personal Information' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"] .skeleton')).not.toBeNull();
    expect(await screen.findByLabelText('First name')).toHaveValue('Jane');
    expect(container.querySelector('.skeleton')).toBeNull();
    expect(screen.getByLabelText('E-mail')).toHaveValue('jane@example.com');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1990-04-12');
    expect(screen.getByLabelText('Country of residence')).toHaveValue('GB');
    expect(screen.getByLabelText('Postal code')).toHaveValue('SW1A 1AA');
  });

  it('keeps a verified identity read-only but lets the trader complete what the contract still lacks', async () => {
    on('get', ApiPath.personalData, () => envelope(0, { ...profile, dateOfBirth: null, address: null }));
    const saves = on('post', ApiPath.personalData, () => envelope(0, profile));
    const kyc = {
      ...({} as KycInfo),
      identityLocked: true,
      contractIncomplete: { result: -7, fields: ['dateOfBirth', 'address'] as ContractField[] },
    };
    renderScreen(route, { kyc });
    expect(
      await screen.findByText(
        'Your contract can be issued once your profile has these details: Date of birth and Address.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Country of residence')).toBeDisabled();
    expect(screen.getByLabelText('Country of residence')).toHaveAccessibleDescription(
      'Verified: contact support to change it',
    );
    expect(screen.getByLabelText('Date of birth')).not.toHaveAttribute('readonly');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Date of birth'), '1990-04-12');
    await user.type(screen.getByLabelText('Address'), '1 Main Street');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ firstName: 'Jane', dateOfBirth: '1990-04-12', address: '1 Main Street' });
  });

  it('shows the fields a -7 reply names under those fields', async () => {
    on('get', ApiPath.personalData, () => envelope(0, profile));
    on('post', ApiPath.personalData, () =>
      envelope(-7, { fields: { lastName: 'validation.latinAndHyphens', dateOfBirth: 'validation.dateOfBirth' } }),
    );
    renderScreen(route);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some of your personal data is not valid.');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Latin letters and hyphens only');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'Enter a valid date of birth (YYYY-MM-DD)',
    );
    expect(screen.getByLabelText('Last name')).toHaveFocus();
  });

  it('says why a well-formed date of birth is refused: in the future, or too young', async () => {
    on('get', ApiPath.personalData, () => envelope(0, { ...profile, dateOfBirth: null }));
    const saves = on('post', ApiPath.personalData, () => envelope(0, profile));
    renderScreen(route);
    const user = userEvent.setup();
    const born = await screen.findByLabelText('Date of birth');
    const tenYearsAgo = `${new Date().getUTCFullYear() - 10}-01-01`;
    for (const [date, why] of [
      ['2035-06-01', 'The date of birth cannot be in the future'],
      [tenYearsAgo, 'You must be at least 18 years old'],
    ] as const) {
      await user.clear(born);
      await user.type(born, date);
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await vi.waitFor(() => expect(born).toHaveAccessibleDescription(why));
    }
    expect(saves).toEqual([]);
  });

  it('saves, confirms with a positive notification and reloads the profile', async () => {
    const loads = on(
      'get',
      ApiPath.personalData,
      () => envelope(0, profile),
      () => envelope(0, { ...profile, city: 'Manchester', phone: null }),
    );
    const saves = on('post', ApiPath.personalData, () => envelope(0, profile));
    const { store } = renderScreen(route);
    const user = userEvent.setup();
    const city = await screen.findByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Manchester');
    await user.clear(screen.getByLabelText('Phone number'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect
      .poll(() => store.getState().notification)
      .toMatchObject({
        isShow: true,
        message: 'profile.saved',
        variant: 'positive',
      });
    expect(saves).toEqual([
      {
        firstName: 'Jane',
        lastName: 'Doe',
        phone: null,
        dateOfBirth: '1990-04-12',
        countryOfRegistration: 'GB',
        city: 'Manchester',
        address: '1 Main Street',
        postalCode: 'SW1A 1AA',
      },
    ]);
    await expect.poll(() => loads.length).toBe(2);
    await expect.poll(() => selectProfile(store.getState())?.city).toBe('Manchester');
    expect(screen.getByLabelText('City')).toHaveValue('Manchester');
  });

  it('checks the fields with the contract rules before saving', async () => {
    on('get', ApiPath.personalData, () => envelope(0, profile));
    const saves = on('post', ApiPath.personalData, () => envelope(0, profile));
    renderScreen(route);
    const user = userEvent.setup();
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(screen.getByLabelText('Phone number'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Mandatory field')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(/Enter a valid phone number/);
    expect(saves).toEqual([]);
  });

  it('shows the country restriction (-11) at the country', async () => {
    on('get', ApiPath.personalData, () => envelope(0, profile));
    on('post', ApiPath.personalData, () => envelope(-11));
    renderScreen(route);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This service is not available in your country.');
    expect(screen.getByLabelText('Country of residence')).toHaveAccessibleDescription(
      'This service is not available in your country.',
    );
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    on(
      'get',
      ApiPath.personalData,
      () => envelope(-8),
      () => envelope(0, profile),
    );
    renderScreen(route);
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Jane');
  });
});
