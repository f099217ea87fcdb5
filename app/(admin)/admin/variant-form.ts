/** The experiment form has this many variant rows; rows left without a name are ignored. */
export const VARIANT_ROWS = 4;

/** Variant rows of the experiment form (`variant-<i>-name`, `-weight`, `-featureOn`). */
export function variantsFromForm(form: FormData): { name: string; weight: string; featureOn: boolean }[] {
  return Array.from({ length: VARIANT_ROWS }, (_, index) => ({
    name: String(form.get(`variant-${index}-name`) ?? "").trim(),
    weight: String(form.get(`variant-${index}-weight`) ?? "0"),
    featureOn: form.get(`variant-${index}-featureOn`) === "on",
  })).filter((variant) => variant.name !== "");
}
