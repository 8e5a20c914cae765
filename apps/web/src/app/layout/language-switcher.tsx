import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../features/locales/locales-slice.ts';
import { useDismiss } from '../../shared/hooks/use-dismiss.ts';
import { ImageWithFallback } from '@portal/ui/widgets/image-with-fallback.tsx';
import { useAppDispatch, useAppSelector } from '../../shared/store/store-hooks.ts';
import { ChevronIcon } from '@portal/ui/widgets/ui-icons.tsx';
import './language-switcher.css';

// A neutral flag for a language whose flag image is missing.
const FLAG_FALLBACK =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 14"><rect width="20" height="14" rx="2" fill="#c9ced8"/></svg>',
  );

function Flag({ code }: { code: string }) {
  return (
    <ImageWithFallback
      className="language-switcher__flag"
      src={`/dashboard/img/flags/${code}.svg`}
      fallbackSrc={FLAG_FALLBACK}
      alt=""
      width={20}
      height={14}
    />
  );
}

/** SPEC §2 language switcher: only with two or more languages; a listbox operable by mouse and keyboard. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const languages = useAppSelector((s) => s.locales.languages);
  const active = useAppSelector((s) => s.locales.active);
  const codes = Object.keys(languages);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();

  const close = useCallback((reason: 'outside' | 'escape' | 'select') => {
    setOpen(false);
    if (reason !== 'outside') buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, close);
  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);

  if (codes.length < 2) return null;

  const show = (index = Math.max(0, codes.indexOf(active))) => {
    setHighlighted(index);
    setOpen(true);
  };
  const select = (code: string) => {
    close('select');
    if (code !== active) void dispatch(changeLanguage(code));
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show();
    }
  };
  const onListKeyDown = (event: KeyboardEvent) => {
    const last = codes.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: highlighted === last ? 0 : highlighted + 1,
      ArrowUp: highlighted === 0 ? last : highlighted - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setHighlighted(moves[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(codes[highlighted]!);
    } else if (event.key === 'Escape') {
      // Handled here so that an enclosing menu (the narrow header) stays open.
      event.stopPropagation();
      close('escape');
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="language-switcher" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="language-switcher__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onButtonKeyDown}
        aria-label={`${t('language.switcher')}: ${languages[active] ?? active} (${active.toUpperCase()})`}
      >
        <Flag code={active} />
        <span className="language-switcher__code">{active.toUpperCase()}</span>
        <ChevronIcon className="language-switcher__chevron" />
      </button>
      {open && (
        <ul
          ref={listRef}
          id={`${id}-list`}
          className="language-switcher__list"
          role="listbox"
          tabIndex={-1}
          aria-label={t('language.choose')}
          aria-activedescendant={`${id}-${codes[highlighted]}`}
          onKeyDown={onListKeyDown}
        >
          {codes.map((code, index) => (
            <li
              key={code}
              id={`${id}-${code}`}
              role="option"
              aria-selected={code === active}
              className={`language-switcher__option${index === highlighted ? ' is-highlighted' : ''}`}
              onClick={() => select(code)}
              onMouseEnter={() => setHighlighted(index)}
            >
              <Flag code={code} />
              <span className="language-switcher__label">{languages[code]}</span>
              <span className="language-switcher__option-code">{code.toUpperCase()}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
