import Link from "next/link";
import { schoolPath } from "@/lib/locations/school-urls";
import styles from "./schools-table.module.css";

const LEVEL = { primary: "Primary", secondary: "Secondary", combined: "Combined" } as const;
const SECTOR = { government: "Government", private: "Private" } as const;

export type SchoolRow = {
  id: string | number;
  name: string;
  sector: keyof typeof SECTOR;
  level: keyof typeof LEVEL;
  gender: string;
  yearRange: string;
  distanceKm: number;
};

/** The nearest schools, nearest first, as the listing and location pages show them; each name opens its page. */
export function SchoolsTable({ schools }: { schools: readonly SchoolRow[] }) {
  if (schools.length === 0) return <p className={styles.muted}>No schools within 40 km.</p>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">School</th>
          <th scope="col">Type</th>
          <th scope="col">Years</th>
          <th scope="col">Distance</th>
        </tr>
      </thead>
      <tbody>
        {schools.map((school) => (
          <tr key={school.id}>
            <th scope="row">
              <Link href={schoolPath(Number(school.id), school.name)} data-testid="school-link">
                {school.name}
              </Link>
            </th>
            <td>
              {SECTOR[school.sector]} {LEVEL[school.level].toLowerCase()}
              {school.gender !== "coed" ? `, ${school.gender}` : ""}
            </td>
            <td>{school.yearRange}</td>
            <td>{school.distanceKm.toFixed(1)} km</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
