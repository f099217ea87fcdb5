import type { SearchFilter } from "@/lib/search/filter";
import { isForthcoming } from "@/lib/search/filter";
import { priceSteps, type PriceStep } from "@/lib/search/price-steps";
import { formatNumber } from "@/lib/format/numbers";
import { defaultSortOrder, sortOrdersFor } from "@/lib/search/sort";
import { FEATURE_GROUPS, featureLabel, type FeatureGroup } from "@/lib/listings/features";
import { PROPERTY_TYPES, propertyTypeByApiName } from "@/lib/listings/property-types";
import type { ResultsView } from "@/lib/search/results-view";
import { AddLocation } from "./add-location";
import { PlaceChips } from "./place-chips";
import { SearchFormClient } from "./search-form-client";
import { SORT_LABELS } from "./sort-labels";
import styles from "./search-form.module.css";

const LAND_STEPS = [200, 300, 400, 500, 600, 800, 1000, 2000, 4000, 10000, 40000];
const MIN_COUNTS = [1, 2, 3, 4];
const GROUP_NAMES: Record<FeatureGroup, string> = {
  amenity: "Lifestyle",
  indoor: "Indoor",
  outdoor: "Outdoor",
  eco: "Eco-friendly",
};

/**
 * Every filter of the search, as a form whose fields are the search URL's own parameters,
 * pre-filled from the current search. Rendered on the server, so it is there (and usable) before
 * any JavaScript; the client half only makes changes apply at once.
 */
