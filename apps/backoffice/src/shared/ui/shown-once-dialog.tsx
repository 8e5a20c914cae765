import { Dialog } from '@portal/ui/widgets/dialog.tsx';
import { TextInput } from '@portal/ui/widgets/text-input.tsx';

type Props = { title: string; text: string; label: string; value: string; doneLabel: string; onClose(): void };

/** A secret the server hands out once (a new API key, a one-time password): shown read-only to copy, then gone. */
export function ShownOnceDialog({ title, text, label, value, doneLabel, onClose }: Props) {
  return (
    <Dialog
      title={title}
      subtitle={text}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {doneLabel}
        </button>
      }
    >
      <TextInput label={label} value={value} readOnly copyable />
    </Dialog>
  );
}
