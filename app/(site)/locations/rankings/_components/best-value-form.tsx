import {
  BEST_VALUE_MAX_BEDROOMS,
  BEST_VALUE_MAX_KM,
  BEST_VALUE_MAX_PRICE,
  BEST_VALUE_MIN_PRICE,
  BEST_VALUE_TYPES,
  bestValueFormValues,
  bestValuePath,
  type BestValueFormValues,
} from "@/lib/locations/market-ranking-urls";
import styles from "../rankings.module.css";

/**
 * The buyer's question as a plain GET form: submitting it opens the answer's own address
 * (`…/best-value?type=houses&beds=3&max=900000&km=20`), which can be shared and is cached like any
 * other page. No script: the browser builds the URL. The fields hold the question asked
 * (`bestValueFormValues`); without one, the example question.
 */
export function BestValueForm(props: { placeSlug?: string; placeName: string; values?: BestValueFormValues }) {
  const values = props.values ?? bestValueFormValues(new URLSearchParams());
  return (
    <form
      method="get"
      action={bestValuePath(props.placeSlug)}
      className={styles.form}
      data-testid="best-value-form"
      // Uncontrolled fields keep what they show across a client-side navigation to another
      // question (a link, back and forward): a new question is a new form.
      key={new URLSearchParams(values).toString()}
    >
      <label>
        Property type
        <select name="type" defaultValue={values.type}>
          {BEST_VALUE_TYPES.map((type) => (
            <option key={type.slug} value={type.slug}>
              {type.label[0]!.toUpperCase() + type.label.slice(1)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Bedrooms
        <select name="beds" defaultValue={values.beds}>
          {Array.from({ length: BEST_VALUE_MAX_BEDROOMS }, (_, i) => i + 1).map((beds) => (
            <option key={beds} value={beds}>
              {beds === BEST_VALUE_MAX_BEDROOMS ? `${beds}+` : beds}
            </option>
          ))}
        </select>
      </label>
      <label>
        Budget (up to $)
        <input
          name="max"
          type="number"
          inputMode="numeric"
          min={BEST_VALUE_MIN_PRICE}
          max={BEST_VALUE_MAX_PRICE}
          step={1000}
          required
          defaultValue={values.max}
        />
      </label>
      <label>
        Within (km of the CBD, optional)
        <input name="km" type="number" inputMode="numeric" min={1} max={BEST_VALUE_MAX_KM} defaultValue={values.km} />
      </label>
      <button type="submit">Find suburbs in {props.placeName}</button>
    </form>
  );
}
