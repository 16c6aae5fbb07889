import { LIST_MAX } from "#contracts/casino-document";
import type { CasinoForm } from "./casino-form";
import type { FormErrors } from "./content-form";
import { MediaGalleryPicker } from "./media-gallery-picker";
import { MediaPicker } from "./media-picker";

/** The casino's logo and screenshots, chosen from the media library (docs/decisions/0038). */
export function CasinoImages({
  form,
  errors,
  edit,
}: {
  form: CasinoForm;
  errors: FormErrors;
  edit(patch: Partial<CasinoForm>): void;
}) {
  return (
    <>
      <MediaPicker label="Logo" value={form.logo} onChange={(item) => edit({ logo: item?.id ?? null })} />
      {errors.logo ? <p className="text-sm text-red-800">{errors.logo.join("; ")}</p> : null}
      <MediaGalleryPicker
        label="Screenshots"
        itemLabel="Screenshot"
        value={form.screenshots}
        max={LIST_MAX.screenshots}
        errorsOf={(index) => errors[`screenshots.${index}`] ?? []}
        onChange={(screenshots) => edit({ screenshots })}
      />
      {errors.screenshots ? <p className="text-sm text-red-800">{errors.screenshots.join("; ")}</p> : null}
    </>
  );
}
