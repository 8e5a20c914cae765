import { useCallback, useId, useRef, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyToClipboard } from './use-copy-to-clipboard.ts';
import { CheckIcon, CopyIcon, EyeIcon, EyeOffIcon } from './ui-icons.tsx';
import { FieldMessages, fieldMessageIds } from './field-messages.tsx';
import './text-input.css';

type TextInputProps = InputHTMLAttributes<HTMLInputElement> & {
  /** The visible label (translated). */
  label: string;
  /** A translated error under the field; marks it invalid. */
  error?: string;
  /** A translated hint under the field. */
  note?: string;
  /** Adds an icon button that copies the current value. */
  copyable?: boolean;
  ref?: Ref<HTMLInputElement>;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A labelled text field (SPEC §2 shared widgets). `className` goes on the wrapper, so callers can place the
 * whole field; every other attribute goes on the input. Works with react-hook-form's `register` (ref + events).
 */
export function TextInput({
  label,
  error,
  note,
  copyable,
  ref,
  id,
  type = 'text',
  className,
  ...inputProps
}: TextInputProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messages = fieldMessageIds(inputId, { error, note });
  const [revealed, setRevealed] = useState(false);
  const { copied, copy } = useCopyToClipboard();

  // Our own handle on the element (to copy its value) next to the caller's ref.
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  const isPassword = type === 'password';
  const describedBy = [inputProps['aria-describedby'], messages.describedBy].filter(Boolean).join(' ');
  const actions = Number(isPassword) + Number(!!copyable);

  return (
    <div className={['field', error && 'field--invalid', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__control" data-actions={actions}>
        <input
          {...inputProps}
          ref={setRefs}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          className="field__input"
          aria-invalid={error ? true : inputProps['aria-invalid']}
          aria-describedby={describedBy || undefined}
        />
        {actions > 0 && (
          <div className="field__actions">
            {isPassword && (
              <button
                type="button"
                className="field__action"
                aria-controls={inputId}
                aria-label={revealed ? t('common.hidePassword') : t('common.showPassword')}
                onClick={() => setRevealed((shown) => !shown)}
              >
                {revealed ? <EyeOffIcon /> : <EyeIcon />}
              </button>
            )}
            {copyable && (
              <button
                type="button"
                className={`field__action${copied ? ' is-copied' : ''}`}
                aria-label={copied ? t('common.copied') : t('common.copyValue', { label })}
                onClick={() => inputRef.current && void copy(inputRef.current)}
              >
                {copied ? <CheckIcon /> : <CopyIcon />}
              </button>
            )}
          </div>
        )}
      </div>
      <FieldMessages controlId={inputId} error={error} note={note} />
      {copyable && (
        // Announces the copy: the button's new name alone is not read out while it keeps focus.
        <span className="visually-hidden" role="status">
          {copied ? t('common.copied') : ''}
        </span>
      )}
    </div>
  );
}
