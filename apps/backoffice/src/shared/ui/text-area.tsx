import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import '@portal/ui/widgets/text-input.css';
import { LabelledField } from './labelled-field.tsx';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & {
  label: string;
  /** the field's error, translated; marks it invalid */
  error?: string;
  /** a line under the field that says more, read out with it */
  note?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/**
 * The console's text of several lines (a reason for the audit log, a list typed one item a line), for
 * `form.register(name)`: its label above it, its note and error under it, both read out with it.
 */
export function TextArea({ id, label, error, note, ...area }: Props) {
  const own = useId();
  const areaId = id ?? own;
  const noteId = `${areaId}-note`;
  const errorId = `${areaId}-error`;
  const describedBy = [note && noteId, error && errorId].filter(Boolean).join(' ');
  return (
    <LabelledField id={areaId} label={label}>
      <textarea
        id={areaId}
        className="field__input bo-textarea"
        aria-invalid={!!error}
        aria-describedby={describedBy || undefined}
        {...area}
      />
      {note && (
        <p id={noteId} className="bo-muted bo-note">
          {note}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </LabelledField>
  );
}