export function SearchForm({ filter, view }: { filter: SearchFilter; view: ResultsView }) {
  const sort = filter.sortBy ?? defaultSortOrder(filter.searchMode, filter.context);
  const steps = priceSteps(filter.searchMode);
  const perWeek = filter.searchMode === "Rent" || filter.searchMode === "Leased";
  const locations = filter.locationSearchContext.searchLocations;
  const selectedTypes = new Set(filter.propertyTypes);
  const beds = new Set(filter.bedrooms.only);
  const features = new Set<string>(filter.propertyFeatures);
  return (
    <SearchFormClient className={styles.form}>
      <input type="hidden" name="mode" value={filter.searchMode} />
      {view === "map" && <input type="hidden" name="view" value="map" />}
      {filter.office && <input type="hidden" name="office" value={filter.office.slug} />}

      <div className={styles.bar}>
        <PlaceChips locations={locations} />
        <AddLocation />
        <label className={styles.sort}>
          <span>Sort</span>
          <select name="sort" defaultValue={sort} data-testid="sort-select">
            {sortOrdersFor(filter.searchMode).map((order) => (
              <option key={order} value={order}>
                {SORT_LABELS[order]}
              </option>
            ))}
          </select>
        </label>
      </div>

      <details className={styles.panel}>
        <summary className={styles.summary} data-testid="filters-toggle">
          Filters{activeFilterCount(filter) > 0 ? ` (${activeFilterCount(filter)})` : ""}
        </summary>
        <div className={styles.grid}>
          <fieldset className={styles.fieldset}>
            <legend>Property type</legend>
            <div className={styles.options}>
              {PROPERTY_TYPES.filter((t) => t.slug && t.apiName).map((type) => (
                <label key={type.id} className={styles.option}>
                  <input
                    type="checkbox"
                    name="propertytype"
                    value={type.slug!}
                    defaultChecked={selectedTypes.has(type.apiName!)}
                  />
                  {type.name}
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend>Price{perWeek ? " per week" : ""}</legend>
            <div className={styles.row}>
              <PriceSelect
                name="priceminimum"
                label="Minimum price"
                any="Any minimum"
                steps={steps}
                value={filter.price.min}
              />
              <PriceSelect
                name="pricemaximum"
                label="Maximum price"
                any="Any maximum"
                steps={steps}
                value={filter.price.max}
              />
            </div>
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend>Bedrooms</legend>
            <div className={styles.toggles}>
              <label className={styles.toggle}>
                <input type="checkbox" name="studios" value="true" defaultChecked={beds.has(0)} />
                <span>Studio</span>
              </label>
              {[1, 2, 3, 4].map((n) => (
                <label key={n} className={styles.toggle}>
                  <input
                    type="checkbox"
                    name="bedrooms"
                    value={String(n)}
                    defaultChecked={beds.has(n)}
                    data-testid={`bedrooms-${n}`}
                  />
                  <span>{n}</span>
                </label>
              ))}
              <label className={styles.toggle}>
                <input
                  type="checkbox"
                  name="bedrooms"
                  value="5-plus"
                  defaultChecked={filter.bedrooms.min === 5}
                  data-testid="bedrooms-5"
                />
                <span>5+</span>
              </label>
            </div>
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend>Rooms and parking</legend>
            <div className={styles.row}>
              <CountSelect name="bathrooms" label="Bathrooms" value={filter.bathrooms.min} />
              <CountSelect name="carspaces" label="Car spaces" value={filter.carSpaces.min} />
            </div>
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend>Land size</legend>
            <div className={styles.row}>
              <AreaSelect name="land-min" label="Minimum land size" value={filter.landSize.min} any="Any minimum" />
              <AreaSelect name="land-max" label="Maximum land size" value={filter.landSize.max} any="Any maximum" />
            </div>
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend>Open homes and auctions</legend>
            <label className={styles.option}>
              <input type="checkbox" name="inspections" value="" defaultChecked={isForthcoming(filter.inspection)} />
              Open for inspection
            </label>
            <label className={styles.option}>
              <input type="checkbox" name="auctions" value="" defaultChecked={isForthcoming(filter.auction)} />
              Upcoming auctions
            </label>
            <label className={styles.option}>
              <input type="checkbox" name="isUnderOffer" value="false" defaultChecked={filter.isUnderOffer === false} />
              Hide properties under offer
            </label>
          </fieldset>

          {locations.length > 0 && (
            <fieldset className={styles.fieldset}>
              <legend>Nearby</legend>
              <input type="hidden" name="surrounding-choice" value="shown" />
              <label className={styles.option}>
                <input
                  type="checkbox"
                  name="include-surrounding"
                  value="true"
                  defaultChecked={filter.locationSearchContext.includeSurroundingSuburbs}
                  data-testid="include-surrounding"
                />
                Include surrounding suburbs
              </label>
            </fieldset>
          )}

          {(Object.keys(FEATURE_GROUPS) as FeatureGroup[]).map((group) => (
            <fieldset key={group} className={styles.fieldset}>
              <legend>{GROUP_NAMES[group]}</legend>
              <div className={styles.options}>
                {FEATURE_GROUPS[group].map((feature) => (
                  <label key={feature} className={styles.option}>
                    <input
                      type="checkbox"
                      name="features"
                      value={feature.toLowerCase()}
                      defaultChecked={features.has(feature)}
                    />
                    {featureLabel(feature)}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        <button type="submit" className={styles.apply}>
          Update results
        </button>
      </details>
      {filter.propertyTypes.length > 0 && (
        <p className={styles.visuallyHidden}>
          Showing {filter.propertyTypes.map((t) => propertyTypeByApiName(t)?.plural ?? t).join(", ")}
        </p>
      )}
    </SearchFormClient>
  );
}

/** How many refinements are on, for the "Filters (3)" button. */
function activeFilterCount(filter: SearchFilter): number {
  return (
    [
      filter.propertyTypes.length > 0,
      filter.price.min !== undefined || filter.price.max !== undefined,
      filter.bedrooms.only.length > 0 || filter.bedrooms.min !== undefined,
      filter.bathrooms.min !== undefined,
      filter.carSpaces.min !== undefined,
      filter.landSize.min !== undefined || filter.landSize.max !== undefined,
      filter.inspection !== undefined,
      filter.auction !== undefined,
      filter.isUnderOffer === false,
      !filter.locationSearchContext.includeSurroundingSuburbs,
    ].filter(Boolean).length + filter.propertyFeatures.length
  );
}

function PriceSelect(props: {
  name: string;
  label: string;
  any: string;
  steps: readonly PriceStep[];
  value: number | undefined;
}) {
  return (
    <label>
      <span className={styles.visuallyHidden}>{props.label}</span>
      <select
        name={props.name}
        defaultValue={props.value?.toString() ?? ""}
        data-testid={props.name === "priceminimum" ? "price-min" : "price-max"}
      >
        <option value="">{props.any}</option>
        {props.steps.flatMap((step) =>
          step.value !== null && step.value > 0
            ? [
                <option key={step.value} value={String(step.value)}>
                  {step.label}
                </option>,
              ]
            : [],
        )}
      </select>
    </label>
  );
}

function CountSelect({ name, label, value }: { name: string; label: string; value: number | undefined }) {
  return (
    <label className={styles.stacked}>
      <span>{label}</span>
      <select name={name} defaultValue={value ? `${value}-plus` : ""}>
        <option value="">Any</option>
        {MIN_COUNTS.map((n) => (
          <option key={n} value={`${n}-plus`}>
            {n}+
          </option>
        ))}
      </select>
    </label>
  );
}

function AreaSelect({
  name,
  label,
  value,
  any,
}: {
  name: string;
  label: string;
  value: number | undefined;
  any: string;
}) {
  return (
    <label>
      <span className={styles.visuallyHidden}>{label}</span>
      <select name={name} defaultValue={value?.toString() ?? ""}>
        <option value="">{any}</option>
        {LAND_STEPS.map((m2) => (
          <option key={m2} value={String(m2)}>
            {m2 >= 10000 ? `${m2 / 10000} ha` : `${formatNumber(m2)} m²`}
          </option>
        ))}
      </select>
    </label>
  );
}
