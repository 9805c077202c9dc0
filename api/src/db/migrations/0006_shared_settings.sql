CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_remotes" (
	"remote" text PRIMARY KEY NOT NULL,
	"manifest_url" text NOT NULL,
	"version" text NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL
);
