-- A shop that already started once has had its sample stock written (every start did it until
-- now): it is marked as seeded, so emptying its demo products lasts (docs/decisions/0208). A new
-- shop has no stock yet and gets the sample catalogue at its first start.
INSERT INTO "shop_seeds" ("name") SELECT 'sample-shop' WHERE EXISTS (SELECT 1 FROM "stock")
ON CONFLICT ("name") DO NOTHING;
