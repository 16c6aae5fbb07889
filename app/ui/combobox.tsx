import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "./i18n";

export interface ComboboxOption {
  value: string;
  label: string;
}

type Search = (text: string, signal: AbortSignal) => Promise<ComboboxOption[]>;
type Status = "short" | "loading" | "done" | "failed";

/**
 * A text box that suggests values from the server as the visitor types (the ARIA combobox pattern with a
 * list box): the server is asked once `minChars` characters are typed and the typing has paused for
 * `delay` ms, the older request aborted. Down and Up move through the suggestions, Enter picks the one
 * marked (or the only one), Escape closes the list and then clears the box; a status line says how many
 * were found. Typing a suggestion's name in full picks it too. `onChange` gets the picked option, or null
 * once the text no longer names one.
 */
export function Combobox({
  label,
  search,
  onChange,
  errors = [],
  minChars = 2,
  delay = 250,
}: {
  label: string;
  search: Search;
  onChange: (option: ComboboxOption | null) => void;
  errors?: string[];
  minChars?: number;
  delay?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const [text, setText] = useState("");
  const [options, setOptions] = useState<ComboboxOption[]>([]);
  const [status, setStatus] = useState<Status>("short");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [picked, setPicked] = useState<ComboboxOption | null>(null);
  // The latest search and onChange, and the picked option, so that the typing effect reacts to the text only.
  const latest = useRef({ search, onChange, picked });
  latest.current = { search, onChange, picked };

  const pick = (option: ComboboxOption | null) => {
    setPicked(option);
    latest.current.onChange(option);
  };

  useEffect(() => {
    const wanted = text.trim();
    // The text of a picked option (chosen from the list) needs no search.
    if (latest.current.picked?.label === text) return;
    if (wanted.length < minChars) {
      setOptions([]);
      setOpen(false);
      setStatus("short");
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus("loading");
      latest.current.search(wanted, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setOptions(found);
          setActive(-1);
          setOpen(found.length > 0);
          setStatus("done");
          const named = found.filter((option) => option.label.toLowerCase() === wanted.toLowerCase());
          if (named.length === 1) {
            setPicked(named[0]!);
            latest.current.onChange(named[0]!);
          }
        },
        () => {
          if (!controller.signal.aborted) setStatus("failed");
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, minChars, delay]);

  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: "nearest" });
  }, [id, active]);

  const type = (value: string) => {
    setText(value);
    if (picked && value !== picked.label) pick(null);
  };

  const choose = (option: ComboboxOption) => {
    pick(option);
    setText(option.label);
    setOptions([option]);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (count === 0) return;
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setOpen(true);
        setActive((current) => (open ? (current + step + count) % count : step === 1 ? 0 : count - 1));
        return;
      }
      case "Enter": {
        if (!open) return;
        const chosen = active >= 0 ? options[active] : count === 1 ? options[0] : undefined;
        if (!chosen) return;
        event.preventDefault();
        choose(chosen);
        return;
      }
      case "Escape":
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          type("");
        }
        return;
    }
  };

  const statusText =
    picked && text === picked.label
      ? ""
      : status === "short"
        ? t("ui.comboMinChars", { count: minChars })
        : status === "loading"
          ? t("ui.comboSearching")
          : status === "failed"
            ? t("ui.comboFailed")
            : options.length === 0
              ? t("ui.comboNone")
              : t("ui.comboFound", { count: options.length });
  const described = [`${id}-status`, errors.length > 0 ? `${id}-errors` : null].filter(Boolean).join(" ");

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={described}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(options.length > 0 && !(picked && text === picked.label))}
        onBlur={() => setOpen(false)}
        className="rounded-lg border border-slate-400 bg-white px-3 py-2 aria-invalid:border-red-700"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        // Keeps the focus in the box (a click on an option or the scroll bar), so the list stays open until picked.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg"
      >
        {options.map((option, i) => (
          <li
            key={option.value}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            onClick={() => choose(option)}
            className={`cursor-pointer px-3 py-2 ${i === active ? "bg-brand-50 text-brand-900" : "hover:bg-slate-50"}`}
          >
            {option.label}
          </li>
        ))}
      </ul>
      <p id={`${id}-status`} role="status" className="min-h-5 text-sm text-slate-700">
        {statusText}
      </p>
      {errors.length > 0 ? (
        <ul id={`${id}-errors`} className="text-sm text-red-800">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
