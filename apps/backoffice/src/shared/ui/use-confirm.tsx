import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * What a screen asks to confirm: the texts under one key (`<key>Title`, filled with `values`; `<key>Text`; the
 * button says `<key>` unless `label` names another key) and the action. A failure the action throws shows in the
 * dialog, which stays open; an action told by a toast (useToastAction) never throws, so its dialog always closes.
 * `danger`: the action takes something away, and its button says so.
 */
export type Confirmation = {
  texts: string;
  label?: string;
  values?: Record<string, string>;
  danger?: boolean;
  run(): Promise<unknown>;
};

/** "Are you sure?" kept for a screen: `ask` opens the dialog (render `dialog`), which closes once the action is done. */
export function useConfirm() {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<Confirmation | null>(null);
  const dialog = asked && (
    <ConfirmDialog
      title={t(`${asked.texts}Title`, asked.values)}
      text={t(`${asked.texts}Text`)}
      confirmLabel={t(asked.label ?? asked.texts)}
      danger={asked.danger}
      onConfirm={async () => {
        await asked.run();
        setAsked(null);
      }}
      onClose={() => setAsked(null)}
    />
  );
  return { ask: setAsked, dialog };
}
