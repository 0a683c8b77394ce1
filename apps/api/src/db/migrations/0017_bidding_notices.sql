ALTER TABLE "bidding_projects" ADD COLUMN "open_notice_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD COLUMN "end_notice_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD COLUMN "day_reminder_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD COLUMN "hour_reminder_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD COLUMN "cycle_day_reminder_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD COLUMN "cycle_hour_reminder_for" timestamp with time zone;