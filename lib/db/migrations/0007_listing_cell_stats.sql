CREATE TABLE `listing_cell_facets` (
	`status_type` text NOT NULL,
	`cells_per_degree` integer NOT NULL,
	`cell_y` integer NOT NULL,
	`cell_x` integer NOT NULL,
	`property_type` integer NOT NULL,
	`bedrooms` integer NOT NULL,
	`listings` integer NOT NULL,
	`priced` integer NOT NULL,
	PRIMARY KEY(`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `property_type`, `bedrooms`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `listing_cell_prices` (
	`status_type` text NOT NULL,
	`cells_per_degree` integer NOT NULL,
	`cell_y` integer NOT NULL,
	`cell_x` integer NOT NULL,
	`price` integer NOT NULL,
	`listings` integer NOT NULL,
	PRIMARY KEY(`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `price`)
) WITHOUT ROWID;
--> statement-breakpoint
-- Kept by triggers in the transaction of every listing write, like the per-suburb figures (0006),
-- for both cell sizes (SMALL_CELLS_PER_DEGREE 200 and LARGE_CELLS_PER_DEGREE 50 in
-- lib/db/schema/listing-stats.ts); the search computes cells with the same truncation
-- (lib/db/queries/viewport-cells.ts).
CREATE TRIGGER `listings_cell_stats_insert` AFTER INSERT ON `listings` BEGIN
	INSERT INTO `listing_cell_facets` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `property_type`, `bedrooms`, `listings`, `priced`)
	VALUES (NEW.`status_type`, 200, CAST(NEW.`latitude` * 200 AS INTEGER), CAST(NEW.`longitude` * 200 AS INTEGER), NEW.`property_type`, NEW.`bedrooms`, 1, NEW.`price` IS NOT NULL)
	ON CONFLICT DO UPDATE SET `listings` = `listings` + 1, `priced` = `priced` + excluded.`priced`;
	INSERT INTO `listing_cell_prices` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `price`, `listings`)
	SELECT NEW.`status_type`, 200, CAST(NEW.`latitude` * 200 AS INTEGER), CAST(NEW.`longitude` * 200 AS INTEGER), NEW.`price`, 1 WHERE NEW.`price` IS NOT NULL
	ON CONFLICT DO UPDATE SET `listings` = `listings` + 1;
	INSERT INTO `listing_cell_facets` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `property_type`, `bedrooms`, `listings`, `priced`)
	VALUES (NEW.`status_type`, 50, CAST(NEW.`latitude` * 50 AS INTEGER), CAST(NEW.`longitude` * 50 AS INTEGER), NEW.`property_type`, NEW.`bedrooms`, 1, NEW.`price` IS NOT NULL)
	ON CONFLICT DO UPDATE SET `listings` = `listings` + 1, `priced` = `priced` + excluded.`priced`;
	INSERT INTO `listing_cell_prices` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `price`, `listings`)
	SELECT NEW.`status_type`, 50, CAST(NEW.`latitude` * 50 AS INTEGER), CAST(NEW.`longitude` * 50 AS INTEGER), NEW.`price`, 1 WHERE NEW.`price` IS NOT NULL
	ON CONFLICT DO UPDATE SET `listings` = `listings` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_cell_stats_delete` AFTER DELETE ON `listings` BEGIN
	UPDATE `listing_cell_facets` SET `listings` = `listings` - 1, `priced` = `priced` - (OLD.`price` IS NOT NULL)
	WHERE `status_type` = OLD.`status_type` AND `cells_per_degree` = 200 AND `cell_y` = CAST(OLD.`latitude` * 200 AS INTEGER) AND `cell_x` = CAST(OLD.`longitude` * 200 AS INTEGER) AND `property_type` = OLD.`property_type` AND `bedrooms` = OLD.`bedrooms`;
	UPDATE `listing_cell_prices` SET `listings` = `listings` - 1
	WHERE `status_type` = OLD.`status_type` AND `cells_per_degree` = 200 AND `cell_y` = CAST(OLD.`latitude` * 200 AS INTEGER) AND `cell_x` = CAST(OLD.`longitude` * 200 AS INTEGER) AND `price` = OLD.`price`;
	UPDATE `listing_cell_facets` SET `listings` = `listings` - 1, `priced` = `priced` - (OLD.`price` IS NOT NULL)
	WHERE `status_type` = OLD.`status_type` AND `cells_per_degree` = 50 AND `cell_y` = CAST(OLD.`latitude` * 50 AS INTEGER) AND `cell_x` = CAST(OLD.`longitude` * 50 AS INTEGER) AND `property_type` = OLD.`property_type` AND `bedrooms` = OLD.`bedrooms`;
	UPDATE `listing_cell_prices` SET `listings` = `listings` - 1
	WHERE `status_type` = OLD.`status_type` AND `cells_per_degree` = 50 AND `cell_y` = CAST(OLD.`latitude` * 50 AS INTEGER) AND `cell_x` = CAST(OLD.`longitude` * 50 AS INTEGER) AND `price` = OLD.`price`;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_cell_stats_update` AFTER UPDATE OF `latitude`, `longitude`, `status_type`, `property_type`, `bedrooms`, `price` ON `listings` BEGIN
	UPDATE `listing_cell_facets` SET `listings` = `listings` - 1, `priced` = `priced` - (OLD.`price` IS NOT NULL)
	WHERE `status_type` = OLD.`status_type` AND `cells_per_degree` = 200 AND `cell_y` = CAST(OLD.`latitude` * 200 AS INTEGER) AND `cell_x` = CAST(OLD.`longitude` * 200 AS INTEGER) AND `property_type` = OLD.`property_type` AND `bedrooms` = OLD.`bedrooms`;
	UPDATE `listing_cell_prices` SET `listings` = `listings` - 1
	WHERE `status_type` = OLD.`status_type` AND `cells_per_degree` = 200 AND `cell_y` = CAST(OLD.`latitude` * 200 AS INTEGER) AND `cell_x` = CAST(OLD.`longitude` * 200 AS INTEGER) AND `price` = OLD.`price`;
	UPDATE `listing_cell_facets` SET `listings` = `listings` - 1, `priced` = `priced` - (OLD.`price` IS NOT NULL)
	WHERE `status_type` = OLD.`status_type` AND `cells_per_degree` = 50 AND `cell_y` = CAST(OLD.`latitude` * 50 AS INTEGER) AND `cell_x` = CAST(OLD.`longitude` * 50 AS INTEGER) AND `property_type` = OLD.`property_type` AND `bedrooms` = OLD.`bedrooms`;
	UPDATE `listing_cell_prices` SET `listings` = `listings` - 1
	WHERE `status_type` = OLD.`status_type` AND `cells_per_degree` = 50 AND `cell_y` = CAST(OLD.`latitude` * 50 AS INTEGER) AND `cell_x` = CAST(OLD.`longitude` * 50 AS INTEGER) AND `price` = OLD.`price`;
	INSERT INTO `listing_cell_facets` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `property_type`, `bedrooms`, `listings`, `priced`)
	VALUES (NEW.`status_type`, 200, CAST(NEW.`latitude` * 200 AS INTEGER), CAST(NEW.`longitude` * 200 AS INTEGER), NEW.`property_type`, NEW.`bedrooms`, 1, NEW.`price` IS NOT NULL)
	ON CONFLICT DO UPDATE SET `listings` = `listings` + 1, `priced` = `priced` + excluded.`priced`;
	INSERT INTO `listing_cell_prices` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `price`, `listings`)
	SELECT NEW.`status_type`, 200, CAST(NEW.`latitude` * 200 AS INTEGER), CAST(NEW.`longitude` * 200 AS INTEGER), NEW.`price`, 1 WHERE NEW.`price` IS NOT NULL
	ON CONFLICT DO UPDATE SET `listings` = `listings` + 1;
	INSERT INTO `listing_cell_facets` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `property_type`, `bedrooms`, `listings`, `priced`)
	VALUES (NEW.`status_type`, 50, CAST(NEW.`latitude` * 50 AS INTEGER), CAST(NEW.`longitude` * 50 AS INTEGER), NEW.`property_type`, NEW.`bedrooms`, 1, NEW.`price` IS NOT NULL)
	ON CONFLICT DO UPDATE SET `listings` = `listings` + 1, `priced` = `priced` + excluded.`priced`;
	INSERT INTO `listing_cell_prices` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `price`, `listings`)
	SELECT NEW.`status_type`, 50, CAST(NEW.`latitude` * 50 AS INTEGER), CAST(NEW.`longitude` * 50 AS INTEGER), NEW.`price`, 1 WHERE NEW.`price` IS NOT NULL
	ON CONFLICT DO UPDATE SET `listings` = `listings` + 1;
