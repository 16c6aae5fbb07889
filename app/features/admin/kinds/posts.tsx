import {
  POST_KIND_VALUES,
  postDocumentSchema,
  type ConsolePostRow,
  type PostDocument,
  type PostOptions,
} from "#contracts/blog-documents";
import type { SignedIn } from "../../../client/api";
import { Field } from "../../../ui/field";
import { contentApi } from "../content-api";
import { itemErrors, textOrNull, texts, type TextFieldSpec, type Texts } from "../content-form";
import type { ContentKindScreens, FieldsProps } from "../content-kind";
import { changedColumn } from "../content-list";
import { Checkbox, CheckList, Select } from "../console-fields";
import { MediaPicker } from "../media-picker";
import { binder, grid, Part, slugOptions } from "./parts";
import { PostSchedulePanel } from "./post-schedule";

export interface PostForm {
  slug: string;
  kind: string;
  title: Texts;
  summary: Texts;
  body: Texts;
  seoTitle: Texts;
  seoDescription: Texts;
  author: string;
  casino: string;
  tags: string[];
  isHot: boolean;
  /** The hero image's library id. */
  hero: number | null;
}

const KIND_LABELS: Record<(typeof POST_KIND_VALUES)[number], string> = {
  news: "News",
  article: "Article",
  review: "Review",
};
const KINDS = POST_KIND_VALUES.map((value) => ({ value, label: KIND_LABELS[value] }));

const TEXTS = [
  { key: "title", label: "Title", required: true, rows: 2 },
  { key: "summary", label: "Summary", required: true, rows: 3 },
  { key: "body", label: "Text (Markdown)", required: true, rows: 14, markdown: true },
  { key: "seoTitle", label: "SEO title", required: false, rows: 1 },
  { key: "seoDescription", label: "SEO description", required: false, rows: 2 },
] as const satisfies TextFieldSpec[];

const toForm = (post: PostDocument): PostForm => ({
  ...post,
  title: texts(post.title),
  summary: texts(post.summary),
  body: texts(post.body),
  seoTitle: texts(post.seoTitle),
  seoDescription: texts(post.seoDescription),
  casino: post.casino ?? "",
});

const emptyForm = (): PostForm => ({
  slug: "",
  kind: "",
  title: texts(null),
  summary: texts(null),
  body: texts(null),
  seoTitle: texts(null),
  seoDescription: texts(null),
  author: "",
  casino: "",
  tags: [],
  isHot: false,
  hero: null,
});

const fromForm = (form: PostForm) => ({ ...form, casino: textOrNull(form.casino) });

function PostFields({ form, options, errors, edit }: FieldsProps<PostForm, PostOptions>) {
  const text = binder(form, errors, edit);
  return (
    <Part title="The post">
      <div className={grid}>
        <Field label="Address (slug)" {...text("slug")} />
        <Select label="Category" placeholder="Choose…" options={KINDS} {...text("kind")} />
        <Select label="Author" placeholder="Choose…" options={slugOptions(options.authors)} {...text("author")} />
        <Select
          label="About the casino"
          placeholder="None"
          options={slugOptions(options.casinos)}
          {...text("casino")}
        />
      </div>
      <Checkbox label="Hot news" checked={form.isHot} onChange={(on) => edit({ isHot: on })} />
      <MediaPicker label="Hero image" value={form.hero} onChange={(item) => edit({ hero: item?.id ?? null })} />
      {errors.hero ? <p className="text-sm text-red-800">{errors.hero.join("; ")}</p> : null}
      <CheckList
        legend="Tags"
        options={slugOptions(options.tags)}
        value={form.tags}
        onChange={(tags) => edit({ tags })}
        errors={itemErrors(errors, "tags", form.tags)}
      />
    </Part>
  );
}

const postOptions = (client: SignedIn, service: string) => client.api<PostOptions>("GET", `${service}/posts/options/`);

/** Blog posts (docs/decisions/0031): Markdown with a live preview, tags, SEO texts, scheduled publishing. */
export const postScreens: ContentKindScreens<PostDocument, PostForm, PostOptions, ConsolePostRow> = {
  id: "post",
  path: "posts",
  title: "Posts",
  newLabel: "New post",
  unpublish: true,
  api: contentApi("posts"),
  list: {
    searchLabel: "Title or address",
    filters: [
      { name: "kind", label: "Category", options: KINDS },
      {
        name: "author",
        label: "Author",
        load: async (client, service) => slugOptions((await postOptions(client, service)).authors),
      },
      {
        name: "scheduled",
        label: "Scheduled",
        options: [
          { value: "yes", label: "Yes" },
          { value: "no", label: "No" },
        ],
      },
    ],
    sorts: [
      { value: "updated", label: "Last changed" },
      { value: "title", label: "Title" },
      { value: "published", label: "Published" },
    ],
    name: (row) => row.title,
    columns: [
      { header: "Category", cell: (row) => KIND_LABELS[row.kind] },
      { header: "Author", cell: (row) => row.author },
      {
        header: "Scheduled",
        cell: (row) =>
          row.scheduled_at ? `${new Date(row.scheduled_at).toISOString().slice(0, 16).replace("T", " ")} UTC` : "—",
      },
      changedColumn(),
    ],
  },
  form: {
    schema: postDocumentSchema,
    options: postOptions,
    empty: emptyForm,
    toForm,
    fromForm,
    heading: (form) => form.title.en,
    texts: TEXTS,
    Fields: PostFields,
    Extra: ({ id }) => <PostSchedulePanel id={id} />,
    labels: {
      slug: "Address",
      kind: "Category",
      title: "Title",
      summary: "Summary",
      body: "Text",
      seoTitle: "SEO title",
      seoDescription: "SEO description",
      author: "Author",
      casino: "Casino",
      tags: "Tags",
      hero: "Hero image",
    },
  },
};
