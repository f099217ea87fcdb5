-- Country cells, 1/0.78125° (about 142 × 118 km), for a state or the whole country in view:
-- COUNTRY_CELLS_PER_DEGREE in lib/db/schema/listing-stats.ts. 0.78125 is 6.25 / 8, so they nest
-- exactly in coarse cells (see there); SQLite stores it as a REAL in the key. The triggers of 0008
-- are replaced by the same triggers for all four sizes; the new size is backfilled.
DROP TRIGGER `listings_cell_stats_insert`;
--> statement-breakpoint
DROP TRIGGER `listings_cell_stats_delete`;
--> statement-breakpoint
DROP TRIGGER `listings_cell_stats_update`;
--> statement-breakpoint
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
	INSERT INTO `listing_cell_facets` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `property_type`, `bedrooms`, `listings`, `priced`)
	VALUES (NEW.`status_type`, 6.25, CAST(NEW.`latitude` * 6.25 AS INTEGER), CAST(NEW.`longitude` * 6.25 AS INTEGER), NEW.`property_type`, NEW.`bedrooms`, 1, NEW.`price` IS NOT NULL)
	ON CONFLICT DO UPDATE SET `listings` = `listings` + 1, `priced` = `priced` + excluded.`priced`;
	INSERT INTO `listing_cell_prices` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `price`, `listings`)
	SELECT NEW.`status_type`, 6.25, CAST(NEW.`latitude` * 6.25 AS INTEGER), CAST(NEW.`longitude` * 6.25 AS INTEGER), NEW.`price`, 1 WHERE NEW.`price` IS NOT NULL
	ON CONFLICT DO UPDATE SET `listings` = `listings` + 1;
	INSERT INTO `listing_cell_facets` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `property_type`, `bedrooms`, `listings`, `priced`)
	VALUES (NEW.`status_type`, 0.78125, CAST(NEW.`latitude` * 0.78125 AS INTEGER), CAST(NEW.`longitude` * 0.78125 AS INTEGER), NEW.`property_type`, NEW.`bedrooms`, 1, NEW.`price` IS NOT NULL)
	ON CONFLICT DO UPDATE SET `listings` = `listings` + 1, `priced` = `priced` + excluded.`priced`;
	INSERT INTO `listing_cell_prices` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `price`, `listings`)
	SELECT NEW.`status_type`, 0.78125, CAST(NEW.`latitude` * 0.78125 AS INTEGER), CAST(NEW.`longitude` * 0.78125 AS INTEGER), NEW.`price`, 1 WHERE NEW.`price` IS NOT NULL
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
	UPDATE `listing_cell_facets` SET `listings` = `listings` - 1, `priced` = `priced` - (OLD.`price` IS NOT NULL)
	WHERE `status_type` = OLD.`status_type` AND `cells_per_degree` = 6.25 AND `cell_y` = CAST(OLD.`latitude` * 6.25 AS INTEGER) AND `cell_x` = CAST(OLD.`longitude` * 6.25 AS INTEGER) AND `property_type` = OLD.`property_type` AND `bedrooms` = OLD.`bedrooms`;
	UPDATE `listing_cell_prices` SET `listings` = `listings` - 1
	WHERE `status_type` = OLD.`status_type` AND `cells_per_degree` = 6.25 AND `cell_y` = CAST(OLD.`latitude` * 6.25 AS INTEGER) AND `cell_x` = CAST(OLD.`longitude` * 6.25 AS INTEGER) AND `price` = OLD.`price`;
	UPDATE `listing_cell_facets` SET `listings` = `listings` - 1, `priced` = `priced` - (OLD.`price` IS NOT NULL)
	WHERE `status_type` = OLD.`status_type` AND `cells_per_degree` = 0.78125 AND `cell_y` = CAST(OLD.`latitude` * 0.78125 AS INTEGER) AND `cell_x` = CAST(OLD.`longitude` * 0.78125 AS INTEGER) AND `property_type` = OLD.`property_type` AND `bedrooms` = OLD.`bedrooms`;
	UPDATE `listing_cell_prices` SET `listings` = `listings` - 1
	WHERE `status_type` = OLD.`status_type` AND `cells_per_degree` = 0.78125 AND `cell_y` = CAST(OLD.`latitude` * 0.78125 AS INTEGER) AND `cell_x` = CAST(OLD.`longitude` * 0.78125 AS INTEGER) AND `price` = OLD.`price`;
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
	UPDATE `listing_cell_facets` SET `listings` = `listings` - 1, `priced` = `priced` - (OLD.`price` IS NOT NULL)
	WHERE `status_type` = OLD.`status_type` AND `cells_per_degree` = 6.25 AND `cell_y` = CAST(OLD.`latitude` * 6.25 AS INTEGER) AND `cell_x` = CAST(OLD.`longitude` * 6.25 AS INTEGER) AND `property_type` = OLD.`property_type` AND `bedrooms` = OLD.`bedrooms`;
	UPDATE `listing_cell_prices` SET `listings` = `listings` - 1
	WHERE `status_type` = OLD.`status_type` AND `cells_per_degree` = 6.25 AND `cell_y` = CAST(OLD.`latitude` * 6.25 AS INTEGER) AND `cell_x` = CAST(OLD.`longitude` * 6.25 AS INTEGER) AND `price` = OLD.`price`;
	UPDATE `listing_cell_facets` SET `listings` = `listings` - 1, `priced` = `priced` - (OLD.`price` IS NOT NULL)
	WHERE `status_type` = OLD.`status_type` AND `cells_per_degree` = 0.78125 AND `cell_y` = CAST(OLD.`latitude` * 0.78125 AS INTEGER) AND `cell_x` = CAST(OLD.`longitude` * 0.78125 AS INTEGER) AND `property_type` = OLD.`property_type` AND `bedrooms` = OLD.`bedrooms`;
	UPDATE `listing_cell_prices` SET `listings` = `listings` - 1
	WHERE `status_type` = OLD.`status_type` AND `cells_per_degree` = 0.78125 AND `cell_y` = CAST(OLD.`latitude` * 0.78125 AS INTEGER) AND `cell_x` = CAST(OLD.`longitude` * 0.78125 AS INTEGER) AND `price` = OLD.`price`;
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
	INSERT INTO `listing_cell_facets` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `property_type`, `bedrooms`, `listings`, `priced`)
	VALUES (NEW.`status_type`, 6.25, CAST(NEW.`latitude` * 6.25 AS INTEGER), CAST(NEW.`longitude` * 6.25 AS INTEGER), NEW.`property_type`, NEW.`bedrooms`, 1, NEW.`price` IS NOT NULL)
	ON CONFLICT DO UPDATE SET `listings` = `listings` + 1, `priced` = `priced` + excluded.`priced`;
	INSERT INTO `listing_cell_prices` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `price`, `listings`)
	SELECT NEW.`status_type`, 6.25, CAST(NEW.`latitude` * 6.25 AS INTEGER), CAST(NEW.`longitude` * 6.25 AS INTEGER), NEW.`price`, 1 WHERE NEW.`price` IS NOT NULL
	ON CONFLICT DO UPDATE SET `listings` = `listings` + 1;
	INSERT INTO `listing_cell_facets` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `property_type`, `bedrooms`, `listings`, `priced`)
	VALUES (NEW.`status_type`, 0.78125, CAST(NEW.`latitude` * 0.78125 AS INTEGER), CAST(NEW.`longitude` * 0.78125 AS INTEGER), NEW.`property_type`, NEW.`bedrooms`, 1, NEW.`price` IS NOT NULL)
	ON CONFLICT DO UPDATE SET `listings` = `listings` + 1, `priced` = `priced` + excluded.`priced`;
	INSERT INTO `listing_cell_prices` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `price`, `listings`)
	SELECT NEW.`status_type`, 0.78125, CAST(NEW.`latitude` * 0.78125 AS INTEGER), CAST(NEW.`longitude` * 0.78125 AS INTEGER), NEW.`price`, 1 WHERE NEW.`price` IS NOT NULL
	ON CONFLICT DO UPDATE SET `listings` = `listings` + 1;
END;
--> statement-breakpoint
INSERT INTO `listing_cell_facets` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `property_type`, `bedrooms`, `listings`, `priced`)
SELECT `status_type`, 0.78125, CAST(`latitude` * 0.78125 AS INTEGER), CAST(`longitude` * 0.78125 AS INTEGER), `property_type`, `bedrooms`, count(*), count(`price`) FROM `listings` GROUP BY 1, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO `listing_cell_prices` (`status_type`, `cells_per_degree`, `cell_y`, `cell_x`, `price`, `listings`)
SELECT `status_type`, 0.78125, CAST(`latitude` * 0.78125 AS INTEGER), CAST(`longitude` * 0.78125 AS INTEGER), `price`, count(*) FROM `listings` WHERE `price` IS NOT NULL GROUP BY 1, 3, 4, 5;
