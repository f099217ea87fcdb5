CREATE TABLE `listing_suburb_facets` (
	`suburb_id` integer NOT NULL,
	`status_type` text NOT NULL,
	`property_type` integer NOT NULL,
	`bedrooms` integer NOT NULL,
	`listings` integer NOT NULL,
	`priced` integer NOT NULL,
	PRIMARY KEY(`suburb_id`, `status_type`, `property_type`, `bedrooms`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `listing_suburb_prices` (
	`suburb_id` integer NOT NULL,
	`status_type` text NOT NULL,
	`price` integer NOT NULL,
	`listings` integer NOT NULL,
	PRIMARY KEY(`suburb_id`, `status_type`, `price`)
) WITHOUT ROWID;

--> statement-breakpoint
-- Kept by triggers, in the transaction of every listing write (lib/db/schema/listing-stats.ts).
CREATE TRIGGER `listings_suburb_stats_insert` AFTER INSERT ON `listings` BEGIN
	INSERT INTO `listing_suburb_facets` (`suburb_id`, `status_type`, `property_type`, `bedrooms`, `listings`, `priced`)
	VALUES (NEW.`suburb_id`, NEW.`status_type`, NEW.`property_type`, NEW.`bedrooms`, 1, NEW.`price` IS NOT NULL)
	ON CONFLICT DO UPDATE SET `listings` = `listings` + 1, `priced` = `priced` + excluded.`priced`;
	INSERT INTO `listing_suburb_prices` (`suburb_id`, `status_type`, `price`, `listings`)
	SELECT NEW.`suburb_id`, NEW.`status_type`, NEW.`price`, 1 WHERE NEW.`price` IS NOT NULL
	ON CONFLICT DO UPDATE SET `listings` = `listings` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_suburb_stats_delete` AFTER DELETE ON `listings` BEGIN
	UPDATE `listing_suburb_facets` SET `listings` = `listings` - 1, `priced` = `priced` - (OLD.`price` IS NOT NULL)
	WHERE `suburb_id` = OLD.`suburb_id` AND `status_type` = OLD.`status_type` AND `property_type` = OLD.`property_type` AND `bedrooms` = OLD.`bedrooms`;
	UPDATE `listing_suburb_prices` SET `listings` = `listings` - 1
	WHERE `suburb_id` = OLD.`suburb_id` AND `status_type` = OLD.`status_type` AND `price` = OLD.`price`;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_suburb_stats_update` AFTER UPDATE OF `suburb_id`, `status_type`, `property_type`, `bedrooms`, `price` ON `listings` BEGIN
	UPDATE `listing_suburb_facets` SET `listings` = `listings` - 1, `priced` = `priced` - (OLD.`price` IS NOT NULL)
	WHERE `suburb_id` = OLD.`suburb_id` AND `status_type` = OLD.`status_type` AND `property_type` = OLD.`property_type` AND `bedrooms` = OLD.`bedrooms`;
	UPDATE `listing_suburb_prices` SET `listings` = `listings` - 1
	WHERE `suburb_id` = OLD.`suburb_id` AND `status_type` = OLD.`status_type` AND `price` = OLD.`price`;
	INSERT INTO `listing_suburb_facets` (`suburb_id`, `status_type`, `property_type`, `bedrooms`, `listings`, `priced`)
	VALUES (NEW.`suburb_id`, NEW.`status_type`, NEW.`property_type`, NEW.`bedrooms`, 1, NEW.`price` IS NOT NULL)
	ON CONFLICT DO UPDATE SET `listings` = `listings` + 1, `priced` = `priced` + excluded.`priced`;
	INSERT INTO `listing_suburb_prices` (`suburb_id`, `status_type`, `price`, `listings`)
	SELECT NEW.`suburb_id`, NEW.`status_type`, NEW.`price`, 1 WHERE NEW.`price` IS NOT NULL
	ON CONFLICT DO UPDATE SET `listings` = `listings` + 1;
END;
--> statement-breakpoint
INSERT INTO `listing_suburb_facets` (`suburb_id`, `status_type`, `property_type`, `bedrooms`, `listings`, `priced`)
SELECT `suburb_id`, `status_type`, `property_type`, `bedrooms`, count(*), count(`price`) FROM `listings` GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO `listing_suburb_prices` (`suburb_id`, `status_type`, `price`, `listings`)
SELECT `suburb_id`, `status_type`, `price`, count(*) FROM `listings` WHERE `price` IS NOT NULL GROUP BY 1, 2, 3;
