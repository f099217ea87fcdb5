import Link from "next/link";
import { propertyTypeById, type PropertyTypeEntry } from "@/lib/listings/property-types";
import { locationTrendPath } from "@/lib/locations/location-urls";
import { ALL } from "@/lib/locations/market-figures";
import styles from "../../locations.module.css";

/** Property types offered beside "All types": the suburb's most traded, so every choice has a trend. */
const OFFERED_TYPES = 4;

/**
 * The trend's property type as plain links (rendered on the server; no script): all types, then
 * the types most sold and leased in the suburb over the last 12 months. The chosen one is marked
 * `aria-current`, and stays offered even when it is not among the most traded.
 */
export function TrendTypeChoice(props: {
  slug: string;
  current?: PropertyTypeEntry;
  medians: readonly { propertyType: number; bedrooms: number; listings: number }[];
}) {
  const traded = new Map<number, number>();
  for (const row of props.medians)
    if (row.bedrooms === ALL && row.propertyType !== ALL)
      traded.set(row.propertyType, (traded.get(row.propertyType) ?? 0) + row.listings);
  const ids = [...traded]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, OFFERED_TYPES)
    .map(([id]) => id);
  if (props.current && !ids.includes(props.current.id)) ids.push(props.current.id);
  const choices = [
    { key: "all", label: "All types", href: locationTrendPath(props.slug), current: !props.current },
    ...ids.flatMap((id) => {
      const type = propertyTypeById(id);
      return type.slug
        ? [
            {
              key: type.slug,
              label: type.plural,
              href: locationTrendPath(props.slug, type.slug),
              current: type.id === props.current?.id,
            },
          ]
        : [];
    }),
  ];
  if (choices.length < 2) return null;
  return (
    <nav aria-label="Property type of the trend" data-testid="trend-types">
      <ul className={styles.choices}>
        {choices.map((choice) => (
          <li key={choice.key}>
            <Link href={choice.href} aria-current={choice.current ? "true" : undefined}>
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
