import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** A field emptied and given a new value, as an operator types it. */
export async function retype(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
}

/** The editor's "Save changes", pressed. */
export const saveChanges = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save changes' }));

/** Saves straight away (no confirming dialog) and answers the one body the save sent. */
export async function savedBody<T>(user: UserEvent, sent: readonly T[]): Promise<T> {
  await saveChanges(user);
  await waitFor(() => expect(sent).toHaveLength(1));
  return sent[0]!;
}
