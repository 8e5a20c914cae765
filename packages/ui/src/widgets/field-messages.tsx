import './field-messages.css';

/** The ids a field's error and note take: its control's `aria-describedby` names them (the error first). */
export function fieldMessageIds(controlId: string, { error, note }: { error?: string; note?: string }) {
  const errorId = `${controlId}-error`;
  const noteId = `${controlId}-note`;
  return { errorId, noteId, describedBy: [error && errorId, note && noteId].filter(Boolean).join(' ') || undefined };
}

/** A field's translated error and hint under its control, each with the id `fieldMessageIds` gives it. */
export function FieldMessages({ controlId, error, note }: { controlId: string; error?: string; note?: string }) {
  const { errorId, noteId } = fieldMessageIds(controlId, {});
  return (
    <>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      {note && (
        <p id={noteId} className="field__note">
          {note}
        </p>
      )}
    </>
  );
}
