CREATE TABLE `collection_contributors` (
	`collection_id` text NOT NULL,
	`member_id` text NOT NULL,
	`role` text NOT NULL,
	`joined_at` integer NOT NULL,
	PRIMARY KEY(`collection_id`, `member_id`)
);
--> statement-breakpoint
CREATE INDEX `collection_contributors_member_idx` ON `collection_contributors` (`member_id`,`collection_id`);--> statement-breakpoint
CREATE TABLE `collection_invites` (
	`id` text PRIMARY KEY NOT NULL,
	`collection_id` text NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	`accepted_by` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `collection_invites_token_uq` ON `collection_invites` (`token_hash`);--> statement-breakpoint
CREATE INDEX `collection_invites_collection_idx` ON `collection_invites` (`collection_id`,`email`);--> statement-breakpoint
CREATE INDEX `collection_invites_inviter_idx` ON `collection_invites` (`invited_by`,`created_at`);--> statement-breakpoint
CREATE TABLE `collection_listings` (
	`collection_id` text NOT NULL,
	`listing_id` integer NOT NULL,
	`added_by` text NOT NULL,
	`added_at` integer NOT NULL,
	`price_text_when_added` text NOT NULL,
	PRIMARY KEY(`collection_id`, `listing_id`)
);
--> statement-breakpoint
CREATE INDEX `collection_listings_added_idx` ON `collection_listings` (`collection_id`,`added_at`);--> statement-breakpoint
CREATE TABLE `collection_reactions` (
	`collection_id` text NOT NULL,
	`listing_id` integer NOT NULL,
	`member_id` text NOT NULL,
	`reaction_type` text,
	`comment` text,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`collection_id`, `listing_id`, `member_id`)
);
--> statement-breakpoint
CREATE TABLE `collections` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`is_public` integer DEFAULT false NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `collections_owner_idx` ON `collections` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `collections_default_uq` ON `collections` (`owner_id`) WHERE is_default = 1;--> statement-breakpoint
-- Rows that must exist together are written by triggers, inside the one statement that reserves a
-- limit (Drizzle's D1 batch cannot carry the raw INSERT … SELECT … WHERE count < limit that does it):
-- a new collection gets its owner row; an accepted invitation makes its member a collaborator.
CREATE TRIGGER `collections_owner_row` AFTER INSERT ON `collections`
BEGIN
	INSERT OR IGNORE INTO `collection_contributors` (`collection_id`, `member_id`, `role`, `joined_at`)
	VALUES (NEW.`id`, NEW.`owner_id`, 'owner', NEW.`created_at`);
END;
--> statement-breakpoint
CREATE TRIGGER `collection_invites_accepted` AFTER UPDATE OF `accepted_at` ON `collection_invites`
WHEN OLD.`accepted_at` IS NULL AND NEW.`accepted_at` IS NOT NULL AND NEW.`accepted_by` IS NOT NULL
BEGIN
	INSERT OR IGNORE INTO `collection_contributors` (`collection_id`, `member_id`, `role`, `joined_at`)
	VALUES (NEW.`collection_id`, NEW.`accepted_by`, 'collaborator', NEW.`accepted_at`);
END;
