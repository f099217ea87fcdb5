CREATE TABLE `listing_price_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`changed_at` integer NOT NULL,
	`price_text` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `listing_price_changes_listing_idx` ON `listing_price_changes` (`listing_id`,`changed_at`);--> statement-breakpoint
-- Every change of a listing's displayed price text is recorded here, whatever wrote it, so a saved
-- home can say "price changed on <date>" (lib/collections/listing-state.ts). Only the published
-- text is kept: nothing an agent withholds (lib/listings/disclosed-price.ts).
CREATE TRIGGER `listings_price_change` AFTER UPDATE OF `price_text` ON `listings`
WHEN OLD.`price_text` IS NOT NEW.`price_text` BEGIN
	INSERT INTO `listing_price_changes` (`listing_id`, `changed_at`, `price_text`)
	VALUES (NEW.`id`, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), NEW.`price_text`);
END;
--> statement-breakpoint
CREATE TRIGGER `listings_price_change_delete` AFTER DELETE ON `listings` BEGIN
	DELETE FROM `listing_price_changes` WHERE `listing_id` = OLD.`id`;
END;
