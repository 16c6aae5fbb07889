// @vitest-environment happy-dom
import { act, useState } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { Field, FormMessage } from "./field";
import { useFocusOnFailure } from "./focus-on-failure";

/** A form the "server" refuses: with errors on the username, or with a message only. */
function Refused({ fieldErrors }: { fieldErrors: boolean }) {
  const focus = useFocusOnFailure();
  const [errors, setErrors] = useState<string[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <form
      ref={focus.form}
      onSubmit={(event) => {
        event.preventDefault();
        setMessage("The account could not be created.");
        if (fieldErrors) setErrors(["This username is taken."]);
        focus.failed();
      }}
    >
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      <Field label="E-mail" name="email" />
      <Field label="Username" name="username" errors={errors} />
      <button type="submit">Register</button>
    </form>
  );
}

async function submitted(fieldErrors: boolean) {
  const container = document.createElement("div");
  document.body.append(container);
  await act(async () => createRoot(container).render(<Refused fieldErrors={fieldErrors} />));
  const button = container.querySelector("button")!;
  button.focus();
  await act(async () => button.click());
  return container;
}

afterEach(() => document.body.replaceChildren());

describe("useFocusOnFailure", () => {
  it("takes the keyboard to the first field the refusal marks invalid", async () => {
    const form = await submitted(true);
    expect(document.activeElement).toBe(form.querySelector('input[name="username"]'));
  });

  it("takes it to the error message when no field is to blame", async () => {
    const form = await submitted(false);
    expect(document.activeElement).toBe(form.querySelector('[role="alert"]'));
  });

  it("leaves the focus alone until a submission fails", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => createRoot(container).render(<Refused fieldErrors />));
    expect(document.activeElement).toBe(document.body);
  });
});