END;
--> statement-breakpoint
INSERT INTO `listing_cell_facets` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `property_type`, `bedrooms`, `listings`, `priced`)
SELECT `status_type`, 200, CAST(`latitude` * 200 AS INTEGER), CAST(`longitude` * 200 AS INTEGER), `property_type`, `bedrooms`, count(*), count(`price`) FROM `listings` GROUP BY 1, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO `listing_cell_prices` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `price`, `listings`)
SELECT `status_type`, 200, CAST(`latitude` * 200 AS INTEGER), CAST(`longitude` * 200 AS INTEGER), `price`, count(*) FROM `listings` WHERE `price` IS NOT NULL GROUP BY 1, 3, 4, 5;
--> statement-breakpoint
INSERT INTO `listing_cell_facets` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `property_type`, `bedrooms`, `listings`, `priced`)
SELECT `status_type`, 50, CAST(`latitude` * 50 AS INTEGER), CAST(`longitude` * 50 AS INTEGER), `property_type`, `bedrooms`, count(*), count(`price`) FROM `listings` GROUP BY 1, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO `listing_cell_prices` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `price`, `listings`)
SELECT `status_type`, 50, CAST(`latitude` * 50 AS INTEGER), CAST(`longitude` * 50 AS INTEGER), `price`, count(*) FROM `listings` WHERE `price` IS NOT NULL GROUP BY 1, 3, 4, 5;
