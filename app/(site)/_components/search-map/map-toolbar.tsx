import styles from "./search-map.module.css";

/**
 * The map's search controls above it: "Search as I move the map", "Draw an area" and, while
 * drawing or after, "Finish area" and "Clear drawing". The live map and its preview show the same
 * bar, so nothing moves when one replaces the other.
 */
export function MapToolbar(props: {
  searchAsMove: boolean;
  /** Off while there is no map to move, or an area is drawn or being drawn. */
  searchAsMoveDisabled: boolean;
  onSearchAsMoveChange: (on: boolean) => void;
  drawing: boolean;
  drawDisabled: boolean;
  onDrawToggle: () => void;
  /** The drawing help's id, which the drawing buttons point to. */
  helpId: string;
  /** Shown while drawing: enabled once the area has enough corners. */
  canFinish: boolean;
  onFinish: () => void;
  /** Shown when an area is drawn and not being redrawn. */
  onClear?: () => void;
}) {
  return (
    <div className={styles.toolbar}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={props.searchAsMove}
          disabled={props.searchAsMoveDisabled}
          onChange={(event) => props.onSearchAsMoveChange(event.target.checked)}
        />
        Search as I move the map
      </label>
      <button
        type="button"
        className={styles.button}
        aria-pressed={props.drawing}
        aria-describedby={props.drawing ? props.helpId : undefined}
        disabled={props.drawDisabled}
        onClick={props.onDrawToggle}
      >
        {props.drawing ? "Cancel drawing" : "Draw an area"}
      </button>
      {props.drawing && (
        <button
          type="button"
          className={styles.button}
          aria-describedby={props.helpId}
          disabled={!props.canFinish}
          onClick={props.onFinish}
        >
          Finish area
        </button>
      )}
      {props.onClear && !props.drawing && (
        <button type="button" className={styles.button} onClick={props.onClear}>
          Clear drawing
        </button>
      )}
    </div>
  );
}
