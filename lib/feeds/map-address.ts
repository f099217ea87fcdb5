import { ADDRESS_ON_REQUEST } from "@/lib/listings/hidden-address";
import { STATES, type StateCode } from "@/lib/locations/states";
import type { FeedListing } from "./feed-listing";
import { parseFlag } from "./flags";
import type { ProblemList } from "./problems";
import { displayCase, singleLine } from "./text";
import { attributeOf, childOf, type XmlElement } from "./xml-element";

type FeedAddress = NonNullable<FeedListing["address"]>;

/** "vic", "Vic.", "Victoria" → VIC. */
export function stateCodeOf(text: string): StateCode | null {
  const word = text.trim().replace(/\.$/, "").toLowerCase();
  const state = STATES.find((s) => s.code.toLowerCase() === word || s.name.toLowerCase() === word);
  return state ? state.code : null;
}

/** Four digits; a Northern Territory postcode written "800" is 0800. */
export function postcodeOf(text: string): string | null {
  const digits = text.trim();
  if (/^\d{4}$/.test(digits)) return digits;
  if (/^\d{3}$/.test(digits)) return `0${digits}`;
  return null;
}

function part(address: XmlElement, name: string): string | null {
  const element = childOf(address, name);
  return element ? singleLine(element.text) : null;
}

/** "2/39 Main Road", "Lot 12 Main Road", "39 Main Road"; null without a street. */
function streetLineOf(a: Pick<FeedAddress, "subNumber" | "lotNumber" | "streetNumber" | "street">): string | null {
  if (!a.street) return null;
  const number = a.streetNumber ? (a.subNumber ? `${a.subNumber}/${a.streetNumber}` : a.streetNumber) : null;
  if (number) return `${number} ${a.street}`;
  return a.lotNumber ? `Lot ${a.lotNumber} ${a.street}` : a.street;
}

/**
 * The `address` element. Suburb, state and postcode are required for an address to be used at
 * all (matching it to our localities needs all three); without them the address is left absent
 * and each missing part is a problem. `display="no"` hides the street: the home still sits in its
 * suburb, but pages print 'Address available on request'.
 */
export function mapAddress(address: XmlElement, problems: ProblemList): FeedAddress | undefined {
  const display = attributeOf(address, "display");
  const hidden = display !== undefined && parseFlag(display) === false;
  const suburbText = part(address, "suburb");
  const stateText = part(address, "state");
  const postcodeText = part(address, "postcode");

  let usable = true;
  if (!suburbText) {
    problems.add("address/suburb", "The address has no suburb. Add the suburb the home is in.");
    usable = false;
  }
  const state = stateText ? stateCodeOf(stateText) : null;
  if (!stateText) {
    problems.add("address/state", "The address has no state. Add it as ACT, NSW, NT, QLD, SA, TAS, VIC or WA.");
    usable = false;
  } else if (!state) {
    problems.add(
      "address/state",
      `"${stateText}" is not an Australian state or territory. Use ACT, NSW, NT, QLD, SA, TAS, VIC or WA.`,
    );
    usable = false;
  }
  const postcode = postcodeText ? postcodeOf(postcodeText) : null;
  if (!postcodeText) {
    problems.add("address/postcode", "The address has no postcode. Add the home's four-digit postcode.");
    usable = false;
  } else if (!postcode) {
    problems.add("address/postcode", `"${postcodeText}" is not a postcode. Use the home's four-digit postcode.`);
    usable = false;
  }
  if (!usable || !suburbText || !state || !postcode) return undefined;

  const streetText = part(address, "street");
  const parts = {
    subNumber: part(address, "subNumber"),
    lotNumber: part(address, "lotNumber"),
    streetNumber: part(address, "streetNumber"),
    street: streetText ? displayCase(streetText) : null,
  };
  const suburb = displayCase(suburbText);
  const streetLine = streetLineOf(parts);
  const place = `${suburb} ${state} ${postcode}`;
  return {
    hidden,
    ...parts,
    suburb,
    state,
    postcode,
    streetLine,
    displayText: hidden ? ADDRESS_ON_REQUEST : streetLine ? `${streetLine}, ${place}` : place,
  };
}
