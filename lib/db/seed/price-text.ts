/**
 * How agents quote prices: the short `priceText` on cards and the longer `priceLongText` on the
 * listing page. The numeric `price` column stays the guide / rent / sold price in every case, so
 * "Contact agent" listings still answer price filters like the big portals do.
 */
import type { StateCode } from "@/lib/locations/states";
import type { Random } from "@/lib/media/prng";
import { formatLocalDateTime, formatShortDate } from "./calendar";
import { roundTo } from "./prices";
import { dollars } from "./text";

export interface PriceTexts {
  priceText: string;
  priceLongText: string;
}

export function salePriceTexts(value: number, auctionAt: number | null, state: StateCode, rng: Random): PriceTexts {
  const step = value >= 1_000_000 ? 50_000 : 10_000;
  const low = roundTo(value * 0.95, step);
  const high = roundTo(value * 1.05, step);
  if (auctionAt !== null) {
    const when = formatLocalDateTime(auctionAt, state);
    return rng.chance(0.6)
      ? { priceText: "Auction", priceLongText: `Auction ${when}, on site unless sold prior` }
      : {
          priceText: `Auction Guide ${dollars(low)} - ${dollars(high)}`,
          priceLongText: `Auction ${when}. Price guide ${dollars(low)} - ${dollars(high)}`,
        };
  }
  const u = rng.next();
  if (u < 0.44) return { priceText: dollars(value), priceLongText: `For sale: ${dollars(value)}` };
  if (u < 0.6)
    return {
      priceText: `Offers over ${dollars(low)}`,
      priceLongText: `Offers over ${dollars(low)} will be considered`,
    };
  if (u < 0.72)
    return {
      priceText: `${dollars(low)} - ${dollars(high)}`,
      priceLongText: `Price range ${dollars(low)} - ${dollars(high)}`,
    };
  if (u < 0.8)
    return {
      priceText: `From ${dollars(low)}`,
      priceLongText: `Priced from ${dollars(low)}, contact the agent for details`,
    };
  if (u < 0.86) {
    return value > 1_500_000
      ? {
          priceText: "Expressions of Interest",
          priceLongText: `Expressions of interest. Guide ${dollars(low)} - ${dollars(high)}`,
        }
      : { priceText: dollars(value), priceLongText: `For sale: ${dollars(value)}` };
  }
  if (u < 0.93)
    return {
      priceText: `Offers over ${dollars(low)}`,
      priceLongText: `Offers over ${dollars(low)} will be considered`,
    };
  return { priceText: "Contact agent", priceLongText: "Contact agent for a price guide" };
}

export function rentPriceTexts(weeklyRent: number, bond: number, rng: Random): PriceTexts {
  const u = rng.next();
  const priceText =
    u < 0.7 ? `${dollars(weeklyRent)} per week` : u < 0.9 ? `${dollars(weeklyRent)} pw` : `${dollars(weeklyRent)}/week`;
  const monthly = Math.round((weeklyRent * 52) / 12);
  return {
    priceText,
    priceLongText: `${dollars(weeklyRent)} per week (${dollars(monthly)} per calendar month), bond ${dollars(bond)}`,
  };
}

export function soldPriceTexts(soldPrice: number | null, soldAt: number, atAuction: boolean): PriceTexts {
  const how = atAuction ? "at auction" : "by private treaty";
  if (soldPrice === null)
    return { priceText: "Price withheld", priceLongText: `Sold ${how} on ${formatShortDate(soldAt)}, price withheld` };
  return {
    priceText: dollars(soldPrice),
    priceLongText: `Sold ${how} for ${dollars(soldPrice)} on ${formatShortDate(soldAt)}`,
  };
}

export function leasedPriceTexts(weeklyRent: number, leasedAt: number): PriceTexts {
  return {
    priceText: `${dollars(weeklyRent)} per week`,
    priceLongText: `Leased for ${dollars(weeklyRent)} per week on ${formatShortDate(leasedAt)}`,
  };
}
