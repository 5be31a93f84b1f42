/**
 * A date the calendar does not have (02/30/2026) is refused with a message. The editor's date fields are the
 * browser's date inputs: for an impossible day they report no value at all (`validity.badInput`), so the editor
 * would either call a required date "required" or, for an optional one, drop it without a word. This watches those
 * inputs: it says under the field what is wrong, and holds the save (button or Ctrl/⌘+S) until it is fixed. The
 * build refuses the same date in a file (src/schemas/common.ts, isoDate).
 */
const impossibleDateMessage = 'This is not a day of the calendar (like 30 February): check the day and the month.';

const noteClass = 'pm-date-note';

const dateInputs = () => [...document.querySelectorAll<HTMLInputElement>('input[type="date"]')];

/** Shows or clears the message of one date input; true when its date is impossible. */
function check(input: HTMLInputElement): boolean {
  const bad = input.validity.badInput;
  const row = input.parentElement ?? input;
  let note = row.nextElementSibling?.classList.contains(noteClass) ? (row.nextElementSibling as HTMLElement) : null;
  if (bad && !note) {
    note = document.createElement('p');
    note.className = noteClass;
    note.id = `pm-date-note-${Math.random().toString(36).slice(2)}`;
    note.setAttribute('role', 'alert');
    note.textContent = impossibleDateMessage;
    note.style.cssText =
      'margin:4px 0 0;color:var(--sui-error-foreground-color,#b00020);font-size:var(--sui-font-size-small,13px)';
    row.after(note);
    input.setAttribute('aria-describedby', note.id);
    input.setAttribute('aria-invalid', 'true');
  } else if (!bad && note) {
    note.remove();
    input.removeAttribute('aria-describedby');
    input.removeAttribute('aria-invalid');
  }
  return bad;
}

const isDate = (t: EventTarget | null): t is HTMLInputElement => t instanceof HTMLInputElement && t.type === 'date';

/** Refuses a save while a date is impossible: the first such field gets the focus, each says why. */
function holdSave(event: Event) {
  const bad = dateInputs().filter(check);
  if (!bad.length) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  bad[0]!.focus();
}

export function guardDates() {
  for (const type of ['input', 'change', 'focusout'])
    document.addEventListener(type, (e) => void (isDate(e.target) && check(e.target)), true);
  document.addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element | null)?.closest?.('button');
      if (button && /^(Save|Save Draft|Publish)/.test(button.dataset.label ?? button.textContent?.trim() ?? ''))
        holdSave(e);
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (e) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') holdSave(e);
    },
    true,
  );
}
