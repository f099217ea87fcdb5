-- Enquiries to agents that are not about a listed home: a seller's, a property's, an agent's
-- (lib/db/schema/agent-enquiries.ts). The per-sender limit reads the email index.
CREATE TABLE `agent_enquiries` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`agent_id` integer NOT NULL,
	`listing_id` integer,
	`location_id` integer,
	`property_address` text,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`message` text NOT NULL,
	`member_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `agent_enquiries_email_created_idx` ON `agent_enquiries` (`email`,`created_at`);--> statement-breakpoint
CREATE INDEX `agent_enquiries_agent_created_idx` ON `agent_enquiries` (`agent_id`,`created_at`);--> statement-breakpoint
-- The property search by street (/api/v1/search/properties): disclosed addresses only.
CREATE INDEX `listings_street_idx` ON `listings` ("street_name" COLLATE NOCASE,`street_number`) WHERE address_hidden = 0;--> statement-breakpoint
-- A member's own agent reviews (/api/v1/member/{id}/agentreviews/summary).
CREATE INDEX `agent_reviews_member_idx` ON `agent_reviews` (`member_id`);
