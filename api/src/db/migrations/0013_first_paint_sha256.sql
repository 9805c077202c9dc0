-- The sha256 of the first-paint file a registered version's manifest names: the api runs that
-- file from another origin (a CDN) only when its bytes hash to this.
ALTER TABLE "remote_releases" ADD COLUMN "first_paint_sha256" text;
