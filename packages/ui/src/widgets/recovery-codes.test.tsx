import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecoveryCodes } from './recovery-codes.tsx';

const texts = {
  list: 'Your recovery codes',
  copy: 'Copy codes',
  copied: 'Copied',
  download: 'Download',
  saved: 'I have saved my codes',
  done: 'Continue',
};
const codes = ['k7m2p-q9xth', 'abcde-fghjk', 'mnpqr-stuvw'];

describe('RecoveryCodes', () => {
  it('lists the codes in order and lets the person go on only once they say they saved them', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(<RecoveryCodes codes={codes} texts={texts} fileName="codes.txt" onDone={onDone} />);
    const list = screen.getByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    const done = screen.getByRole('button', { name: 'Continue' });
    expect(done).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved my codes' }));
    await user.click(done);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('copies every code, one a line, and says so', async () => {
    const user = userEvent.setup();
    render(<RecoveryCodes codes={codes} texts={texts} fileName="codes.txt" onDone={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(codes.join('\n'));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('downloads a text file with the heading and the codes', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (blobs.push(b as Blob), 'blob:x'));
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(
      <RecoveryCodes
        codes={codes}
        texts={texts}
        fileName="northwind-recovery-codes.txt"
        fileHeading="Recovery codes for Northwind"
        onDone={() => undefined}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('northwind-recovery-codes.txt');
    expect(await blobs[0]!.text()).toBe(`Recovery codes for Northwind\n\n${codes.join('\n')}\n`);
    create.mockRestore();
    revoke.mockRestore();
    click.mockRestore();
  });
});
