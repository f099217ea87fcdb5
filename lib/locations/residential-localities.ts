/**
 * Which Australia Post localities are places people live. The postcode list names every delivery
 * point, and some are not neighbourhoods at all: postcodes reserved for PO boxes and large-volume
 * receivers (a bank, a government department), special ones such as 9999 (North Pole, for
 * letters to Santa), and delivery areas that are one institution (an airport, a university
 * campus, a hospital, a naval or air-force base, a parliament). The portal lists no homes there
 * and suggests none of them as places to search.
 */

/**
 * Postcode blocks Australia Post keeps for PO boxes, large-volume receivers and special uses; no
 * street of homes has one. Delivery postcodes sit in the other blocks (0800–0899 NT, 2000–2999
 * NSW and ACT, 3000–3999 VIC, 4000–4999 QLD, 5000–5799 SA, 6000–6799 WA, 7000–7799 TAS).
 */
export const NON_RESIDENTIAL_POSTCODE_BLOCKS: readonly (readonly [number, number])[] = [
  [200, 299], // ACT
  [900, 999], // NT
  [1000, 1999], // NSW
  [5800, 5999], // SA
  [6800, 6999], // WA
  [7800, 7999], // TAS
  [8000, 8999], // VIC
  [9000, 9999], // QLD, and 9999 (North Pole) for letters to Santa
];

/**
 * A locality named after the one institution it is: "Sydney Domestic Airport", "The University of
 * Sydney", "Royal Melbourne Hospital", "HMAS Kuttabul", "Laverton RAAF", "Parliament House".
 * Suburbs that only carry such a word ("Airport West", a street-named suburb) stay: "airport"
 * counts only as the last word.
 */
const INSTITUTION_NAME = /(?:^|\s)airport$|\buniversity\b|\bhospital$|^hmas\s|\braaf\b|^parliament house$/i;

/** A four-digit postcode outside the reserved blocks; anything else is not a home's postcode. */
export function isResidentialPostcode(postcode: string): boolean {
  if (!/^\d{4}$/.test(postcode)) return false;
  const code = Number(postcode);
  return !NON_RESIDENTIAL_POSTCODE_BLOCKS.some(([from, to]) => code >= from && code <= to);
}

/** Whether a locality (its name and postcode) is a place people live, so the portal may list it. */
export function isResidentialLocality(locality: { name: string; postcode: string }): boolean {
  return isResidentialPostcode(locality.postcode) && !INSTITUTION_NAME.test(locality.name.trim());
}
