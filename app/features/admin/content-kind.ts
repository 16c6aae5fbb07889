import type { ComponentType } from "react";
import type { z } from "zod";
import type { ContentState } from "#contracts/content";
import type { SignedIn } from "../../client/api";
import type { ContentApi } from "./content-api";
import type { FormErrors, TextFieldSpec } from "./content-form";
import type { Column } from "./paged-table";

/**
 * A content kind's console screens as a descriptor (issue 17; docs/decisions/0035): its list (filters, sorts,
 * columns, its own bulk actions), its form (the document's schema, how the form's state maps to and from the
 * document, the facts' fields, the localised fields), and its API path. The generic screens (./content-list.tsx,
 * ./content-editor.tsx, ./content-history.tsx, ./content-translations.tsx) do the rest; a kind is this
 * descriptor and its section in ./console-paths.ts and ./console-screens.tsx.
 */

export interface Option {
  value: string;
  label: string;
}

/** A list filter: a choice among options, given or read from the server once. */
export interface ListFilter {
  name: string;
  label: string;
  options?: Option[];
  load?(client: SignedIn, service: string): Promise<Option[]>;
}

/** A kind's own bulk action beside publish and unpublish (bonuses: expire); `done` words the outcome. */
export interface BulkActionSpec {
  action: string;
  label: string;
  done: string;
}

/** What every row of a kind's console list has. */
export interface ContentRow {
  id: number;
  status: "draft" | "published" | "unpublished";
  pending: boolean;
}

export interface ListSpec<R extends ContentRow> {
  searchLabel: string;
  filters: ListFilter[];
  sorts?: Option[];
  /** The row's name, linked to its form. */
  name(row: R): string;
  /** The columns after the name and status. */
  columns: Column<R>[];
  bulk?: BulkActionSpec[];
}

/** What the facts part of a form gets: the form, the reference lists, errors by path, and a way to change it. */
export interface FieldsProps<F, O> {
  form: F;
  options: O;
  errors: FormErrors;
  edit(patch: Partial<F>): void;
  /** The item is stored already (some facts, a page's slug, are fixed then). */
  stored: boolean;
}

export interface FormSpec<D, F, O> {
  schema: z.ZodType;
  options(client: SignedIn, service: string): Promise<O>;
  empty(): F;
  toForm(document: D): F;
  /** The document the form stands for, as the server takes it (the same schema checks it on both sides). */
  fromForm(form: F): unknown;
  /** Field labels by document path head, for the error summary. */
  labels: Record<string, string>;
  /** The page's heading for a stored item. */
  heading(form: F): string;
  texts: readonly TextFieldSpec[];
  Fields: ComponentType<FieldsProps<F, O>>;
  /** Beside the form (casinos: the safety index). */
  Aside?: ComponentType<{ form: F; id: number | null }>;
  /** Below the form's actions, for a stored item (posts: the schedule). */
  Extra?: ComponentType<{ id: number; state: ContentState<D> }>;
}

export interface ContentKindScreens<D, F, O, R extends ContentRow> {
  /** Singular, for test ids (see testIdOf) and messages ("casino", "slot theme"). */
  id: string;
  /** Its path under /admin and in the console API ("casinos"). */
  path: string;
  /** The list's heading and the menu's entry ("Casinos"). */
  title: string;
  /** "New casino"; null when items are not created in the console (information pages). */
  newLabel: string | null;
  /** Whether an item can be taken off the site (pages cannot). */
  unpublish: boolean;
  api: ContentApi<D, R>;
  list: ListSpec<R>;
  form: FormSpec<D, F, O>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of kinds of every document type
export type AnyKindScreens = ContentKindScreens<any, any, any, any>;

/** A kind's name in its screens' test ids: "slot theme" → "slot-theme" (`slot-theme-table`, `slot-theme-status`). */
export const testIdOf = (kind: { id: string }) => kind.id.replaceAll(" ", "-");
