import { useId, useRef, useState, type KeyboardEvent } from "react";
import type { CasinoChoice } from "#contracts/console-users";
import { casinoChoices } from "./console-api";
import { useConsole } from "./console-context";

/**
 * A casino found by typing part of its name (the ARIA combobox pattern with a list box): the arrow keys
 * move through the matches, Enter or a click picks one, Escape closes the list. Typing again clears the
 * pick until a new one is made. `value` is where it starts: give it a new `key` to start again.
 */
export function CasinoPicker({
  label,
  section,
  value,
  onChange,
}: {
  label: string;
  /** Whose casino search to use: the section's own permission covers it. */
  section: "users" | "complaints";
  value: CasinoChoice | null;
  onChange(casino: CasinoChoice | null): void;
}) {
  const { client, service } = useConsole();
  const id = useId();
  const [text, setText] = useState(value?.name ?? "");
  const [options, setOptions] = useState<CasinoChoice[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const asked = useRef(0);

  async function search(typed: string) {
    setText(typed);
    if (value) onChange(null);
    const ask = ++asked.current;
    try {
      const { items } = await casinoChoices(client, service, section, typed);
      if (ask !== asked.current) return;
      setOptions(items);
      setActive(-1);
      setOpen(true);
    } catch {
      if (ask === asked.current) setOptions([]);
    }
  }

  function pick(casino: CasinoChoice) {
    onChange(casino);
    setText(casino.name);
    setOpen(false);
  }

  function keys(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return void search(text);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((at) => (options.length ? (at + step + options.length) % options.length : -1));
    } else if (event.key === "Enter" && open && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  }

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className="relative flex flex-col gap-1 text-sm font-medium">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={text}
        onChange={(event) => void search(event.target.value)}
        onKeyDown={keys}
        onBlur={() => setOpen(false)}
        className="rounded border border-slate-400 bg-white px-2 py-1 font-normal"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label}: matches`}
        hidden={!open || options.length === 0}
        className="absolute top-full z-10 mt-1 max-h-60 w-full overflow-y-auto rounded border border-slate-400 bg-white font-normal shadow"
      >
        {options.map((casino, index) => (
          <li
            key={casino.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              pick(casino);
            }}
            className={`cursor-pointer px-2 py-1 ${index === active ? "bg-brand-700 text-white" : ""}`}
          >
            {casino.name}
          </li>
        ))}
      </ul>
      {open && options.length === 0 ? <p role="status">No casino matches.</p> : null}
    </div>
  );
}
