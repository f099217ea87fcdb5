import type { AgentPerformance } from "@/lib/agents/performance";
import { formatDollars } from "@/lib/format/money";
import styles from "../agency.module.css";
import { countOf } from "@/lib/format/numbers";

/** The agent's last 12 months as figures, each with a label that says what it counts. */
export function PerformanceFigures({ performance }: { performance: AgentPerformance }) {
  const figures: { label: string; value: string; testId: string }[] = [
    { label: "Homes sold in the last 12 months", value: String(performance.soldLast12Months), testId: "sold-12m" },
    {
      label: "Homes leased in the last 12 months",
      value: String(performance.leasedLast12Months),
      testId: "leased-12m",
    },
    {
      label: "Median sold price",
      value: performance.medianSoldPrice === null ? "–" : formatDollars(performance.medianSoldPrice),
      testId: "median-price",
    },
    {
      label: "Median days on market",
      value: performance.medianDaysOnMarket === null ? "–" : countOf(performance.medianDaysOnMarket, "day"),
      testId: "median-days",
    },
  ];
  if (performance.salesWithAskingPrice > 0) {
    figures.push({
      label: "Sold below first asking price",
      value: `${performance.soldBelowAsking} of ${performance.salesWithAskingPrice}`,
      testId: "below-asking",
    });
  }
  return (
    <dl className={styles.figures} data-testid="agent-performance">
      {figures.map((figure) => (
        <div key={figure.testId} className={styles.figure}>
          <dt>{figure.label}</dt>
          <dd data-testid={figure.testId}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
