ALTER TABLE `agent_reviews` ADD `report_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `agent_reviews` ADD `visibility` text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
CREATE INDEX `agent_reviews_reported_idx` ON `agent_reviews` (`report_count`) WHERE report_count > 0;