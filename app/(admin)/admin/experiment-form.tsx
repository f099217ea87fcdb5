import { FEATURE_FLAG_KEYS } from "@/lib/flags/names";
import { APP_ENVIRONMENTS } from "@/lib/flags/presets";
import type { ExperimentWithVariants } from "@/lib/services/platform/experiment-admin";
import { saveExperimentAction } from "./actions";
import { VARIANT_ROWS } from "./variant-form";

/** Create or edit form; without JavaScript it posts to the server action like any form. */
export function ExperimentForm({
  experiment,
  defaultEnvironment,
}: {
  experiment?: ExperimentWithVariants;
  defaultEnvironment: string;
}) {
  const defaults = experiment?.variants ?? [
    { name: "control", weight: 50, featureOn: false },
    { name: "treatment", weight: 50, featureOn: true },
  ];
  return (
    <form
      action={saveExperimentAction}
      style={{ display: "grid", gap: "0.75rem", maxWidth: 640 }}
      data-testid="experiment-form"
    >
      <input type="hidden" name="mode" value={experiment ? "edit" : "create"} />
      <label>
        Id (lower-case, dashes)
        <input name="id" required defaultValue={experiment?.id} readOnly={Boolean(experiment)} />
      </label>
      <label>
        Environment
        <select name="environment" defaultValue={experiment?.environment ?? defaultEnvironment}>
          {APP_ENVIRONMENTS.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      <label>
        Feature flag
        <input name="feature" required list="feature-flags" defaultValue={experiment?.feature} />
        <datalist id="feature-flags">
          {FEATURE_FLAG_KEYS.map((key) => (
            <option key={key} value={key} />
          ))}
        </datalist>
      </label>
      <label>
        Target URL (the experiment applies where the path and query contain it; empty: everywhere)
        <input name="targetUrl" defaultValue={experiment?.targetUrl ?? ""} placeholder="/real-estate-agency/" />
      </label>
      <label>
        Description
        <input name="description" defaultValue={experiment?.description} maxLength={500} />
      </label>
      <fieldset>
        <legend>Variants (weights in percent, adding up to 100)</legend>
        {Array.from({ length: VARIANT_ROWS }, (_, index) => {
          const variant = defaults[index];
          return (
            <div key={index} style={{ display: "flex", gap: "0.5rem", flexWrap: "wrap" }}>
              <label>
                Name <input name={`variant-${index}-name`} defaultValue={variant?.name} />
              </label>
              <label>
                Weight{" "}
                <input
                  name={`variant-${index}-weight`}
                  type="number"
                  min={0}
                  max={100}
                  defaultValue={variant?.weight ?? 0}
                />
              </label>
              <label>
                <input name={`variant-${index}-featureOn`} type="checkbox" defaultChecked={variant?.featureOn} /> sees
                the feature
              </label>
            </div>
          );
        })}
      </fieldset>
      <button type="submit">{experiment ? "Save changes" : "Create experiment"}</button>
    </form>
  );
}
