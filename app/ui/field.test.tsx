// @vitest-environment happy-dom
import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "./field";

function Form({ seen }: { seen: string[] }) {
  const [email, setEmail] = useState("");
  seen.push(email);
  return <Field label="E-mail" name="email" value={email} onChange={(event) => setEmail(event.target.value)} />;
}

describe("Field", () => {
  it("keeps a text typed before the page's code ran: the state takes it, the field is not reset", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Form seen={[]} />);
    document.body.append(container);
    const input = container.querySelector("input")!;
    input.value = "early@example.com";
    const seen: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Form seen={seen} />);
    });
    expect(seen.at(-1)).toBe("early@example.com");
    expect(input.value).toBe("early@example.com");
  });

  it("leaves a field the visitor has not touched alone", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Form seen={[]} />);
    const seen: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Form seen={seen} />);
    });
    expect(seen).toEqual([""]);
  });
});
